// Twins of the pages without Markdown (src/node/output/twins/indexTwins.ts): here the A–Z index's, which an assistant
// reads to find a page by name. A letter of several pages must say where its other pages are, and each page's twin
// must stay within what an assistant reads of one page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { indexTwinBody, type IndexTwinContext } from '../../../../src/node/output/twins/indexTwins.js';
import { MAX_TWIN_CHARS } from '../../../../src/node/output/twins/twinFiles.js';
import { createTwinLinker } from '../../../../src/node/output/twins/twinText.js';
import { createSearchRoutes, PAGE_ENTRIES } from '../../../../src/node/search/searchPages.js';
import type { Route } from '../../../../src/shared/types.js';
import type { RouteGraph } from '../../../../src/node/routes/createRouteGraph.js';
import type { SiteConfig } from '../../../../src/node/config.js';
import type { LoadedApi } from '../../../../src/node/openapi/types.js';

test('the A–Z index of a large API: each page of a long letter lists its own entries, links the others, and fits', () => {
  // Long titles and paths, as a generated spec has them, under one letter.
  const count = PAGE_ENTRIES * 3 + 7;
  const routes: Route[] = Array.from({ length: count }, (_, i) => ({
    url: `/docs/api/replace-notification-${i}`, kind: 'api-operation', outputPath: `docs/api/replace-notification-${i}/index.html`,
    title: `Replace a notification of the default licence ${String(i).padStart(4, '0')}`, key: `op-${i}`, tags: [], headings: [],
  }));
  const searchRoutes = createSearchRoutes(routes);
  const pages = searchRoutes.filter((r) => r.url.startsWith('/search/r'));
  assert.equal(pages.length, 4);
  const graph = { byUrl: new Map([...routes, ...searchRoutes].map((r) => [r.url, r])) } as unknown as RouteGraph;
  const ctx: IndexTwinContext = {
    config: {} as SiteConfig, graph, link: createTwinLinker('', '/'), plain: (m) => m, searchListing: { routes },
  };
  const listed = new Set<string>();
  pages.forEach((route, i) => {
    const body = indexTwinBody(route, { ...ctx, room: MAX_TWIN_CHARS - 200 });
    assert.ok(body.length <= MAX_TWIN_CHARS - 200, `${route.url}: ${body.length} characters`);
    const pagesLine = body.split('\n').find((l) => l.startsWith('Pages of R: '));
    assert.ok(pagesLine, body.slice(0, 400));
    assert.deepEqual([...pagesLine.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]), ['/search/r.md', '/search/r/2.md', '/search/r/3.md', '/search/r/4.md']);
    assert.match(pagesLine, new RegExp(`\\[${i + 1}: Replace a notification of the default licence \\d{4} – Replace`));
    for (const m of body.matchAll(/^- \[[^\]]*\]\((\/docs\/api\/[^)]+)\)/gm)) listed.add(m[1]);
  });
  assert.equal(listed.size, count, 'every entry in one of the twins');
});

test('the API overview twin says what its page says: the whole description once, every fact of each scheme and server', () => {
  const api = {
    title: 'Demo API', version: '2.1', openapiVersion: '3.2.0',
    description: 'Lets you book rooms. Every call needs a key, sent as a header, and most need a signed-in member.',
    securitySchemes: [
      { key: 'LegacyKey', anchor: 'auth-legacy-key', type: 'apiKey', in: 'query', name: 'api_key', deprecated: true },
      {
        key: 'Member', anchor: 'auth-member', type: 'oauth2', deprecated: false, oauth2MetadataUrl: 'https://auth.example.test/.well-known/oauth-authorization-server',
        flows: { deviceAuthorization: { deviceAuthorizationUrl: 'https://auth.example.test/device', tokenUrl: 'https://auth.example.test/token', scopes: { read: 'Read bookings', write: '' } } },
      },
    ],
    servers: [{ url: 'https://rooms.example.test', name: 'Production', description: 'Live data' }],
    license: { name: 'Custom', url: 'javascript:alert(1)' },
    downloadUrls: [{ url: '/openapi/demo.yaml', label: 'YAML' }],
  } as unknown as LoadedApi;
  const route = {
    url: '/docs/api/demo-api', kind: 'api-overview', outputPath: 'docs/api/demo-api/index.html', title: 'Demo API',
    description: 'Lets you book rooms. Every call needs a key…', tags: [], headings: [],
  } as unknown as Route;
  const graph = { byUrl: new Map([[route.url, route]]) } as unknown as RouteGraph;
  const body = indexTwinBody(route, { config: {} as SiteConfig, graph, api, link: createTwinLinker('', '/'), plain: (m) => m, searchListing: { routes: [] } });
  assert.doesNotMatch(body, /key…/, 'the excerpt is not repeated before the whole description');
  assert.equal(body.split('Lets you book rooms.').length, 2, body);
  assert.match(body, /^### LegacyKey \(deprecated\)$/m);
  assert.match(body, /^- Query name: `api_key`$/m);
  assert.match(body, /^- Server metadata: `https:\/\/auth\.example\.test\/\.well-known\/oauth-authorization-server`$/m);
  assert.match(body, /^- Device authorization flow:$/m);
  assert.match(body, /^ {2}- Device authorization URL: `https:\/\/auth\.example\.test\/device`$/m);
  assert.match(body, /^ {2}- Scope `write`$/m);
  assert.match(body, /^- `https:\/\/rooms\.example\.test` — Production — Live data$/m);
  assert.match(body, /^- Licence: Custom$/m, 'no link to a script address');
});

test('the built-in home page twin is titled like the page and links where its buttons go', () => {
  const home = { url: '/', kind: 'home', outputPath: 'index.html', title: 'Home', key: 'default-home', tags: [], headings: [] } as unknown as Route;
  const api = { url: '/docs/category/api', kind: 'category', key: 'api', outputPath: 'docs/category/api/index.html', title: 'API reference', tags: [], headings: [] } as unknown as Route;
  const intro = { url: '/docs/intro', kind: 'doc', outputPath: 'docs/intro/index.html', title: 'Intro', tags: [], headings: [] } as unknown as Route;
  const graph = {
    routes: [home, api, intro], byUrl: new Map([home, api, intro].map((r) => [r.url, r])),
    sidebars: { docs: { id: 'docs', items: [{ type: 'link', label: 'Intro', href: '/docs/intro' }] } },
  } as unknown as RouteGraph;
  const config = { title: 'Rooms docs', navbar: { items: [] }, footer: { links: [] } } as unknown as SiteConfig;
  const body = indexTwinBody(home, { config, graph, link: createTwinLinker('', '/'), plain: (m) => m, searchListing: { routes: [] } });
  assert.match(body, /^# Rooms docs$/m);
  assert.match(body, /^- \[Read the docs\]\(\/docs\/intro\.md\)$/m);
  assert.match(body, /^- \[API reference\]\(\/docs\/category\/api\.md\)$/m);
});
