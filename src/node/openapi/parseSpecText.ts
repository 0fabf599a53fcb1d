// Turns spec text into a plain object ourselves (rather than letting the parser read the file) so that syntax
// errors and schema-validation errors can be reported with file:line:column.
import * as jsYaml from 'js-yaml';
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
      // JSON.parse is far faster than a YAML parser on big specs.
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
  // The nesting is measured before the parsers, which recurse into it without a limit.
  const deep = findDeepSpecNesting(text, false);
  if (deep) return { diagnostics: [tooDeep(file, deep)] };
  // js-yaml is several times faster than the `yaml` package on big specs; the slower parser runs only when the fast
  // one fails, because its errors carry exact positions. CORE_SCHEMA, as YAML 1.2 and the `yaml` package: dates in
  // examples stay strings (the default schema makes Date objects).
  try {
    return { value: jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA }), format: 'yaml', diagnostics: [] };
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
 * parsing a big spec with positions is slow, so callers with several diagnostics share one locator.
 */
export function createPointerLocator(text: string): (pointer: string) => SpecPosition | undefined {
  const walk = createPointerWalker(text);
  return (pointer) => walk(pointer)?.position;
}

export interface PointerWalk {
  /** Where the deepest existing part of the pointer is written. */
  position: SpecPosition;
  /** When the walk stopped at an object holding a `$ref`: that ref, and the segments not yet walked. */
  via?: { ref: string; rest: string[] };
}

/** Like createPointerLocator, and says at which `$ref` the pointer leaves the text (a bundled part of another file). */
export function createPointerWalker(text: string): (pointer: string) => PointerWalk | undefined {
  let parsed: { doc: YAML.Document.Parsed; lineCounter: LineCounter } | undefined;
  return (pointer) => {
    if (!parsed) {
      const lineCounter = new LineCounter();
      parsed = { doc: YAML.parseDocument(text, { lineCounter }), lineCounter };
    }
    return findPointer(parsed.doc, parsed.lineCounter, pointer);
  };
}

function findPointer(doc: YAML.Document.Parsed, lineCounter: LineCounter, pointer: string): PointerWalk | undefined {
  if (doc.errors.length) return undefined;
  let node: Node | null | undefined = doc.contents as Node | null;
  let offset = node?.range?.[0];
  const segments = splitPointer(pointer);
  let via: PointerWalk['via'];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    let next: Node | null | undefined;
    if (isMap(node)) {
      const keyOf = (p: { key: unknown }) => (isScalar(p.key) ? String(p.key.value) : String(p.key));
      const pair = node.items.find((p) => keyOf(p) === segment);
      if (pair && isScalar(pair.key) && pair.key.range) offset = pair.key.range[0];
      next = pair?.value as Node | null | undefined;
      const ref = pair ? undefined : node.items.find((p) => keyOf(p) === '$ref')?.value;
      if (isScalar(ref) && typeof ref.value === 'string') via = { ref: ref.value, rest: segments.slice(i) };
    } else if (isSeq(node)) {
      next = node.items[Number(segment)] as Node | undefined;
      if (next?.range) offset = next.range[0];
    }
    if (!next) break;
    node = next;
  }
  if (offset == null) return undefined;
  const pos = lineCounter.linePos(offset);
  return { position: { line: pos.line, column: pos.col }, via };
}
