// Shared helpers of the API reference tests: load a spec, render its pages, check their anchors.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteContext, type SiteData } from '../../../templates/SiteContext.js';
import { DEFAULT_CODE_SAMPLES, loadApi, type ApiOptions, type LoadedApi } from '../../../src/node/openapi/index.js';
import type { Route } from '../../../src/shared/types.js';
import { renderApiRoute } from '../../../src/node/render/renderApiRoute.js';

export const apiOptions: ApiOptions = { routeBasePath: '/docs/api', categoryUrl: '/docs/category/api', codeSamples: DEFAULT_CODE_SAMPLES };

/** Loads a spec and fails with its diagnostics when it has errors. */
export async function loadOrFail(specPath: string): Promise<LoadedApi> {
  const { api, diagnostics } = await loadApi(specPath, apiOptions);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (!api || errors.length) throw new Error(`${specPath}: ${errors.map((d) => d.message).join('\n')}`);
  return api;
}

/** Renders the body of an API route to HTML. */
export function renderRoute(api: LoadedApi, route: Route): string {
  return renderApiPage({ api }, route);
}

/** The HTML of an API page's body with a render context of its own (try it settings...). */
export function renderApiPage(ctx: Parameters<typeof renderApiRoute>[0], route: Route): string {
  // Internal links go through the site's base URL (templates/parts/Link): the root here.
  return renderToStaticMarkup(createElement(SiteContext.Provider, { value: { baseUrl: '/' } as SiteData }, renderApiRoute(ctx, route)));
}

/** Returns problems with a page's anchors: duplicate ids, `#x` links without an id, TOC headings missing. */
export function checkAnchors(html: string, route: Route): string[] {
  const problems: string[] = [];
  const ids = [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]);
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) problems.push(`${route.url}: duplicate id ${id}`);
    seen.add(id);
  }
  for (const m of html.matchAll(/href="#([^"]*)"/g)) if (!seen.has(m[1])) problems.push(`${route.url}: #${m[1]} points nowhere`);
  for (const h of route.headings) if (!seen.has(h.id)) problems.push(`${route.url}: heading ${h.id} not on the page`);
  return problems;
}

/** Returns the visible text of some HTML (tags dropped, entities of interest decoded, whitespace collapsed). */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&lt;|&#x3C;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;|&#x26;/g, '&')
    .replace(/\s+/g, ' ');
}
