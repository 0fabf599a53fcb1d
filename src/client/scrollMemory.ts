// Scroll positions per history entry, so back and forward return to where the reader was. Each entry gets a key in
// history.state; positions live in memory and in sessionStorage across full loads of the same tab.
import { readStore, writeStore } from './storage.js';
import { hashTarget } from './pageLinks.js';

const STORE = 'docgen.scroll';
let positions = new Map<string, number>();
let key = '';

const newKey = () => Math.random().toString(36).slice(2, 10);

/** The current entry's key, given to it when it has none (the first load, a hash link the browser followed). */
export function entryKey(): string {
  key = history.state?.dgKey ?? '';
  if (!key) {
    key = newKey();
    history.replaceState({ ...history.state, dgKey: key }, '');
  }
  return key;
}

/** Adds an entry for a new page (or replaces the drawer's entry, so back does not return to an open drawer). */
export function pushEntry(url: string): void {
  positions.set(key, scrollY);
  key = newKey();
  const state = { dgKey: key };
  if (history.state?.dgDrawer) history.replaceState(state, '', url);
  else history.pushState(state, '', url);
}

/** The remembered position of the current entry, if any. */
export function savedScroll(): number | undefined {
  return positions.get(key);
}

/** Scrolls to y (a remembered position), or to the hash's target, or to the top. */
export function scrollToPlace(hash: string, y?: number): void {
  const target = hashTarget(hash);
  // A property deep in a schema tree sits in closed <details>: open them, as the browser does for a page it loads.
  // Also before restoring y on back/forward: y was measured with them open, and the fresh HTML has them closed.
  for (let d = target?.closest('details'); d; d = d.parentElement?.closest('details') ?? null) d.open = true;
  if (y !== undefined) scrollTo(0, y);
  else if (target) target.scrollIntoView();
  else scrollTo(0, 0);
}

/** Takes over scroll restoration: the browser's would scroll before the new content is in place. */
export function initScrollMemory(): void {
  try { positions = new Map(JSON.parse(readStore(STORE, 'sessionStorage') ?? '[]')); } catch { /* start afresh */ }
  entryKey();
  const manual = () => { history.scrollRestoration = 'manual'; };
  manual();
  const y = positions.get(key);
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (y !== undefined && !location.hash && nav && nav.type !== 'navigate') scrollTo(0, y);
  addEventListener('scroll', () => { positions.set(key, scrollY); }, { passive: true });
  addEventListener('pagehide', () => {
    // A reload of this entry may then use the browser's own restoration, which also waits for late layout.
    history.scrollRestoration = 'auto';
    writeStore(STORE, JSON.stringify([...positions].slice(-50)), 'sessionStorage');
  });
  addEventListener('pageshow', (event) => { if (event.persisted) manual(); });
}
