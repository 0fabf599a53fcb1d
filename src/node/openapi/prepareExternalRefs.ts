// docgen never fetches over the network, and reads no file outside the site. Before the parser sees the spec we
// look at every `$ref`: remote ones (http:, https:, //host) become warnings and are set aside (the page links to
// them), file: URLs errors, so the parser's HTTP resolver is never reached; relative file refs are made absolute, because the parser resolves refs of an in-memory
// object against process.cwd(), not against the spec's folder. Referenced local files are read through
// readSiteFile, parsed and scanned the same way, recursively; the parser gets them from specPartResolver.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { error, warning, type Diagnostic } from '../diagnostics.js';
import { locateSiteFile, readSiteFile, type SiteScope } from '../readSiteFile.js';
import { joinPointer, safeDecodeURI } from './jsonPointer.js';
import { checkAliasExpansion, hasYamlAnchor } from './checkAliasExpansion.js';
import { createPointerLocator, parseSpecText } from './parseSpecText.js';

export interface RefScan {
  /** True when some `$ref` points outside the document (to a local file). */
  hasExternal: boolean;
  diagnostics: Diagnostic[];
  /** Each file the refs reach (absolute path as the refs name it) → its parsed value. */
  parts: Map<string, unknown>;
  /** The text of each part, for the lines of problems found in it. */
  texts: Map<string, string>;
  /** The objects holding a remote `$ref`, in the document and its parts: never resolved (hidden like literal data). */
  remote: Record<string, unknown>[];
}

export interface FoundRef {
  holder: Record<string, unknown>;
  ref: string;
  /** The JSON pointer of the `$ref` key itself ('/paths/~1pets/get/.../$ref'). */
  pointer: string;
  /** True inside a schema with an `$id`: there a '#/...' ref is relative to that schema, not to the document. */
  scoped: boolean;
}

// Keys whose value is data (an example, a default, an enum's values), not OpenAPI or schema objects: a `$ref` in it
// is part of the example (the GitHub API's published SCIM examples hold literal `{"$ref": "https://..."}` values).
const literalKeys = new Set(['example', 'default', 'const', 'enum']);
// Keys whose value maps names to objects: there 'default' is a response and 'example' a property, not keywords.
const nameMaps = new Set([
  'properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas', 'paths', 'webhooks', 'x-webhooks', 'responses', 'callbacks',
  'headers', 'content', 'encoding', 'links', 'securitySchemes', 'schemas', 'parameters', 'requestBodies', 'pathItems', 'variables', 'mapping',
]);
type Role = 'object' | 'names' | 'examples' | 'example';

/**
 * Collects every `$ref` string in a parsed document with its JSON pointer, in one pass (shared values once). A `$ref`
 * inside literal data (example, examples, default, const, enum) is not a reference: its holder goes to `literals`
 * instead, if given. Pure.
 */
export function collectRefs(root: unknown, literals?: Record<string, unknown>[]): FoundRef[] {
  const found: FoundRef[] = [];
  const seen = new Set<object>();
  // One path array, pushed and popped: copying it at every node made the walk O(nodes x depth).
  const segments: (string | number)[] = [];
  let idDepth = 0;
  const walk = (value: unknown, role: Role) => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        segments.push(i);
        walk(value[i], 'object');
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
      const child = obj[key];
      if (role === 'object' || role === 'example') {
        const isLiteral = literalKeys.has(key) || (key === 'examples' && Array.isArray(child)) || (role === 'example' && key === 'value');
        if (isLiteral) { if (literals) collectLiteralRefs(child, literals, seen); continue; }
      }
      const childRole: Role = role === 'names' ? 'object' : role === 'examples' ? 'example'
        : key === 'examples' ? 'examples' : nameMaps.has(key) && !Array.isArray(child) ? 'names' : 'object';
      segments.push(key);
      walk(child, childRole);
      segments.pop();
    }
    if (hasId) idDepth--;
  };
  walk(root, 'object');
  return found;
}

/** Pushes every object of a literal value that has a `$ref` key (pure, but for `literals`). */
function collectLiteralRefs(value: unknown, literals: Record<string, unknown>[], seen: Set<object>): void {
  const stack = [value];
  while (stack.length) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    if (!Array.isArray(node) && Object.prototype.hasOwnProperty.call(node, '$ref')) literals.push(node as Record<string, unknown>);
    for (const child of Array.isArray(node) ? node : Object.values(node)) if (child !== null && typeof child === 'object') stack.push(child);
  }
}

// While the ref parser reads the document, a literal `$ref` key is held under this name, which no parser follows.
const hiddenRef = '\u0000docgen literal $ref';

/** Renames the `$ref` key of each literal or remote holder so that the ref parser leaves it alone; keeps the keys' order (in place). */
export function hideLiteralRefs(holders: Record<string, unknown>[]): void {
  for (const holder of holders) renameKey(holder, '$ref', hiddenRef);
}

/** Puts back the `$ref` keys hideLiteralRefs renamed (in place). */
export function restoreLiteralRefs(holders: Record<string, unknown>[]): void {
  for (const holder of holders) renameKey(holder, hiddenRef, '$ref');
}

function renameKey(holder: Record<string, unknown>, from: string, to: string): void {
  if (!Object.prototype.hasOwnProperty.call(holder, from)) return;
  const entries = Object.entries(holder);
  for (const [key] of entries) delete holder[key];
  for (const [key, value] of entries) Object.defineProperty(holder, key === from ? to : key, { value, writable: true, enumerable: true, configurable: true });
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
 * local file they reach, and reads those files: only through readSiteFile, inside `scope`. Never the network.
 * The parts come back parsed, with their literal `$ref`s in `literals`, for the ref parser's resolver (specPartResolver).
 */
export function prepareExternalRefs(doc: unknown, specPath: string, specText: string, refs: FoundRef[], scope: SiteScope, literals: Record<string, unknown>[] = []): RefScan {
  const diagnostics: Diagnostic[] = [];
  const parts = new Map<string, unknown>();
  const texts = new Map<string, string>();
  const remote: Record<string, unknown>[] = [];
  const scanned = new Set<string>([path.resolve(specPath)]);
  let hasExternal = false;

  const check = (found: FoundRef[], file: string, text: string, rewrite: boolean) => {
    const queue: string[] = [];
    const locate = createPointerLocator(text);
    for (const { holder, ref, pointer } of found) {
      if (isLocalRef(ref)) continue;
      const where = () => ({ file, ...locate(pointer) });
      if (isRemoteRef(ref)) {
        remote.push(holder);
        diagnostics.push(
          warning('openapi-remote-ref', `Remote $ref "${ref}" at ${pointer} is not fetched: docgen never reads the network, and the page links to it instead`, {
            ...where(),
            hint: 'To show it in the page, download the file next to the spec and refer to it by a relative path.',
          }),
        );
        continue;
      }
      if (/^file:/i.test(ref)) {
        diagnostics.push(error('outside-site', `$ref '${ref}' is a file: URL, which docgen does not follow (at ${pointer})`, {
          ...where(), hint: 'Refer to the file by a path relative to the spec, inside the site folder.',
        }));
        continue;
      }
      hasExternal = true;
      const [filePart, fragment] = splitRef(ref);
      const target = path.resolve(path.dirname(file), safeDecodeURI(filePart));
      const located = locateSiteFile(target, scope);
      if ('refusal' in located) {
        const { reason, message } = located.refusal;
        const code = reason === 'outside' || reason === 'dot-segment' ? 'outside-site' : 'openapi-missing-ref';
        diagnostics.push(error(code, `$ref '${ref}' ${message} (${reason === 'missing' ? `no file ${target}; ` : ''}at ${pointer})`, {
          ...where(), hint: code === 'outside-site' ? 'A spec may refer to files in the site folder (or its git working tree) only: copy the file there.' : undefined,
        }));
        continue;
      }
      if (rewrite) holder.$ref = target + (fragment !== undefined ? '#' + fragment : '');
      if (!scanned.has(target)) {
        scanned.add(target);
        queue.push(target);
      }
    }
    for (const target of queue) {
      const read = readSiteFile(target, scope);
      if ('refusal' in read) {
        diagnostics.push(error('openapi-read', `Cannot read ${target}, referred to by the spec: it ${read.refusal.message}`, { file: target }));
        continue;
      }
      const childText = read.bytes.toString('utf8');
      const parsed = parseSpecText(childText, target);
      diagnostics.push(...parsed.diagnostics);
      if (parsed.value === undefined) continue;
      // A part's aliases multiply as the main file's do (loadSpec checks that one): measured before anything expands them.
      const aliases = parsed.format === 'yaml' && hasYamlAnchor(childText) ? checkAliasExpansion(parsed.value, target, createPointerLocator(childText)) : undefined;
      if (aliases) { diagnostics.push(aliases); continue; }
      parts.set(target, parsed.value);
      texts.set(target, childText);
      // Nested files are read by the parser (through specPartResolver) and resolved relative to their own path:
      // check, don't rewrite.
      check(collectRefs(parsed.value, literals), target, childText, false);
    }
  };

  check(refs, path.resolve(specPath), specText, true);
  return { hasExternal, diagnostics, parts, texts, remote };
}

/**
 * The ref parser's only file resolver: it hands out the parts prepareExternalRefs read and checked, and nothing else
 * (the parser's own file resolver, which reads any path, is replaced by this one).
 */
export function specPartResolver(parts: ReadonlyMap<string, unknown>) {
  return {
    order: 1,
    canRead: (file: { url: string }) => !isRemoteRef(file.url),
    read: (file: { url: string }) => {
      const target = /^file:/i.test(file.url) ? fileUrlPath(file.url) : safeDecodeURI(file.url);
      const part = target === undefined ? undefined : parts.get(path.resolve(target));
      if (part === undefined) throw new Error(`docgen did not check ${file.url} before the ref parser asked for it`);
      return part;
    },
  };
}

/** The path of a file: URL, or undefined when it is malformed. */
function fileUrlPath(url: string): string | undefined {
  try {
    return fileURLToPath(url);
  } catch {
    return undefined;
  }
}

function splitRef(ref: string): [string, string | undefined] {
  const hash = ref.indexOf('#');
  return hash < 0 ? [ref, undefined] : [ref.slice(0, hash), ref.slice(hash + 1)];
}
