import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSearchIndex, SPLIT_BYTES } from '../../../src/node/search/createSearchIndex.js';
import type { SearchDocument } from '../../../src/shared/search/searchIndexFormat.js';
import { contentHash } from '../../../src/node/output/siteAssets.js';

const operation = (id: number): SearchDocument => ({
  id, title: `Operation ${id}`, path: `GET /things/${id}`, params: `thing_${id}`, props: `body.field_${id} body.other_${id}`,
  text: 'A description long enough to make a large site out of a thousand operations. '.repeat(4), u: `/docs/api/op-${id}`, k: 'operation', m: 'get',
  a: [['p', `thing_${id}`, `query-thing-${id}`], ['r', `body.field_${id}`, `request-body-body-field-${id}`]],
});

test('a small site gets one content-hashed file of its documents, in order, without ids', () => {
  const files = createSearchIndex([operation(0), operation(1)]);
  assert.equal(files.length, 1);
  assert.equal(files[0].path, `/assets/search-index.${contentHash(files[0].contents)}.json`);
  const data = JSON.parse(files[0].contents);
  assert.deepEqual(data.map((d: SearchDocument) => d.title), ['Operation 0', 'Operation 1']);
  assert.ok(data.every((d: SearchDocument) => !('id' in d)));
  assert.equal(createSearchIndex([operation(0)], { fixedNames: true })[0].path, '/assets/search-index.json');
});

test('a large site gets a first file of names (with the anchors of what it indexes) and then the full one', () => {
  const docs = Array.from({ length: 1500 }, (_, i) => operation(i));
  const files = createSearchIndex(docs);
  assert.ok(JSON.stringify(docs).length > SPLIT_BYTES);
  assert.equal(files.length, 2);
  assert.match(files[0].path, /^\/assets\/search-names\.[0-9a-f]{10}\.json$/);
  assert.match(files[1].path, /^\/assets\/search-index\.[0-9a-f]{10}\.json$/);
  const names = JSON.parse(files[0].contents) as SearchDocument[];
  assert.equal(names.length, docs.length);
  assert.ok(names.every((d) => d.props === undefined && d.text === undefined));
  assert.deepEqual(names[7].a, [['p', 'thing_7', 'query-thing-7']], 'the property anchor goes with the property');
  assert.ok(files[0].contents.length < files[1].contents.length / 2);
  assert.deepEqual((JSON.parse(files[1].contents) as SearchDocument[])[7].a, docs[7].a);
});
