import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createApiRoutes } from '../../../src/node/openapi/index.js';
import { createCodeSamples } from '../../../src/node/openapi/createCodeSamples.js';
import { createApiModel } from '../../../src/node/openapi/createApiModel.js';
import type { LoadedApi } from '../../../src/node/openapi/types.js';
import { fixture } from '../../helpers/repoPaths.js';
import { checkAnchors, loadOrFail, renderRoute, visibleText } from './helpers.js';

const spec = path.join(fixture('openapi-edge-cases'), 'spec.yaml');

test('ids without operationId, path-level parameters merged and overridden, server variables filled in', async () => {
  const api = await loadOrFail(spec);
  assert.deepEqual(api.operations.map((o) => o.id), ['get-items-id', 'post-items-id']);
  const get = api.operations[0];
  assert.deepEqual(get.parameters.map((p) => `${p.in}:${p.name}:${p.schema?.type}`), ['path:id:integer', 'query:filter:object']);
  assert.equal(get.parameters[0].description, 'Operation-level description wins.');
  assert.equal(get.servers[0].url, 'https://eu.api.example.com/v3');
  assert.equal(api.operations[1].servers[0].url, 'https://upload.example.com/2');
});

test('schemes and tags whose names share a slug get distinct anchors, numbered by their sorted names whatever the spec order', async () => {
  const api = await loadOrFail(spec);
  const anchors = (a: LoadedApi) => ({ schemes: Object.fromEntries(a.securitySchemes.map((s) => [s.key, s.anchor])), tags: Object.fromEntries(a.tags.map((t) => [t.name, t.anchor])) });
  // 'api-key' sorts before 'api_key', 'A b' before 'a-b'.
  const expected = { schemes: { 'api-key': 'auth-api-key', api_key: 'auth-api-key-2' }, tags: { 'A b': 'tag-a-b', 'a-b': 'tag-a-b-2' } };
  assert.deepEqual(anchors(api), expected);
  const doc = api.document;
  const reordered = { ...doc, tags: [...doc.tags].reverse(), components: { ...doc.components, securitySchemes: Object.fromEntries(Object.entries(doc.components.securitySchemes).reverse()) } };
  assert.deepEqual(Object.keys(reordered.components.securitySchemes), ['api-key', 'api_key']);
  const { api: again } = createApiModel({ document: reordered, specPath: spec, options: api.options, raw: new Uint8Array(), json: '{}' });
  assert.deepEqual(anchors(again), expected);
});

test('every page renders with unique ids and resolving anchors; optional auth and 3.1 null types are shown', async () => {
  const api = await loadOrFail(spec);
  for (const route of createApiRoutes(api).routes) {
    const html = renderRoute(api, route);
    assert.deepEqual(checkAnchors(html, route), []);
    if (route.key === 'get-items-id') {
      const text = visibleText(html);
      assert.match(text, /Authentication is optional\./);
      assert.match(text, /name string nullable/);
      assert.match(html, /id="response-200-application-xml-name"/, 'the second media type has qualified anchors');
    }
  }
});

test('bearer auth and multipart bodies reach the samples', async () => {
  const api = await loadOrFail(spec);
  const curl = createCodeSamples(api, api.operations[1]).find((s) => s.id === 'curl')!;
  assert.match(curl.code, /--url https:\/\/upload\.example\.com\/2\/items\/id/);
  assert.match(curl.code, /Authorization: Bearer <ACCESS_TOKEN>/);
  assert.match(curl.code, /--form file=@file/);
});
