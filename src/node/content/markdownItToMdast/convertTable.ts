// A GFM table: markdown-it's table tokens as mdast's table, rows and cells, with the columns' alignment. Each cell's
// content is found in its row's source line (split on pipes as markdown-it splits it), for the places of its links.
import type { Table, TableRow, TableCell } from 'mdast';
import { convertInline } from './convertInline.js';
import { places } from './places.js';
import { refuse } from './refuse.js';
import type { SourceText } from './sourceText.js';
import type { TokenCursor } from './tokenCursor.js';

/** The table whose table_open was just read, up to its table_close (consumed). */
export function convertTable(c: TokenCursor): Table {
  const rows: TableRow[] = [];
  let align: Table['align'] | undefined;
  while (c.i < c.tokens.length) {
    const t = c.tokens[c.i++];
    if (t.type === 'table_close') break;
    if (t.type === 'tr_open') {
      // Where the row's cells start in the source.
      const starts = findRowCells(c.source, t.map![0], places(t).rowStart!);
      let cell = 0;
      const cells: TableCell[] = [];
      // The columns' alignment, from the header row's cells.
      const header = align === undefined;
      align ??= [];
      while (c.tokens[c.i].type !== 'tr_close') {
        const open = c.tokens[c.i++];
        const inline = c.tokens[c.i++];
        c.i++; // th_close / td_close
        const style = open.attrGet('style');
        if (header) align.push(style ? (String(style).slice('text-align:'.length) as 'left' | 'right' | 'center') : null);
        const at = starts[cell++];
        // Cells markdown-it adds to a short row: mdast-util-to-hast adds the same empty ones.
        if (at === undefined) { if (inline.content !== '') refuse('a table cell not in its row'); continue; }
        cells.push({ type: 'tableCell', children: convertInline(c.source, inline, [at]) });
      }
      c.i++;
      rows.push({ type: 'tableRow', children: cells });
    }
  }
  return { type: 'table', align: align ?? [], children: rows };
}

/** Where each cell's content starts in a table row's line, split as markdown-it splits it. */
function findRowCells(source: SourceText, line: number, rowStart: number): number[] {
  const lineStart = source.lineStarts[line];
  const text = source.line(line).slice(rowStart - lineStart).trimEnd();
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
