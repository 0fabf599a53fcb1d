// A build with its worker thread (Markdown there, pages written and links checked there) must write exactly what a
// build in one thread writes, and report the same problems. Chained with test/unit/serve/buildCache.test.ts
// (incremental rebuild = fresh in-memory build), this makes cold, parallel and incremental output the same bytes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build } from '../../../src/node/build.js';
import { FolderWriter, MemoryWriter } from '../../../src/node/output/writer.js';
import { createLocalPageSink, type SinkRoute } from '../../../src/node/output/pageSink.js';
import { startSiteWorker } from '../../../src/node/worker/startSiteWorker.js';
import { codeMarker, finishPage, sidebarMarker } from '../../../src/node/render/pageParts.js';
import { activateSidebarHtml } from '../../../src/node/render/activateSidebar.js';
import { highlightCode, highlightSample } from '../../../src/node/openapi/highlightCode.js';
import type { Diagnostic } from '../../../src/node/diagnostics.js';
import { fixture, repoRoot } from '../../helpers/repoPaths.js';
import { makeTmpDir, snapshotDir } from '../../helpers/tmpDir.js';


/** An in-memory site in the shape of snapshotDir (relative path → base64 bytes). */
function snapshotFiles(files: Map<string, string | Uint8Array>): Map<string, string> {
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1)).map(([file, contents]) => [file, Buffer.from(contents).toString('base64')]));
}

function assertSameTree(actual: Map<string, string>, expected: Map<string, string>, what: string) {
  assert.deepEqual([...actual.keys()].sort(), [...expected.keys()].sort(), `${what}: the same files`);
  for (const [file, bytes] of expected) assert.ok(actual.get(file) === bytes, `${what}: ${file} differs`);
}

test('the BetaSeries site: a build with the worker writes byte for byte what a one-thread build and an in-memory build write', async (t) => {
  const dir = makeTmpDir(t);
  const single = await build({ root: repoRoot, out: path.join(dir, 'single'), worker: false });
  const parallel = await build({ root: repoRoot, out: path.join(dir, 'parallel'), worker: true });
  assert.ok(single.ok && parallel.ok, [...single.diagnostics, ...parallel.diagnostics].map((d) => d.message).join('; '));
  assert.ok(single.pages > 150, `the repo site has its API pages (${single.pages})`);
  const expected = snapshotDir(path.join(dir, 'single'));
  assertSameTree(snapshotDir(path.join(dir, 'parallel')), expected, 'worker');
  const memory = new MemoryWriter();
  const inMemory = await build({ root: repoRoot, out: path.join(dir, 'memory'), writer: memory });
  assert.ok(inMemory.ok);
  assertSameTree(snapshotFiles(memory.files), expected, 'in memory');
  assert.deepEqual([...parallel.sizes], [...single.sizes], 'the same sizes in the summary, in the same order');
  // The worker's side of the timeline (for the benchmark), in ms since this process started, in the order it happens.
  const w = parallel.workerTimeline!;
  assert.equal(single.workerTimeline, undefined, 'no worker, no worker timeline');
  const uptime = performance.now();
  assert.ok(w.ready! > 0 && w.ready! <= w.markdownStart! && w.markdownStart! <= w.markdownEnd! && w.markdownEnd! <= w.pagesDone! && w.pagesDone! < uptime, JSON.stringify({ ...w, uptime }));
  assert.ok(w.pagesBusy! > 0 && w.pagesBusy! < w.pagesDone! - w.markdownEnd!, `time on pages ${w.pagesBusy} ms, within the time pages came in`);
  // The worker finishing the pages (highlighted code, sidebars), as it does for specs over 40 MB.
  const finished = await build({ root: repoRoot, out: path.join(dir, 'finished'), worker: true, finishPagesInWorker: true });
  assert.ok(finished.ok, finished.diagnostics.map((d) => d.message).join('; '));
  assertSameTree(snapshotDir(path.join(dir, 'finished')), expected, 'worker finishing pages');
  assert.deepEqual([...finished.sizes], [...single.sizes], 'the same sizes when the worker finishes the pages');
});

test('pages finished by the worker (scoped sidebars, highlighted samples, views built during rendering): byte for byte a one-thread build', async (t) => {
  const dir = makeTmpDir(t);
  const { generateSpec, formatSpec } = await import('../../../scripts/generate-spec.mjs');
  const spec = path.join(dir, 'spec.json');
  // More operations than this thread builds views of ahead of rendering (1,000): the others are built while pages
  // render, with their code left to the worker.
  fs.writeFileSync(spec, await formatSpec(generateSpec(1050, 5), 'json'));
  const root = path.join(dir, 'site');
  fs.mkdirSync(path.join(root, 'content', 'docs'), { recursive: true });
  fs.writeFileSync(path.join(root, 'content', 'docs', 'intro.md'), '# Intro\n\n```json\n{"a": [1, 2, 3]}\n```\n');
  const single = await build({ root, spec, out: path.join(dir, 'single'), worker: false });
  const finished = await build({ root, spec, out: path.join(dir, 'finished'), worker: true, shareApiPages: false, finishPagesInWorker: true });
  assert.ok(single.ok && finished.ok, [...single.diagnostics, ...finished.diagnostics].map((d) => d.message).join('; '));
  const expected = snapshotDir(path.join(dir, 'single'));
  assertSameTree(snapshotDir(path.join(dir, 'finished')), expected, 'finished by the worker');
  assert.deepEqual([...finished.sizes], [...single.sizes], 'the same sizes, in the same order');
  // What the comparison covers: scoped sidebars (a page lists its own tag's operations only) and highlighted samples.
  const apiPage = [...expected.keys()].find((f) => f.startsWith('docs/api/') && f !== 'docs/api/index.html' && f.endsWith('index.html'))!;
  const html = Buffer.from(expected.get(apiPage)!, 'base64').toString();
  assert.ok(html.includes('dg-sidebar__link--category'), 'other tags are one link each');
  assert.match(html, /<span class="token /);
  assert.ok(!html.includes('\u0000'), 'no marker left');
});

test('a spec shared between both threads (each renders API pages): byte for byte what a one-thread build writes', async (t) => {
  const dir = makeTmpDir(t);
  const { generateSpec, formatSpec } = await import('../../../scripts/generate-spec.mjs');
  const spec = path.join(dir, 'spec.json');
  fs.writeFileSync(spec, await formatSpec(generateSpec(120, 7), 'json'));
  const root = path.join(dir, 'site');
  fs.mkdirSync(path.join(root, 'content', 'docs'), { recursive: true });
  fs.writeFileSync(path.join(root, 'content', 'docs', 'intro.md'), '# Intro\n\nSee [the API](/docs/category/api).\n');
  const single = await build({ root, spec, out: path.join(dir, 'single'), worker: false });
  const shared = await build({ root, spec, out: path.join(dir, 'shared'), worker: true, shareApiPages: true });
  assert.ok(single.ok && shared.ok, [...single.diagnostics, ...shared.diagnostics].map((d) => d.message).join('; '));
  assert.equal(single.pages, shared.pages);
  assert.ok(single.pages > 120, `one page per operation (${single.pages})`);
  assertSameTree(snapshotDir(path.join(dir, 'shared')), snapshotDir(path.join(dir, 'single')), 'shared');
  assert.deepEqual([...shared.sizes], [...single.sizes], 'the same sizes, in the same order');
});

test('shared API pages: links into them from the docs are checked against their ids, the same with and without sharing', async (t) => {
  const dir = makeTmpDir(t);
  const { generateSpec } = await import('../../../scripts/generate-spec.mjs');
  const document = generateSpec(40, 3);
  const ids = Object.values(document.paths).flatMap((item: any) => Object.values(item)).map((op: any) => op.operationId as string);
  const spec = path.join(dir, 'spec.json');
  fs.writeFileSync(spec, JSON.stringify(document));
  const root = path.join(dir, 'site');
  fs.mkdirSync(path.join(root, 'content', 'docs'), { recursive: true });
  const page = (id: string) => `/docs/api/${id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
  fs.writeFileSync(path.join(root, 'content', 'docs', 'intro.md'), [
    '# Intro', '',
    `[fine](${page(ids[3])}#responses) [missing anchor](${page(ids[20])}#nowhere) [missing page](/docs/api/no-such-operation)`, '',
  ].join('\n'));
  const describe = (r: Awaited<ReturnType<typeof build>>) => r.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`);
  const single = await build({ root, spec, out: path.join(dir, 'a'), worker: false });
  const shared = await build({ root, spec, out: path.join(dir, 'b'), worker: true, shareApiPages: true });
  assert.equal(single.ok, false);
  const broken = describe(single).filter((d) => d.includes('broken-link'));
  assert.equal(broken.length, 2, describe(single).join('\n'));
  assert.ok(broken[0].includes('#nowhere') && broken[1].includes('no-such-operation'), broken.join('\n'));
  assert.deepEqual(describe(shared), describe(single));
  assert.deepEqual(fs.readdirSync(dir).sort(), ['site', 'spec.json'], 'no output and no staging folder left');
});

test('broken links, anchors and images: the same diagnostics, in the same order, with and without the worker', async (t) => {
  const dir = makeTmpDir(t);
  const single = await build({ root: fixture('broken-link'), out: path.join(dir, 'a'), worker: false });
  const parallel = await build({ root: fixture('broken-link'), out: path.join(dir, 'b'), worker: true });
  const finishing = await build({ root: fixture('broken-link'), out: path.join(dir, 'c'), worker: true, finishPagesInWorker: true });
  assert.equal(single.ok, false);
  assert.equal(parallel.ok, false);
  const describe = (r: typeof single) => r.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`);
  assert.ok(describe(single).some((d) => d.includes('broken-link')), describe(single).join('\n'));
  assert.deepEqual(describe(parallel), describe(single));
  assert.deepEqual(describe(finishing), describe(single), 'the same when the worker finishes the pages');
  assert.equal(fs.existsSync(path.join(dir, 'b')) || fs.existsSync(path.join(dir, 'c')), false, 'a failed build writes no out/');
  assert.deepEqual(fs.readdirSync(dir), [], 'and leaves no staging folder behind');
});

test("the worker's sink gives each page's size in UTF-8 bytes, in order, by the time its link check ends", async (t) => {
  const dir = makeTmpDir(t);
  // More pages than one acknowledgement holds, so that sizes come both with acknowledgements and with the last one.
  const pages = Array.from({ length: 40 }, (_, i): [SinkRoute, string] => [
    { index: i, url: `/docs/p${i}`, outputPath: `docs/p${i}/index.html`, notFound: false },
    `<h1 id="t">Page ${i} — ${'é'.repeat(i)}</h1><a href="/docs/p${(i + 1) % 40}">next →</a>`,
  ]);
  const worker = startSiteWorker();
  t.after(() => worker.stop());
  const reported: [string, number][] = [];
  const sink = worker.openPageSink(fs.mkdirSync(path.join(dir, 'out'), { recursive: true })!, (route, bytes) => reported.push([route.outputPath, bytes]));
  for (const [route, html] of pages) await sink.add(route, html);
  assert.deepEqual(await sink.finish({ files: [], baseUrl: '/', sourceLinks: new Map(), severity: 'error' }), []);
  assert.deepEqual(reported, pages.map(([route, html]) => [route.outputPath, Buffer.byteLength(html)]));
  assert.equal(fs.statSync(path.join(dir, 'out', 'docs/p39/index.html')).size, reported[39][1]);
});

test('pages taken back from the end of the backlog by this thread: every page written once, with the same links, problems and sizes', async (t) => {
  const dir = makeTmpDir(t);
  // Pages of 150 KB with links, anchors and parts to finish (a sidebar, highlighted code), posted at once: the worker
  // is still on the first ones when the sink is finished, so this thread takes back the last ones. One of them
  // cannot be written (its name is too long).
  const nonce = 'c0ffee';
  const sidebar = '<nav><ul class="dg-sidebar__list">' + [0, 1, 2].map((i) => `<li class="dg-sidebar__item"><a href="/docs/p${i}" class="dg-sidebar__link"><span class="dg-sidebar__label">P${i}</span></a></li>`).join('') + '</ul></nav>';
  const pages = Array.from({ length: 40 }, (_, i): [SinkRoute, string] => [
    { index: i, url: `/docs/p${i}`, outputPath: i === 37 ? `docs/${'x'.repeat(300)}/index.html` : `docs/p${i}/index.html`, source: `/site/p${i}.md`, notFound: false },
    `<h1 id="top">Page ${i} é</h1>${sidebarMarker(nonce, 0, `/docs/p${i}`, [])}<pre><code>${codeMarker(nonce, 'code', 'json', `{"page": ${i}}`)}</code></pre>` +
      `<p><a href="/docs/p${(i + 1) % 40}#top">next</a> <a href="/docs/p${i}#part${i % 3}">part</a></p>`.repeat(2000) + `<h2 id="part${i % 2}">Part</h2>`,
  ]);
  const request = { files: [], baseUrl: '/', sourceLinks: new Map(), severity: 'error' as const };
  const describe = (ds: Diagnostic[]) => ds.map((d) => `${d.file} ${d.code} ${d.message}`);
  const finished = (html: string) => finishPage(html, nonce, { code: highlightCode, sample: highlightSample, sidebar: (_, href, open) => activateSidebarHtml(sidebar, href, open) });
  const localFolder = new FolderWriter(fs.mkdirSync(path.join(dir, 'local'), { recursive: true })!);
  const local = createLocalPageSink((p, html) => localFolder.write(p, html));
  for (const [route, html] of pages) await local.add(route, finished(html));
  assert.match(finished(pages[1][1]), /<a href="\/docs\/p1" class="dg-sidebar__link dg-sidebar__link--active" aria-current="page">.*<span class="token property">/, 'the parts are finished');
  const expected = describe(await local.finish(request));
  assert.ok(expected.some((d) => d.includes('write-failed')) && expected.some((d) => d.includes('#part2')), expected.join('\n'));

  // Which thread gets which page depends on timing: tried until this thread took some back (nearly always at once).
  for (let attempt = 1; ; attempt++) {
    const out = path.join(dir, `worker-${attempt}`);
    fs.mkdirSync(out);
    const worker = startSiteWorker();
    t.after(() => worker.stop());
    // Once the worker is running (it answers a Markdown request for no doc), so that it takes pages too.
    await worker.renderMarkdown([], { sanitizeMarkdownHtml: false, baseUrl: '/', root: dir, links: { onBrokenMarkdownLinks: 'warn' } }).finish();
    const reported: [string, number][] = [];
    worker.addSidebarTemplate(0, sidebar);
    const sink = worker.openPageSink(out, (route, bytes) => reported.push([route.outputPath, bytes]), nonce, pages.length);
    for (const [route, html] of pages) await sink.add(route, html);
    assert.deepEqual(describe(await sink.finish(request)), expected);
    const takenBack = worker.timeline().pagesTakenBack!;
    // Sizes are reported as the pages are measured, the unwritable one too (as a sink in this thread does).
    assert.deepEqual(reported.sort(), pages.map(([route, html]): [string, number] => [route.outputPath, Buffer.byteLength(finished(html))]).sort(), 'each page reported once, with its size');
    for (const [route, html] of pages) if (route.index !== 37) assert.equal(fs.readFileSync(path.join(out, route.outputPath), 'utf8'), finished(html), route.outputPath);
    await worker.stop();
    t.diagnostic(`attempt ${attempt}: this thread took back ${takenBack} of ${pages.length} pages`);
    if (takenBack > 0 || attempt === 5) {
      assert.ok(takenBack > 0 && takenBack < pages.length, `pages taken back: ${takenBack}`);
      break;
    }
  }
});

test('a page the file system refuses to write: the same diagnostic from the worker as from this thread', async (t) => {
  const dir = makeTmpDir(t);
  const pages: [SinkRoute, string][] = [
    [{ url: '/docs/a', outputPath: 'docs/a/index.html', source: '/site/a.md', notFound: false }, '<a href="/docs/b#part">b</a><h2 id="top">A</h2>'],
    [{ url: '/docs/b', outputPath: `docs/${'b'.repeat(300)}/index.html`, source: '/site/b.md', notFound: false }, '<a href="/docs/a#nowhere">a</a>'],
  ];
  const request = { files: [], baseUrl: '/', sourceLinks: new Map(), severity: 'error' as const };
  const describe = (ds: Diagnostic[]) => ds.map((d) => `${d.file} ${d.code} ${d.message}`);

  const localFolder = new FolderWriter(fs.mkdirSync(path.join(dir, 'local'), { recursive: true })!);
  const local = createLocalPageSink((p, html) => localFolder.write(p, html));
  for (const [route, html] of pages) await local.add(route, html);
  const expected = describe(await local.finish(request));
  assert.ok(expected.some((d) => d.startsWith('/site/b.md write-failed') && d.includes('too long')), expected.join('\n'));
  assert.ok(expected.some((d) => d.includes('broken-link') && d.includes('#nowhere')), 'links are still checked');

  const worker = startSiteWorker();
  t.after(() => worker.stop());
  const sink = worker.openPageSink(fs.mkdirSync(path.join(dir, 'worker'), { recursive: true })!);
  for (const [route, html] of pages) await sink.add(route, html);
  assert.deepEqual(describe(await sink.finish(request)), expected);
  assert.ok(fs.existsSync(path.join(dir, 'worker', 'docs', 'a', 'index.html')), 'the other page is written');
});
