// The A–Z index pages (src/node/search/searchPages.ts, templates/pages/SearchIndexPage.tsx): what a reader without
// JavaScript browses from the navbar's search link, one page for a small site, a page per letter for a large one,
// and several pages for a letter too long for one (a 10,000-operation spec files thousands of pages under R).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createSearchRoutes, letterOf, PAGE_ENTRIES, searchIndexOf, selectSearchPage, SPLIT_ENTRIES } from '../../../src/node/search/searchPages.js';
import { SearchIndexPage } from '../../../templates/pages/SearchIndexPage.js';
import { SiteContext, type SiteData } from '../../../templates/SiteContext.js';
import type { Route } from '../../../src/shared/types.js';

function operationRoute(title: string, slug: string): Route {
  return { url: `/docs/api/${slug}`, kind: 'api-operation', outputPath: `docs/api/${slug}/index.html`, title, key: slug, tags: [], headings: [] };
}

/** `count` operations titled "Retrieve thing N" (filed under R), and a few under A. */
function routesUnderR(count: number): Route[] {
  const routes = Array.from({ length: count }, (_, i) => operationRoute(`Retrieve thing ${String(i).padStart(4, '0')}`, `retrieve-${i}`));
  for (let i = 0; i < 5; i++) routes.push(operationRoute(`Add item ${i}`, `add-${i}`));
  return routes;
}

const render = (props: Parameters<typeof SearchIndexPage>[0]) =>
  renderToStaticMarkup(createElement(SiteContext.Provider, { value: { baseUrl: '/' } as SiteData }, createElement(SearchIndexPage, props)));
const listedLinks = (html: string) => [...html.matchAll(/<li><a href="(\/docs\/[^"]*)"/g)].map((m) => m[1]);

test('titles are filed by their first letter; an operation titled by its method and path, by its path', () => {
  assert.equal(letterOf('Retrieve a show'), 'R');
  assert.equal(letterOf('élan'), 'E');
  assert.equal(letterOf('GET /v1/customers'), 'C');
  assert.equal(letterOf('2FA setup'), '#');
});

test('a small site: one /search page that lists every entry, under its letter', () => {
  const routes = routesUnderR(SPLIT_ENTRIES - 10);
  const searchRoutes = createSearchRoutes(routes);
  assert.deepEqual(searchRoutes.map((r) => r.url), ['/search']);
  const { letters, entries } = searchIndexOf({ routes });
  const page = selectSearchPage(searchRoutes[0], letters, entries);
  assert.equal(page.entries.length, routes.length);
  assert.equal(page.pages, undefined);
  const html = render({ title: 'Search', ...page });
  assert.equal(listedLinks(html).length, routes.length);
  assert.match(html, /<h2 id="letter-r">R<\/h2>/);
});

test('a letter with more entries than a page holds gets several pages, which together list each entry once', () => {
  const count = PAGE_ENTRIES * 2 + 123;
  const routes = routesUnderR(count);
  const searchRoutes = createSearchRoutes(routes);
  assert.deepEqual(searchRoutes.map((r) => [r.url, r.title]), [
    ['/search', 'Search'],
    ['/search/a', 'Index: A'],
    ['/search/r', 'Index: R (1 of 3)'],
    ['/search/r/2', 'Index: R (2 of 3)'],
    ['/search/r/3', 'Index: R (3 of 3)'],
  ]);
  assert.ok(searchRoutes.every((r) => r.outputPath === `${r.url.slice(1)}/index.html`));

  const { letters, entries } = searchIndexOf({ routes });
  const seen: string[] = [];
  searchRoutes.filter((r) => r.url.startsWith('/search/r')).forEach((route, i) => {
    const page = selectSearchPage(route, letters, entries);
    assert.equal(page.entries.length, i < 2 ? PAGE_ENTRIES : 123, route.url);
    assert.ok(page.entries.every((e) => e.letter === 'R'));
    assert.deepEqual(page.pages?.map((p) => [p.url, p.current]), [['/search/r', i === 0], ['/search/r/2', i === 1], ['/search/r/3', i === 2]]);
    // Each page is named by the first and last titles it lists, as a dictionary's page is.
    assert.equal(page.pages![i].first, page.entries[0].title);
    assert.equal(page.pages![i].last, page.entries[page.entries.length - 1].title);

    const html = render({ title: route.title, ...page });
    const listed = listedLinks(html);
    assert.equal(listed.length, page.entries.length);
    seen.push(...listed);
    assert.match(html, /<nav aria-label="Pages of R">/);
    assert.ok(html.includes(`<a href="${route.url}" class="dg-search-index__letter--current" aria-current="page">${page.entries[0].title} – ${page.entries[page.entries.length - 1].title}</a>`), route.url);
    for (const other of ['/search/r', '/search/r/2', '/search/r/3'].filter((u) => u !== route.url)) assert.ok(html.includes(`<a href="${other}">`), `${route.url} links to ${other}`);
  });
  assert.equal(new Set(seen).size, count, 'every R entry on exactly one page');
  assert.equal(seen.length, count);

  // The letters' page lists them with their counts, and each leads to the letter's first page.
  const home = selectSearchPage(searchRoutes[0], letters, entries);
  assert.equal(home.entries.length, 0);
  assert.ok(render({ title: 'Search', ...home }).includes(`<a href="/search/r">R<span class="dg-search-index__count"> (${count})</span></a>`));
  // A letter that fits one page keeps its single page, without a list of pages.
  const a = selectSearchPage(searchRoutes[1], letters, entries);
  assert.equal(a.entries.length, 5);
  assert.equal(a.pages, undefined);
});
