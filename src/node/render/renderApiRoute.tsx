// The API reference pages are drawn by templates/api; this is the one place the renderer reaches them.
import type { Route } from '../../shared/types.js';

export interface ApiRenderContext {
  api: unknown;
}

/** Returns the page body of an API route (the API templates are wired in with the API reference). */
export function renderApiRoute(_ctx: ApiRenderContext, _route: Route) {
  return null;
}
