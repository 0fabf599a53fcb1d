import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRouteGraph, type PageInput } from '../../../src/node/routes/createRouteGraph.js';
import type { CategoryMeta } from '../../../src/node/content/collectContent.js';
import type { SidebarItem } from '../../../src/shared/types.js';

function doc(id: string, extra: Partial<PageInput> = {}): PageInput {
  const dir = id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '';
  return { collection: 'docs', kind: 'markdown', id, dir, file: `/site/content/docs/${id}.md`, url: `/docs/${id}`, title: id, tags: [], headings: [], ...extra };
}

const categories = new Map<string, CategoryMeta>([
  ['tutorial-basics', { label: 'Tutorial - Basics', position: 2, collapsed: false, link: { type: 'generated-index', description: 'The basics.' }, file: '/site/content/docs/tutorial-basics/_category_.json' }],
  ['tutorial-extras', { label: 'Tutorial - Extras', position: 3, file: '/site/content/docs/tutorial-extras/_category_.json' }],
  ['zeta', { label: 'Alpha by label', file: '/site/content/docs/zeta/_category_.json' }],
]);

const pages: PageInput[] = [
  doc('intro', { title: 'Intro', sidebarPosition: 1, tags: ['test', 'Getting Started'] }),
  doc('tutorial-basics/create-a-page', { title: 'Create a page', sidebarPosition: 2, tags: ['test'] }),
  doc('tutorial-basics/create-a-document', { title: 'Create a document', sidebarPosition: 1, sidebarLabel: 'New doc' }),
  doc('tutorial-basics/congratulations', { title: 'Congratulations!' }),
  doc('tutorial-extras/translate', { title: 'Translate' }),
  doc('zeta/one', { title: 'One' }),
  doc('beta/two', { title: 'Two' }),
  { collection: 'pages', kind: 'markdown', id: 'markdown-page', dir: '', file: '/site/content/pages/markdown-page.md', url: '/markdown-page', title: 'Markdown page', tags: [], headings: [] },
];

function build(sidebarConfig: Parameters<typeof createRouteGraph>[0]['sidebarConfig'], input: PageInput[] = pages) {
  return createRouteGraph({ pages: input, categories, sidebarConfig, configFile: '/site/docgen.config.ts' });
}

const labels = (items: SidebarItem[]): unknown[] => items.map((i) => (i.type === 'link' ? i.label : { [i.label]: labels(i.items) }));

test('routes are sorted by URL, with a default home, tag pages, category pages, the search index and the 404', () => {
  const { graph, diagnostics } = build({ tutorial: ['intro', { category: 'tutorial-basics' }, { category: 'tutorial-extras' }] });
  assert.deepEqual(diagnostics, []);
  assert.deepEqual(graph.routes.map((r) => r.url), [
    '/', '/404',
    '/docs/beta/two',
    '/docs/category/tutorial---basics',
    '/docs/intro',
    '/docs/tags', '/docs/tags/getting-started', '/docs/tags/test',
    '/docs/tutorial-basics/congratulations', '/docs/tutorial-basics/create-a-document', '/docs/tutorial-basics/create-a-page',
    '/docs/tutorial-extras/translate',
    '/docs/zeta/one',
    '/markdown-page',
    '/search',
  ]);
  const kinds = Object.fromEntries(graph.routes.map((r) => [r.url, r.kind]));
  assert.equal(kinds['/search'], 'search');
  assert.equal(kinds['/'], 'home');
  assert.equal(kinds['/404'], 'not-found');
  assert.equal(kinds['/markdown-page'], 'page');
  assert.equal(kinds['/docs/tags'], 'tags');
  assert.equal(kinds['/docs/tags/test'], 'tag');
  assert.equal(kinds['/docs/category/tutorial---basics'], 'category');
  assert.equal(graph.byUrl.get('/404')!.outputPath, '404.html');
  assert.equal(graph.byUrl.get('/')!.outputPath, 'index.html');
  assert.equal(graph.byUrl.get('/docs/intro')!.outputPath, 'docs/intro/index.html');
});

test('two sources for one URL: an error naming both files; the first one keeps the URL', () => {
  const a = doc('a', { url: '/docs/shared', file: '/site/content/docs/a.md' });
  const b = doc('b', { url: '/docs/shared', file: '/site/content/docs/b.md' });
  const { graph, diagnostics } = build({}, [a, b]);
  const collisions = diagnostics.filter((d) => d.code === 'route-collision');
  assert.equal(collisions.length, 1);
  assert.equal(collisions[0].severity, 'error');
  assert.match(collisions[0].message, /\/docs\/shared/);
  assert.ok(collisions[0].message.includes('/site/content/docs/a.md'));
  assert.ok(collisions[0].message.includes('/site/content/docs/b.md'));
  assert.equal(graph.routes.filter((r) => r.url === '/docs/shared').length, 1);
});

test('URLs equal once in NFC and lower case collide (one output folder where names fold), and the message says why', () => {
  const page = (name: string) => doc(name, { url: `/docs/${name}`, file: `/site/content/docs/${name}.md` });
  for (const [a, b, why] of [
    ['cafe\u0301', 'caf\u00e9', 'differ only in Unicode normalisation, NFC and NFD, which macOS and other hosts ignore in file names)'],
    ['CAF\u00c9', 'caf\u00e9', 'differ only in letter case, which macOS and Windows ignore in file names)'],
    ['CAF\u00c9', 'cafe\u0301', 'differ only in Unicode normalisation and letter case, which macOS ignores in file names)'],
  ]) {
    const { graph, diagnostics } = build({}, [page(b), page(a)]);
    const collisions = diagnostics.filter((d) => d.code === 'route-collision');
    assert.equal(collisions.length, 1, `${a} ${b}`);
    assert.equal(collisions[0].message, `Two pages claim the URL /docs/${b}: /site/content/docs/${a}.md and /site/content/docs/${b}.md (their URLs ${why}`);
    assert.equal(collisions[0].file, `/site/content/docs/${b}.md`);
    assert.deepEqual(graph.routes.filter((r) => r.kind === 'doc').map((r) => r.url), [`/docs/${a}`], 'the first keeps the URL');
  }
});

test('a tag written in NFC on one page and in NFD on another is one tag page', () => {
  const { graph, diagnostics } = build({}, [doc('a', { tags: ['Caf\u00e9'] }), doc('b', { tags: ['Cafe\u0301'] })]);
  assert.deepEqual(diagnostics, []);
  assert.deepEqual(graph.tags.map((t) => [t.url, t.pages.length]), [['/docs/tags/caf\u00e9', 2]]);
});

test('a page that takes a generated URL (the tags index) is a collision too', () => {
  const tagged = doc('x', { tags: ['t'] });
  const squatter = doc('tags', { url: '/docs/tags', file: '/site/content/docs/tags.md' });
  const { diagnostics } = build({}, [tagged, squatter]);
  const collision = diagnostics.find((d) => d.code === 'route-collision');
  assert.ok(collision);
  assert.ok(collision.message.includes('/site/content/docs/tags.md'));
});

test('sidebars from config entries: doc ids, categories ordered by position then label, folders inline', () => {
  const { graph, diagnostics } = build({
    tutorial: ['intro', { category: 'tutorial-basics' }],
    everything: [{ dir: '.' }],
  });
  assert.deepEqual(diagnostics, []);
  assert.deepEqual(labels(graph.sidebars.tutorial.items), [
    'Intro',
    { 'Tutorial - Basics': ['New doc', 'Create a page', 'Congratulations!'] },
  ]);
  // '.' lists the whole docs folder: docs and categories together, by position then label.
  assert.deepEqual(labels(graph.sidebars.everything.items), [
    'Intro',
    { 'Tutorial - Basics': ['New doc', 'Create a page', 'Congratulations!'] },
    { 'Tutorial - Extras': ['Translate'] },
    { 'Alpha by label': ['One'] },
    { Beta: ['Two'] },
  ]);
});

test('category metadata: collapsed default, generated-index link; no metadata means collapsed', () => {
  const { graph } = build({ all: [{ dir: '.' }] });
  const cats = graph.sidebars.all.items.filter((i): i is Extract<SidebarItem, { type: 'category' }> => i.type === 'category');
  const basics = cats.find((c) => c.label === 'Tutorial - Basics')!;
  assert.equal(basics.collapsed, false);
  assert.equal(basics.href, '/docs/category/tutorial---basics');
  const extras = cats.find((c) => c.label === 'Tutorial - Extras')!;
  assert.equal(extras.collapsed, true);
  assert.equal(extras.href, undefined);
  const page = graph.categoryPages.get('/docs/category/tutorial---basics')!;
  assert.equal(page.title, 'Tutorial - Basics');
  assert.equal(page.description, 'The basics.');
  assert.equal(page.items.length, 3);
});

test('unknown sidebar entries are errors naming the sidebar and the entry', () => {
  const { diagnostics } = build({ broken: ['nope', { category: 'missing-folder' }, { dir: 'also-missing' }] });
  assert.deepEqual(diagnostics.map((d) => d.code), ['sidebar-unknown-doc', 'sidebar-unknown-folder', 'sidebar-unknown-folder']);
  assert.match(diagnostics[0].message, /'broken'.*'nope'/);
  assert.match(diagnostics[1].message, /'missing-folder'/);
  assert.ok(diagnostics.every((d) => d.file === '/site/docgen.config.ts'));
});

test('previous/next follow the sidebar in reading order, through category pages', () => {
  const { graph } = build({ tutorial: ['intro', { category: 'tutorial-basics' }, { category: 'tutorial-extras' }] });
  const nav = (url: string) => {
    const p = graph.pagination.get(url);
    return [p?.previous?.href, p?.next?.href];
  };
  assert.deepEqual(nav('/docs/intro'), [undefined, '/docs/category/tutorial---basics']);
  assert.deepEqual(nav('/docs/category/tutorial---basics'), ['/docs/intro', '/docs/tutorial-basics/create-a-document']);
  assert.deepEqual(nav('/docs/tutorial-basics/create-a-document'), ['/docs/category/tutorial---basics', '/docs/tutorial-basics/create-a-page']);
  assert.deepEqual(nav('/docs/tutorial-basics/congratulations'), ['/docs/tutorial-basics/create-a-page', '/docs/tutorial-extras/translate']);
  assert.deepEqual(nav('/docs/tutorial-extras/translate'), ['/docs/tutorial-basics/congratulations', undefined]);
  assert.equal(graph.pagination.get('/docs/tutorial-basics/create-a-document')!.previous!.label, 'Tutorial - Basics');
  assert.equal(graph.pagination.has('/markdown-page'), false, 'a page outside every sidebar has no pagination');
});

test('each page belongs to the first sidebar listing it; breadcrumbs are its categories', () => {
  const { graph } = build({
    first: [{ category: 'tutorial-basics' }],
    second: ['intro', { category: 'tutorial-basics' }],
  });
  assert.equal(graph.byUrl.get('/docs/tutorial-basics/create-a-page')!.sidebarId, 'first');
  assert.equal(graph.byUrl.get('/docs/intro')!.sidebarId, 'second');
  assert.equal(graph.byUrl.get('/markdown-page')!.sidebarId, undefined);
  assert.deepEqual(graph.breadcrumbs.get('/docs/tutorial-basics/create-a-page'), [{ label: 'Tutorial - Basics', href: '/docs/category/tutorial---basics' }]);
  assert.deepEqual(graph.breadcrumbs.get('/docs/intro'), []);
});

test('tag pages: one per tag, with its pages sorted by title; the index lists them all', () => {
  const { graph } = build({});
  assert.deepEqual(graph.tags.map((t) => [t.name, t.url, t.pages.map((p) => p.url)]), [
    ['Getting Started', '/docs/tags/getting-started', ['/docs/intro']],
    ['test', '/docs/tags/test', ['/docs/tutorial-basics/create-a-page', '/docs/intro']],
  ]);
  assert.equal(graph.byUrl.get('/docs/tags/test')!.title, '2 docs tagged with "test"');
  assert.equal(graph.byUrl.get('/docs/tags/getting-started')!.title, '1 doc tagged with "Getting Started"');
});

test('no tags: no tag pages; a page at / replaces the default home', () => {
  const home: PageInput = { collection: 'pages', kind: 'component', id: 'index', dir: '', file: '/site/content/pages/index.tsx', url: '/', title: 'Welcome', tags: [], headings: [] };
  const { graph } = build({}, [doc('a'), home]);
  assert.deepEqual(graph.routes.map((r) => r.url), ['/', '/404', '/docs/a', '/search']);
  assert.equal(graph.byUrl.get('/')!.source, '/site/content/pages/index.tsx');
  assert.equal(graph.byUrl.get('/')!.kind, 'home');
});

test('a category listed by two sidebars has one generated page, not a collision with itself', () => {
  const { graph, diagnostics } = build({ one: [{ category: 'tutorial-basics' }], two: ['intro', { category: 'tutorial-basics' }] });
  assert.deepEqual(diagnostics, []);
  assert.equal(graph.routes.filter((r) => r.url === '/docs/category/tutorial---basics').length, 1);
});

test('two folders whose category pages share a URL: a collision naming both metadata files', () => {
  const twins = new Map<string, CategoryMeta>([
    ['a', { label: 'Same', link: { type: 'generated-index' }, file: '/site/content/docs/a/_category_.json' }],
    ['b', { label: 'Same', link: { type: 'generated-index' }, file: '/site/content/docs/b/_category_.json' }],
  ]);
  const { diagnostics } = createRouteGraph({ pages: [doc('a/x'), doc('b/y')], categories: twins, sidebarConfig: { all: [{ dir: '.' }] } });
  const collision = diagnostics.find((d) => d.code === 'route-collision')!;
  assert.ok(collision, 'reported');
  assert.ok(collision.message.includes('/site/content/docs/a/_category_.json') && collision.message.includes('/site/content/docs/b/_category_.json'));
});
