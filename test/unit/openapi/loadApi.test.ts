import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { loadApi } from '../../../src/node/openapi/index.js';
import { fixture } from '../../helpers/repoPaths.js';
import { apiOptions, loadOrFail } from './helpers.js';

/** Runs `fn` with fetch and http(s).request replaced by spies that throw; returns how often they were called. */
async function withoutNetwork<T>(fn: () => Promise<T>): Promise<{ result: T; calls: number }> {
  let calls = 0;
  const saved = { fetch: globalThis.fetch, http: http.request, https: https.request };
  const refuse = (() => {
    calls++;
    throw new Error('network access in a test');
  }) as any;
  globalThis.fetch = refuse;
  http.request = refuse;
  https.request = refuse;
  try {
    return { result: await fn(), calls };
  } finally {
    globalThis.fetch = saved.fetch;
    http.request = saved.http;
    https.request = saved.https;
  }
}

test('an http(s) $ref is a warning with its position, and nothing is fetched', { timeout: 30_000 }, async () => {
  const spec = path.join(fixture('openapi-remote-ref'), 'spec.yaml');
  const { result, calls } = await withoutNetwork(() => loadApi(spec, apiOptions));
  assert.equal(calls, 0);
  assert.ok(result.api);
  const d = result.diagnostics.find((x) => x.code === 'openapi-remote-ref');
  assert.ok(d, JSON.stringify(result.diagnostics));
  assert.equal(d.severity, 'warning');
  assert.match(d.message, /https:\/\/example\.invalid\/schemas\/thing\.yaml/);
  assert.equal(d.file, spec);
  assert.equal(d.line, 15);
});

test('a remote $ref inside a referenced local file is caught too', { timeout: 30_000 }, async () => {
  const spec = path.join(fixture('openapi-remote-ref'), 'nested', 'spec.yaml');
  const { result, calls } = await withoutNetwork(() => loadApi(spec, apiOptions));
  assert.equal(calls, 0);
  const d = result.diagnostics.find((x) => x.code === 'openapi-remote-ref');
  assert.ok(d, JSON.stringify(result.diagnostics));
  assert.equal(d.file, path.join(fixture('openapi-remote-ref'), 'nested', 'thing.yaml'));
  assert.equal(d.line, 5);
});

test('local external files are resolved relative to the spec, wherever the process runs', async () => {
  const spec = path.join(fixture('openapi-external-refs'), 'spec.yaml');
  const cwd = process.cwd();
  process.chdir(os.tmpdir()); // the parser resolves refs of an in-memory document against the cwd
  const api = await loadOrFail(spec).finally(() => process.chdir(cwd));
  const schema = api.operations[0].responses[0].content[0].schema!;
  assert.deepEqual(Object.keys(schema.properties), ['id', 'name', 'owner']);
  assert.equal(schema.properties.owner.properties.email.format, 'email');
});

test('Swagger 2.0 is converted to OpenAPI 3 (servers, components, security)', async () => {
  const api = await loadOrFail(path.join(fixture('openapi-swagger2'), 'spec.yaml'));
  assert.equal(api.openapiVersion.startsWith('3.0'), true);
  assert.equal(api.servers[0].url, 'https://shop.example.com/v1');
  const op = api.operations[0];
  assert.equal(op.id, 'get-item');
  assert.equal(op.parameters[0].schema?.type, 'integer');
  assert.deepEqual(Object.keys(op.responses[0].content[0].schema!.properties), ['id', 'name']);
  assert.equal(api.securitySchemes[0].name, 'X-Api-Key');
  assert.equal(api.files[0].outputPath, 'openapi/spec.yaml');
});

test('YAML syntax errors come with line and column', async () => {
  const spec = path.join(fixture('openapi-yaml-error'), 'spec.yaml');
  const { api, diagnostics } = await loadApi(spec, apiOptions);
  assert.equal(api, undefined);
  assert.equal(diagnostics[0].code, 'openapi-syntax');
  assert.equal(diagnostics[0].file, spec);
  assert.ok(diagnostics[0].line! >= 8, `line ${diagnostics[0].line}`);
  assert.ok(diagnostics[0].column! >= 1);
});

test('schema validation problems are warnings that name the JSON pointer and point at the line; strict makes them errors', async () => {
  const spec = path.join(fixture('openapi-invalid'), 'spec.yaml');
  const { api, diagnostics } = await loadApi(spec, apiOptions);
  assert.ok(api);
  const d = diagnostics.find((x) => x.code === 'openapi-schema')!;
  assert.equal(d.severity, 'warning');
  assert.equal(d.message, 'Not valid OpenAPI 3.0.3 at /paths/~1a/get/responses/200/content/application~1json/schema/properties/x/nullable: the text "yes" where OpenAPI expects true or false');
  assert.equal(d.line, 19);
  const strict = await loadApi(spec, { ...apiOptions, strict: true });
  assert.equal(strict.diagnostics.find((x) => x.code === 'openapi-schema')?.severity, 'error');
});

test('a missing file and a file that is not OpenAPI give one clear error each', async () => {
  const missing = await loadApi(path.join(fixture('openapi-invalid'), 'nope.yaml'), apiOptions);
  assert.equal(missing.diagnostics[0].code, 'openapi-read');
  const notApi = await loadApi(path.join(fixture('openapi-external-refs'), 'schemas', 'pet.yaml'), apiOptions);
  assert.equal(notApi.diagnostics[0].code, 'openapi-invalid');
});

test('the spec is offered as given and as JSON', async () => {
  const spec = path.join(fixture('openapi-schemas'), 'spec.yaml');
  const api = await loadOrFail(spec);
  assert.deepEqual(api.files.map((f) => f.outputPath), ['openapi/spec.yaml', 'openapi/spec.json']);
  const json = JSON.parse(String(api.files[1].contents));
  assert.equal(json.info.title, 'Schema Zoo API');
  assert.ok(JSON.stringify(json).includes('"$ref"'), 'the JSON keeps the refs (written before dereferencing)');
  assert.deepEqual(api.downloadUrls.map((d) => d.url), ['/openapi/spec.yaml', '/openapi/spec.json']);
});
