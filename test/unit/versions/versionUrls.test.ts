import { test } from 'node:test';
import assert from 'node:assert/strict';
import { equivalentUrl, versionedBase, versionPaths } from '../../../src/shared/versionUrls.js';

test('a version segment follows /docs, or the end of an API base outside /docs', () => {
  assert.equal(versionedBase('/docs', ''), '/docs');
  assert.equal(versionedBase('/docs', '1.0'), '/docs/1.0');
  assert.equal(versionedBase('/docs/api', 'next'), '/docs/next/api');
  assert.equal(versionedBase('/docs/category/api', '1.0'), '/docs/1.0/category/api');
  assert.equal(versionedBase('/api', '1.0'), '/api/1.0');
  assert.equal(versionedBase('/reference/', 'next'), '/reference/next');
});

test('the same page in another version, for API bases inside and outside /docs', () => {
  const latest = versionPaths('', '/docs/api', '/docs/category/api');
  const old = versionPaths('1.0', '/docs/api', '/docs/category/api');
  assert.equal(equivalentUrl('/docs/1.0/guide/a', old, latest), '/docs/guide/a');
  assert.equal(equivalentUrl('/docs/api/get-x', latest, old), '/docs/1.0/api/get-x');
  assert.equal(equivalentUrl('/about', latest, old), undefined);

  const outsideLatest = versionPaths('', '/api', '/api-index');
  const outsideNext = versionPaths('next', '/api', '/api-index');
  assert.deepEqual(outsideNext, { docsBase: '/docs/next', apiBase: '/api/next', categoryUrl: '/api-index/next' });
  assert.equal(equivalentUrl('/api/get-x', outsideLatest, outsideNext), '/api/next/get-x');
  assert.equal(equivalentUrl('/api/next/get-x', outsideNext, outsideLatest), '/api/get-x');
  assert.equal(equivalentUrl('/docs/intro', outsideLatest, outsideNext), '/docs/next/intro');
});
