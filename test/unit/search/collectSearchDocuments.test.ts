import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createApiRoutes, loadApi } from '../../../src/node/openapi/index.js';
import { collectSearchDocuments } from '../../../src/node/search/collectSearchDocuments.js';
import { apiOptions } from '../openapi/helpers.js';
import { fixturesDir } from '../../helpers/repoPaths.js';

const fixture = path.join(fixturesDir, 'openapi-32', 'spec.yaml');

test('a webhook is indexed as a webhook, with its method, its name and its payload fields; operations stay operations', async () => {
  const { api } = await loadApi(fixture, apiOptions);
  assert.ok(api);
  const { routes } = createApiRoutes(api);
  const docs = collectSearchDocuments({ routes, textSections: new Map(), api });
  const webhook = docs.find((d) => d.opid === 'birdArrived');
  assert.ok(webhook, 'the webhook has a search document');
  assert.equal(webhook.k, 'webhook');
  assert.equal(webhook.m, 'post');
  assert.match(webhook.path ?? '', /birdArrived/);
  assert.match(webhook.params ?? '', /\bkind\b/);
  const operations = docs.filter((d) => d.k === 'operation');
  assert.ok(operations.length > 0);
  assert.ok(operations.every((d) => !d.path?.includes('birdArrived')));
});

test('the API overview is found by its security schemes and the header that carries a key', async () => {
  const { api } = await loadApi(fixture, apiOptions);
  assert.ok(api);
  const { routes } = createApiRoutes(api);
  const overview = collectSearchDocuments({ routes, textSections: new Map(), api }).find((d) => d.k === 'api');
  assert.ok(overview, 'the overview has a search document');
  assert.deepEqual(overview.text?.split(' ').slice(0, 3), ['device', 'oldKey', 'X-Aviary-Key']);
});
