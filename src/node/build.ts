// build: the stages in order, each timed, over plain data: config → sources → content → API model → Markdown →
// route graph → pages and the other outputs (written as they come) → link check → commit. A user's mistakes come
// back as diagnostics, never as exceptions; the writer is committed only when there is no error.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { resolveConfig, type SiteConfig } from './config.js';
import { DocgenError, error, hasErrors, warning, type Diagnostic } from './diagnostics.js';
import { loadSources } from './content/loadSources.js';
import { collectContent } from './content/collectContent.js';
import { renderContent } from './content/renderContent.js';
import { createRouteGraph, type RouteGraph } from './routes/createRouteGraph.js';
import { FsWriter, type Writer } from './output/writer.js';
import { writeFailed } from './output/pageProblems.js';
import { loadSiteAssets } from './output/siteAssets.js';
import { loadApiStage, type ApiStage } from './openapiStage.js';
import { checkOutDir } from './output/checkOutDir.js';
import { checkEmptyOutDir, readOutDirContents } from './output/checkEmptyOutDir.js';
import { siteOutputs, type BuiltSite } from './output/siteOutputs.js';
import { writeSite } from './output/writeSite.js';
import { createSiteData } from './render/createSiteData.js';
import { noCache, type RenderModule, type StageCache } from './stageCache.js';
import { createStageTimer } from './createStageTimer.js';

export interface BuildOptions {
  root?: string;
  out?: string;
  spec?: string;
  /** Replace a non-empty output folder outside the site root (`--empty-out-dir`); inside the root it always is. */
  emptyOutDir?: boolean;
  /** Defaults to an FsWriter on the configured out/ folder. */
  writer?: Writer;
  /** The render module (dist/render.mjs); serve passes a freshly built one after a template edit. */
  renderModule?: RenderModule;
  /** Aborting stops the build before it writes anything more. */
  signal?: AbortSignal;
  /** Stage results and rendered pages kept between builds (`docgen serve`: serve/buildCache.ts). */
  cache?: StageCache;
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
    config = await cache.config(JSON.stringify([options.root, options.out, options.spec]), () => resolveConfig(options.root ?? process.cwd(), { out: options.out, spec: options.spec }));
  } catch (e) {
    if (e instanceof DocgenError) { diagnostics.push(...e.diagnostics); return fail(); }
    throw e;
  }
  if (!options.writer) {
    const problem = checkOutDir(config) ?? checkEmptyOutDir(config, readOutDirContents(config.outDir), options.emptyOutDir);
    if (problem) { diagnostics.push(problem); return fail(); }
  }
  lap('config');

  const renderModule = options.renderModule ?? (await import('./render/index.js'));
  const sources = loadSources(config.docsDir, config.pagesDir, { root: config.root, maxMarkdownFileSize: config.maxMarkdownFileSize });
  diagnostics.push(...sources.diagnostics, ...checkContentDir(config));
  const content = collectContent(sources.files);
  diagnostics.push(...content.diagnostics);
  lap('load');

  const api = await cache.api(config.specFile, () => loadApiSafely(config));
  diagnostics.push(...api.diagnostics);
  lap('spec');

  const rendered = renderContent(content.docs, config);
  diagnostics.push(...rendered.diagnostics);
  lap('markdown');

  // Page components (content/pages/*.tsx) are code: compiled by esbuild, titled by their exported `meta`.
  const componentPages = content.docs.filter((d) => d.kind === 'component');
  const components = await cache.components(renderModule, componentPages.map((d) => ({ file: d.file, url: d.url })), () => renderModule.loadPageComponents(componentPages));
  diagnostics.push(...components.diagnostics);
  for (const c of components.components) {
    const doc = componentPages.find((d) => d.file === c.file)!;
    rendered.pages.push({ collection: doc.collection, kind: 'component', id: doc.id, dir: doc.dir, file: doc.file, url: doc.url, title: c.meta?.title ?? config.title, description: c.meta?.description, tags: [], headings: [] });
  }
  lap('components');

  const { graph, diagnostics: graphDiagnostics } = createRouteGraph({
    pages: rendered.pages, categories: content.categories, api: api.routes, sidebarConfig: config.sidebars, configFile: config.configFile,
  });
  diagnostics.push(...graphDiagnostics);
  lap('routes');
  // Link problems found in Markdown (a missing image, a missing .md file with the 'error' policy) do not stop the
  // build here: pages still render and the link checker still runs, so one build reports every broken link at once.
  if (hasErrors(diagnostics.filter((d) => !sourceLinkCodes.has(d.code)))) return fail(graph);

  const assets = await cache.assets(config.mobileBreakpoint, () => loadSiteAssets(config.mobileBreakpoint));
  const pageInputs = {
    renderModule, site: createSiteData(config, graph, assets), graph, content: rendered.html, api: api.renderContext,
    components: new Map(components.components.map((c) => [c.url, c.component!])),
  };
  const site: BuiltSite = { config, graph, assets, content: rendered, api, renderPage: cache.pageRenderer(pageInputs, renderModule.createPageRenderer(pageInputs)) };
  lap('assets');

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
  const jsGzipBytes = gzipSync(assets.js.contents).byteLength + gzipSync(assets.headScript).byteLength;
  return { ok: true, diagnostics, pages: graph.routes.length, timings, cpuTimings, outDir: config.outDir, graph, sizes, jsGzipBytes };
}

const sourceLinkCodes = new Set(['broken-image', 'broken-markdown-link']);

/**
 * The API stage, with whatever a third-party parser throws on the spec reported against the spec (stack trace with
 * --verbose), like any other problem of the input.
 */
function loadApiSafely(config: SiteConfig): Promise<ApiStage> {
  return loadApiStage(config).catch((e: unknown): ApiStage => ({
    files: [],
    diagnostics: [error('internal-error', `Cannot load the OpenAPI spec: ${(e as Error)?.message ?? e}`, {
      file: config.specFile, cause: e, hint: 'docgen did not expect this input: run with --verbose for the stack trace and report it with the spec.',
    })],
  }));
}

/** Zero-config on a folder without content/ still builds (home, 404, the API reference): say so, once, as a warning. */
function checkContentDir(config: SiteConfig): Diagnostic[] {
  let isDir = false;
  try { isDir = fs.statSync(config.contentDir).isDirectory(); } catch { /* missing */ }
  if (isDir) return [];
  const exists = fs.existsSync(config.contentDir);
  const what = config.specFile ? 'the home page, the 404 page and the API reference' : 'only a home page and a 404 page';
  return [warning('no-content', `${exists ? 'The content folder is a file, not a folder' : 'No content folder'}: the site has ${what}`, {
    file: config.contentDir,
    hint: `Add Markdown under ${path.join(config.contentDir, 'docs')}/ (docs/intro.md becomes /docs/intro), or pass --root the folder that holds content/.`,
  })];
}
