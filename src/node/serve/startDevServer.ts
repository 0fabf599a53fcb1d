// startDevServer: `docgen serve` as a library function. The same build() as `docgen build`, into a fresh
// MemoryWriter each time (no second renderer); the last good site is served from memory; a watcher feeds
// the rebuild queue; after each rebuild, only the pages whose HTML changed are told to reload.
import http from 'node:http';
import crypto from 'node:crypto';
import { build } from '../build.js';
import { resolveConfig, type SiteConfig } from '../config.js';
import { MemoryWriter } from '../output/writer.js';
import { formatDiagnostic, sortDiagnostics, error, type Diagnostic } from '../diagnostics.js';
import { createReloadChannel } from './createReloadChannel.js';
import { createRequestHandler, createUpgradeHandler, type ServedSite } from './createRequestHandler.js';
import { createRebuildQueue, type ChangeBatch } from './createRebuildQueue.js';
import { createRenderModuleBuilder, type RenderModule } from './buildRenderModule.js';
import { listChangedPages, pageChanged } from './diffSite.js';
import { decodeRequestPath } from './resolveRequestPath.js';
import { BuildCache } from './buildCache.js';
import { classifyChange, listWatchTargets, startWatcher, unchangedSpecs, type SiteWatcher, type WatchTargets } from './watchSite.js';
import { formatUrl, listenOnFreePort } from './listen.js';

export interface DevServerOptions {
  root: string;
  spec?: string;
  /** 0 picks any free port. Default 3000; a taken port moves on to the next free one. */
  port?: number;
  /** Address to bind (default 127.0.0.1). Given as a name, it is also answered as a Host, besides localhost and IP addresses. */
  host?: string;
  /** Quiet time after the last change before a rebuild starts. */
  debounceMs?: number;
  verbose?: boolean;
  /** Where progress lines go (default stdout) and where diagnostics go (default stderr). */
  log?: (line: string) => void;
  logError?: (line: string) => void;
  /** Aborting during start-up stops the first build early; startDevServer then rejects with an AbortError. */
  signal?: AbortSignal;
}

export interface RebuildReport {
  id: number;
  ok: boolean;
  /** Number of routes built. */
  pages: number;
  /** Files whose change started this build (empty for the first build). */
  files: string[];
  /** URLs of pages whose HTML changed. */
  changedPages: string[];
  /** Time spent in build() (and in recompiling templates, when one changed). */
  buildMs: number;
  /** From the first change seen by the watcher to the reload/error events being sent. */
  changeToEventMs?: number;
  timings: Record<string, number>;
  diagnostics: Diagnostic[];
}

export interface DevServer {
  url: string;
  port: number;
  first: RebuildReport;
  /** Calls `listener` after every rebuild; returns the unsubscribe function. */
  onRebuild(listener: (report: RebuildReport) => void): () => void;
  /** Resolves when no rebuild is waiting or running. */
  idle(): Promise<void>;
  /** Stops the watcher, ends the event streams, releases the port. */
  close(): Promise<void>;
}

/** Builds the site, serves it and watches its sources; resolves once it is listening and watching (touches disk and network). */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? ((l) => process.stdout.write(l + '\n'));
  const logError = options.logError ?? ((l) => process.stderr.write(l + '\n'));
  const cwd = process.cwd();
  const session = crypto.randomUUID();
  const listeners = new Set<(r: RebuildReport) => void>();
  const renderBuilder = createRenderModuleBuilder();
  const cache = new BuildCache();
  let renderModule: RenderModule | undefined;
  // A template that does not compile keeps failing every rebuild until it is fixed, even when the edit that
  // triggered the rebuild was elsewhere: the overlay must not go away while the templates are broken.
  let templateProblems: Diagnostic[] = [];
  let config = await tryResolveConfig(options, cache);
  let targets: WatchTargets = listWatchTargets(options.root, config);
  const site: ServedSite = { files: new Map(), baseUrl: config?.baseUrl ?? '/' };
  let buildId = 0;
  let closed = false;
  const printed = new Set<string>();

  const channel = createReloadChannel();
  const greeting = (): [string, unknown][] => [['hello', { session }], ...(site.errors ? [['build-error', { id: buildId, messages: site.errors }] as [string, unknown]] : [])];
  // --host is answered by name as well as by address: `--host mybox.local` must work from other machines.
  const server = http.createServer(createRequestHandler(() => site, channel, greeting, options.host));
  server.on('upgrade', createUpgradeHandler(channel, greeting, options.host));

  // Rebuilds wait until the first build is done and the server is up: the first build never overlaps another.
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => { markStarted = resolve; });
  const queue = createRebuildQueue(async (batch) => { await started; await rebuild(batch); }, options.debounceMs ?? 30);
  // The watcher scans while the first build runs: a change made during that build is queued, not lost.
  const watcherReady = startWatcher(targets.paths, (file) => queue.add(file), (e) => logError(`docgen serve: watcher error: ${e.message}`));
  const first = await runBuild({ files: [], signal: options.signal });
  const watcher: SiteWatcher = await watcherReady;
  let port: number;
  try {
    options.signal?.throwIfAborted();
    port = await listenOnFreePort(server, options.port ?? 3000, options.host ?? '127.0.0.1');
  } catch (e) {
    closed = true;
    markStarted();
    await queue.close();
    await watcher.close();
    renderBuilder.dispose();
    throw e;
  }
  markStarted();

  async function rebuild(batch: ChangeBatch): Promise<void> {
    if (closed) return;
    const files = [...batch.files];
    const kinds = new Set(files.map((f) => classifyChange(f, targets)));
    const startedAt = performance.now();
    // What the cache must forget; the render module's identity is part of every page's key already.
    if (kinds.has('config')) cache.invalidate('all');
    else if (kinds.has('spec')) cache.invalidate('config', unchangedSpecs(files.filter((f) => classifyChange(f, targets) === 'spec'), targets));
    if (kinds.has('other') || kinds.has('template')) cache.invalidate('components');
    if (kinds.has('style')) cache.invalidate('assets');
    if (kinds.has('config')) {
      config = await tryResolveConfig(options, cache);
      // Folders the new config no longer names stay watched: harmless, and a later edit may name them again.
      const next = listWatchTargets(options.root, config);
      const added = next.paths.filter((p) => !targets.paths.includes(p));
      if (added.length) watcher.add(added);
      targets = next;
    }
    if (kinds.has('template') && renderBuilder.available) {
      const compiled = await renderBuilder.build();
      if (compiled.module) renderModule = compiled.module;
      templateProblems = compiled.diagnostics;
    }
    await runBuild({ files, blockers: templateProblems, firstChangeAt: batch.firstChangeAt, startedAt });
  }

  /** One build() into a fresh MemoryWriter; on success swaps the served site and tells the changed pages. */
  async function runBuild(run: { files: string[]; blockers?: Diagnostic[]; firstChangeAt?: number; startedAt?: number; signal?: AbortSignal }): Promise<RebuildReport> {
    const { files, blockers = [], firstChangeAt, startedAt = performance.now(), signal } = run;
    const id = ++buildId;
    const writer = new MemoryWriter();
    let result: Awaited<ReturnType<typeof build>>;
    if (blockers.length) {
      result = { ok: false, diagnostics: blockers, pages: 0, timings: {}, sizes: new Map() };
    } else {
      try {
        result = await build({ root: options.root, spec: options.spec, writer, renderModule, cache, signal, fixedSearchIndexName: true });
      } catch (e) {
        result = { ok: false, diagnostics: [error('internal', `Internal error while building: ${(e as Error).message}`, { cause: e })], pages: 0, timings: {}, sizes: new Map() };
      }
    }
    const buildMs = performance.now() - startedAt;
    const report: RebuildReport = { id, ok: result.ok, pages: result.pages, files, changedPages: [], buildMs, timings: result.timings, diagnostics: result.diagnostics };
    if (closed || signal?.aborted) return report;
    printDiagnostics(result.diagnostics);
    if (result.ok) {
      const previous = site.files;
      const next = writer.files;
      report.changedPages = listChangedPages(previous, next);
      for (const client of channel.clients()) {
        const pathname = decodeRequestPath(client.page, site.baseUrl) ?? '/\0';
        if (pageChanged(pathname, previous, next)) client.send('reload', { id, changed: report.changedPages });
      }
      site.files = next;
      site.baseUrl = config?.baseUrl ?? site.baseUrl;
      site.errors = undefined;
      channel.broadcast('built', { id, changed: report.changedPages });
    } else {
      site.errors = sortDiagnostics(result.diagnostics.filter((d) => d.severity === 'error')).map((d) => formatDiagnostic(d, cwd));
      channel.broadcast('build-error', { id, messages: site.errors });
    }
    if (firstChangeAt !== undefined) report.changeToEventMs = performance.now() - firstChangeAt;
    if (id > 1) log(describeRebuild(report, options.root, !!options.verbose, cache.rendered));
    for (const listener of listeners) listener(report);
    return report;
  }

  function printDiagnostics(list: Diagnostic[]) {
    // Errors every time (they are the news); a warning once, not on every save.
    for (const d of sortDiagnostics(list)) {
      const text = formatDiagnostic(d, cwd, options.verbose);
      if (d.severity === 'warning') { if (printed.has(text)) continue; printed.add(text); }
      logError(text);
    }
  }

  return {
    url: formatUrl(options.host ?? '127.0.0.1', port, site.baseUrl),
    port,
    first,
    onRebuild(listener) { listeners.add(listener); return () => listeners.delete(listener); },
    idle: () => queue.idle(),
    async close() {
      if (closed) return;
      closed = true;
      // The order matters: no new builds, no new changes, then no connections, then the port.
      await queue.close();
      await watcher.close();
      channel.close();
      await new Promise<void>((resolve) => { server.close(() => resolve()); server.closeAllConnections(); });
      renderBuilder.dispose();
    },
  };
}

async function tryResolveConfig(options: DevServerOptions, cache: BuildCache): Promise<SiteConfig | undefined> {
  // A broken config is build()'s to report; here it only means "watch the default places". Through the cache
  // (same key as build() uses), so the build after this one does not compile the config again.
  const load = () => resolveConfig(options.root, { spec: options.spec });
  try { return await cache.config(JSON.stringify([options.root, undefined, options.spec]), load); } catch { return undefined; }
}

function describeRebuild(r: RebuildReport, root: string, verbose: boolean, rendered: string[]): string {
  const files = r.files.map((f) => (f.startsWith(root + '/') ? f.slice(root.length + 1) : f));
  const what = files.length > 3 ? `${files.slice(0, 3).join(', ')} and ${files.length - 3} more` : files.join(', ');
  const time = `${Math.round(r.buildMs)} ms${r.changeToEventMs !== undefined ? `, change to reload ${Math.round(r.changeToEventMs)} ms` : ''}`;
  const stages = !verbose ? '' : '\n    ' + Object.entries(r.timings).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')
    + (r.ok ? `; rendered ${rendered.length} page${rendered.length === 1 ? '' : 's'}, reused the others` : '');
  if (!r.ok) return `✗ ${what}: build failed (${time}); still serving the last good build${stages}`;
  const pages = r.changedPages.length === 0 ? 'no page changed' : r.changedPages.length <= 3 ? `updated ${r.changedPages.join(', ')}` : `${r.changedPages.length} pages changed`;
  return `✓ ${what}: ${pages} (${time})${stages}`;
}
