import { test } from 'node:test';
import assert from 'node:assert/strict';
import { collectContent, defaultUrl, resolveSlug } from '../../../src/node/content/collectContent.js';
import type { SourceFile } from '../../../src/node/content/loadSources.js';

function source(collection: 'docs' | 'pages', relPath: string, text: string): SourceFile {
  const kind = /_category_\./.test(relPath) ? 'category' : /\.(tsx|jsx)$/.test(relPath) ? 'component' : 'markdown';
  return { file: `/site/content/${collection}/${relPath}`, relPath, collection, kind, text };
}

test('default URLs: docs under /docs, pages at the root, index and README stand for their folder', () => {
  const { docs, diagnostics } = collectContent([
    source('docs', 'intro.md', '# Intro'),
    source('docs', 'tutorial-basics/create-a-page.md', 'x'),
    source('docs', 'guides/index.md', 'x'),
    source('docs', 'guides/deep/README.md', 'x'),
    source('pages', 'markdown-page.md', 'x'),
    source('pages', 'index.tsx', 'export default function Home() { return null; }'),
    source('pages', 'about/index.md', 'x'),
  ]);
  assert.deepEqual(diagnostics, []);
  assert.deepEqual(docs.map((d) => [d.id, d.url, d.dir, d.kind]), [
    ['intro', '/docs/intro', '', 'markdown'],
    ['tutorial-basics/create-a-page', '/docs/tutorial-basics/create-a-page', 'tutorial-basics', 'markdown'],
    ['guides/index', '/docs/guides', 'guides', 'markdown'],
    ['guides/deep/README', '/docs/guides/deep', 'guides/deep', 'markdown'],
    ['markdown-page', '/markdown-page', '', 'markdown'],
    ['index', '/', '', 'component'],
    ['about/index', '/about', 'about', 'markdown'],
  ]);
  assert.equal(defaultUrl('docs', 'index'), '/docs');
  assert.equal(defaultUrl('pages', 'index'), '/');
});

test('front matter is split off: body, data and line offset travel with the doc', () => {
  const { docs } = collectContent([source('docs', 'a.md', '---\ntitle: A\ntags: [x]\n---\nBody\n')]);
  assert.equal(docs[0].frontMatter.title, 'A');
  assert.deepEqual(docs[0].frontMatter.tags, ['x']);
  assert.equal(docs[0].body, 'Body\n');
  assert.equal(docs[0].lineOffset, 4);
});

test('slug: absolute within the collection, or relative to the folder', () => {
  const { docs, diagnostics } = collectContent([
    source('docs', 'guides/a.md', '---\nslug: /start-here\n---\n'),
    source('docs', 'guides/b.md', '---\nslug: renamed\n---\n'),
    source('docs', 'guides/c.md', '---\nslug: ./nested/c2/\n---\n'),
    source('pages', 'p.md', '---\nslug: /welcome\n---\n'),
  ]);
  assert.deepEqual(diagnostics, []);
  assert.deepEqual(docs.map((d) => d.url), ['/docs/start-here', '/docs/guides/renamed', '/docs/guides/nested/c2', '/welcome']);
});

test("a slug with '..' (or a scheme, query, fragment, backslash) is rejected at its line; the default URL stays", () => {
  const { docs, diagnostics } = collectContent([
    source('docs', 'guides/escape.md', '---\ntitle: Escape\nslug: ../../../etc/passwd\n---\nbody'),
  ]);
  assert.equal(diagnostics.length, 1);
  const [d] = diagnostics;
  assert.equal(d.severity, 'error');
  assert.equal(d.code, 'bad-slug');
  assert.equal(d.file, '/site/content/docs/guides/escape.md');
  assert.equal(d.line, 3);
  assert.match(d.message, /'\.\.\/\.\.\/\.\.\/etc\/passwd'/);
  assert.equal(docs[0].url, '/docs/guides/escape');
  for (const bad of ['..', '/docs/../x', 'a/../../b', 'https://evil.example/x', 'a?b=1', 'a#b', 'a\\b', '  ']) {
    assert.equal(resolveSlug('docs', 'guides', bad), undefined, `slug ${JSON.stringify(bad)} is refused`);
  }
  // Dots inside a name are fine.
  assert.equal(resolveSlug('docs', '', 'v1..2'), '/docs/v1..2');
  assert.equal(resolveSlug('docs', '', '/'), '/docs');
});

test('category metadata is read per folder (JSON and YAML); a broken file is an error, not a crash', () => {
  const { categories, diagnostics } = collectContent([
    source('docs', 'tutorial-basics/_category_.json', '{ "label": "Tutorial - Basics", "position": 2, "collapsed": false, "link": { "type": "generated-index", "description": "Learn" } }'),
    source('docs', 'extras/_category_.yml', 'label: Extras\nposition: 3\n'),
    source('docs', 'broken/_category_.json', '{ "label": '),
  ]);
  assert.equal(categories.get('tutorial-basics')?.label, 'Tutorial - Basics');
  assert.equal(categories.get('tutorial-basics')?.position, 2);
  assert.equal(categories.get('tutorial-basics')?.collapsed, false);
  assert.deepEqual(categories.get('tutorial-basics')?.link, { type: 'generated-index', description: 'Learn' });
  assert.equal(categories.get('extras')?.label, 'Extras');
  assert.equal(categories.has('broken'), false);
  assert.equal(diagnostics.length, 1);
  assert.equal(diagnostics[0].code, 'category-meta');
  assert.equal(diagnostics[0].file, '/site/content/docs/broken/_category_.json');
});

test('a misspelt category key is a warning at its line; a value of the wrong type an error, not a folder sorted among strings', () => {
  const { categories, diagnostics } = collectContent([
    source('docs', 'guides/_category_.json', '{\n  "lable": "Guides",\n  "position": "2"\n}\n'),
    source('docs', 'more/_category_.yml', 'label: More\ncollapsed: no\n'),
    source('docs', 'extras/_category_.yml', 'label: Extras\ncustomProps: { a: 1 }\n'),
  ]);
  assert.deepEqual(diagnostics.map((d) => [d.severity, d.file.replace('/site/content/docs/', ''), d.line, d.message]), [
    ['warning', 'guides/_category_.json', 2, "Unknown category key 'lable' (ignored)"],
    ['error', 'guides/_category_.json', 3, 'Category key \'position\' must be a number, got "2"'],
    ['error', 'more/_category_.yml', 2, 'Category key \'collapsed\' must be true or false, got "no"'],
    ['warning', 'extras/_category_.yml', 2, "Unknown category key 'customProps' (ignored)"],
  ]);
  assert.equal(categories.get('extras')?.label, 'Extras', 'a warning keeps the rest of the file');
  assert.equal(categories.has('guides'), false);
});

test('front-matter problems are passed on with the file', () => {
  const { diagnostics, docs } = collectContent([source('docs', 'bad.md', '---\ntags: 5\nfoo: 1\n---\n')]);
  assert.deepEqual(diagnostics.map((d) => [d.severity, d.code, d.line]), [['error', 'front-matter-type', 2], ['warning', 'front-matter-unknown-key', 3]]);
  assert.ok(diagnostics.every((d) => d.file === '/site/content/docs/bad.md'));
  assert.equal(docs.length, 1, 'the doc still gets its route');
});
