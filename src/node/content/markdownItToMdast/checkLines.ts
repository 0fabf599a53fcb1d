// The refusals that look at the document's lines once markdown-it has read it, for what its tokens do not show:
// directive syntax it left as text, and table delimiter rows it did not read as part of a table.
import type { Token } from 'markdown-it';
import type { DirectiveEnv } from './containerDirective.js';
import { refuse } from './refuse.js';
import type { SourceText } from './sourceText.js';

const delimiterRow = /^[ >]*\|? *:?-+:? *(\| *:?-+:? *)*\|? *$/;

/**
 * Lines outside code and raw HTML that start with `::` must be the directives read by containerDirective, and those
 * that look like a table's delimiter row must be one in markdown-it's tables: micromark's tables also interrupt a paragraph.
 */
export function checkLines(source: SourceText, tokens: Token[], env: DirectiveEnv): void {
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
