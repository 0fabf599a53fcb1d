// Turns spec text into a plain object ourselves (rather than letting the parser read the file) so that syntax
// errors and schema-validation errors can be reported with file:line:column.
import * as jsYaml from 'js-yaml';
import YAML, { LineCounter, isMap, isSeq, isScalar, type Node } from 'yaml';
import { error, type Diagnostic } from '../diagnostics.js';
import { locateJsonError } from '../content/locateJsonError.js';
import { joinPointer, splitPointer } from './jsonPointer.js';

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
  try {
    // CORE_SCHEMA, as YAML 1.2 and the `yaml` package: dates in examples stay strings (the default schema makes Date objects).
    const value = jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA });
    return { value, format: 'yaml', diagnostics: [] };
  } catch {
    return parseYamlLocated(text, file);
  }
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
  // Aliases are legal YAML; specs use them rarely but some generators do. toJS shares each anchored value
  // between its aliases (no copies), and checkAliasExpansion refuses documents that would expand too far.
  return { value: doc.toJS({ maxAliasCount: -1 }), format: 'yaml', diagnostics: [] };
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

/**
 * Returns the JSON pointer of the value printed on `line` (1-based) of `JSON.stringify(value, null, 2)`.
 * The validator reports errors as a code frame over that printout, not as a pointer: this maps them back.
 */
export function pointerAtJsonLine(value: unknown, line: number): string | undefined {
  let current = 1;
  let found: string | undefined;
  const walk = (v: unknown, path: (string | number)[]): void => {
    const entries: [string | number, unknown][] = Array.isArray(v)
      ? v.map((x, i) => [i, x === undefined || typeof x === 'function' ? null : x])
      : Object.entries(v as object).filter(([, x]) => x !== undefined && typeof x !== 'function');
    for (const [key, child] of entries) {
      if (found !== undefined) return;
      current += 1;
      const childPath = [...path, key];
      if (current === line) {
        found = joinPointer(childPath);
        return;
      }
      const isContainer = child !== null && typeof child === 'object';
      const nonEmpty = isContainer && (Array.isArray(child) ? child.length > 0 : Object.keys(child as object).length > 0);
      if (nonEmpty) {
        if (typeof (child as { toJSON?: unknown }).toJSON === 'function') continue;
        walk(child, childPath);
        current += 1; // closing bracket
        if (current === line && found === undefined) found = joinPointer(childPath);
      }
    }
  };
  if (line === 1) return '';
  if (value !== null && typeof value === 'object') walk(value, []);
  return found;
}
