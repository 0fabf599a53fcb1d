// Every parser and walk of a spec recurses into its nesting, and some cost far more than the depth: the `yaml`
// package (the fallback parser, which js-yaml hands anything nested past 100 levels) turns a collection used as a
// key into a string, again at every level, so that 500 levels of `{` took it tens of seconds or all of node's
// memory; JSON.parse takes any depth, but JSON.stringify, the validator and the ref parser then overflow the stack.
// Real specs nest a few dozen levels, so the depth is measured on the text before any parser runs, in one pass, and
// a spec nested absurdly deep is refused with the line where it passes the limit. Spec files reached by $ref too:
// parseSpecText reads them.
//
// What opens a level: in JSON, `[` and `{` outside strings; in YAML, flow collections (`[`, `{`) and block mappings
// and sequences (a node whose first `: ` or `- ` makes it one; `key:` then `- item` at the key's column is a sequence
// inside the mapping). Brackets in text do not count: quoted scalars, comments, block scalars (| and >) and plain
// scalars (`pattern: ^[a-z]{2}$`), even over several lines. A quote opens a scalar only where YAML starts a node
// (after `: `, `- `, `[`, `{`, `,`, an anchor or a tag, or first on a line), as the parsers read it. On every text
// that a parser accepts, the count is at least the depth of what it makes (test/unit/openapi/findDeepSpecNesting.test.ts
// compares them on random texts), and equal to it on what YAML serialisers write.

import { closingQuote, LINE_BREAK, YamlScan } from './scanYamlNesting.js';

/** Nesting deeper than this is refused: far beyond any real spec (Stripe's, 4 MB, measures 25 levels here). */
export const maxSpecNestingDepth = 200;

export interface DeepNesting {
  /** 1-based line and column of what opens the level past the limit: a bracket, a key or a `- `. */
  line: number;
  column: number;
}

/**
 * Returns where `text` (JSON when `json`, else YAML) nests deeper than `limit` levels, or undefined. Linear in the
 * text. Syntax errors are the parsers' to report: the scan reads on as well as it can. Pure.
 */
export function findDeepSpecNesting(text: string, json: boolean, limit = maxSpecNestingDepth): DeepNesting | undefined {
  const at = json ? findDeepJson(text, limit) : new YamlScan(text, limit).run();
  return at === undefined ? undefined : positionOf(text, at);
}


function positionOf(text: string, offset: number): DeepNesting {
  let line = 1;
  let lineStart = 0;
  LINE_BREAK.lastIndex = 0;
  while (LINE_BREAK.test(text) && LINE_BREAK.lastIndex <= offset) {
    line++;
    lineStart = LINE_BREAK.lastIndex;
  }
  return { line, column: offset - lineStart + 1 };
}

const QUOTE = 34; // "
const OPEN_BRACKET = 91; // [
const OPEN_BRACE = 123; // {

/** The offset of the bracket that opens a level past `limit`, or undefined. */
function findDeepJson(text: string, limit: number): number | undefined {
  let depth = 0;
  const special = /["[\]{}]/g;
  // test(), not exec(): no match object for each of the spec's strings and brackets.
  while (special.test(text)) {
    const i = special.lastIndex - 1;
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = closingQuote(text, i + 1, QUOTE);
      if (end < 0) return undefined; // unterminated: JSON.parse reports it
      special.lastIndex = end;
    } else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > limit) return i;
    } else if (depth > 0) depth--;
  }
  return undefined;
}

