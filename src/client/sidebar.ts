// Sidebar: categories keep their open/closed state while the reader moves between pages (per tab, in
// sessionStorage), and on wide screens the whole sidebar can be hidden (remembered in localStorage; the head script
// applies it before first paint).
import { onPage } from './pageHooks.js';
import { readStore, writeStore } from './storage.js';

const CATEGORIES = 'docgen.sidebar.categories';
const HIDDEN = 'docgen.sidebar.hidden';
const root = document.documentElement;

function readCategories(): Record<string, boolean> {
  try { return JSON.parse(readStore(CATEGORIES, 'sessionStorage') ?? '{}') as Record<string, boolean>; } catch { return {}; }
}

/** Applies the remembered states; a category holding the current page stays open. */
function restoreCategories(): void {
  const state = readCategories();
  for (const details of document.querySelectorAll<HTMLDetailsElement>('details[data-dg-category]')) {
    const open = state[details.getAttribute('data-dg-category')!];
    if (open === undefined || (!open && details.querySelector('[aria-current="page"]'))) continue;
    details.open = open;
  }
}

function labelHideButtons(): void {
  const hidden = root.hasAttribute('data-sidebar-hidden');
  for (const button of document.querySelectorAll('[data-dg-sidebar-toggle]')) {
    const label = hidden ? 'Show the sidebar' : 'Hide the sidebar';
    button.setAttribute('aria-label', label);
    button.setAttribute('title', label);
    button.setAttribute('aria-expanded', String(!hidden));
  }
}

/**
 * Scrolls the sidebar (not the page) so that the current page's entry shows, when it is out of view: a long API
 * sidebar would otherwise hide it below the fold. The HTML marks the entry (aria-current) without this.
 */
function revealCurrent(): void {
  const nav = document.querySelector<HTMLElement>('.dg-sidebar__nav');
  const link = nav?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!nav || !link || nav.clientHeight === 0) return;
  const box = nav.getBoundingClientRect();
  const at = link.getBoundingClientRect();
  if (at.top >= box.top && at.bottom <= box.bottom) return;
  nav.scrollTop += at.top - box.top - nav.clientHeight / 3;
}

/** Wires category memory, the hide/show button, and shows the current entry. */
export function initSidebar(): void {
  onPage(() => { restoreCategories(); labelHideButtons(); revealCurrent(); });
  // 'toggle' does not bubble: listen in the capture phase.
  document.addEventListener('toggle', (event) => {
    const details = event.target;
    if (!(details instanceof HTMLDetailsElement) || !details.hasAttribute('data-dg-category')) return;
    const state = readCategories();
    state[details.getAttribute('data-dg-category')!] = details.open;
    writeStore(CATEGORIES, JSON.stringify(state), 'sessionStorage');
  }, true);
  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest?.('[data-dg-sidebar-toggle]')) return;
    const hidden = !root.hasAttribute('data-sidebar-hidden');
    root.toggleAttribute('data-sidebar-hidden', hidden);
    writeStore(HIDDEN, String(hidden));
    labelHideButtons();
  });
}
