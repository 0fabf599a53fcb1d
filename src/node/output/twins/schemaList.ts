// A schema view (the rows an operation page shows) as a nested Markdown list with dotted property paths:
//   - `show.images.poster` (string, nullable): The poster's URL.
// Paths are greppable and say where a property sits, which a table cannot. Rows the page shows elsewhere end with
// a reference: a cycle names its schema, a repeat names the path where it is listed. A compact twin also lists an
// inline subtree that repeats one above word for word (big specs copy a schema inline) once: the repeat refers to
// it (repeatedSubtrees.ts). Pure.
import type { SchemaRow } from '../../openapi/buildSchemaView.js';
import { shownSchemaName } from '../../openapi/schemaRow.js';
import { addLine, createSubtreeLines, findRepeat, type ListedSubtrees, type SubtreeLines } from './repeatedSubtrees.js';
import { specMarkdown } from './specMarkdown.js';
import { closeSentence, code, indentRest, withFacts, type TwinLinker } from './twinText.js';

export type { ListedSubtrees };

/** Row id → where it was listed in one twin (a property's path in code, or 'the 200 response'): repeats point back at it. */
export type ListedPaths = Map<string, string>;

/** What the list functions carry down a tree. */
interface ListContext {
  listed: ListedPaths;
  link?: TwinLinker;
  /** Compact twins: every line as it reads before repeats are cut, and the subtrees listed so far. */
  repeats?: SubtreeLines;
  /** The alternative the rows lie in ('“1. Cat”' or '“1. Cat” of `pet`'): a repeat of a subtree in another one names it. */
  option?: string;
  /** Properties named as a deepObject parameter sends them (`created[gt]`) rather than by dotted paths. */
  brackets?: boolean;
}

/**
 * Appends the list lines of `rows` (properties, parameters' nested properties, headers) to `out`, under `prefix` ('' at
 * the root). `brackets`: a deepObject parameter's, whose properties are sent as `name[property]`.
 */
export function schemaListLines(rows: SchemaRow[], prefix: string, listed: ListedPaths, out: string[], depth = 0, link?: TwinLinker, brackets = false): void {
  for (const row of rows) rowLines(row, prefix, { listed, link, brackets }, out, depth);
}

/**
 * Appends a root schema (a body): its own line when it is not a plain object, then its properties. `subtrees` (a
 * compact twin): an inline subtree that repeats one listed above is listed once, the repeat refers to it. `brackets`:
 * a form body's, whose nested fields are sent as `card[exp_month]`.
 */
export function schemaRootLines(root: SchemaRow, listed: ListedPaths, where: string, out: string[], link?: TwinLinker, subtrees?: ListedSubtrees, brackets = false): void {
  listed.set(root.id, where);
  // Not a list item: a paragraph of its description indented would read as code.
  const facts = describeRow(root, listed, link, '');
  if (facts) out.push(`Schema: ${facts}`, '');
  childLines(root, isArray(root) ? '[]' : '', { listed, link, brackets, repeats: subtrees && createSubtreeLines(subtrees) }, out, 0);
}

function isArray(row: SchemaRow): boolean {
  return row.type === 'array' || row.type.endsWith('[]');
}

function push(c: ListContext, out: string[], line: string): void {
  out.push(line);
  if (c.repeats) addLine(c.repeats, line);
}

// Indents by depth, made once: a twin writes one per line.
const indents: string[] = [];
const indentOf = (depth: number) => (indents[depth] ??= '  '.repeat(depth));

// Lines are appended to one array all the way down: a tree is as deep as its schemas nest, and copying each level's
// lines into its parent's would cost that depth again per line.
function rowLines(row: SchemaRow, prefix: string, c: ListContext, out: string[], depth: number, alternative?: string): void {
  const indent = indentOf(depth);
  const name = row.name !== undefined ? row.name : row.label === 'any other key' ? '<key>' : undefined;
  const path = name !== undefined ? (prefix ? (c.brackets ? `${prefix}[${name}]` : `${prefix}.${name}`) : name) : prefix;
  const pathCode = path || name !== undefined ? code(path) : '';
  c.listed.set(row.id, path ? pathCode : (row.label ?? row.type));
  // The items of a body that is a list have no path to name but '[]': they are the items of the body.
  const head = name !== undefined ? pathCode : `${row.label ?? 'value'}${path && path !== '[]' ? ` of ${pathCode}` : ''}`;
  // The description's further paragraphs stay in this item, at any depth.
  const facts = describeRow(row, c.listed, c.link, indentOf(depth + 2));
  push(c, out, `${indent}- ${head}${facts ? ' ' + facts : ''}`);
  const start = out.length;
  const from = c.repeats?.lines.length ?? 0;
  childLines(row, isArray(row) ? `${path}[]` : path, alternative ? { ...c, option: alternative } : c, out, depth + 1);
  if (!c.repeats || !path || c.repeats.lines.length === from) return;
  const first = findRepeat(c.repeats, from, indent.length + 2, path, alternative ?? (name !== undefined ? pathCode : head), c.option);
  if (!first) return;
  out.length = start;
  const where = first.option === c.option ? '' : first.option ? ` in ${first.option}` : ' above';
  out[start - 1] += ` (properties: the same as ${first.path}${where})`;
}

function childLines(row: SchemaRow, path: string, c: ListContext, out: string[], depth: number): void {
  for (const child of row.children) rowLines(child, path, c, out, depth);
  if (row.groups) {
    for (const group of row.groups) {
      const kind = group.kind === 'oneOf' ? 'exactly one of' : 'any of';
      push(c, out, `${indentOf(depth)}- ${group.label ? `${group.label}: ${kind}` : kind[0].toUpperCase() + kind.slice(1)}${path ? ` (${code(path)})` : ''}:`);
      for (const option of group.options) rowLines(option, path, c, out, depth + 1, `“${option.label ?? option.type}”${path && path !== '[]' ? ` of ${code(path)}` : ''}`);
    }
  }
  if (row.discriminator) {
    const mapping = row.discriminator.mapping.map((m) => `${code(m.value)} → ${m.schemaName}`).join(', ');
    push(c, out, `${indentOf(depth)}- Discriminator: ${code(row.discriminator.propertyName)}${mapping ? `: ${mapping}` : ''}`);
  }
  if (row.additional === 'closed') push(c, out, `${indentOf(depth)}- No other properties allowed${path ? ` in ${code(path)}` : ''}.`);
  if (row.itemsClosed) push(c, out, `${indentOf(depth)}- No other items allowed${path ? ` in ${code(path)}` : ''}.`);
}

/**
 * '(integer, required): The id. Possible values: `a`, `b`. Default: `1`.' — what the page shows beside a name.
 * `indent` goes before the lines after the first (a paragraph of the description): those of a list item at the root
 * by default, '' for a line outside a list.
 */
export function describeRow(row: SchemaRow, listed?: ListedPaths, link?: TwinLinker, indent = '    '): string {
  const flags = rowFlags(row);
  const text = withFacts(rowDescription(row), rowFacts(row, listed, link));
  return `(${flags})${text ? ': ' + indentRest(text, indent) : ''}`;
}

/**
 * A row's description as its page shows it, in Markdown. The page renders the descriptions of rows without the API's
 * link base (render/describeApiViews.ts), so their relative links are text here too.
 */
export function rowDescription(row: SchemaRow): string {
  return row.description ? specMarkdown(row.description) : '';
}

/**
 * 'integer (Id), required, nullable': the type and the flags the page shows beside a name. `required: false` leaves
 * that one out (the parameter table has a column for it).
 */
export function rowFlags(row: SchemaRow, options: { required?: boolean } = {}): string {
  // Written straight into strings, not arrays joined: a twin describes every row of its page.
  const name = shownSchemaName(row);
  let flags = row.type + (name ? ` (${name})` : '');
  if (row.discriminatorValues) for (const v of row.discriminatorValues) flags = joined(flags, ', ', `${code(v)} selects it`);
  if (row.required && options.required !== false) flags = joined(flags, ', ', 'required');
  if (row.nullable) flags = joined(flags, ', ', 'nullable');
  if (row.readOnly) flags = joined(flags, ', ', 'read-only');
  if (row.writeOnly) flags = joined(flags, ', ', 'write-only');
  if (row.deprecated) flags = joined(flags, ', ', 'deprecated');
  return flags;
}

/** `text` and `part` with `separator` between them, or `part` alone after nothing. */
function joined(text: string, separator: string, part: string): string {
  return text ? text + separator + part : part;
}

/** Enum values (unless `values` is false), default (likewise), example, constraints and references, as sentences. */
export function rowFacts(row: SchemaRow, listed?: ListedPaths, link?: TwinLinker, options: { values?: boolean; default?: boolean } = {}): string {
  let facts = '';
  if (options.values !== false && row.enumValues?.length) facts = joined(facts, ' ', `Possible values: ${row.enumValues.map(code).join(', ')}.`);
  if (row.enumDescriptions?.length) for (const d of row.enumDescriptions) facts = joined(facts, ' ', `${code(d.value)}: ${closeSentence(d.description)}`);
  if (options.default !== false && row.defaultValue !== undefined) facts = joined(facts, ' ', `Default: ${code(row.defaultValue)}.`);
  if (row.example !== undefined) facts = joined(facts, ' ', `Example: ${code(row.example)}.`);
  if (row.constraints.length) facts = joined(facts, ' ', `Constraints: ${row.constraints.map(code).join(', ')}.`);
  if (row.not !== undefined) facts = joined(facts, ' ', `Must not be: ${code(row.not)}.`);
  if (row.conditional) {
    const c = row.conditional;
    facts = joined(facts, ' ', `If ${code(c.if)}${c.then !== undefined ? `, then ${code(c.then)}` : ''}${c.else !== undefined ? `, otherwise ${code(c.else)}` : ''}.`);
  }
  if (row.link?.reason === 'page') {
    const target = link ? link.twin(row.link.href) : row.link.href;
    facts = joined(facts, ' ', `(properties: [${row.link.label}](${target}))`);
  } else if (row.link) {
    const where = listed?.get(row.link.href.replace(/^#/, ''));
    facts = joined(facts, ' ', row.link.reason === 'cycle' ? `(circular: ${row.link.label}${where ? `, see ${where}` : ''})` : `(${row.link.label}: see ${where ?? 'above'})`);
  }
  if (row.externalRef) facts = joined(facts, ' ', `(defined outside this document: ${code(row.externalRef)})`);
  return facts;
}
