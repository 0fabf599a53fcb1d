// The twins of operation and schema pages come from the view each page is drawn from: the page renderer hands the
// view over as it renders the page (RenderInput.onApiView), the twin is written from it at once and kept, so that the
// view is neither built a second time nor held until the twins output runs. Kept by operation or schema object in a
// WeakMap: `docgen serve` reuses the API model while the spec is unchanged, and with it the twins of the pages it does
// not render again. A page rendered elsewhere (the second rendering thread) gets its view built here.
import type { Route } from '../../../shared/types.js';
import type { ApiOperation, LoadedApi } from '../../openapi/types.js';
import { findOperation } from '../../openapi/apiUrls.js';
import { createOperationView, curlSample } from '../../openapi/createOperationView.js';
import { createSchemaPageView } from '../../openapi/createSchemaPageView.js';
import { getSchemaCatalog, type NamedSchema } from '../../openapi/createSchemaCatalog.js';
import type { ApiPageView } from '../../render/renderApiRoute.js';
import type { SiteConfig } from '../../config.js';
import { plainMarkdown } from './guideTwin.js';
import { operationTwinBody } from './operationTwin.js';
import { schemaTwinBody } from './schemaTwin.js';
import { createTwinLinker } from './twinText.js';

const bodies = new WeakMap<object, { key: string; body: string }>();

/** What a twin depends on besides its operation or schema: the links' origin and base, and the page title. */
const keyOf = (config: SiteConfig, route: Route) => `${config.llms.siteUrl}\0${config.baseUrl}\0${route.title}`;

/** The page renderer's hook (RenderInput.onApiView): writes the twin of the operation or schema it has just drawn. */
export function createApiTwinRecorder(config: SiteConfig, api: LoadedApi | undefined): ((route: Route, page: ApiPageView) => void) | undefined {
  if (!config.llms.enabled || !api) return undefined;
  const link = createTwinLinker(config.llms.siteUrl, config.baseUrl);
  return (route, page) => {
    const key = keyOf(config, route);
    const owner = page.kind === 'operation' ? page.view.op : page.named.schema;
    if (bodies.get(owner)?.key === key) return;
    let body: string;
    if (page.kind === 'schema') body = schemaTwinBody(page.view, route.title, link, plainMarkdown);
    else {
      // The page shows the samples of the configured languages (or none); the twin always has curl.
      const view = page.view.samples.some((s) => s.id === 'curl') ? page.view : { ...page.view, samples: [curlSample(api, page.view.op)].filter((s) => s !== undefined) };
      body = operationTwinBody(api, view, route.title, link, plainMarkdown);
    }
    bodies.set(owner, { key, body });
  };
}

/** The body of an operation's twin: the one written when its page rendered, else one written from a new view. */
export function operationTwin(config: SiteConfig, api: LoadedApi, route: Route, op: ApiOperation): string {
  return kept(config, route, op, () => operationTwinBody(api, createOperationView(api, op, { plain: true }), route.title, createTwinLinker(config.llms.siteUrl, config.baseUrl), plainMarkdown));
}

/** The body of a schema page's twin, likewise. */
export function schemaTwin(config: SiteConfig, api: LoadedApi, route: Route, named: NamedSchema): string {
  return kept(config, route, named.schema, () => schemaTwinBody(createSchemaPageView(api, named), route.title, createTwinLinker(config.llms.siteUrl, config.baseUrl), plainMarkdown));
}

/** The twin body of an operation or schema route (undefined for other routes, or when the route names nothing). */
export function apiTwinOf(config: SiteConfig, api: LoadedApi, route: Route): string | undefined {
  if (route.kind === 'api-operation') {
    const op = findOperation(api, route.key);
    return op && operationTwin(config, api, route, op);
  }
  if (route.kind === 'api-schema') {
    const named = schemaOf(api, route);
    return named && schemaTwin(config, api, route, named);
  }
  return undefined;
}

/** The schema a schema route shows. */
export const schemaOf = (api: LoadedApi, route: Route) => getSchemaCatalog(api).bySlug.get(route.key);

function kept(config: SiteConfig, route: Route, owner: object, write: () => string): string {
  const key = keyOf(config, route);
  const known = bodies.get(owner);
  if (known?.key === key) return known.body;
  const body = write();
  bodies.set(owner, { key, body });
  return body;
}
