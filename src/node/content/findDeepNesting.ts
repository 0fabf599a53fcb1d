// micromark's time grows much faster than the nesting depth of block containers (a list nested some hundreds of
// levels takes seconds to minutes, then the stack overflows), and so does its emphasis resolver on long runs of
// * or _ (thousands of them). Real documents nest a handful of levels, so the
// depth is measured up front, in one pass over the lines, and a file nested absurdly deep is refused with its line.

/** Nesting deeper than this is refused: far beyond any real document, and still quick to parse. */
export const maxNestingDepth = 250;

/**
 * Returns the first place where block quotes, list items, ::: containers or emphasis runs are nested deeper than `limit`
 * (1-based line and column), or undefined. An estimate from the line starts, never lower than the real depth
 * by much: list indentation counts a level per two columns. Lines inside fenced code are skipped. Pure.
 */
export function findDeepNesting(markdown: string, limit = maxNestingDepth): { line: number; column: number; depth: number } | undefined {
  let fence: string | undefined;
  let containers = 0;
  let lineNumber = 0;
  let start = 0;
  // A run of * or _ nests emphasis two markers a level (and the attention resolver is quadratic on it): one
  // deeper than the limit needs a line longer than twice the limit, so most lines are not searched.
  const longRun = new RegExp(`\\*{${2 * limit + 1},}|_{${2 * limit + 1},}`);
  // Each test below is skipped when the line's first characters rule it out: most lines then cost one comparison.
  while (start <= markdown.length) {
    let end = markdown.indexOf('\n', start);
    if (end < 0) end = markdown.length;
    const line = markdown.slice(start, Math.min(end, start + 100_000));
    lineNumber++;
    start = end + 1;
    // Block quote markers (with the spaces around them) and indentation, as they open the line.
    const first = line.charCodeAt(0);
    const prefix = first === 32 || first === 9 || first === 62 ? /^[ \t>]*/.exec(line)![0] : '';
    const rest = prefix ? line.slice(prefix.length) : line;
    const lead = rest.charCodeAt(0);
    const fenceMark = lead === 96 || lead === 126 ? /^(`{3,}|~{3,})/.exec(rest)?.[1] : undefined;
    if (fence) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = undefined;
      continue;
    }
    if (fenceMark) { fence = fenceMark; continue; }
    if (lead === 58) {
      if (/^:{3,}[A-Za-z]/.test(rest)) containers++;
      else if (/^:{3,}\s*$/.test(rest) && containers > 0) containers--;
    }
    const quotes = prefix ? prefix.split('>').length - 1 : 0;
    const isListMarker = lead === 45 || lead === 42 || lead === 43 || (lead >= 48 && lead <= 57);
    const listItem = isListMarker && /^([-*+]|\d{1,9}[.)])(\s|$)/.test(rest) ? 1 + Math.floor(prefix.replace(/>/g, '').replace(/\t/g, '    ').length / 2) : 0;
    const depth = quotes + listItem + containers;
    if (depth > limit) return { line: lineNumber, column: prefix.length + 1, depth };
    const run = rest.length > 2 * limit ? longRun.exec(rest) : null;
    if (run) return { line: lineNumber, column: prefix.length + run.index + 1, depth: Math.floor(run[0].length / 2) };
  }
  return undefined;
}
