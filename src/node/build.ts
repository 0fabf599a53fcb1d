// build: the stages in order, each timed, over plain data: config → the site (loadSite.ts: sources → content → API
// model → Markdown → route graph → assets) → pages and the other outputs (written as they come) → link check →
// commit. A user's mistakes come back as diagnostics, never as exceptions; the writer is committed only when there is
// no error.
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { resolveConfig, type SiteConfig } from './config.js';
import { DocgenError, hasErrors, type Diagnostic } from './diagnostics.js';
import type { RouteGraph } from './routes/createRouteGraph.js';
import { FsWriter, type Writer } from './output/writer.js';
import { writeFailed } from './output/pageProblems.js';
import { checkOutDir, realPathOnDisk } from './output/checkOutDir.js';
import { checkEmptyOutDir, readOutDirContents } from './output/checkEmptyOutDir.js';
import { siteOutputs } from './output/siteOutputs.js';
import { writeSite } from './output/writeSite.js';
import { loadVersionedSite } from './versions/loadVersionedSite.js';
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
   * Name the search index without its hash (`docgen serve`, see LoadSiteOptions): with a hashed name every edit
   * would re-render every page, as each names the index.
   */
  fixedSearchIndexName?: boolean;
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
    const problem = checkOutDir(config, { realPathOf: realPathOnDisk, home: os.homedir() })
      ?? checkEmptyOutDir(config, readOutDirContents(config.outDir), options.emptyOutDir, realPathOnDisk);
    if (problem) { diagnostics.push(problem); return fail(); }
  }
  lap('config');

  const renderModule = options.renderModule ?? (await import('./render/index.js'));
  const { site, graph, diagnostics: siteDiagnostics } = await loadVersionedSite(config, renderModule, cache, lap, { fixedSearchIndexName: options.fixedSearchIndexName });
  diagnostics.push(...siteDiagnostics);
  if (!site) return fail(graph);

  let writer: Writer;
  try {
    writer = options.writer ?? new FsWriter(config.outDir);
  } catch (e) {
    diagnostics.push(writeFailed(e, config.outDir));
    return fail(graph);
  }
  try {
    diagnostics.push(...(await writeSite(site, siteOutputs, writer, { sizes, signal: options.signal, lap })));
    if (hasErrors(diagnostics)) { await writer.abort(); return fail(graph); }
    await writer.commit();
    lap('commit');
  } catch (e) {
    await writer.abort();
    if (e instanceof DocgenError) { diagnostics.push(...e.diagnostics); return fail(graph); }
    throw e;
  }
  const { assets } = site;
  const jsGzipBytes = gzipSync(assets.js.contents).byteLength + gzipSync(assets.headScript).byteLength;
  return { ok: true, diagnostics, pages: site.graph.routes.length, timings, cpuTimings, outDir: config.outDir, graph: site.graph, sizes, jsGzipBytes };
}
