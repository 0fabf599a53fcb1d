import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bodyMarkKey, createWhatChanged } from '../../../src/node/versions/whatChanged.js';
import { planVersions } from '../../../src/node/versions/planVersions.js';
import type { LoadedApi } from '../../../src/node/openapi/types.js';
import { createSchemaIndex } from '../../../src/node/openapi/schemaIndex.js';

const config = { api: { routeBasePath: '/docs/api', categoryUrl: '/docs/category/api' }, versions: {} };
const frozen = (name: string) => ({ name, dir: '', docsDir: '', sidebars: {} });

/** Just what createWhatChanged reads of a model: the document, the operations' page ids and parameters, the route base. */
function api(parameters: { name: string; in: string; required?: boolean }[], extraPath = false, routeBasePath = '/docs/api'): LoadedApi {
  const document: Record<string, any> = { openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: { '/pets': { get: { operationId: 'listPets', parameters, responses: { 200: { description: 'ok' } } } } } };
  if (extraPath) document.paths['/cats'] = { get: { operationId: 'listCats', responses: { 200: { description: 'ok' } } } };
  const operations = [{ id: 'list-pets', kind: 'operation', method: 'get', path: '/pets', parameters }, ...(extraPath ? [{ id: 'list-cats', kind: 'operation', method: 'get', path: '/cats', parameters: [] }] : [])];
  return { document, operations, options: { routeBasePath }, schemas: createSchemaIndex(document) } as unknown as LoadedApi;
}

test('one page per pair of neighbours, breaking changes first, each linked in both versions; marks for the newer pages', () => {
  const plans = planVersions(config, [frozen('2.0'), frozen('1.0')]);
  const v1 = api([{ name: 'color', in: 'query' }], false, '/docs/1.0/api');
  const v2 = api([{ name: 'species', in: 'query', required: true }], true);
  const next = api([{ name: 'species', in: 'query', required: true }, { name: 'limit', in: 'query' }], true, '/docs/next/api');
  const { pages, marks } = createWhatChanged([{ plan: plans[0], api: next }, { plan: plans[1], api: v2 }, { plan: plans[2], api: v1 }]);
  assert.deepEqual(pages.map((p) => [p.url, p.newer.name, p.older.name]), [['/docs/what-changed/next', 'current', '2.0'], ['/docs/what-changed/2.0', '2.0', '1.0']]);
  const two = pages[1].changes;
  assert.deepEqual(two.map((c) => c.level), ['breaking', 'breaking', 'addition']);
  assert.deepEqual(two[0], { level: 'breaking', message: 'query parameter `color` was removed', operation: 'GET /pets', newerHref: '/docs/api/list-pets', olderHref: '/docs/1.0/api/list-pets#query-color' });
  assert.equal(two[1].newerHref, '/docs/api/list-pets#query-species');
  assert.equal(two[2].newerHref, '/docs/api/list-cats');
  assert.equal(two[2].olderHref, undefined);
  assert.deepEqual([...marks.get('2.0')!.get('list-pets')!], [['query-species', 'new']]);
  assert.deepEqual([...marks.get('current')!.get('list-pets')!], [['query-limit', 'new']]);
  // The same API on both sides: a page saying so, no marks.
  const same = createWhatChanged([{ plan: plans[1], api: v2 }, { plan: plans[2], api: v2 }]);
  assert.deepEqual(same.pages[0].changes, []);
  assert.equal(same.marks.get('2.0')!.size, 0);
});

test('a parameter whose name slugs like another\'s is linked and marked by the anchor its row has on the page', () => {
  const plans = planVersions(config, [frozen('1.0')]);
  // pageSize sorts before page_size: it is #query-page-size and page_size #query-page-size-2, whatever the spec's order.
  const v1 = api([{ name: 'pageSize', in: 'query' }]);
  const next = api([{ name: 'pageSize', in: 'query' }, { name: 'page_size', in: 'query' }], false, '/docs/next/api');
  const { pages, marks } = createWhatChanged([{ plan: plans[0], api: next }, { plan: plans[1], api: v1 }]);
  assert.deepEqual(pages[0].changes.map((c) => [c.message, c.newerHref]), [['New optional query parameter `page_size`', '/docs/next/api/list-pets#query-page-size-2']]);
  assert.deepEqual([...marks.get('current')!.get('list-pets')!], [['query-page-size-2', 'new']]);
});

test('a parameter of the path item (declared once for every operation of the path) is linked and marked on each operation', () => {
  const plans = planVersions(config, [frozen('1.0')]);
  const v1 = api([]);
  const next = api([{ name: 'owner', in: 'query', required: true }], false, '/docs/next/api');
  // The same parameter, declared on the path item instead of the operation (the model lists it on the operation too).
  next.document.paths['/pets'].parameters = next.document.paths['/pets'].get.parameters;
  next.document.paths['/pets'].get.parameters = [];
  const { pages, marks } = createWhatChanged([{ plan: plans[0], api: next }, { plan: plans[1], api: v1 }]);
  assert.deepEqual(pages[0].changes.map((c) => [c.message, c.operation, c.newerHref]), [['New required query parameter `owner`', 'GET /pets', '/docs/next/api/list-pets#query-owner']]);
  assert.deepEqual([...marks.get('current')!.get('list-pets')!], [['query-owner', 'new']]);
  // Removed from the path item: the older version's page links to it.
  const back = createWhatChanged([{ plan: plans[0], api: v1 }, { plan: plans[1], api: next }]);
  assert.deepEqual(back.pages[0].changes.map((c) => [c.message, c.olderHref]), [['query parameter `owner` was removed', '/docs/next/api/list-pets#query-owner']]);
});

test('a version without an API has no page', () => {
  const plans = planVersions(config, [frozen('2.0')]);
  assert.deepEqual(createWhatChanged([{ plan: plans[0], api: undefined }, { plan: plans[1], api: api([]) }]).pages, []);
});

test('a webhook whose payload gained a field: the change links to the webhook page in both versions and marks the field', () => {
  const plans = planVersions(config, [frozen('1.0')]);
  const hook = (properties: Record<string, unknown>, routeBasePath: string): LoadedApi => {
    const document = {
      openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: {},
      webhooks: { petBorn: { post: { requestBody: { content: { 'application/json': { schema: { type: 'object', properties } } } }, responses: { 200: { description: 'ok' } } } } },
    };
    return { document, operations: [{ id: 'post-webhook-pet-born', kind: 'webhook', method: 'post', path: 'petBorn', parameters: [] }], options: { routeBasePath }, schemas: createSchemaIndex(document) } as unknown as LoadedApi;
  };
  const v1 = hook({ name: { type: 'string' } }, '/docs/api');
  const next = hook({ name: { type: 'string' }, weight: { type: 'number' } }, '/docs/next/api');
  const { pages, marks } = createWhatChanged([{ plan: plans[0], api: next }, { plan: plans[1], api: v1 }]);
  assert.deepEqual(pages[0].changes.map((c) => [c.level, c.message, c.newerHref, c.olderHref]), [
    ['addition', 'Payload: new property `weight`', '/docs/next/api/post-webhook-pet-born#request-body', '/docs/api/post-webhook-pet-born#request-body'],
  ]);
  assert.equal(marks.get('current')!.get('post-webhook-pet-born')!.size, 1);
});

test("a webhook whose response gained a required field: the change links to the webhook page's response and marks the field", () => {
  const plans = planVersions(config, [frozen('1.0')]);
  const hook = (properties: Record<string, unknown>, required: string[], routeBasePath: string): LoadedApi => {
    const answer = { type: 'object', required, properties };
    const document = {
      openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: {},
      webhooks: { petBorn: { post: { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: { 200: { description: 'ok', content: { 'application/json': { schema: answer } } } } } } },
    };
    return { document, operations: [{ id: 'post-webhook-pet-born', kind: 'webhook', method: 'post', path: 'petBorn' }], options: { routeBasePath }, schemas: createSchemaIndex(document) } as unknown as LoadedApi;
  };
  const v1 = hook({ received: { type: 'boolean' } }, [], '/docs/api');
  const next = hook({ received: { type: 'boolean' }, ack: { type: 'string' } }, ['ack'], '/docs/next/api');
  const { pages, marks } = createWhatChanged([{ plan: plans[0], api: next }, { plan: plans[1], api: v1 }]);
  assert.deepEqual(pages[0].changes.map((c) => [c.level, c.message, c.operation, c.newerHref, c.olderHref]), [
    ['breaking', 'Response `200`: new required property `ack`', 'petBorn (POST)', '/docs/next/api/post-webhook-pet-born#response-200', '/docs/api/post-webhook-pet-born#response-200'],
  ]);
  assert.deepEqual([...marks.get('current')!.get('post-webhook-pet-born')!], [[bodyMarkKey('200', 'application/json', 'ack'), 'new']]);
});
