// docgen never fetches over the network. Before the parser sees the spec we look at every `$ref`:
// remote ones (http:, https:, //host) become diagnostics, so the parser's HTTP resolver is never reached;
// relative file refs are made absolute, because the parser resolves refs of an in-memory object against
// process.cwd(), not against the spec's folder. Referenced local files are scanned the same way, recursively.
import fs from 'node:fs';
import path from 'node:path';
import { error, type Diagnostic } from '../diagnostics.js';
import { joinPointer, locatePointer, parseSpecText } from './parseSpecText.js';

export interface RefScan {
  /** True when some `$ref` points outside the document (to a local file). */
  hasExternal: boolean;
  diagnostics: Diagnostic[];
}

interface FoundRef {
  holder: Record<string, unknown>;
  ref: string;
  pointer: string;
}

/** Collects every `$ref` string in a parsed document with its JSON pointer. Pure. */
export function collectRefs(root: unknown): FoundRef[] {
  const found: FoundRef[] = [];
  const seen = new Set<object>();
  const walk = (value: unknown, segments: (string | number)[]) => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, [...segments, i]));
      return;
    }
    const obj = value as Record<string, unknown>;
    if (typeof obj.$ref === 'string') found.push({ holder: obj, ref: obj.$ref, pointer: joinPointer([...segments, '$ref']) });
    for (const key of Object.keys(obj)) if (key !== '$ref') walk(obj[key], [...segments, key]);
  };
  walk(root, []);
  return found;
}

/** Returns true for refs that would need the network: any URL scheme but file:, or a scheme-relative `//host`. */
export function isRemoteRef(ref: string): boolean {
  if (ref.startsWith('//')) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(ref)?.[1]?.toLowerCase();
  // One-letter "schemes" are Windows drive letters (C:\spec.yaml).
  return scheme !== undefined && scheme.length > 1 && scheme !== 'file';
}

/**
 * Checks the refs of the main document (rewriting relative file refs to absolute paths, in place) and of every
 * local file they reach. Reads referenced files from disk; never touches the network.
 */
export function prepareExternalRefs(doc: unknown, specPath: string, specText: string): RefScan {
  const diagnostics: Diagnostic[] = [];
  const scanned = new Set<string>([path.resolve(specPath)]);
  let hasExternal = false;

  const check = (root: unknown, file: string, text: string, rewrite: boolean) => {
    const queue: string[] = [];
    for (const { holder, ref, pointer } of collectRefs(root)) {
      if (ref.startsWith('#')) continue;
      const where = () => ({ file, ...(locatePointer(text, pointer) ?? {}) });
      if (isRemoteRef(ref)) {
        diagnostics.push(
          error('openapi-remote-ref', `Remote $ref "${ref}" at ${pointer}: docgen never fetches specs over the network`, {
            ...where(),
            hint: 'Download the referenced file next to the spec and refer to it by a relative path.',
          }),
        );
        continue;
      }
      hasExternal = true;
      const [filePart, fragment] = splitRef(ref);
      const target = filePart.startsWith('file:') ? new URL(filePart).pathname : path.resolve(path.dirname(file), decodeURI(filePart));
      if (!fs.existsSync(target)) {
        diagnostics.push(error('openapi-missing-ref', `$ref "${ref}" at ${pointer}: file not found (${target})`, where()));
        continue;
      }
      if (rewrite) holder.$ref = target + (fragment !== undefined ? '#' + fragment : '');
      if (!scanned.has(target)) {
        scanned.add(target);
        queue.push(target);
      }
    }
    for (const target of queue) {
      const childText = fs.readFileSync(target, 'utf8');
      const parsed = parseSpecText(childText, target);
      diagnostics.push(...parsed.diagnostics);
      // Nested files are read by the parser itself and resolved relative to their own path: check, don't rewrite.
      if (parsed.value !== undefined) check(parsed.value, target, childText, false);
    }
  };

  check(doc, path.resolve(specPath), specText, true);
  return { hasExternal, diagnostics };
}

function splitRef(ref: string): [string, string | undefined] {
  const hash = ref.indexOf('#');
  return hash < 0 ? [ref, undefined] : [ref.slice(0, hash), ref.slice(hash + 1)];
}
