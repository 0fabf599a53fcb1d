import { test } from 'node:test';
import assert from 'node:assert/strict';
import { listChangedPages, pageChanged, pageKeyOf, urlOfKey } from '../../../src/node/serve/diffSite.js';

const before = new Map<string, string | Uint8Array>([
  ['index.html', 'home'], ['404.html', 'missing'], ['docs/a/index.html', 'a1'], ['docs/b/index.html', 'b'], ['docs/gone/index.html', 'g'],
  ['assets/x.css', 'css'], ['img.png', new Uint8Array([1, 2, 3])],
]);
const after = new Map<string, string | Uint8Array>([
  ['index.html', 'home'], ['404.html', 'missing'], ['docs/a/index.html', 'a2'], ['docs/b/index.html', 'b'], ['docs/new/index.html', 'n'],
  ['assets/x.css', 'css changed'], ['img.png', new Uint8Array([1, 2, 3])],
]);

test('lists added, removed and changed HTML pages as URLs; other files are not pages', () => {
  assert.deepEqual(listChangedPages(before, after), ['/docs/a', '/docs/gone', '/docs/new']);
  assert.deepEqual(listChangedPages(after, after), []);
});

test('a page changed when its HTML differs, or when its path now resolves to another file', () => {
  assert.equal(pageChanged('/docs/a', before, after), true);
  assert.equal(pageChanged('/docs/b/', before, after), false);
  assert.equal(pageChanged('/', before, after), false);
  assert.equal(pageChanged('/docs/gone', before, after), true, 'now the 404 page');
  assert.equal(pageChanged('/docs/new', before, after), true, 'was the 404 page, now a page');
  assert.equal(pageChanged('/docs/never', before, after), false, 'the 404 page both times, unchanged');
  assert.equal(pageChanged('/docs/a', new Map(), after), true, 'no site before (first good build after a failure)');
});

test('binary files compare by bytes', () => {
  const a = new Map([['x/index.html', new Uint8Array([1, 2])]]);
  const b = new Map([['x/index.html', new Uint8Array([1, 2])]]);
  const c = new Map([['x/index.html', new Uint8Array([1, 3])]]);
  assert.equal(pageChanged('/x', a, b), false);
  assert.equal(pageChanged('/x', a, c), true);
});

test('file keys and URLs', () => {
  assert.equal(urlOfKey('index.html'), '/');
  assert.equal(urlOfKey('docs/a/index.html'), '/docs/a');
  assert.equal(pageKeyOf('/nowhere', after), '404.html');
});
