import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createMarkdownRenderer, type MarkdownContext } from '../../../src/node/content/markdownProcessor.js';
import { collectPageLinks } from '../../../src/node/links/collectPageLinks.js';

const render = createMarkdownRenderer({ sanitize: false });
const root = '/site';
const file = '/site/content/docs/guide/page.md';

function context(overrides: Partial<MarkdownContext> = {}): MarkdownContext {
  return {
    file, root, url: '/docs/guide/page', lineOffset: 0,
    markdownRoutes: new Map([
      ['/site/content/docs/guide/other.md', '/docs/guide/other'],
      ['/site/content/docs/intro.md', '/docs/intro'],
      ['/site/content/docs/guide/page.md', '/docs/guide/page'],
    ]),
    onBrokenMarkdownLinks: 'warn',
    addAsset: (p) => (p === '/site/content/docs/guide/img/shot.png' ? '/assets/img/shot.0123456789.png' : undefined),
    ...overrides,
  };
}

const md = (lines: string[]) => lines.join('\n') + '\n';

test('GFM: table, task list, strikethrough, autolink, footnote', () => {
  const r = render(md([
    '| Name | Value |', '| ---- | ----- |', '| a | 1 |', '',
    '- [ ] open task', '- [x] done task', '',
    '~~removed~~ and www.example.com and https://example.org/x', '',
    'A claim[^note].', '', '[^note]: The source.',
  ]), context());
  assert.match(r.html, /<table>[\s\S]*<th>Name<\/th>[\s\S]*<td>1<\/td>[\s\S]*<\/table>/);
  assert.match(r.html, /<li class="task-list-item"><input type="checkbox" disabled[^>]*> open task/);
  assert.match(r.html, /<input type="checkbox" checked disabled[^>]*> done task/);
  // Screen readers say what a checkbox means, not only "checkbox".
  assert.match(r.html, /<input type="checkbox" disabled aria-label="Not done"> open task/);
  assert.match(r.html, /<input type="checkbox" checked disabled aria-label="Done"> done task/);
  assert.match(r.html, /<del>removed<\/del>/);
  assert.match(r.html, /<a href="http:\/\/www\.example\.com">www\.example\.com<\/a>/);
  assert.match(r.html, /<a href="https:\/\/example\.org\/x">https:\/\/example\.org\/x<\/a>/);
  assert.match(r.html, /<sup><a href="#user-content-fn-note" id="user-content-fnref-note"/);
  assert.match(r.html, /<section data-footnotes[^>]*>[\s\S]*<li id="user-content-fn-note">[\s\S]*The source\./);
  // The footnote label heading is for screen readers only: not a TOC entry.
  assert.ok(!r.headings.some((h) => h.text === 'Footnotes'));
  // Every in-page anchor the footnotes use points at an id on the page.
  const page = collectPageLinks('/docs/guide/page', r.html);
  for (const href of page.hrefs.filter((h) => h.startsWith('#'))) assert.ok(page.ids.has(href.slice(1)), `${href} has a target`);
  assert.deepEqual(r.diagnostics, []);
});

test('admonitions: every type, with and without a title', () => {
  for (const type of ['note', 'tip', 'info', 'warning', 'danger']) {
    const r = render(md([`:::${type}`, 'Body of the box.', ':::']), context());
    const title = type[0].toUpperCase() + type.slice(1);
    assert.match(r.html, new RegExp(`<div class="dg-admonition dg-admonition--${type}" role="note" aria-label="${title}"><p class="dg-admonition__title">${title}</p><p>Body of the box.</p></div>`));
  }
  const titled = render(md([':::tip[Pro tip: read this]', 'Inside **bold**.', ':::']), context());
  assert.match(titled.html, /<div class="dg-admonition dg-admonition--tip" role="note" aria-label="Pro tip: read this"><p class="dg-admonition__title">Pro tip: read this<\/p><p>Inside <strong>bold<\/strong>\.<\/p><\/div>/);
  assert.ok(!titled.html.includes(':::'), 'no fence left in the output');
});

test('text that merely looks like a directive is kept as written', () => {
  const r = render(md(['Meet at 10:30 :smile and read docs:intro, ratio 16:9, a::b.', '', ':::unknown', 'Inside', ':::', '', '::leaf']), context());
  assert.match(r.html, /<p>Meet at 10:30 :smile and read docs:intro, ratio 16:9, a::b\.<\/p>/);
  assert.match(r.html, /<p>:::unknown<\/p>\s*<p>Inside<\/p>/);
  assert.match(r.html, /<p>::leaf<\/p>/);
  assert.ok(!r.html.includes('dg-admonition'));
});

test('code fence: title, line highlighting {1,3-4}, build-time tokens', () => {
  const r = render(md(['```js title="hello.js" {1,3-4}', 'const a = 1;', 'const b = 2;', 'const c = 3;', 'const d = 4;', 'const e = 5;', '```']), context());
  assert.match(r.html, /<div class="dg-codeblock"><div class="dg-codeblock__title">hello\.js<\/div><pre class="dg-code language-js" tabindex="0"><code>/);
  const lines = [...r.html.matchAll(/<span class="(dg-line[^"]*)">/g)].map((m) => m[1].includes('dg-line--highlighted'));
  assert.deepEqual(lines, [true, false, true, true, false]);
  assert.match(r.html, /<span class="token keyword">const<\/span>/);
  assert.ok(!r.html.includes('title='), 'the meta is not leaked into the HTML');
});

test('code fence meta survives raw HTML elsewhere on the page', () => {
  const r = render(md(['<div class="x">raw</div>', '', '```py title=app.py {2}', 'a = 1', 'b = 2', '```']), context());
  assert.match(r.html, /<div class="dg-codeblock__title">app\.py<\/div>/);
  assert.match(r.html, /<span class="dg-line">[\s\S]*<span class="dg-line dg-line--highlighted">/);
});

test('code fence without a language or meta: plain, escaped, no line spans', () => {
  const r = render(md(['```', '<a href="/nowhere">x</a> [y](./missing.md)', '```']), context());
  assert.match(r.html, /<pre class="dg-code" tabindex="0"><code>&#x3C;a href="\/nowhere">x&#x3C;\/a> \[y\]\(\.\/missing\.md\)<\/code><\/pre>/);
  assert.ok(!r.html.includes('dg-line'));
  assert.deepEqual(r.links, [], 'text inside code is not a link');
  assert.deepEqual(r.diagnostics, []);
});

test('a <pre> written in raw HTML keeps its attributes and text; only Markdown code blocks are decorated', () => {
  for (const sanitize of [false, true]) {
    const r = createMarkdownRenderer({ sanitize })(md([
      '<pre language="haskell"><code class="x">main = print 1', '</code></pre>', '',
      '    indented code', '', '```js', 'let a', '```',
    ]), context());
    if (!sanitize) assert.match(r.html, /<pre language="haskell"><code class="x">main = print 1\n<\/code><\/pre>/);
    else assert.match(r.html, /<pre><code(?: class="")?>main = print 1\n<\/code><\/pre>/, 'the sanitizer drops unknown attributes, docgen adds nothing');
    assert.equal((r.html.match(/<div class="dg-codeblock">/g) ?? []).length, 2, `indented and fenced code decorated (sanitize: ${sanitize})`);
    assert.match(r.html, /<pre class="dg-code" tabindex="0"><code>indented code<\/code><\/pre>/);
    assert.ok(!r.html.includes('data-code-block'), 'the mark is not left in the HTML');
  }
});

test('headings: GitHub-style unique ids; the first h1 stays, with its markup, as the page heading', () => {
  const r = render(md(['# The *Title* with `code` and [a link](./other.md)', '', '## Hello World!', '', '## Hello World!', '', '### Ünïcode & `code`', '', '# Later h1']), context());
  assert.equal(r.contentHeading, 'The Title with code and a link');
  // Nothing the writer typed is dropped: the h1 keeps its emphasis, code and link (rewritten to the route).
  assert.match(r.html, /^<h1>The <em>Title<\/em> with <code>code<\/code> and <a href="\/docs\/guide\/other">a link<\/a><\/h1>/);
  // The page heading is not a TOC entry and gets no anchor; a later h1 is a section like any other.
  assert.deepEqual(r.headings, [
    { depth: 2, id: 'hello-world', text: 'Hello World!' },
    { depth: 2, id: 'hello-world-1', text: 'Hello World!' },
    { depth: 3, id: 'ünïcode--code', text: 'Ünïcode & code' },
    { depth: 1, id: 'later-h1', text: 'Later h1' },
  ]);
  assert.match(r.html, /<h2 id="hello-world">Hello World!<a class="dg-anchor" href="#hello-world"/);
  assert.match(r.html, /<h2 id="hello-world-1">/);
  assert.match(r.html, /<h1 id="later-h1">Later h1<a class="dg-anchor" href="#later-h1"/);
});

test('the first h1 is the page heading wherever it is; a setext h1 gives a one-line name; no h1, no heading', () => {
  const late = render(md(['Intro paragraph.', '', '# Not at the top', '', '## Section']), context());
  assert.equal(late.contentHeading, 'Not at the top');
  assert.match(late.html, /<p>Intro paragraph\.<\/p>\n<h1>Not at the top<\/h1>/);
  assert.deepEqual(late.headings.map((h) => h.id), ['section']);
  const setext = render(md(['Two', '*lines*', '===']), context());
  assert.equal(setext.contentHeading, 'Two lines');
  assert.match(setext.html, /<h1>Two\n<em>lines<\/em><\/h1>/);
  const raw = render(md(['<h1 class="hero">Raw <b>HTML</b></h1>', '', 'Text.']), context());
  assert.equal(raw.contentHeading, 'Raw HTML');
  assert.match(raw.html, /<h1 class="hero">Raw <b>HTML<\/b><\/h1>/);
  const none = render(md(['## Only h2', '', 'Text.']), context());
  assert.equal(none.contentHeading, undefined);
});

test('links to Markdown files become routes, with their anchors', () => {
  const r = render(md(['[o](./other.md#setup) [i](../intro.md) [self](page.md#x) [rel](./sibling) [abs](/docs/x) [ext](https://e.com/a.md) [h](#local)']), context({ lineOffset: 4 }));
  const hrefs = [...r.html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]);
  assert.deepEqual(hrefs, ['/docs/guide/other#setup', '/docs/intro', '/docs/guide/page#x', '/docs/guide/sibling', '/docs/x', 'https://e.com/a.md', '#local']);
  assert.deepEqual(r.links.map((l) => [l.original, l.href, l.line]), [
    ['./other.md#setup', '/docs/guide/other#setup', 5],
    ['../intro.md', '/docs/intro', 5],
    ['page.md#x', '/docs/guide/page#x', 5],
    ['./sibling', '/docs/guide/sibling', 5],
    ['/docs/x', '/docs/x', 5],
    ['#local', '/docs/guide/page#local', 5],
  ]);
  assert.equal(r.links[1].column, '[o](./other.md#setup) '.length + 1);
  assert.deepEqual(r.diagnostics, []);
});

test('with a base URL, internal links and images carry it; the recorded positions stay', () => {
  const r = render(md(['[o](./other.md#setup) [abs](/docs/x) [rel](./sibling) [h](#local) [ext](https://e.com/) ![s](./img/shot.png) ![r](/img/root.png)']), context({ baseUrl: '/sub/' }));
  const urls = [...r.html.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => m[1]);
  assert.deepEqual(urls, ['/sub/docs/guide/other#setup', '/sub/docs/x', '/sub/docs/guide/sibling', '#local', 'https://e.com/', '/sub/assets/img/shot.0123456789.png', '/sub/img/root.png']);
  assert.deepEqual(r.links.map((l) => l.href), ['/sub/docs/guide/other#setup', '/sub/docs/x', '/sub/docs/guide/sibling', '/docs/guide/page#local', '/sub/assets/img/shot.0123456789.png', '/sub/img/root.png']);
});

test('a link to a missing .md file is a warning at file:line:col counted after front matter', () => {
  const r = render(md(['First line.', '', 'See [the missing doc](./missing.md#part) here.']), context({ lineOffset: 5 }));
  assert.equal(r.diagnostics.length, 1);
  const [d] = r.diagnostics;
  assert.equal(d.severity, 'warning');
  assert.equal(d.code, 'broken-markdown-link');
  assert.equal(d.file, file);
  assert.equal(d.line, 3 + 5);
  assert.equal(d.column, 'See '.length + 1);
  assert.match(d.message, /\.\/missing\.md#part/);
  assert.deepEqual(r.unresolvedLinks, ['./missing.md#part']);
  // With the 'error' policy the same link is an error.
  const strict = render(md(['[x](./missing.md)']), context({ onBrokenMarkdownLinks: 'error' }));
  assert.equal(strict.diagnostics[0].severity, 'error');
});

test('relative images are registered as assets and rewritten; a missing one is an error at its line', () => {
  const seen: string[] = [];
  const ctx = context({ lineOffset: 3, addAsset: (p) => { seen.push(p); return p.endsWith('shot.png') ? '/assets/img/shot.0123456789.png' : undefined; } });
  const r = render(md(['![A shot](./img/shot.png)', '', 'Text ![gone](img/gone.png)', '', '![remote](https://e.com/x.png)']), ctx);
  assert.deepEqual(seen, ['/site/content/docs/guide/img/shot.png', '/site/content/docs/guide/img/gone.png']);
  assert.match(r.html, /<img src="\/assets\/img\/shot\.0123456789\.png" alt="A shot" loading="lazy">/);
  assert.match(r.html, /<img src="https:\/\/e\.com\/x\.png" alt="remote">/);
  assert.equal(r.diagnostics.length, 1);
  const [d] = r.diagnostics;
  assert.equal(d.severity, 'error');
  assert.equal(d.code, 'broken-image');
  assert.equal(d.line, 3 + 3);
  assert.equal(d.column, 'Text '.length + 1);
  assert.match(d.message, /img\/gone\.png/);
  assert.ok(r.unresolvedLinks.includes('img/gone.png'), 'the link checker does not report it a second time');
});

test('a path with a malformed percent escape is an error at its line (image) or a broken link (doc), not a failed transform', () => {
  const r = render(md(['![bad](img/a%E0%A4%A.png)', '', '[bad](other%E0.md)']), context({ addAsset: () => undefined }));
  assert.deepEqual(r.diagnostics.map((d) => [d.code, d.line]), [['broken-image', 1], ['broken-markdown-link', 3]]);
  assert.match(r.diagnostics[0].message, /Image not found: img\/a%E0%A4/);
});

test('raw HTML is kept, and its links and images are rewritten and located', () => {
  const r = render(md(['Intro', '', '<div class="bs-button" data-id="42"><a href="./other.md">Other</a> <img src="./img/shot.png" alt="s"></div>', '', '<iframe src="https://example.com/embed" title="Embed"></iframe>']), context({ lineOffset: 2 }));
  assert.match(r.html, /<div class="bs-button" data-id="42"><a href="\/docs\/guide\/other">Other<\/a> <img src="\/assets\/img\/shot\.0123456789\.png" alt="s" loading="lazy"><\/div>/);
  assert.match(r.html, /<iframe src="https:\/\/example\.com\/embed" title="Embed"><\/iframe>/);
  const link = r.links.find((l) => l.original === './other.md')!;
  assert.equal(link.line, 3 + 2);
  assert.equal(link.column, '<div class="bs-button" data-id="42">'.length + 1);
});

test('the sanitize option removes scripts and handlers but keeps docgen markup', () => {
  const safe = createMarkdownRenderer({ sanitize: true });
  const r = safe(md([':::note', 'Body', ':::', '', '<script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">bad</a>', '', '```js title="a.js" {1}', 'let a;', '```', '', '## Heading']), context());
  assert.ok(!/<script/i.test(r.html));
  assert.ok(!r.html.includes('onclick'));
  assert.ok(!r.html.includes('javascript:'));
  assert.match(r.html, /class="dg-admonition dg-admonition--note"/);
  assert.match(r.html, /<div class="dg-codeblock__title">a\.js<\/div>/);
  assert.match(r.html, /dg-line--highlighted/);
  assert.match(r.html, /<h2 id="heading">/);
  // Without the option, the maintainers' raw HTML stays as written.
  assert.match(render('<script>window.x = 1</script>\n', context()).html, /<script>window\.x = 1<\/script>/);
});

test('an empty document renders to nothing without diagnostics', () => {
  const r = render('', context());
  assert.equal(r.html, '');
  assert.deepEqual(r.headings, []);
  assert.deepEqual(r.diagnostics, []);
});

test('10,000 headings: every one gets a unique id', () => {
  const text = Array.from({ length: 10_000 }, (_, i) => `## Step ${i % 100}\n\nText ${i}.\n`).join('\n');
  const r = render(text, context());
  assert.equal(r.headings.length, 10_000);
  assert.equal(new Set(r.headings.map((h) => h.id)).size, 10_000);
  assert.equal(r.headings[100].id, 'step-0-1');
  assert.deepEqual(r.diagnostics, []);
});
