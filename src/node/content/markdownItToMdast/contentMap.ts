// Where an inline token's content sits in the source. markdown-it hands over a block's inline content as one string,
// stripped of its containers' markers and of indentation; the links, images and raw HTML in it need their source
// positions (the link checker reports them, rehype-raw places elements from them). Each line of the content is
// found again at the end of its source line, and checked there: content that cannot be found is refused.
import type { Token } from 'markdown-it';
import { refuse } from './refuse.js';
import type { SourceText } from './sourceText.js';

/** Where each line of an inline token's content starts in the source. */
export type ContentMap = number[];

/** A paragraph's (or setext heading's) content: each line ends where its source line ends (the last, before spaces). */
export function mapParagraph(source: SourceText, inline: Token): ContentMap {
  const lines = inline.content.split('\n');
  const first = inline.map![0];
  return lines.map((text: string, k: number) => {
    const line = source.line(first + k);
    const end = k === lines.length - 1 ? line.replace(/ +$/, '').length : line.length;
    return findInLine(source, first + k, end - text.length, text);
  });
}

/** An ATX heading's content: after the opening #s and spaces. */
export function mapAtxHeading(source: SourceText, inline: Token): ContentMap {
  const line = inline.map![0];
  const text = source.line(line);
  // After the containers' markers (block quotes, list items), the first #s.
  const opening = /^[ >*+\-\d.)]*?#+ */.exec(text);
  if (!opening) refuse('a heading not found in its line');
  const start = opening![0].length;
  return [findInLine(source, line, start, inline.content)];
}

/** The source offset of `text` at `column` (0-based) of `line`; refuses when it is not there. */
export function findInLine(source: SourceText, line: number, column: number, text: string): number {
  if (column < 0 || !source.line(line).startsWith(text, column)) refuse('inline content not found in its line');
  return source.lineStarts[line] + column;
}

/** Source offset of a place in an inline token's content. */
export function offsetInContent(content: string, map: ContentMap, at: number): number {
  let line = 0;
  let lineStart = 0;
  for (let nl = content.indexOf('\n'); nl >= 0 && nl < at; nl = content.indexOf('\n', nl + 1)) { line++; lineStart = nl + 1; }
  if (map[line] === undefined) refuse('inline content on more lines than mapped');
  return map[line] + at - lineStart;
}
