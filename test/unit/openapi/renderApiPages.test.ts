import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createOperationView } from '../../../src/node/openapi/createOperationView.js';
import { createApiRoutes } from '../../../src/node/openapi/index.js';
import { fixture } from '../../helpers/repoPaths.js';
import { checkAnchors, loadOrFail, renderRoute, visibleText } from './helpers.js';
import { makeTmpDir, writeTree } from '../../helpers/tmpDir.js';
import { operationTwinBody } from '../../../src/node/output/twins/operationTwin.js';
import { pagePlain } from '../../../src/node/output/twins/apiTwins.js';
import { createTwinLinker } from '../../../src/node/output/twins/twinText.js';
import { createTryItView } from '../../../src/node/openapi/tryIt/createTryItView.js';
import { indexTwinBody } from '../../../src/node/output/twins/indexTwins.js';
import type { SiteConfig } from '../../../src/node/config.js';
import type { RouteGraph } from '../../../src/node/routes/createRouteGraph.js';

const zooSpec = path.join(fixture('openapi-schemas'), 'spec.yaml');

async function page(url: string) {
  const api = await loadOrFail(zooSpec);
  const route = createApiRoutes(api).routes.find((r) => r.url === url)!;
  const html = renderRoute(api, route);
  return { api, route, html, text: visibleText(html) };
}

test('an operation page has everything in the HTML: endpoint, parameters, responses, schema, first code sample', async () => {
  const { html, text, route } = await page('/docs/api/get-animal');
  assert.match(html, /^<div class="dg-api dg-api-op"><div class="dg-api-op__head"><h1 class="dg-api-op__title">Get an animal<\/h1>/);
  assert.match(html, /<span class="dg-method dg-method--get">GET<\/span>/);
  assert.match(html, /<span class="dg-api-endpoint__param">\{animalId\}<\/span>/);
  assert.match(text, /Server: https:\/\/api\.zoo\.example\.com\/v2/);
  assert.match(html, /<li class="dg-schema__row" id="path-animal-id">/);
  assert.match(text, /animalId integer required Id of the animal\. Example: 42/);
  assert.match(html, /id="query-fields"/);
  assert.match(text, /X-Trace string deprecated/);
  assert.match(html, /<h3 id="response-200" class="dg-api-response__title">200 OK<\/h3>/);
  assert.match(html, /id="response-200-name"/);
  assert.match(text, /name string required Example: "Rex" Constraints: length >= 1 ?, length <= 50/);
  assert.match(text, /X-Rate-Limit integer Calls left\./);
  assert.match(text, /"message" ?: "No such animal"/, 'the spec example');
  assert.match(text, /"createdAt" ?: "2024-01-15T09:30:00Z"/, 'a generated example');
  // The first code sample is checked, and its panel is present and highlighted.
  const radio = /<input[^>]*id="code-samples-python"[^>]*>/.exec(html)?.[0] ?? '';
  for (const attr of ['type="radio"', 'class="dg-tabs__radio"', 'name="code-samples"', 'value="python"', 'data-tab-value="python"', 'checked=""']) {
    assert.ok(radio.includes(attr), `${attr} in ${radio}`);
  }
  assert.doesNotMatch(/<input[^>]*id="code-samples-curl"[^>]*>/.exec(html)?.[0] ?? '', /checked/);
  assert.match(html, /<div class="dg-tabs__panel" data-tab-value="python"><pre class="dg-code language-python" tabindex="0"><code class="language-python"><span class="token keyword">import<\/span> requests/);
  assert.match(text, /url = "https:\/\/api\.zoo\.example\.com\/v2\/animals\/42"/);
  assert.deepEqual(checkAnchors(html, route), []);
});

test('authentication links to the overview, deprecated operations say so, alternatives are listed', async () => {
  const { html, text } = await page('/docs/api/update-animal');
  assert.match(html, /<a href="\/docs\/api\/schema-zoo-api#auth-zoo-key">ZooKey<\/a>/);
  assert.match(html, /<a href="\/docs\/api\/schema-zoo-api#auth-o-auth">OAuth<\/a>/);
  assert.match(text, /with scopes animals:write/);
  assert.match(text, /Deprecated\. This operation is deprecated/);
  assert.match(text, /Request body required/);
  assert.doesNotMatch(html, /id="request-body-id"/, 'readOnly id not in the request');
  assert.match(html, /id="request-body-secret"/);
});

test('oneOf, discriminator, links and callbacks render; the callback body refers back to the schema above', async () => {
  const { html, text, route } = await page('/docs/api/create-pet');
  assert.match(text, /Exactly one of: 1\. Cat object cat kind string required/);
  assert.match(text, /Discriminator: kind : cat → Cat , dog → Dog/);
  assert.match(text, /GetAnimal : getAnimal with animalId = \$response\.body#\/id/);
  assert.match(html, /<a href="\/docs\/api\/get-animal">getAnimal<\/a>/);
  assert.match(html, /<h3 id="callback-on-adopted">onAdopted<\/h3>/);
  assert.match(text, /Shown above: Pet/);
  assert.match(text, /"kind" ?: "cat"/, 'example uses the discriminator value');
  assert.deepEqual(checkAnchors(html, route), []);
});

test('a circular schema links back instead of recursing; custom samples come first', async () => {
  const { html, text, route } = await page('/docs/api/list-keepers');
  assert.match(html, /Circular reference: <a href="#response-200-items">Keeper<\/a>/);
  assert.match(html, /<label class="dg-tabs__label" for="code-samples-curl">cURL \(custom\)<\/label>/);
  assert.match(text, /curl https:\/\/api\.zoo\.example\.com\/v2\/keepers/);
  assert.deepEqual(checkAnchors(html, route), []);
});

test('the overview shows version, description with TOC ids, auth schemes, servers, contact, licence and the download', async () => {
  const { html, text, route } = await page('/docs/api/schema-zoo-api');
  assert.match(html, /<h1>Schema Zoo API<\/h1>/);
  assert.match(text, /Version 2\.1\.0/);
  assert.match(html, /<h2 id="getting-started">Getting started<\/h2>/);
  assert.match(html, /<a href="#authentication">authentication<\/a>/, 'in-page links of the description to our ids are kept');
  assert.match(html, /<h3 id="auth-zoo-key">ZooKey<\/h3>/);
  assert.match(text, /Header name X-Zoo-Key/);
  assert.match(text, /Authorization code flow Authorization URL https:\/\/zoo\.example\.com\/oauth\/authorize/);
  assert.match(text, /animals:write — Change animals/);
  assert.match(text, /https:\/\/api\.zoo\.example\.com\/v2 — Production/);
  assert.match(text, /Licence MIT/);
  assert.match(html, /<a href="\/openapi\/spec\.yaml" download="">Download OpenAPI spec \(YAML\)<\/a>/);
  assert.match(html, /<a href="\/openapi\/spec\.json" download="">Download OpenAPI spec \(JSON\)<\/a>/);
  assert.deepEqual(checkAnchors(html, route), []);
});

test('the index has the overview card and a card per tag with its description and operation count', async () => {
  const { html, text, route } = await page('/docs/category/api');
  assert.match(html, /<a href="\/docs\/api\/schema-zoo-api" class="dg-card__link"><h2 class="dg-card__title" id="introduction">Introduction<\/h2>/);
  assert.match(text, /animals Animals of the zoo\. 3 operations/);
  assert.match(text, /keepers People who care for them\. 1 operation/);
  assert.match(html, /href="\/docs\/api\/get-animal" class="dg-card__link"><h2 class="dg-card__title" id="tag-animals">/);
  assert.match(text, /Other operations 1 operation/);
  assert.deepEqual(checkAnchors(html, route), []);
});

test('a summary that is a paragraph (several sentences, links) is the page\'s first paragraph, not its title', async () => {
  const api = await loadOrFail(zooSpec);
  const op = api.operations[0];
  op.summary = 'This event occurs when an animal is fed. For more, see [Feeding](https://zoo.example.com/feeding). It is sent to every keeper who asked for it, once per meal, with the animal and what it ate.';
  const route = createApiRoutes(api).routes.find((r) => r.key === op.id)!;
  const label = `${op.method.toUpperCase()} ${op.path}`;
  assert.equal(route.title, label);
  const html = renderRoute(api, route);
  assert.match(html, new RegExp(`<h1 class="dg-api-op__title">${label.replace(/[{}/]/g, '\\$&')}</h1>`));
  assert.match(html, /<p>This event occurs when an animal is fed\. For more, see <a href="https:\/\/zoo\.example\.com\/feeding"[^>]*>Feeding/);
  // A short summary stays the title.
  op.summary = 'Feed an animal';
  assert.equal(createApiRoutes(api).routes.find((r) => r.key === op.id)!.title, 'Feed an animal');
});

test('descriptions are sanitised: scripts, event handlers and javascript: links never reach the page', async () => {
  const api = await loadOrFail(zooSpec);
  const op = api.operations[0];
  op.description = 'Hi <script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(2)"> [x](javascript:alert(3)) <a href="/docs/elsewhere">rel</a>';
  const route = createApiRoutes(api).routes.find((r) => r.key === op.id)!;
  const html = renderRoute(api, route);
  assert.doesNotMatch(html, /<script|onerror|javascript:/i);
  assert.doesNotMatch(html, /href="\/docs\/elsewhere"/, 'relative links of the spec owner\'s site are not left dangling');
  assert.match(html, /href="https:\/\/zoo\.example\.com\/docs\/elsewhere"/, 'they resolve against the spec\'s own site');
});

test('a deepObject parameter says on the page how its properties are sent, as its twin does', async () => {
  const api = await loadOrFail(path.join(fixture('twin-descriptions'), 'spec.yaml'));
  const route = createApiRoutes(api).routes.find((r) => r.url === '/docs/api/list-boats')!;
  const text = visibleText(renderRoute(api, route));
  assert.match(text, /launched object .*Style: deepObject, each property sent as its own query parameter \( ?launched\[after\] ?\)/);
});

test("each body's region is named by whose body it is, so a screen reader's list of regions tells them apart", async () => {
  const { html } = await page('/docs/api/get-animal');
  const names = [...html.matchAll(/<section class="dg-api-media" id="[^"]*" aria-label="([^"]*)"/g)].map((m) => m[1]);
  assert.ok(names.length >= 2, names.join(' | '));
  assert.equal(new Set(names).size, names.length, names.join(' | '));
  assert.ok(names.includes('Response 200, application/json'), names.join(' | '));
});

test('deepObject names a property only for an object: an array sent that way gets no made-up key', async () => {
  const api = await loadOrFail(path.join(fixture('openapi-param-styles'), 'spec.yaml'));
  const view = createOperationView(api, api.operations.find((o) => o.operationId === 'listCrates')!, { plain: true });
  const rows = new Map(view.parameterGroups.flatMap((g) => g.params.map(({ param, row }) => [param.name, row] as const)));
  assert.equal(rows.get('box')!.deepObjectKey, 'box[size]');
  assert.equal(rows.get('expand')!.deepObjectKey, undefined);
});

test('an array or object parameter\'s example is shown as the request carries it, on the page and in its twin; a value stays as it is', async (t) => {
  const root = makeTmpDir(t);
  const ids = { type: 'array', items: { type: 'integer' } };
  writeTree(root, {
    'spec.json': JSON.stringify({
      openapi: '3.0.3', info: { title: 'Harbour', version: '1' },
      paths: {
        '/boats/{ids}': {
          get: {
            operationId: 'listBoats',
            parameters: [
              { name: 'ids', in: 'path', required: true, schema: ids, example: [3, 4] },
              { name: 'berth', in: 'query', explode: false, schema: { ...ids, example: [42, 57] } },
              { name: 'tag', in: 'query', schema: ids, example: [1, 5] },
              { name: 'filter', in: 'query', style: 'deepObject', schema: { type: 'object', properties: { status: { type: 'string' } } }, example: { status: 'moored' } },
              { name: 'X-Trace', in: 'header', schema: ids, example: [7, 8] },
              { name: 'limit', in: 'query', schema: { type: 'integer', example: 20 } },
            ],
            responses: { 200: { description: 'ok' } },
          },
        },
      },
    }),
  });
  const api = await loadOrFail(path.join(root, 'spec.json'));
  const route = createApiRoutes(api).routes.find((r) => r.url === '/docs/api/list-boats')!;
  const text = visibleText(renderRoute(api, route));
  assert.match(text, /ids integer\[\] required Example: 3,4/);
  assert.match(text, /berth integer\[\] Example: berth=42,57/);
  assert.match(text, /tag integer\[\] Example: tag=1&tag=5/);
  assert.match(text, /Example: filter\[status\]=moored/);
  assert.match(text, /X-Trace integer\[\] Example: 7,8/);
  assert.match(text, /limit integer Example: 20/);
  assert.doesNotMatch(text, /Example: \[/);
  const twin = operationTwinBody(api, createOperationView(api, api.operations[0], { plain: true }), 'List boats', createTwinLinker('https://docs.example', '/'), pagePlain(api));
  assert.match(twin, /Example: `berth=42,57`\./);
  assert.match(twin, /Example: `tag=1&tag=5`\./);
});

test('an example given only by externalValue is named by its address, never taken for the example itself (the body of the samples)', async (t) => {
  const root = makeTmpDir(t);
  const boat = { type: 'object', properties: { name: { type: 'string', example: 'Nautilus' } } };
  writeTree(root, {
    'spec.json': JSON.stringify({
      openapi: '3.0.3', info: { title: 'Harbour', version: '1' }, servers: [{ url: 'https://harbour.example' }],
      paths: {
        '/boats': {
          post: {
            operationId: 'addBoat',
            requestBody: { content: { 'application/json': { schema: boat, examples: { big: { summary: 'A big boat', externalValue: 'https://harbour.example/examples/big-boat.json' } } } } },
            responses: { 200: { description: 'ok', content: { 'application/json': { schema: boat, examples: { saved: { externalValue: 'examples/saved.json' } } } } } },
          },
        },
      },
    }),
  });
  const api = await loadOrFail(path.join(root, 'spec.json'));
  const route = createApiRoutes(api).routes.find((r) => r.url === '/docs/api/add-boat')!;
  const text = visibleText(renderRoute(api, route));
  assert.match(text, /A big boat This example is a separate file: https:\/\/harbour\.example\/examples\/big-boat\.json/);
  assert.match(text, /This example is a separate file: examples\/saved\.json/);
  assert.doesNotMatch(text, /"https:\/\/harbour\.example\/examples\/big-boat\.json"/, 'the address is not shown as a JSON string, as if it were the example');
  assert.match(text, /--data '\{ "name": "Nautilus" \}'/, 'the curl sample sends an example made from the schema, not the address');
});

test('a server URL with variables: the overview and its twin give the template and each variable\'s default and allowed values', async (t) => {
  const root = makeTmpDir(t);
  writeTree(root, {
    'spec.json': JSON.stringify({
      openapi: '3.0.3', info: { title: 'Ferry', version: '1' },
      servers: [{ url: 'https://{region}.ferry.example/{stage}', variables: { region: { default: 'north', enum: ['north', 'south'], description: 'Where the boats sail' }, stage: { default: 'live' } } }],
      paths: { '/crossings': { get: { operationId: 'listCrossings', responses: { 200: { description: 'ok' } } } } },
    }),
  });
  const api = await loadOrFail(path.join(root, 'spec.json'));
  const route = createApiRoutes(api).routes.find((r) => r.kind === 'api-overview')!;
  const text = visibleText(renderRoute(api, route));
  assert.match(text, /https:\/\/north\.ferry\.example\/live URL template: https:\/\/\{region\}\.ferry\.example\/\{stage\}/);
  assert.match(text, /region : default north , one of north , south — Where the boats sail/);
  assert.match(text, /stage : default live OpenAPI spec/);
  const twin = indexTwinBody(route, { config: {} as SiteConfig, graph: {} as RouteGraph, api, link: createTwinLinker('', '/'), plain: (m) => m, searchListing: { routes: [] } });
  assert.match(twin, /- `https:\/\/north\.ferry\.example\/live`\n {2}- URL template: `https:\/\/\{region\}\.ferry\.example\/\{stage\}`\n/);
  assert.match(twin, /\n {2}- `region`: default `north`, one of `north`, `south` — Where the boats sail\n {2}- `stage`: default `live`\n/);
});

test('a parameter defined by a media type is sent as its JSON text: the page, the twin, the samples and try it say and do so', async (t) => {
  const root = makeTmpDir(t);
  writeTree(root, {
    'spec.json': JSON.stringify({
      openapi: '3.0.3', info: { title: 'Harbour', version: '1' }, servers: [{ url: 'https://harbour.example' }],
      paths: {
        '/boats': {
          get: {
            operationId: 'findBoats',
            parameters: [{ name: 'filter', in: 'query', required: true, content: { 'application/json': { schema: { type: 'object', properties: { status: { type: 'string' } } }, example: { status: 'moored' } } } }],
            responses: { 200: { description: 'ok' } },
          },
        },
      },
    }),
  });
  const api = await loadOrFail(path.join(root, 'spec.json'));
  const route = createApiRoutes(api).routes.find((r) => r.url === '/docs/api/find-boats')!;
  const text = visibleText(renderRoute(api, route));
  assert.match(text, /filter object required Sent as application\/json ?: the whole value written as one text Example: filter=\{"status":"moored"\}/);
  assert.match(text, /curl --request GET \\ --url 'https:\/\/harbour\.example\/boats\?filter=%7B%22status%22%3A%22moored%22%7D'/, 'the sample sends the JSON text, not status=moored');
  const twin = operationTwinBody(api, createOperationView(api, api.operations[0], { plain: true }), 'Find boats', createTwinLinker('https://docs.example', '/'), pagePlain(api));
  assert.match(twin, /\| `filter` \| query \| object \| yes \|.*Sent as `application\/json`: the whole value written as one text\. .*Example: `filter=\{"status":"moored"\}`/);
  const field = createTryItView(api, api.operations[0], { chunk: '/tryit.js', timeoutMs: 1000, specUrl: 'https://docs.example/spec.json' }).params[0];
  assert.deepEqual([field.control, field.values, field.properties], ['text', ['{"status":"moored"}'], undefined], 'try it holds the JSON text in one field, sent as written');
});
