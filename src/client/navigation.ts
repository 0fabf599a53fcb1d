// Soft navigation: a click on a link to another page of the site fetches that page (from the preload cache when it
// is there), swaps it in, updates history and moves focus to the main content. Back/forward do the same and restore
// the scroll position. Hash links on the same page are left to the browser, which scrolls.
import { pageKey, pageUrlOf } from './pageLinks.js';
import { FullLoad, fetchPage } from './fetchPage.js';
import { cachedPage, rememberPage } from './preload.js';
import { swapPage } from './swapPage.js';
import { runPageHooks } from './pageHooks.js';
import { showCrash, showLoadError, startLoading } from './loadingUi.js';
import { announce } from './announcer.js';
import { entryKey, initScrollMemory, pushEntry, savedScroll, scrollToPlace } from './scrollMemory.js';

/** The page whose content is on screen ('' while an error box replaces it). */
let shown = pageKey(location);
let latest = 0;

/** Loads url and swaps it in. push: a new history entry; fresh: skip the preload cache (Retry). */
async function navigate(url: string, push: boolean, fresh = false): Promise<void> {
  const id = ++latest;
  const stopLoading = startLoading();
  let html: string;
  try {
    const preloaded = fresh ? undefined : cachedPage(url);
    // A preload that failed is not retried in place: the browser loads the page itself.
    html = preloaded ? await preloaded.catch((error) => { throw new FullLoad(String(error)); }) : await fetchPage(url);
  } catch (error) {
    stopLoading();
    if (id !== latest) return;
    if (error instanceof FullLoad) { location.assign(url); return; }
    if (push) pushEntry(url);
    shown = '';
    showLoadError(error, () => { void navigate(location.href, false, true); });
    return;
  }
  stopLoading();
  if (id !== latest) return;
  try {
    const y = push ? undefined : savedScroll();
    if (push) pushEntry(url);
    if (!swapPage(html)) { location.reload(); return; }
    shown = pageKey(location);
    rememberPage(url, html);
    runPageHooks();
    scrollToPlace(location.hash, y);
    document.getElementById('main')?.focus({ preventScroll: true });
    announce(document.title);
  } catch (error) {
    showCrash(error);
  }
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = pageUrlOf((event.target as Element).closest?.('a[href]') ?? null);
  if (!url) return;
  if (pageKey(url) === shown) {
    if (url.hash) return; // the browser scrolls to the anchor and adds the history entry
    event.preventDefault();
    if (url.href !== location.href) pushEntry(url.href);
    scrollTo(0, 0);
    return;
  }
  event.preventDefault();
  void navigate(url.href, true);
}

function onPopState(): void {
  entryKey();
  if (pageKey(location) === shown) {
    // Same page: a hash entry or the drawer's entry. Only the scroll position changes.
    scrollToPlace(location.hash, savedScroll());
    return;
  }
  void navigate(location.href, false);
}

/** Takes over internal link clicks and back/forward. */
export function initNavigation(): void {
  initScrollMemory();
  document.addEventListener('click', onClick);
  addEventListener('popstate', onPopState);
}
