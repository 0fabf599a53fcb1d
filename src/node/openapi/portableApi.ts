// The API model as a worker thread can receive it. postMessage copies plain data and keeps shared objects shared
// (a schema reached from two operations is one object in the copy too), but not the schema index: a WeakMap
// keyed by object identity. The copy's index is built again from the copy's document, so it names the very
// objects the copied operations point at. Posting BetaSeries' model takes ~15 ms; loading the spec again, ~0.35 s.
import { createSchemaIndex } from './schemaIndex.js';
import type { LoadedApi } from './types.js';

export interface PortableApi {
  /** The model without its index and without the spec files (the build's thread writes those). */
  api: Omit<LoadedApi, 'schemas' | 'files'>;
  document: Record<string, any>;
}

/** What to post (pure; shares, does not copy). */
export function toPortableApi(api: LoadedApi): PortableApi {
  const { schemas, files: _files, ...rest } = api;
  return { api: rest, document: schemas.document };
}

/** The model back from a posted copy (pure). */
export function fromPortableApi(posted: PortableApi): LoadedApi {
  return { ...posted.api, files: [], schemas: createSchemaIndex(posted.document) };
}
