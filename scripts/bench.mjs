#!/usr/bin/env node
// `npm run bench`: how fast docgen builds, how much memory it takes and how heavy its pages are, against the
// budgets of issue #25. Not a test: it prints a table (median, min and max of at least 5 runs after a warm-up).
// Issue #25's rule: speed is measured here, as medians of alternating runs and as ratios against the previous main
// (`--against`), never in a timed test.
//   node scripts/bench.mjs [--quick] [--only name[,name]] [--runs n] [--timeout s] [--stages] [--json file]
//                          [--against <git-ref>] [--node <path>]
// Names: betaseries betaseries-versions betaseries-no-twins stripe synthetic-1k synthetic-5k synthetic-10k (or synthetic) parameters-10k incremental weight
// stages search lighthouse.
// --against <git-ref>  also builds with docgen at that ref (`--against origin/main`, `--against main`, a commit):
//   a temporary `git worktree add --detach` under os.tmpdir(), with this checkout's node_modules linked in when
//   package-lock.json is the same (else `npm ci --ignore-scripts` there), bundled, removed at the end. Each build
//   row then runs the two CLIs alternately (base, current, base, current, ...) on the same input, and prints the
//   base median, the current median and the ratio current/base (ratio of the medians, with the min and max of the
//   ratios of each pair of runs). The other sections measure the current checkout only.
// --node <path>  runs every measured process with that Node binary (e.g. Node 26) instead of this one.
// Every build is a fresh process writing into a fresh folder under os.tmpdir()/docgen-bench (the folder is removed
// and the file system synced before each run, untimed). The 1k and 10k builds run in turn (1k, 10k, 1k, ...), so
// that their ratio compares runs made at the same time. CPU time and peak RSS come from /usr/bin/time, else from
// process.resourceUsage() in a preloaded module. The incremental and stage figures run build() from dist/
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
// The BetaSeries site, the example the repository builds.
const SITE = path.join(ROOT, 'examples', 'betaseries');
const STRIPE = path.join(SHARED, 'specs/stripe/spec3.yaml');
// Issue 27: GitHub's published spec (npm @octokit/openapi, a dev dependency) builds completely.
const GITHUB = path.join(ROOT, 'node_modules/@octokit/openapi/generated/api.github.com.json');
const WORK = path.join(os.tmpdir(), 'docgen-bench');
const MB = 1e6;

// Budgets of issue #25, on this machine's Node (2 cores). `max` is inclusive; a figure passes when its median is at
// or under it. `betaseries.ratio` is the current/base wall ratio, checked only with `--against` (the previous main).
const BUDGETS = {
  'betaseries.wall': { max: 1, unit: 's' },
  'betaseries.ratio': { max: 1.15, unit: 'ratio' },
  'stripe.wall': { max: 3, unit: 's' },
  'synthetic-1k.wall': { max: 4, unit: 's' },
  'synthetic-1k.rss': { max: 400 * MB, unit: 'B' },
  'synthetic-10k.wall': { max: 40, unit: 's' },
  'synthetic-10k.rss': { max: 1.5e9, unit: 'B' },
  // Markdown edit → reload event in `docgen serve`.
  'incremental.wall': { max: 0.1, unit: 's' },
  // Issue 24: a spec of untrusted size builds in time linear in its parameters.
  'parameters-10k.wall': { max: 5, unit: 's' },
  // Issue 32: three docs versions of the BetaSeries site build in at most 2.5 times the time of one.
  'versions.ratio': { max: 2.5, unit: 'x' },
  // Issue 30: the Markdown twins and llms.txt add at most this much to the BetaSeries build.
  'twins.added': { max: 0.1, unit: 's' },
  'weight.js': { max: 10 * 1024, unit: 'B' },
  'weight.css': { max: 20 * 1024, unit: 'B' },
};

// The pages whose weight is reported: a doc page and an API page of the BetaSeries site.
const WEIGHT_PAGES = [['doc page', '/docs/intro'], ['API page', '/docs/api/get-shows-display']];

const BUILDS = [
  { name: 'betaseries', label: 'BetaSeries site (examples/betaseries), cold', args: () => ['--root', SITE] },
  { name: 'stripe', label: 'Stripe spec (468 ops), empty root', needs: STRIPE, args: () => ['--root', emptyRoot(), '--spec', STRIPE] },
  { name: 'synthetic-1k', label: 'synthetic 1,000 operations', ops: 1000 },
  { name: 'synthetic-5k', label: 'synthetic 5,000 operations', ops: 5000 },
  { name: 'synthetic-10k', label: 'synthetic 10,000 operations', ops: 10000, slow: true },
  // Issue 32: the same site with three docs versions (versions.json: 2.0, 1.0, and the working copy at /docs/next),
  // measured in turn with 'betaseries': the ratio of the two must stay <= 2.5. The base of --against knows no
  // versions, so this row is not compared with it.
  { name: 'betaseries-versions', label: 'BetaSeries site with 3 docs versions, cold', args: () => ['--root', versionsRoot()], noBase: true },
  // Issue 30: the same site with `llms: { enabled: false }`, measured in turn with 'betaseries': the difference is
  // what the twins cost.
  { name: 'betaseries-no-twins', label: 'BetaSeries site without Markdown twins, cold', args: () => ['--root', noTwinsRoot()], noBase: true },
  { name: 'github', label: "GitHub's published spec (@octokit/openapi), empty root", needs: GITHUB, slow: true, args: () => ['--root', emptyRoot(), '--spec', GITHUB] },
  // Issue 24: the validator compared an operation's parameters pair by pair, in time that grew with their square.
  { name: 'parameters-10k', label: 'one operation with 10,000 parameters', parameters: 10000 },
];

// ---------------------------------------------------------------------------------------------------------------
// Extra sections (hook). Each entry is `{ name, title, run(ctx) }` where run resolves to rows
// `{ metric, median, min?, max?, unit: 's'|'B'|'x'|'score'|'', budget?: { max } | { min }, note? }`; ctx is
// `{ root, site (the BetaSeries example's folder), work, runs, quick, outDirOf(buildName), measureProcess, stats }`. They run after the built-in sections
// and are selected with `--only <name>` like the others. Lighthouse scores belong here (a later helper adds them).
export const extraSections = [
  {
    // Issue 29: the cost of building the search index, and of the first result and later keystrokes in Chromium.
    name: 'search',
    title: 'Search (index build; first result and keystrokes in Chromium, BetaSeries)',
    async run(ctx) {
      const { benchSearch } = await import('./benchSearch.mjs');
      return benchSearch(ctx);
    },
  },
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

/** The usage text: the comment block at the top of this file. */
function usage() {
  const lines = fs.readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n').slice(1);
  return lines.slice(0, lines.findIndex((l) => !l.startsWith('//'))).map((l) => l.replace(/^\/\/ ?/, '')).join('\n') + '\n';
}

/**
 * The command line as options; throws on an unknown argument or a missing value. `help` is set by --help. Pure
 * (main prints and exits), so the tests can call it.
 */
export function parseArgs(argv) {
  const opts = { quick: false, only: null, runs: null, timeout: 900, stages: false, json: null, against: null, node: null, help: false };
  const value = (i, name) => {
    const v = argv[i];
    if (v === undefined || v.startsWith('--')) throw new Error(`${name} needs a value (see --help)`);
    return v;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--quick') opts.quick = true;
    else if (a === '--only') for (const name of value(++i, a).split(',')) { if (name) (opts.only ??= new Set()).add(name); }
    else if (a === '--runs') opts.runs = Number(value(++i, a));
    else if (a === '--timeout') opts.timeout = Number(value(++i, a));
    else if (a === '--stages') opts.stages = true;
    else if (a === '--json') opts.json = value(++i, a);
    else if (a === '--against') opts.against = value(++i, a);
    else if (a === '--node') opts.node = value(++i, a);
    else if (a === '--help' || a === '-h') opts.help = true;
    else throw new Error(`unknown argument ${a} (see --help)`);
  }
  opts.runs ??= opts.quick ? 3 : 5;
  if (!Number.isInteger(opts.runs) || opts.runs < 1) throw new Error(`--runs must be a whole number of at least 1, not ${opts.runs}`);
  if (!(opts.timeout > 0)) throw new Error(`--timeout must be a number of seconds above 0, not ${opts.timeout}`);
  return opts;
}

/** Median, min and max of a list of numbers. */
export function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1], n: sorted.length };
}

/**
 * A copy of the BetaSeries site with two frozen versions made by this checkout's `docgen version` (made afresh for
 * each bench run, so that it is what this checkout freezes). Touches disk.
 */
function versionsRoot() {
  const site = BUILDS.find((b) => b.name === 'betaseries').args()[1];
  const dir = path.join(WORK, 'versions-root');
  if (versionsRootMade) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const name of ['content', 'openapi', 'docgen.config.ts']) fs.cpSync(path.join(site, name), path.join(dir, name), { recursive: true });
  for (const version of ['1.0', '2.0']) {
    const r = spawnSync(process.execPath, [path.join(ROOT, 'bin/docgen.js'), 'version', version, '--root', dir], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`docgen version ${version} failed: ${r.stderr}`);
  }
  versionsRootMade = true;
  return dir;
}
let versionsRootMade = false;

/** A copy of the BetaSeries site whose config turns the Markdown twins and llms.txt off. Touches disk. */
function noTwinsRoot() {
  const site = BUILDS.find((b) => b.name === 'betaseries').args()[1];
  const dir = path.join(WORK, 'no-twins-root');
  fs.rmSync(dir, { recursive: true, force: true });
  for (const name of ['content', 'openapi', 'static', 'docgen.config.ts']) {
    if (fs.existsSync(path.join(site, name))) fs.cpSync(path.join(site, name), path.join(dir, name), { recursive: true });
  }
  const configFile = path.join(dir, 'docgen.config.ts');
  const config = fs.readFileSync(configFile, 'utf8');
  const off = config.replace(/\n  llms: \{/, '\n  llms: { enabled: false,');
  if (off === config) throw new Error(`no 'llms: {' key in ${configFile} to turn the twins off`);
  fs.writeFileSync(configFile, off);
  return dir;
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

/** The Node that runs every measured process: this one, or `--node <path>`. */
let nodeBinary = process.execPath;

/**
 * Runs `node <args>` (in `cwd`, the checkout by default) and measures wall time (in this process), user+sys CPU and
 * peak RSS of the child.
 */
export async function measureProcess(nodeArgs, { timeout = 900, env = {}, cwd = ROOT } = {}) {
  const usageFile = path.join(WORK, `rusage-${process.pid}.txt`);
  fs.rmSync(usageFile, { force: true });
  const [cmd, args] = hasGnuTime
    ? ['/usr/bin/time', ['-f', '%U %S %M', '-o', usageFile, nodeBinary, ...nodeArgs]]
    : [nodeBinary, ['--import', pathToFileURL(rusagePreload()).href, ...nodeArgs]];
  const started = performance.now();
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env, DOCGEN_BENCH_RUSAGE: usageFile }, stdio: ['ignore', 'pipe', 'pipe'] });
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
 * The arguments as the base checkout runs them: a folder of this checkout's examples/ becomes the same folder of the
 * base's, when it has one (the example's content may use what only its own checkout's docgen offers).
 */
function ownExample(args, baseDir) {
  const examples = path.join(ROOT, 'examples') + path.sep;
  return args.map((a) => {
    if (typeof a !== 'string' || !a.startsWith(examples)) return a;
    const own = path.join(baseDir, path.relative(ROOT, a));
    return fs.existsSync(own) ? own : a;
  });
}

/**
 * Measures build targets: a warm-up each, then `runs` measured cold processes each, in runOrder. With a `base`
 * checkout (--against), each target is built by the base's CLI and then by the current one, on the same input, so
 * the two alternate (base, current, base, current, ...). Returns for each target `{ current, base? }`, each
 * `{ samples, out }` (the warm-up excluded) or `{ timedOut }` with the run that was killed.
 */
async function measureBuilds(targets, opts, notes, base) {
  if (base && fs.existsSync(path.join(base.dir, 'examples'))) notes.push(`the example site is built by each checkout from its own examples/ folder (the example may have changed with the code)`);
  const plans = [];
  for (const target of targets) {
    const args = isSynthetic(target) ? ['--root', emptyRoot(), '--spec', await syntheticSpec(target)] : target.args();
    for (const side of base && !target.noBase ? ['base', 'current'] : ['current']) {
      const out = outDirOf(side === 'base' ? `base-${target.name}` : target.name);
      plans.push({
        target, side, out, cwd: side === 'base' ? base.dir : ROOT, cli: ['bin/docgen.js', 'build', ...(side === 'base' ? ownExample(args, base.dir) : args), '--out', out],
        name: side === 'base' ? `${target.name} (base ${base.short})` : target.name, samples: [], timedOut: undefined, failureNoted: false,
      });
    }
  }
  for (const [t, run] of runOrder(plans.length, opts.runs)) {
    const plan = plans[t];
    if (plan.timedOut) continue; // a timeout is not worth repeating
    fs.rmSync(plan.out, { recursive: true, force: true });
    settleFileSystem();
    // The base shares this checkout's node_modules, where Node 20 keeps docgen's code cache (node_modules/.cache/docgen):
    // its own folder, or each side's run would throw away the cache the other's made (both would then run uncached).
    const env = plan.side === 'base' ? { DOCGEN_CACHE_DIR: path.join(plan.cwd, '.docgen-code-cache') } : {};
    const r = await measureProcess(plan.cli, { timeout: opts.timeout, cwd: plan.cwd, env });
    progress(`${plan.name} ${run === 0 ? 'warm-up' : `run ${run}/${opts.runs}`}: ${r.wall.toFixed(2)} s, ${(r.rss / MB).toFixed(0)} MB${r.code === 0 ? '' : ` (exit ${r.code})`}`);
    if (r.code !== 0 && !plan.failureNoted) {
      plan.failureNoted = true;
      const first = (r.stderr.split('\n').find((l) => /error/i.test(l)) ?? r.stderr.split('\n')[0] ?? '').slice(0, 240);
      notes.push(`${plan.name}: the build ${r.code === 'timeout' ? `took longer than ${opts.timeout} s (killed)` : `failed (exit ${r.code}); its figures are those of a failed build`}: ${first}`);
    }
    // A failed build still gets measured (it stops before writing).
    if (r.code === 'timeout') plan.timedOut = r;
    if (run > 0) plan.samples.push({ ...r, pages: Number(/Built (\d+) pages/.exec(r.stdout)?.[1] ?? NaN) });
  }
  const result = (plan) => (plan.timedOut ? { timedOut: plan.timedOut } : { samples: plan.samples, out: plan.out });
  return targets.map((target) => {
    const [current, baseResult] = ['current', 'base'].map((side) => plans.find((p) => p.target === target && p.side === side));
    return { current: result(current), base: baseResult && result(baseResult) };
  });
}

/**
 * Base and current figures of runs made in pairs (run i of each, one right after the other): the two medians, the
 * ratio current/base of the medians, and the min and max of the ratios of each pair, which bound how much a pair
 * could say otherwise. Pure.
 */
export function compareRuns(base, current) {
  const paired = pairedRatio(current, base);
  const b = stats(base).median, c = stats(current).median;
  return { base: b, current: c, ratio: c / b, min: paired.min, max: paired.max, n: paired.n };
}

/** The comparison rows (wall, CPU, peak RSS) of one build target built by both checkouts (--against). */
function addComparisonRows(target, base, current, against, rows) {
  const section = `current / base (${against.ref} = ${against.short}): the same builds, alternating runs`;
  if (base.timedOut || current.timedOut) {
    rows.push({ section, compare: true, metric: `${target.name} wall`, base: base.timedOut?.wall, current: current.timedOut?.wall, ratio: NaN, unit: 's', failed: 'timeout' });
    return;
  }
  const exit = (samples) => samples.find((s) => s.code !== 0)?.code;
  const failed = exit(base.samples) !== undefined ? `base exit ${exit(base.samples)}` : exit(current.samples) !== undefined ? `exit ${exit(current.samples)}` : undefined;
  for (const [key, label, unit] of [['wall', 'wall', 's'], ['cpu', 'CPU (user+sys)', 's'], ['rss', 'peak RSS', 'B']]) {
    const c = compareRuns(base.samples.map((s) => s[key]), current.samples.map((s) => s[key]));
    rows.push({ section, compare: true, metric: `${target.name} ${label}`, ...c, unit, budget: key === 'wall' ? BUDGETS[`${target.name}.ratio`] : undefined, failed });
  }
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
    rows.push({ section: target.label, metric: `largest page ${o.largestUrl}`, median: o.largest, unit: 'B' });
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
    const r = await measureProcess(['bin/docgen.js', 'build', '--root', SITE, '--out', out], { timeout: opts.timeout });
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
    const from = path.join(SITE, name);
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
    rows.push({ section: 'Spec edit → rebuilt (docgen serve)', metric: 'time to reload event (API description edited)', ...stats(result.specSamples), unit: 's' });
    rows.push({ section: 'Spec edit → rebuilt (docgen serve)', metric: 'CPU time of the server over the same span', ...stats(result.specCpuSamples), unit: 's' });
  }
  if (!result.reload) notes.push('incremental: serve exposes no incremental path yet; the figure is a second, full build() in a warm process with an in-memory writer');
}

/** The root and spec a build row passes to the CLI, as build()'s options (the stages are measured through build()). */
function buildArgsOf(target) {
  const list = target.args();
  const flag = (name) => { const i = list.indexOf(name); return i >= 0 ? list[i + 1] : undefined; };
  const spec = flag('--spec');
  return { root: flag('--root') ?? SITE, ...(spec && { spec }) };
}

async function benchStages(opts, rows, notes, targets) {
  for (const target of targets) {
    if (target.needs && !fs.existsSync(target.needs)) continue;
    const args = isSynthetic(target) ? { root: emptyRoot(), spec: await syntheticSpec(target) } : buildArgsOf(target);
    const out = path.join(WORK, 'out', `stages-${target.name}`);
    const runs = target.name === 'betaseries' ? opts.runs : Math.min(opts.runs, 3);
    const samples = [];
    for (let i = 0; i <= runs; i++) {
      fs.rmSync(out, { recursive: true, force: true });
      const r = await measureProcess([fileURLToPath(import.meta.url), '--child', 'stages', JSON.stringify({ ...args, out })], { timeout: opts.timeout });
      const result = parseChildJson(r);
      if (!result) { notes.push(`stages ${target.name}: the child failed (exit ${r.code}): ${r.stderr.slice(0, 300)}`); break; }
      if (!result.ok) notes.push(`stages ${target.name}: build() reported errors; stages after the failure are missing`);
      progress(`stages ${target.name} ${i === 0 ? 'warm-up' : `run ${i}/${runs}`}: ${Object.entries(result.cpuTimings ?? result.timings).map(([k, v]) => `${k} ${(v / 1000).toFixed(2)}`).join(', ')}`);
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
        });
      }
    }
    if (!samples.length) continue;
    // Wall and CPU side by side: on a quiet machine they nearly agree; CPU is what a stage costs when they do not.
    for (const kind of ['cpu', 'wall']) {
      const label = `stages, ${target.label}: ${kind === 'cpu' ? 'CPU time (user+sys) per stage' : 'wall time per stage'} (build().${kind === 'cpu' ? 'cpuTimings' : 'timings'})`;
      for (const key of Object.keys(samples[0][kind])) {
        const values = samples.map((s) => (s[kind][key] ?? 0) / 1000);
        if (values.every((v) => v < 0.0005)) continue; // too short to show
        rows.push({ section: label, metric: key, ...stats(values), unit: 's' });
      }
    }
  }
  if (targets.some((t) => t.name === 'betaseries')) benchNodeStartup(opts, rows, notes);
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
      const r = spawnSync(nodeBinary, probe, { env, encoding: 'utf8' });
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
 * In a child: a cold build() with the normal file writer; prints its stage timings. Loaded as `docgen build` loads
 * it (bin/docgen.js): V8 flags, and dist/docgen.cjs with its code cache.
 */
async function childStages({ root, spec, out }) {
  const { loadCompiled, tuneV8ForBuild } = await import(pathToFileURL(path.join(ROOT, 'bin/loadCompiled.mjs')).href);
  tuneV8ForBuild();
  const { build } = loadCompiled(path.join(ROOT, 'dist/docgen.cjs')).exports;
  const importsDone = performance.now();
  const result = await build({ root, spec, out });
  const total = performance.now() - importsDone;
  // performance.now() counts from process start (performance.timeOrigin): importsDone is start-up + imports.
  const cpu = process.cpuUsage();
  return {
    ok: result.ok, pages: result.pages, timings: result.timings, cpuTimings: result.cpuTimings,
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
  const { loadCompiled } = await import(pathToFileURL(path.join(ROOT, 'bin/loadCompiled.mjs')).href);
  const fromDist = loadCompiled(path.join(ROOT, 'dist/docgen.cjs'), { cache: 'ignore' }).exports.measureServe;
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
  if (unit === 'ratio') return `${value.toFixed(2)}×`;
  if (unit === '/s') return value.toFixed(0);
  return String(Math.round(value * 100) / 100);
}

/** The budget and pass/FAIL cells of a row: its median against the budget, or for a comparison row its ratio. */
function budgetCell(row) {
  if (!row.budget) return ['', row.failed ? `(${row.failed})` : ''];
  const { max, min } = row.budget;
  const unit = row.compare ? 'ratio' : row.unit;
  const value = row.compare ? row.ratio : row.median;
  const limit = max !== undefined ? `≤ ${format(max, unit)}` : `≥ ${format(min, unit)}`;
  if (row.failed) return [limit, `FAIL (${row.failed})`];
  if (Number.isNaN(value) || value === undefined) return [limit, '?'];
  const pass = max !== undefined ? value <= max : value >= min;
  return [limit, pass ? 'pass' : 'FAIL'];
}

/** The table, one section after another; comparison rows (--against) have columns of their own. */
function printTable(rows) {
  const kinds = {
    plain: {
      header: ['metric', 'median', 'min', 'max', 'budget', ''],
      cells: (r) => [r.metric, format(r.median, r.unit), r.min === undefined || r.n === 1 ? '' : format(r.min, r.unit), r.max === undefined || r.n === 1 ? '' : format(r.max, r.unit), ...budgetCell(r)],
    },
    compare: {
      header: ['metric', 'base', 'current', 'current/base', 'pair min', 'pair max', 'budget', ''],
      cells: (r) => [r.metric, format(r.base, r.unit), format(r.current, r.unit), format(r.ratio, 'ratio'), format(r.min, 'ratio'), format(r.max, 'ratio'), ...budgetCell(r)],
    },
  };
  const kindOf = (r) => (r.compare ? kinds.compare : kinds.plain);
  const cells = rows.map((r) => kindOf(r).cells(r));
  for (const kind of Object.values(kinds)) {
    const own = cells.filter((_, i) => kindOf(rows[i]) === kind);
    kind.widths = kind.header.map((h, i) => Math.max(h.length, ...own.map((c) => c[i].length)));
  }
  const line = (c, widths) => c.map((x, i) => (i === 0 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join('  ').trimEnd();
  const lines = [];
  let section;
  rows.forEach((r, i) => {
    const { header, widths } = kindOf(r);
    if (r.section !== section) { section = r.section; lines.push('', `## ${section}`, line(header, widths), widths.map((w) => '-'.repeat(w)).join('  ').trimEnd()); }
    lines.push(line(cells[i], widths));
  });
  return lines.join('\n');
}

const progress = (msg) => process.stderr.write(`  · ${msg}\n`);

// ----- --against: the base checkout -----

function git(args, cwd = ROOT) {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${(r.stderr || r.stdout || String(r.error ?? '')).trim()}`);
  return r.stdout.trim();
}

/** Runs a setup command of the base checkout, its output on stderr with the progress lines; throws when it fails. */
function runSetup(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, stdio: ['ignore', 2, 2], shell: process.platform === 'win32' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} (in ${cwd}) failed: ${r.error?.message ?? `exit ${r.status ?? r.signal}`}`);
}

const shorten = (text, max) => (text.length <= max ? text : text.slice(0, text.lastIndexOf(' ', max - 1) > 0 ? text.lastIndexOf(' ', max - 1) : max - 1) + '…');

/**
 * The checkout to compare with (--against): a detached worktree of `ref` under os.tmpdir(), with dependencies and
 * dist/ of its own. node_modules is this checkout's when the lock files are the same: an install is minutes of a
 * shared machine, and the same lock file installs the same packages. Remove it with removeBase.
 */
function prepareBase(ref) {
  let sha;
  try { sha = git(['rev-parse', '--verify', `${ref}^{commit}`]); } catch {
    throw new Error(`--against ${ref}: not a commit of this repository${ref.includes('/') ? ' (is the remote fetched?)' : ''}`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-bench-base-'));
  const base = { ref, sha, short: sha.slice(0, 9), subject: shorten(git(['log', '-1', '--format=%s', sha]), 80), dir };
  try {
    progress(`base: git worktree add --detach ${dir} ${base.short}`);
    git(['worktree', 'add', '--detach', dir, sha]);
    const lock = (d) => { try { return fs.readFileSync(path.join(d, 'package-lock.json'), 'utf8'); } catch { return undefined; } };
    if (lock(dir) !== undefined && lock(dir) === lock(ROOT) && fs.existsSync(path.join(ROOT, 'node_modules'))) {
      fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'junction');
      base.deps = "this checkout's node_modules (same package-lock.json)";
    } else {
      progress('base: package-lock.json differs, npm ci --ignore-scripts');
      runSetup('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], dir);
      base.deps = 'npm ci --ignore-scripts (package-lock.json differs)';
    }
    // Bundled by the Node that bundles this checkout (ensureBundle in this process), so both are made alike.
    progress('base: node scripts/bundle.mjs');
    runSetup(process.execPath, ['scripts/bundle.mjs'], dir);
  } catch (e) {
    removeBase(base);
    throw e;
  }
  return base;
}

function removeBase(base) {
  if (base.removed) return;
  base.removed = true;
  // --force: the worktree has untracked files (dist/, the node_modules link, which git removes, not its target).
  const r = spawnSync('git', ['worktree', 'remove', '--force', base.dir], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0 && fs.existsSync(base.dir)) process.stderr.write(`bench: could not remove the worktree ${base.dir}: ${r.stderr.trim()}\n`);
  fs.rmSync(base.dir, { recursive: true, force: true }); // when `worktree add` failed, the empty folder is still there
}

async function main() {
  let opts;
  try { opts = parseArgs(process.argv.slice(2)); } catch (e) {
    process.stderr.write(`bench: ${e.message}\n`);
    process.exit(2);
  }
  if (opts.help) { process.stdout.write(usage()); return; }
  if (opts.node) {
    nodeBinary = path.resolve(opts.node);
    const v = spawnSync(nodeBinary, ['--version'], { encoding: 'utf8' });
    if (v.status !== 0) { process.stderr.write(`bench: --node ${opts.node} does not run: ${v.error?.message ?? v.stderr}\n`); process.exit(2); }
  }
  const nodeVersion = opts.node ? spawnSync(nodeBinary, ['--version'], { encoding: 'utf8' }).stdout.trim() : process.version;
  const want = (name) => !opts.only || opts.only.has(name) || (name.startsWith('synthetic-') && opts.only.has('synthetic'));
  fs.mkdirSync(WORK, { recursive: true });
  const { ensureBundle } = await import(pathToFileURL(path.join(ROOT, 'scripts/ensure-bundle.mjs')).href);
  await ensureBundle();

  const rows = [], notes = [];
  const cpus = os.cpus();
  process.stderr.write(`docgen bench: ${opts.runs} runs after a warm-up, node ${nodeVersion}${opts.node ? ` (${nodeBinary})` : ''}, ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${hasGnuTime ? '/usr/bin/time' : 'process.resourceUsage()'}\n`);
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
  // The BetaSeries site in turn with its variants (three docs versions: issue 32's ratio; no twins: issue 30's cost).
  const variants = new Set(['betaseries', 'betaseries-versions', 'betaseries-no-twins']);
  const variantGroup = builds.filter((t) => variants.has(t.name));
  const withVariants = variantGroup.length > 1 && variantGroup.some((t) => t.name === 'betaseries');
  const grouped = new Set([...together, ...(withVariants ? variantGroup.map((t) => t.name) : [])]);
  const groups = [...builds.filter((t) => !grouped.has(t.name)).map((t) => [t]), ...(pair.length ? [pair] : []), ...(withVariants ? [variantGroup] : [])];
  const results = new Map();
  let base;
  if (opts.against && builds.length) {
    try { base = prepareBase(opts.against); } catch (e) {
      process.stderr.write(`bench: ${e.message}\n`);
      process.exit(2);
    }
    const remove = () => { removeBase(base); process.exit(130); };
    process.once('SIGINT', remove).once('SIGTERM', remove);
    notes.push(`base: ${opts.against} = ${base.short} "${base.subject}", dependencies: ${base.deps}; both CLIs build the same input (this checkout's site and specs)`);
    if (['incremental', 'weight', 'stages'].some(want)) notes.push('--against compares the build rows only: incremental, weight and stages are of the current checkout');
  } else if (opts.against) notes.push('--against: no build row selected, nothing to compare');
  try {
    for (const group of groups) (await measureBuilds(group, opts, notes, base)).forEach((result, i) => results.set(group[i].name, result));
  } finally {
    if (base) removeBase(base);
  }
  for (const target of builds) walls[target.name] = addBuildRows(target, results.get(target.name).current, rows);
  if (walls['synthetic-1k'] && walls['synthetic-10k']) {
    rows.push({ section: 'scaling', metric: 'wall 10k / wall 1k (runs in turn)', ...pairedRatio(walls['synthetic-10k'], walls['synthetic-1k']), unit: 'x' });
  }
  const cpu = (name) => results.get(name).current.samples.map((s) => s.cpu);
  if (walls.betaseries && walls['betaseries-no-twins']) {
    const added = (a, b) => stats(a.slice(0, Math.min(a.length, b.length)).map((x, i) => x - b[i]));
    rows.push({ section: 'scaling', metric: 'twins add, wall (runs in turn: with − without)', ...added(walls.betaseries, walls['betaseries-no-twins']), unit: 's', budget: BUDGETS['twins.added'] });
    rows.push({ section: 'scaling', metric: 'twins add, CPU (runs in turn: with − without)', ...added(cpu('betaseries'), cpu('betaseries-no-twins')), unit: 's', budget: BUDGETS['twins.added'] });
  }
  if (walls.betaseries && walls['betaseries-versions']) {
    rows.push({ section: 'scaling', metric: 'wall 3 docs versions / 1 (runs in turn)', ...pairedRatio(walls['betaseries-versions'], walls.betaseries), unit: 'x', budget: BUDGETS['versions.ratio'] });
    rows.push({ section: 'scaling', metric: 'CPU 3 docs versions / 1 (runs in turn)', ...pairedRatio(cpu('betaseries-versions'), cpu('betaseries')), unit: 'x', budget: BUDGETS['versions.ratio'] });
  }
  if (base) for (const target of builds) { const r = results.get(target.name); if (r.base) addComparisonRows(target, r.base, r.current, base, rows); }
  if (want('incremental')) await benchIncremental(opts, rows, notes);
  if (want('weight')) await benchWeight(opts, rows, notes, walls.betaseries !== undefined && fs.existsSync(outDirOf('betaseries')) ? outDirOf('betaseries') : undefined);
  if (want('stages')) await benchStages(opts, rows, notes, BUILDS.filter((b) => b.name === 'betaseries' || (opts.stages && want(b.name) && !(b.slow && opts.quick))));
  for (const section of extraSections) {
    if (!want(section.name)) continue;
    const extra = await section.run({ root: ROOT, site: SITE, work: WORK, runs: opts.runs, quick: opts.quick, outDirOf, measureProcess, stats });
    for (const row of extra) rows.push({ section: section.title, ...row });
  }

  // A shared machine makes wall times meaningless; say so next to the figures rather than let them mislead.
  const load = Math.max(loadBefore, peakLoad, os.loadavg()[0]);
  if (load > cpus.length) notes.push(`the 1-minute load average reached ${load.toFixed(1)} on ${cpus.length} cores: other processes competed for the CPU, so wall times are inflated; CPU time (user+sys) is the steadier figure`);
  process.stdout.write(printTable(rows) + '\n');
  if (notes.length) process.stdout.write('\nNotes:\n' + [...new Set(notes)].map((n) => `- ${n}`).join('\n') + '\n');
  const failures = rows.filter((r) => budgetCell(r)[1].startsWith('FAIL'));
  process.stdout.write(`\n${rows.filter((r) => r.budget).length - failures.length} budgets met, ${failures.length} missed.\n`);
  if (opts.json) fs.writeFileSync(opts.json, JSON.stringify({ node: nodeVersion, against: base && { ref: base.ref, sha: base.sha }, cpus: cpus.length, load, rows, notes }, null, 2) + '\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === '--child') await runChild(process.argv[3], process.argv.slice(4));
  else await main();
}
