import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createApiRoutes } from '../../../src/node/openapi/index.js';
import { createCodeSamples } from '../../../src/node/openapi/createCodeSamples.js';
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

test('schemes and tags whose names share a slug get distinct anchors', async () => {
  const api = await loadOrFail(spec);
  assert.deepEqual(api.securitySchemes.map((s) => s.anchor), ['auth-api-key', 'auth-api-key-2']);
  assert.deepEqual(api.tags.map((t) => t.anchor), ['tag-a-b', 'tag-a-b-2']);
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
