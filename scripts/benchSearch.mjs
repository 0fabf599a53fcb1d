// The search section of `npm run bench` (issue 29): what building the index costs (the build's 'search' stage, CPU
// time, BetaSeries and 1,000 synthetic operations), and, in real Chromium on localhost, what the first result costs
// cold (time and bytes from the reader's first interaction) and what each later keystroke costs at a 4× CPU throttle.
// Speed is measured here, never in a timed test.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveSite } from './lighthouse.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BENCH = path.join(ROOT, 'scripts/bench.mjs');
const BOX = '.dg-navbar input[role="combobox"]';
// What readers type: identifiers, paths, words, a typo.
const PROBES = ['thetvdb_id', 'shows display', 'GET /shows/display', 'X-BetaSeries-Key', 'rate an episode', 'epsiode'];

/** Rows for the bench table: `{ metric, median, min, max, unit, budget?, note? }`. */
export async function benchSearch(ctx) {
  const rows = await indexBuildRows(ctx);
  try {
    rows.push(...(await browserRows(ctx)));
  } catch (e) {
    rows.push({ metric: `skipped: the browser measurement failed: ${String(e.message).split('\n')[0]}`, median: NaN, unit: '' });
  }
  return rows;
}

async function indexBuildRows(ctx) {
  const rows = [];
  const synthetic = path.join(ctx.work, 'search-synthetic-1000.json');
  if (!fs.existsSync(synthetic)) {
    const { generateSpec, formatSpec } = await import('./generate-spec.mjs');
    fs.mkdirSync(ctx.work, { recursive: true });
    fs.writeFileSync(synthetic, await formatSpec(generateSpec(1000, 1), 'json'));
  }
  const empty = path.join(ctx.work, 'search-empty-root');
  fs.mkdirSync(empty, { recursive: true });
  const targets = [
    { label: 'BetaSeries site', args: { root: ctx.site }, max: 0.06 },
    { label: '1,000 synthetic operations', args: { root: empty, spec: synthetic }, max: 0.3 },
  ];
  for (const target of targets) {
    const cpu = [];
    const wall = [];
    const out = path.join(ctx.work, 'out', 'search-stage');
    for (let i = 0; i <= Math.min(ctx.runs, ctx.quick ? 3 : ctx.runs); i++) {
      fs.rmSync(out, { recursive: true, force: true });
      const r = await ctx.measureProcess([BENCH, '--child', 'stages', JSON.stringify({ ...target.args, out })], { timeout: 600 });
      const line = r.stdout.split('\n').reverse().find((l) => l.startsWith('{"bench":'));
      const result = line && JSON.parse(line).bench;
      if (!result?.ok) return [{ metric: `skipped: the ${target.label} build failed`, median: NaN, unit: '', note: String(r.stderr).slice(0, 200) }];
      if (i === 0) continue; // warm-up
      cpu.push(result.cpuTimings.search / 1000);
      wall.push(result.timings.search / 1000);
    }
    rows.push({ metric: `index build, ${target.label}: CPU (build's 'search' stage)`, ...ctx.stats(cpu), unit: 's', budget: { max: target.max } });
    rows.push({ metric: `index build, ${target.label}: wall`, ...ctx.stats(wall), unit: 's' });
  }
  return rows;
}

async function browserRows(ctx) {
  const chromePath = process.env.DOCGEN_CHROMIUM ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) return [{ metric: `skipped: Chromium not found at ${chromePath}`, median: NaN, unit: '' }];
  // A build of its own: another section's output may come from another checkout (--against).
  const out = ctx.outDirOf('search-betaseries');
  await ctx.measureProcess(['bin/docgen.js', 'build', '--root', ctx.site, '--out', out, '--empty-out-dir'], { timeout: 600 });
  if (!fs.existsSync(path.join(out, 'index.html'))) return [{ metric: 'skipped: the site did not build', median: NaN, unit: '' }];
  const { chromium } = await import('playwright-core');
  const server = await serveSite(out);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: chromePath, headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const first = [], bytes = [], requests = [], keystrokes = [];
  try {
    for (let run = 0; run <= ctx.runs; run++) {
      const context = await browser.newContext(); // cold: an empty cache each run
      const page = await context.newPage();
      await page.goto(`${origin}/docs/intro`, { waitUntil: 'networkidle' });
      const fetched = [];
      page.on('requestfinished', async (request) => { const sizes = await request.sizes().catch(() => undefined); fetched.push(sizes?.responseBodySize ?? 0); });
      await page.evaluate(() => {
        const t = (window.__searchBench = {});
        document.addEventListener('focusin', () => { t.start ??= performance.now(); }, true);
        new MutationObserver(() => { if (!t.first && document.querySelector('[role="option"]')) t.first = performance.now(); }).observe(document.body, { subtree: true, childList: true });
      });
      // The reader clicks the box and types at once: the first result waits for the script and the index.
      await page.click(BOX);
      await page.keyboard.type('thetvdb_id');
      await page.waitForSelector('[role="option"]');
      const t = await page.evaluate(() => window.__searchBench);
      await page.waitForTimeout(100); // let requestfinished report
      if (run > 0) {
        first.push((t.first - t.start) / 1000);
        bytes.push(fetched.reduce((a, b) => a + b, 0));
        requests.push(fetched.length);
      }
      if (run === ctx.runs) keystrokes.push(...(await throttledKeystrokes(page)));
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return [
    { metric: 'first result, cold, localhost: focus + first keystroke → first result', ...ctx.stats(first), unit: 's', budget: { max: 0.15 } },
    { metric: 'bytes fetched to the first result (gzipped, as sent)', ...ctx.stats(bytes), unit: 'B', budget: { max: 50 * 1024 } },
    { metric: 'requests to the first result', ...ctx.stats(requests), unit: '', budget: { max: 2 } },
    { metric: `later keystroke → results shown, 4× CPU throttle (median of ${keystrokes.length})`, ...ctx.stats(keystrokes), unit: 's' },
    { metric: 'later keystroke → results shown, 4× CPU throttle (slowest)', median: Math.max(...keystrokes), unit: 's', budget: { max: 0.016 } },
  ];
}

/** Types each probe query key by key with the CPU slowed 4×; returns the time from each keydown to the new results. */
async function throttledKeystrokes(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    const t = (window.__keyBench = { times: [] });
    document.addEventListener('keydown', () => { t.down = performance.now(); }, true);
    // The results are replaced in the input handler; the observer runs right after, in the same task.
    new MutationObserver(() => { if (t.down !== undefined) { t.times.push(performance.now() - t.down); t.down = undefined; } })
      .observe(document.querySelector('.dg-navbar [role="listbox"]'), { childList: true });
  });
  for (const probe of PROBES) {
    await page.fill(BOX, '');
    for (const key of probe) {
      await page.keyboard.type(key);
      await page.waitForTimeout(30);
    }
  }
  const times = await page.evaluate(() => window.__keyBench.times);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return times.map((ms) => ms / 1000);
}
