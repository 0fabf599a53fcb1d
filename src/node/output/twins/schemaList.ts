// A schema view (the rows an operation page shows) as a nested Markdown list with dotted property paths:
//   - `show.images.poster` (string, nullable): The poster's URL.
// Paths are greppable and say where a property sits, which a table cannot. Rows the page shows elsewhere end with
// a reference: a cycle names its schema, a repeat names the path where it is listed. A compact twin also lists an
// inline subtree that repeats one above word for word (big specs copy a schema inline) once: the repeat refers to
// it. Pure.
import type { SchemaRow } from '../../openapi/buildSchemaView.js';
import { code, indentRest, type TwinLinker } from './twinText.js';

/** Row id → where it was listed in one twin (a property's path in code, or 'the 200 response'): repeats point back at it. */
export type ListedPaths = Map<string, string>;

/**
 * A compact twin's inline subtrees listed so far in one schema: their lines (paths made relative) → where they are
 * listed (a path, and the alternative it lies in: two alternatives often hold the same paths).
 */
export type ListedSubtrees = Map<string, { path: string; option?: string }>;

// Subtrees shorter than this are listed again: a reference would save little and cost the reader a jump.
const MIN_REPEATED_SUBTREE_CHARS = 500;

/** What the list functions carry down a tree. */
interface ListContext {
  listed: ListedPaths;
  link?: TwinLinker;
  /** Compact twins: the subtrees listed so far, and every line as it reads before repeats are cut (their keys). */
  repeats?: { subtrees: ListedSubtrees; lines: string[] };
  /** The alternative the rows lie in ('“1. Cat”' or '“1. Cat” of `pet`'): a repeat of a subtree in another one names it. */
  option?: string;
}

/** Appends the list lines of `rows` (properties, parameters' nested properties, headers) to `out`, under `prefix` ('' at the root). */
export function schemaListLines(rows: SchemaRow[], prefix: string, listed: ListedPaths, out: string[], depth = 0, link?: TwinLinker): void {
  for (const row of rows) rowLines(row, prefix, { listed, link }, out, depth);
}

/**
 * Appends a root schema (a body): its own line when it is not a plain object, then its properties. `subtrees` (a
 * compact twin): an inline subtree that repeats one listed above is listed once, the repeat refers to it.
 */
export function schemaRootLines(root: SchemaRow, listed: ListedPaths, where: string, out: string[], link?: TwinLinker, subtrees?: ListedSubtrees): void {
  listed.set(root.id, where);
  const facts = describeRow(root, listed, link);
  if (facts) out.push(`Schema: ${facts}`, '');
  childLines(root, isArray(root) ? '[]' : '', { listed, link, repeats: subtrees && { subtrees, lines: [] } }, out, 0);
}

function isArray(row: SchemaRow): boolean {
  return row.type === 'array' || row.type.endsWith('[]');
}

function push(c: ListContext, out: string[], line: string): void {
  out.push(line);
  c.repeats?.lines.push(line);
}

// Lines are appended to one array all the way down: a tree is as deep as its schemas nest, and copying each level's
// lines into its parent's would cost that depth again per line.
function rowLines(row: SchemaRow, prefix: string, c: ListContext, out: string[], depth: number, alternative?: string): void {
  const indent = '  '.repeat(depth);
  const name = row.name !== undefined ? row.name : row.label === 'any other key' ? '<key>' : undefined;
  const path = name !== undefined ? (prefix ? `${prefix}.${name}` : name) : prefix;
  c.listed.set(row.id, path ? code(path) : (row.label ?? row.type));
  const head = name !== undefined ? code(path) : `${row.label ?? 'value'}${path ? ` of ${code(path)}` : ''}`;
  const facts = describeRow(row, c.listed, c.link);
  push(c, out, `${indent}- ${head}${facts ? ' ' + facts : ''}`);
  const start = out.length;
  const from = c.repeats?.lines.length ?? 0;
  childLines(row, isArray(row) ? `${path}[]` : path, alternative ? { ...c, option: alternative } : c, out, depth + 1);
  if (!c.repeats || !path || c.repeats.lines.length === from) return;
  // The subtree as it would read anywhere, repeats within it included: its lines unindented, its own path replaced.
  const own = new RegExp('`' + path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '(?=[.`[])', 'g');
  const key = c.repeats.lines.slice(from).map((line) => line.slice(indent.length + 2)).join('\n').replace(own, '`\0');
  if (key.length < MIN_REPEATED_SUBTREE_CHARS) return;
  const first = c.repeats.subtrees.get(key);
  if (!first) {
    c.repeats.subtrees.set(key, { path: alternative ?? (name !== undefined ? code(path) : head), option: c.option });
    return;
  }
  out.length = start;
  const where = first.option === c.option ? '' : first.option ? ` in ${first.option}` : ' above';
  out[start - 1] += ` (properties: the same as ${first.path}${where})`;
}

function childLines(row: SchemaRow, path: string, c: ListContext, out: string[], depth: number): void {
  const indent = '  '.repeat(depth);
  for (const child of row.children) rowLines(child, path, c, out, depth);
  for (const group of row.groups ?? []) {
    const kind = group.kind === 'oneOf' ? 'exactly one of' : 'any of';
    push(c, out, `${indent}- ${group.label ? `${group.label}: ${kind}` : kind[0].toUpperCase() + kind.slice(1)}${path ? ` (${code(path)})` : ''}:`);
    for (const option of group.options) rowLines(option, path, c, out, depth + 1, `“${option.label ?? option.type}”${path ? ` of ${code(path)}` : ''}`);
  }
  if (row.discriminator) {
    const mapping = row.discriminator.mapping.map((m) => `${code(m.value)} → ${m.schemaName}`).join(', ');
    push(c, out, `${indent}- Discriminator: ${code(row.discriminator.propertyName)}${mapping ? `: ${mapping}` : ''}`);
  }
  if (row.additional === 'closed') push(c, out, `${indent}- No other properties allowed${path ? ` in ${code(path)}` : ''}.`);
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
