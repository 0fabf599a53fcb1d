// A schema view (the rows an operation page shows) as a nested Markdown list with dotted property paths:
//   - `show.images.poster` (string, nullable): The poster's URL.
// Paths are greppable and say where a property sits, which a table cannot. Rows the page shows elsewhere end with
// a reference: a cycle names its schema, a repeat names the path where it is listed. Pure.
import type { SchemaRow } from '../../openapi/buildSchemaView.js';
import { code, indentRest, type TwinLinker } from './twinText.js';

/** Row id → where it was listed in one twin (a property's path in code, or 'the 200 response'): repeats point back at it. */
export type ListedPaths = Map<string, string>;

/** The list lines of `rows` (properties, parameters' nested properties, headers), under `prefix` ('' at the root). */
export function schemaListLines(rows: SchemaRow[], prefix: string, listed: ListedPaths, depth = 0, link?: TwinLinker): string[] {
  const lines: string[] = [];
  for (const row of rows) lines.push(...rowLines(row, prefix, listed, depth, link));
  return lines;
}

/** A root schema (a body): its own line when it is not a plain object, then its properties. */
export function schemaRootLines(root: SchemaRow, listed: ListedPaths, where: string, link?: TwinLinker): string[] {
  listed.set(root.id, where);
  const lines: string[] = [];
  const facts = describeRow(root, listed, link);
  if (facts) lines.push(`Schema: ${facts}`, '');
  const inner = childLines(root, isArray(root) ? '[]' : '', listed, 0, link);
  lines.push(...inner);
  return lines;
}

function isArray(row: SchemaRow): boolean {
  return /\[\]$/.test(row.type) || row.type === 'array';
}

function rowLines(row: SchemaRow, prefix: string, listed: ListedPaths, depth: number, link?: TwinLinker): string[] {
  const indent = '  '.repeat(depth);
  const name = row.name !== undefined ? row.name : row.label === 'any other key' ? '<key>' : undefined;
  const path = name !== undefined ? (prefix ? `${prefix}.${name}` : name) : prefix;
  listed.set(row.id, path ? code(path) : (row.label ?? row.type));
  const head = name !== undefined ? code(path) : `${row.label ?? 'value'}${path ? ` of ${code(path)}` : ''}`;
  const facts = describeRow(row, listed, link);
  const lines = [`${indent}- ${head}${facts ? ' ' + facts : ''}`];
  lines.push(...childLines(row, isArray(row) ? `${path}[]` : path, listed, depth + 1, link));
  return lines;
}

function childLines(row: SchemaRow, path: string, listed: ListedPaths, depth: number, link?: TwinLinker): string[] {
  const indent = '  '.repeat(depth);
  const lines = schemaListLines(row.children, path, listed, depth, link);
  for (const group of row.groups ?? []) {
    const kind = group.kind === 'oneOf' ? 'exactly one of' : 'any of';
    lines.push(`${indent}- ${group.label ? `${group.label}: ${kind}` : kind[0].toUpperCase() + kind.slice(1)}${path ? ` (${code(path)})` : ''}:`);
    lines.push(...schemaListLines(group.options, path, listed, depth + 1, link));
  }
  if (row.discriminator) {
    const mapping = row.discriminator.mapping.map((m) => `${code(m.value)} → ${m.schemaName}`).join(', ');
    lines.push(`${indent}- Discriminator: ${code(row.discriminator.propertyName)}${mapping ? `: ${mapping}` : ''}`);
  }
  if (row.additional === 'closed') lines.push(`${indent}- No other properties allowed${path ? ` in ${code(path)}` : ''}.`);
  return lines;
}

/** '(integer, required): The id. Possible values: `a`, `b`. Default: `1`.' — what the page shows beside a name. */
export function describeRow(row: SchemaRow, listed?: ListedPaths, link?: TwinLinker): string {
  const showName = row.schemaName && !row.type.includes(row.schemaName) && !row.label?.includes(row.schemaName);
  const flags = [
    row.type + (showName ? ` (${row.schemaName})` : ''),
    ...(row.discriminatorValues ?? []).map((v) => `${code(v)} selects it`), row.required && 'required', row.nullable && 'nullable', row.readOnly && 'read-only', row.writeOnly && 'write-only', row.deprecated && 'deprecated',
  ].filter(Boolean);
  const parts: string[] = [];
  if (row.description) parts.push(row.description.trim());
  parts.push(...rowFacts(row, { listed, link }));
  const text = parts.join(' ');
  return `(${flags.join(', ')})${text ? ': ' + indentRest(text, '    ') : ''}`;
}

/** Enum values, default, example, constraints and references, as sentences. */
export function rowFacts(row: SchemaRow, options: { values?: boolean; default?: boolean; listed?: ListedPaths; link?: TwinLinker } = {}): string[] {
  const facts: string[] = [];
  if (options.values !== false && row.enumValues?.length) facts.push(`Possible values: ${row.enumValues.map(code).join(', ')}.`);
  if (row.enumDescriptions?.length) facts.push(...row.enumDescriptions.map((d) => `${code(d.value)}: ${d.description.trim()}`));
  if (options.default !== false && row.defaultValue !== undefined) facts.push(`Default: ${code(row.defaultValue)}.`);
  if (row.example !== undefined) facts.push(`Example: ${code(row.example)}.`);
  if (row.constraints.length) facts.push(`Constraints: ${row.constraints.map(code).join(', ')}.`);
  if (row.not !== undefined) facts.push(`Must not be: ${code(row.not)}.`);
  if (row.conditional) {
    const c = row.conditional;
    facts.push(`If ${code(c.if)}${c.then !== undefined ? `, then ${code(c.then)}` : ''}${c.else !== undefined ? `, otherwise ${code(c.else)}` : ''}.`);
  }
  if (row.link?.reason === 'page') {
    const target = options.link ? options.link.twin(row.link.href) : row.link.href;
    facts.push(`(properties: [${row.link.label}](${target}))`);
  } else if (row.link) {
    const where = options.listed?.get(row.link.href.replace(/^#/, ''));
    facts.push(row.link.reason === 'cycle' ? `(circular: ${row.link.label}${where ? `, see ${where}` : ''})` : `(${row.link.label}: see ${where ?? 'above'})`);
  }
  if (row.externalRef) facts.push(`(defined outside this document: ${code(row.externalRef)})`);
  return facts;
}
