import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { checkCodeSampleLanguages, createCodeSamples, createHarRequest, DEFAULT_CODE_SAMPLES } from '../../../src/node/openapi/createCodeSamples.js';
import { highlightToHtml } from '../../../src/node/content/highlight.js';
import { highlightCode, highlightSample } from '../../../src/node/openapi/highlightCode.js';
import type { ApiOperation, LoadedApi } from '../../../src/node/openapi/types.js';
import { fixture } from '../../helpers/repoPaths.js';
import { apiOptions, loadOrFail } from './helpers.js';

const zooSpec = path.join(fixture('openapi-schemas'), 'spec.yaml');

function miniApi(op: Partial<ApiOperation>): { api: LoadedApi; op: ApiOperation } {
  const full: ApiOperation = {
    id: 'x', method: 'post', path: '/pets/{petId}/toys', deprecated: false, tags: [], parameters: [], responses: [], callbacks: [],
    security: [[{ scheme: 'key', scopes: [] }]], servers: [{ url: 'https://api.example.org/v1' }], customSamples: [], ...op,
  };
  const api = {
    options: apiOptions,
    securitySchemes: [{ key: 'key', anchor: 'auth-key', type: 'apiKey', in: 'header', name: 'X-Api-Key' }],
    schemas: { document: {}, names: new WeakMap(), resolveRef: () => undefined },
  } as unknown as LoadedApi;
  return { api, op: full };
}

test('curl for a POST with a JSON body and a path parameter has the right method, URL, headers and body', () => {
  const { api, op } = miniApi({
    parameters: [
      { name: 'petId', in: 'path', required: true, deprecated: false, schema: { type: 'integer' }, example: 7 },
      { name: 'dryRun', in: 'query', required: true, deprecated: false, schema: { type: 'boolean' } },
      { name: 'page', in: 'query', required: false, deprecated: false, schema: { type: 'integer' } },
    ],
    requestBody: {
      required: true,
      content: [{ contentType: 'application/json', examples: [], schema: { type: 'object', required: ['name'], properties: { name: { type: 'string', example: 'Ball' } } } }],
    },
  });
  const curl = createCodeSamples(api, op).find((s) => s.id === 'curl')!;
  assert.match(curl.code, /--request POST/);
  assert.match(curl.code, /--url 'https:\/\/api\.example\.org\/v1\/pets\/7\/toys\?dryRun=true'/);
  assert.doesNotMatch(curl.code, /page=/, 'optional query parameters are left out');
  assert.match(curl.code, /--header 'X-Api-Key: <KEY>'/);
  assert.match(curl.code, /--header 'content-type: application\/json'|--header 'Content-Type: application\/json'/);
  assert.match(curl.code, /"name": "Ball"/);
  assert.match(curl.html, /<span class="token/, 'highlighted');
});

test('nine languages by default, in order; the python sample uses requests', () => {
  const { api, op } = miniApi({ method: 'get', path: '/pets' });
  const samples = createCodeSamples(api, op);
  assert.deepEqual(samples.map((s) => s.id), ['python', 'curl', 'csharp', 'go', 'nodejs', 'ruby', 'php', 'java', 'powershell']);
  assert.match(samples[0].code, /import requests/);
  assert.match(samples.find((s) => s.id === 'java')!.code, /Unirest\.get/);
});

test('bearer and query API keys are placed where their scheme says', () => {
  const { api, op } = miniApi({ method: 'get', path: '/me', security: [[{ scheme: 'oauth', scopes: ['read'] }, { scheme: 'q', scopes: [] }]] });
  (api as any).securitySchemes = [
    { key: 'oauth', anchor: 'a', type: 'oauth2' },
    { key: 'q', anchor: 'b', type: 'apiKey', in: 'query', name: 'api_key' },
  ];
  const har = createHarRequest(api, op);
  assert.deepEqual(har.headers, [{ name: 'Authorization', value: 'Bearer <ACCESS_TOKEN>' }]);
  assert.deepEqual(har.queryString, [{ name: 'api_key', value: '<Q>' }]);
});

test('x-codeSamples from the spec come first and replace the generated sample of that language', async () => {
  const api = await loadOrFail(zooSpec);
  const op = api.operations.find((o) => o.id === 'list-keepers')!;
  const samples = createCodeSamples(api, op);
  assert.equal(samples[0].label, 'cURL (custom)');
  assert.equal(samples[0].id, 'curl');
  assert.equal(samples.filter((s) => s.id === 'curl').length, 1);
  assert.equal(samples.length, 9);
});

test('samples and examples are highlighted with the same tokens and classes as Markdown code, up to entity spelling', () => {
  const normalise = (html: string) => html.replace(/&#x3C;/g, '&lt;').replace(/&#x26;/g, '&amp;').replace(/&gt;/g, '>').replace(/&quot;/g, '"');
  for (const [code, language] of [['const a = "<b>" && 1; // x', 'javascript'], ['{ "a": [1, "x<y", true, null] }', 'json'], ['curl -X GET "https://x.test/a?b=1&c=2"', 'bash']]) {
    assert.equal(normalise(highlightCode(code, language)), normalise(highlightToHtml(code, language)), language);
  }
  assert.equal(highlightCode('<x>', 'no-such-language'), '&lt;x&gt;');
});

test('a generated sample is highlighted through its template: the same HTML as highlighting its text', () => {
  const text = 'curl --request GET \\\n  --url "https://api.example.test/shows/display?id=1&v=3.0" \\\n  --header "X-Key: <key>"';
  assert.equal(highlightSample(text, 'bash'), highlightCode(text, 'bash'));
  const python = 'import requests\n\nurl = "https://api.example.test/a?x=1&y=<2>"\nresponse = requests.get(url)';
  assert.equal(highlightSample(python, 'python'), highlightCode(python, 'python'));
});

const stylesSpec = path.join(fixture('openapi-param-styles'), 'spec.yaml');

/** The URL and headers of an operation's generated curl sample (the spec's examples, serialised per style). */
async function curlOf(operationId: string): Promise<string> {
  const api = await loadOrFail(stylesSpec);
  const op = api.operations.find((o) => o.operationId === operationId)!;
  return createCodeSamples(api, op, { highlight: false }).find((s) => s.id === 'curl')!.code;
}

test('query arrays and objects in samples follow style and explode, never JSON: repeated, comma, pipe, space, deepObject, exploded object', async () => {
  const curl = await curlOf('listOrchards');
  const url = /--url '([^']*)'/.exec(curl)![1];
  assert.equal(url, 'https://api.example.net/orchards?' + [
    'fruit=plum&fruit=green%20fig', // form, explode by default: the name repeated
    'ids=3%2C4', // form, explode false: comma-joined (httpsnippet encodes the comma with the rest of the value)
    'rows=north%7Csouth', // pipeDelimited
    'sizes=small%20large', // spaceDelimited
    'owner%5Bname%5D=Ines&owner%5Bmail%5D=ines%40example.net', // deepObject
    'lat=45.5&lon=4.8', // an object, form + explode: one key per property
  ].join('&'));
  assert.doesNotMatch(curl, /%5B%22|%7B%22/, 'no JSON array or object in the query');
  assert.match(curl, /--header 'X-Seasons: spring,autumn'/, 'a header array is simple: comma-separated');
  // The other languages get the same pairs: Python's requests repeats a name given a list.
  const api = await loadOrFail(stylesSpec);
  const python = createCodeSamples(api, api.operations.find((o) => o.operationId === 'listOrchards')!, { highlight: false }).find((s) => s.id === 'python')!;
  assert.match(python.code, /"fruit":\["plum","green fig"\]/);
});

test('path arrays in samples: simple by default, matrix exploded', async () => {
  assert.match(await curlOf('getPlots'), /--url 'https:\/\/api\.example\.net\/plots\/7,12'/);
  assert.match(await curlOf('getTrees'), /--url 'https:\/\/api\.example\.net\/trees\/;tree=oak;tree=elm'/);
});

test('examples generated from the schema follow the style too: a repeated array, a deepObject object', async () => {
  assert.match(await curlOf('listCrates'), /--url 'https:\/\/api\.example\.net\/crates\?color=red&color=gold&box%5Bsize%5D=10'/);
});

test('a configured language that httpsnippet does not have is named, target or client; the defaults are all valid', () => {
  assert.deepEqual(checkCodeSampleLanguages(DEFAULT_CODE_SAMPLES), []);
  const problems = checkCodeSampleLanguages([
    { id: 'cobol', label: 'COBOL', target: 'cobol' },
    { id: 'py', label: 'Python', target: 'python', client: 'nope' },
    { id: 'ok', label: 'Go', target: 'go', client: 'native' },
  ]);
  assert.equal(problems.length, 2, problems.join('\n'));
  assert.match(problems[0], /'cobol' has the target 'cobol', which is not one of .*python/);
  assert.match(problems[1], /'py' has the client 'nope', which the target 'python' does not have \(it has python3, requests\)/);
});

test('an optional form body with no field to send is no body: no Content-Type, no payload; a required one stays', () => {
  const emptyForm = { contentType: 'application/x-www-form-urlencoded', examples: [], schema: { type: 'object', properties: {}, additionalProperties: false } };
  const { api, op } = miniApi({ method: 'get', path: '/charges', requestBody: { required: false, content: [emptyForm] } });
  const samples = createCodeSamples(api, op);
  const curl = samples.find((s) => s.id === 'curl')!.code;
  assert.doesNotMatch(curl, /Content-Type|--data/i, curl);
  assert.doesNotMatch(samples.find((s) => s.id === 'python')!.code, /payload|data=/, 'python sends no body');
  const required = createCodeSamples(...Object.values(miniApi({ method: 'post', path: '/charges', requestBody: { required: true, content: [emptyForm] } })) as [LoadedApi, ApiOperation]);
  assert.match(required.find((s) => s.id === 'curl')!.code, /Content-Type: application\/x-www-form-urlencoded/);
});
