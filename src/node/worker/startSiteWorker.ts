// The build's side of its worker thread (see siteWorker.ts): Markdown rendered there, and a PageSink that posts
// pages to it, waiting when the worker falls behind so that pages never pile up in memory. Once the last page is
// posted, this thread takes back pages from the end of the worker's backlog, so that both threads drain it.
import { Worker } from 'node:worker_threads';
import type { ContentDoc } from '../content/collectContent.js';
import { mergeRenderedDocs, type MarkdownSiteOptions, type RenderedContent } from '../content/renderedContent.js';
import type { Diagnostic } from '../diagnostics.js';
import { createLocalPageSink, type LinkCheckRequest, type OnPageWritten, type PageSink, type SinkRecord, type SinkRoute } from '../output/pageSink.js';
import { renderFailed } from '../output/pageProblems.js';
import { FolderWriter } from '../output/writer.js';
import { toPortableApi } from '../openapi/portableApi.js';
import type { LoadedApi } from '../openapi/types.js';
import { siteWorkerOptions } from '../../../bin/loadCompiled.mjs';
import { createPageFinisher } from './pageFinisher.js';
import { BUILD_JOINS_MARKDOWN_AT, KEEPS_UP_BACKLOG, WINDOW, claimDocsWhileWorthIt, claimPostedPage, isWorkerMarkdownDone, markdownLeft, markdownCounterBytes, type FromWorker, type RenderShare, type ToWorker } from './siteWorkerProtocol.js';

export interface SiteWorker {
  /**
   * Starts rendering the Markdown docs in the worker. `finish` renders in the calling thread the docs the worker has
   * not started yet, then resolves to all of them.
   */
  renderMarkdown(docs: ContentDoc[], options: MarkdownSiteOptions): { busy(): boolean; finish(): Promise<RenderedContent> };
  /**
   * A sink writing into `folder` (an FsWriter's staging folder) from the worker; `onWritten` gets the pages' sizes as
   * they are written. With `partsNonce`, the worker first finishes the pages' parts (render/pageParts.ts). With
   * `pageCount` (at most that many pages will be added), this thread finishes and writes the pages at the end of
   * the worker's backlog itself, from the last one back, when the sink is finished.
   */
  openPageSink(folder: string, onWritten?: OnPageWritten, partsNonce?: string, pageCount?: number): PageSink;
  /** Hands the worker a sidebar template that the markers of the pages posted next name. */
  addSidebarTemplate(template: number, html: string): void;
  /** True while the worker has at most KEEPS_UP_BACKLOG pages left to write: it could take more work. */
  keepsUp(): boolean;
  /** Starts loading the config in the worker too (the same arguments as the build's), for renderShare(). */
  loadConfig(root: string, overrides: { out?: string; spec?: string }): void;
  /** Gives the worker a copy of the loaded API model, for renderShare(). */
  shareApi(api: LoadedApi): void;
  /**
   * The worker renders pages of the share (taking them from the shared counter, as the caller does) and writes
   * them; resolves to their links and problems. `onProgress` gets the bytes it wrote, as it goes.
   */
  renderShare(share: RenderShare, onProgress: (pages: number, bytes: number) => void): Promise<{ record: SinkRecord; renderProblems: [number, Diagnostic][]; sizes: [number, number][] }>;
  /** When the worker did what, as far as it has told (epoch ms; see BuildResult.workerTimeline). */
  timeline(): WorkerTimes;
  /** Stops the thread (after the build, or when it fails or is interrupted). */
  stop(): Promise<void>;
}

/**
 * The worker's side of a build's timeline, in ms: since the epoch from SiteWorker.timeline(), since the process started
 * in BuildResult.workerTimeline (build.ts converts); `pagesBusy` is a duration (its time on pages). `pagesTakenBack`
 * is a count: the pages at the end of its backlog that the build's thread finished and wrote instead.
 */
export interface WorkerTimes {
  ready?: number;
  markdownStart?: number;
  markdownEnd?: number;
  pagesDone?: number;
  pagesBusy?: number;
  pagesTakenBack?: number;
}

// From dist/ the worker is dist/worker.cjs, beside this bundle or chunk (it runs dist/docgen.cjs); from the sources
// (tests) it is the TypeScript file, loaded through tsx like the tests themselves.
const fromSources = import.meta.url.endsWith('.ts');
const entry = fromSources ? new URL('./siteWorker.ts', import.meta.url) : new URL('./worker.cjs', import.meta.url);

const running = new Set<SiteWorker>();

/** Stops every worker (a signal handler calls this before it removes the staging folders they write into). */
export async function stopSiteWorkers(): Promise<void> {
  await Promise.all([...running].map((w) => w.stop()));
}

let earlyWorker: Worker | undefined;

/**
 * Gives the next startSiteWorker() a thread already started on dist/worker.cjs: `docgen build` starts it before it
 * loads its own bundle (bin/docgen.js), so that the thread's start-up (about 80 ms) overlaps the main thread's.
 */
export function adoptEarlyWorker(worker: Worker): void {
  earlyWorker = worker;
}

/** Starts the worker thread (or takes the early one); it loads its modules while the caller goes on. */
export function startSiteWorker(): SiteWorker {
  const worker = earlyWorker ?? (fromSources
    ? new Worker(`import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); }).then((m) => m.runSiteWorker());`, { ...siteWorkerOptions, eval: true })
    : new Worker(entry, siteWorkerOptions));
  earlyWorker = undefined;
  worker.ref(); // started unreferenced: a command that ends before the build must not wait for it
  const waiting = new Map<FromWorker['type'], { resolve: (m: any) => void; reject: (e: Error) => void }>();
  let failure: Error | undefined;
  // Pages posted and not yet acknowledged, in order (the worker's backlog), and who wants their sizes.
  // Each page's HTML is kept until the worker claims it, for the pages this thread may take back (see takeBack).
  const unacknowledged: { route: SinkRoute; html?: string; seq: number }[] = [];
  let onWritten: OnPageWritten | undefined;
  let drained: (() => void) | undefined;
  let progress: ((pages: number, bytes: number) => void) | undefined;

  const fail = (e: Error) => {
    failure ??= e;
    for (const w of waiting.values()) w.reject(failure);
    waiting.clear();
    drained?.();
  };
  worker.on('error', fail);
  let stopped: Promise<void> | undefined;
  worker.on('exit', (code) => { if (!stopped) fail(new Error(`The build's worker thread stopped (exit code ${code})`)); });
  worker.on('message', (message: FromWorker) => {
    if (message.type === 'crashed') return fail(Object.assign(new Error(message.message), { stack: message.stack }));
    if (message.type === 'progress') { progress?.(message.pages, message.bytes); return; }
    if (message.type === 'ack') {
      for (const bytes of message.sizes) {
        const { route } = unacknowledged.shift()!;
        if (bytes >= 0) onWritten?.(route, bytes);
      }
      // Past the window, the build waits until half of it is written: resuming at KEEPS_UP_BACKLOG instead (the
      // threshold for leaving it more work) would leave the build's thread idle while the worker empties its backlog.
      if (unacknowledged.length <= WINDOW / 2) { drained?.(); drained = undefined; }
      return;
    }
    const w = waiting.get(message.type);
    waiting.delete(message.type);
    w?.resolve(message);
  });
  const times: WorkerTimes = {};
  // The sidebars posted to the worker, kept for the pages this thread takes back.
  const sidebarTemplates = new Map<number, string>();
  const post = (message: ToWorker) => worker.postMessage(message);
  const reply = <T extends FromWorker['type']>(type: T) => new Promise<Extract<FromWorker, { type: T }>>((resolve, reject) => {
    if (failure) return reject(failure);
    waiting.set(type, { resolve, reject });
  });

  const siteWorker: SiteWorker = {
    renderMarkdown(docs, options) {
      const answer = reply('markdown');
      const counter = new SharedArrayBuffer(markdownCounterBytes);
      const shared = new Int32Array(counter);
      post({ type: 'markdown', docs, options, counter });
      return {
        /** True while the worker is still rendering docs (read without a turn of the event loop). */
        busy: () => !isWorkerMarkdownDone(shared),
        async finish() {
          // The Markdown engine is loaded in this thread only when enough Markdown is left for it to pay (not on
          // BetaSeries, where this thread took the last doc or two and made the worker's last doc wait for its own).
          const sizes = docs.map((d) => (d.kind === 'markdown' ? d.body.length : 0));
          const here = markdownLeft(shared, sizes) >= BUILD_JOINS_MARKDOWN_AT ? (await import('../content/renderContent.js')).renderDocs(docs, options, claimDocsWhileWorthIt(shared, sizes)) : [];
          const { docs: theirs, times: { ready, start, end } } = await answer;
          Object.assign(times, { ready, markdownStart: start, markdownEnd: end });
          return mergeRenderedDocs([...here, ...theirs]);
        },
      };
    },
    loadConfig(root, overrides) {
      post({ type: 'load-config', root, overrides });
    },
    shareApi(api) {
      post({ type: 'share-api', api: toPortableApi(api) });
    },
    async renderShare(share, onProgress) {
      progress = onProgress;
      const answer = reply('share-rendered');
      post({ type: 'render-share', share });
      const { record, renderProblems, sizes } = await answer;
      return { record, renderProblems, sizes };
    },
    openPageSink(folder, written, partsNonce, pageCount) {
      onWritten = written;
      const claims = pageCount === undefined ? undefined : new SharedArrayBuffer(4 * pageCount);
      const claimed = claims && new Int32Array(claims);
      post({ type: 'open', folder, partsNonce, claims });
      let posted = 0;
      /**
       * Finishes and writes here pages from the end of the backlog, one at a time while the worker takes them from
       * the front, until the two meet; their record.
       */
      const takeBack = (): SinkRecord | undefined => {
        if (!claimed) return undefined;
        const out = new FolderWriter(folder);
        const local = createLocalPageSink((relPath, contents) => out.write(relPath, contents), onWritten);
        const finisher = createPageFinisher(partsNonce, sidebarTemplates, new Map());
        times.pagesTakenBack = 0;
        for (let i = unacknowledged.length - 1; i >= 0 && claimPostedPage(claimed, unacknowledged[i].seq, 'build'); i--) {
          times.pagesTakenBack++;
          const { route, html } = unacknowledged[i] as { route: SinkRoute; html: string };
          let page;
          try { page = finisher.finish(route, html); } catch (e) { local.reject(route, renderFailed(e, route)); continue; }
          local.add(route, page.html, page.links);
        }
        return times.pagesTakenBack ? local.record() : undefined;
      };
      return {
        async add(route, html) {
          if (failure) throw failure;
          if (claimed && posted >= claimed.length) throw new Error(`More pages than the ${claimed.length} the sink was opened for`);
          post({ type: 'page', route, html });
          if (claimed) {
            // Pages the worker has claimed are its own: their HTML is not needed here any more.
            for (const page of unacknowledged) {
              if (page.html === undefined) continue;
              if (Atomics.load(claimed, page.seq) === 0) break;
              page.html = undefined;
            }
          }
          unacknowledged.push({ route, html: claimed ? html : undefined, seq: posted++ });
          // Acknowledgements come in batches (ACK_EVERY); past the window, wait for the worker to catch up.
          if (unacknowledged.length > WINDOW) await new Promise<void>((resolve) => { drained = resolve; });
          if (failure) throw failure;
        },
        async finish(request: LinkCheckRequest): Promise<Diagnostic[]> {
          if (failure) throw failure;
          const more = takeBack();
          const answer = reply('finished');
          post({ type: 'finish', request, more });
          const { diagnostics, times: { pagesDone, pagesBusy } } = await answer;
          Object.assign(times, { pagesDone, pagesBusy });
          return diagnostics;
        },
      };
    },
    addSidebarTemplate(template, html) {
      sidebarTemplates.set(template, html);
      post({ type: 'sidebar-template', template, html });
    },
    keepsUp: () => unacknowledged.length <= KEEPS_UP_BACKLOG,
    timeline: () => ({ ...times }),
    stop() {
      running.delete(siteWorker);
      stopped ??= worker.terminate().then(() => undefined);
      return stopped;
    },
  };
  running.add(siteWorker);
  return siteWorker;
}

