// Preloading: an internal link's page is fetched when the link is hovered or touched, and (at low priority, two at
// a time) when it scrolls into view, so that a click usually swaps the page in at once. Nothing is preloaded when the
// reader saves data or is on a 2g connection. A failed preload is kept: navigating to it does a full page load.
import { onPage } from './pageHooks.js';
import { pageKey, pageUrlOf } from './pageLinks.js';
import { fetchPage } from './fetchPage.js';

const cache = new Map<string, Promise<string>>();
const MAX_CACHED = 40;
const queue: string[] = [];
let running = 0;
let observer: IntersectionObserver | undefined;

/** True when the connection asks us not to spend data. */
export function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return !!connection && (!!connection.saveData || /2g/.test(connection.effectiveType ?? ''));
}

/** The cached (or pending) page for this URL without its hash, if any. */
export function cachedPage(url: string): Promise<string> | undefined {
  return cache.get(url.split('#')[0]);
}

/** Stores a page fetched by the navigation itself, for a later back/forward. */
export function rememberPage(url: string, html: string): void {
  store(url.split('#')[0], Promise.resolve(html));
}

function store(key: string, page: Promise<string>): void {
  cache.delete(key);
  cache.set(key, page);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
}

/** Starts fetching a page unless it is cached or the connection is slow; returns the pending page. */
export function preload(url: string, lowPriority = false): Promise<string> | undefined {
  const key = url.split('#')[0];
  if (cache.has(key) || isSlowConnection()) return cache.get(key);
  const page = fetchPage(key, lowPriority);
  page.catch(() => { /* acted on when the reader navigates there */ });
  store(key, page);
  return page;
}

function pump(): void {
  while (running < 2 && queue.length) {
    const page = preload(queue.shift()!, true);
    if (!page) continue;
    running++;
    page.catch(() => undefined).finally(() => { running--; pump(); });
  }
}

/** The link's page, if it is one worth preloading (not the page being read). */
function preloadable(link: Element | null): string | null {
  const url = pageUrlOf(link);
  return url && pageKey(url) !== pageKey(location) ? url.href : null;
}

function observeLinks(): void {
  observer?.disconnect();
  queue.length = 0;
  if (isSlowConnection() || !('IntersectionObserver' in window)) return;
  observer = new IntersectionObserver((seen) => {
    for (const entry of seen) {
      if (!entry.isIntersecting) continue;
      observer!.unobserve(entry.target);
      const url = preloadable(entry.target);
      if (url) queue.push(url);
    }
    pump();
  });
  for (const link of document.querySelectorAll('[data-dg-app] a[href]')) if (preloadable(link)) observer.observe(link);
}

/** Wires hover/touch preloading and watches the links of every page. */
export function initPreload(): void {
  const onPointer = (event: Event) => {
    const url = preloadable((event.target as Element).closest?.('a[href]') ?? null);
    if (url) preload(url);
  };
  document.addEventListener('mouseover', onPointer, { passive: true });
  document.addEventListener('touchstart', onPointer, { passive: true });
  onPage(observeLinks);
}
