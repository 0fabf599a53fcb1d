// markdown-it's block tokens as mdast's block nodes: paragraphs, headings, block quotes, lists (with task-list
// checks), code, thematic breaks, raw HTML, tables (convertTable.ts) and ::: containers. Where micromark reads the
// same blocks differently (lists and code next to containers, definitions, unclosed fences...), it refuses.
import type { Token } from 'markdown-it';
import type { RootContent, BlockContent, Paragraph, List, ListItem, Html, Code, Heading, Definition } from 'mdast';
import { mapAtxHeading, mapParagraph, findInLine } from './contentMap.js';
import { convertInline } from './convertInline.js';
import { convertTable } from './convertTable.js';
import { places } from './places.js';
import { refuse } from './refuse.js';
import type { TokenCursor } from './tokenCursor.js';

// The HTML blocks that end at a closing mark rather than at a blank line (CommonMark's kinds 1 to 5): opening, end.
const htmlBlockEnds: [RegExp, RegExp][] = [
  [/^ {0,3}<(script|pre|style|textarea)(?=[\s>]|$)/i, /<\/(script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];

/** Block tokens up to the closing token of type `until` (consumed), as mdast nodes. */
export function convertBlocks(c: TokenCursor, until: string | undefined): RootContent[] {
  const out: RootContent[] = [];
  let previous: string | undefined;
  while (c.i < c.tokens.length) {
    const t = c.tokens[c.i++];
    if (t.type === until) return out;
    // micromark reads an ordered list that does not start at 1 as text right after indented code, and at the
    // start of a block quote or list item (as if it interrupted a paragraph).
    if (t.type === 'ordered_list_open' && (t.attrGet('start') ?? '1') !== '1' && (previous === undefined ? until !== undefined : previous === 'code_block')) refuse('an ordered list not starting at 1 after indented code or first in a container');
    previous = t.type;
    switch (t.type) {
      case 'paragraph_open': {
        const inline = c.tokens[c.i++];
        c.i++; // paragraph_close
        out.push({ type: 'paragraph', children: convertInline(c.source, inline, mapParagraph(c.source, inline)) });
        break;
      }
      case 'heading_open': {
        const inline = c.tokens[c.i++];
        c.i++;
        const depth = Number(t.tag.slice(1)) as Heading['depth'];
        const map = t.markup.startsWith('#') ? mapAtxHeading(c.source, inline) : mapParagraph(c.source, inline);
        out.push({ type: 'heading', depth, children: convertInline(c.source, inline, map) });
        break;
      }
      case 'blockquote_open':
        c.quoteDepth++;
        out.push({ type: 'blockquote', children: convertBlocks(c, 'blockquote_close') as BlockContent[] });
        c.quoteDepth--;
        break;
      case 'bullet_list_open':
      case 'ordered_list_open':
        out.push(convertList(c, t, c.i - 1));
        break;
      case 'fence':
      case 'code_block':
        out.push(convertCode(c, t, c.tokens[c.i - 2]));
        break;
      case 'hr':
        out.push({ type: 'thematicBreak' });
        break;
      case 'html_block': {
        // An HTML block that waits for its end (`</style>`, `-->`, `?>`...) and runs to the end of the document keeps
        // its last line ending in micromark, not in markdown-it.
        const lines = t.content.replace(/\n$/, '').split('\n');
        const end = htmlBlockEnds.find(([opening]) => opening.test(lines[0]))?.[1];
        if (end && !end.test(lines[lines.length - 1])) refuse('an HTML block left open to the end');
        const value = t.content.replace(/\n$/, '');
        // Its first line ends where its source line ends.
        const line = t.map![0];
        const firstLine = value.split('\n', 1)[0];
        const start = findInLine(c.source, line, c.source.line(line).length - firstLine.length, firstLine);
        out.push({ type: 'html', value, position: c.source.span(start, start + value.length) } as Html);
        break;
      }
      case 'table_open':
        out.push(convertTable(c));
        break;
      case 'reference_definition': {
        // micromark reads definitions out of a paragraph: the line after one, unless blank or another definition,
        // goes on with that paragraph (a lazy line, even indented), where markdown-it starts a new block.
        const next = c.tokens[c.i];
        const after = t.map![1];
        if (after < c.source.lineCount && !/^[ >]*$/.test(c.source.line(after)) && !(next?.type === 'reference_definition' && next.map![0] === after)) refuse('a definition followed by a lazy line');
        out.push(convertDefinition(c, t));
        break;
      }
      case 'container_directive_open': {
        // micromark counts blank lines differently in a directive in a block quote (a list's looseness).
        if (c.quoteDepth > 0) refuse('a directive in a block quote');
        const children: RootContent[] = [];
        const labelStart = places(c.tokens[c.i]).labelStart;
        if (c.tokens[c.i].type === 'inline' && labelStart !== undefined) {
          const label = c.tokens[c.i++];
          children.push({ type: 'paragraph', data: { directiveLabel: true } as never, children: convertInline(c.source, label, [labelStart]) });
        }
        children.push(...convertBlocks(c, 'container_directive_close'));
        // Its place, from the opening `:::` to the end of the closing line (the Markdown twins edit those lines).
        const [open, close] = [t.map![0], t.map![1] - 1];
        const start = c.source.lineStarts[open] + c.source.line(open).indexOf(':');
        const position = c.source.span(start, c.source.lineStarts[close] + c.source.line(close).length);
        out.push({ type: 'containerDirective', name: t.info, attributes: {}, children, position } as unknown as RootContent);
        break;
      }
      default:
        refuse(`markdown-it's ${t.type}`);
    }
  }
  if (until) refuse(`no ${until}`);
  return out;
}

/** The list whose opening token `open` (at `openIndex`) was just read, up to its closing token (consumed). */
function convertList(c: TokenCursor, open: Token, openIndex: number): List {
  const ordered = open.type === 'ordered_list_open';
  const close = ordered ? 'ordered_list_close' : 'bullet_list_close';
  const items: ListItem[] = [];
  let loose: boolean | undefined;
  while (c.tokens[c.i].type === 'list_item_open') {
    c.i++;
    // micromark and markdown-it differ on `- *` (an empty item in an item, or text).
    if (c.tokens[c.i].type === 'list_item_close') refuse('an empty list item');
    const first = c.tokens[c.i].type === 'paragraph_open' ? c.tokens[c.i + 1] : undefined;
    const children = convertBlocks(c, 'list_item_close') as BlockContent[];
    const item: ListItem = { type: 'listItem', spread: false, checked: null, children };
    if (first) readTaskListCheck(item, first.content);
    items.push(item);
  }
  if (c.tokens[c.i++].type !== close) refuse('a list without its end');
  // markdown-it hides the paragraphs of a tight list; without a paragraph, looseness changes nothing in the HTML.
  for (let j = openIndex; j < c.i; j++) {
    const t = c.tokens[j];
    if (t.type === 'paragraph_open' && t.level === open.level + 2) { loose = !t.hidden; break; }
  }
  // In a block quote, remark does not count a blank line after an item that ends with a block other than a paragraph.
  if (loose && c.quoteDepth > 0 && items.slice(0, -1).some((item) => item.children[item.children.length - 1]?.type !== 'paragraph')) refuse('a loose list in a block quote');
  const start = ordered ? Number(open.attrGet('start') ?? 1) : null;
  for (const item of items) item.spread = loose ?? false;
  return { type: 'list', ordered, start, spread: loose ?? false, children: items };
}

/**
 * GFM task lists: `[ ] ` or `[x] ` at the very start of an item's first paragraph (`raw`: its source), followed by a
 * space and text; remark-gfm removes the check and the space.
 */
function readTaskListCheck(item: ListItem, raw: string): void {
  if (!/^\[[ xX]\]/.test(raw)) return;
  const paragraph = item.children[0] as Paragraph;
  const text = paragraph.children[0];
  if (!/^\[[ xX]\] [^ ]/.test(raw) || text?.type !== 'text' || !text.value.startsWith(raw.slice(0, 5))) refuse('a task-list check it cannot be sure of');
  item.checked = raw[1] !== ' ';
  text.value = text.value.slice(4);
}

/** A fenced or indented code block (`previous`: the token before it). */
function convertCode(c: TokenCursor, t: Token, previous: Token | undefined): Code {
  const value = t.content.endsWith('\n') ? t.content.slice(0, -1) : t.content;
  if (t.type === 'code_block') {
    // Right after a block quote or a list, micromark may read some of its lines as lazy lines of those.
    if (previous && (previous.type === 'blockquote_close' || previous.type.endsWith('_list_close'))) refuse('indented code right after a container');
    // And in a block quote it keeps trailing lines of spaces.
    if (c.quoteDepth > 0) refuse('indented code in a block quote');
    return { type: 'code', lang: null, meta: null, value };
  }
  // Unclosed fences end with their container, where micromark and markdown-it keep different blank lines.
  const last = c.source.line(t.map![1] - 1);
  const closing = /^[ >]*([`~]{3,}) *$/.exec(last);
  if (t.map![1] - 1 === t.map![0] || !closing || closing[1][0] !== t.markup[0] || closing[1].length < t.markup.length) refuse('an unclosed code fence');
  if (/[\\&]/.test(t.info)) refuse('an escape or reference in a fence info string');
  const info = t.info.replace(/^ +| +$/g, '');
  const space = info.indexOf(' ');
  const lang = space < 0 ? info : info.slice(0, space);
  const meta = space < 0 ? '' : info.slice(space).replace(/^ +/, '');
  return { type: 'code', lang: lang || null, meta: meta || null, value };
}

/**
 * A definition (`[label]: url "title"`), as remark keeps it: it makes no HTML (links were resolved by markdown-it),
 * but the Markdown twins rewrite its URL, from its place: the `[` on its first line to the end of its last line.
 */
function convertDefinition(c: TokenCursor, t: Token): Definition {
  const [first, last] = [t.map![0], t.map![1] - 1];
  const start = c.source.lineStarts[first] + c.source.line(first).indexOf('[');
  const label = String((t.meta as { label?: string } | null)?.label ?? '');
  const reference: { href?: string; title?: string } = c.references?.[label] ?? {};
  return {
    type: 'definition', identifier: label.toLowerCase(), label, url: reference.href ?? '', title: reference.title || null,
    position: c.source.span(start, c.source.lineStarts[last] + c.source.line(last).length),
  };
}
