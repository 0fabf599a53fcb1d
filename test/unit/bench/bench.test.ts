// scripts/bench.mjs helpers: the statistics and the page-weight reading the benchmark table is built from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { makeTmpDir, writeTree } from '../../helpers/tmpDir.js';
// @ts-expect-error: a plain .mjs script without type declarations
const { stats, measurePage, runOrder, pairedRatio, buildTimeline } = await import('../../../scripts/bench.mjs');

test('stats gives the median (mean of the middle two for an even count), min and max', () => {
  assert.deepEqual(stats([5, 1, 3]), { median: 3, min: 1, max: 5, n: 3 });
  assert.deepEqual(stats([4, 1, 3, 10]), { median: 3.5, min: 1, max: 10, n: 4 });
});

test('runOrder warms every target up first, then takes the targets in turn for each measured run', () => {
  assert.deepEqual(runOrder(2, 3), [[0, 0], [1, 0], [0, 1], [1, 1], [0, 2], [1, 2], [0, 3], [1, 3]]);
  assert.deepEqual(runOrder(1, 2), [[0, 0], [0, 1], [0, 2]]);
});

test('pairedRatio divides run by run (runs made in turn), so a slow minute for both leaves the ratio as it was', () => {
  // Run 2 of both targets fell in a slow minute (+50 %): the ratio of each pair is still 10.
  assert.deepEqual(pairedRatio([30, 45, 30], [3, 4.5, 3]), { median: 10, min: 10, max: 10, n: 3 });
  assert.deepEqual(pairedRatio([40, 30, 36], [4, 2, 3]), { median: 12, min: 10, max: 15, n: 3 });
  assert.equal(pairedRatio([10, 20, 30], [1, 2]).n, 2); // a target that stopped early: only complete pairs
});

test("buildTimeline places the build's thread's stages one after the other from the end of the imports, beside the worker's times", () => {
  const result = {
    startup: 100,
    timings: { config: 10, load: 5, spec: 200, views: 150, markdown: 20, components: 5, routes: 5, assets: 5, render: 400, write: 5, links: 30 },
    workerTimeline: { ready: 180, markdownStart: 185, markdownEnd: 480, pagesDone: 920, pagesBusy: 300 },
  };
  const t = buildTimeline(result, 1000);
  assert.equal(t["build's thread: spec loaded and views built"], 465); // 100 + 10 + 5 + 200 + 150
  assert.equal(t["build's thread: last page rendered"], 900); // then + 20 + 5 + 5 + 5 + 400
  assert.equal(t["build's thread: links checked"], 935);
  assert.equal(t['worker: Markdown done'], 480);
  assert.equal(t['worker: time spent on pages (finishing, links, writes)'], 300);
  assert.equal(t['process exit'], 1000);
  // Without a worker (a one-thread child), its rows are empty and left out of the table.
  assert.equal(buildTimeline({ ...result, workerTimeline: undefined }, 1000)['worker: ready (thread started, bundle loaded)'], undefined);
});

test('measurePage counts the linked and inline CSS and JS of a page, raw and gzipped, skipping JSON and external files', (t) => {
  const out = makeTmpDir(t);
  const css = 'body{color:red}'.repeat(50);
  const js = 'console.log(1);'.repeat(40);
  const head = 'document.documentElement.dataset.x="1"';
  writeTree(out, {
    'assets/style.1.css': css,
    'assets/app.1.js': js,
    'docs/a/index.html': `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/style.1.css"><link rel="icon" href="/assets/app.1.js">`
      + `<script>${head}</script><script type="application/ld+json">{"a":1}</script><script src="https://cdn.example/x.js"></script>`
      + `<noscript><style>.x{display:none}</style></noscript><script defer src="/assets/app.1.js?v=2"></script></head><body>hi</body></html>`,
  });
  const w = measurePage(out, '/docs/a');
  const html = fs.readFileSync(path.join(out, 'docs/a/index.html'));
  assert.equal(w.html.raw, html.length);
  assert.equal(w.css.raw, css.length + '.x{display:none}'.length);
  assert.equal(w.js.raw, js.length + head.length);
  assert.equal(w.js.gz, zlib.gzipSync(js).length + zlib.gzipSync(head).length);
  assert.ok(w.css.gz < w.css.raw);
  assert.equal(measurePage(out, '/docs/missing'), undefined);
});
