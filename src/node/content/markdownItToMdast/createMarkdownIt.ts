// The markdown-it that reads for markdownItToMdast: CommonMark with raw HTML and tables, URLs kept as written, the
// ::: container rule, and some of its own rules wrapped, to record what its tokens do not keep (where links, images,
// raw HTML and table rows start in the source) and to refuse where it reads blocks otherwise than micromark.
import MarkdownItCallable, { type MarkdownIt, type StateBlock, type StateInline } from 'markdown-it';
import { containerDirective } from './containerDirective.js';
import { refuse } from './refuse.js';

type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;
type InlineRule = (state: StateInline, silent: boolean) => boolean;

/** A new markdown-it set up as above (markdownItToMdast makes one and reuses it). */
export function createMarkdownIt(): MarkdownIt {
  const md = new MarkdownItCallable('commonmark', { html: true });
  md.enable('table');
  // Definitions stay in the tokens, for the check in convertBlocks (they make no node: to-hast ignores them).
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
