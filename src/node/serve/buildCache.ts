// BuildCache: what `docgen serve` lets build() keep from one rebuild to the next, through build()'s StageCache
// interface. build() runs every stage as usual; a stage asks the cache first. Two kinds of entries:
// - stage results (config, API stage, page components) that only the dev server knows to be stale: it drops
//   them with `invalidate()` when a file they come from changes (the watcher knows, build() does not);
// - rendered pages, reused when every input of that page is the same value as last time, compared by identity
//   or by equal strings, never by guesswork: a page is re-rendered when anything it is drawn from may differ.
// A site with docs versions loads and renders each version as a site of its own, within one build: API stages are
// kept per spec file, page components per list of files, rendered pages per version.
import type { SiteConfig } from '../config.js';
import type { ApiStage } from '../openapiStage.js';
import type { Route } from '../../shared/types.js';
import type { SiteAssets } from '../output/siteAssets.js';
import { collectPageLinks, type PageLinks } from '../links/collectPageLinks.js';
import { fingerprintApiPages, schemaPageKey } from '../openapi/fingerprintApiPages.js';
import type { LoadedApi } from '../openapi/types.js';
import { searchIndexOf } from '../search/searchPages.js';
import type { LoadedComponents, PageInputs, RenderModule, StageCache } from '../stageCache.js';
import type { ComponentType } from 'react';

interface PageEntry {
  shared: SharedInputs;
  route: Route;
  sidebarId?: string;
  routeJson: string;
  own: string;
  /** The API model, or for an operation page the fingerprint of its part of the spec (the rest never read it). */
  api?: unknown;
  content?: string;
  component?: ComponentType;
  html: string;
  /** UTF-8 size, for the build summary: measuring 190 pages of two-byte text costs tens of ms per build. */
  bytes: number;
  links: PageLinks;
}
interface SharedInputs { renderModule: RenderModule; site: string; routes: string; versionInputs: string }

/** 'config' also drops what comes from it: the API stage (the spec file, code-sample settings) and the components. */
export type CacheScope = 'all' | 'config' | 'components' | 'assets';

export class BuildCache implements StageCache {
  private configValue?: { key: string; config: SiteConfig };
  /** By spec file: a site with docs versions has one per version, each in its own folder (versioned/<name>/). */
  private apis = new Map<string, ApiStage>();
  private assetsValue?: { breakpoint: number; assets: SiteAssets };
  /** By the list of component files (a frozen docs version has none of the site's pages). */
  private componentsValues = new Map<string, { renderModule: RenderModule; result: LoadedComponents }>();
  /** Rendered pages by URL, per docs version ('' for a site without versions): each version has its own renderer. */
  private pages = new Map<string, Map<string, PageEntry>>();
  private fingerprints = new WeakMap<LoadedApi, Map<string, string> | undefined>();
  /** One copy of each link and id string for all kept pages (sidebars repeat them on every page). */
  private linkStrings = new Map<string, string>();
  private renderedBy = new Map<string, string[]>();

  /** URLs rendered (not reused) by the latest build, for the verbose report. */
  get rendered(): string[] {
    return [...this.renderedBy.values()].flat();
  }

  /**
   * Forgets stage results a change may have made stale ('all' also forgets rendered pages). `keepSpec`: the specs
   * whose API stages 'config' keeps (docs versions: those the spec change did not touch, watchSite's unchangedSpecs).
   */
  invalidate(scope: CacheScope, keepSpec: (specFile: string) => boolean = () => false): void {
    if (scope === 'all' || scope === 'config') {
      this.configValue = undefined;
      this.componentsValues.clear();
      for (const specFile of this.apis.keys()) if (scope === 'all' || !keepSpec(specFile)) this.apis.delete(specFile);
    }
    if (scope === 'all' || scope === 'assets') this.assetsValue = undefined;
    if (scope === 'components') this.componentsValues.clear();
    if (scope === 'all') { this.pages.clear(); this.renderedBy.clear(); this.linkStrings.clear(); }
  }

  /** The resolved config for these arguments, loading it once (a config-file change invalidates it). */
  async config(key: string, load: () => Promise<SiteConfig>): Promise<SiteConfig> {
    if (this.configValue?.key === key) return this.configValue.config;
    const config = await load();
    this.configValue = { key, config };
    return config;
  }

  /**
   * The API stage for a spec file, loading it once (a change under the spec's folder invalidates it). What else the
   * stage is made from (URL bases, the download folder) comes from the config and versions.json, whose change
   * forgets every entry.
   */
  async api(specFile: string | undefined, load: () => Promise<ApiStage>): Promise<ApiStage> {
    const hit = this.apis.get(specFile ?? '');
    if (hit) return hit;
    const stage = await load();
    this.apis.set(specFile ?? '', stage);
    return stage;
  }

  /** Per-operation fingerprints of the API model (see fingerprintApiPages), computed once per loaded spec. */
  private apiFingerprints(context: unknown): Map<string, string> | undefined {
    const api = (context as { api?: LoadedApi } | undefined)?.api;
    if (!api) return undefined;
    if (!this.fingerprints.has(api)) this.fingerprints.set(api, fingerprintApiPages(api));
    return this.fingerprints.get(api);
  }

  /** The stylesheet and scripts, loaded once (a change to a stylesheet under templates/ invalidates them). */
  async assets(breakpoint: number, load: () => Promise<SiteAssets>): Promise<SiteAssets> {
    if (this.assetsValue?.breakpoint === breakpoint) return this.assetsValue.assets;
    const assets = await load();
    this.assetsValue = { breakpoint, assets };
    return assets;
  }

  /** Compiled page components, kept while the render module and the list of component files are the same. */
  async components(renderModule: RenderModule, pages: { file: string; url: string }[], load: () => Promise<LoadedComponents>): Promise<LoadedComponents> {
    const key = pages.map((p) => `${p.file}>${p.url}`).join('\n');
    const hit = this.componentsValues.get(key);
    if (hit && hit.renderModule === renderModule) return hit.result;
    const result = await load();
    this.componentsValues.set(key, { renderModule, result });
    return result;
  }

  /**
   * Wraps `render` so that a page whose inputs are unchanged returns its previous HTML (and links, so the
   * link collector does not read it again). Pages that are no longer routes are forgotten.
   */
  pageRenderer(inputs: PageInputs, render: (route: Route) => string): (route: Route) => { html: string; bytes: number; links: PageLinks } {
    // Inputs every page reads: the templates, site data (navbar, footer, assets, every sidebar; the URLs of every
    // docs version, for the version menu), the list of routes (the home page links to the first doc and to the API
    // index), and the New in / Changed in marks a docs version has against the one before.
    let shared: SharedInputs = {
      renderModule: inputs.renderModule,
      site: JSON.stringify(inputs.site, plainSets),
      routes: inputs.graph.routes.map((r) => `${r.url} ${r.kind} ${r.title}`).join('\n'),
      versionInputs: JSON.stringify([inputs.marks, inputs.schemaMarks, inputs.markLabel], plainSets),
    };
    const scope = inputs.version ?? '';
    const previous = this.pages.get(scope) ?? new Map<string, PageEntry>();
    const rendered: string[] = [];
    this.renderedBy.set(scope, rendered);
    const next = new Map<string, PageEntry>();
    this.pages.set(scope, next);
    // Compare the shared inputs once, then by identity for each page.
    const before = previous.values().next().value?.shared;
    if (before && sameShared(before, shared)) shared = before;
    const { graph } = inputs;
    const fingerprints = this.apiFingerprints(inputs.api);
    // The API context is made anew by every build; the model it holds is the cached one until its spec changes. The
    // rest of the context comes from the config and the assets (Try it settings), whose change re-renders every page
    // anyway, and from the other docs versions (marks: versionInputs above).
    const model = (inputs.api as { api?: LoadedApi } | undefined)?.api;
    // The A–Z index shows the title, method, path and parameters of every page it lists.
    let searchEntries: string | undefined;
    const listed = () => (searchEntries ??= JSON.stringify(searchIndexOf(inputs.searchListing).entries));
    return (route) => {
      // Inputs of this page only: its route (title, headings, sidebar), neighbours, breadcrumbs, and what its kind shows.
      const old = previous.get(route.url);
      // API routes come from the cached API stage: the same object, serialised once.
      const routeJson = old && old.route === route && old.sidebarId === route.sidebarId ? old.routeJson : JSON.stringify(route);
      const own = JSON.stringify([
        graph.pagination.get(route.url), graph.breadcrumbs.get(route.url), graph.categoryPages.get(route.url),
        route.kind === 'tags' ? graph.tags : route.kind === 'tag' ? graph.tags.find((t) => t.url === route.url) : undefined,
        route.kind === 'search' ? listed() : route.kind === 'what-changed' ? inputs.whatChanged?.find((p) => p.url === route.url) : undefined,
      ]);
      const content = inputs.content.get(route.url);
      const component = inputs.components.get(route.url);
      // As in renderPage: API operations, schema pages, the overview and the API index ('category' with key 'api') draw from the model.
      // An operation page is kept across a spec edit when the parts of the spec it is drawn from are unchanged.
      const api = route.kind === 'api-operation' ? fingerprints?.get(route.key) ?? model
        : route.kind === 'api-schema' ? fingerprints?.get(schemaPageKey(route.key)) ?? model
        : route.kind === 'api-schema-users' ? model
        : route.kind === 'api-overview' || (route.kind === 'category' && route.key === 'api') ? model : undefined;
      if (old && old.routeJson === routeJson && old.own === own && old.content === content && old.component === component && old.api === api && sameShared(old.shared, shared)) {
        next.set(route.url, old);
        return old;
      }
      rendered.push(route.url);
      const html = render(route);
      const entry: PageEntry = {
        shared, route, sidebarId: route.sidebarId, routeJson, own, api, content, component, html,
        bytes: Buffer.byteLength(html), links: collectPageLinks(route.url, html, route.source, this.linkStrings),
      };
      next.set(route.url, entry);
      return entry;
    };
  }
}

function sameShared(a: SharedInputs, b: SharedInputs): boolean {
  return a === b || (a.renderModule === b.renderModule && a.site === b.site && a.routes === b.routes && a.versionInputs === b.versionInputs);
}

/** JSON.stringify's replacer for the Maps and Sets of page inputs (as lists: JSON would write them as {}). */
function plainSets(_key: string, value: unknown): unknown {
  return value instanceof Map || value instanceof Set ? [...value] : value;
}
