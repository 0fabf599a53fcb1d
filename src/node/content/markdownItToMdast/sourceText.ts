// The document's text by lines, and mdast points in it: markdown-it gives block tokens line numbers only, and mdast
// positions need line, column and offset.
import type { Position, Point } from 'unist';

/** The source, by lines, and points in it. */
export class SourceText {
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
  /** The position from one source offset to another. */
  span(start: number, end: number): Position {
    return { start: this.point(start), end: this.point(end) };
  }
}
