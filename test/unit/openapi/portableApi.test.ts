// The API model crosses to the build's worker as a posted copy (openapi/portableApi.ts), and operation views can be
// built before their pages render (prepareOperationViews): either way every page must come out the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createApiRoutes } from '../../../src/node/openapi/index.js';
import { fromPortableApi, toPortableApi } from '../../../src/node/openapi/portableApi.js';
import { prepareOperationViews } from '../../../src/node/openapi/createOperationView.js';
import type { LoadedApi } from '../../../src/node/openapi/types.js';
import { fixture, sharedDir } from '../../helpers/repoPaths.js';
import { loadOrFail, renderRoute } from './helpers.js';

const zooSpec = path.join(fixture('openapi-schemas'), 'spec.yaml');
const stripeSpec = path.join(sharedDir, 'specs', 'stripe', 'spec3.yaml');

function renderAll(api: LoadedApi, limit = Infinity): string[] {
  return createApiRoutes(api).routes.slice(0, limit).map((route) => renderRoute(api, route));
}

/** What a worker gets: the model posted through a MessageChannel (structured clone), then restored. */
async function postCopy(api: LoadedApi): Promise<LoadedApi> {
  const { port1, port2 } = new MessageChannel();
  const received = new Promise<unknown>((resolve) => port2.once('message', resolve));
  port1.postMessage(toPortableApi(api));
  const copy = fromPortableApi((await received) as ReturnType<typeof toPortableApi>);
  port1.close();
  return copy;
}

test('a posted copy of the model renders every API page the same, named and circular schemas included', async () => {
  const api = await loadOrFail(zooSpec);
  const copy = await postCopy(api);
  assert.notEqual(copy.operations[0], api.operations[0], 'a copy, not the same objects');
  const animal = copy.operations.find((o) => o.id === 'get-animal')!.responses[0].content[0].schema!;
  assert.equal(animal, copy.schemas.document.components.schemas.Animal, 'shared objects stay shared in the copy');
  assert.equal(copy.schemas.names.get(animal), 'Animal', 'schema names are rebuilt for the copied objects');
  // Keeper is circular: the parser left the refs to it as { $ref }, which the copy's index resolves.
  const keeperRef = copy.operations.find((o) => o.id === 'list-keepers')!.responses[0].content[0].schema!.items;
  const keeper = copy.schemas.resolveRef(keeperRef.$ref)!;
  assert.equal(copy.schemas.names.get(keeper), 'Keeper');
  assert.deepEqual(keeper.properties.mentor, { $ref: '#/components/schemas/Keeper' });
  const pages = renderAll(api);
  assert.ok(pages.length > 5);
  assert.deepEqual(renderAll(copy), pages);
});

test('Stripe (deep, circular, 468 operations): the first 80 pages from a posted copy are the same', { timeout: 300_000 }, async (t) => {
  if (!fs.existsSync(stripeSpec)) return t.skip(`${stripeSpec} is absent`);
  const api = await loadOrFail(stripeSpec);
  assert.deepEqual(renderAll(await postCopy(api), 80), renderAll(api, 80));
});

test('operation views prepared ahead are used once and give the same pages; preparing stops when asked', async () => {
  const api = await loadOrFail(zooSpec);
  const pages = renderAll(api);
  assert.equal(prepareOperationViews(api, () => true), api.operations.length);
  assert.deepEqual(renderAll(api), pages, 'rendered from prepared views');
  assert.deepEqual(renderAll(api), pages, 'and again, built on the spot');
  let asked = 0;
  assert.equal(prepareOperationViews(api, () => asked++ < 2), 2, 'keepGoing is asked before each view');
  assert.deepEqual(renderAll(api), pages);
});

test('an operation whose view cannot be built is skipped when preparing, and fails when its page renders', async () => {
  const api = await loadOrFail(zooSpec);
  const broken = { ...api, operations: [...api.operations] };
  // A response list that is not a list: building this operation's view throws.
  broken.operations[1] = { ...broken.operations[1], responses: null as never };
  assert.equal(prepareOperationViews(broken, () => true), api.operations.length - 1);
  const route = createApiRoutes(api).routes.find((r) => r.key === api.operations[1].id)!;
  assert.throws(() => renderRoute(broken, route));
});
