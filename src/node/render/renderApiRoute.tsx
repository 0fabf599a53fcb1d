// The API reference pages are drawn by templates/api; this is the one place the renderer reaches them.
import type { Route } from '../../shared/types.js';
import type { LoadedApi } from '../openapi/types.js';
import { ApiIndexPage, ApiOperationPage, ApiOverviewPage } from '../../../templates/api/index.js';

export interface ApiRenderContext {
  api: LoadedApi;
}

/** Returns the page body of an API route: the index, the overview or one operation. */
export function renderApiRoute(ctx: ApiRenderContext, route: Route) {
  if (route.kind === 'api-overview') return <ApiOverviewPage api={ctx.api} route={route} />;
  if (route.kind === 'api-operation') return <ApiOperationPage api={ctx.api} route={route} />;
  return <ApiIndexPage api={ctx.api} route={route} />;
}
