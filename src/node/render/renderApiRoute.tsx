// The API reference pages are drawn by templates/api; this is the one place the renderer reaches them. Views are
// built here, on the node side, and handed to the templates as props.
import type { Route } from '../../shared/types.js';
import type { LoadedApi } from '../openapi/types.js';
import type { OperationMarks } from '../versions/whatChanged.js';
import { findOperation } from '../openapi/apiUrls.js';
import { createOperationView, type OperationView } from '../openapi/createOperationView.js';
import { listApiIndexCards } from '../openapi/listApiIndexCards.js';
import { markOperationView } from '../versions/markOperationView.js';
import { markSchemaView, type SchemaMarks } from '../versions/markSchemas.js';
import { getSchemaCatalog, type NamedSchema } from '../openapi/createSchemaCatalog.js';
import { takeSchemaPageView, type SchemaPageView } from '../openapi/createSchemaPageView.js';
import { ApiIndexPage, ApiOperationPage, ApiOverviewPage, ApiSchemaPage, ApiSchemaUsersPage } from '../../../templates/api/index.js';
import { findUsedByPart } from '../openapi/groupSchemaUsers.js';
import { createTryItView, type TryItSettings } from '../openapi/tryIt/createTryItView.js';
import { describeOperationView, describeOverview, describeSchemaPageView } from './describeApiViews.js';

export interface ApiRenderContext {
  api: LoadedApi;
  /** Docs versions: the parameters this version added or changed, by operation page id, and the version's label. */
  marks?: Map<string, OperationMarks>;
  schemaMarks?: SchemaMarks;
  markLabel?: string;
  /** The "Try it" form's settings; absent when the config turns it off. */
  tryIt?: TryItSettings;
}

/** What an operation or schema page is drawn from, handed to RenderInput.onApiView as the page renders. */
export type ApiPageView = { kind: 'operation'; view: OperationView } | { kind: 'schema'; named: NamedSchema; view: SchemaPageView };

/** Returns the page body of an API route: the index, the overview, one operation, one schema or a page of its users. */
export function renderApiRoute(ctx: ApiRenderContext, route: Route, onApiView?: (route: Route, view: ApiPageView) => void) {
  if (route.kind === 'api-overview') return <ApiOverviewPage api={ctx.api} text={describeOverview(ctx.api)} />;
  if (route.kind === 'api-operation') {
    const op = findOperation(ctx.api, route.key);
    if (!op) throw new Error(`No operation with id ${route.key}`);
    const view = createOperationView(ctx.api, op);
    const marks = ctx.marks?.get(op.id);
    if (marks) markOperationView(view, marks, ctx.markLabel ?? '');
    // A webhook is sent by the API, not to it: nothing to try from the reader's browser.
    const tryIt = ctx.tryIt && op.kind !== 'webhook' ? createTryItView(ctx.api, op, ctx.tryIt) : undefined;
    onApiView?.(route, { kind: 'operation', view });
    return <ApiOperationPage api={ctx.api} view={view} text={describeOperationView(ctx.api, view)} tryIt={tryIt} />;
  }
  if (route.kind === 'api-schema') {
    const named = getSchemaCatalog(ctx.api).bySlug.get(route.key);
    if (!named) throw new Error(`No schema with slug ${route.key}`);
    const view = takeSchemaPageView(ctx.api, named);
    const marks = ctx.schemaMarks?.get(named.slug);
    if (marks) markSchemaView(view.root, marks, ctx.markLabel ?? '');
    onApiView?.(route, { kind: 'schema', named, view });
    describeSchemaPageView(view);
    return <ApiSchemaPage view={view} />;
  }
  if (route.kind === 'api-schema-users') {
    const found = findUsedByPart(ctx.api, route.key);
    if (!found) throw new Error(`No page of users ${route.key}`);
    return <ApiSchemaUsersPage named={found.named} part={found.part} />;
  }
  return <ApiIndexPage api={ctx.api} cards={listApiIndexCards(ctx.api)} />;
}
