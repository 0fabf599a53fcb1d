// llms.txt's groups (src/node/output/twins/llmsTxt.ts): what it lists where, and what llms-full.txt holds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createLlmsFullTxt, createLlmsTxt, listLlmsGroups } from '../../../../src/node/output/twins/llmsTxt.js';
import { createTwinLinker, keepTwinBody } from '../../../../src/node/output/twins/twinText.js';
import type { Route } from '../../../../src/shared/types.js';
import type { RouteGraph } from '../../../../src/node/routes/createRouteGraph.js';
import type { SiteConfig } from '../../../../src/node/config.js';

test('llms.txt lists the A–Z index under Optional, and llms-full.txt leaves it out; its twins stay', () => {
  const routes = [
    { url: '/', kind: 'home', title: 'Home' },
    { url: '/docs/api/get-boats', kind: 'api-operation', title: 'List the boats' },
    { url: '/search', kind: 'search', title: 'Search' },
    { url: '/search/b', kind: 'search', title: 'Index: B' },
  ] as Route[];
  const graph = { routes, byUrl: new Map(routes.map((r) => [r.url, r])), sidebars: {} } as unknown as RouteGraph;
  const config = { llms: { optional: [] }, navbar: { items: [] } } as unknown as SiteConfig;
  const groups = listLlmsGroups(config, graph);
  assert.deepEqual(groups.map((g) => [g.title, g.routes.map((r) => r.url)]), [['Pages', ['/', '/docs/api/get-boats']], ['Optional', ['/search', '/search/b']]]);
  const twins = new Map(routes.map((r) => [r.url, { head: `---\ntitle: ${r.title}\n---`, body: keepTwinBody(`# ${r.title}\n`) }]));
  assert.doesNotMatch(createLlmsFullTxt(groups, twins).toString('utf8'), /Search|Index: B/);
});

test("llms.txt names the home page's twin where it is: under the base URL, on the site's host", () => {
  const config = { title: 'Boats', llms: { optional: [], summary: '' }, navbar: { items: [] } } as unknown as SiteConfig;
  const text = createLlmsTxt(config, [], undefined, createTwinLinker('https://boats.example', '/developers/'));
  assert.match(text, /\(the home page at `https:\/\/boats\.example\/developers\/index\.md`\)/);
});

test("without a summary or a tagline, llms.txt's summary line is the API overview's one line; a summary of the config wins", () => {
  const config = { title: 'Boats', llms: { optional: [], summary: '' }, navbar: { items: [] } } as unknown as SiteConfig;
  const overview = { url: '/docs/api/boats-api', kind: 'api-overview', title: 'Boats API', description: 'Book berths and\nlist the boats of the harbour.' } as unknown as Route;
  const link = createTwinLinker('https://boats.example', '/');
  assert.match(createLlmsTxt(config, [{ title: 'API', routes: [overview] }], undefined, link), /^# Boats\n\n> Book berths and list the boats of the harbour\.\n/);
  const told = { ...config, llms: { optional: [], summary: 'Harbour docs.' } } as unknown as SiteConfig;
  assert.match(createLlmsTxt(told, [{ title: 'API', routes: [overview] }], undefined, link), /^# Boats\n\n> Harbour docs\.\n/);
  assert.doesNotMatch(createLlmsTxt(config, [], undefined, link), /^> /m, 'no API, no summary: no line');
});
