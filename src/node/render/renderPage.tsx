// renderPage: one route → one HTML string. No file-system access here; everything arrives as data.
import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import type { Route } from '../../shared/types.js';
import type { RouteGraph } from '../routes/createRouteGraph.js';
import { SiteContext, SidebarHtmlContext, type PageData, type SiteData } from '../../../templates/SiteContext.js';
import { createSidebarHtml } from './sidebarHtml.js';
import { Layout } from '../../../templates/Layout.js';
import { DocPage } from '../../../templates/pages/DocPage.js';
import { MarkdownPage } from '../../../templates/pages/MarkdownPage.js';
import { HomePage } from '../../../templates/pages/HomePage.js';
import { homeActions } from '../routes/homeActions.js';
import { NotFoundPage } from '../../../templates/pages/NotFoundPage.js';
import { TagPage, TagsIndexPage } from '../../../templates/pages/TagPages.js';
import { CategoryIndex } from '../../../templates/pages/CategoryPage.js';
import { renderApiRoute, type ApiPageView, type ApiRenderContext } from './renderApiRoute.js';
import type { OperationMarks, WhatChangedPage } from '../versions/whatChanged.js';
import type { SchemaMarks } from '../versions/markSchemas.js';
import { WhatChangedPageView } from '../../../templates/pages/WhatChangedPage.js';
import { SearchIndexPage } from '../../../templates/pages/SearchIndexPage.js';
import { searchIndexOf, selectSearchPage, type SearchListing } from '../search/searchPages.js';

export interface RenderInput extends VersionRenderInput {
  site: SiteData;
  graph: RouteGraph;
  /** Markdown HTML by route URL. */
  content: ReadonlyMap<string, string>;
  /** React page components (content/pages/*.tsx) by route URL. */
  components: ReadonlyMap<string, ComponentType>;
  api?: ApiRenderContext;
  /** Called with each operation's and schema's view as its page renders: the Markdown twins are written from it (output/twins). */
  onApiView?: (route: Route, view: ApiPageView) => void;
  /** What the A–Z index (/search) lists. */
  searchListing: SearchListing;
}

/** What the pages of a docs version draw from the other versions. */
export interface VersionRenderInput {
  /** The 'What changed' pages (rendered by the working copy's renderer). */
  whatChanged?: WhatChangedPage[];
  /** Parameters this version added or changed, by operation page id, and the version's label for the marks. */
  marks?: Map<string, OperationMarks>;
  /** Properties this version added or changed, by schema page slug. */
  schemaMarks?: SchemaMarks;
  markLabel?: string;
  /** What the A–Z index lists, drawn by the working copy: the latest version's pages and the unversioned ones. */
  searchListing?: SearchListing;
}

/** Returns a function that renders a route to a complete HTML document (pure). */
export function createPageRenderer(input: RenderInput): (route: Route) => string {
  const { site, graph } = input;
  const { firstDoc: firstDocHref, apiUrl } = homeActions(graph);
  const sidebarHtml = createSidebarHtml(site);

  return (route) => {
    const sidebar = route.sidebarId ? graph.sidebars[route.sidebarId] : undefined;
    const nav = graph.pagination.get(route.url);
    const page: PageData = { route, sidebar, breadcrumbs: graph.breadcrumbs.get(route.url) ?? [], previous: nav?.previous, next: nav?.next };
    const body = renderBody(route, page);
    const html = renderToString(
      <SiteContext.Provider value={site}>
        <SidebarHtmlContext.Provider value={sidebarHtml}>
          <Layout page={page}>{body}</Layout>
        </SidebarHtmlContext.Provider>
      </SiteContext.Provider>,
    );
    return '<!DOCTYPE html>' + html;
  };

  function renderBody(route: Route, page: PageData) {
    switch (route.kind) {
      case 'doc':
        return <DocPage page={page} html={input.content.get(route.url) ?? ''} />;
      case 'home':
      case 'page': {
        const Component = input.components.get(route.url);
        if (Component) return <Component />;
        if (route.kind === 'home' && !input.content.has(route.url)) return <HomePage firstDoc={firstDocHref} apiUrl={apiUrl} />;
        return <MarkdownPage page={page} html={input.content.get(route.url) ?? ''} />;
      }
      case 'tags':
        return <TagsIndexPage tags={graph.tags} />;
      case 'tag':
        return <TagPage page={page} tag={graph.tags.find((t) => t.url === route.url)!} />;
      case 'category': {
        if (route.key === 'api' && input.api) return <DocPage page={page}>{renderApiRoute(input.api, route)}</DocPage>;
        const cat = graph.categoryPages.get(route.url);
        return <DocPage page={page}><CategoryIndex title={route.title} description={cat?.description} items={cat?.items ?? []} /></DocPage>;
      }
      case 'api-overview':
      case 'api-operation':
      case 'api-schema':
      case 'api-schema-users':
        return <DocPage page={page}>{input.api ? renderApiRoute(input.api, route, input.onApiView) : null}</DocPage>;
      case 'what-changed': {
        const changes = input.whatChanged?.find((p) => p.url === route.url);
        return changes ? <WhatChangedPageView page={changes} /> : null;
      }
      case 'search': {
        const { letters, entries } = searchIndexOf(input.searchListing);
        return <SearchIndexPage title={route.title} {...selectSearchPage(route, letters, entries)} />;
      }
      case 'not-found':
        return <NotFoundPage />;
    }
  }
}
