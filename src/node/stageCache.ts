// What build() may keep between builds, as an interface build() defines: `docgen serve` passes its own
// (serve/buildCache.ts), a one-off build uses noCache, which loads and renders everything every time.
import type { ComponentType } from 'react';
import type { SiteConfig } from './config.js';
import type { ApiStage } from './openapiStage.js';
import type { Route } from '../shared/types.js';
import type { RouteGraph } from './routes/createRouteGraph.js';
import type { SiteData } from '../../templates/SiteContext.js';
import type { SiteAssets } from './output/siteAssets.js';
import { collectPageLinks, type PageLinks } from './links/collectPageLinks.js';
import type { SearchListing } from './search/searchPages.js';
import type { VersionRenderInput } from './render/renderPage.js';

export type RenderModule = typeof import('./render/index.js');
export type LoadedComponents = Awaited<ReturnType<RenderModule['loadPageComponents']>>;

/** One route rendered: its HTML, UTF-8 size and the links and ids read out of it. */
export interface RenderedPage {
  html: string;
  bytes: number;
  links: PageLinks;
}

/** Everything a page is drawn from, as build() hands it over (with what a docs version draws from the others). */
export interface PageInputs extends VersionRenderInput {
  renderModule: RenderModule;
  site: SiteData;
  graph: RouteGraph;
  content: ReadonlyMap<string, string>;
  components: ReadonlyMap<string, ComponentType>;
  api: unknown;
  /** What the A–Z index (/search) lists. */
  searchListing: SearchListing;
  /** The docs version these pages belong to (each version of a site has its own renderer); absent without versions. */
  version?: string;
}

/** Each stage result build() may take from a cache; `load` computes it when the cache has nothing for `key`. */
export interface StageCache {
  config(key: string, load: () => Promise<SiteConfig>): Promise<SiteConfig>;
  api(specFile: string | undefined, load: () => Promise<ApiStage>): Promise<ApiStage>;
  assets(breakpoint: number, load: () => Promise<SiteAssets>): Promise<SiteAssets>;
  components(renderModule: RenderModule, pages: { file: string; url: string }[], load: () => Promise<LoadedComponents>): Promise<LoadedComponents>;
  /** Wraps `render`: the page's HTML with its size and links, from the cache when none of its inputs changed. */
  pageRenderer(inputs: PageInputs, render: (route: Route) => string): (route: Route) => RenderedPage;
}

/** The cache of a one-off build: every stage loads, every page renders. */
export const noCache: StageCache = {
  config: (_key, load) => load(),
  api: (_specFile, load) => load(),
  assets: (_breakpoint, load) => load(),
  components: (_module, _pages, load) => load(),
  pageRenderer: (_inputs, render) => {
    const linkStrings = new Map<string, string>();
    return (route) => {
      const html = render(route);
      return { html, bytes: Buffer.byteLength(html), links: collectPageLinks(route.url, html, route.source, linkStrings) };
    };
  },
};
