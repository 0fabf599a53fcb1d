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
