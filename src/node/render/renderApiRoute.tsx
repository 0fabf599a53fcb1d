// The API reference pages are drawn by templates/api; this is the one place the renderer reaches them. Views are
// built here, on the node side, and handed to the templates as props.
import type { Route } from '../../shared/types.js';
import type { LoadedApi } from '../openapi/types.js';
import { findOperation } from '../openapi/apiUrls.js';
import { createOperationView, type OperationView } from '../openapi/createOperationView.js';
import { listApiIndexCards } from '../openapi/listApiIndexCards.js';
import { getSchemaCatalog, type NamedSchema } from '../openapi/createSchemaCatalog.js';
import { createSchemaPageView, type SchemaPageView } from '../openapi/createSchemaPageView.js';
import { ApiIndexPage, ApiOperationPage, ApiOverviewPage, ApiSchemaPage } from '../../../templates/api/index.js';
import { createTryItView, type TryItSettings } from '../openapi/tryIt/createTryItView.js';

export interface ApiRenderContext {
  api: LoadedApi;
  /** The "Try it" form's settings; absent when the config turns it off. */
  tryIt?: TryItSettings;
}

/** What an operation or schema page is drawn from, handed to RenderInput.onApiView as the page renders. */
export type ApiPageView = { kind: 'operation'; view: OperationView } | { kind: 'schema'; named: NamedSchema; view: SchemaPageView };

/** Returns the page body of an API route: the index, the overview, one operation or one schema. */
export function renderApiRoute(ctx: ApiRenderContext, route: Route, onApiView?: (route: Route, view: ApiPageView) => void) {
  if (route.kind === 'api-overview') return <ApiOverviewPage api={ctx.api} route={route} />;
  if (route.kind === 'api-operation') {
    const op = findOperation(ctx.api, route.key);
    if (!op) throw new Error(`No operation with id ${route.key}`);
    // A webhook is sent by the API, not to it: nothing to try from the reader's browser.
    const tryIt = ctx.tryIt && op.kind !== 'webhook' ? createTryItView(ctx.api, op, ctx.tryIt) : undefined;
    const view = createOperationView(ctx.api, op);
    onApiView?.(route, { kind: 'operation', view });
    return <ApiOperationPage api={ctx.api} view={view} tryIt={tryIt} />;
  }
  if (route.kind === 'api-schema') {
    const named = getSchemaCatalog(ctx.api).bySlug.get(route.key);
    if (!named) throw new Error(`No schema with slug ${route.key}`);
    const view = createSchemaPageView(ctx.api, named);
    onApiView?.(route, { kind: 'schema', named, view });
    return <ApiSchemaPage view={view} />;
  }
  return <ApiIndexPage api={ctx.api} cards={listApiIndexCards(ctx.api)} />;
}
