// URLs and labels of API pages, used by routes, sidebar, cards and templates.
import type { ApiOperation, LoadedApi } from './types.js';

/** Returns the URL of an operation page ('/docs/api/get-shows-display'). */
export function operationUrl(api: LoadedApi, op: ApiOperation): string {
  return `${trimSlash(api.options.routeBasePath)}/${op.id}`;
}

/** Returns the URL of the overview page ('/docs/api/betaseries-api'). */
export function overviewUrl(api: LoadedApi): string {
  return `${trimSlash(api.options.routeBasePath)}/${api.overviewId}`;
}

/** Returns the label of an operation in the sidebar and on cards: its summary, else 'METHOD /path'. */
export function operationLabel(op: ApiOperation): string {
  return op.summary?.trim() || `${op.method.toUpperCase()} ${op.path}`;
}

/** Removes trailing slashes ('/docs/api/' -> '/docs/api'). */
export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

const byPageId = new WeakMap<LoadedApi, Map<string, ApiOperation>>();

/** The operation whose page id (last URL segment) is `id`: one index per model, since every page looks one up. */
export function findOperation(api: LoadedApi, id: string): ApiOperation | undefined {
  let index = byPageId.get(api);
  if (!index) {
    index = new Map();
    for (const op of api.operations) if (!index.has(op.id)) index.set(op.id, op);
    byPageId.set(api, index);
  }
  return index.get(id);
}
