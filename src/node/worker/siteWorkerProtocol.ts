// Messages between a build and its worker thread (see siteWorker.ts). Plain data only: they are structured-cloned.
import type { Diagnostic } from '../diagnostics.js';
import type { ContentDoc } from '../content/collectContent.js';
import type { MarkdownSiteOptions, RenderedDoc } from '../content/renderedContent.js';
import type { LinkCheckRequest, SinkRecord, SinkRoute } from '../output/pageSink.js';
import type { RouteGraph } from '../routes/createRouteGraph.js';
import type { SiteData } from '../../../templates/SiteContext.js';
import type { PortableApi } from '../openapi/portableApi.js';

export type ToWorker =
  | { type: 'markdown'; docs: ContentDoc[]; options: MarkdownSiteOptions; counter: SharedArrayBuffer }
  | { type: 'load-config'; root: string; overrides: { out?: string; spec?: string } }
  | { type: 'share-api'; api: PortableApi }
  | { type: 'render-share'; share: RenderShare }
  /**
   * `partsNonce`: the pages carry parts for the worker to finish (render/pageParts.ts), with this build's markers.
   * `claims`: one Int32 per page to be posted, by posting order: whichever thread claims a page first finishes and
   * writes it (claimPostedPage); without it, the worker takes every page.
   */
  | { type: 'open'; folder: string; partsNonce?: string; claims?: SharedArrayBuffer }
  /** A sidebar rendered once, for the markers of the pages that follow (render/sidebarHtml.tsx). */
  | { type: 'sidebar-template'; template: number; html: string }
  | { type: 'page'; route: SinkRoute; html: string }
  /** `more`: the pages the build's thread took back from the backlog (their links and problems), checked with the worker's. */
  | { type: 'finish'; request: LinkCheckRequest; more?: SinkRecord };

export type FromWorker =
  /** `times`: when the worker was ready and rendered its docs (epoch ms: the threads have different time origins). */
  | { type: 'markdown'; docs: RenderedDoc[]; times: { ready: number; start: number; end: number } }
  /** `sizes`: the UTF-8 bytes of each page acknowledged, in the order they were posted; -1 for a page not written. */
  | { type: 'ack'; sizes: number[] }
  | { type: 'progress'; pages: number; bytes: number }
  | { type: 'share-rendered'; record: SinkRecord; renderProblems: [index: number, problem: Diagnostic][]; sizes: [index: number, bytes: number][] }
  /** `times`: when the last page was written (epoch ms) and the time spent on pages (finishing, links, writes). */
  | { type: 'finished'; diagnostics: Diagnostic[]; times: { pagesDone: number; pagesBusy: number } }
  | { type: 'crashed'; message: string; stack?: string };

/** The time now in ms since the epoch, comparable between threads (performance.now() counts from each thread's start). */
export const epochNow = (): number => performance.timeOrigin + performance.now();

/** API pages for both threads to render: each takes the next CLAIM_SIZE of `routes` from the shared counter. */
export interface RenderShare {
  /** The site without its functions (they cannot be posted): the worker takes them from its own copy of the config. */
  site: Omit<SiteData, 'localePath'>;
  graph: RouteGraph;
  /** Indexes into graph.routes, in order. */
  routes: number[];
  /** Two Int32s: the position in `routes` of the next unclaimed page; the worker's state (see openShare). */
  counter: SharedArrayBuffer;
  /** The staging folder to write into. */
  folder: string;
}

/** The worker acknowledges pages in batches of this size; the build waits when more than WINDOW are unacknowledged. */
export const ACK_EVERY = 4;
export const WINDOW = 64;
/**
 * The worker keeps up while at most this many pages wait for it: the build's thread then leaves it the parts of the
 * next page to finish (render/pageParts.ts). Small, so that the worker's backlog is small when the last page is
 * rendered: with half the window (32, acknowledged by 16), the BetaSeries build's thread stopped 250 ms before its
 * worker did, so finishing pages did not pay there. Acknowledgements by 4 keep the count this close to the truth.
 */
export const KEEPS_UP_BACKLOG = 8;
/**
 * Claims the page posted `seq`-th (from 0) for the worker or for the build's thread; false when the other has it.
 * The worker claims pages in the order they come, the build's thread from the last one back, once it has rendered
 * every page: the first page it cannot claim is the worker's, and so is every page before it.
 */
export function claimPostedPage(claims: Int32Array, seq: number, by: 'worker' | 'build'): boolean {
  return Atomics.compareExchange(claims, seq, 0, by === 'worker' ? 1 : 2) === 0;
}

/** Pages taken at a time from a shared share: small enough that both threads finish together. */
export const CLAIM_SIZE = 4;

/** Claims the next pages of a share; undefined when none is left. */
export function claimPages(counter: Int32Array, total: number): [start: number, end: number] | undefined {
  const start = Atomics.add(counter, 0, CLAIM_SIZE);
  return start < total ? [start, Math.min(start + CLAIM_SIZE, total)] : undefined;
}

/**
 * The Markdown docs, one at a time, from a counter both threads take from: the worker from the start, the build's
 * thread once its spec is loaded and its views built (docs differ in size: neither thread waits on the other).
 */
export function* claimDocs(counter: Int32Array, total: number): Generator<number> {
  for (let i = Atomics.add(counter, 0, 1); i < total; i = Atomics.add(counter, 0, 1)) yield i;
}

/**
 * The build's thread joins the Markdown only while the docs nobody has claimed hold this many characters: its first
 * doc runs the Markdown engine cold there (BetaSeries: a 5 KB doc took 60 ms in that thread, 18 ms in the warm
 * worker), so for the last few docs it is sooner to wait for the worker.
 */
export const BUILD_JOINS_MARKDOWN_AT = 16_000;

/** Unclaimed characters of Markdown: `sizes` holds each doc's length (0 for a doc the Markdown engine does not render). */
export function markdownLeft(counter: Int32Array, sizes: number[]): number {
  let left = 0;
  for (let i = Atomics.load(counter, 0); i < sizes.length; i++) left += sizes[i];
  return left;
}

/** Like claimDocs, for the build's thread: stops once fewer than BUILD_JOINS_MARKDOWN_AT characters are unclaimed. */
export function* claimDocsWhileWorthIt(counter: Int32Array, sizes: number[]): Generator<number> {
  // The characters from each doc to the last, summed once (not once per claim: a site may have thousands of docs).
  const from = new Array<number>(sizes.length + 1).fill(0);
  for (let i = sizes.length - 1; i >= 0; i--) from[i] = from[i + 1] + sizes[i];
  while (from[Math.min(Atomics.load(counter, 0), sizes.length)] >= BUILD_JOINS_MARKDOWN_AT) {
    const i = Atomics.add(counter, 0, 1);
    if (i >= sizes.length) return;
    yield i;
  }
}

/** The second Int32 of the Markdown counter: 1 once the worker has rendered its last doc. */
const MARKDOWN_DONE = 1;
export const markdownCounterBytes = 8;

export function markWorkerMarkdownDone(counter: Int32Array): void {
  Atomics.store(counter, MARKDOWN_DONE, 1);
}

export function isWorkerMarkdownDone(counter: Int32Array): boolean {
  return Atomics.load(counter, MARKDOWN_DONE) === 1;
}

// The second Int32 of a share's counter: 0 before the worker starts (it may still be on the Markdown), 1 once it
// renders, -1 when the build's thread took every page first and closed the share, so it need not wait for the worker.
const STATE = 1;

/** The worker's side: true when it may render (the share was not closed before its spec was ready). */
export function openShare(counter: Int32Array): boolean {
  return Atomics.compareExchange(counter, STATE, 0, 1) === 0;
}

/** The build's side, after its last page: true when the worker never started (and now never will). */
export function closeShare(counter: Int32Array): boolean {
  return Atomics.compareExchange(counter, STATE, 0, -1) === 0;
}
