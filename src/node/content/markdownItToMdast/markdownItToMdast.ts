// markdown-it's tokens turned into the mdast that remark-parse + remark-gfm + remark-directive would make, for the
// documents whose constructs it covers; for the rest it returns undefined and remark parses them as before. It is
// the only second Markdown parser docgen keeps: micromark, remark's parser, is several times slower on ordinary docs.
// The tests compare the two on every fixture and on generated documents (test/unit/content/markdownItToMdast/).
//
// "The same mdast" means the same HTML, headings, links and problems at the end of the pipeline
// (markdownProcessor.ts):
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
// (test/unit/content/markdownItToMdast/markdownSamples.ts): lazy continuation lines and lines after a definition;
// delimiter rows outside markdown-it's tables, rows that may start another block, escaped pipes; runs of three * or
// _; ordered lists not starting at 1 after indented code or first in a container; empty list items; some loose
// lists and indented code in and after block quotes; unclosed fences; escapes in a fence's info; unsure task-list
// checks; and any inline content whose place in the source it cannot find (it could not say where a link is).
//
// The parts: createMarkdownIt.ts (the parser, its wrapped rules) and containerDirective.ts (the ::: rule);
// checkLines.ts (refusals by line); convertBlocks.ts, convertTable.ts and convertInline.ts (tokens to mdast), with
// contentMap.ts and sourceText.ts (source positions); a refusal anywhere throws (refuse.ts).
import type { MarkdownIt } from 'markdown-it';
import type { Root } from 'mdast';
import { checkLines } from './checkLines.js';
import type { DirectiveEnv } from './containerDirective.js';
import { convertBlocks } from './convertBlocks.js';
import { createMarkdownIt } from './createMarkdownIt.js';
import { Refused } from './refuse.js';
import { SourceText } from './sourceText.js';
import type { TokenCursor } from './tokenCursor.js';

let parser: MarkdownIt | undefined;

/** The mdast of a Markdown document as remark-parse + remark-gfm + remark-directive make it, or undefined (see the top). */
export function markdownItToMdast(markdown: string): Root | undefined {
  return explainMarkdownItToMdast(markdown).tree;
}

/** markdownItToMdast, with the reason when it declines (tests). */
export function explainMarkdownItToMdast(markdown: string): { tree?: Root; refused?: string } {
  // Before markdown-it: it turns \r\n into \n and NUL into U+FFFD, and expands tabs, so offsets would shift.
  const odd = /[\t\r\0]|\[\^/.exec(markdown);
  if (odd) return { refused: `the text holds ${JSON.stringify(odd[0])}` };
  try {
    parser ??= createMarkdownIt();
    const env: DirectiveEnv = { consumedLines: new Set() };
    const tokens = parser.parse(markdown, env);
    // markdown-it stops reading at its nesting limit and drops what lies deeper; micromark reads on.
    const limit = parser.options.maxNesting - 1;
    if (tokens.some((t) => t.level >= limit || t.children?.some((c) => c.level >= limit))) return { refused: `nesting of ${limit} levels or more` };
    const source = new SourceText(markdown);
    checkLines(source, tokens, env);
    const children = convertBlocks({ source, tokens, i: 0, quoteDepth: 0, references: (env as { references?: TokenCursor['references'] }).references }, undefined);
    const end = source.point(source.text.length);
    return { tree: { type: 'root', children, position: { start: { line: 1, column: 1, offset: 0 }, end } } };
  } catch (e) {
    if (e instanceof Refused) return { refused: e.message };
    throw e;
  }
}
