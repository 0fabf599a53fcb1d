// A 170-link sidebar on every page is most of a page's React work (PERF-NOTES): render each sidebar once,
// then per page only mark the current link and open the categories that hold it, with string edits.
import { renderToStaticMarkup } from 'react-dom/server';
import type { Sidebar } from '../../shared/types.js';
import { SiteContext, withBase, type SiteData, type SidebarHtml } from '../../../templates/SiteContext.js';
import { SidebarTree, categoriesHolding } from '../../../templates/parts/SidebarTree.js';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Returns a function giving a sidebar's HTML for one page; each sidebar is rendered by React only once. */
export function createSidebarHtml(site: SiteData): SidebarHtml {
  const templates = new WeakMap<Sidebar, string>();
  return (sidebar, url) => {
    let html = templates.get(sidebar);
    if (html === undefined) {
      // A URL no page has: nothing active, only the categories configured open are open.
      html = renderToStaticMarkup(<SiteContext.Provider value={site}><SidebarTree items={sidebar.items} url={'\0'} /></SiteContext.Provider>);
      templates.set(sidebar, html);
    }
    return activateSidebarHtml(html, sidebar, url, withBase(site, url));
  };
}

/** Marks the links to `url` as current and opens the categories holding it (pure). */
export function activateSidebarHtml(html: string, sidebar: Sidebar, url: string, href: string): string {
  let out = html.replace(new RegExp(`<a href="${escapeRegExp(escapeAttr(href))}" class="([^"]*)"`, 'g'), (_m, cls: string) => `<a href="${escapeAttr(href)}" class="${cls} dg-sidebar__link--active" aria-current="page"`);
  for (const index of categoriesHolding(sidebar.items, url)) {
    out = out.replace(new RegExp(`<details class="dg-sidebar__category"( data-dg-category="[^"]*" data-dg-cat="${index}")`), '<details class="dg-sidebar__category" open=""$1');
  }
  return out;
}
