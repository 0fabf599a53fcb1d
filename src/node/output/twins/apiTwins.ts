// The twins of operation and schema pages come from the view each page is drawn from: the page renderer hands the
// view over as it renders the page (RenderInput.onApiView), the twin is written from it at once and kept, so that the
// view is neither built a second time nor held until the twins output runs. Kept by operation or schema object in a
// WeakMap: `docgen serve` reuses the API model while the spec is unchanged, and with it the twins of the pages it does
// not render again. A page whose twin was not recorded (serve's cached pages) gets its view built here.
// A twin longer than its room (what an assistant reads of one page) is written again, compact, from new views whose
// named schemas link to their pages from fewer levels down at each step, until it fits (only such twins pay for them).
import type { Route } from '../../../shared/types.js';
import type { ApiOperation, LoadedApi } from '../../openapi/types.js';
import { findOperation } from '../../openapi/apiUrls.js';
import { createOperationView, curlSample, type MediaTypeView, type OperationView, type ResponseView } from '../../openapi/createOperationView.js';
import type { SchemaRow } from '../../openapi/buildSchemaView.js';
import { createSchemaPageView } from '../../openapi/createSchemaPageView.js';
import { getSchemaCatalog, type NamedSchema } from '../../openapi/createSchemaCatalog.js';
import type { ApiPageView } from '../../render/renderApiRoute.js';
import type { SiteConfig } from '../../config.js';
import { specMarkdown } from './specMarkdown.js';
import { operationTwinBody } from './operationTwin.js';
import { schemaTwinBody, schemaUsersTwinBody } from './schemaTwin.js';
import { findUsedByPart } from '../../openapi/groupSchemaUsers.js';
import { createTwinLinker, keepTwinBody, type TwinBody } from './twinText.js';

const bodies = new WeakMap<object, { key: string; body: TwinBody }>();
const compactBodies = new WeakMap<object, { key: string; body: TwinBody }>();

/** What a twin depends on besides its operation or schema: the links' origin and base, the page's URL and title. */
const keyOf = (config: SiteConfig, route: Route) => `${config.llms.siteUrl}\0${config.baseUrl}\0${route.url}\0${route.title}`;

/** A page-level description (the operation's, a body's, a response's) as its page shows it: with the API's link base. */
export const pagePlain = (api: LoadedApi) => (markdown: string) => specMarkdown(markdown, { linkBase: api.linkBase });

/** The page renderer's hook (RenderInput.onApiView): writes the twin of the operation or schema it has just drawn. */
export function createApiTwinRecorder(config: SiteConfig, api: LoadedApi | undefined): ((route: Route, page: ApiPageView) => void) | undefined {
  if (!config.llms.enabled || !api) return undefined;
  const link = createTwinLinker(config.llms.siteUrl, config.baseUrl);
  return (route, page) => {
    const key = keyOf(config, route);
    const owner = page.kind === 'operation' ? page.view.op : page.named.schema;
    if (bodies.get(owner)?.key === key) return;
    let body: string;
    if (page.kind === 'schema') body = schemaTwinBody(page.view, route.title, link);
    else {
      // The page shows the samples of the configured languages (or none); the twin always has curl.
      const view = page.view.samples.some((s) => s.id === 'curl') ? page.view : { ...page.view, samples: [curlSample(api, page.view.op)].filter((s) => s !== undefined) };
      body = operationTwinBody(api, view, route.title, link, pagePlain(api));
    }
    bodies.set(owner, { key, body: keepTwinBody(body) });
  };
}

/**
 * The body of an operation's twin: the one written when its page rendered, else one written from a new view. Past
 * `room` characters, the compact one: the examples that fit, then named schemas linked from ever fewer property
 * levels down (to the bodies' roots themselves); the first that fits, else the last.
 */
export function operationTwin(config: SiteConfig, api: LoadedApi, route: Route, op: ApiOperation, room = Infinity): TwinBody {
  const link = createTwinLinker(config.llms.siteUrl, config.baseUrl);
  const full = kept(bodies, config, route, op, () => operationTwinBody(api, createOperationView(api, op, { plain: true }), route.title, link, pagePlain(api)));
  if (full.chars <= room) return full;
  return kept(compactBodies, config, route, op, () => {
    const write = (namedDepth?: number) => {
      const view = createOperationView(api, op, { plain: true, namedDepth });
      return { view, body: operationTwinBody(api, view, route.title, link, pagePlain(api), { page: link.page(route.url), room, schemasLinked: namedDepth !== undefined }) };
    };
    let { view, body } = write();
    // Each step links from one level less than the last view expanded (a step that would not would change nothing).
    for (let depth = deepestNamedLevel(view) - 1; body.length > room && depth >= -1; depth = Math.min(depth, deepestNamedLevel(view)) - 1) ({ view, body } = write(depth));
    return body;
  }, room);
}

/** The body of a schema page's twin, likewise; compact: "Used by" cut to fit, then named schemas linked from level 2, then 1. */
export function schemaTwin(config: SiteConfig, api: LoadedApi, route: Route, named: NamedSchema, room = Infinity): TwinBody {
  const link = createTwinLinker(config.llms.siteUrl, config.baseUrl);
  const full = kept(bodies, config, route, named.schema, () => schemaTwinBody(createSchemaPageView(api, named), route.title, link));
  if (full.chars <= room) return full;
  return kept(compactBodies, config, route, named.schema, () => {
    const write = (namedDepth?: number) => {
      const view = createSchemaPageView(api, named, { namedDepth });
      return { view, body: schemaTwinBody(view, route.title, link, { page: link.page(route.url), room, schemasLinked: namedDepth !== undefined }) };
    };
    let { view, body } = write();
    for (let depth = deepestLevel(view.root, 0) - 1; body.length > room && depth >= 0; depth = Math.min(depth, deepestLevel(view.root, 0)) - 1) ({ view, body } = write(depth));
    return body;
  }, room);
}

/**
 * The twin body of an operation or schema route, or of a page of a schema's users (undefined for other routes, or when the route names nothing), within
 * `room` characters if it can be.
 */
export function apiTwinOf(config: SiteConfig, api: LoadedApi, route: Route, room = Infinity): TwinBody | undefined {
  if (route.kind === 'api-operation') {
    const op = findOperation(api, route.key);
    return op && operationTwin(config, api, route, op, room);
  }
  if (route.kind === 'api-schema') {
    const named = schemaOf(api, route);
    return named && schemaTwin(config, api, route, named, room);
  }
  if (route.kind === 'api-schema-users') {
    const found = findUsedByPart(api, route.key);
    return found && keepTwinBody(schemaUsersTwinBody(found.named, found.part, route.title, createTwinLinker(config.llms.siteUrl, config.baseUrl)));
  }
  return undefined;
}

/** The deepest property level at which an operation's view expands a named schema (-1: none; a body's root is 0). */
function deepestNamedLevel(view: OperationView): number {
  const media = (content: MediaTypeView[]) => content.flatMap((m) => [m.schema, m.itemSchema]).filter((r) => r !== undefined);
  const responses = (rs: ResponseView[]) => rs.flatMap((r) => [...r.headers.map((h) => [h, 1] as const), ...media(r.content).map((m) => [m, 0] as const)]);
  const roots = [
    ...view.parameterGroups.flatMap((g) => g.params.map((p) => [p.row, 1] as const)),
    ...media(view.requestBody?.content ?? []).map((m) => [m, 0] as const),
    ...responses(view.responses),
    ...view.callbacks.flatMap((cb) => cb.operations.flatMap((o) => [...media(o.requestBody?.content ?? []).map((m) => [m, 0] as const), ...responses(o.responses)])),
  ];
  return Math.max(-1, ...roots.map(([row, level]) => deepestLevel(row, level)));
}

/** The deepest property level at which `row`'s tree shows a named schema expanded (`level`: the row's own). */
function deepestLevel(row: SchemaRow, level: number): number {
  let deepest = row.schemaName && !row.link && (row.children.length || row.groups?.length) ? level : -1;
  // Properties (and other keys) are a level down; items and alternatives are not (buildSchemaView's levels).
  for (const child of row.children) deepest = Math.max(deepest, deepestLevel(child, child.name !== undefined || child.label?.startsWith('any ') ? level + 1 : level));
  for (const group of row.groups ?? []) for (const option of group.options) deepest = Math.max(deepest, deepestLevel(option, level));
  return deepest;
}

/** The schema a schema route shows. */
export const schemaOf = (api: LoadedApi, route: Route) => getSchemaCatalog(api).bySlug.get(route.key);

function kept(store: typeof bodies, config: SiteConfig, route: Route, owner: object, write: () => string, room?: number): TwinBody {
  const key = room === undefined ? keyOf(config, route) : `${keyOf(config, route)}\0${room}`;
  const known = store.get(owner);
  if (known?.key === key) return known.body;
  const body = keepTwinBody(write());
  store.set(owner, { key, body });
  return body;
}
