// A site with docs versions (versions.json): each version is loaded as a site of its own (its docs, its spec, its
// sidebars, under its URL bases), then the versions are told about each other (the dropdown links the same page in
// each) and merged into one BuiltSite, so that every output, the link check and the writer see one site.
// A site without versions.json goes through loadSite unchanged.
import path from 'node:path';
import type { SiteConfig } from '../config.js';
import { error, hasErrors, warning, type Diagnostic } from '../diagnostics.js';
import { loadSite, loadSiteParts, prepareSite, type LoadedSite, type LoadSiteOptions, type SiteParts } from '../loadSite.js';
import { collectSearchDocuments } from '../search/collectSearchDocuments.js';
import { createSearchIndex, type SearchIndexFile } from '../search/createSearchIndex.js';
import { createSearchRoutes, type SearchListing } from '../search/searchPages.js';
import type { RouteGraph } from '../routes/createRouteGraph.js';
import type { RenderModule, StageCache } from '../stageCache.js';
import type { VersionsData, VersionSummary } from '../../../templates/SiteContext.js';
import type { Route, SidebarItem } from '../../shared/types.js';
import { readFrozenVersion, readVersionNames, type FrozenVersion } from './readVersions.js';
import { createRouteRebaser, planVersions, versionConfig, type VersionPlan } from './planVersions.js';
import { createWhatChanged, whatChangedRoutes } from './whatChanged.js';
import { mergeVersionSites } from './mergeVersionSites.js';
import { checkVersionLinks } from './checkVersionLinks.js';

/** Loads the site, and each docs version of it when versions.json lists any (reads disk). */
export async function loadVersionedSite(config: SiteConfig, renderModule: RenderModule, cache: StageCache, lap: (stage: string) => void, options: LoadSiteOptions = {}): Promise<LoadedSite & { versions?: number }> {
  const { names, diagnostics } = readVersionNames(config);
  if (hasErrors(diagnostics)) return { diagnostics };
  if (!names.length) return loadSite(config, renderModule, cache, lap, options);
  const frozen: FrozenVersion[] = [];
  for (const name of names) {
    const read = readFrozenVersion(config, name);
    diagnostics.push(...read.diagnostics);
    if (read.version) frozen.push(read.version);
  }
  if (hasErrors(diagnostics)) return { diagnostics };

  const plans = planVersions(config, frozen);
  const latest = plans.find((p) => p.latest)!;
  for (const name of Object.keys(config.versions)) {
    if (plans.some((p) => p.name === name)) continue;
    diagnostics.push(warning('config-unknown-version', `Config key 'versions.${name}' names no docs version (the versions are ${plans.map((p) => `'${p.name}'`).join(', ')}): its settings are not used`, {
      file: config.configFile, hint: "Versions are the names in versions.json, and 'current' for the working copy.",
    }));
  }
  const loaded: { plan: VersionPlan; parts: SiteParts }[] = [];
  for (const plan of plans) {
    const parts = await loadSiteParts(versionConfig(config, plan), renderModule, cache, lap, {
      docsOnly: plan.frozen !== undefined, version: plan.name, otherRoutes: plan.frozen && pagesAsFrozen(config, plan.frozen, loaded[0].parts),
      rebaseRoute: (api, docUrls) => createRouteRebaser(plan, plans, latest, new Set([...docUrls, ...(api.routes?.routes.map((r) => r.url) ?? [])])),
    });
    diagnostics.push(...parts.diagnostics.map((d) => (plan.frozen && !d.hint ? { ...d, hint: `In the frozen docs version '${plan.name}' (versioned/${plan.name}/).` } : d)));
    loaded.push({ plan, parts });
  }
  if (loaded.some((l) => !l.parts.ready)) return { diagnostics };

  const whatChanged = createWhatChanged(loaded.map(({ plan, parts }) => ({ plan, api: parts.api.renderContext?.api })));
  const current = loaded.find((l) => !l.plan.frozen)!.parts;
  const changeRoutes = whatChangedRoutes(whatChanged.pages);
  for (const route of changeRoutes) {
    if (current.graph.byUrl.has(route.url)) {
      diagnostics.push(error('route-collision', `Two pages claim the URL ${route.url}: ${current.graph.byUrl.get(route.url)!.source ?? 'a generated page'} and the page of what changed in ${route.title.replace(/^What changed in /, '')}`, { file: current.graph.byUrl.get(route.url)!.source, hint: 'Rename the doc or change its `slug`: /docs/what-changed/ holds the pages of what changed between versions.' }));
      return { diagnostics };
    }
  }
  current.graph.routes.push(...changeRoutes);
  for (const route of changeRoutes) current.graph.byUrl.set(route.url, route);
  // The A–Z index (/search, a page of the site, drawn by the working copy's renderer) lists the latest version and
  // the unversioned pages, as llms.txt and the sitemap do; its letter pages follow from that list.
  const latestParts = loaded.find((l) => l.plan.latest)!.parts;
  const searchListing: SearchListing = {
    routes: [...latestParts.graph.routes.filter((r) => r.version === latest.name), ...current.graph.routes.filter((r) => r.version === undefined)],
    api: latestParts.api.renderContext?.api,
  };
  const taken = relistSearchRoutes(current.graph, createSearchRoutes(searchListing.routes));
  if (taken) {
    diagnostics.push(error('route-collision', `Two pages claim the URL ${taken.url}: ${taken.source ?? `the generated ${taken.kind} page`} and the A–Z index`, { file: taken.source, hint: 'Rename the page or change its `slug`: /search/ holds the A–Z index of the site.' }));
    return { diagnostics };
  }

  const list = loaded.map(({ plan, parts }): VersionSummary => ({
    name: plan.name, label: plan.label, latest: plan.latest, banner: plan.banner, noIndex: plan.noIndex,
    docsBase: plan.docsBase, apiBase: plan.apiBase, categoryUrl: plan.categoryUrl,
    firstUrl: firstPage(parts, plan) ?? plan.docsBase,
  }));
  const versions: VersionsData = {
    list,
    latest: list.find((v) => v.latest)!,
    urls: Object.fromEntries(loaded.map(({ plan, parts }) => [plan.name, new Set(parts.graph.routes.filter((r) => r.version === plan.name).map((r) => r.url))])),
    whatChanged: Object.fromEntries(whatChanged.pages.map((p) => [p.newer.name, p.url])),
    searchIndexes: {},
  };
  // Search follows the page's version: one index per version, of its pages and the site's unversioned pages (home,
  // content/pages); pages outside the versioned docs search the latest version's.
  const searches = new Map<string, SearchIndexFile[]>();
  const unversioned = current.graph.routes.filter((r) => r.version === undefined);
  for (const { plan, parts } of loaded) {
    const routes = [...parts.graph.routes.filter((r) => r.version === plan.name), ...unversioned];
    const textSections = new Map([...current.rendered.textSections, ...parts.rendered.textSections]);
    const files = createSearchIndex(collectSearchDocuments({ routes, textSections, api: parts.api.renderContext?.api }), { fixedNames: options.fixedSearchIndexName });
    // Fixed names (docgen serve) would be one file for every version: the version goes into the name.
    const named = options.fixedSearchIndexName && !plan.latest ? files.map((f) => ({ ...f, path: f.path.replace(/\/search-/, `/search-${plan.segment}-`) })) : files;
    searches.set(plan.name, named);
    versions.searchIndexes[plan.name] = named.map((f) => f.path);
  }
  lap('search');
  const sites = [];
  for (const { plan, parts } of loaded) {
    const marks = { marks: whatChanged.marks.get(plan.name), schemaMarks: whatChanged.schemaMarks.get(plan.name), markLabel: plan.label };
    const extra = plan.frozen ? marks : { whatChanged: whatChanged.pages, searchListing, ...marks };
    sites.push({ plan, site: await prepareSite(parts, renderModule, cache, { ...options, search: searches.get(plan.name)! }, versions, extra) });
  }
  lap('assets');
  const merged = mergeVersionSites(sites);
  diagnostics.push(...merged.diagnostics);
  if (!merged.site) return { diagnostics, graph: merged.graph };
  diagnostics.push(...checkVersionLinks(merged.graph, merged.site.content, plans, config.baseUrl));
  return { site: merged.site, graph: merged.graph, diagnostics, versions: plans.length };
}

/** Puts `routes` in place of the graph's A–Z index routes; returns a route that already holds one of their URLs. */
function relistSearchRoutes(graph: RouteGraph, routes: Route[]): Route | undefined {
  for (const old of graph.routes.filter((r) => r.kind === 'search')) graph.byUrl.delete(old.url);
  const taken = routes.map((r) => graph.byUrl.get(r.url)).find((r) => r !== undefined);
  if (taken) return taken;
  graph.routes.splice(0, graph.routes.length, ...graph.routes.filter((r) => r.kind !== 'search'), ...routes);
  for (const route of routes) graph.byUrl.set(route.url, route);
  return undefined;
}

/**
 * The working copy's pages (content/pages, not frozen) where a frozen version's Markdown finds them: its relative
 * links to them (../../pages/x.md) resolve against its own folder, which mirrors the site's layout.
 */
function pagesAsFrozen(config: SiteConfig, frozen: FrozenVersion, current: SiteParts): Map<string, string> {
  return new Map(current.rendered.pages.filter((p) => p.collection === 'pages').map((p) => [path.join(frozen.dir, path.relative(config.root, p.file)), p.url]));
}

/** A version's first page: the first link of its first docs sidebar, else its API reference. */
function firstPage(parts: SiteParts, plan: VersionPlan): string | undefined {
  const first = (items: SidebarItem[]): string | undefined => {
    for (const item of items) {
      if (item.href) return item.href;
      if (item.type === 'category') { const inner = first(item.items); if (inner) return inner; }
    }
    return undefined;
  };
  const sidebars = Object.values(parts.graph.sidebars);
  const docs = sidebars.find((s) => !s.items.some((i) => i.href?.startsWith(plan.apiBase + '/')));
  return first((docs ?? sidebars[0])?.items ?? []) ?? parts.graph.routes.find((r) => r.version === plan.name)?.url;
}

export type { Diagnostic };
