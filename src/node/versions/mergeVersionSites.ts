// The docs versions of a site, each loaded and prepared as a site of its own, merged into the one BuiltSite the
// outputs, the link check and the writer work on: one sorted, collision-checked route list; each page rendered by
// its own version's renderer. Pure.
import { error, type Diagnostic } from '../diagnostics.js';
import type { RouteGraph } from '../routes/createRouteGraph.js';
import type { BuiltSite } from '../output/siteOutputs.js';
import type { RenderedContent } from '../content/renderContent.js';
import type { Route, Sidebar } from '../../shared/types.js';
import type { VersionPlan } from './planVersions.js';

/** One site whose routes are those of every version; undefined with a diagnostic when two versions claim a URL. */
export function mergeVersionSites(sites: { plan: VersionPlan; site: BuiltSite }[]): { site?: BuiltSite; graph: RouteGraph; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const routes: Route[] = [];
  const byUrl = new Map<string, Route>();
  const renderers = new Map<Route, BuiltSite['renderPage']>();
  const sidebars: Record<string, Sidebar> = {};
  const graph: RouteGraph = { routes, byUrl, sidebars, pagination: new Map(), breadcrumbs: new Map(), tags: [], categoryPages: new Map() };
  const content: RenderedContent = { pages: [], html: new Map(), markdown: new Map(), textSections: new Map(), sourceLinks: new Map(), assets: new Map(), diagnostics: [] };
  for (const { plan, site } of sites) {
    for (const route of site.graph.routes) {
      const other = byUrl.get(route.url);
      if (other) {
        diagnostics.push(error('route-collision', `Two pages claim the URL ${route.url}: ${other.source ?? `the generated ${other.kind} page`} and ${route.source ?? `the generated ${route.kind} page`} (of the docs version '${plan.name}')`, {
          file: route.source ?? other.source, hint: 'A docs version lives at /docs/<name>/: rename the doc, folder or slug that has the same name as a version.',
        }));
        continue;
      }
      byUrl.set(route.url, route);
      routes.push(route);
      renderers.set(route, site.renderPage);
    }
    // Sidebar ids repeat in every version: the latest keeps them, the others are told apart by their name.
    for (const [id, sidebar] of Object.entries(site.graph.sidebars)) sidebars[plan.latest ? id : `${id}@${plan.name}`] = sidebar;
    for (const [url, nav] of site.graph.pagination) graph.pagination.set(url, nav);
    for (const [url, trail] of site.graph.breadcrumbs) graph.breadcrumbs.set(url, trail);
    for (const [url, page] of site.graph.categoryPages) graph.categoryPages.set(url, page);
    graph.tags.push(...site.graph.tags);
    content.pages.push(...site.content.pages);
    for (const [url, html] of site.content.html) content.html.set(url, html);
    for (const [url, markdown] of site.content.markdown) content.markdown.set(url, markdown);
    for (const [url, sections] of site.content.textSections) content.textSections.set(url, sections);
    for (const [url, links] of site.content.sourceLinks) content.sourceLinks.set(url, links);
    for (const [source, publicPath] of site.content.assets) content.assets.set(source, publicPath);
  }
  routes.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  if (diagnostics.length) return { graph, diagnostics };
  const current = sites.find((s) => !s.plan.frozen)!.site;
  const latest = sites.find((s) => s.plan.latest)!.site;
  const site: BuiltSite = {
    config: current.config,
    latestVersion: sites.find((s) => s.plan.latest)!.plan.name,
    versionSites: sites.map((s) => s.site),
    versionLabels: Object.fromEntries(sites.map((s) => [s.plan.name, s.plan.label])),
    graph,
    assets: current.assets,
    staticFiles: current.staticFiles,
    // Each version's index; two versions with the same pages make the same file (its name holds its hash): once.
    search: [...new Map(sites.flatMap((s) => s.site.search).map((f) => [f.path, f])).values()],
    searchListing: current.searchListing,
    content,
    // The latest version's API stands for the site's (its model renders the default pages); every spec is downloaded.
    api: { ...latest.api, diagnostics: [], files: sites.flatMap((s) => s.site.api.files) },
    renderPage: (route) => {
      const render = renderers.get(route);
      if (!render) throw new Error(`No docs version renders ${route.url}`);
      return render(route);
    },
  };
  return { site, graph, diagnostics };
}

/**
 * The merged site as the latest version alone, with the pages outside the versioned docs: what llms.txt lists (a
 * reader or an assistant starts from the latest docs; the others are one menu away). Pure.
 */
export function latestVersionView(site: BuiltSite): BuiltSite {
  if (!site.versionSites) return site;
  const routes = site.graph.routes.filter((r) => r.version === undefined || r.version === site.latestVersion);
  const sidebars = Object.fromEntries(Object.entries(site.graph.sidebars).filter(([id]) => !id.includes('@')));
  return { ...site, graph: { ...site.graph, routes, sidebars } };
}
