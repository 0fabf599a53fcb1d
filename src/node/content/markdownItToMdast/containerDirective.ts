// remark-directive's container (`:::note[Title]` … `:::`) as a markdown-it block rule, for the plain form only:
// a name, an optional label without markup, nothing else. Every other form, and containers that follow a paragraph,
// stay open, are indented or close inside a code fence, are refused (or later by checkLines.ts).
import type { StateBlock } from 'markdown-it';
import { refuse } from './refuse.js';

/** What this rule keeps in markdown-it's env: the lines it read as openings and closings (for checkLines). */
export type DirectiveEnv = { consumedLines: Set<number> };

const directiveOpening = /^(:{3,})([A-Za-z][A-Za-z0-9_-]*)(\[[^[\]\\`<>!*_&:\n]+\])? *$/;
const fenceLine = /^ {0,3}(`{3,}|~{3,})/;

/** remark-directive's container, for a name, an optional plain label and nothing else (see the top). */
export function containerDirective(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
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
