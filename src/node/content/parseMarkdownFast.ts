// A fast path for remark-parse: markdown-it reads the Markdown, and its tokens become the mdast remark would make
// (with remark-gfm and remark-directive), for the documents whose constructs it covers; it returns undefined for the
// rest, which remark then parses as before. micromark, remark's parser, took ~300 ms of CPU for the BetaSeries docs
// (85 KB) in a cold build, markdown-it ~40 ms.
//
// "The same mdast" means the same HTML, headings, links and problems at the end of the pipeline
// (markdownProcessor.ts), which the tests compare with remark's on every fixture and on generated documents:
// - positions are given where the pipeline reads them: links, images and raw HTML (the link checker reports their
//   line and column; rehype-raw places the elements of raw HTML from its node's position);
// - text is merged as remark merges it, soft line breaks included;
// - list looseness is carried on the lists (`spread`), which is what mdast-util-to-hast reads of it.
// It refuses (returns undefined), so that remark decides, on what markdown-it reads otherwise or not at all:
// - footnotes; GFM autolink literals (www., http://, an @) and strikethrough (~) in text;
// - directives other than a plain container (`:::note[Title]` … `:::`): leaf directives, attributes, labels with
//   markup, text directives with a label or attributes (`:name[…]`, which remarkAdmonitions rewrites), `:name` in
//   an image's alt text; and containers that follow a paragraph, stay open, sit in a block quote or close in a fence;
// - tabs, carriage returns and NUL (markdown-it changes them before it reads, so offsets would shift);
// and on the places where micromark and markdown-it part, found by comparing them on random documents
// (test/unit/content/markdownSamples.ts): lazy continuation lines and lines after a definition; delimiter rows
// outside markdown-it's tables, rows that may start another block, escaped pipes; runs of three * or _; ordered
// lists not starting at 1 after indented code or first in a container; empty list items; some loose lists and
// indented code in and after block quotes; unclosed fences; escapes in a fence's info; unsure task-list checks;
// and any inline content whose place in the source it cannot find (it could not say where a link is).
import MarkdownItCallable, { type MarkdownIt, type Token, type StateBlock, type StateInline } from 'markdown-it';
import type { Root, RootContent, PhrasingContent, BlockContent, Paragraph, List, ListItem, Table, TableRow, TableCell, Link, Image, Html, Code, Heading } from 'mdast';
import type { Position, Point } from 'unist';
import { toString } from 'mdast-util-to-string';

/** Why the fast path declined, for tests; thrown inside, caught by parseMarkdownFast. */
class Refused extends Error {}
function refuse(why: string): never {
  throw new Refused(why);
}

/** What this module keeps in markdown-it's env: the lines the directive rule read as openings and closings. */
type DirectiveEnv = { consumedLines: Set<number> };

/** What the wrapped rules and the directive rule put in a token's meta. */
interface Places { start: number; end: number; rowStart: number; labelStart: number }
const places = (t: Token) => (t.meta ?? {}) as Partial<Places>;

let parser: MarkdownIt | undefined;

/** The mdast of a Markdown document as remark-parse + remark-gfm + remark-directive make it, or undefined (see the top). */
export function parseMarkdownFast(markdown: string): Root | undefined {
  return explainFastParse(markdown).tree;
}

/** parseMarkdownFast, with the reason when it declines (tests). */
export function explainFastParse(markdown: string): { tree?: Root; refused?: string } {
  // Before markdown-it: it turns \r\n into \n and NUL into U+FFFD, and expands tabs, so offsets would shift.
  const odd = /[\t\r\0]|\[\^/.exec(markdown);
  if (odd) return { refused: `the text holds ${JSON.stringify(odd[0])}` };
  try {
    parser ??= createParser();
    const env: DirectiveEnv = { consumedLines: new Set() };
    const tokens = parser.parse(markdown, env);
    const source = new SourceText(markdown);
    checkLines(source, tokens, env);
    return { tree: new Converter(source, tokens).root() };
  } catch (e) {
    if (e instanceof Refused) return { refused: e.message };
    throw e;
  }
}

function createParser(): MarkdownIt {
  const md = new MarkdownItCallable('commonmark', { html: true });
  md.enable('table');
  // Definitions stay in the tokens, for the check in Converter.blocks (they make no node: to-hast ignores them).
  md.core.ruler.disable('strip_references');
  // remark keeps URLs as written (escapes and references decoded): mdast-util-to-hast encodes them later.
  md.normalizeLink = (url) => url;
  md.normalizeLinkText = (text) => text;
  md.validateLink = () => true;
  md.block.ruler.before('fence', 'container_directive', containerDirective, { alt: ['paragraph', 'reference'] });
  // Where each link, image and piece of raw HTML starts and ends in its inline content (markdown-it keeps no
  // positions inside a block): the rules are wrapped. (`__rules__` is markdown-it's rule list; its rules are not exported.)
  const rules = (md.inline.ruler as unknown as { __rules__: { name: string; fn: InlineRule }[] }).__rules__;
  for (const [name, type] of [['link', 'link_open'], ['image', 'image'], ['autolink', 'link_open'], ['html_inline', 'html_inline']] as const) {
    const rule = rules.find((r) => r.name === name)!.fn;
    md.inline.ruler.at(name, (state, silent) => {
      const start = state.pos;
      const first = state.tokens.length;
      if (!rule(state, silent)) return false;
      if (!silent) {
        for (let i = first; i < state.tokens.length; i++) {
          if (state.tokens[i].type === type) { state.tokens[i].meta = { start, end: state.pos }; break; }
        }
      }
      return true;
    });
  }
  // And where each table row starts after its containers' markers (a block quote's `>`, a list item's indent).
  const blockRules = (md.block.ruler as unknown as { __rules__: { name: string; fn: BlockRule }[] }).__rules__;
  const table = blockRules.find((r) => r.name === 'table')!.fn;
  md.block.ruler.at('table', (state, startLine, endLine, silent) => {
    const first = state.tokens.length;
    if (!table(state, startLine, endLine, silent)) return false;
    for (let i = first; i < state.tokens.length; i++) {
      const t = state.tokens[i];
      if (t.type === 'tr_open') t.meta = { rowStart: state.bMarks[t.map![0]] + state.tShift[t.map![0]] };
    }
    // micromark reads `---` under a row as a heading's underline.
    if (!state.src.slice(state.bMarks[startLine + 1], state.eMarks[startLine + 1]).includes('|')) refuse('a table whose delimiter row has no pipe');
    // markdown-it tries a table before any other block; micromark reads raw HTML, a heading, a list item... first.
    const head = state.src.slice(state.bMarks[startLine] + state.tShift[startLine], state.eMarks[startLine]);
    if (!/^(\||[A-Za-z(!&"'\\]|\*[^ *]|_|\[|`[^`]|\d+(?![.)]))/.test(head)) refuse('a table whose first row may start another block');
    return true;
  });
  // Lazy continuation lines (a paragraph going on without its list item's indent or its block quote's `>`):
  // micromark ends some paragraphs there that markdown-it continues.
  for (const name of ['paragraph', 'lheading']) {
    const rule = blockRules.find((r) => r.name === name)!.fn;
    md.block.ruler.at(name, (state, startLine, endLine, silent) => {
      if (!rule(state, startLine, endLine, silent)) return false;
      for (let line = startLine + 1; line < state.line; line++) if (state.sCount[line] < state.blkIndent) refuse('a lazy continuation line');
      return true;
    });
  }
  return md;
}
type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;
type InlineRule = (state: StateInline, silent: boolean) => boolean;

const directiveOpening = /^(:{3,})([A-Za-z][A-Za-z0-9_-]*)(\[[^[\]\\`<>!*_&:\n]+\])? *$/;
const fenceLine = /^ {0,3}(`{3,}|~{3,})/;

/** remark-directive's container, for a name, an optional plain label and nothing else (see the top). */
function containerDirective(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const start = state.bMarks[startLine] + state.tShift[startLine];
  if (state.src.charCodeAt(start) !== 0x3a || state.sCount[startLine] - state.blkIndent >= 4) return false;
  const opening = directiveOpening.exec(state.src.slice(start, state.eMarks[startLine]));
  if (!opening) return false; // refused later unless it is a closing line (checkLines)
  if (silent) refuse('a directive right after a paragraph');
  const [, colons, name, label] = opening;
  if (/[-_]$/.test(name)) refuse('a directive name ending in - or _');
  if (state.sCount[startLine] !== state.blkIndent) refuse('an indented directive');
  let close = -1;
  let fence: string | undefined;
  for (let line = startLine + 1; line < endLine; line++) {
    const text = state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]);
    if (state.sCount[line] < state.blkIndent && text !== '') refuse('a directive with lazy lines');
    const fenceMatch = fenceLine.exec(state.src.slice(state.bMarks[line], state.eMarks[line]));
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1];
      else if (fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = undefined;
      continue;
    }
    if (/^:{3,} *$/.test(text) && state.sCount[line] - state.blkIndent < 4) {
      if (fence) refuse('a directive closing inside a code fence');
      if (text.trimEnd().length >= colons.length) { close = line; break; }
    }
  }
  if (close < 0) refuse('a directive left open');
  const env = state.env as unknown as DirectiveEnv;
  env.consumedLines.add(startLine).add(close);

  const open = state.push('container_directive_open', 'div', 1);
  open.info = name;
  open.map = [startLine, close + 1];
  if (label) {
    const inline = state.push('inline', '', 0);
    inline.content = label.slice(1, -1);
    inline.map = [startLine, startLine + 1];
    inline.children = [];
    inline.meta = { labelStart: start + colons.length + name.length + 1 };
  }
  const oldParent = state.parentType;
  const oldMax = state.lineMax;
  state.parentType = 'container' as typeof state.parentType;
  state.lineMax = close;
  state.md.block.tokenize(state, startLine + 1, close);
  state.parentType = oldParent;
  state.lineMax = oldMax;
  state.push('container_directive_close', 'div', -1);
  state.line = close + 1;
  return true;
}

const delimiterRow = /^[ >]*\|? *:?-+:? *(\| *:?-+:? *)*\|? *$/;

/**
 * Lines outside code and raw HTML that start with `::` must be the directives read above, and those that look like
 * a table's delimiter row must be one in markdown-it's tables: micromark's tables also interrupt a paragraph.
 */
function checkLines(source: SourceText, tokens: Token[], env: DirectiveEnv): void {
  const verbatim = new Set<number>();
  const delimiters = new Set<number>();
  for (const t of tokens) {
    if ((t.type === 'fence' || t.type === 'code_block' || t.type === 'html_block') && t.map) for (let l = t.map[0]; l < t.map[1]; l++) verbatim.add(l);
    if (t.type === 'table_open') delimiters.add(t.map![0] + 1);
  }
  for (let line = 0; line < source.lineCount; line++) {
    if (verbatim.has(line) || env.consumedLines.has(line)) continue;
    const text = source.line(line);
    if (/^[ >*+\-\d.)]*::/.test(text)) refuse('a line starting with ::');
    if (!delimiters.has(line) && delimiterRow.test(text) && (text.includes('|') || (line > 0 && source.line(line - 1).includes('|')))) refuse('a table delimiter row outside a table');
    // Text directives: `:name[…]` and `:name{…}` are rewritten by remarkAdmonitions; a bare `:name` stays as written.
    if (/:[A-Za-z][A-Za-z0-9_-]*[[{]/.test(text)) refuse('a text directive with a label or attributes');
  }
}

/** The source, by lines, and points in it. */
class SourceText {
  readonly lineStarts: number[] = [0];
  constructor(readonly text: string) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
  }
  get lineCount(): number { return this.lineStarts.length; }
  /** The line's text, without its line ending (0-based). */
  line(line: number): string {
    const end = line + 1 < this.lineStarts.length ? this.lineStarts[line + 1] - 1 : this.text.length;
    return this.text.slice(this.lineStarts[line], end);
  }
  point(offset: number): Point {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid] <= offset) lo = mid; else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.lineStarts[lo] + 1, offset };
  }
}

/** Where each line of an inline token's content starts in the source. */
type ContentMap = number[];

class Converter {
  private i = 0;
  private quoteDepth = 0;

  constructor(private readonly source: SourceText, private readonly tokens: Token[]) {}

  root(): Root {
    const children = this.blocks(undefined);
    const end = this.source.point(this.source.text.length);
    return { type: 'root', children, position: { start: { line: 1, column: 1, offset: 0 }, end } };
  }

  /** Block tokens up to the closing token of type `until` (consumed), as mdast nodes. */
  private blocks(until: string | undefined): RootContent[] {
    const out: RootContent[] = [];
    let previous: string | undefined;
    while (this.i < this.tokens.length) {
      const t = this.tokens[this.i++];
      if (t.type === until) return out;
      // micromark reads an ordered list that does not start at 1 as text right after indented code, and at the
      // start of a block quote or list item (as if it interrupted a paragraph).
      if (t.type === 'ordered_list_open' && (t.attrGet('start') ?? '1') !== '1' && (previous === undefined ? until !== undefined : previous === 'code_block')) refuse('an ordered list not starting at 1 after indented code or first in a container');
      previous = t.type;
      switch (t.type) {
        case 'paragraph_open': {
          const inline = this.tokens[this.i++];
          this.i++; // paragraph_close
          out.push({ type: 'paragraph', children: this.inline(inline, this.paragraphMap(inline)) });
          break;
        }
        case 'heading_open': {
          const inline = this.tokens[this.i++];
          this.i++;
          const depth = Number(t.tag.slice(1)) as Heading['depth'];
          const map = t.markup.startsWith('#') ? this.atxMap(inline) : this.paragraphMap(inline);
          out.push({ type: 'heading', depth, children: this.inline(inline, map) });
          break;
        }
        case 'blockquote_open':
          this.quoteDepth++;
          out.push({ type: 'blockquote', children: this.blocks('blockquote_close') as BlockContent[] });
          this.quoteDepth--;
          break;
        case 'bullet_list_open':
        case 'ordered_list_open':
          out.push(this.list(t, this.i - 1));
          break;
        case 'fence':
        case 'code_block':
          out.push(this.code(t, this.tokens[this.i - 2]));
          break;
        case 'hr':
          out.push({ type: 'thematicBreak' });
          break;
        case 'html_block': {
          const value = t.content.replace(/\n$/, '');
          // Its first line ends where its source line ends.
          const line = t.map![0];
          const firstLine = value.split('\n', 1)[0];
          const start = this.checked(line, this.source.line(line).length - firstLine.length, firstLine);
          out.push({ type: 'html', value, position: this.span(start, start + value.length) } as Html);
          break;
        }
        case 'table_open':
          out.push(this.table());
          break;
        case 'reference_definition': {
          // micromark reads definitions out of a paragraph: the line after one, unless blank or another definition,
          // goes on with that paragraph (a lazy line, even indented), where markdown-it starts a new block.
          const next = this.tokens[this.i];
          const after = t.map![1];
          if (after < this.source.lineCount && !/^[ >]*$/.test(this.source.line(after)) && !(next?.type === 'reference_definition' && next.map![0] === after)) refuse('a definition followed by a lazy line');
          break;
        }
        case 'container_directive_open': {
          // micromark counts blank lines differently in a directive in a block quote (a list's looseness).
          if (this.quoteDepth > 0) refuse('a directive in a block quote');
          const children: RootContent[] = [];
          const labelStart = places(this.tokens[this.i]).labelStart;
          if (this.tokens[this.i].type === 'inline' && labelStart !== undefined) {
            const label = this.tokens[this.i++];
            children.push({ type: 'paragraph', data: { directiveLabel: true } as never, children: this.inline(label, [labelStart]) });
          }
          children.push(...this.blocks('container_directive_close'));
          out.push({ type: 'containerDirective', name: t.info, attributes: {}, children } as unknown as RootContent);
          break;
        }
        default:
          refuse(`markdown-it's ${t.type}`);
      }
    }
    if (until) refuse(`no ${until}`);
    return out;
  }

  private list(open: Token, openIndex: number): List {
    const ordered = open.type === 'ordered_list_open';
    const close = ordered ? 'ordered_list_close' : 'bullet_list_close';
    const items: ListItem[] = [];
    let loose: boolean | undefined;
    while (this.tokens[this.i].type === 'list_item_open') {
      this.i++;
      // micromark and markdown-it differ on `- *` (an empty item in an item, or text).
      if (this.tokens[this.i].type === 'list_item_close') refuse('an empty list item');
      const first = this.tokens[this.i].type === 'paragraph_open' ? this.tokens[this.i + 1] : undefined;
      const children = this.blocks('list_item_close') as BlockContent[];
      const item: ListItem = { type: 'listItem', spread: false, checked: null, children };
      if (first) taskListItem(item, first.content);
      items.push(item);
    }
    if (this.tokens[this.i++].type !== close) refuse('a list without its end');
    // markdown-it hides the paragraphs of a tight list; without a paragraph, looseness changes nothing in the HTML.
    for (let j = openIndex; j < this.i; j++) {
      const t = this.tokens[j];
      if (t.type === 'paragraph_open' && t.level === open.level + 2) { loose = !t.hidden; break; }
    }
    // In a block quote, remark does not count a blank line after an item that ends with a block other than a paragraph.
    if (loose && this.quoteDepth > 0 && items.slice(0, -1).some((item) => item.children[item.children.length - 1]?.type !== 'paragraph')) refuse('a loose list in a block quote');
    const start = ordered ? Number(open.attrGet('start') ?? 1) : null;
    for (const item of items) item.spread = loose ?? false;
    return { type: 'list', ordered, start, spread: loose ?? false, children: items };
  }

  private code(t: Token, previous: Token | undefined): Code {
    const value = t.content.endsWith('\n') ? t.content.slice(0, -1) : t.content;
    if (t.type === 'code_block') {
      // Right after a block quote or a list, micromark may read some of its lines as lazy lines of those.
      if (previous && (previous.type === 'blockquote_close' || previous.type.endsWith('_list_close'))) refuse('indented code right after a container');
      // And in a block quote it keeps trailing lines of spaces.
      if (this.quoteDepth > 0) refuse('indented code in a block quote');
      return { type: 'code', lang: null, meta: null, value };
    }
    // Unclosed fences end with their container, where micromark and markdown-it keep different blank lines.
    const last = this.source.line(t.map![1] - 1);
    const closing = /^[ >]*([`~]{3,}) *$/.exec(last);
    if (t.map![1] - 1 === t.map![0] || !closing || closing[1][0] !== t.markup[0] || closing[1].length < t.markup.length) refuse('an unclosed code fence');
    if (/[\\&]/.test(t.info)) refuse('an escape or reference in a fence info string');
    const info = t.info.replace(/^ +| +$/g, '');
    const space = info.indexOf(' ');
    const lang = space < 0 ? info : info.slice(0, space);
    const meta = space < 0 ? '' : info.slice(space).replace(/^ +/, '');
    return { type: 'code', lang: lang || null, meta: meta || null, value };
  }

  private table(): Table {
    const rows: TableRow[] = [];
    let align: Table['align'] | undefined;
    while (this.i < this.tokens.length) {
      const t = this.tokens[this.i++];
      if (t.type === 'table_close') break;
      if (t.type === 'tr_open') {
        // Where the row's cells start in the source.
        const starts = this.rowCells(t.map![0], places(t).rowStart!);
        let cell = 0;
        const cells: TableCell[] = [];
        // The columns' alignment, from the header row's cells.
        const header = align === undefined;
        align ??= [];
        while (this.tokens[this.i].type !== 'tr_close') {
          const open = this.tokens[this.i++];
          const inline = this.tokens[this.i++];
          this.i++; // th_close / td_close
          const style = open.attrGet('style');
          if (header) align.push(style ? (String(style).slice('text-align:'.length) as 'left' | 'right' | 'center') : null);
          const at = starts[cell++];
          // Cells markdown-it adds to a short row: mdast-util-to-hast adds the same empty ones.
          if (at === undefined) { if (inline.content !== '') refuse('a table cell not in its row'); continue; }
          cells.push({ type: 'tableCell', children: this.inline(inline, [at]) });
        }
        this.i++;
        rows.push({ type: 'tableRow', children: cells });
      }
    }
    return { type: 'table', align: align ?? [], children: rows };
  }

  /** Where each cell's content starts in a table row's line, split as markdown-it splits it. */
  private rowCells(line: number, rowStart: number): number[] {
    const lineStart = this.source.lineStarts[line];
    const text = this.source.line(line).slice(rowStart - lineStart).trimEnd();
    if (text.includes('\\|')) refuse('an escaped pipe in a table');
    const cells: number[] = [];
    const segments = text.split('|');
    let at = rowStart;
    segments.forEach((segment, k) => {
      const empty = segment.trim() === '';
      if (!(empty && (k === 0 || k === segments.length - 1))) cells.push(at + segment.length - segment.trimStart().length);
      at += segment.length + 1;
    });
    return cells;
  }

  /** A paragraph's (or setext heading's) content: each line ends where its source line ends (the last, before spaces). */
  private paragraphMap(inline: Token): ContentMap {
    const lines = inline.content.split('\n');
    const first = inline.map![0];
    return lines.map((text: string, k: number) => {
      const source = this.source.line(first + k);
      const end = k === lines.length - 1 ? source.replace(/ +$/, '').length : source.length;
      return this.checked(first + k, end - text.length, text);
    });
  }

  /** An ATX heading's content: after the opening #s and spaces. */
  private atxMap(inline: Token): ContentMap {
    const line = inline.map![0];
    const source = this.source.line(line);
    // After the containers' markers (block quotes, list items), the first #s.
    const opening = /^[ >*+\-\d.)]*?#+ */.exec(source);
    if (!opening) refuse('a heading not found in its line');
    const start = opening![0].length;
    return [this.checked(line, start, inline.content)];
  }

  private checked(line: number, column: number, text: string): number {
    if (column < 0 || !this.source.line(line).startsWith(text, column)) refuse('inline content not found in its line');
    return this.source.lineStarts[line] + column;
  }

  /** Source offset of a place in an inline token's content. */
  private offsetOf(content: string, map: ContentMap, at: number): number {
    let line = 0;
    let lineStart = 0;
    for (let nl = content.indexOf('\n'); nl >= 0 && nl < at; nl = content.indexOf('\n', nl + 1)) { line++; lineStart = nl + 1; }
    if (map[line] === undefined) refuse('inline content on more lines than mapped');
    return map[line] + at - lineStart;
  }

  private span(start: number, end: number): Position {
    return { start: this.source.point(start), end: this.source.point(end) };
  }

  /** An inline token's children as phrasing content. */
  private inline(inline: Token, map: ContentMap | undefined, inImage = false): PhrasingContent[] {
    const content = inline.content;
    // Runs of three delimiters or more: micromark and markdown-it pair some of them differently.
    if (/\*\*\*|___/.test(content)) refuse('a run of three * or _');
    const children = inline.children ?? [];
    let j = 0;
    let inLabel = inImage ? 1 : 0;
    const at = (t: Token) => (map ? this.span(this.offsetOf(content, map, places(t).start!), this.offsetOf(content, map, places(t).end!)) : undefined);
    const read = (until: string | undefined): PhrasingContent[] => {
      const out: PhrasingContent[] = [];
      const text = (value: string) => {
        const tail = out[out.length - 1];
        if (tail?.type === 'text') tail.value += value;
        else out.push({ type: 'text', value });
      };
      while (j < children.length) {
        const t = children[j++];
        if (t.type === until) return out;
        switch (t.type) {
          case 'text':
            // Not inside a link's text or an image's alt: micromark reads no autolink literal in an open label, and
            // remark-gfm's later pass skips links.
            if (/~/.test(t.content) || (!inLabel && /www\.|https?:\/\/|mailto:|xmpp:|@/i.test(t.content))) refuse('text that GFM may read as an autolink or strikethrough');
            text(t.content);
            break;
          case 'softbreak':
            text('\n');
            break;
          case 'hardbreak':
            out.push({ type: 'break' });
            break;
          case 'code_inline':
            out.push({ type: 'inlineCode', value: t.content });
            break;
          case 'em_open':
            out.push({ type: 'emphasis', children: read('em_close') });
            break;
          case 'strong_open':
            out.push({ type: 'strong', children: read('strong_close') });
            break;
          case 'link_open': {
            if (!t.meta) refuse('a link without its place');
            const position = at(t);
            const title = t.attrGet('title');
            inLabel++;
            out.push({ type: 'link', url: t.attrGet('href') ?? '', title: title ?? null, children: read('link_close'), position } as Link);
            inLabel--;
            break;
          }
          case 'image': {
            if (!t.meta) refuse('an image without its place');
            // The alt text's inline tokens were read from the label alone: no places in them.
            // remark-directive reads `:name` in it as a directive, which remarkAdmonitions cannot put back into a string.
            if (/:[A-Za-z]/.test(t.content)) refuse('an image whose alt text may hold a directive');
            const alt = toString({ type: 'paragraph', children: this.inline(t, undefined, true) });
            const title = t.attrGet('title');
            out.push({ type: 'image', url: t.attrGet('src') ?? '', title: title ?? null, alt, position: at(t) } as Image);
            break;
          }
          case 'html_inline':
            if (!t.meta) refuse('raw HTML without its place');
            out.push({ type: 'html', value: t.content, position: at(t) } as Html);
            break;
          default:
            refuse(`markdown-it's inline ${t.type}`);
        }
      }
      if (until) refuse(`no ${until}`);
      return out;
    };
    return read(undefined);
  }
}

/**
 * GFM task lists: `[ ] ` or `[x] ` at the very start of an item's first paragraph (`raw`: its source), followed by a
 * space and text; remark-gfm removes the check and the space.
 */
function taskListItem(item: ListItem, raw: string): void {
  if (!/^\[[ xX]\]/.test(raw)) return;
  const paragraph = item.children[0] as Paragraph;
  const text = paragraph.children[0];
  if (!/^\[[ xX]\] [^ ]/.test(raw) || text?.type !== 'text' || !text.value.startsWith(raw.slice(0, 5))) refuse('a task-list check it cannot be sure of');
  item.checked = raw[1] !== ' ';
  text.value = text.value.slice(4);
}
