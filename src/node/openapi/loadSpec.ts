// Reads and validates the spec: the only module of the API reference that touches the disk.
// size -> read (through readSiteFile) -> parse -> YAML aliases -> check $refs (no network, nothing outside the site)
// and operationIds -> Swagger 2 -> OpenAPI 3.0 -> dereference -> check against the OpenAPI schema.
import path from 'node:path';
import { dereference } from '@readme/openapi-parser';
import { checkSpecSchema } from './checkSpecSchema.js';
import { formatSize } from '../content/loadSources.js';
import { error, type Diagnostic } from '../diagnostics.js';
import { checkAliasExpansion, hasYamlAnchor } from './checkAliasExpansion.js';
import { checkLocalRefs } from './checkLocalRefs.js';
import { checkOperationIds } from './checkOperationIds.js';
import { checkParameters } from './checkParameters.js';
import { createPointerLocator, parseSpecText, type SpecPosition } from './parseSpecText.js';
import { collectRefs, hideLiteralRefs, prepareExternalRefs, restoreLiteralRefs, specPartResolver } from './prepareExternalRefs.js';
import { createSiteScope, findGitWorkTree, readSiteFile, type SiteScope } from '../readSiteFile.js';

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
}

/**
 * Where the spec and its parts may be: the site root and the spec's own folder, or, when either lies in a git working
 * tree, anywhere in that tree (multi-file specs often reach a shared `../common/`). Touches disk (realpath, .git).
 */
export function createSpecScope(specFile: string, root = path.dirname(specFile)): SiteScope {
  const folders = [root, path.dirname(path.resolve(specFile))];
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
  if (parsed.value === undefined) return { diagnostics: parsed.diagnostics };
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
  // Literal data ($refs in examples, defaults, enums) is collected apart: hidden from the ref parser, then put back.
  let literals: Record<string, unknown>[] = [];
  const partLiterals: Record<string, unknown>[] = [];
  const found = collectRefs(given, literals);
  const localRefs = checkLocalRefs(found, given, file, locate);
  const refs = prepareExternalRefs(given, file, text, found, scope, partLiterals);
  const ids = checkOperationIds(given, file, locate);
  const refErrors = [...localRefs, ...refs.diagnostics];
  // The parser stops at the first unresolvable ref, with a message that says neither where nor why: skip it.
  if (refErrors.some((d) => d.severity === 'error')) return { diagnostics: [...refErrors, ...ids] };
  const diagnostics: Diagnostic[] = [...refs.diagnostics, ...ids];

  let document = given;
  if (String(given.swagger ?? '').startsWith('2')) {
    try {
      // patch: fix small spec mistakes instead of failing; no `resolve` option, so the converter fetches nothing.
      // Imported only for Swagger 2 specs: the converter and its HTTP clients are a third of the OpenAPI modules.
      const { default: swagger2openapi } = await import('swagger2openapi');
      const converted = await swagger2openapi.convertObj(given, { patch: true, warnOnly: true });
      document = converted.openapi;
      // The converted document is made of new objects: its literal data is found again.
      literals = [];
      collectRefs(document, literals);
    } catch (cause) {
      return { diagnostics: [error('openapi-convert', `Cannot convert Swagger 2.0 to OpenAPI 3: ${(cause as Error).message}`, { file, cause })] };
    }
  } else if (given.swagger) {
    return { diagnostics: [error('openapi-version', `Unsupported Swagger version ${given.swagger}`, { file })] };
  }

  // Positions only make sense in the text as written, not in a converted Swagger 2 document.
  const converted = document !== given;
  // Repeated parameters, each at its line; the validator's messages about them are left out below.
  const parameters = checkParameters(given, file, locate);
  diagnostics.push(...parameters.diagnostics);
  literals.push(...partLiterals);
  hideLiteralRefs(literals);
  try {
    // dereference() replaces each $ref by the very object it points at (how named schemas are recognised later), in
    // place; circular: 'ignore' leaves each back-edge of a cycle as `{ $ref }` instead of making the tree cyclic.
    // Files are read only through specPartResolver: the parts prepareExternalRefs checked and parsed.
    // (The parser's types say `file: boolean`; its code, convertFileResolverOption, takes a resolver object too.)
    const options = { dereference: { circular: 'ignore' }, resolve: refs.hasExternal ? { external: true, file: specPartResolver(refs.parts) } : { external: false } };
    document = (await dereference(document as any, options as unknown as Parameters<typeof dereference>[1])) as Record<string, any>;
  } catch (cause) {
    diagnostics.push(error('openapi-invalid', `Cannot resolve the OpenAPI spec: ${(cause as Error).message}`, { file, cause }));
    return { diagnostics };
  } finally {
    restoreLiteralRefs(literals);
  }
  const positionOf = (pointer: string) => (converted ? undefined : locate(pointer));
  for (const problem of checkSpecSchema(document)) {
    const diagnostic = error('openapi-invalid', `OpenAPI validation: ${problem.message} at ${problem.pointer || '/'}`, { file, ...positionOf(problem.pointer) });
    if (!parameters.covers(diagnostic)) diagnostics.push(diagnostic);
  }
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
  return { document, raw, json, locate: converted ? undefined : locate, diagnostics };
}
