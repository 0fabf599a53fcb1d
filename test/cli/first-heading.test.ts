// The page heading and the page's name, built by the real CLI from test/fixtures/first-heading (issue #33): the
// content's h1 stays with its markup; the front-matter title names the page in the sidebar, <title>, breadcrumbs
// and the Markdown twin's front matter.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDist, runDocgen, type DocgenRun } from '../helpers/runDocgen.js';
import { fixture } from '../helpers/repoPaths.js';
import os from 'node:os';

let run: DocgenRun;
let out: string;
before(async () => {
  await ensureDist();
  out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-test-')), 'out');
  run = await runDocgen(['build', '--root', fixture('first-heading'), '--out', out], { timeoutMs: 120_000 });
});

after(() => fs.rmSync(path.dirname(out), { recursive: true, force: true }));

/** What a reader sees of a built page: its <title>, h1s, breadcrumb, sidebar labels and TOC entries. */
function page(route: string) {
  const html = fs.readFileSync(path.join(out, route, 'index.html'), 'utf8');
  const all = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);
  const sideToc = html.slice(html.indexOf('<nav class="dg-toc"'));
  return {
    html,
    title: /<title>(.*?)<\/title>/.exec(html)![1],
    h1s: all(/<h1[^>]*>(.*?)<\/h1>/g),
    breadcrumb: /<li aria-current="page"><span>(.*?)<\/span>/.exec(html)![1],
    sidebarLabels: all(/<a href="[^"]*" class="dg-sidebar__link[^"]*"(?: aria-current="page")?>(.*?)<\/a>/g),
    toc: html.includes('<nav class="dg-toc"') ? [...sideToc.slice(0, sideToc.indexOf('</nav>')).matchAll(/class="dg-toc__link">(.*?)<\/a>/g)].map((m) => m[1]) : [],
  };
}

test('the build succeeds with one warning, for the rule where front matter could be', () => {
  assert.equal(run.code, 0, run.stderr);
  const warnings = run.stderr.split('\n').filter((l) => l.includes('warning'));
  assert.equal(warnings.length, 1, run.stderr);
  assert.match(warnings[0], /rule-first\.md:1:1 +warning +Front matter is not YAML: if you meant a horizontal rule, put a blank front matter `---\\n---` first/);
});

test("with a front-matter title: the content's h1 is the heading, with its markup; the title names the page", () => {
  const p = page('docs/with-title');
  assert.deepEqual(p.h1s, [
    'Welcome to <em>docgen</em> with <code>code</code> and <a href="/docs/no-title">a link</a>',
    'A second h1<a class="dg-anchor" href="#a-second-h1" aria-label="Link to this section: A second h1">#</a>',
  ]);
  assert.ok(!p.html.includes('<h1>Short name</h1>'), 'no heading added over the content h1');
  assert.equal(p.title, 'Short name | Heading Fixture');
  assert.equal(p.breadcrumb, 'Short name');
  assert.deepEqual(p.sidebarLabels, ['Short name', 'The emphasised heading', 'Only a front-matter title', 'Closed by dots', 'Rule first']);
  // The page heading is not a TOC entry; the second h1 is a section, listed with what follows it.
  assert.deepEqual(p.toc, ['Section one', 'A second h1', 'Under the second']);
  assert.match(p.html, /<a href="#a-second-h1" class="dg-toc__link">A second h1<\/a><ul class="dg-toc__list"><li><a href="#under-the-second"/);
});

test('a <pre> written in HTML keeps its attributes; the fenced block beside it is decorated', () => {
  const p = page('docs/with-title');
  assert.match(p.html, /<pre language="haskell"><code>main = print 1\n<\/code><\/pre>/);
  assert.match(p.html, /<div class="dg-codeblock"><pre class="dg-code language-js" tabindex="0"><code><span class="token keyword">const<\/span>/);
});

test("without a front-matter title: the h1's plain text names the page, the heading keeps its markup", () => {
  const p = page('docs/no-title');
  assert.deepEqual(p.h1s, ['The <em>emphasised</em> <code>heading</code>']);
  assert.equal(p.title, 'The emphasised heading | Heading Fixture');
  assert.equal(p.breadcrumb, 'The emphasised heading');
  assert.deepEqual(p.toc, ['Part']);
});

test('without an h1 in the content: the front-matter title is the heading, added once', () => {
  const p = page('docs/no-heading');
  assert.deepEqual(p.h1s, ['Only a front-matter title']);
  assert.equal(p.title, 'Only a front-matter title | Heading Fixture');
  assert.deepEqual(p.toc, ['Part']);
});

test("front matter closed by `...` is read, and the body's h1 is the heading", () => {
  const p = page('docs/end-marker');
  assert.deepEqual(p.h1s, ['Introduction']);
  assert.equal(p.title, 'Closed by dots | Heading Fixture');
  assert.ok(!p.html.includes('title: Closed by dots'));
});

test('a file that starts with a rule and text is Markdown: nothing is lost', () => {
  const p = page('docs/rule-first');
  assert.deepEqual(p.h1s, ['Rule first'], 'no h1 in the content: the file name names the page and heads it');
  assert.match(p.html, /<div class="dg-markdown"><hr>\n<p>A paragraph between two rules, not front matter\.<\/p>\n<hr>\n<p>After the rules\.<\/p><\/div>/);
});

test('Markdown twins: the title in their front matter, the same heading as the page', () => {
  const twin = (route: string) => {
    const text = fs.readFileSync(path.join(out, `${route}.md`), 'utf8');
    const end = text.indexOf('\n---\n', 4);
    return { title: /^title: (.*)$/m.exec(text.slice(0, end))![1], h1s: [...text.slice(end + 5).matchAll(/^# (.*)$/gm)].map((m) => m[1]) };
  };
  assert.deepEqual(twin('docs/with-title'), { title: '"Short name"', h1s: ['Welcome to *docgen* with `code` and [a link](https://fixture.example/docs/no-title.md)', 'A second h1'] });
  assert.deepEqual(twin('docs/no-title'), { title: '"The emphasised heading"', h1s: ['The *emphasised* `heading`'] });
  assert.deepEqual(twin('docs/no-heading'), { title: '"Only a front-matter title"', h1s: ['Only a front-matter title'] });
  assert.deepEqual(twin('docs/end-marker'), { title: '"Closed by dots"', h1s: ['Introduction'] });
});
