// A schema view (the rows an operation page shows) as a nested Markdown list with dotted property paths:
//   - `show.images.poster` (string, nullable): The poster's URL.
// Paths are greppable and say where a property sits, which a table cannot. Rows the page shows elsewhere end with
// a reference: a cycle names its schema, a repeat names the path where it is listed. Pure.
import type { SchemaRow } from '../../openapi/buildSchemaView.js';
import { code, indentRest, type TwinLinker } from './twinText.js';

/** Row id → where it was listed in one twin (a property's path in code, or 'the 200 response'): repeats point back at it. */
export type ListedPaths = Map<string, string>;

/** Appends the list lines of `rows` (properties, parameters' nested properties, headers) to `out`, under `prefix` ('' at the root). */
export function schemaListLines(rows: SchemaRow[], prefix: string, listed: ListedPaths, out: string[], depth = 0, link?: TwinLinker): void {
  for (const row of rows) rowLines(row, prefix, listed, out, depth, link);
}

/** Appends a root schema (a body): its own line when it is not a plain object, then its properties. */
export function schemaRootLines(root: SchemaRow, listed: ListedPaths, where: string, out: string[], link?: TwinLinker): void {
  listed.set(root.id, where);
  const facts = describeRow(root, listed, link);
  if (facts) out.push(`Schema: ${facts}`, '');
  childLines(root, isArray(root) ? '[]' : '', listed, out, 0, link);
}

function isArray(row: SchemaRow): boolean {
  return row.type === 'array' || row.type.endsWith('[]');
}

// Lines are appended to one array all the way down: a tree is as deep as its schemas nest, and copying each level's
// lines into its parent's would cost that depth again per line.
function rowLines(row: SchemaRow, prefix: string, listed: ListedPaths, out: string[], depth: number, link?: TwinLinker): void {
  const indent = '  '.repeat(depth);
  const name = row.name !== undefined ? row.name : row.label === 'any other key' ? '<key>' : undefined;
  const path = name !== undefined ? (prefix ? `${prefix}.${name}` : name) : prefix;
  listed.set(row.id, path ? code(path) : (row.label ?? row.type));
  const head = name !== undefined ? code(path) : `${row.label ?? 'value'}${path ? ` of ${code(path)}` : ''}`;
  const facts = describeRow(row, listed, link);
  out.push(`${indent}- ${head}${facts ? ' ' + facts : ''}`);
  childLines(row, isArray(row) ? `${path}[]` : path, listed, out, depth + 1, link);
}

function childLines(row: SchemaRow, path: string, listed: ListedPaths, out: string[], depth: number, link?: TwinLinker): void {
  const indent = '  '.repeat(depth);
  for (const child of row.children) rowLines(child, path, listed, out, depth, link);
  for (const group of row.groups ?? []) {
    const kind = group.kind === 'oneOf' ? 'exactly one of' : 'any of';
    out.push(`${indent}- ${group.label ? `${group.label}: ${kind}` : kind[0].toUpperCase() + kind.slice(1)}${path ? ` (${code(path)})` : ''}:`);
    schemaListLines(group.options, path, listed, out, depth + 1, link);
  }
  if (row.discriminator) {
    const mapping = row.discriminator.mapping.map((m) => `${code(m.value)} → ${m.schemaName}`).join(', ');
    out.push(`${indent}- Discriminator: ${code(row.discriminator.propertyName)}${mapping ? `: ${mapping}` : ''}`);
  }
  if (row.additional === 'closed') out.push(`${indent}- No other properties allowed${path ? ` in ${code(path)}` : ''}.`);
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
