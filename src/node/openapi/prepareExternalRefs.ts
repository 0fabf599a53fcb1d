// docgen never fetches over the network. Before the parser sees the spec we look at every `$ref`:
// remote ones (http:, https:, //host) become diagnostics, so the parser's HTTP resolver is never reached;
// relative file refs are made absolute, because the parser resolves refs of an in-memory object against
// process.cwd(), not against the spec's folder. Referenced local files are scanned the same way, recursively.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { error, type Diagnostic } from '../diagnostics.js';
import { joinPointer } from './jsonPointer.js';
import { createPointerLocator, parseSpecText } from './parseSpecText.js';

export interface RefScan {
  /** True when some `$ref` points outside the document (to a local file). */
  hasExternal: boolean;
  diagnostics: Diagnostic[];
}

export interface FoundRef {
  holder: Record<string, unknown>;
  ref: string;
  /** The JSON pointer of the `$ref` key itself ('/paths/~1pets/get/.../$ref'). */
  pointer: string;
  /** True inside a schema with an `$id`: there a '#/...' ref is relative to that schema, not to the document. */
  scoped: boolean;
}

/** Collects every `$ref` string in a parsed document with its JSON pointer, in one pass (shared values once). Pure. */
export function collectRefs(root: unknown): FoundRef[] {
  const found: FoundRef[] = [];
  const seen = new Set<object>();
  // One path array, pushed and popped: copying it at every node made the walk O(nodes x depth).
  const segments: (string | number)[] = [];
  let idDepth = 0;
  const walk = (value: unknown) => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        segments.push(i);
        walk(value[i]);
        segments.pop();
      }
      return;
    }
    const obj = value as Record<string, unknown>;
    const hasId = typeof obj.$id === 'string';
    if (hasId) idDepth++;
    if (typeof obj.$ref === 'string') found.push({ holder: obj, ref: obj.$ref, pointer: joinPointer([...segments, '$ref']), scoped: idDepth > 0 });
    for (const key in obj) {
      if (key === '$ref' || !Object.prototype.hasOwnProperty.call(obj, key)) continue;
      segments.push(key);
      walk(obj[key]);
      segments.pop();
    }
    if (hasId) idDepth--;
  };
  walk(root);
  return found;
}

/** Returns true for refs within the document itself: '#...' fragments and the empty ref (checked by checkLocalRefs). */
export function isLocalRef(ref: string): boolean {
  return ref === '' || ref.startsWith('#');
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
export function prepareExternalRefs(doc: unknown, specPath: string, specText: string, refs = collectRefs(doc)): RefScan {
  const diagnostics: Diagnostic[] = [];
  const scanned = new Set<string>([path.resolve(specPath)]);
  let hasExternal = false;

  const check = (found: FoundRef[], file: string, text: string, rewrite: boolean) => {
    const queue: string[] = [];
    const locate = createPointerLocator(text);
    for (const { holder, ref, pointer } of found) {
      if (isLocalRef(ref)) continue;
      const where = () => ({ file, ...locate(pointer) });
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
      const target = filePart.startsWith('file:') ? fileUrlPath(filePart) : path.resolve(path.dirname(file), safeDecodeURI(filePart));
      if (target === undefined) {
        diagnostics.push(error('openapi-missing-ref', `$ref "${ref}" at ${pointer}: not a valid file: URL`, where()));
        continue;
      }
      const stat = fs.statSync(target, { throwIfNoEntry: false });
      if (!stat) {
        diagnostics.push(error('openapi-missing-ref', `$ref "${ref}" at ${pointer}: file not found (${target})`, where()));
        continue;
      }
      if (!stat.isFile()) {
        const what = stat.isDirectory() ? 'a folder, not a file' : 'not a regular file';
        diagnostics.push(error('openapi-missing-ref', `$ref "${ref}" at ${pointer}: ${target} is ${what}`, where()));
        continue;
      }
      if (rewrite) holder.$ref = target + (fragment !== undefined ? '#' + fragment : '');
      if (!scanned.has(target)) {
        scanned.add(target);
        queue.push(target);
      }
    }
    for (const target of queue) {
      let childText: string;
      try {
        childText = fs.readFileSync(target, 'utf8');
      } catch (cause) {
        diagnostics.push(error('openapi-read', `Cannot read ${target}, referred to by the spec: ${(cause as Error).message}`, { file: target, cause }));
        continue;
      }
      const parsed = parseSpecText(childText, target);
      diagnostics.push(...parsed.diagnostics);
      // Nested files are read by the parser itself and resolved relative to their own path: check, don't rewrite.
      if (parsed.value !== undefined) check(collectRefs(parsed.value), target, childText, false);
    }
  };

  check(refs, path.resolve(specPath), specText, true);
  return { hasExternal, diagnostics };
}

/** The path of a file: URL, or undefined when it is malformed. */
function fileUrlPath(url: string): string | undefined {
  try {
    return fileURLToPath(url);
  } catch {
    return undefined;
  }
}

/** decodeURI, or the text as written when it is not valid percent-encoding ('./100%.yaml'). */
function safeDecodeURI(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

function splitRef(ref: string): [string, string | undefined] {
  const hash = ref.indexOf('#');
  return hash < 0 ? [ref, undefined] : [ref.slice(0, hash), ref.slice(hash + 1)];
}
