// The YAML side of findDeepSpecNesting.ts (see its header for what opens a level): one pass over the text that
// counts flow and block nesting and skips what is text (quoted, plain and block scalars, comments).
// Line breaks as YAML has them: LF, CR LF, and a CR alone.
export const LINE_BREAK = /\r\n?|\n/g;

const QUOTE = 34; // "
const APOSTROPHE = 39; // '
const BACKSLASH = 92;
const OPEN_BRACKET = 91; // [
const CLOSE_BRACKET = 93; // ]
const OPEN_BRACE = 123; // {
const CLOSE_BRACE = 125; // }
const SPACE = 32;
const TAB = 9;
const CR = 13;
const LF = 10;
const HASH = 35; // #
const COLON = 58;
const COMMA = 44;
const DASH = 45;
const QUESTION = 63;
const PIPE = 124; // |
const GREATER = 62; // >
const AMPERSAND = 38; // & (an anchor)
const BANG = 33; // ! (a tag)
const STAR = 42; // * (an alias)

/**
 * The offset just after the quote that closes a string whose text starts at `from`, anywhere further in the text (a
 * YAML scalar may span lines), or -1. `"` strings escape with backslashes, `'` ones by doubling the quote.
 */
export function closingQuote(text: string, from: number, quote: number): number {
  if (quote === APOSTROPHE) {
    for (let q = text.indexOf("'", from); q >= 0; q = text.indexOf("'", q + 2)) {
      if (text.charCodeAt(q + 1) !== APOSTROPHE) return q + 1;
    }
    return -1;
  }
  for (let q = text.indexOf('"', from); q >= 0; q = text.indexOf('"', q + 1)) {
    // Escaped when an odd number of backslashes precede it (each run is counted once: linear).
    let k = q - 1;
    while (k >= from && text.charCodeAt(k) === BACKSLASH) k--;
    if ((q - 1 - k) % 2 === 0) return q + 1;
  }
  return -1;
}

const isBlank = (c: number) => c === SPACE || c === TAB;
const isFlowIndicator = (c: number) => c === COMMA || c === OPEN_BRACKET || c === CLOSE_BRACKET || c === OPEN_BRACE || c === CLOSE_BRACE;

// Where plain text stops mattering in block context: a mapping's `: ` (or `:` that ends the line) or a comment. It
// stops at the line's end: a search that ran on to a later line would make the scan quadratic.
const PLAIN_STOP = /:(?=[ \t\r\n]|$)|[ \t]#|[\r\n]/g;

/** The offset of the `:` or `#` where plain text from `p` stops mattering before `e`, or -1. */
function plainStop(text: string, p: number, e: number): number {
  PLAIN_STOP.lastIndex = p;
  // test(), not exec(): no match object for each of the spec's lines. A match ends with the character sought.
  if (!PLAIN_STOP.test(text)) return -1;
  const last = PLAIN_STOP.lastIndex - 1;
  const c = text.charCodeAt(last);
  return last < e && (c === HASH || c === COLON) ? last : -1;
}

// Where plain text may stop in flow context (a `#` counts only after a blank, a `:` only before one: checked there).
const FLOW_STOP = /[[\]{},:#\r\n]/g;

/** A YAML text read line by line, with just enough of YAML's grammar to tell structure from text. */
export class YamlScan {
  private flow = 0;
  /** The columns of the open block collections (increasing; a sequence may share its mapping's), innermost last. */
  private columns: number[] = [];
  /** For each of `columns`: whether that collection is a sequence (`- ` items), else a mapping. */
  private sequences: boolean[] = [];
  /**
   * The column of a node that has started but is not known to be a collection yet (a scalar is no level), or -1:
   * it becomes a mapping at its first `: `, a sequence at its first `- `. `pendingAt`: its offset in the text.
   */
  private pending = -1;
  private pendingAt = 0;
  /** Where a quoted scalar that goes on past its line ends (the offset after its quote), else -1. */
  private quoteEnd = -1;
  /** In a flow collection: the next character starts a node (a quote there opens a quoted scalar). */
  private nodeStart = false;
  /** In a flow collection: a quoted scalar just ended (JSON-like `"key":value` has no space after the colon). */
  private afterQuote = false;
  /** A block scalar's text: the lines indented deeper than `scalarParent` (its parent's column); -2 when none. */
  private scalarParent = -2;
  /** The indentation of the block scalar's text, set by its first line that is not blank; -1 before it. */
  private scalarIndent = -1;
  /** A plain scalar that may go on over lines indented deeper than this column; -2 when none. */
  private plainParent = -2;
  private lineStart = 0;
  private lineEnd = 0;

  constructor(private readonly text: string, private readonly limit: number) {}

  run(): number | undefined {
    const { text } = this;
    // A text with no CR (nearly all) is cut at each LF with indexOf; one with CRs, at the line breaks of YAML.
    const crs = text.includes('\r');
    let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    while (start <= text.length) {
      let end: number;
      let next: number;
      if (crs) {
        LINE_BREAK.lastIndex = start;
        if (LINE_BREAK.test(text)) {
          next = LINE_BREAK.lastIndex;
          end = next - (text.charCodeAt(next - 1) === LF && next - 2 >= start && text.charCodeAt(next - 2) === CR ? 2 : 1);
        } else {
          end = text.length;
          next = end + 1;
        }
      } else {
        end = text.indexOf('\n', start);
        if (end < 0) end = text.length;
        next = end + 1;
      }
      this.lineStart = start;
      this.lineEnd = end;
      const deep = this.line();
      if (deep !== undefined) return deep;
      start = next;
    }
    return undefined;
  }

  private line(): number | undefined {
    const { text, lineStart: s, lineEnd: e } = this;
    if (this.quoteEnd >= 0) {
      if (this.quoteEnd > e) return undefined; // still inside the quoted scalar
      const p = this.quoteEnd;
      this.quoteEnd = -1;
      this.nodeStart = false;
      this.afterQuote = true;
      return this.flow > 0 ? this.scanFlow(p) : this.scanBlock(p, false, true);
    }
    let indent = 0;
    while (s + indent < e && text.charCodeAt(s + indent) === SPACE) indent++;
    const blank = s + indent === e;
    if (this.scalarParent > -2) {
      if (blank) return undefined;
      if (this.scalarIndent < 0 && indent > this.scalarParent) this.scalarIndent = indent;
      if (this.scalarIndent >= 0 && indent >= this.scalarIndent) return undefined;
      this.scalarParent = -2; // a line indented less ends the block scalar: it is structure again
    }
    if (this.flow > 0) return this.scanFlow(s);
    if (blank) return undefined;
    const first = text.charCodeAt(s + indent);
    if (first === HASH) {
      this.plainParent = -2; // a comment line ends a plain scalar
      return undefined;
    }
    if (indent === 0 && (first === 37 /* % */ || this.startsDocument(s, e, '...'))) return undefined;
    if (indent === 0 && this.startsDocument(s, e, '---')) {
      this.columns = [];
      this.sequences = [];
      this.plainParent = -2;
      this.start(0);
      return this.scanBlock(s + 3, true, false);
    }
    if (this.plainParent > -2 && indent > this.plainParent) {
      // The next line of a multi-line plain scalar is text, to a comment (which ends the scalar). A line with a
      // `: ` cannot be one (it would be a key): it is read as structure.
      const stop = plainStop(text, s + indent, e);
      if (stop < 0 || text.charCodeAt(stop) !== COLON) {
        if (stop >= 0) this.plainParent = -2;
        return undefined;
      }
    }
    this.plainParent = -2;
    // The collections this line is not in end: those indented deeper, and a sequence at its column unless the
    // line is one of its items.
    const item = first === DASH && (s + indent + 1 === e || isBlank(text.charCodeAt(s + indent + 1)));
    const { columns, sequences } = this;
    let top = columns.length - 1;
    while (top >= 0 && (columns[top] > indent || (columns[top] === indent && sequences[top] && !item))) {
      columns.pop();
      sequences.pop();
      top--;
    }
    // A line of a collection already open goes on with it; any other starts a node at its column.
    const goesOn = top >= 0 && columns[top] === indent && (item ? sequences[top] : !sequences[top]);
    if (goesOn) this.pending = -1;
    else this.start(indent);
    return this.scanBlock(s + indent, true, false);
  }

  /** A node starts at column `column` of the current line. */
  private start(column: number): void {
    this.pending = column;
    this.pendingAt = this.lineStart + column;
  }

  /**
   * The pending node is a collection (a sequence when `sequence`): one more level. Returns where it starts when
   * that is a level too many, else undefined.
   */
  private open(sequence: boolean): number | undefined {
    if (this.pending < 0) return undefined;
    this.columns.push(this.pending);
    this.sequences.push(sequence);
    this.pending = -1;
    return this.columns.length + this.flow > this.limit ? this.pendingAt : undefined;
  }

  private startsDocument(s: number, e: number, marker: string): boolean {
    return this.text.startsWith(marker, s) && (s + 3 === e || isBlank(this.text.charCodeAt(s + 3)));
  }

  /** The column of the innermost open block collection left of `column` (the parent of a node there), or -1. */
  private parentOf(column: number): number {
    for (let i = this.columns.length - 1; i >= 0; i--) if (this.columns[i] < column) return this.columns[i];
    return -1;
  }

  /**
   * Reads block context from `p` to the end of the line: `nodeStart` when a node may start at `p`, `afterQuote`
   * just after a quoted scalar (which a `:` makes a key even without a blank after it).
   */
  private scanBlock(p: number, nodeStart: boolean, afterQuote: boolean): number | undefined {
    const { text, lineStart: s, lineEnd: e } = this;
    while (p < e) {
      const c = text.charCodeAt(p);
      if (isBlank(c)) { p++; continue; }
      if (afterQuote) {
        afterQuote = false;
        if (c === COLON) {
          const deep = this.open(false);
          if (deep !== undefined) return deep;
          nodeStart = true;
          p++;
          continue;
        }
      }
      if (nodeStart) {
        if ((c === DASH || c === QUESTION || c === COLON) && (p + 1 === e || isBlank(text.charCodeAt(p + 1)))) {
          // `- ` makes the pending node a sequence, `? ` and `: ` (an explicit key and its value) a mapping; the
          // item, key or value is a node of its own, which starts after it.
          const deep = this.open(c === DASH);
          if (deep !== undefined) return deep;
          p++;
          while (p < e && isBlank(text.charCodeAt(p))) p++;
          this.start(p - s);
          continue;
        }
        if (c === OPEN_BRACKET || c === OPEN_BRACE) {
          // A flow collection counts its own levels (and may be a key: `[a, b]: c` leaves the node pending).
          this.flow = 1;
          if (this.columns.length + 1 > this.limit) return p;
          this.nodeStart = true;
          this.afterQuote = false;
          return this.scanFlow(p + 1);
        }
        if (c === QUOTE || c === APOSTROPHE) {
          const end = closingQuote(text, p + 1, c);
          // Not closed on its line: the scan goes on after it; never closed: the rest is text (and a syntax error).
          if (end < 0 || end > e) { this.quoteEnd = end < 0 ? Infinity : end; return undefined; }
          p = end;
          nodeStart = false;
          afterQuote = true;
          continue;
        }
        if (c === PIPE || c === GREATER) {
          // A block scalar: the header (indicators, a comment) ends the line, and its text follows on deeper lines.
          // A header with anything else is not one the parsers agree on: the rest of the line is read as structure.
          let h = p + 1;
          while (h < e && /[0-9+-]/.test(text[h])) h++;
          while (h < e && isBlank(text.charCodeAt(h))) h++;
          if (h === e || text.charCodeAt(h) === HASH) {
            this.pending = -1;
            this.scalarParent = this.parentOf(p - s);
            this.scalarIndent = -1;
            return undefined;
          }
          p = h;
          continue;
        }
        if (c === HASH) return undefined;
        if (c === AMPERSAND || c === BANG || c === STAR) {
          // An anchor or a tag comes before its node; an alias is the node.
          while (p < e && !isBlank(text.charCodeAt(p))) p++;
          nodeStart = c !== STAR;
          continue;
        }
      }
      // Plain text (a scalar, or what follows one): only a `: ` (a key before it) or a comment matter.
      nodeStart = false;
      const stop = plainStop(text, p, e);
      if (stop < 0) {
        // A plain scalar that ends the line may go on over the next lines indented deeper than its parent.
        this.plainParent = this.parentOf(p - s);
        return undefined;
      }
      if (text.charCodeAt(stop) !== COLON) return undefined; // a comment
      const deep = this.open(false);
      if (deep !== undefined) return deep;
      nodeStart = true;
      p = stop + 1;
    }
    return undefined;
  }

  /** Reads flow context (inside `[...]` or `{...}`, which may span lines) from `p` to the end of the line. */
  private scanFlow(p: number): number | undefined {
    const { text, lineStart: s, lineEnd: e } = this;
    while (p < e) {
      const c = text.charCodeAt(p);
      if (isBlank(c)) { p++; continue; }
      if (c === HASH && (p === s || isBlank(text.charCodeAt(p - 1)))) return undefined;
      if (c === OPEN_BRACKET || c === OPEN_BRACE) {
        this.flow++;
        if (this.columns.length + this.flow > this.limit) return p;
        this.nodeStart = true;
        this.afterQuote = false;
      } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) {
        this.flow--;
        this.nodeStart = false;
        this.afterQuote = false;
        if (this.flow === 0) return this.scanBlock(p + 1, false, false);
      } else if (c === COMMA) {
        this.nodeStart = true;
        this.afterQuote = false;
      } else if (c === COLON) {
        const next = p + 1 < e ? text.charCodeAt(p + 1) : SPACE;
        this.nodeStart = isBlank(next) || isFlowIndicator(next) || this.afterQuote;
        this.afterQuote = false;
      } else if (this.nodeStart && (c === QUOTE || c === APOSTROPHE)) {
        const end = closingQuote(text, p + 1, c);
        this.nodeStart = false;
        this.afterQuote = true;
        if (end < 0 || end > e) { this.quoteEnd = end < 0 ? Infinity : end; return undefined; }
        p = end;
        continue;
      } else if (this.nodeStart && (c === AMPERSAND || c === BANG)) {
        while (p < e && !isBlank(text.charCodeAt(p)) && !isFlowIndicator(text.charCodeAt(p))) p++;
        continue;
      } else if (this.nodeStart && (c === DASH || c === QUESTION) && (p + 1 === e || isBlank(text.charCodeAt(p + 1)))) {
        // `? key` (or a stray `- `): the node follows.
      } else {
        // Plain text, to the next character that may end it.
        this.nodeStart = false;
        this.afterQuote = false;
        FLOW_STOP.lastIndex = p + 1;
        const stop = FLOW_STOP.exec(text);
        p = stop && stop.index < e ? stop.index : e;
        continue;
      }
      p++;
    }
    return undefined;
  }
}
