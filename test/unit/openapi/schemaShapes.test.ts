// Schema shapes an API page once rendered wrongly, on a fixture written for them (test/fixtures/openapi-schema-shapes):
// each test reads the page's visible text and its Markdown twin, which must say the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createApiRoutes, type LoadedApi } from '../../../src/node/openapi/index.js';
import { findOperation } from '../../../src/node/openapi/apiUrls.js';
import { createOperationView } from '../../../src/node/openapi/createOperationView.js';
import { createSchemaPageView } from '../../../src/node/openapi/createSchemaPageView.js';
import { operationTwinBody } from '../../../src/node/output/twins/operationTwin.js';
import { schemaTwinBody } from '../../../src/node/output/twins/schemaTwin.js';
import { pagePlain, schemaOf } from '../../../src/node/output/twins/apiTwins.js';
import { createTwinLinker } from '../../../src/node/output/twins/twinText.js';
import { listOperationTargets } from '../../../src/node/search/listOperationTargets.js';
import { createTryItView } from '../../../src/node/openapi/tryIt/createTryItView.js';
import { fixture } from '../../helpers/repoPaths.js';
import { checkAnchors, loadOrFail, renderRoute, visibleText } from './helpers.js';

const spec = path.join(fixture('openapi-schema-shapes'), 'spec.yaml');
let loaded: LoadedApi | undefined;

/** The page at `url`: its HTML, its visible text and its twin's Markdown. */
async function page(url: string) {
  const api = (loaded ??= await loadOrFail(spec));
  const route = createApiRoutes(api).routes.find((r) => r.url === url);
  assert.ok(route, `no route ${url}`);
  const html = renderRoute(api, route);
  assert.deepEqual(checkAnchors(html, route), []);
  const link = createTwinLinker('https://docs.example', '/');
  const twin =
    route.kind === 'api-schema'
      ? schemaTwinBody(createSchemaPageView(api, schemaOf(api, route)!), route.title, link)
      : operationTwinBody(api, createOperationView(api, findOperation(api, route.key)!, { plain: true }), route.title, link, pagePlain(api));
  return { html, text: visibleText(html), twin };
}

/** The lines of `markdown` from the one that starts with `first` (indent included) to the next line as little indented. */
function block(markdown: string, first: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.startsWith(first));
  assert.ok(start >= 0, `no line ${first}`);
  const indent = /^ */.exec(lines[start])![0].length;
  const end = lines.findIndex((l, i) => i > start && (l.trim() === '' || /^ */.exec(l)![0].length <= indent));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

test('an allOf of two oneOf groups is typed by what its options are (object), each group still labelled', async () => {
  const body = await page('/docs/api/plan-delivery');
  assert.match(body.text, /Request body .*?application\/json object Group 1: exactly one of 1\. By road object lorry string 2\. By rail object wagon string Group 2: exactly one of 1\. Once object on string<date> 2\. Every week object/);
  assert.match(body.twin, /^Schema: \(object\)\n\n- Group 1: exactly one of:\n {2}- 1\. By road \(object\)\n/m);
  assert.match(body.twin, /^- Group 2: exactly one of:\n {2}- 1\. Once \(object\)$/m);
  assert.doesNotMatch(body.twin, /\(oneOf/);

  // The named schema: on the operation that returns it, and on its own page.
  assert.match(body.text, /200 .*?object \(DeliveryPlan\) Group 1: exactly one of 1\. Pick-up/);
  assert.match(body.twin, /^Schema: \(object \(DeliveryPlan\)\)$/m);
  const schemaPage = await page('/docs/api/schemas/deliveryplan');
  assert.match(schemaPage.text, /Schema object \(DeliveryPlan\) Group 1: exactly one of 1\. Pick-up object counter string 2\. Door .* Group 2: exactly one of 1\. Morning/);
  assert.match(schemaPage.twin, /^Schema: \(object \(DeliveryPlan\)\)$/m);
  assert.doesNotMatch(schemaPage.text + schemaPage.twin, /oneOf/);
});

test('options that extend the base list only the properties they add or change; the base lists its own once', async () => {
  const { text, twin } = await page('/docs/api/get-shipment');
  assert.equal(twin.match(/`parcels\[\]\.reference`/g)?.length, 1, twin);
  assert.equal(twin.match(/`parcels\[\]\.weight`/g)?.length, 1, twin);
  assert.equal(
    block(twin, '  - items of `parcels[]`'),
    [
      '  - items of `parcels[]` (object)',
      '    - `parcels[].reference` (string): Our reference for the parcel.',
      '    - `parcels[].weight` (number, required): Weight in kilograms.',
      '    - `parcels[].label` (string): What the sender wrote on it.',
      '    - Exactly one of (`parcels[]`):',
      '      - 1. Envelope of `parcels[]` (object)',
      '        - `parcels[].sealed` (boolean): Whether the flap is glued.',
      '      - 2. Crate of `parcels[]` (object)',
      // Crate makes the label required and limits it: its version, once.
      '        - `parcels[].label` (string, required): What the sender wrote on it. Constraints: `length <= 20`.',
      '        - `parcels[].slats` (integer): How many slats the crate has.',
    ].join('\n'),
  );
  assert.match(text, /items object reference string Our reference for the parcel\. weight number required Weight in kilograms\. label string What the sender wrote on it\. Exactly one of: 1\. Envelope object sealed boolean Whether the flap is glued\. 2\. Crate object label string required What the sender wrote on it\. Constraints: length <= 20 slats integer/);
  assert.equal(text.match(/reference string/g)?.length, 1);

  // Envelope's own page lists every property: it has no base above it there.
  const envelope = await page('/docs/api/schemas/envelope');
  assert.match(envelope.text, /reference string .*weight number required .*label string .*sealed boolean/);
});

test('a tuple closed after its positions (items: false) says that no other items are allowed', async () => {
  const { text, twin } = await page('/docs/api/get-positions');
  assert.match(text, /corner \[number, number\] A corner of the yard, latitude then longitude\. item 1 number Latitude in degrees\. item 2 number Longitude in degrees\. No other items allowed\. track/);
  assert.equal(
    block(twin, '- `corner`'),
    [
      '- `corner` ([number, number]): A corner of the yard, latitude then longitude.',
      '  - item 1 of `corner` (number): Latitude in degrees.',
      '  - item 2 of `corner` (number): Longitude in degrees.',
      '  - No other items allowed in `corner`.',
    ].join('\n'),
  );
  // A tuple whose further items are described allows them: no such note.
  assert.doesNotMatch(block(twin, '- `track`'), /No other items/);
  assert.equal(text.match(/No other items allowed/g)?.length, 1);
});

test('a tuple with further items is typed by its positions, then the rest, and lists each position', async () => {
  const { text, twin } = await page('/docs/api/get-positions');
  assert.match(text, /track \[string, integer, \.\.\.number\[\]\] A van's registration, its fleet number, then its speeds so far\. item 1 string The registration\. item 2 integer The fleet number\. other items number A speed in km\/h\./);
  assert.equal(
    block(twin, '- `track`'),
    [
      "- `track` ([string, integer, ...number[]]): A van's registration, its fleet number, then its speeds so far.",
      '  - item 1 of `track` (string): The registration.',
      '  - item 2 of `track` (integer): The fleet number.',
      '  - other items of `track` (number): A speed in km/h.',
    ].join('\n'),
  );
});

test('the title of an inline schema names it beside its type; an option labelled by its title does not repeat it', async () => {
  const { text, twin } = await page('/docs/api/get-positions');
  assert.match(text, /depot object \(Depot address\) street string/);
  assert.match(text, /state string \(Van state\) Possible values/);
  assert.match(text, /driver oneOf Exactly one of: 1\. Staff driver object badge string 2\. Agency driver object agency string/);
  assert.match(twin, /^- `depot` \(object \(Depot address\)\)$/m);
  assert.match(twin, /^- `state` \(string \(Van state\)\): Possible values/m);
  assert.match(twin, /^ {4}- 1\. Staff driver of `driver` \(object\)$/m);
  assert.doesNotMatch(text + twin, /\(Staff driver\)/);
});

/** The anchors of the schema rows of `html` whose ids start with `prefix`, by the name each row shows (prefix cut). */
const anchorsByName = (html: string, prefix: string) =>
  Object.fromEntries([...html.matchAll(/ id="([^"]+)"><div class="dg-schema__head"><code class="dg-schema__name">([^<]+)</g)].filter((m) => m[1].startsWith(prefix)).map((m) => [m[2], m[1].slice(prefix.length)]));

test('colliding property names (createdAt, created_at) keep their anchors whatever order the spec gives them', async () => {
  const { html, twin } = await page('/docs/api/get-stamps');
  const inOrder = anchorsByName(html, 'response-200-first-');
  const reversed = anchorsByName(html, 'response-200-second-');
  assert.deepEqual(inOrder, { createdAt: 'created-at', created_at: 'created-at-2' });
  assert.deepEqual(reversed, inOrder);
  // The page still lists them in the spec's order, and so does the twin.
  assert.ok(html.indexOf('>created_at<', html.indexOf('id="response-200-second"')) < html.indexOf('>createdAt<', html.indexOf('id="response-200-second"')));
  assert.match(twin, /- `second\.created_at` \(string\): When the stamp was printed\.\n {2}- `second\.createdAt` \(string\): When the stamp was designed\./);

  // Schema pages: the same anchors for the same names.
  for (const url of ['/docs/api/schemas/stampinorder', '/docs/api/schemas/stampreversed']) {
    assert.deepEqual(anchorsByName((await page(url)).html, 'property-'), { createdAt: 'created-at', created_at: 'created-at-2' }, url);
  }
});

test('a tuple\'s example has one value per position, then the further items its minItems asks for', async () => {
  const { text, twin } = await page('/docs/api/get-positions');
  const example = /Example \(generated from the schema\) (\{.*?\}) $/.exec(text)?.[1];
  assert.ok(example, 'the page shows a generated example');
  assert.match(example, /"corner" : \[ 0 , 0 \] , "track" : \[ "string" , 0 \] , "stops" : \[ "DEPOT-1" , "STOP-7" , "STOP-7" \] ,/);
  const json = /Example \(generated from the schema\):\n+```json\n([^]*?)\n```/.exec(twin)?.[1];
  assert.ok(json, 'the twin shows a generated example');
  const value = JSON.parse(json);
  assert.deepEqual([value.corner, value.track, value.stops], [[0, 0], ['string', 0], ['DEPOT-1', 'STOP-7', 'STOP-7']]);
});

test('parameters, response headers and callbacks whose names slug alike keep their anchors whatever order the spec gives them', async () => {
  const api = (loaded ??= await loadOrFail(spec));
  for (const id of ['list-vans', 'list-drivers']) {
    const { html } = await page(`/docs/api/${id}`);
    // pageSize sorts before page_size, X-Request-Id before X_Request_Id, onArrival before on_arrival.
    const { fleet, ...colliding } = anchorsByName(html, 'query-');
    assert.deepEqual(colliding, { pageSize: 'page-size', page_size: 'page-size-2' }, id);
    // A name that collides with none keeps its plain anchor.
    assert.equal(fleet, id === 'list-vans' ? 'fleet' : undefined);
    assert.deepEqual(anchorsByName(html, 'response-200-header-'), { 'X-Request-Id': 'x-request-id', X_Request_Id: 'x-request-id-2' }, id);
    assert.deepEqual(Object.fromEntries([...html.matchAll(/<h3 id="(callback-[^"]+)">([^<]+)</g)].map((m) => [m[2], m[1]])), { onArrival: 'callback-on-arrival', on_arrival: 'callback-on-arrival-2' }, id);
    // What links to a parameter takes the page's anchors: search results, and the try-it form's fields (prefixed).
    const op = findOperation(api, id)!;
    const targets = listOperationTargets(api, op).params;
    assert.deepEqual(targets.filter((t) => t[1] !== 'fleet').sort(), [['p', 'pageSize', 'query-page-size'], ['p', 'page_size', 'query-page-size-2']], id);
    const fields = createTryItView(api, op, { chunk: '/tryit.js', timeoutMs: 1000, specUrl: 'https://docs.example/spec.yaml' }).params;
    assert.deepEqual(Object.fromEntries(fields.filter((f) => f.name !== 'fleet').map((f) => [f.name, f.id])), { pageSize: 'tryit-query-page-size', page_size: 'tryit-query-page-size-2' }, id);
  }
});

test('a parameter named like its location\'s heading (parameters) has an anchor of its own, and what links to it uses that one', async () => {
  const api = (loaded ??= await loadOrFail(spec));
  const { html } = await page('/docs/api/list-depots');
  assert.match(html, /<h3 id="query-parameters">Query parameters<\/h3>/);
  assert.deepEqual(anchorsByName(html, 'query-'), { parameters: 'parameters-2', limit: 'limit' });
  const op = findOperation(api, 'list-depots')!;
  assert.deepEqual(listOperationTargets(api, op).params.sort(), [['p', 'limit', 'query-limit'], ['p', 'parameters', 'query-parameters-2']]);
  const fields = createTryItView(api, op, { chunk: '/tryit.js', timeoutMs: 1000, specUrl: 'https://docs.example/spec.yaml' }).params;
  assert.deepEqual(Object.fromEntries(fields.map((f) => [f.name, f.id])), { parameters: 'tryit-query-parameters-2', limit: 'tryit-query-limit' });
});
