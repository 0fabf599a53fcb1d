import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createApiRoutes } from '../../../src/node/openapi/index.js';
import { fixture } from '../../helpers/repoPaths.js';
import { loadOrFail, renderRoute, visibleText } from './helpers.js';

const spec = path.join(fixture('parameter-details'), 'spec.yaml');

async function operationText(url: string): Promise<string> {
  const api = await loadOrFail(spec);
  const route = createApiRoutes(api).routes.find((r) => r.url === url)!;
  return visibleText(renderRoute(api, route));
}

test("an array of plain values shows its items' constraints on its own row", async () => {
  const text = await operationText('/docs/api/list-lighthouses');
  assert.match(text, /ids integer\[\] Lighthouse numbers\. .*each item >= 1/);
  assert.match(text, /codes string\[\] Admiralty codes\. .*each item pattern \^\[A-Z\]\[0-9\]\{4\}\$/);
});

test('items that are allOf of an enum are typed by it and list its values', async () => {
  const text = await operationText('/docs/api/list-lighthouses');
  assert.match(text, /lamps string\[\] Lamp kinds to include\. .*"oil".*"electric".*"solar"/);
});

test("a parameter's own example (or first named example) is shown, not only its schema's", async () => {
  const text = await operationText('/docs/api/list-lighthouses');
  assert.match(text, /ids integer\[\] Lighthouse numbers\. Example: ids=12,40 /, "an array is shown as the query string carries it");
  assert.match(text, /coast string Stretch of coast\. Example: "north-sea"/);
});

test('a property that is allOf of one named schema (to give it a description) is named by that schema', async () => {
  const text = await operationText('/docs/api/list-lighthouses');
  assert.match(text, /keeper object \(Keeper\) Who keeps the light\./);
});
