import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contentTypeOf, decodeRequestPath, findSiteFile } from '../../../src/node/serve/resolveRequestPath.js';

const files = new Set(['index.html', '404.html', 'docs/intro/index.html', 'assets/style.abc.css', 'sitemap.xml', 'docs/a b/index.html']);
const has = (k: string) => files.has(k);

test('clean URLs: a route, its trailing-slash form and its index.html name the same file', () => {
  for (const p of ['/docs/intro', '/docs/intro/', '/docs/intro/index.html']) assert.equal(findSiteFile(p, has), 'docs/intro/index.html', p);
  assert.equal(findSiteFile('/', has), 'index.html');
  assert.equal(findSiteFile('/assets/style.abc.css', has), 'assets/style.abc.css');
  assert.equal(findSiteFile('/assets/style.abc.css/', has), undefined, 'a file is not a folder');
  assert.equal(findSiteFile('/docs', has), undefined);
  assert.equal(findSiteFile('/404', has), '404.html');
});

test('decodes percent-escapes and drops the query and fragment', () => {
  assert.equal(decodeRequestPath('/docs/a%20b?x=1#y'), '/docs/a b');
  assert.equal(findSiteFile(decodeRequestPath('/docs/a%20b')!, has), 'docs/a b/index.html');
});

test('refuses paths that climb, encoded or not, and targets that are not plain paths', () => {
  for (const target of ['/../package.json', '/%2e%2e/package.json', '/%2E%2E/x', '/docs/../../x', '/..%2fx', '/a/./b', '//etc/passwd',
    'http://host/x', '*', '', '/%', '/%00', '/a\\..\\b', '/%5c', '/docs//intro']) {
    assert.equal(decodeRequestPath(target), undefined, target);
  }
});

test('strips the base URL and refuses paths outside it', () => {
  assert.equal(decodeRequestPath('/base/docs/intro', '/base/'), '/docs/intro');
  assert.equal(decodeRequestPath('/base', '/base/'), '/');
  assert.equal(decodeRequestPath('/base/', '/base/'), '/');
  assert.equal(decodeRequestPath('/docs/intro', '/base/'), undefined);
  assert.equal(decodeRequestPath('/basement/x', '/base/'), undefined);
});

test('content types by extension, with a safe default', () => {
  assert.equal(contentTypeOf('docs/intro/index.html'), 'text/html; charset=utf-8');
  assert.equal(contentTypeOf('assets/style.abc.css'), 'text/css; charset=utf-8');
  assert.equal(contentTypeOf('assets/app.abc.js'), 'text/javascript; charset=utf-8');
  assert.equal(contentTypeOf('assets/img/logo.abc.SVG'), 'image/svg+xml');
  assert.equal(contentTypeOf('openapi/betaseries.yaml'), 'application/yaml; charset=utf-8');
  assert.equal(contentTypeOf('sitemap.xml'), 'application/xml; charset=utf-8');
  assert.equal(contentTypeOf('blob'), 'application/octet-stream');
});
