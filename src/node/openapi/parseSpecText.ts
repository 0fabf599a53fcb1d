// Turns spec text into a plain object ourselves (rather than letting the parser read the file) so that syntax
// errors and schema-validation errors can be reported with file:line:column.
import * as jsYaml from 'js-yaml';
import { parseBlockYaml } from './parseBlockYaml.js';
import YAML, { LineCounter, isMap, isPair, isSeq, isScalar, type Node } from 'yaml';
import { error, type Diagnostic } from '../diagnostics.js';
import { locateJsonError } from '../content/locateJsonError.js';
import { joinPointer, splitPointer } from './jsonPointer.js';
import { findDeepSpecNesting, maxSpecNestingDepth, type DeepNesting } from './findDeepSpecNesting.js';

export interface ParsedSpec {
  value?: unknown;
  /** How the text was read: JSON values are trees, YAML values may share subtrees (aliases). */
  format?: 'json' | 'yaml';
  diagnostics: Diagnostic[];
}

export interface SpecPosition {
  line: number;
  column: number;
}

/** Returns true when the file looks like JSON (by name, else by its first character). */
export function isJsonText(text: string, file: string): boolean {
  if (/\.json$/i.test(file)) return true;
  if (/\.ya?ml$/i.test(file)) return false;
  return /^\s*[{[]/.test(text);
}

/** Parses JSON or YAML text; errors come back as diagnostics with line and column. Pure. */
export function parseSpecText(text: string, file: string): ParsedSpec {
  if (isJsonText(text, file)) {
    // A byte-order mark is legal in a UTF-8 file but not in JSON.parse's input.
    const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    // JSON.parse takes any nesting, the walks after it do not (findDeepSpecNesting.ts).
    const deep = findDeepSpecNesting(text, true);
    if (deep) return { diagnostics: [tooDeep(file, deep)] };
    try {
      // JSON.parse is ~20x faster than a YAML parser on big specs (Stripe is 4 MB).
      return { value: JSON.parse(json), format: 'json', diagnostics: [] };
    } catch (cause) {
      // Not a YAML re-parse: YAML accepts some invalid JSON (a trailing comma), and then finds no position.
      // The message loses "at position N": the line and column say it better.
      const reason = (cause as Error).message.replace(/\s*(?:in JSON )?at position \d+.*$/s, '');
      return { diagnostics: [error('openapi-syntax', `Invalid JSON: ${reason}`, { file, ...locateJsonError(json), cause })] };
    }
  }
  return parseYaml(text, file);
}

function parseYaml(text: string, file: string): ParsedSpec {
  // js-yaml is 3-5x faster than the `yaml` package on a 0.5 MB spec; the slower parser runs only when the
  // fast one fails, because its errors carry exact positions. js-yaml 4, not 5: 5.x's parser (events, then
  // values) loads the BetaSeries spec 2-3x slower once warm (16 vs 45 ms), and 65-72 vs 41-59 ms in a cold build.
  const narrowed = narrowText(text);
  // CORE_SCHEMA, as YAML 1.2 and the `yaml` package: dates in examples stay strings (the default schema makes Date objects).
  const source = narrowed ?? text;
  try {
    // The common block style first, line by line (parseBlockYaml.ts); js-yaml for whatever that does not take.
    // It puts the wide characters back into each string as it makes it: no second walk over the tree.
    const fast = parseBlockYaml(source, narrowed === undefined ? undefined : restoreMarks);
    if (fast !== undefined) return { value: fast, format: 'yaml', diagnostics: [] };
  } catch {
    // Not expected (it gives up on what it does not read): the other parsers decide.
  }
  // The nesting is measured before the parsers that recurse into it without a limit (parseBlockYaml has one: a
  // text it takes needs no scan).
  const deep = findDeepSpecNesting(text, false);
  if (deep) return { diagnostics: [tooDeep(file, deep)] };
  try {
    const value = jsYaml.load(source, { schema: jsYaml.CORE_SCHEMA });
    return { value: narrowed === undefined ? value : restoreWideCharacters(value), format: 'yaml', diagnostics: [] };
  } catch {
    return parseYamlLocated(text, file);
  }
}

// js-yaml cuts every key and value out of the text, and V8 keeps a cut-out in its source's representation: one
// character beyond Latin-1 anywhere in the file (BetaSeries: 25 dashes; Stripe: 237 quotes) makes the whole text
// two bytes per character, and with it every string of the spec, and the views and pages made from them (more
// memory, more copying; JSON.parse does not have this: it makes each string as narrow as its characters allow).
// So such a text is parsed in a one-byte copy, each of those characters written as MARK, four hex digits, MARK
// (MARK itself too), and only the strings that held one get them back. BetaSeries, alternating 30 runs: wall
// -69 ms [-106, -43], CPU -105 ms, page faults 67,000 -> 60,000; Stripe, 6 runs: -90 ms [-398, +28].
const MARK = '\u00a4';
const WIDE_OR_MARK = /[^\x00-\xa3\xa5-\xff]/g;
const PLACEHOLDER = /\u00a4([0-9a-f]{4})\u00a4/g;
// Texts left as they are: what js-yaml refuses beyond Latin-1 (a placeholder would hide it), a leading byte-order
// mark (which it skips), and an escape that makes a MARK of its own in a double-quoted string.
const NOT_NARROWED = /^\ufeff|[\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?:[^\ud800-\udbff]|^)[\udc00-\udfff]|\\(?:x|u00|U000000)[aA]4/;

/** The text with its characters beyond Latin-1 (and MARK) as placeholders, as a one-byte string; undefined when it needs none. */
export function narrowText(text: string): string | undefined {
  if (!/[^\x00-\xff]/.test(text) || NOT_NARROWED.test(text)) return undefined;
  const placed = text.replace(WIDE_OR_MARK, (c) => MARK + c.charCodeAt(0).toString(16).padStart(4, '0') + MARK);
  // replace() keeps the two-byte representation even though no wide character is left: copy it into one byte each.
  return Buffer.from(placed, 'latin1').toString('latin1');
}

/** A string of narrowText's copy with its characters put back. */
export function restoreMarks(s: string): string {
  return s.includes(MARK) ? s.replace(PLACEHOLDER, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : s;
}

/** Puts the characters back into the strings and keys of a value parsed from narrowText's copy (in place). */
export function restoreWideCharacters(root: unknown): unknown {
  const restore = restoreMarks;
  if (typeof root === 'string') return restore(root);
  // A loop, not recursion (specs can nest deeply); a set, as YAML aliases share objects.
  const seen = new Set<object>();
  const stack: unknown[] = [root];
  while (stack.length) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const v = node[i];
        if (typeof v === 'string') { if (v.includes(MARK)) node[i] = restore(v); } else if (typeof v === 'object' && v !== null) stack.push(v);
      }
      continue;
    }
    const record = node as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.some((k) => k.includes(MARK))) {
      // Renamed keys keep their place: every key is taken out and put back in order.
      const entries = keys.map((k) => [restore(k), record[k]] as const);
      for (const k of keys) delete record[k];
      for (const [k, v] of entries) setOwn(record, k, v);
    }
    for (const k of Object.keys(record)) {
      const v = record[k];
      if (typeof v === 'string') { if (v.includes(MARK)) setOwn(record, k, restore(v)); } else if (typeof v === 'object' && v !== null) stack.push(v);
    }
  }
  return root;
}

// A data property even for '__proto__' (js-yaml makes that key an own property too; assigning it would set the prototype).
function setOwn(record: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
}

function parseYamlLocated(text: string, file: string): ParsedSpec {
  const lineCounter = new LineCounter();
  const doc = YAML.parseDocument(text, { lineCounter, prettyErrors: false });
  if (doc.errors.length) {
    return {
      diagnostics: doc.errors.map((e) => {
        const pos = lineCounter.linePos(e.pos[0]);
        return error('openapi-syntax', `Invalid YAML: ${e.message.split('\n')[0]}`, { file, line: pos.line, column: pos.col });
      }),
    };
  }
  const refused = findCollectionKey(doc, lineCounter, file);
  if (refused) return { diagnostics: [refused] };
  // Aliases are legal YAML; specs use them rarely but some generators do. toJS shares each anchored value
  // between its aliases (no copies), and checkAliasExpansion refuses documents that would expand too far.
  return { value: doc.toJS({ maxAliasCount: -1 }), format: 'yaml', diagnostics: [] };
}

/** The error for a text nested past the limit, at the line where it passes it. */
function tooDeep(file: string, at: DeepNesting): Diagnostic {
  return error('openapi-too-deep', `The spec nests deeper than ${maxSpecNestingDepth} levels here (brackets, braces or indentation); docgen accepts up to ${maxSpecNestingDepth}`, {
    file,
    ...at,
    hint: 'No real spec nests this deep: look for runs of [ or { (or a file that is not a spec), and flatten them.',
  });
}

/**
 * An error at the first mapping key that is itself a mapping or a sequence, or undefined. A spec's keys are
 * strings, and toJS makes such a key a string by printing it, again at each level it is nested in: a time that
 * grows much faster than the depth, for each such key, even under the nesting limit. The walk checks the depth
 * once more, as this parser read it (the scan before it may read a text with syntax errors another way).
 */
function findCollectionKey(doc: YAML.Document.Parsed, lineCounter: LineCounter, file: string): Diagnostic | undefined {
  const where = (n: Node) => {
    const pos = n.range ? lineCounter.linePos(n.range[0]) : undefined;
    return pos ? { line: pos.line, column: pos.col } : { line: 1, column: 1 };
  };
  // The nodes still to see, the next one last (in the order of the text), `key` for the key of a pair. A loop, not
  // recursion: the parser may have nested deeper than the scan counted.
  const stack: { node: unknown; depth: number; key?: boolean }[] = [{ node: doc.contents, depth: 1 }];
  while (stack.length) {
    const { node, depth, key } = stack.pop()!;
    if (!isMap(node) && !isSeq(node)) continue;
    if (key) {
      return error('openapi-collection-key', 'A mapping key that is itself a mapping or a list: the keys of a spec are strings', {
        file,
        ...where(node),
        hint: 'Quote the key if it is text that starts with [ or {.',
      });
    }
    if (depth > maxSpecNestingDepth) return tooDeep(file, where(node));
    for (let i = node.items.length - 1; i >= 0; i--) {
      const item = node.items[i];
      if (isPair(item)) stack.push({ node: item.value, depth: depth + 1 }, { node: item.key, depth: depth + 1, key: true });
      else stack.push({ node: item, depth: depth + 1 });
    }
  }
  return undefined;
}

/** Returns the line/column of the value at a JSON pointer in the spec text (the deepest existing parent if missing). */
export function locatePointer(text: string, pointer: string): SpecPosition | undefined {
  return createPointerLocator(text)(pointer);
}

/**
 * Returns a function that locates JSON pointers in `text`, parsing it (with positions) once, on the first call:
 * parsing a 4 MB spec takes seconds, so callers with several diagnostics share one locator.
 */
export function createPointerLocator(text: string): (pointer: string) => SpecPosition | undefined {
  let parsed: { doc: YAML.Document.Parsed; lineCounter: LineCounter } | undefined;
  return (pointer) => {
    if (!parsed) {
      const lineCounter = new LineCounter();
      parsed = { doc: YAML.parseDocument(text, { lineCounter }), lineCounter };
    }
    return findPointer(parsed.doc, parsed.lineCounter, pointer);
  };
}

function findPointer(doc: YAML.Document.Parsed, lineCounter: LineCounter, pointer: string): SpecPosition | undefined {
  if (doc.errors.length) return undefined;
  let node: Node | null | undefined = doc.contents as Node | null;
  let offset = node?.range?.[0];
  for (const segment of splitPointer(pointer)) {
    let next: Node | null | undefined;
    if (isMap(node)) {
      const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === segment);
      if (pair && isScalar(pair.key) && pair.key.range) offset = pair.key.range[0];
      next = pair?.value as Node | null | undefined;
    } else if (isSeq(node)) {
      next = node.items[Number(segment)] as Node | undefined;
      if (next?.range) offset = next.range[0];
    }
    if (!next) break;
    node = next;
  }
  if (offset == null) return undefined;
  const pos = lineCounter.linePos(offset);
  return { line: pos.line, column: pos.col };
}
