// The twins of operation pages come from the view each page is drawn from: the page renderer hands the view over as
// it renders the page (RenderInput.onOperationView), the twin is written from it at once and kept, so that the view is
// neither built a second time nor held until the twins output runs. Kept by operation object in a WeakMap: `docgen
// serve` reuses the API model while the spec is unchanged, and with it the twins of the pages it does not render
// again. An operation whose page was rendered elsewhere (the second rendering thread) gets a view built here.
import type { Route } from '../../../shared/types.js';
import type { ApiOperation, LoadedApi } from '../../openapi/types.js';
import { createOperationView, curlSample, type OperationView } from '../../openapi/createOperationView.js';
import type { SiteConfig } from '../../config.js';
import { plainMarkdown } from './guideTwin.js';
import { operationTwinBody } from './operationTwin.js';
import { createTwinLinker } from './twinText.js';

const bodies = new WeakMap<ApiOperation, { key: string; body: string }>();

/** What a twin depends on besides its operation: the links' origin and base, and the page title. */
const keyOf = (config: SiteConfig, route: Route) => `${config.llms.siteUrl}\0${config.baseUrl}\0${route.title}`;

/** The page renderer's hook (RenderInput.onOperationView): writes the twin of the operation it has just drawn. */
export function createOperationTwinRecorder(config: SiteConfig, api: LoadedApi | undefined): ((route: Route, view: OperationView) => void) | undefined {
  if (!config.llms.enabled || !api) return undefined;
  const link = createTwinLinker(config.llms.siteUrl, config.baseUrl);
  return (route, view) => {
    const key = keyOf(config, route);
    if (bodies.get(view.op)?.key === key) return;
    // The page shows the samples of the configured languages (or none); the twin always has curl.
    const withCurl = view.samples.some((s) => s.id === 'curl') ? view : { ...view, samples: [curlSample(api, view.op)].filter((s) => s !== undefined) };
    bodies.set(view.op, { key, body: operationTwinBody(api, withCurl, route.title, link, plainMarkdown) });
  };
}

/** The body of an operation's twin: the one written when its page rendered, else one written from a new view. */
export function operationTwin(config: SiteConfig, api: LoadedApi, route: Route, op: ApiOperation): string {
  const key = keyOf(config, route);
  const kept = bodies.get(op);
  if (kept?.key === key) return kept.body;
  const body = operationTwinBody(api, createOperationView(api, op, { plain: true }), route.title, createTwinLinker(config.llms.siteUrl, config.baseUrl), plainMarkdown);
  bodies.set(op, { key, body });
  return body;
}
