// A schema view (the rows an operation page shows) as a nested Markdown list with dotted property paths:
//   - `show.images.poster` (string, nullable): The poster's URL.
// Paths are greppable and say where a property sits, which a table cannot. Rows the page shows elsewhere end with
// a reference: a cycle names its schema, a repeat names the path where it is listed. Pure.
import type { SchemaRow } from '../../openapi/buildSchemaView.js';
import { code, indentRest } from './twinText.js';

/** Row id → where it was listed in one twin (a property's path in code, or 'the 200 response'): repeats point back at it. */
export type ListedPaths = Map<string, string>;

/** The list lines of `rows` (properties, parameters' nested properties, headers), under `prefix` ('' at the root). */
export function schemaListLines(rows: SchemaRow[], prefix: string, listed: ListedPaths, depth = 0): string[] {
  const lines: string[] = [];
  for (const row of rows) lines.push(...rowLines(row, prefix, listed, depth));
  return lines;
}

/** A root schema (a body): its own line when it is not a plain object, then its properties. */
export function schemaRootLines(root: SchemaRow, listed: ListedPaths, where: string): string[] {
  listed.set(root.id, where);
  const lines: string[] = [];
  const facts = describeRow(root, listed);
  if (facts) lines.push(`Schema: ${facts}`, '');
  const inner = childLines(root, isArray(root) ? '[]' : '', listed, 0);
  lines.push(...inner);
  return lines;
}

function isArray(row: SchemaRow): boolean {
  return /\[\]$/.test(row.type) || row.type === 'array';
}

function rowLines(row: SchemaRow, prefix: string, listed: ListedPaths, depth: number): string[] {
  const indent = '  '.repeat(depth);
  const name = row.name !== undefined ? (row.name === '[key: string]' ? '<key>' : row.name) : undefined;
  const path = name !== undefined ? (prefix ? `${prefix}.${name}` : name) : prefix;
  listed.set(row.id, path ? code(path) : (row.label ?? row.type));
  const head = name !== undefined ? code(path) : `${row.label ?? 'value'}${path ? ` of ${code(path)}` : ''}`;
  const facts = describeRow(row, listed);
  const lines = [`${indent}- ${head}${facts ? ' ' + facts : ''}`];
  lines.push(...childLines(row, isArray(row) ? `${path}[]` : path, listed, depth + 1));
  return lines;
}

function childLines(row: SchemaRow, path: string, listed: ListedPaths, depth: number): string[] {
  const indent = '  '.repeat(depth);
  const lines = schemaListLines(row.children.map((c) => (c.label === 'items' && c.name === undefined ? { ...c, label: 'items' } : c)), path, listed, depth);
  if (row.alternatives) {
    lines.push(`${indent}- ${row.alternatives.kind === 'oneOf' ? 'Exactly one of' : 'Any of'}${path ? ` (${code(path)})` : ''}:`);
    lines.push(...schemaListLines(row.alternatives.options, path, listed, depth + 1));
  }
  if (row.discriminator) {
    const mapping = row.discriminator.mapping.map((m) => `${code(m.value)} → ${m.schemaName}`).join(', ');
    lines.push(`${indent}- Discriminator: ${code(row.discriminator.propertyName)}${mapping ? `: ${mapping}` : ''}`);
  }
  if (row.additional === 'closed') lines.push(`${indent}- No other properties allowed${path ? ` in ${code(path)}` : ''}.`);
  return lines;
}

/** '(integer, required): The id. Possible values: `a`, `b`. Default: `1`.' — what the page shows beside a name. */
export function describeRow(row: SchemaRow, listed?: ListedPaths): string {
  const showName = row.schemaName && !row.type.includes(row.schemaName) && !row.label?.includes(row.schemaName);
  const flags = [
    row.type + (showName ? ` (${row.schemaName})` : ''),
    row.required && 'required', row.nullable && 'nullable', row.readOnly && 'read-only', row.writeOnly && 'write-only', row.deprecated && 'deprecated',
  ].filter(Boolean);
  const parts: string[] = [];
  if (row.description) parts.push(row.description.trim());
  parts.push(...rowFacts(row, { listed }));
  const text = parts.join(' ');
  return `(${flags.join(', ')})${text ? ': ' + indentRest(text, '    ') : ''}`;
}

/** Enum values, default, example, constraints and references, as sentences. */
export function rowFacts(row: SchemaRow, options: { values?: boolean; default?: boolean; listed?: ListedPaths } = {}): string[] {
  const facts: string[] = [];
  if (options.values !== false && row.enumValues?.length) facts.push(`Possible values: ${row.enumValues.map(code).join(', ')}.`);
  if (options.default !== false && row.defaultValue !== undefined) facts.push(`Default: ${code(row.defaultValue)}.`);
  if (row.example !== undefined) facts.push(`Example: ${code(row.example)}.`);
  if (row.constraints.length) facts.push(`Constraints: ${row.constraints.map(code).join(', ')}.`);
  if (row.link) {
    const where = options.listed?.get(row.link.href.replace(/^#/, ''));
    facts.push(row.link.reason === 'cycle' ? `(circular: ${row.schemaName ?? 'schema'}${where ? `, see ${where}` : ''})` : `(${row.schemaName ?? 'schema'}: see ${where ?? 'above'})`);
  }
  if (row.truncated) facts.push(`(${row.schemaName ?? row.type}: not expanded here)`);
  return facts;
}
