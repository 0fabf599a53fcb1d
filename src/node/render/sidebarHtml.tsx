// A 170-link sidebar on every page is most of a page's React work (PERF-NOTES): render each sidebar once,
// then per page only mark the current link and open the categories that hold it, with string edits.
import { renderToStaticMarkup } from 'react-dom/server';
import type { Sidebar, SidebarItem } from '../../shared/types.js';
import { SiteContext, withBase, type SiteData, type SidebarHtml } from '../../../templates/SiteContext.js';
import { SidebarTree, categoriesHolding } from '../../../templates/parts/SidebarTree.js';
import { activateSidebarHtml } from './activateSidebar.js';

/** Above this many links, a page's sidebar expands only the top-level category holding it (PERF-NOTES: a sidebar of
 *  every operation on every page makes each page megabytes long in a spec of thousands of operations). */
export const SCOPED_SIDEBAR_LINKS = 300;
/** In a scoped sidebar, a category holding more links than this expands only its sub-category holding the page (the
 *  schema pages of a large spec: hundreds of links, grouped by letter, that every schema page would repeat). */
export const SCOPED_CATEGORY_LINKS = 100;

/** Returns a function giving a sidebar's HTML for one page; each sidebar (or scope of it) is rendered by React only once. */
export function createSidebarHtml(site: SiteData): SidebarHtml {
  const templates = new WeakMap<Sidebar, Map<string, { items: SidebarItem[]; html: string }>>();
  const scopes = new WeakMap<Sidebar, Map<string, string> | null>();
  return (sidebar, url) => {
    let scopeOf = scopes.get(sidebar);
    if (scopeOf === undefined) scopes.set(sidebar, (scopeOf = countLinks(sidebar.items) > SCOPED_SIDEBAR_LINKS ? scopeByUrl(sidebar.items) : null));
    const scope = scopeOf ? (scopeOf.get(url) ?? '-1') : 'all';
    let byScope = templates.get(sidebar);
    if (!byScope) templates.set(sidebar, (byScope = new Map()));
    let template = byScope.get(scope);
    if (!template) {
      const items = scope === 'all' ? sidebar.items : scopeItems(sidebar.items, scope);
      // A URL no page has: nothing active, only the categories configured open are open.
      const html = renderToStaticMarkup(<SiteContext.Provider value={site}><SidebarTree items={items} url={'\0'} /></SiteContext.Provider>);
      byScope.set(scope, (template = { items, html }));
    }
    const href = withBase(site, url);
    const open = categoriesHolding(template.items, url);
    return activateSidebarHtml(template.html, href, open);
  };
}

/**
 * Top-level categories other than the one the scope keeps become a link to their first page; with a scope 'i/j', so do
 * the sub-categories of category i other than j (pure).
 */
export function scopeItems(items: SidebarItem[], scope: string): SidebarItem[] {
  const [keep, keepInner] = scope.split('/').map(Number);
  return items.map((item, i) => {
    if (item.type !== 'category') return item;
    if (i !== keep) return asLink(item);
    if (keepInner === undefined) return item;
    return { ...item, items: item.items.map((inner, j) => (inner.type === 'category' && j !== keepInner ? asLink(inner) : inner)) };
  });
}

function asLink(item: Extract<SidebarItem, { type: 'category' }>): SidebarItem {
  const href = item.href ?? firstHref(item.items);
  return href ? { type: 'link', label: item.label, href } : item;
}

function firstHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    const href = item.type === 'link' ? item.href : item.href ?? firstHref(item.items);
    if (href) return href;
  }
  return undefined;
}

function countLinks(items: SidebarItem[]): number {
  return items.reduce((n, item) => n + (item.type === 'link' ? 1 : 1 + countLinks(item.items)), 0);
}

/** Each URL of a sidebar → its scope: 'i' (top-level item i holds it) or 'i/j' (sub-category j of a large category i). */
export function scopeByUrl(items: SidebarItem[]): Map<string, string> {
  const scopes = new Map<string, string>();
  for (const [href, top] of topLevelIndexByUrl(items)) scopes.set(href, String(top));
  items.forEach((item, top) => {
    if (item.type !== 'category' || countLinks(item.items) <= SCOPED_CATEGORY_LINKS) return;
    item.items.forEach((inner, j) => {
      if (inner.type !== 'category') return;
      for (const href of topLevelIndexByUrl(inner.items).keys()) if (scopes.get(href) === String(top)) scopes.set(href, `${top}/${j}`);
      if (inner.href !== undefined && scopes.get(inner.href) === String(top)) scopes.set(inner.href, `${top}/${j}`);
    });
  });
  return scopes;
}

/**
 * Each URL of a sidebar → the index of the first top-level item holding it (pure). Built once per sidebar: looking
 * through the items for every page made the sidebars of a 10,000-operation site quadratic (1 s of 45).
 */
export function topLevelIndexByUrl(items: SidebarItem[]): Map<string, number> {
  const index = new Map<string, number>();
  const add = (item: SidebarItem, top: number) => {
    if (item.href !== undefined && !index.has(item.href)) index.set(item.href, top);
    if (item.type === 'category') for (const child of item.items) add(child, top);
  };
  items.forEach((item, top) => add(item, top));
  return index;
}

