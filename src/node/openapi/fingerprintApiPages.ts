// A fingerprint of everything in the spec an operation's page is drawn from, for `docgen serve`: after a spec edit
// only the operations whose fingerprint changed are rendered again (the overview and the API index always are).
// Read from the spec as written (before dereferencing): the operation, its path item's shared parts, every
// definition it reaches through internal $refs, and the document-wide parts every operation page shows
// (servers and security for samples and auth, security schemes, tags, the origin for relative links, schema names).
import { createHash } from 'node:crypto';
import type { LoadedApi } from './types.js';
import { splitPointer } from './jsonPointer.js';
import { collectRefs } from './prepareExternalRefs.js';
import { getSchemaCatalog } from './createSchemaCatalog.js';

/** The fingerprint key of a schema page (operation pages use their page id). */
export function schemaPageKey(slug: string): string {
  return `schema:${slug}`;
}

/** Fingerprints by operation page id (and schemaPageKey for schema pages); undefined when they cannot be trusted (Swagger 2 input, files referring to other files). */
export function fingerprintApiPages(api: LoadedApi): Map<string, string> | undefined {
  const document = readGivenDocument(api);
  if (!document || typeof document.openapi !== 'string' || typeof document.paths !== 'object' || !document.paths) return undefined;
  let external = false;
  const refHashes = new Map<string, { hash: string; refs: string[] } | null>();
  const refsOf = (value: unknown): string[] => {
    const found = new Set(collectRefs(value).map((r) => r.ref));
    for (const ref of found) if (!ref.startsWith('#')) external = true;
    return [...found].filter((ref) => ref.startsWith('#'));
  };
  const describeRef = (ref: string) => {
    let entry = refHashes.get(ref);
    if (entry === undefined) {
      const target = resolvePointer(document, ref);
      entry = target === undefined ? null : { hash: hash(JSON.stringify(target)), refs: refsOf(target) };
      refHashes.set(ref, entry);
    }
    return entry;
  };
  const shared = hash(JSON.stringify([
    document.openapi, document.servers, document.security, document.tags, document.components?.securitySchemes, api.linkBase, api.options,
    // The schema names make the schema pages' URLs, which operation pages link to.
    Object.keys(document.components?.schemas ?? document.definitions ?? {}),
  ]));

  const fingerprints = new Map<string, string>();
  for (const op of api.operations) {
    const items = op.kind === 'webhook' ? (document.webhooks?.[op.path] ? document.webhooks : document['x-webhooks']) : document.paths;
    const pathItem = items?.[op.path];
    const given = op.additional ? pathItem?.additionalOperations?.[op.method] : pathItem?.[op.method];
    if (!given) return undefined;
    const own = [pathItem.parameters, pathItem.servers, pathItem.summary, pathItem.description, given];
    fingerprints.set(op.id, hash(JSON.stringify([shared, own, reachedFrom(refsOf(own))])));
  }
  // A schema page is drawn from its definition, what that reaches, and who uses it (labels and URLs of the users).
  const catalog = getSchemaCatalog(api);
  for (const named of catalog.schemas) {
    const ref = `#/components/schemas/${named.name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const users = catalog.usedBy(named.schema);
    const usedBy = [users.operations.map((op) => [op.id, op.method, op.path, op.summary]), users.schemas.map((s) => s.url)];
    fingerprints.set(schemaPageKey(named.slug), hash(JSON.stringify([shared, reachedFrom([ref]), usedBy])));
  }
  return external ? undefined : fingerprints;

  /** Every definition reached from `start`, each once, in a fixed order, with its hash. */
  function reachedFrom(start: string[]): [string, string][] {
    const reached = new Map<string, string>();
    const queue = [...start];
    while (queue.length) {
      const ref = queue.pop()!;
      if (reached.has(ref)) continue;
      const entry = describeRef(ref);
      reached.set(ref, entry?.hash ?? 'missing');
      if (entry) queue.push(...entry.refs);
    }
    return [...reached].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  }
}

function readGivenDocument(api: LoadedApi): Record<string, any> | undefined {
  const file = api.files.find((f) => f.outputPath.endsWith('.json'));
  if (!file) return undefined;
  try {
    return JSON.parse(typeof file.contents === 'string' ? file.contents : Buffer.from(file.contents).toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The value a '#/...' ref points at in the document as written, or undefined. */
function resolvePointer(document: unknown, ref: string): unknown {
  let node: any = document;
  for (const part of splitPointer(ref)) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

function hash(text: string): string {
  return createHash('sha1').update(text).digest('base64');
}
