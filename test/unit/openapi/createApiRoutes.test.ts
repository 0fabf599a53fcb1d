import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createApiRoutes } from '../../../src/node/openapi/index.js';
import { fixture } from '../../helpers/repoPaths.js';
import { loadOrFail } from './helpers.js';

const zooSpec = path.join(fixture('openapi-schemas'), 'spec.yaml');

test('routes: the overview, one page per operation, the category index, with output paths and keys', async () => {
  const api = await loadOrFail(zooSpec);
  const { routes } = createApiRoutes(api);
  assert.deepEqual(
    routes.map((r) => [r.url, r.kind, r.key]),
    [
      ['/docs/api/schema-zoo-api', 'api-overview', 'schema-zoo-api'],
      ['/docs/api/get-animal', 'api-operation', 'get-animal'],
      ['/docs/api/update-animal', 'api-operation', 'update-animal'],
      ['/docs/api/create-pet', 'api-operation', 'create-pet'],
      ['/docs/api/list-keepers', 'api-operation', 'list-keepers'],
      ['/docs/api/get-health', 'api-operation', 'get-health'],
      ...['Base', 'Named', 'Animal', 'Cat', 'Dog', 'Pet', 'Keeper', 'Error'].map((name) => [`/docs/api/schemas/${name.toLowerCase()}`, 'api-schema', name.toLowerCase()]),
      ['/docs/category/api', 'category', 'api'],
    ],
  );
  const op = routes[1];
  assert.equal(op.outputPath, 'docs/api/get-animal/index.html');
  assert.equal(op.sidebarId, 'api');
  assert.equal(op.title, 'Get an animal');
  assert.equal(op.source, zooSpec);
  assert.deepEqual(op.headings.map((h) => `${h.depth}:${h.id}`), [
    '2:authentication', '2:parameters', '3:path-parameters', '3:query-parameters', '3:header-parameters', '2:code-samples',
    '2:responses', '3:response-200', '3:response-404',
  ]);
  assert.ok(routes[0].headings.some((h) => h.id === 'getting-started' && h.depth === 2), 'description headings are in the TOC');
  assert.ok(routes[0].description && !routes[0].description.includes('#'), 'a plain-text meta description');
});

test('sidebar: overview first, a collapsed category per tag in spec order, untagged operations last, method badges', async () => {
  const api = await loadOrFail(zooSpec);
  const { sidebar } = createApiRoutes(api);
  assert.equal(sidebar.id, 'api');
  assert.deepEqual(
    sidebar.items.map((i) => (i.type === 'category' ? `category:${i.label}:${i.collapsed}` : `link:${i.label}`)),
    ['link:Introduction', 'category:animals:true', 'category:keepers:true', 'link:Health check', 'category:Schemas:true'],
  );
  const animals = sidebar.items[1];
  assert.equal(animals.type, 'category');
  if (animals.type !== 'category') return;
  assert.deepEqual(
    animals.items.map((i) => (i.type === 'link' ? [i.label, i.badge, i.href] : [])),
    [
      ['Get an animal', 'get', '/docs/api/get-animal'],
      ['Update an animal', 'put', '/docs/api/update-animal'],
      ['Create a pet', 'post', '/docs/api/create-pet'],
    ],
  );
});

test('an operation without summary is labelled by method and path', async () => {
  const api = await loadOrFail(path.join(fixture('openapi-external-refs'), 'spec.yaml'));
  api.operations[0].summary = undefined;
  const { sidebar } = createApiRoutes(api);
  assert.equal(sidebar.items[1].label, 'GET /pets/{petId}');
});

test('files: the spec as given and its JSON form', async () => {
  const api = await loadOrFail(zooSpec);
  const { files } = createApiRoutes(api);
  assert.deepEqual(files.map((f) => f.outputPath), ['openapi/spec.yaml', 'openapi/spec.json']);
});

test("a description that ends by announcing a code block is not the page's description as it stands", async () => {
  const api = await loadOrFail(path.join(fixture('parameter-details'), 'spec.yaml'));
  const byUrl = new Map(createApiRoutes(api).routes.map((r) => [r.url, r]));
  assert.equal(byUrl.get('/docs/api/list-lighthouses')?.description, 'Lighthouses of the registry, by number.');
  // Nothing before the label, and no summary: the request line.
  assert.equal(byUrl.get('/docs/api/get-lighthouses-number')?.description, 'GET /lighthouses/{number}');
});
