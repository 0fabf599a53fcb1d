// build: the stages in order, each timed, over plain data: config → the site (loadSite.ts: sources → content → API
// model → Markdown → route graph → assets) → pages and the other outputs (written as they come) → link check →
// commit. A user's mistakes come back as diagnostics, never as exceptions; the writer is committed only when there is
// no error.
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { resolveConfig, type SiteConfig } from './config.js';
import { DocgenError, hasErrors, type Diagnostic } from './diagnostics.js';
import type { RouteGraph } from './routes/createRouteGraph.js';
import { FsWriter, type Writer } from './output/writer.js';
import { writeFailed } from './output/pageProblems.js';
import { checkOutDir } from './output/checkOutDir.js';
import { checkEmptyOutDir, readOutDirContents } from './output/checkEmptyOutDir.js';
import { siteOutputs } from './output/siteOutputs.js';
import { writeSite } from './output/writeSite.js';
import { loadVersionedSite } from './versions/loadVersionedSite.js';
import { startShareWorker } from './render/renderShares.js';
import { noCache, type RenderModule, type StageCache } from './stageCache.js';
import { createStageTimer } from './createStageTimer.js';

export interface BuildOptions {
  root?: string;
  out?: string;
  spec?: string;
  /** Replace a non-empty output folder outside the site root (`--empty-out-dir`); inside the root it always is. */
  emptyOutDir?: boolean;
  /** `--strict`: the spec's problems against the OpenAPI schema are errors. */
  strict?: boolean;
  /** Defaults to an FsWriter on the configured out/ folder. */
  writer?: Writer;
  /** The render module (dist/render.mjs); serve passes a freshly built one after a template edit. */
  renderModule?: RenderModule;
  /** Aborting stops the build before it writes anything more. */
  signal?: AbortSignal;
  /** Stage results and rendered pages kept between builds (`docgen serve`: serve/buildCache.ts). */
  cache?: StageCache;
  /**
   * Render half of the pages on a second thread (render/renderShares.ts) when the site has enough of them to pay for
   * it: the CLI's `docgen build`, which runs from the bundle the thread loads. The pages are the same either way.
   */
  parallel?: boolean | ParallelThresholds;
  /**
   * Name the search index without its hash (`docgen serve`, see LoadSiteOptions): with a hashed name every edit
   * would re-render every page, as each names the index.
   */
  fixedSearchIndexName?: boolean;
}

export interface ParallelThresholds { minPages: number; minSpecBytes: number; maxSpecBytes?: number }

// A second thread loads the whole site again: below this many pages (and this size of spec, which is known first) it
// costs more than it saves; above maxSpecBytes, its copy of the spec's model would double a memory that is large already.
const parallelThresholds: ParallelThresholds = { minPages: 300, minSpecBytes: 2_000_000, maxSpecBytes: 20_000_000 };

function specSize(config: SiteConfig): number {
  try { return config.specFile ? fs.statSync(config.specFile).size : 0; } catch { return 0; /* missing: the spec stage reports it */ }
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  pages: number;
  timings: Record<string, number>;
  /** CPU time (user + system, ms) per stage, same keys as `timings`: steadier than wall time on a busy machine. */
  cpuTimings?: Record<string, number>;
  outDir?: string;
  graph?: RouteGraph;
  /** Bytes per output file, for the summary and the benchmark. */
  sizes: Map<string, number>;
  /** All JavaScript a page loads (client bundle + inline head script), gzipped. */
  jsGzipBytes?: number;
  /** How many threads rendered the pages. */
  threads?: number;
}

/** Builds the site; writes only when there is no error (the writer is committed or aborted here). */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const { lap, timings, cpuTimings } = createStageTimer();
  const diagnostics: Diagnostic[] = [];
  const sizes = new Map<string, number>();
  const cache = options.cache ?? noCache;
  const fail = (graph?: RouteGraph): BuildResult => ({ ok: false, diagnostics, pages: 0, timings, cpuTimings, sizes, graph });

  let config: SiteConfig;
  try {
    config = await cache.config(JSON.stringify([options.root, options.out, options.spec, options.strict]), () => resolveConfig(options.root ?? process.cwd(), { out: options.out, spec: options.spec, strict: options.strict }));
  } catch (e) {
    if (e instanceof DocgenError) { diagnostics.push(...e.diagnostics); return fail(); }
    throw e;
  }
  if (!options.writer) {
    const problem = checkOutDir(config) ?? checkEmptyOutDir(config, readOutDirContents(config.outDir), options.emptyOutDir);
    if (problem) { diagnostics.push(problem); return fail(); }
  }
  // Started now, so that it loads the site while this thread does; only for a big spec, as the pages are counted later.
  const thresholds = typeof options.parallel === 'object' ? options.parallel : parallelThresholds;
  const size = specSize(config);
  // A site with docs versions renders on this thread (the second one would load the working copy only).
  const shareWorker = options.parallel && !options.writer && !options.cache && !fs.existsSync(config.versionsFile) && size >= thresholds.minSpecBytes && size <= (thresholds.maxSpecBytes ?? Infinity)
    ? startShareWorker({ root: options.root, out: options.out, spec: options.spec, share: { index: 1, of: 2 } }) : undefined;
  lap('config');

  const renderModule = options.renderModule ?? (await import('./render/index.js'));
  const { site, graph, diagnostics: siteDiagnostics, versions } = await loadVersionedSite(config, renderModule, cache, lap, { fixedSearchIndexName: options.fixedSearchIndexName });
  diagnostics.push(...siteDiagnostics);
  if (!site) { await shareWorker?.stop(); return fail(graph); }

  let writer: Writer;
  try {
    writer = options.writer ?? new FsWriter(config.outDir);
  } catch (e) {
    await shareWorker?.stop();
    diagnostics.push(writeFailed(e, config.outDir));
    return fail(graph);
  }
  // Above minPages, the worker started above renders every other page into the staging folder.
  const staging = writer instanceof FsWriter && site.graph.routes.length >= thresholds.minPages ? writer.staging : undefined;
  // The second thread loads the working copy only: a site with docs versions renders on this one.
  const parallel = shareWorker !== undefined && staging !== undefined && versions === undefined;
  if (shareWorker && !parallel) await shareWorker.stop();
  const otherShares = parallel ? [{ share: { index: 1, of: 2 }, result: shareWorker.render(staging, site.graph, site.search) }] : [];
  try {
    diagnostics.push(...(await writeSite(parallel ? { ...site, share: { index: 0, of: 2 } } : site, siteOutputs, writer, { sizes, signal: options.signal, lap, otherShares })));
    if (hasErrors(diagnostics)) { await writer.abort(); return fail(graph); }
    await writer.commit();
    lap('commit');
  } catch (e) {
    await shareWorker?.stop();
    await writer.abort();
    if (e instanceof DocgenError) { diagnostics.push(...e.diagnostics); return fail(graph); }
    throw e;
  }
  const { assets } = site;
  const jsGzipBytes = gzipSync(assets.js.contents).byteLength + gzipSync(assets.headScript).byteLength;
  return { ok: true, diagnostics, pages: site.graph.routes.length, timings, cpuTimings, outDir: config.outDir, graph: site.graph, sizes, jsGzipBytes, threads: parallel ? 2 : 1 };
}
