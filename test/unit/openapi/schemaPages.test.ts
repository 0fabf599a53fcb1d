// Issue 28: schema pages and complete trees, on a fixture written for each case (test/fixtures/openapi-schema-pages).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createApiRoutes, type LoadedApi } from '../../../src/node/openapi/index.js';
import { schemaSlug } from '../../../src/node/openapi/createSchemaCatalog.js';
import { fixture } from '../../helpers/repoPaths.js';
import { findMissingFacts, readPageFacts } from '../../helpers/coverage/findMissingFacts.js';
import { checkAnchors, loadOrFail, renderRoute, visibleText } from './helpers.js';

const spec = path.join(fixture('openapi-schema-pages'), 'spec.yaml');
let loaded: LoadedApi | undefined;
async function page(url: string) {
  loaded ??= await loadOrFail(spec);
  const route = createApiRoutes(loaded).routes.find((r) => r.url === url);
  assert.ok(route, `no route ${url}`);
  const html = renderRoute(loaded, route);
  return { html, text: visibleText(html), route };
}

test('slugs: lower case, runs of other characters become "-", collisions get -2 in spec order', async () => {
  assert.equal(schemaSlug('issuing.card'), 'issuing-card');
  assert.equal(schemaSlug('Card_Details v2'), 'card-details-v2');
  const api = await loadOrFail(spec);
  const schemaRoutes = createApiRoutes(api).routes.filter((r) => r.kind === 'api-schema');
  assert.equal(schemaRoutes.length, Object.keys(api.schemas.document.components.schemas).length);
  const byTitle = new Map(schemaRoutes.map((r) => [r.title, r.url]));
  assert.equal(byTitle.get('Problem'), '/docs/api/schemas/problem');
  assert.equal(byTitle.get('problem'), '/docs/api/schemas/problem-2');
  assert.equal(byTitle.get('issuing.card'), '/docs/api/schemas/issuing-card');
  const { sidebar } = createApiRoutes(api);
  const schemas = sidebar.items.at(-1)!;
  assert.ok(schemas.type === 'category' && schemas.label === 'Schemas' && schemas.collapsed);
});

test('a schema page shows the whole tree, both readOnly and writeOnly fields flagged, and who uses it', async () => {
  const { html, text, route } = await page('/docs/api/schemas/plot');
  assert.match(text, /id string read-only/);
  assert.match(text, /ownerToken string write-only/);
  assert.match(html, /id="property-soil-texture"/, 'properties have stable anchors: property-<name>-<name>');
  assert.match(text, /Used by .*POST Create a plot/);
  assert.match(html, /<a href="\/docs\/api\/create-plot">/);
  assert.deepEqual(checkAnchors(html, route), []);
  const soil = await page('/docs/api/schemas/soil');
  assert.match(soil.text, /Used by .*Schemas Plot/);
});

test('operation pages link to a schema page where the tree stops; a response does not reuse the request view', async () => {
  const { html, text } = await page('/docs/api/create-plot');
  assert.doesNotMatch(text, /not expanded here/);
  // Request: no readOnly id; response 201: the id, with the writeOnly token hidden.
  assert.doesNotMatch(html, /id="request-body-id"/);
  assert.match(html, /id="response-201-id"/);
  assert.doesNotMatch(html, /id="response-201-owner-token"/);
  assert.match(html, /id="request-body-owner-token"/);
  // The chain of named schemas continues on the pages of the schemas it reaches.
  const links = [...html.matchAll(/<a href="(\/docs\/api\/schemas\/[^"]+)">([^<]*)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`);
  assert.ok(links.some((l) => /→ \/docs\/api\/schemas\//.test(l)), links.join(', '));
});

test('composition is rendered whole: both oneOf groups of an allOf, nested anyOf, const, discriminator values', async () => {
  const { text } = await page('/docs/api/schemas/location');
  assert.match(text, /Position: exactly one of 1\. Coordinates .* 2\. Address/);
  assert.match(text, /Group 2: exactly one of .*exposure .*"full-sun"/);
  assert.match(text, /shelter .*Any of: .*Constraints: const "greenhouse" .*material .*"glass"/);
  const layout = await page('/docs/api/schemas/layout');
  // A tuple is typed by its positions, then its other items.
  assert.match(layout.text, /rows \[string, integer, \.\.\.object\[\]\] item 1 string The row's label\. item 2 integer other items object bed string/);
  assert.match(layout.text, /beds object any other key object \(Bed\)/);
  assert.match(layout.text, /tags object any key matching \^x- string/);
  assert.match(layout.text, /Must not be: one of "triangle"/);
  assert.match(layout.text, /If \{ unit = "ft" \} , then \{ width <= 300 \} , otherwise \{ width <= 100 \}/);
  assert.match(layout.text, /version .*const 2/);
  assert.match(layout.text, /1\. Tree object tree kind string required .*2\. Herb object herb kind/);
  assert.match(layout.text, /Discriminator: kind : tree → Tree , herb → Herb/);
});

test('enum descriptions are a table, given as an object by value or a list in enum order', async () => {
  const soil = await page('/docs/api/schemas/soil');
  assert.match(soil.html, /<table class="dg-schema__enum-table">/);
  assert.match(soil.text, /Other possible values: "silt" , "loam" .*Value Description "sand" Drains fast\. "clay" Holds water\./);
  const layout = await page('/docs/api/get-layout');
  assert.match(layout.text, /Value Description "grid" Beds drawn on a grid\. "list" One bed per line\./);
});

test('a cycle links back to the anchor of its first rendering', async () => {
  const { html, route } = await page('/docs/api/list-regions');
  assert.match(html, /Circular reference: <a href="#response-200-schema">Region<\/a>/);
  assert.deepEqual(checkAnchors(html, route), []);
});

test('the coverage walker reports what a page does not show (it can fail)', () => {
  const op = { label: 'GET /x', method: 'get', path: '/x', parameters: ['q'], properties: ['a', 'b'], enumValues: ['"on"'], statuses: ['200'], mediaTypes: ['application/json'] };
  const page = readPageFacts('<h3 id="response-200">200</h3><code class="dg-schema__name">q</code><code class="dg-schema__name">a</code><code>application/json</code>');
  const linked = readPageFacts('<code>&quot;on&quot;</code>');
  assert.deepEqual(findMissingFacts(op, page, [linked], (s) => `response-${s}`), ['GET /x: property b']);
  assert.deepEqual(findMissingFacts(op, page, [], (s) => `response-${s}`), ['GET /x: property b', 'GET /x: enum value "on"']);
});
