// The "Try it" view and form as the server renders them: fields, credentials, servers, bodies, the proxy note and
// the curl command of the request the form holds on load.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createApiRoutes } from '../../../src/node/openapi/index.js';
import { createTryItView, type TryItSettings } from '../../../src/node/openapi/tryIt/createTryItView.js';
import { MAX_FORM_FIELDS } from '../../../src/node/openapi/tryIt/tryItFields.js';
import { buildRequest } from '../../../src/shared/tryIt/buildRequest.js';
import { validateConfig } from '../../../src/node/config.js';
import { fixture } from '../../helpers/repoPaths.js';
import { makeTmpDir, writeTree } from '../../helpers/tmpDir.js';
import { loadOrFail, renderApiPage, visibleText } from './helpers.js';

const petSpec = path.join(fixture('tryit-site'), 'openapi/pets.yaml');
const settings: TryItSettings = { chunk: '/assets/tryit.x.js', timeoutMs: 30_000, specUrl: 'https://docs.example.test/openapi/pets.yaml' };

async function view(operationId: string, given = settings) {
  const api = await loadOrFail(petSpec);
  const op = api.operations.find((o) => o.operationId === operationId)!;
  return { api, op, view: createTryItView(api, op, given) };
}

test('parameters: required ones start with their example, optional ones empty; enums are selects, arrays repeatable', async () => {
  const { view: v } = await view('getPet');
  const byName = Object.fromEntries(v.params.map((p) => [p.name, p]));
  assert.deepEqual(byName.petId.values, ['rex']);
  assert.equal(byName.petId.required, true);
  assert.deepEqual(byName.limit.values, []);
  assert.equal(byName.colour.control, 'select');
  assert.deepEqual(byName.colour.options, ['red', 'green', 'blue']);
  assert.equal(byName.tags.array, true);
  assert.equal(v.curl, "curl --request GET \\\n  --url 'https://api.pets.example/v1/pets/rex'");
  assert.deepEqual(v.servers.map((s) => s.url), ['https://api.pets.example/v1', 'https://docs.example.test/mock'], 'a relative server resolves against the published spec');
  assert.deepEqual(v.servers[0].variables.map((x) => [x.name, x.default, x.enum]), [['version', 'v1', ['v1', 'v2']]]);
  assert.deepEqual(v.credentials.map((c) => [c.scheme, c.in, c.name, c.prefix]), [['ApiKey', 'header', 'X-Api-Key', ''], ['Bearer', 'header', 'Authorization', 'Bearer ']]);
});

test('the form in the page: closed, lazy, no control named (nothing can be submitted into a URL), Send disabled until the script runs', async () => {
  const api = await loadOrFail(petSpec);
  const route = createApiRoutes(api).routes.find((r) => r.key === 'get-pet')!;
  const html = renderApiPage({ api, tryIt: settings }, route);
  assert.match(html, /<details class="dg-tryit" data-dg-tryit="" data-chunk="\/assets\/tryit\.x\.js"><summary class="dg-tryit__summary">Try it<\/summary>/);
  const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
  assert.doesNotMatch(form.replace(/name="tryit-body-mode"/g, ''), /\sname="/);
  assert.match(form, /<button type="submit" class="dg-button dg-button--primary" data-dg-send="" disabled="">Send<\/button>/);
  assert.match(visibleText(form), /Requests go from your browser straight to the API/);
  assert.match(form, /<code>curl --request GET \\\n {2}--url &#x27;https:\/\/api\.pets\.example\/v1\/pets\/rex&#x27;<\/code>/);
  const off = renderApiPage({ api }, route);
  assert.doesNotMatch(off, /dg-tryit/, 'api.tryIt: false renders no form');
});

test('a proxy is named in the form and kept out of the curl command', async () => {
  const { api, op } = await view('getPet');
  const route = createApiRoutes(api).routes.find((r) => r.key === 'get-pet')!;
  const html = renderApiPage({ api, tryIt: { ...settings, proxyUrl: 'https://proxy.example/?' } }, route);
  assert.match(visibleText(html), /Requests go through the proxy https:\/\/proxy\.example\/\? , which sees them, credentials included\./);
  assert.match(html, /data-proxy="https:\/\/proxy\.example\/\?"/);
  assert.doesNotMatch(createTryItView(api, op, { ...settings, proxyUrl: 'https://proxy.example/?' }).curl, /proxy/);
});

test('form bodies: bracketed nested names, encodings, files; the example request in curl', async () => {
  const { view: charge } = await view('createCharge');
  assert.deepEqual(charge.body!.fields.map((f) => [f.name, f.required, f.style ?? '']), [
    ['amount', true, ''], ['description', false, ''], ['card[exp_month]', false, ''], ['card[exp_year]', false, ''], ['expand', false, 'deepObject'],
  ]);
  assert.match(charge.curl, /--header 'Content-Type: application\/x-www-form-urlencoded' \\\n {2}--data-raw 'amount=500'$/);
  assert.deepEqual(charge.credentials.map((c) => [c.in, c.name]), [['query', 'api_key']]);
  const { view: upload } = await view('uploadPhoto');
  assert.deepEqual(upload.body!.fields.map((f) => [f.name, f.control]), [['caption', 'text'], ['photo', 'file']]);
  const { view: create } = await view('createPet');
  assert.equal(create.body!.text, JSON.stringify({ name: 'Rex', age: 3 }, null, 2));
});

test('a form body with many fields: required and top-level fields up to the limit, and a raw editor with the example', async (t) => {
  const root = makeTmpDir(t);
  const properties = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field_${i}`, { type: 'string', example: `v${i}` }]));
  properties.nested = { type: 'object', required: ['deep'], properties: { deep: { type: 'string' } } } as never;
  writeTree(root, {
    'spec.json': JSON.stringify({
      openapi: '3.0.3', info: { title: 'Big', version: '1' },
      paths: { '/accounts': { post: { operationId: 'createAccount', requestBody: { content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', required: ['field_39'], properties } } } }, responses: { 200: { description: 'ok' } } } } },
    }),
  });
  const api = await loadOrFail(path.join(root, 'spec.json'));
  const body = createTryItView(api, api.operations[0], settings).body!;
  assert.equal(body.fields.length, MAX_FORM_FIELDS);
  assert.equal(body.fields[body.fields.length - 1].name, 'field_39', 'the required field is in, in schema order');
  assert.equal(body.omitted, 41 - MAX_FORM_FIELDS);
  assert.equal(body.raw, true);
  assert.match(body.text, /^field_0=v0&field_1=v1&/);
});

test('an object query parameter with known properties is one field per property, typed like parameters and sent as serializeParameter writes it', async () => {
  const { api, view: v } = await view('listPets');
  const [filter, page, meta] = v.params;
  assert.deepEqual(filter.properties!.map((f) => [f.label, f.name, f.control, f.options ?? null, !!f.numeric]), [
    ['filter[status]', 'status', 'select', ['open', 'adopted'], false],
    ['filter[limit]', 'limit', 'text', null, true],
    ['filter[vaccinated]', 'vaccinated', 'select', ['true', 'false'], false],
    ['filter[owner name]', 'owner name', 'text', null, false],
  ]);
  // form + explode (OpenAPI's default): the properties are parameters of their own; a required object starts with its example.
  assert.deepEqual(page.properties!.map((f) => [f.label, f.values, f.required]), [['number', ['1'], true], ['size', ['20'], false]]);
  assert.equal(v.curl, "curl --request GET \\\n  --url 'https://api.pets.example/v1/pets?number=1&size=20'");
  assert.equal(meta.control, 'json', 'a free-form object is typed as JSON');
  assert.equal(meta.properties, undefined);

  const input = { ...v.input, params: v.input.params.map((p) => p.name === 'filter' ? { ...p, properties: [['status', 'open'], ['limit', '5'], ['vaccinated', ''], ['owner name', '']] as [string, string][] } : p.name === 'meta' ? { ...p, values: ['{"colour": "red"}'] } : p) };
  assert.equal(buildRequest(input).url, 'https://api.pets.example/v1/pets?filter%5Bstatus%5D=open&filter%5Blimit%5D=5&number=1&size=20&meta%5Bcolour%5D=red');

  const route = createApiRoutes(api).routes.find((r) => r.key === 'list-pets')!;
  const form = renderApiPage({ api, tryIt: settings }, route);
  const label = (id: string) => visibleText(form.match(new RegExp(`<label for="${id}">(.*?)</label>`))?.[1] ?? '').trim();
  assert.equal(label('tryit-query-filter-status'), 'filter[status] string');
  assert.equal(label('tryit-query-page-number'), 'number required integer');
  assert.match(form, /<select id="tryit-query-filter-status" data-dg-value=""><option value="" selected="">\(not set\)<\/option><option value="open">open<\/option>/);
  assert.match(form, /<textarea id="tryit-query-meta"/);
});

test('config: api.tryIt is false or { proxyUrl, timeout }', () => {
  assert.deepEqual(validateConfig({ api: { tryIt: false } }), []);
  assert.deepEqual(validateConfig({ api: { tryIt: { proxyUrl: 'https://cors.example/', timeout: 5 } } }), []);
  for (const bad of [true, { proxyUrl: 'ftp://x' }, { timeout: 0 }, { proxy: 'https://x' }]) {
    const problems = validateConfig({ api: { tryIt: bad } });
    assert.equal(problems.length, 1, JSON.stringify(bad));
    assert.match(problems[0].message, /Config key 'api\.tryIt' must be false or \{ proxyUrl/);
  }
});

test('GET and HEAD carry no body (fetch refuses one): an empty declared form is left out, one with fields gets a note', async (t) => {
  const root = makeTmpDir(t);
  const emptyForm = { content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties: {}, additionalProperties: false } } } };
  const search = { content: { 'application/json': { schema: { type: 'object', properties: { query: { type: 'string', example: 'cats' } } } } } };
  writeTree(root, {
    'spec.json': JSON.stringify({
      openapi: '3.0.3', info: { title: 'Bodies', version: '1' }, servers: [{ url: 'https://api.example.test' }],
      paths: {
        '/charges': { get: { operationId: 'listCharges', requestBody: emptyForm, responses: { 200: { description: 'ok' } } } },
        '/search': { get: { operationId: 'search', requestBody: search, responses: { 200: { description: 'ok' } } } },
      },
    }),
  });
  const api = await loadOrFail(path.join(root, 'spec.json'));
  const [charges, searchOp] = api.operations.map((op) => createTryItView(api, op, settings));
  assert.equal(charges.body, undefined);
  assert.equal(charges.unsentBody, undefined);
  assert.equal(charges.curl, "curl --request GET \\\n  --url 'https://api.example.test/charges'");
  assert.equal(searchOp.body, undefined);
  assert.equal(searchOp.unsentBody, 'application/json');
  assert.doesNotMatch(searchOp.curl, /Content-Type|--data/);
  const route = createApiRoutes(api).routes.find((r) => r.kind === 'api-operation' && r.title.includes('search'))!;
  const page = visibleText(renderApiPage({ api, tryIt: settings }, route));
  assert.match(page, /This operation declares a request body \(application\/json\), which a browser cannot send with GET: the code samples show it\./);
});
