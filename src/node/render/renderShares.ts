// Parallel rendering, in one simple form: a worker thread loads the same site (loadSiteParts, from the same inputs)
// and renders a static share of the routes (every `of`-th, from `index`), writing its pages into the build's staging
// folder; the build's thread renders the rest and checks every page's links. The search index, which every page
// names, is made once, by the build's thread, and sent with the order to render. No other shared state: the
// worker's result (its pages' links, sizes, problems and the Markdown twins of its API pages, written from the views
// it drew them from) comes back as one message, and if it fails or finds another route list, the build's thread
// renders its share itself. The pages are the same bytes either way (the same page function).
import crypto from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, parentPort, workerData } from 'node:worker_threads';
import { resolveConfig } from '../config.js';
import type { Diagnostic } from '../diagnostics.js';
import type { PageLinks } from '../links/collectPageLinks.js';
import { loadSiteParts, prepareSite } from '../loadSite.js';
import { apiTwinOf } from '../output/twins/apiTwins.js';
import type { SearchIndexFile } from '../search/createSearchIndex.js';
import { FolderWriter } from '../output/writer.js';
import { pageFiles } from '../output/pageFiles.js';
import { writeFailed } from '../output/pageProblems.js';
import { packageRoot } from '../packageRoot.js';
import type { RouteGraph } from '../routes/createRouteGraph.js';
import { noCache } from '../stageCache.js';

/** Which routes a thread renders: those whose index is `index` modulo `of`. */
export interface PageShare { index: number; of: number }

export interface ShareResult {
  pages: { index: number; links: PageLinks }[];
  sizes: [relPath: string, bytes: number][];
  problems: Diagnostic[];
  /** The Markdown twins of the operation and schema pages of the share, by route URL. */
  twins: [url: string, twin: string][];
}

export interface ShareWorker {
  /** Renders the share into `staging` when the worker built the same routes; undefined when it could not. */
  render(staging: string, graph: RouteGraph, search: SearchIndexFile[]): Promise<ShareResult | undefined>;
  stop(): Promise<void>;
}

const running = new Set<Worker>();

/** Stops every share worker (before a signal handler removes the staging folder they write into). */
export async function stopShareWorkers(): Promise<void> {
  await Promise.all([...running].map((w) => w.terminate()));
}

// The worker's program: load the bundle as bin/docgen.js does, then run its side (runShareWorker, below).
const workerSource = `
const { workerData } = require('node:worker_threads');
import(workerData.loader).then(({ loadCompiled }) => loadCompiled(workerData.bundle, { cache: 'use' }).exports.runShareWorker());
`;

/**
 * Starts a worker that loads the site of `request` now (beside this thread's own loading) and waits to be told where
 * to write its share. Needs the bundle (dist/docgen.cjs): the CLI's builds only.
 */
export function startShareWorker(request: { root?: string; out?: string; spec?: string; share: PageShare }): ShareWorker {
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: { loader: pathToFileURL(path.join(packageRoot, 'bin', 'loadCompiled.mjs')).href, bundle: path.join(packageRoot, 'dist', 'docgen.cjs'), request },
  });
  running.add(worker);
  // Not what keeps the process alive until the build waits for it (render() refs it): a build that stops early ends.
  worker.unref();
  const ended = new Promise<void>((resolve) => worker.once('exit', () => { running.delete(worker); resolve(); }));
  worker.on('error', () => undefined); // a crash ends it: `ended` settles, render() falls back
  const message = (type: string) => new Promise<any>((resolve) => {
    const onMessage = (m: { type: string }) => { if (m.type === type) { worker.off('message', onMessage); resolve(m); } };
    worker.on('message', onMessage);
    void ended.then(() => resolve(undefined));
  });
  const ready = message('ready');
  return {
    async render(staging, graph, search) {
      worker.ref();
      const loaded: { routes?: string } | undefined = await ready;
      if (loaded?.routes !== fingerprint(graph)) { void worker.terminate(); return undefined; }
      const done = message('done');
      worker.postMessage({ type: 'go', staging, search });
      return (await done)?.result;
    },
    async stop() { await worker.terminate(); },
  };
}

/** The worker's side: load the site, tell the routes, render the share when told to, post the result. */
export async function runShareWorker(): Promise<void> {
  const { request } = workerData as { request: { root?: string; out?: string; spec?: string; share: PageShare } };
  const config = await resolveConfig(request.root ?? process.cwd(), { out: request.out, spec: request.spec });
  const renderModule = await import('./index.js');
  const parts = await loadSiteParts(config, renderModule, noCache, () => undefined);
  const go = new Promise<{ staging: string; search: SearchIndexFile[] }>((resolve) => parentPort!.once('message', resolve));
  parentPort!.postMessage({ type: 'ready', routes: parts.ready ? fingerprint(parts.graph) : undefined });
  if (!parts.ready) return;
  const { staging, search } = await go;
  const site = await prepareSite(parts, renderModule, noCache, { search });
  const writer = new FolderWriter(staging);
  const result: ShareResult = { pages: [], sizes: [], problems: [], twins: [] };
  const api = site.api.renderContext?.api;
  const indexOf = new Map(site.graph.routes.map((r, i) => [r.url, i]));
  for (const file of pageFiles({ ...site, share: request.share }, (p) => result.problems.push(p))) {
    const relPath = file.path.slice(1);
    try { writer.write(relPath, file.contents); } catch (e) { result.problems.push(writeFailed(e, relPath, file.page?.route.source)); continue; }
    result.sizes.push([relPath, file.bytes!]);
    if (!file.page) continue;
    const { route } = file.page;
    if (route.kind !== 'not-found') result.pages.push({ index: indexOf.get(route.url)!, links: file.page.rendered.links });
    const twin = api && config.llms.enabled ? apiTwinOf(config, api, route) : undefined;
    if (twin !== undefined) result.twins.push([route.url, twin]);
  }
  for (const { relPath, error } of await writer.finish()) result.problems.push(writeFailed(error, relPath));
  // Causes cross as their message and stack: what a message can carry.
  result.problems = result.problems.map((d) => (d.cause === undefined ? d : { ...d, cause: Object.assign(new Error((d.cause as Error)?.message ?? String(d.cause)), { stack: (d.cause as Error)?.stack }) }));
  parentPort!.postMessage({ type: 'done', result });
}

/** The route list in short: both threads must render from the same one. */
function fingerprint(graph: RouteGraph): string {
  return crypto.createHash('sha256').update(graph.routes.map((r) => `${r.url}\0${r.outputPath}`).join('\n')).digest('hex');
}
