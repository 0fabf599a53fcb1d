// Reads and validates the spec: the only module of the API reference that touches the disk.
// size -> read (through readSiteFile) -> parse -> YAML aliases -> check $refs (no network, nothing outside the site)
// and operationIds -> bundle the files into one document -> Swagger 2 -> OpenAPI 3.0 -> check against the OpenAPI
// schema (warnings) -> dereference. What would make the site wrong is an error; what every renderer shows anyway
// (a spec that breaks the OpenAPI schema) is a warning, which `--strict` makes an error (loadApi).
import path from 'node:path';
import { bundle, dereference } from '@readme/openapi-parser';
import { checkAllOfTypes } from './checkAllOfTypes.js';
import { checkSpecSchema } from './checkSpecSchema.js';
import { formatSize } from '../content/loadSources.js';
import { error, warning, type Diagnostic } from '../diagnostics.js';
import { checkAliasExpansion, hasYamlAnchor } from './checkAliasExpansion.js';
import { checkLocalRefs } from './checkLocalRefs.js';
import { checkOperationIds } from './checkOperationIds.js';
import { checkParameters } from './checkParameters.js';
import { createPointerLocator, parseSpecText, type SpecPosition } from './parseSpecText.js';
import { collectRefs, hideLiteralRefs, isRemoteRef, prepareExternalRefs, restoreLiteralRefs, specPartResolver } from './prepareExternalRefs.js';
import { createSpecFileLocator } from './locateInSpecFiles.js';
import { normaliseSchemas } from './normaliseSchemas.js';
import { createSiteScope, findGitWorkTree, isInside, readSiteFile, type SiteScope } from '../readSiteFile.js';

export interface LoadedSpec {
  /** The OpenAPI 3.x document, dereferenced in place; back-edges of cycles remain `{ $ref: '#/...' }`. */
  document?: Record<string, any>;
  /** The file's bytes, exactly as read. */
  raw?: Buffer;
  /** The document as given (before conversion and dereferencing), as pretty JSON. */
  json?: string;
  /** Where a JSON pointer of the document is written in the file (absent for a converted Swagger 2 document). */
  locate?: (pointer: string) => SpecPosition | undefined;
  diagnostics: Diagnostic[];
}

export interface LoadSpecOptions {
  /** Largest spec file accepted, in bytes: config `maxSpecFileSize`, whose default is in config.ts. No limit if absent. */
  maxFileSize?: number;
  /** The site root: the spec and the files it refers to are read only inside it, the spec's folder, or their git working tree. */
  root?: string;
  /** Longest time resolving the $refs may take (DEREFERENCE_TIMEOUT_MS when absent). */
  dereferenceTimeoutMs?: number;
}

/** Longest time resolving a spec's $refs may take: real specs take well under a second. */
export const DEREFERENCE_TIMEOUT_MS = 30_000;

/**
 * Where the spec and its parts may be: the site root and the spec's own folder, or, when either lies in a git working
 * tree, anywhere in that tree (multi-file specs often reach a shared `../common/`). Touches disk (realpath, .git).
 */
export function createSpecScope(specFile: string, root = path.dirname(specFile)): SiteScope {
  // The spec's folder widens the scope only when it is named outside the root (--spec, the config's `spec`): one
  // inside it, such as openapi/, is covered by the root, and is refused if it is a symbolic link out of the site.
  const specDir = path.dirname(path.resolve(specFile));
  const folders = isInside(path.resolve(root), specDir) ? [root] : [root, specDir];
  return createSiteScope([...folders, ...folders.map(findGitWorkTree).filter((f): f is string => f !== undefined)]);
}

/** Reads, parses, converts and validates the spec at `specPath`. Reads files inside createSpecScope only; never the network. */
export async function loadSpec(specPath: string, options: LoadSpecOptions = {}): Promise<LoadedSpec> {
  const file = path.resolve(specPath);
  const maxFileSize = options.maxFileSize ?? Infinity;
  const scope = createSpecScope(file, options.root);
  // The size is checked before reading: a spec of tens of megabytes takes minutes and gigabytes to build,
  // which in CI looks like a hang; the limit makes that a decision.
  const read = readSiteFile(file, scope, maxFileSize);
  if ('refusal' in read) {
    const { refusal } = read;
    if (refusal.reason === 'too-large') {
      return {
        diagnostics: [
          error('openapi-too-large', `The OpenAPI spec is ${formatSize(refusal.size!)}, over the ${formatSize(maxFileSize)} limit for a spec file`, {
            file,
            hint: `A spec this big needs gigabytes of memory to build. To build it anyway, raise \`maxSpecFileSize\` in docgen.config.ts (in bytes) and give Node more memory with NODE_OPTIONS=--max-old-space-size=8192.`,
          }),
        ],
      };
    }
    const code = refusal.reason === 'outside' || refusal.reason === 'dot-segment' ? 'outside-site' : 'openapi-read';
    return { diagnostics: [error(code, `Cannot read the OpenAPI spec: it ${refusal.message}`, { file })] };
  }
  const raw = read.bytes;
  const text = raw.toString('utf8');
  const parsed = parseSpecText(text, file);
  if (parsed.value === undefined && parsed.diagnostics.length) return { diagnostics: parsed.diagnostics };
  // An empty YAML file (or one of comments only) parses to nothing, without an error: said here, else the site would
  // build without an API reference and only its links to it would fail.
  if (parsed.value === undefined) {
    return { diagnostics: [error('openapi-empty', 'The OpenAPI spec is empty', { file, hint: 'Put the OpenAPI description of your API in it, or remove the file (and the config\'s `spec`) to build the guides alone.' })] };
  }
  const given = parsed.value as Record<string, any>;
  if (given === null || typeof given !== 'object' || Array.isArray(given) || !(given.openapi || given.swagger)) {
    return {
      diagnostics: [
        error('openapi-invalid', 'Not an OpenAPI document: no `openapi` (3.x) or `swagger` (2.0) field at the top level', {
          file,
          line: 1,
          column: 1,
        }),
      ],
    };
  }
  const locate = createPointerLocator(text);
  // Only YAML can share values (aliases, which need an anchor); JSON.parse always makes a tree.
  const aliases = parsed.format === 'yaml' && hasYamlAnchor(text) ? checkAliasExpansion(given, file, locate) : undefined;
  if (aliases) return { diagnostics: [aliases] };
  // Serialised before dereference() mutates the object, so the download is the spec as written.
  const json = JSON.stringify(given, null, 2) + '\n';

  // One walk finds every $ref: local ones are checked here, file ones made absolute (in place) and scanned.
  // Literal data ($refs in examples, defaults, enums) is collected apart: hidden from the ref parser, then put back;
  // so are remote refs, which are never fetched (the page links to them).
  let literals: Record<string, unknown>[] = [];
  const found = collectRefs(given, literals);
  const localRefs = checkLocalRefs(found, given, file, locate);
  const refs = prepareExternalRefs(given, file, text, found, scope, literals);
  const ids = checkOperationIds(given, file, locate);
  const refErrors = [...localRefs, ...refs.diagnostics];
  // The parser stops at the first unresolvable ref, with a message that says neither where nor why: skip it.
  if (refErrors.some((d) => d.severity === 'error')) return { diagnostics: [...refErrors, ...ids] };
  const diagnostics: Diagnostic[] = [...refs.diagnostics, ...ids];
  const swagger2 = String(given.swagger ?? '').startsWith('2');
  if (given.swagger && !swagger2) return { diagnostics: [error('openapi-version', `Unsupported Swagger version ${given.swagger}`, { file })] };
  if (!swagger2 && !/^3\.[0-2](\.|$)/.test(String(given.openapi))) {
    return { diagnostics: [error('openapi-version', `Unsupported OpenAPI version ${given.openapi}: docgen reads 2.0 and 3.0 to 3.2`, { file, ...locate('/openapi') })] };
  }
  // Repeated parameters, each at its line; the validator's messages about them are left out below.
  const parameters = checkParameters(given, file, locate);
  diagnostics.push(...parameters.diagnostics);

  // 1. Bundle: the parts of a multi-file spec become one document whose refs all point within it, so that a cycle
  // through several files is an ordinary internal ref when the document is converted and checked.
  let document = given;
  let remote = refs.remote;
  if (refs.hasExternal) {
    const bundled = await withRefsHidden([...literals, ...remote], () =>
      bundle(document as any, { resolve: { external: true, file: specPartResolver(refs.parts) } } as unknown as Parameters<typeof bundle>[1]));
    if ('error' in bundled) return { diagnostics: [...diagnostics, error('openapi-invalid', `Cannot bundle the spec's files: ${bundled.error.message}`, { file, cause: bundled.error })] };
    document = bundled.value as Record<string, any>;
  }
  // 2. Convert: a Swagger 2.0 document becomes OpenAPI 3.0, as one document, with its parts in place.
  if (swagger2) {
    try {
      // patch: fix small spec mistakes instead of failing; no `resolve` option, so the converter fetches nothing.
      // Imported only for Swagger 2 specs: the converter and its HTTP clients are a third of the OpenAPI modules.
      const { default: swagger2openapi } = await import('swagger2openapi');
      const converted = await swagger2openapi.convertObj(document, { patch: true, warnOnly: true });
      document = converted.openapi;
      // The converted document is made of new objects: its literal data and remote refs are found again.
      literals = [];
      remote = collectRefs(document, literals).filter((r) => isRemoteRef(r.ref)).map((r) => r.holder);
    } catch (cause) {
      return { diagnostics: [error('openapi-convert', `Cannot convert Swagger 2.0 to OpenAPI 3: ${(cause as Error).message}`, { file, cause })] };
    }
  }
  // 3. Check against the OpenAPI schema: problems are warnings (the site builds as every renderer shows the spec),
  // each at its line in the file that holds it. Positions only make sense in the text as written, not in a converted
  // Swagger 2 document.
  const locateProblem = swagger2 ? (_: string) => ({ file }) : createSpecFileLocator(file, text, refs.texts);
  for (const problem of checkSpecSchema(document)) {
    if (parameters.covers(problem)) continue;
    const where = locateProblem(problem.pointer);
    diagnostics.push(warning('openapi-schema', `Not valid OpenAPI ${swagger2 ? '3.0 (converted from Swagger 2.0)' : String(document.openapi)} at ${problem.pointer || '/'}: ${problem.message}`, where));
  }
  for (const problem of checkAllOfTypes(document)) {
    diagnostics.push(warning('openapi-allof-types', `The schema at ${problem.pointer || '/'}: ${problem.message}`, locateProblem(problem.pointer)));
  }
  // 4. Dereference: replace each $ref by the very object it points at (how named schemas are recognised later), in
  // place; circular: 'ignore' leaves each back-edge of a cycle as `{ $ref }` instead of making the tree cyclic.
  // Nothing is read: bundling put every part in the document.
  // The parser walks again into values it has inlined already: $refs that fan out (ten refs to a schema of ten refs
  // to ...) make that walk exponential, minutes from a few kilobytes. A time limit, far above what real specs take
  // (Stripe's: a fraction of a second), makes that an error instead of a build that never ends.
  const timeoutMs = options.dereferenceTimeoutMs ?? DEREFERENCE_TIMEOUT_MS;
  const dereferenced = await withRefsHidden([...literals, ...remote], () =>
    dereference(document as any, { dereference: { circular: 'ignore' }, resolve: { external: false }, timeoutMs } as unknown as Parameters<typeof dereference>[1]));
  if ('error' in dereferenced && dereferenced.error.name === 'TimeoutError') {
    return { diagnostics: [...diagnostics, error('openapi-ref-expansion', `Resolving the spec's $refs took more than ${timeoutMs / 1000} s: docgen stops`, {
      file, cause: dereferenced.error,
      hint: 'This happens when $refs fan out: a schema that refers many times to one that refers many times to another, and so on. Check the spec for such a chain (a generated or malicious spec).',
    })] };
  }
  if ('error' in dereferenced) return { diagnostics: [...diagnostics, error('openapi-invalid', `Cannot resolve the OpenAPI spec: ${dereferenced.error.message}`, { file, cause: dereferenced.error })] };
  document = dereferenced.value as Record<string, any>;
  linkRemoteRefs(remote);
  normaliseSchemas(document);
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
  return { document, raw, json, locate: swagger2 ? undefined : locate, diagnostics };
}

/** Runs the ref parser with the `$ref` keys of literal data and remote refs renamed, and puts them back after. */
async function withRefsHidden<T>(holders: Record<string, unknown>[], run: () => Promise<T>): Promise<{ value: T } | { error: Error }> {
  hideLiteralRefs(holders);
  try {
    return { value: await run() };
  } catch (cause) {
    return { error: cause as Error };
  } finally {
    restoreLiteralRefs(holders);
  }
}

/**
 * A remote `$ref` is never fetched: where its content would be, the page says where it is defined, as a link (the
 * holder loses its `$ref`, so renderers show it as an object of its own; in place).
 */
function linkRemoteRefs(holders: Record<string, unknown>[]): void {
  for (const holder of holders) {
    const url = holder.$ref;
    if (typeof url !== 'string') continue;
    delete holder.$ref;
    const link = /^https?:/i.test(url) ? `[${url.replace(/[[\]]/g, '\\$&')}](${url.replace(/[()\s]/g, encodeURIComponent)})` : `\`${url}\``;
    const own = typeof holder.description === 'string' && holder.description.trim() ? `${holder.description}\n\n` : '';
    holder.description = `${own}Defined in an external document that docgen does not fetch: ${link}`;
    holder['x-docgen-remote-ref'] = url;
  }
}
