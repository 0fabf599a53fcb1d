import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { applyDefaults } from '../../../src/node/config.js';
import { collectContent } from '../../../src/node/content/collectContent.js';
import { loadSources } from '../../../src/node/content/loadSources.js';
import { renderContent } from '../../../src/node/content/renderContent.js';
import { makeTmpDir, writeTree } from '../../helpers/tmpDir.js';

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function renderSite(root: string) {
  const config = applyDefaults(root, undefined, {});
  const { files } = loadSources(config.docsDir, config.pagesDir);
  const { docs } = collectContent(files);
  return renderContent(docs, config);
}

test('pages get their title from front matter, else the first h1, else the file name', (t) => {
  const root = makeTmpDir(t);
  writeTree(root, {
    'content/docs/a.md': '---\ntitle: From front matter\n---\n# Ignored h1\n\nText.',
    'content/docs/b.md': '# From the heading\n\nFirst paragraph, used as the description.',
    'content/docs/create-a-page.md': 'No heading here.',
  });
  const out = renderSite(root);
  const byUrl = new Map(out.pages.map((p) => [p.url, p]));
  assert.equal(byUrl.get('/docs/a')!.title, 'From front matter');
  assert.equal(byUrl.get('/docs/b')!.title, 'From the heading');
  assert.equal(byUrl.get('/docs/b')!.description, 'First paragraph, used as the description.');
  assert.equal(byUrl.get('/docs/create-a-page')!.title, 'Create a page');
});

test('images are registered under content-hashed names; Markdown positions include the front matter', (t) => {
  const root = makeTmpDir(t);
  writeTree(root, {
    'content/docs/guide/page.md': '---\ntitle: P\n---\n\n![Logo](<./img/My Logo.png>)\n\n![Gone](./img/gone.png)\n',
    'content/docs/guide/img/My Logo.png': png,
  });
  const out = renderSite(root);
  const source = path.join(root, 'content/docs/guide/img/My Logo.png');
  const publicPath = out.assets.get(source)!;
  assert.match(publicPath, /^\/assets\/img\/My-Logo\.[0-9a-f]{10}\.png$/);
  assert.ok(out.html.get('/docs/guide/page')!.includes(`src="${publicPath}"`));
  const broken = out.diagnostics.find((d) => d.code === 'broken-image')!;
  assert.equal(broken.line, 7, 'line 3 of the body + 4 lines of front matter');
  assert.equal(broken.file, path.join(root, 'content/docs/guide/page.md'));
});

test('a missing image that appears later is picked up although the Markdown did not change (serve)', (t) => {
  const root = makeTmpDir(t);
  writeTree(root, { 'content/docs/late.md': '![Late](./late.png)\n' });
  assert.equal(renderSite(root).diagnostics.filter((d) => d.code === 'broken-image').length, 1);
  fs.writeFileSync(path.join(root, 'content/docs/late.png'), png);
  const second = renderSite(root);
  assert.deepEqual(second.diagnostics, []);
  assert.match(second.html.get('/docs/late')!, /src="\/assets\/img\/late\.[0-9a-f]{10}\.png"/);
});

test('links to other docs follow their slugs', (t) => {
  const root = makeTmpDir(t);
  writeTree(root, {
    'content/docs/a.md': '[to b](./b.md#part)',
    'content/docs/b.md': '---\nslug: /renamed-b\n---\n## Part',
  });
  const out = renderSite(root);
  assert.match(out.html.get('/docs/a')!, /<a href="\/docs\/renamed-b#part">to b<\/a>/);
  assert.deepEqual(out.sourceLinks.get('/docs/a')!.links.map((l) => l.href), ['/docs/renamed-b#part']);
});
