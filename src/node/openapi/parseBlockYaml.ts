// A fast path for the YAML that specs are written in: block mappings and sequences, plain and quoted one-line
// scalars, literal block scalars (`|`, `|-`), one-line flow sequences of scalars, `{}`, and comments. Parsed line
// by line with native string searches, it gives the value js-yaml gives (CORE_SCHEMA: plain scalars are typed by
// js-yaml's own resolvers), and gives up (undefined) on anything else: then js-yaml parses the text as before.
//
// Why: js-yaml reads a spec character by character, and in a build that code runs cold. The BetaSeries spec (0.5 MB,
// 14,500 lines) took 82-140 ms of the build's thread there, on the critical path; js-yaml once warm takes 22-37 ms.
//
// Giving up must be certain wherever the two could differ. So this parser refuses: tabs, carriage returns,
// characters js-yaml rejects, document markers and directives, anchors, aliases and tags, complex (`?`) and merge
// (`<<`) keys, duplicate keys, folded (`>`) and keep-chomped (`|+`) block scalars and indentation indicators, block
// scalars that start with a blank line, multi-line plain or quoted scalars (a value followed by a more indented
// line), other flow collections, escapes beyond the usual ones, and plain scalars that start with an indicator
// or hold `: `, and nesting deeper than a spec may (findDeepSpecNesting.ts). Whatever it refuses, js-yaml still
// reads (or reports) as it always did.
import * as jsYaml from 'js-yaml';
import { maxSpecNestingDepth } from './findDeepSpecNesting.js';

/** js-yaml's resolvers of plain scalars (null, bool, int, float), in the order its loader tries them. */
interface ImplicitType { resolve(data: string): boolean; construct(data: string): unknown }
const implicitTypes = (jsYaml.CORE_SCHEMA as unknown as { compiledImplicit: ImplicitType[] }).compiledImplicit;

// What js-yaml refuses anywhere in a stream (its PATTERN_NON_PRINTABLE), plus tab, CR and a byte-order mark.
const REFUSED_CHARACTERS = /[\x00-\x09\x0B-\x1F\x7F-\x84\x86-\x9F\uFEFF\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
// Lines that start a document, end one, or hold a directive.
const DOCUMENT_LINE = /^(?:---|\.\.\.|%)/m;
const LITERAL_HEADER = /^\|(-?)[ ]*(?:#.*)?$/;
const EMPTY_MAPPING = /^\{\}[ ]*(?:#.*)?$/;

class GiveUp extends Error {}
const giveUp = new GiveUp('not in the fast subset');

/**
 * The value of a YAML document in the subset above (as js-yaml with CORE_SCHEMA gives it), or undefined. Pure.
 * `restore` is applied to every string and key as it is made (parseSpecText.ts: a narrowed text's placeholders).
 */
export function parseBlockYaml(text: string, restore: (s: string) => string = (s) => s): unknown {
  if (REFUSED_CHARACTERS.test(text) || DOCUMENT_LINE.test(text)) return undefined;
  try {
    return new BlockParser(text.split('\n'), restore).document();
  } catch (e) {
    if (e === giveUp) return undefined;
    throw e;
  }
}

// Which first characters a plain scalar may have that one of js-yaml's core resolvers could type (~, n/N, t/T,
// f/F, digits, sign, dot): any other plain scalar is a string without asking them.
const TYPABLE_START = new Uint8Array(128);
for (const c of '~nNtTfF0123456789-+.') TYPABLE_START[c.charCodeAt(0)] = 1;

function resolvePlain(text: string): unknown {
  const c = text.charCodeAt(0);
  if (c < 128 && TYPABLE_START[c]) {
    for (const type of implicitTypes) if (type.resolve(text)) return type.construct(text);
  }
  return text;
}

// Characters that cannot start a plain scalar in this subset (YAML's indicators; `-` only before a space).
const INDICATOR = new Uint8Array(128);
for (const c of '?:,[]{}#&*!|>\'"%@`') INDICATOR[c.charCodeAt(0)] = 1;

function indentOf(line: string): number {
  let n = 0;
  while (line.charCodeAt(n) === 32) n++;
  return n;
}

/** Whether the text at `at` starts a sequence entry: '-' then a space or the end of the line. */
function isDash(line: string, at: number): boolean {
  return line.charCodeAt(at) === 45 /* - */ && (at + 1 === line.length || line.charCodeAt(at + 1) === 32);
}

const ESCAPES: Record<string, string> = {
  '0': '\x00', a: '\x07', b: '\x08', t: '\x09', n: '\x0A', v: '\x0B', f: '\x0C', r: '\x0D', e: '\x1B',
  ' ': ' ', '"': '"', '/': '/', '\\': '\\', N: '\x85', _: '\xA0', L: '\u2028', P: '\u2029',
};

class BlockParser {
  private i = 0;
  /** Each line's indentation, or -1 for a line that holds nothing (only spaces, or only a comment). */
  private readonly indents: Int32Array;
  /**
   * The collections open around the current line. Past the spec's nesting limit this parser gives up, and
   * parseSpecText's scan (which runs before the other parsers) reports where.
   */
  private depth = 0;
  constructor(private readonly lines: string[], private readonly restore: (s: string) => string) {
    this.indents = new Int32Array(lines.length);
    for (let j = 0; j < lines.length; j++) {
      const line = lines[j];
      const at = indentOf(line);
      this.indents[j] = at === line.length || line.charCodeAt(at) === 35 /* # */ ? -1 : at;
    }
  }

  document(): unknown {
    this.skipVoid();
    if (this.i >= this.lines.length || this.indents[this.i] !== 0) throw giveUp;
    const value = this.node(0);
    this.skipVoid();
    if (this.i < this.lines.length) throw giveUp;
    return value;
  }

  private skipVoid(): void {
    while (this.i < this.lines.length && this.indents[this.i] < 0) this.i++;
  }

  /** The block node whose first line (the current one) is indented by `indent`. */
  private node(indent: number): unknown {
    return isDash(this.lines[this.i], indent) ? this.sequence(indent) : this.mapping(indent, indent);
  }

  /**
   * A mapping whose keys are indented by `indent`; its first key is at column `firstAt` of the current line (past a
   * sequence's '- ' when the mapping is an entry of one).
   */
  private mapping(indent: number, firstAt: number): Record<string, unknown> {
    if (++this.depth > maxSpecNestingDepth) throw giveUp;
    const map: Record<string, unknown> = {};
    let at = firstAt;
    for (;;) {
      const line = this.lines[this.i];
      const { key, valueAt } = this.key(line, at);
      if (key === '<<' || Object.prototype.hasOwnProperty.call(map, key)) throw giveUp;
      const value = this.valueAfterKey(line, valueAt, indent);
      // As js-yaml: '__proto__' is an own data property, not the prototype.
      if (key === '__proto__') Object.defineProperty(map, key, { value, enumerable: true, configurable: true, writable: true });
      else map[key] = value;
      this.skipVoid();
      if (this.i >= this.lines.length) break;
      const next = this.indents[this.i];
      if (next < indent) break;
      if (next > indent || isDash(this.lines[this.i], next)) throw giveUp;
      at = next;
    }
    this.depth--;
    return map;
  }

  /** A key at column `at` of `line` and where its value starts (just after the ':'). */
  private key(line: string, at: number): { key: string; valueAt: number } {
    const c = line.charCodeAt(at);
    let key: string;
    let end: number;
    if (c === 34 /* " */ || c === 39 /* ' */) {
      ({ value: key, end } = quoted(line, at));
      key = this.restore(key);
      if (line.charCodeAt(end) !== 58 /* : */) throw giveUp;
    } else {
      end = line.indexOf(': ', at);
      if (end < 0) {
        if (line.charCodeAt(line.length - 1) !== 58) throw giveUp;
        end = line.length - 1;
      }
      const text = line.slice(at, end);
      if (!plainSafe(text) || text.charCodeAt(text.length - 1) === 32) throw giveUp;
      const typed = resolvePlain(text);
      key = typeof typed === 'string' ? this.restore(typed) : String(typed);
    }
    if (end + 1 < line.length && line.charCodeAt(end + 1) !== 32) throw giveUp;
    return { key, valueAt: end + 1 };
  }

  /** The value of a mapping entry (keys at `indent`) whose text on this line starts at `at`. */
  private valueAfterKey(line: string, at: number, indent: number): unknown {
    while (line.charCodeAt(at) === 32) at++;
    if (at === line.length || line.charCodeAt(at) === 35 /* # */) {
      this.i++;
      this.skipVoid();
      if (this.i < this.lines.length) {
        const next = this.indents[this.i];
        if (next > indent) return this.node(next);
        // A sequence may sit at its key's indentation.
        if (next === indent && isDash(this.lines[this.i], next)) return this.sequence(next);
      }
      return null;
    }
    return this.inlineValue(line, at, indent);
  }

  /** A sequence whose '-' are at column `indent`. */
  private sequence(indent: number): unknown[] {
    if (++this.depth > maxSpecNestingDepth) throw giveUp;
    const list: unknown[] = [];
    for (;;) {
      const line = this.lines[this.i];
      let at = indent + 1;
      while (line.charCodeAt(at) === 32) at++;
      if (at >= line.length || line.charCodeAt(at) === 35) {
        this.i++;
        this.skipVoid();
        const next = this.i < this.lines.length ? this.indents[this.i] : -1;
        list.push(next > indent ? this.node(next) : null);
      } else if (isDash(line, at)) {
        throw giveUp; // '- - x'
      } else if (this.startsEntry(line, at)) {
        list.push(this.mapping(at, at));
      } else {
        list.push(this.inlineValue(line, at, indent));
      }
      this.skipVoid();
      if (this.i >= this.lines.length) break;
      const next = this.indents[this.i];
      if (next < indent) break;
      if (next > indent) throw giveUp;
      // The key after a sequence that sat at its key's indentation ends the sequence.
      if (!isDash(this.lines[this.i], next)) break;
    }
    this.depth--;
    return list;
  }

  /** Whether the text at `at` is a mapping key: a quoted scalar or plain text followed by ':' and a space or the end. */
  private startsEntry(line: string, at: number): boolean {
    const c = line.charCodeAt(at);
    if (c === 34 || c === 39) {
      return line.charCodeAt(quoted(line, at).end) === 58;
    }
    return line.indexOf(': ', at) >= 0 || line.charCodeAt(line.length - 1) === 58;
  }

  /**
   * A scalar, literal block scalar or flow collection starting at column `at` of the current line; `indent`:
   * the indentation of the collection holding it. A more indented line after it would continue a multi-line scalar:
   * that collection gives up on it, as on any line indented past its own entries.
   */
  private inlineValue(line: string, at: number, indent: number): unknown {
    const c = line.charCodeAt(at);
    this.i++;
    if (c === 124 /* | */) {
      const header = LITERAL_HEADER.exec(line.slice(at));
      if (!header) throw giveUp;
      return this.literal(indent, header[1] === '-');
    }
    let value: unknown;
    let end: number;
    if (c === 34 || c === 39) {
      ({ value, end } = quoted(line, at));
      value = this.restore(value as string);
      if (!onlyCommentAfter(line, end)) throw giveUp;
    } else if (c === 123 /* { */) {
      if (!EMPTY_MAPPING.test(line.slice(at)) || this.depth >= maxSpecNestingDepth) throw giveUp;
      value = {};
    } else if (c === 91 /* [ */) {
      if (this.depth >= maxSpecNestingDepth) throw giveUp; // one level more
      ({ value, end } = flowSequence(line, at, this.restore));
      if (!onlyCommentAfter(line, end)) throw giveUp;
    } else {
      const comment = line.indexOf(' #', at);
      const text = (comment < 0 ? line.slice(at) : line.slice(at, comment)).trimEnd();
      if (!plainSafe(text)) throw giveUp;
      value = resolvePlain(text);
      if (typeof value === 'string') value = this.restore(value);
    }
    return value;
  }

  /** A literal block scalar (header already read) of a node whose collection is indented by `indent`. */
  private literal(indent: number, strip: boolean): string {
    const lines = this.lines;
    // Its indentation is that of its first line, which must hold text (a blank first line: js-yaml's rules for
    // what counts there are not worth repeating here).
    if (this.i >= lines.length) throw giveUp;
    const first = lines[this.i];
    const contentIndent = indentOf(first);
    if (contentIndent === first.length || contentIndent <= indent) throw giveUp;
    const parts: string[] = [];
    let trailingEmpty = 0;
    while (this.i < lines.length) {
      const line = lines[this.i];
      const lineIndent = indentOf(line);
      if (lineIndent === line.length && lineIndent <= contentIndent) {
        // Only spaces, no more than the indentation: an empty line of the scalar.
        parts.push('');
        trailingEmpty++;
      } else if (lineIndent < contentIndent) {
        break;
      } else {
        parts.push(line.slice(contentIndent));
        trailingEmpty = 0;
      }
      this.i++;
    }
    parts.length -= trailingEmpty;
    const text = parts.join('\n');
    return this.restore(strip || text === '' ? text : text + '\n');
  }
}

/** Whether a plain scalar (key or value) is one this parser reads as js-yaml does. */
function plainSafe(text: string): boolean {
  if (text === '') return false;
  const c = text.charCodeAt(0);
  if (c < 128 && INDICATOR[c]) return false;
  if (c === 45 /* - */ && (text.length === 1 || text.charCodeAt(1) === 32)) return false;
  return !text.includes(': ') && !text.includes(' #') && text.charCodeAt(text.length - 1) !== 58;
}

/**
 * A flow sequence of scalars on one line (`[]`, `[a, "b c", 1]`), as js-yaml reads it: plain items typed by the same
 * resolvers (a ':' inside an item, as in `[read:users]`, is text); nested collections, `key: value` pairs, empty
 * items and a trailing comma are refused.
 */
function flowSequence(line: string, at: number, restore: (s: string) => string): { value: unknown[]; end: number } {
  const list: unknown[] = [];
  let pos = at + 1;
  while (line.charCodeAt(pos) === 32) pos++;
  if (line.charCodeAt(pos) === 93 /* ] */) return { value: list, end: pos + 1 };
  for (;;) {
    const c = line.charCodeAt(pos);
    let end: number;
    if (c === 34 || c === 39) {
      const item = quoted(line, pos);
      list.push(restore(item.value));
      end = item.end;
    } else {
      end = pos;
      while (end < line.length && !FLOW_STOP[line.charCodeAt(end)]) end++;
      const text = line.slice(pos, end).trimEnd();
      if (!plainSafe(text)) throw giveUp;
      const typed = resolvePlain(text);
      list.push(typeof typed === 'string' ? restore(typed) : typed);
    }
    while (line.charCodeAt(end) === 32) end++;
    const next = line.charCodeAt(end);
    if (next === 93) return { value: list, end: end + 1 };
    if (next !== 44 /* , */) throw giveUp;
    pos = end + 1;
    while (line.charCodeAt(pos) === 32) pos++;
    if (line.charCodeAt(pos) === 93) throw giveUp; // a trailing comma
  }
}

// Characters that end a plain item of a flow sequence here: , ] and (refused after it) [ { }.
const FLOW_STOP = new Uint8Array(128);
for (const c of ',[]{}') FLOW_STOP[c.charCodeAt(0)] = 1;

/** The quoted scalar (double or single) that opens at `at`. */
function quoted(line: string, at: number): { value: string; end: number } {
  return line.charCodeAt(at) === 34 ? doubleQuoted(line, at) : singleQuoted(line, at);
}

/** Whether nothing but spaces, or spaces and then a comment, follows column `end` of the line. */
function onlyCommentAfter(line: string, end: number): boolean {
  while (line.charCodeAt(end) === 32) end++;
  return end === line.length || (line.charCodeAt(end) === 35 && line.charCodeAt(end - 1) === 32);
}

/** A double-quoted scalar that opens at `at` and closes on the same line; `end`: just past the closing quote. */
function doubleQuoted(line: string, at: number): { value: string; end: number } {
  let value = '';
  let from = at + 1;
  for (;;) {
    const quote = line.indexOf('"', from);
    if (quote < 0) throw giveUp;
    const backslash = line.indexOf('\\', from);
    if (backslash < 0 || backslash > quote) return { value: value + line.slice(from, quote), end: quote + 1 };
    value += line.slice(from, backslash);
    const e = line[backslash + 1];
    if (e === 'x' || e === 'u') {
      const digits = line.slice(backslash + 2, backslash + (e === 'x' ? 4 : 6));
      if (!/^[0-9a-fA-F]+$/.test(digits) || digits.length !== (e === 'x' ? 2 : 4)) throw giveUp;
      const code = parseInt(digits, 16);
      // A lone surrogate: js-yaml's handling of pairs written as two escapes is its own.
      if (code >= 0xd800 && code <= 0xdfff) throw giveUp;
      value += String.fromCharCode(code);
      from = backslash + (e === 'x' ? 4 : 6);
    } else {
      const char = e === undefined ? undefined : ESCAPES[e];
      if (char === undefined) throw giveUp;
      value += char;
      from = backslash + 2;
    }
  }
}

/** A single-quoted scalar that opens at `at` and closes on the same line ('' is a quote). */
function singleQuoted(line: string, at: number): { value: string; end: number } {
  let value = '';
  let from = at + 1;
  for (;;) {
    const quote = line.indexOf("'", from);
    if (quote < 0) throw giveUp;
    value += line.slice(from, quote);
    if (line.charCodeAt(quote + 1) !== 39) return { value, end: quote + 1 };
    value += "'";
    from = quote + 2;
  }
}
