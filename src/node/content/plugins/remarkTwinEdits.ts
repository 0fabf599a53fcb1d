// Where a page's Markdown twin differs from the Markdown as written, read from the tree the Markdown stage parses
// anyway: the twin (output/twins/guideTwin.ts) is the source text with these edits spliced in, so it is neither
// parsed again nor re-serialised, and keeps the writer's own formatting (their first heading included).
// - a link's or image's destination (inline, or in its definition) is resolved by the twin, once routes are known;
// - an admonition becomes a block quote that starts with its title; other directives the text the page shows;
// - raw HTML: a block becomes its text and links (converted by the twin), inline tags are dropped.
// Edits are source offsets of the Markdown as given (front matter removed). Pure.
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import MarkdownIt, { type MarkdownIt as MarkdownItInstance } from 'markdown-it';
import { toString } from 'mdast-util-to-string';
import { admonitionOf } from './remarkAdmonitions.js';

export type TwinEdit =
  /** Replace the source from start to end with text (start = end inserts). */
  | { kind: 'text'; start: number; end: number; text: string }
  /** A link or image destination as written, to be resolved against the site's routes and assets. */
  | { kind: 'url'; start: number; end: number; url: string; image: boolean }
  /** A block of raw HTML, to be written as Markdown; `prefix` goes before each line it adds (quotes, indents). */
  | { kind: 'html'; start: number; end: number; html: string; prefix: string };

const external = /^([a-z][a-z0-9+.-]*:|\/\/|#)/i;
const phrasingParents = new Set(['paragraph', 'heading', 'link', 'linkReference', 'emphasis', 'strong', 'delete', 'tableCell']);
let helpers: MarkdownItInstance['helpers'] | undefined;

interface Node { type: string; children?: Node[]; position?: { start: { line: number; column: number; offset?: number }; end: { line: number; offset?: number } }; [key: string]: unknown }

/** unified plugin: the twin's edits go to `file.data.twinEdits`. */
export function remarkTwinEdits() {
  return (tree: Root, file: VFile) => {
    (file.data as { twinEdits?: TwinEdit[] }).twinEdits = collectTwinEdits(tree, String(file.value));
  };
}

/** The edits that turn `source` (whose tree is `tree`) into its twin, in source order. */
export function collectTwinEdits(tree: Root, source: string): TwinEdit[] {
  const lines = lineStarts(source);
  const lineEnd = (line: number) => (line + 1 < lines.length ? lines[line + 1] - 1 : source.length);
  const edits: TwinEdit[] = [];
  // An iterative walk: the tree may be deep. `quotes`: the columns of the admonitions around a node.
  const stack: { node: Node; parent?: Node; quotes: number[] }[] = [{ node: tree as unknown as Node, quotes: [] }];
  while (stack.length) {
    const { node, parent, quotes } = stack.pop()!;
    const pos = node.position;
    const start = pos?.start.offset;
    const end = pos?.end.offset;
    let inner = quotes;
    if (start !== undefined && end !== undefined) {
      if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && typeof node.url === 'string' && !external.test(node.url)) {
        const dest = node.type === 'definition' ? definitionDestination(source, start, end) : inlineDestination(source, start, end, node.url);
        if (dest) edits.push({ kind: 'url', start: dest[0], end: dest[1], url: dest[2], image: node.type === 'image' });
      } else if (node.type === 'html') {
        if (parent && phrasingParents.has(parent.type)) edits.push({ kind: 'text', start, end, text: '' });
        else {
          const line = pos!.start.line - 1;
          const lastLine = line + String(node.value).split('\n').length - 1;
          edits.push({ kind: 'html', start, end: lineEnd(lastLine), html: String(node.value), prefix: linePrefix(source, lines[line], start, quotes) });
        }
      } else if (node.type === 'containerDirective') {
        inner = directiveEdits(node, source, lines, lineEnd, quotes, edits);
      } else if (node.type === 'leafDirective' || node.type === 'textDirective') {
        // As the page shows them (remarkAdmonitions): the name, and a text directive's label as text.
        const label = node.type === 'textDirective' && node.children?.length ? `[${toString(node as never)}]` : '';
        const text = (node.type === 'leafDirective' ? '::' : ':') + String(node.name) + label;
        if (source.slice(start, end) !== text) edits.push({ kind: 'text', start, end, text });
        continue;
      }
    }
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], parent: node, quotes: inner });
  }
  // In source order; an insertion before a replacement at the same place.
  const sorted = edits.map((e, i) => [e, i] as const).sort((a, b) => a[0].start - b[0].start || (a[0].end - a[0].start === 0 ? 0 : 1) - (b[0].end - b[0].start === 0 ? 0 : 1) || a[1] - b[1]).map(([e]) => e);
  // The quote marks of nested admonitions at one place are one insertion: `> > `, and `> >` on a blank line.
  const merged: TwinEdit[] = [];
  for (const edit of sorted) {
    const last = merged[merged.length - 1];
    if (last?.kind === 'text' && edit.kind === 'text' && last.start === last.end && edit.start === edit.end && last.start === edit.start && /^>/.test(edit.text)) {
      merged[merged.length - 1] = { ...last, text: `${last.text.trimEnd()} ${edit.text}` };
    } else merged.push(edit);
  }
  return merged;
}

/**
 * A ::: container. An admonition: its opening line becomes `> **Tip: Title**`, each line inside gets `> ` at the
 * container's column, its closing line goes. Any other: `:::name` as the page shows it, and no closing line.
 * Returns the quote columns inside it.
 */
function directiveEdits(node: Node, source: string, lines: number[], lineEnd: (line: number) => number, quotes: number[], edits: TwinEdit[]): number[] {
  const pos = node.position!;
  const start = pos.start.offset!;
  const first = pos.start.line - 1;
  const column = pos.start.column - 1;
  let last = pos.end.line - 1;
  const closed = last > first && /^[ >]*:{3,}[ \t]*$/.test(source.slice(lines[last], lineEnd(last)));
  const admonition = admonitionOf(node as never);
  const lineText = (line: number) => source.slice(lines[line], lineEnd(line));
  const at = (line: number) => lines[line] + Math.min(column, /^[ >]*/.exec(lineText(line))![0].length);
  // The closing line goes with the line ending before it: a quote mark put at its start by an outer admonition goes too.
  if (closed) edits.push({ kind: 'text', start: lines[last] - 1, end: lineEnd(last), text: '' });
  if (!admonition) {
    edits.push({ kind: 'text', start, end: lineEnd(first), text: `:::${String(node.name)}` });
    return quotes;
  }
  const { kind, title } = admonition;
  const label = title.toLowerCase() === kind ? title : `${kind[0].toUpperCase()}${kind.slice(1)}: ${title}`;
  if (closed) last--;
  // The title is a paragraph of its own: a quote line between it and the body, after the same prefix as the title.
  const lead = `> **${label.replace(/([\\*_[\]`<])/g, '\\$1')}**`;
  edits.push({ kind: 'text', start, end: lineEnd(first), text: last > first ? `${lead}\n${linePrefix(source, lines[first], start, quotes)}>` : lead });
  for (let line = first + 1; line <= last; line++) {
    const offset = at(line);
    edits.push({ kind: 'text', start: offset, end: offset, text: lineEnd(line) > offset ? '> ' : '>' });
  }
  return [...quotes, column];
}

/** What goes before each line added at `start`: the line's own prefix (indents, `>`), with the admonitions' `> `. */
function linePrefix(source: string, lineStart: number, start: number, quotes: number[]): string {
  let prefix = source.slice(lineStart, start).replace(/[^>\s]/g, ' ');
  for (const column of [...quotes].sort((a, b) => b - a)) {
    const at = Math.min(column, /^[ >]*/.exec(prefix)![0].length);
    prefix = prefix.slice(0, at) + '> ' + prefix.slice(at);
  }
  return prefix;
}

/**
 * The destination of an inline link or image (`[text](dest "title")`) as source offsets, found with markdown-it's
 * own link helpers: the `](` whose destination reads to the closing parenthesis and names the node's URL.
 * Undefined for a reference (`[text][ref]`: its definition holds the URL).
 */
function inlineDestination(source: string, start: number, end: number, url: string): [number, number, string] | undefined {
  if (source[end - 1] !== ')') return undefined;
  helpers ??= new MarkdownIt().helpers;
  for (let k = source.lastIndexOf('](', end - 2); k > start; k = source.lastIndexOf('](', k - 1)) {
    const from = skipSpace(source, k + 2, end);
    const dest = helpers.parseLinkDestination(source, from, end);
    if (!dest.ok) continue;
    let next = skipSpace(source, dest.pos, end);
    if (next < end - 1) {
      const title = helpers.parseLinkTitle(source, next, end);
      if (!title.ok) continue;
      next = skipSpace(source, title.pos, end);
    }
    if (next === end - 1 && dest.str === url) return [from, dest.pos, url];
  }
  return undefined;
}

/** The destination of a definition (`[label]: dest "title"`) as source offsets. */
function definitionDestination(source: string, start: number, end: number): [number, number, string] | undefined {
  const label = /^\[(?:\\.|[^\\\]])*\]:/.exec(source.slice(start, end));
  if (!label) return undefined;
  helpers ??= new MarkdownIt().helpers;
  const from = skipSpace(source, start + label[0].length, end);
  const dest = helpers.parseLinkDestination(source, from, end);
  return dest.ok && !external.test(dest.str) ? [from, dest.pos, dest.str] : undefined;
}

function skipSpace(source: string, at: number, end: number): number {
  while (at < end && /[ \t\n]/.test(source[at])) at++;
  return at;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}
