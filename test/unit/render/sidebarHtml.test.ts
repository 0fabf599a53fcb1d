// The sidebar HTML rendered once per sidebar and activated per page (src/node/render/sidebarHtml.tsx): what a reader
// sees in the left column of a page, for small sidebars and for scoped ones (past SCOPED_SIDEBAR_LINKS links).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createSidebarHtml, SCOPED_SIDEBAR_LINKS, topLevelIndexByUrl } from '../../../src/node/render/sidebarHtml.js';
import { SidebarTree } from '../../../templates/parts/SidebarTree.js';
import { SiteContext, type SiteData } from '../../../templates/SiteContext.js';
import type { Sidebar, SidebarItem } from '../../../src/shared/types.js';

const site = { baseUrl: '/' } as SiteData;

function apiSidebar(categories: number, perCategory: number): Sidebar {
  const items: SidebarItem[] = [{ type: 'link', label: 'Introduction', href: '/docs/api/intro' }];
  for (let c = 0; c < categories; c++) {
    items.push({ type: 'category', label: `Tag ${c}`, collapsed: true, items: Array.from({ length: perCategory }, (_, o) => ({ type: 'link' as const, label: `Op ${c}.${o}`, href: `/docs/api/op-${c}-${o}` })) });
  }
  return { id: 'api', items } as Sidebar;
}

const links = (html: string) => [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]);
const openCategories = (html: string) => [...html.matchAll(/<details class="dg-sidebar__category" open=""[^>]*data-dg-category="([^"]*)"/g)].map((m) => m[1]);
const active = (html: string) => [...html.matchAll(/<a href="([^"]*)" class="[^"]*dg-sidebar__link--active[^"]*" aria-current="page"/g)].map((m) => m[1]);

test('a small sidebar: every link on every page, the current one marked, its category open, as React renders it', () => {
  const sidebar = apiSidebar(3, 4);
  const html = createSidebarHtml(site)(sidebar, '/docs/api/op-1-2');
  assert.equal(links(html).length, 1 + 3 * 4);
  assert.deepEqual(active(html), ['/docs/api/op-1-2']);
  assert.deepEqual(openCategories(html), ['Tag 1']);
  const direct = renderToStaticMarkup(createElement(SiteContext.Provider, { value: site }, createElement(SidebarTree, { items: sidebar.items, url: '/docs/api/op-1-2' })));
  assert.equal(html, direct);
});

test('every page of a sidebar gets what React would render for it: nested, open and repeated links, odd hrefs', () => {
  const items: SidebarItem[] = [
    { type: 'link', label: 'Home', href: '/docs/a&b' },
    { type: 'category', label: 'Open by default', collapsed: false, items: [{ type: 'link', label: 'Q', href: '/docs/q?x="1"&y=<2>' }] },
    { type: 'category', label: 'Outer', href: '/docs/outer', collapsed: true, items: [
      { type: 'category', label: 'Inner', collapsed: true, items: [{ type: 'link', label: 'Deep', href: '/docs/deep' }, { type: 'link', label: 'Home again', href: '/docs/a&b' }] },
      { type: 'link', label: 'Shallow', href: '/docs/shallow' },
      { type: 'link', label: 'Apostrophe', href: "/docs/what's-new" },
    ] },
  ];
  const sidebar = { id: 'docs', items } as Sidebar;
  const sidebarHtml = createSidebarHtml(site);
  for (const url of ['/docs/a&b', '/docs/q?x="1"&y=<2>', '/docs/outer', '/docs/deep', '/docs/shallow', "/docs/what's-new", '/docs/elsewhere']) {
    const direct = renderToStaticMarkup(createElement(SiteContext.Provider, { value: site }, createElement(SidebarTree, { items, url })));
    assert.equal(sidebarHtml(sidebar, url), direct, url);
  }
});

test(`past ${SCOPED_SIDEBAR_LINKS} links, a page lists the operations of its own category only; the others are one link each`, () => {
  const sidebar = apiSidebar(40, 10); // 1 + 40 × 11 links and categories
  const sidebarHtml = createSidebarHtml(site);
  const html = sidebarHtml(sidebar, '/docs/api/op-7-3');
  assert.equal(links(html).length, 1 + 39 + 10, 'the introduction, 39 categories as links, the 10 operations of Tag 7');
  assert.ok(links(html).includes('/docs/api/op-12-0'), 'another category links to its first page');
  assert.ok(!links(html).includes('/docs/api/op-12-1'));
  assert.deepEqual(active(html), ['/docs/api/op-7-3']);
  assert.deepEqual(openCategories(html), ['Tag 7']);
  // Another page of the same sidebar gets its own category, not the first page's.
  const other = sidebarHtml(sidebar, '/docs/api/op-31-9');
  assert.deepEqual(active(other), ['/docs/api/op-31-9']);
  assert.deepEqual(openCategories(other), ['Tag 31']);
  assert.ok(!links(other).includes('/docs/api/op-7-3'));
  // A top-level page (in no category) shows every category as one link.
  const intro = sidebarHtml(sidebar, '/docs/api/intro');
  assert.equal(links(intro).length, 1 + 40);
  assert.deepEqual(active(intro), ['/docs/api/intro']);
});

test('topLevelIndexByUrl: the first top-level item holding a URL, at any depth, category pages included', () => {
  const items: SidebarItem[] = [
    { type: 'link', label: 'A', href: '/a' },
    { type: 'category', label: 'B', href: '/b', collapsed: true, items: [{ type: 'category', label: 'C', collapsed: true, items: [{ type: 'link', label: 'D', href: '/d' }] }] },
    { type: 'category', label: 'E', collapsed: true, items: [{ type: 'link', label: 'D again', href: '/d' }, { type: 'link', label: 'F', href: '/f' }] },
  ] as SidebarItem[];
  const index = topLevelIndexByUrl(items);
  assert.deepEqual([...index].sort(), [['/a', 0], ['/b', 1], ['/d', 1], ['/f', 2]]);
});

test('an operation titled by its request line shows its path beside the method badge, not the method twice', () => {
  const items: SidebarItem[] = [
    { type: 'link', label: 'GET /pets/{petId}', href: '/docs/api/get-pet', badge: 'get' },
    { type: 'link', label: 'DELETE /pets/{petId}', href: '/docs/api/delete-pet', badge: 'delete' },
    { type: 'link', label: 'List pets', href: '/docs/api/list-pets', badge: 'get' },
    { type: 'link', label: 'pet.adopted webhook', href: '/docs/api/pet-adopted', badge: 'webhook' },
  ];
  const html = createSidebarHtml(site)({ id: 'api', items } as Sidebar, '/docs/api/list-pets');
  const texts = [...html.matchAll(/<a [^>]*>(.*?)<\/a>/g)].map((m) => m[1].replace(/<span class="dg-badge[^"]*">[^<]*<\/span>/, '').replace(/<!-- -->/g, ''));
  assert.deepEqual(texts, ['/pets/{petId}', '/pets/{petId}', 'List pets', 'pet.adopted']);
});
