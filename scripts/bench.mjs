#!/usr/bin/env node
// `npm run bench`: how fast docgen builds, how much memory it takes and how heavy its pages are, against the
// budgets of issue 6. Not a test: it prints a table (median, min and max of at least 5 runs after a warm-up).
//   node scripts/bench.mjs [--quick] [--only name[,name]] [--runs n] [--timeout s] [--stages] [--json file]
// Names: betaseries stripe synthetic-1k synthetic-5k synthetic-10k (or synthetic) parameters-10k incremental weight
// stages.
// Every build is a fresh process writing into a fresh folder under os.tmpdir()/docgen-bench (the folder is removed
// and the file system synced before each run, untimed). The 1k and 10k builds run in turn (1k, 10k, 1k, ...), so
// that their ratio compares runs made at the same time. CPU time and peak RSS come from /usr/bin/time, else from
// process.resourceUsage() in a preloaded module. The incremental and stage figures run build() from dist/index.mjs
// in a child process (`bench.mjs --child <kind> ...`), so the benchmark's own heap never mixes with what it measures.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = path.resolve(ROOT, '../shared');
const STRIPE = path.join(SHARED, 'specs/stripe/spec3.yaml');
const WORK = path.join(os.tmpdir(), 'docgen-bench');
const MB = 1e6;

// Budgets of issue 6 (2-core machine). `max` is inclusive; a figure passes when its median is at or under it.
const BUDGETS = {
  'betaseries.wall': { max: 1, unit: 's' },
  'synthetic-1k.wall': { max: 6, unit: 's' },
  'synthetic-1k.rss': { max: 500 * MB, unit: 'B' },
  'stripe.wall': { max: 5, unit: 's' },
  'stripe.largest': { max: 1 * MB, unit: 'B' },
  'synthetic-10k.wall': { max: 60, unit: 's' },
  'synthetic-10k.rss': { max: 1.5e9, unit: 'B' },
  'synthetic.ratio': { max: 12, unit: 'x' },
  // Issue 24: a spec of untrusted size builds in time linear in its parameters.
  'parameters-10k.wall': { max: 5, unit: 's' },
  'incremental.wall': { max: 0.1, unit: 's' },
  'spec-edit.wall': { max: 1, unit: 's' },
  'weight.js': { max: 10 * 1024, unit: 'B' },
  'weight.css': { max: 20 * 1024, unit: 'B' },
};

// The pages whose weight is reported: a doc page and an API page of the BetaSeries site.
const WEIGHT_PAGES = [['doc page', '/docs/intro'], ['API page', '/docs/api/get-shows-display']];

const BUILDS = [
  { name: 'betaseries', label: 'BetaSeries site (the repo), cold', args: () => ['--root', ROOT] },
  { name: 'stripe', label: 'Stripe spec (468 ops), empty root', needs: STRIPE, args: () => ['--root', emptyRoot(), '--spec', STRIPE] },
  { name: 'synthetic-1k', label: 'synthetic 1,000 operations', ops: 1000 },
  { name: 'synthetic-5k', label: 'synthetic 5,000 operations', ops: 5000 },
  { name: 'synthetic-10k', label: 'synthetic 10,000 operations', ops: 10000, slow: true },
  // Issue 24: the validator compared an operation's parameters pair by pair, in time that grew with their square.
  { name: 'parameters-10k', label: 'one operation with 10,000 parameters', parameters: 10000 },
];

// ---------------------------------------------------------------------------------------------------------------
// Extra sections (hook). Each entry is `{ name, title, run(ctx) }` where run resolves to rows
// `{ metric, median, min?, max?, unit: 's'|'B'|'x'|'score'|'', budget?: { max } | { min }, note? }`; ctx is
// `{ root, work, runs, quick, outDirOf(buildName), measureProcess, stats }`. They run after the built-in sections
// and are selected with `--only <name>` like the others. Lighthouse scores belong here (a later helper adds them).
export const extraSections = [
  {
    // Issue 7: Lighthouse (the npm package, with Debian's Chromium) on the home page and an API page, mobile and desktop.
    name: 'lighthouse',
    title: 'Lighthouse (home and /docs/api/get-shows-display; goal 100)',
    async run(ctx) {
      const out = ctx.outDirOf('betaseries');
      if (!fs.existsSync(path.join(out, 'index.html'))) {
        // The bench's own folder, outside the root: whatever an earlier run left in it may go.
        const r = await ctx.measureProcess(['bin/docgen.js', 'build', '--root', ctx.root, '--out', out, '--empty-out-dir'], { timeout: 600 });
        if (!fs.existsSync(path.join(out, 'index.html'))) return [{ metric: 'skipped: the site did not build', median: NaN, unit: '' , note: String(r?.stderr ?? '').slice(0, 200) }];
      }
      const { runLighthouse } = await import('./lighthouse.mjs');
      let results;
      try {
        results = await runLighthouse(out);
      } catch (e) {
        return [{ metric: `skipped: ${e.message}`, median: NaN, unit: '' }];
      }
      return results.flatMap((r) => ['performance', 'accessibility', 'best-practices', 'seo'].map((category) => ({
        metric: `${r.path} ${r.formFactor} ${category}`,
        median: r[category],
        unit: 'score',
        budget: { min: 100 },
        note: r[category] < 100 ? r.failing.join(', ') : undefined,
      })));
    },
  },
];
// ---------------------------------------------------------------------------------------------------------------

function parseArgs(argv) {
  const opts = { quick: false, only: null, runs: null, timeout: 900, stages: false, json: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--quick') opts.quick = true;
    else if (a === '--only') for (const name of (argv[++i] ?? '').split(',')) (opts.only ??= new Set()).add(name);
    else if (a === '--runs') opts.runs = Number(argv[++i]);
    else if (a === '--timeout') opts.timeout = Number(argv[++i]);
    else if (a === '--stages') opts.stages = true;
    else if (a === '--json') opts.json = argv[++i];
    else if (a === '--help' || a === '-h') { process.stdout.write(fs.readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n').slice(1, 10).map((l) => l.replace(/^\/\/ ?/, '')).join('\n') + '\n'); process.exit(0); }
    else { process.stderr.write(`bench: unknown argument ${a} (see --help)\n`); process.exit(2); }
  }
  opts.runs ??= opts.quick ? 3 : 5;
  return opts;
}

/** Median, min and max of a list of numbers. */
export function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1], n: sorted.length };
}

function emptyRoot() {
  const dir = path.join(WORK, 'empty-root');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** The highest 1-minute load average seen at the end of a measured process (see the note under the table). */
let peakLoad = 0;

const hasGnuTime = (() => { try { fs.accessSync('/usr/bin/time', fs.constants.X_OK); return true; } catch { return false; } })();

function rusagePreload() {
  const file = path.join(WORK, 'rusage-preload.mjs');
  fs.writeFileSync(file, `import fs from 'node:fs';\nprocess.on('exit', () => { const r = process.resourceUsage(); fs.writeFileSync(process.env.DOCGEN_BENCH_RUSAGE, \`\${r.userCPUTime / 1e6} \${r.systemCPUTime / 1e6} \${r.maxRSS}\`); });\n`);
  return file;
}

/** Runs `node <args>` and measures wall time (in this process), user+sys CPU and peak RSS of the child. */
export async function measureProcess(nodeArgs, { timeout = 900, env = {} } = {}) {
  const usageFile = path.join(WORK, `rusage-${process.pid}.txt`);
  fs.rmSync(usageFile, { force: true });
  const [cmd, args] = hasGnuTime
    ? ['/usr/bin/time', ['-f', '%U %S %M', '-o', usageFile, process.execPath, ...nodeArgs]]
    : [process.execPath, ['--import', pathToFileURL(rusagePreload()).href, ...nodeArgs]];
  const started = performance.now();
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env, DOCGEN_BENCH_RUSAGE: usageFile }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '', stderr = '';
  child.stdout.on('data', (d) => { stdout += d; });
  child.stderr.on('data', (d) => { stderr += d; });
  let timedOut = false;
  const timer = setTimeout(() => { timedOut = true; child.kill('SIGKILL'); }, timeout * 1000);
  const code = await new Promise((resolve) => child.on('close', (c, signal) => resolve(c ?? signal)));
  clearTimeout(timer);
  const wall = (performance.now() - started) / 1000;
  peakLoad = Math.max(peakLoad, os.loadavg()[0]);
  let user = NaN, sys = NaN, rss = NaN;
  try {
    // GNU time prints "Command exited with non-zero status n" first when the command fails: take the last line.
    const line = fs.readFileSync(usageFile, 'utf8').trim().split('\n').pop();
    [user, sys, rss] = line.split(/\s+/).map(Number);
    rss *= 1024; // both report kilobytes
  } catch { /* killed before it could report */ }
  return { code: timedOut ? 'timeout' : code, wall, user, sys, cpu: user + sys, rss, stdout, stderr };
}

/**
 * Writes a target's synthetic spec (`ops` operations, or one operation with `parameters` parameters) once per
 * generator contents; later runs reuse it.
 */
async function syntheticSpec({ ops, parameters }) {
  const generator = path.join(ROOT, 'scripts/generate-spec.mjs');
  const stamp = crypto.createHash('sha256').update(fs.readFileSync(generator)).digest('hex').slice(0, 10);
  const prefix = parameters ? `parameters-${parameters}-` : `synthetic-${ops}-`;
  const file = path.join(WORK, 'specs', `${prefix}seed1-${stamp}.json`);
  if (!fs.existsSync(file)) {
    const { generateSpec, generateParametersSpec, formatSpec } = await import(pathToFileURL(generator).href);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Specs made by an older generator are stale: remove them (the 10,000-operation one is 65 MB).
    for (const old of fs.readdirSync(path.dirname(file))) if (old.startsWith(prefix)) fs.rmSync(path.join(path.dirname(file), old));
    fs.writeFileSync(file, await formatSpec(parameters ? generateParametersSpec(parameters, 1) : generateSpec(ops, 1), 'json'));
  }
  return file;
}

/** Whether a build target's spec is generated (syntheticSpec) rather than given by its `args`. */
const isSynthetic = (target) => Boolean(target.ops || target.parameters);

const outDirOf = (name) => path.join(WORK, 'out', name);

function walkFiles(dir, list = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walkFiles(full, list);
    else list.push([full, fs.statSync(full).size]);
  }
  return list;
}

/** Total bytes, file count and the largest HTML page of a built site. */
function measureOutput(dir) {
  const files = walkFiles(dir);
  const total = files.reduce((a, [, n]) => a + n, 0);
  const pages = files.filter(([f]) => f.endsWith('.html')).sort((a, b) => b[1] - a[1]);
  const [largestFile, largest] = pages[0] ?? ['', 0];
  return { total, files: files.length, pages: pages.length, largest, largestUrl: '/' + path.relative(dir, largestFile).replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '') };
}

/**
 * The order of the processes measureBuilds runs: a warm-up of each target, then the measured runs taking the targets
 * in turn (1k, 10k, 1k, 10k, ...). Targets whose figures are compared with each other (the 10k/1k ratio) are then
 * measured at the same moments of a machine whose speed drifts over minutes, not one block of runs after the other.
 * Returns [target index, run] pairs; run 0 is the warm-up. Pure.
 */
export function runOrder(targets, runs) {
  const order = [];
  for (let run = 0; run <= runs; run++) for (let t = 0; t < targets; t++) order.push([t, run]);
  return order;
}

/** Median, min and max of the ratios numerators[i] / denominators[i] of runs made in turn (see runOrder). Pure. */
export function pairedRatio(numerators, denominators) {
  const n = Math.min(numerators.length, denominators.length);
  return stats(Array.from({ length: n }, (_, i) => numerators[i] / denominators[i]));
}

/**
 * Writes back what the previous run left in the page cache, so that the next run does not pay for it: a
 * 10,000-operation site is 1.4 GB, and a 1k run right after it (runOrder) would otherwise share the machine with
 * its write-back and make the 10k/1k ratio look better than it is.
 */
function settleFileSystem() {
  spawnSync('sync', { stdio: 'ignore' }); // absent on Windows: then nothing to wait for
}

/**
 * Measures build targets: a warm-up each, then `runs` measured cold processes each, in runOrder. Returns for each
 * target `{ samples, out }` (the warm-up excluded), or `{ timedOut }` with the run that was killed.
 */
async function measureBuilds(targets, opts, notes) {
  const plans = [];
  for (const target of targets) {
    const args = isSynthetic(target) ? ['--root', emptyRoot(), '--spec', await syntheticSpec(target)] : target.args();
    const out = outDirOf(target.name);
    plans.push({ target, out, cli: ['bin/docgen.js', 'build', ...args, '--out', out], samples: [], timedOut: undefined, failureNoted: false });
  }
  for (const [t, run] of runOrder(plans.length, opts.runs)) {
    const plan = plans[t];
    if (plan.timedOut) continue; // a timeout is not worth repeating
    fs.rmSync(plan.out, { recursive: true, force: true });
    settleFileSystem();
    const r = await measureProcess(plan.cli, { timeout: opts.timeout });
    progress(`${plan.target.name} ${run === 0 ? 'warm-up' : `run ${run}/${opts.runs}`}: ${r.wall.toFixed(2)} s, ${(r.rss / MB).toFixed(0)} MB${r.code === 0 ? '' : ` (exit ${r.code})`}`);
    if (r.code !== 0 && !plan.failureNoted) {
      plan.failureNoted = true;
      const first = (r.stderr.split('\n').find((l) => /error/i.test(l)) ?? r.stderr.split('\n')[0] ?? '').slice(0, 240);
      notes.push(`${plan.target.name}: the build ${r.code === 'timeout' ? `took longer than ${opts.timeout} s (killed)` : `failed (exit ${r.code}); its figures are those of a failed build`}: ${first}`);
    }
    // A failed build still gets measured (it stops before writing).
    if (r.code === 'timeout') plan.timedOut = r;
    if (run > 0) plan.samples.push({ ...r, pages: Number(/Built (\d+) pages/.exec(r.stdout)?.[1] ?? NaN) });
  }
  return plans.map((plan) => (plan.timedOut ? { timedOut: plan.timedOut } : { samples: plan.samples, out: plan.out }));
}

/** The table rows of one build target from its samples; returns the walls of its runs (undefined after a timeout). */
function addBuildRows(target, result, rows) {
  if (result.timedOut) {
    rows.push({ section: target.label, metric: 'wall', median: result.timedOut.wall, n: 1, unit: 's', failed: 'timeout', budget: BUDGETS[`${target.name}.wall`] });
    return undefined;
  }
  const { samples, out } = result;
  const failed = samples.some((s) => s.code !== 0) ? 'exit ' + samples.find((s) => s.code !== 0).code : undefined;
  const s = (key) => stats(samples.map((x) => x[key]));
  const pages = samples.find((x) => Number.isFinite(x.pages))?.pages;
  rows.push({ section: target.label, metric: 'wall', ...s('wall'), unit: 's', budget: BUDGETS[`${target.name}.wall`], failed });
  rows.push({ section: target.label, metric: 'CPU (user+sys)', ...s('cpu'), unit: 's' });
  rows.push({ section: target.label, metric: 'peak RSS', ...s('rss'), unit: 'B', budget: BUDGETS[`${target.name}.rss`] });
  if (pages) rows.push({ section: target.label, metric: `pages/s (${pages} pages)`, ...stats(samples.map((x) => pages / x.wall)), unit: '/s' });
  if (fs.existsSync(out)) {
    const o = measureOutput(out);
    rows.push({ section: target.label, metric: `output (${o.files} files)`, median: o.total, unit: 'B' });
    rows.push({ section: target.label, metric: `largest page ${o.largestUrl}`, median: o.largest, unit: 'B', budget: BUDGETS[`${target.name}.largest`] });
  }
  return samples.map((x) => x.wall);
}

/** Reads one HTML page and the CSS and JS it loads (linked files and inline blocks), raw and gzipped. */
export function measurePage(outDir, url) {
  const file = path.join(outDir, url.replace(/^\//, ''), 'index.html');
  if (!fs.existsSync(file)) return undefined;
  const html = fs.readFileSync(file, 'utf8');
  const attr = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined);
  const local = (href) => (href && !/^[a-z]+:|^\/\//i.test(href) ? path.join(outDir, href.replace(/[?#].*$/, '').replace(/^\//, '')) : undefined);
  const css = [], js = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/stylesheet/i.test(attr(tag, 'rel') ?? '')) { const f = local(attr(tag, 'href')); if (f && fs.existsSync(f)) css.push(fs.readFileSync(f)); }
  }
  for (const [, open, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attr(open, 'src');
    if (src) { const f = local(src); if (f && fs.existsSync(f)) js.push(fs.readFileSync(f)); }
    else if (!/type\s*=\s*["']?application\/(ld\+)?json/i.test(open)) js.push(Buffer.from(body));
  }
  for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) css.push(Buffer.from(body));
  // Each resource is compressed on its own, as a server sends it; default gzip level (6).
  const weigh = (bufs) => ({ raw: bufs.reduce((a, b) => a + b.length, 0), gz: bufs.reduce((a, b) => a + zlib.gzipSync(b).length, 0) });
  return { html: weigh([Buffer.from(html)]), css: weigh(css), js: weigh(js) };
}

async function benchWeight(opts, rows, notes, builtOutDir) {
  let out = builtOutDir;
  if (!out) {
    out = outDirOf('betaseries');
    fs.rmSync(out, { recursive: true, force: true });
    const r = await measureProcess(['bin/docgen.js', 'build', '--root', ROOT, '--out', out], { timeout: opts.timeout });
    if (r.code !== 0) { notes.push(`weight: skipped, the BetaSeries build failed (exit ${r.code})`); return; }
  }
  const o = measureOutput(out);
  const label = 'output weight (BetaSeries)';
  rows.push({ section: label, metric: `total (${o.files} files, ${o.pages} pages)`, median: o.total, unit: 'B' });
  rows.push({ section: label, metric: `largest page ${o.largestUrl}`, median: o.largest, unit: 'B' });
  for (const [name, url] of WEIGHT_PAGES) {
    const w = measurePage(out, url);
    if (!w) { notes.push(`weight: ${url} was not built`); continue; }
    for (const kind of ['html', 'css', 'js']) {
      rows.push({ section: label, metric: `${name} ${url} ${kind.toUpperCase()} raw`, median: w[kind].raw, unit: 'B' });
      rows.push({ section: label, metric: `${name} ${url} ${kind.toUpperCase()} gzip`, median: w[kind].gz, unit: 'B', budget: BUDGETS[`weight.${kind}`] });
    }
  }
}

/** Copies the site's own files (not docgen's) to a scratch folder, so the benchmark can edit a doc safely. */
function copySite() {
  const dir = path.join(WORK, 'site-copy');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const name of ['content', 'openapi', 'static', 'docgen.config.ts', 'docgen.config.mjs', 'docgen.config.js']) {
    const from = path.join(ROOT, name);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(dir, name), { recursive: true });
  }
  return dir;
}

async function benchIncremental(opts, rows, notes) {
  const site = copySite();
  const doc = path.join(site, 'content/docs/intro.md');
  if (!fs.existsSync(doc)) { notes.push('incremental: skipped, content/docs/intro.md not found'); return; }
  const fromSource = fs.existsSync(path.join(ROOT, 'src/node/serve/measureServe.ts'));
  const tsx = fromSource ? ['--import', 'tsx'] : [];
  const r = await measureProcess([...tsx, fileURLToPath(import.meta.url), '--child', 'incremental', site, String(opts.runs)], {
    timeout: opts.timeout, env: fromSource ? { DOCGEN_BENCH_TSX: '1', NODE_ENV: 'production' } : {},
  });
  const result = parseChildJson(r);
  if (!result) { notes.push(`incremental: the child failed (exit ${r.code}): ${r.stderr.split('\n').slice(0, 3).join(' ').slice(0, 300)}`); return; }
  if (result.error) notes.push(`incremental: ${result.error}`);
  if (!result.samples?.length) return;
  rows.push({ section: `Markdown edit → rebuilt (${result.method})`, metric: result.reload ? 'time to reload event' : 'warm rebuild', ...stats(result.samples), unit: 's', budget: BUDGETS['incremental.wall'], failed: result.ok === false ? 'build failed' : undefined });
  if (result.readyMs) rows.push({ section: `Markdown edit → rebuilt (${result.method})`, metric: 'serve start-up (first build, listening)', median: result.readyMs / 1000, n: 1, unit: 's' });
  if (result.specSamples?.length) {
    rows.push({ section: 'Spec edit → rebuilt (docgen serve)', metric: 'time to reload event (API description edited)', ...stats(result.specSamples), unit: 's', budget: BUDGETS['spec-edit.wall'] });
    rows.push({ section: 'Spec edit → rebuilt (docgen serve)', metric: 'CPU time of the server over the same span', ...stats(result.specCpuSamples), unit: 's' });
  }
  if (!result.reload) notes.push('incremental: serve exposes no incremental path yet; the figure is a second, full build() in a warm process with an in-memory writer');
}

async function benchStages(opts, rows, notes, targets) {
  for (const target of targets) {
    if (target.needs && !fs.existsSync(target.needs)) continue;
    const args = isSynthetic(target) ? { root: emptyRoot(), spec: await syntheticSpec(target) } : { root: ROOT };
    const out = path.join(WORK, 'out', `stages-${target.name}`);
    const runs = target.name === 'betaseries' ? opts.runs : Math.min(opts.runs, 3);
    // One thread, for each stage's own cost; then (BetaSeries) as `docgen build` runs, with the worker, where the
    // build's thread waits for the worker's Markdown: what is left on the critical path.
    for (const worker of target.name === 'betaseries' ? [false, true] : [false]) {
      const samples = [];
      for (let i = 0; i <= runs; i++) {
        fs.rmSync(out, { recursive: true, force: true });
        const r = await measureProcess([fileURLToPath(import.meta.url), '--child', 'stages', JSON.stringify({ ...args, out, worker })], { timeout: opts.timeout });
        const result = parseChildJson(r);
        if (!result) { notes.push(`stages ${target.name}: the child failed (exit ${r.code}): ${r.stderr.slice(0, 300)}`); break; }
        if (!result.ok) notes.push(`stages ${target.name}: build() reported errors; stages after the failure are missing`);
        progress(`stages ${target.name}${worker ? ' (worker)' : ''} ${i === 0 ? 'warm-up' : `run ${i}/${runs}`}: ${Object.entries(worker ? result.timings : result.cpuTimings ?? result.timings).map(([k, v]) => `${k} ${(v / 1000).toFixed(2)}`).join(', ')}`);
        if (i > 0) {
          const cpu = result.cpuTimings ?? {};
          samples.push({
            wall: {
              ...result.timings,
              'node start-up (before any JavaScript)': result.nodeStartup,
              'imports (docgen.cjs from its code cache)': result.startup - result.nodeStartup,
              'after build() (process exit)': r.wall * 1000 - result.startup - result.total,
              'whole process': r.wall * 1000,
            },
            cpu: { ...cpu, 'process start + imports': result.processCpu - Object.values(cpu).reduce((a, b) => a + b, 0), 'whole process': r.cpu * 1000 },
            timeline: worker ? buildTimeline(result, r.wall * 1000) : undefined,
          });
        }
      }
      if (!samples.length) continue;
      // Wall and CPU side by side: on a quiet machine they nearly agree; CPU is what a stage costs when they do not.
      // With the worker, only wall time: process.cpuUsage() counts both threads.
      for (const kind of worker ? ['wall'] : ['cpu', 'wall']) {
        const label = worker
          ? `stages, ${target.label}: wall time per stage of the build's thread, with the worker (as docgen build runs; 'markdown' is the wait for the worker's)`
          : `stages, ${target.label}: ${kind === 'cpu' ? 'CPU time (user+sys) per stage' : 'wall time per stage'} (build().${kind === 'cpu' ? 'cpuTimings' : 'timings'}, one thread)`;
        for (const key of Object.keys(samples[0][kind])) {
          const values = samples.map((s) => (s[kind][key] ?? 0) / 1000);
          if (values.every((v) => v < 0.0005)) continue; // a stage this mode does not have (views: only with the worker)
          rows.push({ section: label, metric: key, ...stats(values), unit: 's' });
        }
      }
      if (worker && samples[0].timeline) {
        const label = `timeline, ${target.label}: both threads, in time since the process started (the later of the two ends of each phase is on the critical path)`;
        for (const key of Object.keys(samples[0].timeline)) {
          const values = samples.map((s) => s.timeline[key]).filter((v) => v !== undefined).map((v) => v / 1000);
          if (values.length) rows.push({ section: label, metric: key, ...stats(values), unit: 's' });
        }
      }
    }
  }
  if (targets.some((t) => t.name === 'betaseries')) benchNodeStartup(opts, rows, notes);
}

/**
 * The two threads' milestones of one build (ms after process start), from build().timings (the build's thread,
 * counted from the end of the imports) and build().workerTimeline.
 */
export function buildTimeline(result, processWall) {
  const w = result.workerTimeline ?? {};
  let at = result.startup;
  const after = {};
  for (const [stage, ms] of Object.entries(result.timings)) after[stage] = at += ms;
  return {
    'worker: ready (thread started, bundle loaded)': w.ready,
    'worker: Markdown starts': w.markdownStart,
    'build\'s thread: spec loaded and views built': after.views,
    'worker: Markdown done': w.markdownEnd,
    'build\'s thread: last page rendered': after.render,
    'worker: last page written': w.pagesDone,
    'worker: time spent on pages (finishing, links, writes)': w.pagesBusy,
    'build\'s thread: links checked': after.links,
    'process exit': processWall,
  };
}

/**
 * How long node itself takes to start here (performance.nodeTiming.bootstrapComplete of `node -e`), and without
 * NODE_EXTRA_CA_CERTS when the environment sets it: node then loads every CA certificate before running any
 * JavaScript (PERF-NOTES: 31 vs 77 ms), a cost of the machine, not of docgen (which opens no TLS connection).
 */
function benchNodeStartup(opts, rows, notes) {
  const label = 'node start-up alone (node -e, before any JavaScript; part of every figure above)';
  const probe = ['-e', 'process.stdout.write(String(performance.nodeTiming.bootstrapComplete))'];
  const measure = (env) => {
    const values = [];
    for (let i = 0; i <= opts.runs; i++) {
      const r = spawnSync(process.execPath, probe, { env, encoding: 'utf8' });
      if (i > 0 && r.status === 0) values.push(Number(r.stdout) / 1000);
    }
    return values;
  };
  const here = measure(process.env);
  if (here.length) rows.push({ section: label, metric: 'as run here', ...stats(here), unit: 's' });
  if (process.env.NODE_EXTRA_CA_CERTS) {
    const { NODE_EXTRA_CA_CERTS, ...env } = process.env;
    const without = measure(env);
    if (without.length) rows.push({ section: label, metric: 'without NODE_EXTRA_CA_CERTS (set here)', ...stats(without), unit: 's' });
    notes.push(`this environment sets NODE_EXTRA_CA_CERTS=${NODE_EXTRA_CA_CERTS}: node loads those certificates at start-up, in every process the benchmark times (see 'node start-up alone')`);
  }
}

function parseChildJson(r) {
  const line = r.stdout.split('\n').reverse().find((l) => l.startsWith('{"bench":'));
  return line ? JSON.parse(line).bench : undefined;
}

// ----- child modes: run inside a fresh process -----

async function loadDocgen() {
  return import(pathToFileURL(path.join(ROOT, 'dist/index.mjs')).href);
}

/**
 * In a child: a cold build() with the normal file writer (in one thread unless `worker`); prints its stage timings.
 * Loaded as `docgen build` loads it (bin/docgen.js): V8 flags, and dist/docgen.cjs with its code cache.
 */
async function childStages({ root, spec, out, worker = false }) {
  const { loadCompiled, tuneV8ForBuild } = await import(pathToFileURL(path.join(ROOT, 'bin/loadCompiled.mjs')).href);
  tuneV8ForBuild();
  const { build } = loadCompiled(path.join(ROOT, 'dist/docgen.cjs')).exports;
  const importsDone = performance.now();
  // In one thread (no worker) unless asked: process.cpuUsage() counts every thread, so only then is a stage's CPU its own.
  const result = await build({ root, spec, out, worker });
  const total = performance.now() - importsDone;
  // performance.now() counts from process start (performance.timeOrigin): importsDone is start-up + imports.
  const cpu = process.cpuUsage();
  return {
    ok: result.ok, pages: result.pages, timings: result.timings, cpuTimings: result.cpuTimings, workerTimeline: result.workerTimeline,
    nodeStartup: performance.nodeTiming.bootstrapComplete, startup: importsDone, total, processCpu: (cpu.user + cpu.system) / 1000,
  };
}

/** A writer that keeps pages in memory (the shape build() expects), like serve's. */
function memoryWriter() {
  let files = new Map(), pending = new Map();
  return { write: (p, c) => pending.set(p, c), commit: () => { files = pending; pending = new Map(); }, abort: () => { pending = new Map(); }, get files() { return files; } };
}

/** In a child: edit one Markdown file and time the rebuild, through serve's incremental path when it has one. */
async function childIncremental(site, runs) {
  const doc = path.join(site, 'content/docs/intro.md');
  const measureServe = await findMeasureServe();
  const original = fs.readFileSync(doc, 'utf8');
  let problem;
  if (measureServe) {
    // One more edit than measured: the first one after start-up is the warm-up. A serve that never sends the
    // reload event must not hang the benchmark: give up after 3 minutes and time build() instead.
    const limit = new Promise((resolve) => setTimeout(resolve, 180_000).unref());
    // The spec edit changes the API's description: the overview shows it, every other API page is kept (their
    // parts of the spec are unchanged); the spec is still read, validated and modelled again.
    const spec = path.join(site, 'openapi/betaseries.yaml');
    const specEdit = fs.existsSync(spec) && fs.readFileSync(spec, 'utf8').includes('a service for') ? { file: spec, page: '/docs/api/betaseries-api', find: 'a service for' } : undefined;
    const m = await Promise.race([measureServe({ root: site, markdown: { file: doc, page: '/docs/intro' }, specEdit, runs: runs + 1 }), limit]).catch((e) => ({ error: e }));
    if (m?.markdownMs?.length) {
      return {
        method: 'docgen serve', reload: true, samples: m.markdownMs.slice(1).map((ms) => ms / 1000), readyMs: m.readyMs, ok: true,
        specSamples: m.specMs.slice(1).map((ms) => ms / 1000), specCpuSamples: m.specCpuMs.slice(1).map((ms) => ms / 1000),
      };
    }
    problem = m?.error ? `measureServe failed: ${m.error.message}` : 'measureServe gave no reload event within 3 minutes';
    fs.writeFileSync(doc, original);
  }
  const samples = [];
  let ok = true;
  const { build } = await loadDocgen();
  const writer = memoryWriter();
  const first = await build({ root: site, writer });
  if (!first.ok) return { method: 'build()', samples: [], ok: false, error: `the first build failed: ${first.diagnostics.find((d) => d.severity === 'error')?.message}` };
  for (let i = 0; i <= runs + 1; i++) {
    fs.writeFileSync(doc, `${original}\n\nEdited for the benchmark, run ${i}.\n`);
    const t = performance.now();
    const r = await build({ root: site, writer });
    const seconds = (performance.now() - t) / 1000;
    ok &&= r.ok;
    // The first rebuild after the cold one still compiles code paths: it is the warm-up.
    if (i > 1) samples.push(seconds);
  }
  return { method: 'build()', reload: false, samples, ok, error: problem };
}

/**
 * Serve's own measurement (src/node/serve/measureServe.ts: starts the dev server, edits a file, waits for the
 * reload event): from dist/index.mjs when it is exported there, else from the source (this child then runs
 * under tsx with NODE_ENV=production, so React is as fast as in the bundle). Undefined when serve has none.
 */
async function findMeasureServe() {
  const fromDist = (await loadDocgen()).measureServe;
  if (typeof fromDist === 'function') return fromDist;
  const source = path.join(ROOT, 'src/node/serve/measureServe.ts');
  if (!fs.existsSync(source) || !process.env.DOCGEN_BENCH_TSX) return undefined;
  const mod = await import(pathToFileURL(source).href);
  return typeof mod.measureServe === 'function' ? mod.measureServe : undefined;
}

async function runChild(kind, args) {
  const result = kind === 'stages' ? await childStages(JSON.parse(args[0])) : await childIncremental(args[0], Number(args[1]));
  process.stdout.write('\n' + JSON.stringify({ bench: result }) + '\n');
  process.exit(0); // a dev server or watcher left open must not keep the child alive
}

// ----- the table -----

function format(value, unit) {
  if (value === undefined || Number.isNaN(value)) return '–';
  if (unit === 's') return value < 1 ? `${(value * 1000).toFixed(0)} ms` : `${value.toFixed(2)} s`;
  if (unit === 'B') return value >= MB ? `${(value / MB).toFixed(1)} MB` : value >= 1000 ? `${(value / 1024).toFixed(1)} KB` : `${value} B`;
  if (unit === 'x') return `${value.toFixed(1)}×`;
  if (unit === '/s') return value.toFixed(0);
  return String(Math.round(value * 100) / 100);
}

function budgetCell(row) {
  if (!row.budget) return ['', ''];
  const { max, min } = row.budget;
  const limit = max !== undefined ? `≤ ${format(max, row.unit)}` : `≥ ${format(min, row.unit)}`;
  if (row.failed) return [limit, `FAIL (${row.failed})`];
  if (Number.isNaN(row.median) || row.median === undefined) return [limit, '?'];
  const pass = max !== undefined ? row.median <= max : row.median >= min;
  return [limit, pass ? 'pass' : 'FAIL'];
}

function printTable(rows) {
  const lines = [];
  const header = ['metric', 'median', 'min', 'max', 'budget', ''];
  const cells = rows.map((r) => [r.metric, format(r.median, r.unit), r.min === undefined || r.n === 1 ? '' : format(r.min, r.unit), r.max === undefined || r.n === 1 ? '' : format(r.max, r.unit), ...budgetCell(r)]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((x, i) => (i === 0 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join('  ').trimEnd();
  let section;
  rows.forEach((r, i) => {
    if (r.section !== section) { section = r.section; lines.push('', `## ${section}`, line(header), widths.map((w) => '-'.repeat(w)).join('  ')); }
    lines.push(line(cells[i]));
  });
  return lines.join('\n');
}

const progress = (msg) => process.stderr.write(`  · ${msg}\n`);

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const want = (name) => !opts.only || opts.only.has(name) || (name.startsWith('synthetic-') && opts.only.has('synthetic'));
  fs.mkdirSync(WORK, { recursive: true });
  const { ensureBundle } = await import(pathToFileURL(path.join(ROOT, 'scripts/ensure-bundle.mjs')).href);
  await ensureBundle();

  const rows = [], notes = [];
  const cpus = os.cpus();
  process.stderr.write(`docgen bench: ${opts.runs} runs after a warm-up, node ${process.version}, ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${hasGnuTime ? '/usr/bin/time' : 'process.resourceUsage()'}\n`);
  const loadBefore = os.loadavg()[0];
  const walls = {};
  const builds = [];
  for (const target of BUILDS) {
    if (!want(target.name)) continue;
    if (target.slow && opts.quick) { notes.push(`${target.name}: skipped (--quick)`); continue; }
    if (target.needs && !fs.existsSync(target.needs)) { notes.push(`${target.name}: skipped, ${target.needs} not found (no ../shared)`); continue; }
    builds.push(target);
  }
  // Each target alone, but 1k and 10k in turn: their ratio then compares runs made at the same time.
  const together = new Set(['synthetic-1k', 'synthetic-10k']);
  const pair = builds.filter((t) => together.has(t.name));
  const groups = [...builds.filter((t) => !together.has(t.name)).map((t) => [t]), ...(pair.length ? [pair] : [])];
  const results = new Map();
  for (const group of groups) (await measureBuilds(group, opts, notes)).forEach((result, i) => results.set(group[i].name, result));
  for (const target of builds) walls[target.name] = addBuildRows(target, results.get(target.name), rows);
  if (walls['synthetic-1k'] && walls['synthetic-10k']) {
    rows.push({ section: 'scaling', metric: 'wall 10k / wall 1k (runs in turn)', ...pairedRatio(walls['synthetic-10k'], walls['synthetic-1k']), unit: 'x', budget: BUDGETS['synthetic.ratio'] });
  }
  if (want('incremental')) await benchIncremental(opts, rows, notes);
  if (want('weight')) await benchWeight(opts, rows, notes, walls.betaseries !== undefined && fs.existsSync(outDirOf('betaseries')) ? outDirOf('betaseries') : undefined);
  if (want('stages')) await benchStages(opts, rows, notes, BUILDS.filter((b) => b.name === 'betaseries' || (opts.stages && want(b.name) && !(b.slow && opts.quick))));
  for (const section of extraSections) {
    if (!want(section.name)) continue;
    const extra = await section.run({ root: ROOT, work: WORK, runs: opts.runs, quick: opts.quick, outDirOf, measureProcess, stats });
    for (const row of extra) rows.push({ section: section.title, ...row });
  }

  // A shared machine makes wall times meaningless; say so next to the figures rather than let them mislead.
  const load = Math.max(loadBefore, peakLoad, os.loadavg()[0]);
  if (load > cpus.length) notes.push(`the 1-minute load average reached ${load.toFixed(1)} on ${cpus.length} cores: other processes competed for the CPU, so wall times are inflated; CPU time (user+sys) is the steadier figure`);
  process.stdout.write(printTable(rows) + '\n');
  if (notes.length) process.stdout.write('\nNotes:\n' + [...new Set(notes)].map((n) => `- ${n}`).join('\n') + '\n');
  const failures = rows.filter((r) => budgetCell(r)[1].startsWith('FAIL'));
  process.stdout.write(`\n${rows.filter((r) => r.budget).length - failures.length} budgets met, ${failures.length} missed.\n`);
  if (opts.json) fs.writeFileSync(opts.json, JSON.stringify({ node: process.version, cpus: cpus.length, load, rows, notes }, null, 2) + '\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === '--child') await runChild(process.argv[3], process.argv.slice(4));
  else await main();
}
