// The search box: the navbar's link to /search becomes a search box, and /search gets one at the top. Nothing of
// search is fetched until the reader focuses or types into a box (or presses / or Ctrl-K): then the search script
// and its index load (search/searchChunk.ts), with a visible "Loading search…" if that takes more than 200 ms.
import { onPage } from './pageHooks.js';

interface SearchManifest { script: string; indexes: string[] }
interface SearchModule { attachSearch(box: HTMLElement, input: HTMLInputElement, options: { indexes: string[]; base: string; page: boolean }): Promise<void> }

const LOADING_DELAY_MS = 200;
let module: Promise<SearchModule> | undefined;

function createInput(page: boolean): HTMLInputElement {
  const input = document.createElement('input');
  input.type = 'search';
  input.className = 'dg-search__input';
  input.placeholder = page ? 'Search guides, operations, parameters…' : 'Search';
  input.autocomplete = 'off';
  input.spellcheck = false;
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-label', 'Search the documentation');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-keyshortcuts', '/ Control+K Meta+K');
  return input;
}

/** Loads the search script and attaches it to the box, once per box; shows a loading state after 200 ms. */
async function activate(box: HTMLElement, input: HTMLInputElement, manifest: SearchManifest, base: string, page: boolean): Promise<void> {
  if (box.hasAttribute('data-dg-search-state')) return;
  box.setAttribute('data-dg-search-state', 'loading');
  const status = document.createElement('p');
  status.className = 'dg-search__loading';
  status.setAttribute('role', 'status');
  box.append(status);
  const timer = setTimeout(() => { status.textContent = 'Loading search…'; }, LOADING_DELAY_MS);
  try {
    module ??= import(manifest.script) as Promise<SearchModule>;
    await (await module).attachSearch(box, input, { indexes: manifest.indexes, base, page });
    box.setAttribute('data-dg-search-state', 'ready');
    status.remove();
  } catch (error) {
    module = undefined; // a later focus tries again
    box.removeAttribute('data-dg-search-state');
    status.textContent = 'Search could not load. Try again, or use the index page.';
    console.error('docgen: search', error);
  } finally {
    clearTimeout(timer);
  }
}

function mount(box: HTMLElement, manifest: SearchManifest, base: string, page: boolean, replace?: Element): { input: HTMLInputElement; start: () => void } {
  const input = createInput(page);
  if (replace) replace.replaceWith(input);
  else box.prepend(input);
  const start = () => { void activate(box, input, manifest, base, page); };
  input.addEventListener('focus', start);
  input.addEventListener('input', start);
  return { input, start };
}

let pageInput: HTMLInputElement | undefined;
let navbarInput: HTMLInputElement | undefined;

function mountAll(): void {
  const link = document.querySelector<HTMLAnchorElement>('a[data-dg-search]');
  if (!link) { navbarInput = undefined; return; }
  const manifest = JSON.parse(link.getAttribute('data-dg-search')!) as SearchManifest;
  const base = link.getAttribute('href')!.replace(/\/search$/, '');
  navbarInput = mount(link.parentElement!, manifest, base, false, link).input;
  pageInput = undefined;
  const page = document.querySelector<HTMLElement>('[data-dg-search-page]');
  if (page) {
    page.hidden = false;
    const mounted = mount(page, manifest, base, true);
    pageInput = mounted.input;
    // /search?q=… shows its results at once; the focus stays where the page starts (the skip link comes first).
    pageInput.value = new URLSearchParams(location.search).get('q') ?? '';
    if (pageInput.value) mounted.start();
  }
}

function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

/** `/` (outside text fields) and Ctrl-K / ⌘-K put the focus in the search box. */
function onKeyDown(event: KeyboardEvent): void {
  const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target);
  const k = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
  const input = pageInput ?? navbarInput;
  if (!(slash || k) || !input) return;
  event.preventDefault();
  input.focus();
  input.select();
}

export function initSearchBox(): void {
  onPage(mountAll);
  document.addEventListener('keydown', onKeyDown);
}
