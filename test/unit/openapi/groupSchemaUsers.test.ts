// How a long "Used by" list is grouped by tag and split over pages of its own (groupSchemaUsers.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { groupUsersByTag, PART_CHARS, splitUsedBy } from '../../../src/node/openapi/groupSchemaUsers.js';
import type { NamedSchema } from '../../../src/node/openapi/createSchemaCatalog.js';
import type { ApiOperation, LoadedApi } from '../../../src/node/openapi/types.js';

const named = { name: 'Error', slug: 'error', url: '/docs/api/schemas/error', schema: {} } as NamedSchema;

/** Operations by tag (undefined: untagged; 'webhook': an untagged webhook), and a model that declares tags a and b. */
function model(tags: (string | undefined)[]): { api: LoadedApi; operations: ApiOperation[] } {
  const n = (i: number) => String(i).padStart(4, '0'); // entries of one length
  const operations = tags.map((tag, i) => ({
    id: `op-${n(i)}`, kind: tag === 'webhook' ? 'webhook' : 'operation', method: 'get', path: `/op/${n(i)}`, tags: tag && tag !== 'webhook' ? [tag] : [], summary: `Operation ${n(i)}`,
  })) as unknown as ApiOperation[];
  const api = { options: { routeBasePath: '/docs/api' }, tags: [{ name: 'b', anchor: 'tag-b', operationIds: [] }, { name: 'a', anchor: 'tag-a', operationIds: [] }], operations } as unknown as LoadedApi;
  return { api, operations };
}

test('groups follow the declared order of tags; undeclared tags, untagged operations, then webhooks come last', () => {
  const { api, operations } = model(['a', undefined, 'webhook', 'zed', 'b', 'a']);
  assert.deepEqual(groupUsersByTag(api, operations).map((g) => [g.id, g.title, g.operations.length]), [
    ['tag-b', 'b', 1], ['tag-a', 'a', 2], ['tag-zed', 'zed', 1], ['untagged-operations', 'Other operations', 1], ['webhooks', 'Webhooks', 1],
  ]);
});

test('a group that does not fit what is left of a page starts the next one; only a group longer than a page is cut, linking to each part', () => {
  // Every entry here takes as many characters (same lengths of label, path and link): `size` of them fill a page.
  const { api: probe, operations: one } = model(['a']);
  const entry = groupUsersByTag(probe, one)[0].operations[0];
  const size = Math.floor(PART_CHARS / (entry.label.length + entry.path.length + entry.href.length + 60));
  assert.ok(size > 40);
  const { api, operations } = model([...Array(size - 10).fill('b'), ...Array(20).fill('a'), ...Array(size + 5).fill(undefined)]);
  const groups = groupUsersByTag(api, operations);
  const parts = splitUsedBy(named, groups);
  assert.deepEqual(parts.map((p) => p.groups.map((g) => `${g.id}${g.continued ? ' (continued)' : ''}: ${g.operations.length}`)), [
    [`tag-b: ${size - 10}`],
    ['tag-a: 20', `untagged-operations: ${size - 20}`],
    ['untagged-operations (continued): 25'],
  ]);
  assert.deepEqual(parts.map((p) => `${p.url} ${p.number}/${p.of}`), [1, 2, 3].map((n) => `/docs/api/schemas/error/used-by/${n} ${n}/3`));
  assert.deepEqual(groups.map((g) => g.hrefs), [
    ['/docs/api/schemas/error/used-by/1#tag-b'],
    ['/docs/api/schemas/error/used-by/2#tag-a'],
    ['/docs/api/schemas/error/used-by/2#untagged-operations', '/docs/api/schemas/error/used-by/3#untagged-operations-continued'],
  ]);
  // Every operation is on exactly one page.
  assert.equal(parts.flatMap((p) => p.groups.flatMap((g) => g.operations)).length, operations.length);
});
