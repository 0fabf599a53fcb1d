// build: the stages in order, each timed. loadSources → collectContent → loadApi → Markdown → createRouteGraph
// → renderPage → checkLinks → write. Returns diagnostics instead of throwing for a user's mistakes.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fs from 'node:fs';
import { resolveConfig, type SiteConfig } from './config.js';
import { DocgenError, error, hasErrors, warning, type Diagnostic } from './diagnostics.js';
import { formatSize, loadSources } from './content/loadSources.js';
import { collectContent } from './content/collectContent.js';
import { markdownSiteOptions } from './content/renderedContent.js';
import { createRouteGraph, type RouteGraph } from './routes/createRouteGraph.js';
import type { PageLinks } from './links/collectPageLinks.js';
import { createLocalPageSink, type SinkRoute } from './output/pageSink.js';
import { startSiteWorker, type SiteWorker, type WorkerTimes } from './worker/startSiteWorker.js';
import { FsWriter, type Writer } from './output/writer.js';
import { renderFailed, writeFailed } from './output/pageProblems.js';
import { isSharedSpecSize, startRenderShare } from './worker/shareApiPages.js';
import { loadSiteAssets } from './output/siteAssets.js';
import { createSiteScope, readSiteFile } from './readSiteFile.js';
import { createSitemap, createRobots } from './output/sitemap.js';
import { loadApiStage, type ApiStage } from './openapiStage.js';
import { checkOutDir } from './output/checkOutDir.js';
import { checkEmptyOutDir, readOutDirContents } from './output/checkEmptyOutDir.js';
import { newPartNonce } from './render/pageParts.js';
import type { SiteData } from '../../templates/SiteContext.js';
import type { BuildCache } from './serve/buildCache.js';
import type { SidebarItem } from '../shared/types.js';

const sourceLinkCodes = new Set(['broken-image', 'broken-markdown-link']);

export interface BuildOptions {
  root?: string;
  out?: string;
  spec?: string;
  /**
   * Replace the output folder even when it is outside the root and not empty (`--empty-out-dir`). Without it, only a
   * folder inside the root (the default `<root>/out`) or an empty or missing one is replaced (Vite's rule).
   */
  emptyOutDir?: boolean;
  /** Defaults to an FsWriter on the configured out/ folder. */
  writer?: Writer;
  /** The render module (dist/render.mjs); serve passes a freshly built one after a template edit. */
  renderModule?: typeof import('./render/index.js');
  /** Aborting stops the build before it writes anything more. */
  signal?: AbortSignal;
  /** `docgen serve` only: stage results and rendered pages kept between rebuilds (see serve/buildCache.ts). */
  cache?: BuildCache;
  /**
   * Use a second thread (worker/siteWorker.ts): Markdown while the spec loads, then link reading and writing while
   * pages render. Default: on when writing to disk without a cache (a cold `docgen build`); the output is the same.
   */
  worker?: boolean;
  /** With the worker: whether it gets a copy of the API model and renders API pages too. Default: for specs of 2 to 40 MB. */
  shareApiPages?: boolean;
  /**
   * With the worker, when it does not render API pages: whether it finishes the pages this thread renders
   * (highlighted code, sidebars: render/pageParts.ts), while it keeps up. Default: on. The output is the same.
   */
  finishPagesInWorker?: boolean;
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
  /**
   * With the worker: when it was ready (thread started, bundle loaded), rendered the Markdown and had written the
   * last page, in ms since the process started; `pagesBusy`: its ms on pages (finishing, links, writes);
   * `pagesTakenBack`: how many of the last pages this thread finished and wrote instead. For the
   * benchmark: with `timings` (the build's thread), it shows which thread the other waits for.
   */
  workerTimeline?: WorkerTimes;
}

/** Builds the site; writes only when there is no error (the writer is committed or aborted here). */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  // Started first: the thread loads its modules while this one reads the config and the sources.
  const worker = (options.worker ?? (!options.writer && !options.cache)) ? startSiteWorker() : undefined;
  try {
    return await buildSite(options, worker);
  } finally {
    await worker?.stop();
  }
}

async function buildSite(options: BuildOptions, worker: SiteWorker | undefined): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  let t = performance.now();
  const cpuTimings: Record<string, number> = {};
  let cpu = process.cpuUsage();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = (timings[name] ?? 0) + now - t;
    t = now;
    const used = process.cpuUsage(cpu);
    cpuTimings[name] = (cpuTimings[name] ?? 0) + (used.user + used.system) / 1000;
    cpu = process.cpuUsage();
  };
  const diagnostics: Diagnostic[] = [];
  const sizes = new Map<string, number>();
  const cache = options.cache;
  const fail = (): BuildResult => ({ ok: false, diagnostics, pages: 0, timings, cpuTimings, sizes });

  let config: SiteConfig;
  try {
    const loadConfig = () => resolveConfig(options.root ?? process.cwd(), { out: options.out, spec: options.spec });
    config = await (cache ? cache.config(JSON.stringify([options.root, options.out, options.spec]), loadConfig) : loadConfig());
  } catch (e) {
    if (e instanceof DocgenError) { diagnostics.push(...e.diagnostics); return fail(); }
    throw e;
  }
  if (!options.writer) {
    const problem = checkOutDir(config) ?? checkEmptyOutDir(config, readOutDirContents(config.outDir), options.emptyOutDir);
    if (problem) { diagnostics.push(problem); return fail(); }
  }
  lap('config');

  const renderModulePromise = options.renderModule ? Promise.resolve(options.renderModule) : import('./render/index.js');
  const sources = loadSources(config.docsDir, config.pagesDir, { root: config.root, maxMarkdownFileSize: config.maxMarkdownFileSize });
  diagnostics.push(...sources.diagnostics);
  const contentProblem = checkContentDir(config);
  if (contentProblem) diagnostics.push(contentProblem);
  const content = collectContent(sources.files);
  diagnostics.push(...content.diagnostics);
  // Page components (content/pages/*.tsx) compile in esbuild's own process: started now, esbuild starts up beside
  // the spec and the Markdown, not after them (it took 29-51 ms there). Its plugin callbacks (react) run on this
  // thread, so the compile moves on whenever this thread awaits; the components stage waits for the rest.
  const componentPages = content.docs.filter((d) => d.kind === 'component');
  const componentList = componentPages.map((d) => ({ file: d.file, url: d.url }));
  const componentsLoading = renderModulePromise.then((renderModule) => {
    const loadComponents = () => renderModule.loadPageComponents(componentList);
    return cache ? cache.components(renderModule, componentList, loadComponents) : loadComponents();
  });
  componentsLoading.catch(() => undefined); // awaited at the components stage, which reports a failure
  lap('load');

  // The spec comes from other tools and runs through third-party parsers: whatever one of them throws on it is
  // reported against the spec (stack trace with --verbose), like any other problem of the input.
  const loadApi = () => loadApiStage(config).catch((e: unknown): ApiStage => ({
    files: [],
    diagnostics: [error('internal-error', `Cannot load the OpenAPI spec: ${(e as Error)?.message ?? e}`, {
      file: config.specFile, cause: e, hint: 'docgen did not expect this input: run with --verbose for the stack trace and report it with the spec.',
    })],
  }));
  // With a worker, the Markdown renders there while this thread loads the spec. Then the worker gets a copy of the
  // API model, so that both threads can render API pages.
  const markdown = worker?.renderMarkdown(content.docs, markdownSiteOptions(config));
  const shareApiPages = worker && config.specFile && (options.shareApiPages ?? isSharedSpecSize(config.specFile));
  if (shareApiPages) worker.loadConfig(options.root ?? process.cwd(), { out: options.out, spec: options.spec });
  const api = await (cache ? cache.api(config.specFile, loadApi) : loadApi());
  diagnostics.push(...api.diagnostics);
  if (shareApiPages && api.renderContext) worker.shareApi(api.renderContext.api);
  lap('spec');

  const renderModule = await renderModulePromise;
  // The worker is usually still on the Markdown: build the API pages' views meanwhile instead of waiting.
  // (Not when the worker renders API pages too: it would build its pages' views again.)
  if (markdown && !shareApiPages && api.renderContext && !hasErrors(diagnostics)) renderModule.prepareOperationViews(api.renderContext.api, markdown.busy);
  // When the worker writes the pages this thread renders, it may finish them too (render/pageParts.ts): this thread
  // leaves markers where the sidebars' active state and highlighted code go. Not in the views built above: those
  // were built while this thread waited for the Markdown anyway. Only while the worker keeps up (a backlog of at most
  // KEEPS_UP_BACKLOG pages), page by page: with all the code left to it (10,000 operations), the worker became the
  // slower thread (busy 32 s, this thread idle 10 s of 37); with all the sidebars (BetaSeries), this thread stopped
  // 250 ms before the worker. Balanced so, alternating 14 runs: BetaSeries 1,774 -> 1,574 ms wall, 2,965 -> 2,700 ms
  // CPU (a slow hour); 10,000 operations (2 runs) 39.3 -> 37.7 s, CPU 68.9 -> 64.0 s.
  const finishPagesInWorker = options.finishPagesInWorker ?? !shareApiPages;
  const partsNonce = worker && finishPagesInWorker && !shareApiPages && !cache && (!options.writer || options.writer instanceof FsWriter) ? newPartNonce() : undefined;
  if (partsNonce && api.renderContext) renderModule.deferHighlighting(api.renderContext.api, partsNonce, () => worker!.keepsUp());
  lap('views');

  // Neither the page components nor the site's assets need the Markdown: while the worker is still on it, this
  // thread gets them ready (BetaSeries: it waited 10-110 ms for the worker here, then took 20-45 ms for these).
  const loadedComponents = await componentsLoading;
  lap('components');
  const loadAssets = () => loadSiteAssets(config.mobileBreakpoint);
  const assets = await (cache ? cache.assets(config.mobileBreakpoint, loadAssets) : loadAssets());
  lap('assets');

  const rendered = markdown ? await markdown.finish() : (await import('./content/renderContent.js')).renderContent(content.docs, config);
  diagnostics.push(...rendered.diagnostics);
  diagnostics.push(...loadedComponents.diagnostics);
  for (const c of loadedComponents.components) {
    const doc = componentPages.find((d) => d.file === c.file)!;
    rendered.pages.push({ collection: doc.collection, kind: 'component', id: doc.id, dir: doc.dir, file: doc.file, url: doc.url, title: c.meta?.title ?? config.title, description: c.meta?.description, tags: [], headings: [] });
  }
  lap('markdown');

  const { graph, diagnostics: graphDiagnostics } = createRouteGraph({
    pages: rendered.pages, categories: content.categories, api: api.routes, sidebarConfig: config.sidebars, configFile: config.configFile,
  });
  diagnostics.push(...graphDiagnostics);
  lap('routes');
  // Link problems found in Markdown (a missing image, a missing .md file with the 'error' policy) do not stop the
  // build here: rendering and the link checker still run, so one build reports every broken link at once.
  if (hasErrors(diagnostics.filter((d) => !sourceLinkCodes.has(d.code)))) return fail();

  const site = siteData(config, graph, assets);
  // The sidebar this thread activated itself in the page being rendered (the worker gets where it is in the page).
  let activatedSidebar: { template: number; html: string } | undefined;
  const renderInput = {
    site, graph, content: rendered.html,
    components: new Map(loadedComponents.components.map((c) => [c.url, c.component!])),
    api: api.renderContext,
    deferredSidebars: partsNonce ? {
      nonce: partsNonce,
      onTemplate: (template: number, html: string) => worker!.addSidebarTemplate(template, html),
      when: () => worker!.keepsUp(),
      onActivated: (template: number, html: string) => { activatedSidebar ??= { template, html }; },
    } : undefined,
  };
  const renderPage = renderModule.createPageRenderer(renderInput);
  const renderCached = cache?.pageRenderer({ ...renderInput, renderModule }, renderPage);
  lap('assets'); // added to the assets' load above: the site's data and the page renderer

  let writer: Writer;
  try {
    writer = options.writer ?? new FsWriter(config.outDir);
  } catch (e) {
    diagnostics.push(writeFailed(e, config.outDir));
    return fail();
  }
  try {
    const staging = writer instanceof FsWriter ? writer.staging : undefined;
    const share = shareApiPages && staging ? startRenderShare(worker, graph, site, staging) : undefined;
    const problems: [number, Diagnostic][] = [];
    let lastYield = performance.now();
    let written = 0;
    let renderedPages = 0;
    const addProgress = (pages: number, bytes: number) => { written += bytes; renderedPages += pages; };
    const onWritten = (route: SinkRoute, bytes: number) => { sizes.set(route.outputPath, bytes); addProgress(1, bytes); };
    // Pages go to the worker (links read and files written there) unless it renders pages itself.
    const sink = worker && staging && !share ? worker.openPageSink(staging, onWritten, partsNonce, graph.routes.length) : createLocalPageSink((p, html) => writer.write(p, html), onWritten);
    const shared = share?.render(addProgress);
    // Awaited below unless the worker never started; a failure is then not this build's concern.
    shared?.catch(() => undefined);
    for (const index of share ? share.order() : graph.routes.keys()) {
      const route = graph.routes[index];
      // Rendering is synchronous: give the event loop a turn now and then, or a Ctrl-C/SIGTERM (and serve's abort)
      // would only be seen after the commit, and the interrupted build would replace out/ anyway.
      if (performance.now() - lastYield > 50) { await yieldToEventLoop(); lastYield = performance.now(); }
      if (options.signal?.aborted) throw new DocgenError(error('interrupted', 'The build was interrupted'));
      let html: string;
      let links: PageLinks | undefined;
      let bytes: number | undefined;
      activatedSidebar = undefined;
      try {
        if (renderCached) ({ html, links, bytes } = renderCached(route));
        else html = renderPage(route);
      } catch (e) {
        problems.push([index, renderFailed(e, route)]);
        continue;
      }
      // Where the sidebar is, when this thread activated it: the worker then reads only the rest of the page's links
      // (BetaSeries: half of the pages when the worker lags, half of each page's bytes).
      // (Set by the render above, through onActivated: TypeScript cannot see that.)
      const activated = activatedSidebar as { template: number; html: string } | undefined;
      const sidebarStart = activated ? html.indexOf(activated.html) : -1;
      const sidebar = activated && sidebarStart >= 0 ? { template: activated.template, start: sidebarStart, end: sidebarStart + activated.html.length } : undefined;
      // The sink measures the page (in the worker, when there is one: reading 20 MB of pages again here took 15 ms).
      await sink.add({ index, url: route.url, outputPath: route.outputPath, source: route.source, notFound: route.kind === 'not-found', sidebar }, html, links, bytes);
      checkSiteSize(written, renderedPages, graph);
    }
    const fromWorker = share?.closeUnstarted() ? undefined : await shared;
    if (fromWorker) {
      problems.push(...fromWorker.renderProblems);
      for (const [index, size] of fromWorker.sizes) sizes.set(graph.routes[index].outputPath, size);
    }
    // Problems in route order, whichever thread met them.
    diagnostics.push(...problems.sort((a, b) => a[0] - b[0]).map(([, d]) => d));
    lap('render');

    const files = new Map<string, string | Uint8Array>([
      [assets.css.path, assets.css.contents],
      [assets.js.path, assets.js.contents],
      ['/sitemap.xml', createSitemap(config, graph.routes)],
      ['/robots.txt', createRobots(config)],
    ]);
    for (const f of api.files) files.set('/' + f.outputPath, f.contents);
    // Read again through the same gate: an image may have changed (or gone) since the Markdown stage hashed it.
    const imageScope = createSiteScope([config.root]);
    for (const [source, publicPath] of rendered.assets) {
      const image = readSiteFile(source, imageScope);
      if ('refusal' in image) diagnostics.push(error('broken-image', `Image not found: ${source} ${image.refusal.message} any more (changed while the build ran?)`, { file: source, hint: 'Build again.' }));
      else files.set(publicPath, image.bytes);
    }
    for (const [p, contents] of files) {
      try { writer.write(p.slice(1), contents); } catch (e) { diagnostics.push(writeFailed(e, p.slice(1))); continue; }
      sizes.set(p.slice(1), typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength);
    }
    lap('write');

    diagnostics.push(...await sink.finish({
      files: [...files.keys()], baseUrl: config.baseUrl, sourceLinks: rendered.sourceLinks, severity: config.links.onBrokenLinks,
    }, fromWorker?.record));
    // The worker's sink and its share report page sizes late (the last ones with the link check): list them as a
    // one-thread build does.
    if (worker) orderSizes(sizes, graph);
    lap('links');

    if (hasErrors(diagnostics)) { writer.abort(); return { ...fail(), graph }; }
    await yieldToEventLoop();
    if (options.signal?.aborted) throw new DocgenError(error('interrupted', 'The build was interrupted'));
    writer.commit();
    lap('commit');
    const jsGzipBytes = gzipSync(assets.js.contents).byteLength + gzipSync(assets.headScript).byteLength;
    return { ok: true, diagnostics, pages: graph.routes.length, timings, cpuTimings, outDir: config.outDir, graph, sizes, jsGzipBytes, workerTimeline: worker && sinceProcessStart(worker.timeline()) };
  } catch (e) {
    // The worker may still be writing pages into the staging folder: stop it before removing the folder.
    await worker?.stop();
    writer.abort();
    if (e instanceof DocgenError) { diagnostics.push(...e.diagnostics); return fail(); }
    throw e;
  }
}

/** The worker's epoch times as ms since this process started (durations as they are). */
function sinceProcessStart(times: WorkerTimes): WorkerTimes {
  const since = (t?: number) => (t === undefined ? undefined : t - performance.timeOrigin);
  return { ready: since(times.ready), markdownStart: since(times.markdownStart), markdownEnd: since(times.markdownEnd), pagesDone: since(times.pagesDone), pagesBusy: times.pagesBusy, pagesTakenBack: times.pagesTakenBack };
}

// A safety net, not a policy: the BetaSeries site is about 20 MB. A site projected past this is almost always a
// sidebar of thousands of links repeated on every page (output grows with pages × links), and would fill the disk.
const maxSiteBytes = 4e9;

/** Stops the build with a clear error when the output, projected from the pages rendered so far, passes maxSiteBytes. */
function checkSiteSize(written: number, rendered: number, graph: RouteGraph): void {
  // Projected only after a few pages, so one big page early on does not decide for the whole site.
  const projected = rendered >= 25 ? (written / rendered) * graph.routes.length : written;
  if (projected <= maxSiteBytes) return;
  const countLinks = (items: SidebarItem[]): number => items.reduce((n, i) => n + 1 + (i.type === 'category' ? countLinks(i.items) : 0), 0);
  const [biggest, links] = Object.values(graph.sidebars).map((s) => [s.id, countLinks(s.items)] as const).sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  throw new DocgenError(error('site-too-large', `The site would be about ${formatSize(projected)} (${formatSize(written / rendered)} per page, ${graph.routes.length} pages): stopped before filling the disk`, {
    hint: links > 1000
      ? `The '${biggest}' sidebar has ${links} entries and every page of it carries them all: split the spec or the docs into smaller sites.`
      : 'Look for very large pages (huge examples or Markdown files) and split them.',
  }));
}

/** Zero-config on a folder without content/ still builds (home, 404, the API reference): say so, once, as a warning. */
function checkContentDir(config: SiteConfig): Diagnostic | undefined {
  let isDir = false;
  try { isDir = fs.statSync(config.contentDir).isDirectory(); } catch { /* missing */ }
  if (isDir) return undefined;
  const exists = fs.existsSync(config.contentDir);
  const what = config.specFile ? 'the home page, the 404 page and the API reference' : 'only a home page and a 404 page';
  return warning('no-content', `${exists ? 'The content folder is a file, not a folder' : 'No content folder'}: the site has ${what}`, {
    file: config.contentDir,
    hint: `Add Markdown under ${path.join(config.contentDir, 'docs')}/ (docs/intro.md becomes /docs/intro), or pass --root the folder that holds content/.`,
  });
}

/** Page sizes in route order, then the other files as written: the order of a one-thread build. */
function orderSizes(sizes: Map<string, number>, graph: RouteGraph): void {
  const pages = graph.routes.filter((r) => sizes.has(r.outputPath)).map((r) => [r.outputPath, sizes.get(r.outputPath)!] as const);
  const pagePaths = new Set(pages.map(([p]) => p));
  const files = [...sizes].filter(([p]) => !pagePaths.has(p));
  sizes.clear();
  for (const [p, n] of [...pages, ...files]) sizes.set(p, n);
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function siteData(config: SiteConfig, graph: RouteGraph, assets: Awaited<ReturnType<typeof loadSiteAssets>>): SiteData {
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    navbar: config.navbar,
    footer: config.footer,
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    toc: config.tableOfContents,
    locales: config.i18n.locales.map((l) => ({ code: l.code, label: l.label })),
    localePath: config.i18n.localePath,
    progressBarDelay: config.progressBarDelay,
    mobileBreakpoint: config.mobileBreakpoint,
    assets: { css: assets.css.path, js: assets.js.path, headScript: assets.headScript, favicon: config.favicon },
    sidebars: graph.sidebars,
  };
}

export { path };
