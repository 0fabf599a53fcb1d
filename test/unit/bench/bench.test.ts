// scripts/bench.mjs helpers: the statistics, the comparison with a base ref (--against), the command line and the
// page-weight reading the benchmark table is built from. Nothing here is timed: speed is measured by `npm run bench`
// itself (issue #25).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { makeTmpDir, writeTree } from '../../helpers/tmpDir.js';
// @ts-expect-error: a plain .mjs script without type declarations
const { stats, measurePage, runOrder, pairedRatio, compareRuns, parseArgs } = await import('../../../scripts/bench.mjs');

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

test('compareRuns gives both medians, their ratio current/base, and the min and max of the ratios of each pair of runs', () => {
  // Base 2 s, current 1.8 s; the second pair fell in a slow moment for both (+50 %), its ratio is still 0.9.
  const c = compareRuns([2, 3, 2.2], [1.8, 2.7, 1.76]);
  assert.equal(c.base, 2.2);
  assert.equal(c.current, 1.8);
  assert.ok(Math.abs(c.ratio - 1.8 / 2.2) < 1e-12);
  assert.ok(Math.abs(c.min - 0.8) < 1e-12);
  assert.ok(Math.abs(c.max - 0.9) < 1e-12);
  assert.equal(c.n, 3);
  // A side that stopped early: the medians use every run of each, the pairs only the complete ones.
  const short = compareRuns([1, 1, 1], [2, 4]);
  assert.equal(short.current, 3);
  assert.equal(short.n, 2);
  assert.deepEqual([short.min, short.max], [2, 4]);
});

test('parseArgs reads the options, with 5 runs by default and 3 with --quick', () => {
  assert.deepEqual(parseArgs([]), { quick: false, only: null, runs: 5, timeout: 900, stages: false, json: null, against: null, node: null, help: false });
  const o = parseArgs(['--quick', '--only', 'betaseries,stripe', '--against', 'origin/main', '--node', '/opt/node26/bin/node', '--json', 'out.json']);
  assert.equal(o.runs, 3);
  assert.deepEqual([...o.only], ['betaseries', 'stripe']);
  assert.equal(o.against, 'origin/main');
  assert.equal(o.node, '/opt/node26/bin/node');
  assert.equal(o.json, 'out.json');
  assert.equal(parseArgs(['--runs', '7', '--quick']).runs, 7);
  assert.equal(parseArgs(['-h']).help, true);
});

test('parseArgs refuses an unknown argument, a missing value and a run count that is not a whole number', () => {
  assert.throws(() => parseArgs(['--fast']), /unknown argument --fast/);
  assert.throws(() => parseArgs(['--against']), /--against needs a value/);
  assert.throws(() => parseArgs(['--against', '--quick']), /--against needs a value/);
  assert.throws(() => parseArgs(['--runs', '0']), /--runs/);
  assert.throws(() => parseArgs(['--runs', 'two']), /--runs/);
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
