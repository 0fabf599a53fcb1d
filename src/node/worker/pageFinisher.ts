// Pages as the build's thread posts them to its worker → finished pages and their links, for a page sink. The worker
// runs this for every page it is sent; the build's thread runs it too, for the pages at the end of the worker's
// backlog that it takes back once it has rendered the last page (startSiteWorker.ts: both threads drain it).
import type { SinkRoute } from '../output/pageSink.js';
import { collectPageLinks, type PageLinks } from '../links/collectPageLinks.js';
import { finishPage, type PartFinisher } from '../render/pageParts.js';
import { activateSidebarHtml } from '../render/activateSidebar.js';
import { highlightCode, highlightSample } from '../openapi/highlightCode.js';

export interface PageFinisher {
  /**
   * The page with its parts finished (when the build left any: `partsNonce`), and its links when its sidebar's are
   * known (else the sink reads them). Throws when a part cannot be finished.
   */
  finish(route: SinkRoute, html: string): { html: string; links?: PageLinks };
}

/**
 * A finisher for one build. `sidebarTemplates`: the sidebars the markers name, by number (filled as they come);
 * `linkStrings`: one copy of each link, shared with the sink that reads the other pages' links.
 */
export function createPageFinisher(partsNonce: string | undefined, sidebarTemplates: ReadonlyMap<number, string>, linkStrings: Map<string, string>): PageFinisher {
  const parts: PartFinisher = {
    code: highlightCode,
    sample: highlightSample,
    sidebar: (template, href, open) => activateSidebarHtml(sidebarTemplates.get(template)!, href, open),
  };
  // A sidebar's links are the same on every page of it (activating it changes no href or id), so read once (a
  // 10,000-operation site's sidebars are 40 % of its 1.4 GB, and reading links was the worker's largest cost).
  const sidebarLinks = new Map<number, PageLinks>();
  return {
    finish(route, html) {
      if (partsNonce === undefined) return { html };
      let sidebar: { start: number; end: number; template: number } | undefined;
      html = finishPage(html, partsNonce, parts, (start, end, template) => { sidebar ??= { start, end, template }; }, route.sidebar);
      if (!sidebar) return { html };
      // The links in page order: before the sidebar, the sidebar's (read once per template), after it.
      const { start, end, template } = sidebar;
      let ofSidebar = sidebarLinks.get(template);
      if (!ofSidebar) sidebarLinks.set(template, (ofSidebar = collectPageLinks('', html, undefined, linkStrings, start, end)));
      const links = collectPageLinks(route.url, html, route.source, linkStrings, 0, start);
      links.hrefs.push(...ofSidebar.hrefs);
      for (const id of ofSidebar.ids) links.ids.add(id);
      return { html, links: collectPageLinks(route.url, html, route.source, linkStrings, end, html.length, links) };
    },
  };
}
