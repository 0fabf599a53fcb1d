// The build's second thread (dist/worker.cjs). A cold build has two independent halves before rendering: the
// Markdown and the spec. The worker takes the Markdown while the build's thread loads the spec and builds operation
// views (then renders docs the worker has not started, while enough are left: see claimDocsWhileWorthIt); then either
// - (most specs) it reads the links of the pages the build's thread renders and writes them ('open', 'page'), and
//   checks every link at the end ('finish'); it first finishes those left to it while it keeps up (their highlighted
//   code and sidebars: 'sidebar-template', and see render/pageParts.ts). Once the build's thread has rendered the last
//   page, it takes pages back from the end of this backlog ('open' claims) and sends their links with 'finish'; or
// - (a spec of 2 to 40 MB: 'share-api', then 'render-share') it receives a copy of the API model the build's thread
//   loaded, and renders API pages alongside it, both taking pages from one shared counter.
import { parentPort } from 'node:worker_threads';
import { renderDocs } from '../content/renderContent.js';
import { FolderWriter } from '../output/writer.js';
import { createLocalPageSink, type LocalPageSink, type SinkRoute } from '../output/pageSink.js';
import type { PageLinks } from '../links/collectPageLinks.js';
import { renderFailed } from '../output/pageProblems.js';
import { fromPortableApi } from '../openapi/portableApi.js';
import { createPageFinisher, type PageFinisher } from './pageFinisher.js';
import type { LoadedApi } from '../openapi/types.js';
import { resolveConfig, type SiteConfig } from '../config.js';
import type { Diagnostic } from '../diagnostics.js';
import { ACK_EVERY, claimDocs, claimPages, claimPostedPage, epochNow, markWorkerMarkdownDone, openShare, type FromWorker, type RenderShare, type ToWorker } from './siteWorkerProtocol.js';

const send = (message: FromWorker) => parentPort!.postMessage(message);
let sink: LocalPageSink | undefined;
// Sizes of the pages written since the last 'ack': measured here, so that the build's thread never reads a page again.
let unacknowledged: number[] = [];
let api: LoadedApi | undefined;
// Finishes the pages ('open' with a nonce) with the sidebars their markers name.
let finisher: PageFinisher | undefined;
const sidebarTemplates = new Map<number, string>();
// One copy of each link for the worker's sink and for the sidebars' links read by the finisher.
const linkStrings = new Map<string, string>();
// The pages the build's thread may take back (see claimPostedPage), and how many pages came so far.
let claims: Int32Array | undefined;
let pagesPosted = 0;
let config: Promise<SiteConfig> | undefined;
// For the build's timeline (BuildResult.workerTimeline): when this thread could start work, and its time on pages.
let readyAt = 0;
let pagesBusy = 0;

let hooks: SiteWorkerHooks = {};

export interface SiteWorkerHooks {
  /** Called when every page is written and every link checked, before the build's thread is told (code cache training). */
  beforeFinished?(): void;
}

/** Serves the build's thread: called once, by the thread's entry (dist/worker.cjs; from the sources, the script startSiteWorker.ts runs through tsx). */
export function runSiteWorker(withHooks: SiteWorkerHooks = {}): void {
  hooks = withHooks;
  readyAt = epochNow();
  parentPort!.on('message', onMessage);
}

async function onMessage(message: ToWorker): Promise<void> {
  try {
    switch (message.type) {
      case 'markdown': {
        const start = epochNow();
        const counter = new Int32Array(message.counter);
        const docs = renderDocs(message.docs, message.options, claimDocs(counter, message.docs.length));
        markWorkerMarkdownDone(counter);
        const times = { ready: readyAt, start, end: epochNow() };
        send({ type: 'markdown', docs: docs.map((d) => ({ ...d, diagnostics: portable(d.diagnostics) })), times });
        break;
      }
      case 'load-config':
        // The config is loaded here too, for what cannot be posted (functions such as i18n.localePath). Its errors
        // are the build thread's to report: it loads the same file.
        config = resolveConfig(message.root, message.overrides);
        config.catch(() => undefined);
        break;
      case 'share-api':
        api = fromPortableApi(message.api);
        break;
      case 'render-share':
        await renderShare(message.share);
        break;
      case 'open': {
        const folder = new FolderWriter(message.folder);
        sink = createLocalPageSink((relPath, contents) => folder.write(relPath, contents), (_, bytes) => unacknowledged.push(bytes), linkStrings);
        finisher = createPageFinisher(message.partsNonce, sidebarTemplates, linkStrings);
        claims = message.claims && new Int32Array(message.claims);
        pagesPosted = 0;
        break;
      }
      case 'sidebar-template':
        sidebarTemplates.set(message.template, message.html);
        break;
      case 'page': {
        const start = performance.now();
        const seq = pagesPosted++;
        // Not written here (-1): a page the build's thread took back, or one whose parts could not be finished.
        const page = !claims || claimPostedPage(claims, seq, 'worker') ? finished(message.route, message.html) : undefined;
        if (page === undefined) unacknowledged.push(-1);
        else sink!.add(message.route, page.html, page.links);
        if (unacknowledged.length === ACK_EVERY) acknowledge();
        pagesBusy += performance.now() - start;
        break;
      }
      case 'finish': {
        acknowledge();
        // Messages come in order: every page has been written by now.
        const times = { pagesDone: epochNow(), pagesBusy };
        const diagnostics = portable(await sink!.finish(message.request, message.more));
        hooks.beforeFinished?.();
        send({ type: 'finished', diagnostics, times });
        break;
      }
    }
  } catch (e) {
    send({ type: 'crashed', message: (e as Error)?.message ?? String(e), stack: (e as Error)?.stack });
  }
}

/** The page finished, with its links when known; undefined when finishing throws (reported as the build's thread reports a page that does not render). */
function finished(route: SinkRoute, html: string): { html: string; links?: PageLinks } | undefined {
  try {
    return finisher!.finish(route, html);
  } catch (e) {
    sink!.reject(route, renderFailed(e, route));
    return undefined;
  }
}

function acknowledge(): void {
  if (unacknowledged.length) send({ type: 'ack', sizes: unacknowledged });
  unacknowledged = [];
}

/** Renders, reads and writes API pages of the share until the shared counter runs out; sends what it collected. */
async function renderShare(share: RenderShare): Promise<void> {
  const [renderModule, { i18n }] = await Promise.all([import('../render/index.js'), config!]);
  const { graph } = share;
  const site = { ...share.site, localePath: i18n.localePath };
  const render = renderModule.createPageRenderer({ site, graph, content: new Map(), components: new Map(), api: { api: api! } });
  const folder = new FolderWriter(share.folder);
  const local = createLocalPageSink((relPath, contents) => folder.write(relPath, contents));
  const counter = new Int32Array(share.counter);
  const sizes: [number, number][] = [];
  const renderProblems: [number, Diagnostic][] = [];
  if (!openShare(counter)) return send({ type: 'share-rendered', record: { pages: [], problems: [] }, renderProblems, sizes });
  for (let claim = claimPages(counter, share.routes.length); claim; claim = claimPages(counter, share.routes.length)) {
    let bytes = 0;
    for (let i = claim[0]; i < claim[1]; i++) {
      const index = share.routes[i];
      const route = graph.routes[index];
      let html: string;
      try { html = render(route); } catch (e) { renderProblems.push([index, renderFailed(e, route)]); continue; }
      local.add({ index, url: route.url, outputPath: route.outputPath, source: route.source, notFound: false }, html);
      const size = Buffer.byteLength(html);
      sizes.push([index, size]);
      bytes += size;
    }
    send({ type: 'progress', pages: claim[1] - claim[0], bytes });
  }
  const record = local.record();
  const portableProblems = (list: [number, Diagnostic][]) => list.map(([i, d]): [number, Diagnostic] => [i, portable([d])[0]]);
  send({ type: 'share-rendered', record: { pages: record.pages, problems: portableProblems(record.problems) }, renderProblems: portableProblems(renderProblems), sizes });
}

/** A diagnostic's `cause` can be anything a library threw: keep its message and stack, which survive cloning. */
function portable(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.map((d) => {
    if (d.cause === undefined) return d;
    const cause = d.cause as Error;
    return { ...d, cause: Object.assign(new Error(cause?.message ?? String(cause)), { stack: cause?.stack }) };
  });
}
