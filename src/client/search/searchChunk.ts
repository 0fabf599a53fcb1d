// The search script, loaded on the reader's first use of a search box (see ../searchBox.ts): a combobox over the
// index (the ARIA combobox pattern with a listbox popup: arrow keys move through the results, Enter opens one,
// Escape closes the list, the input keeps the focus and names the active result with aria-activedescendant; the
// number of results is announced). On /search the list is part of the page and shows more results.
import { querySearchIndex, type SearchHit } from '../../shared/search/querySearchIndex.js';
import { loadIndex, type Index } from './loadSearchIndex.js';
import { renderHit } from './renderHit.js';

interface Options { indexes: string[]; base: string; page: boolean }

let boxes = 0;

/** Wires a search box to the index; resolves once the first index is loaded and the box answers. */
export async function attachSearch(box: HTMLElement, input: HTMLInputElement, options: Options): Promise<void> {
  let index = await loadIndex(options.indexes[0]);
  const id = `dg-search-${++boxes}`;
  const panel = document.createElement('div');
  panel.className = 'dg-search__panel';
  panel.hidden = true;
  // A long list scrolls: the panel takes the focus of a reader who tabs to it, so that the keyboard scrolls it too
  // (the input keeps the focus while arrows move through the results).
  panel.tabIndex = 0;
  const status = document.createElement('p');
  status.className = 'dg-search__status';
  status.setAttribute('role', 'status');
  const list = document.createElement('ul');
  list.className = 'dg-search__results';
  list.id = `${id}-results`;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', 'Search results');
  panel.append(status, list);
  box.append(panel);
  input.setAttribute('aria-controls', list.id);

  let hits: { href: string; option: HTMLElement }[] = [];
  let active = -1;
  let fullIndex: string | undefined = options.indexes[1];

  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    input.setAttribute('aria-expanded', String(open && hits.length > 0));
    if (!open) setActive(-1);
  };
  const setActive = (i: number) => {
    hits[active]?.option.setAttribute('aria-selected', 'false');
    active = i;
    const hit = hits[i];
    if (!hit) { input.removeAttribute('aria-activedescendant'); return; }
    hit.option.setAttribute('aria-selected', 'true');
    input.setAttribute('aria-activedescendant', hit.option.id);
    hit.option.scrollIntoView({ block: 'nearest' });
  };
  const go = (href: string) => {
    // A real link click, so that the site's own navigation (soft navigation, hash scrolling) takes it.
    const link = document.createElement('a');
    link.href = href;
    link.hidden = true;
    box.append(link);
    setOpen(false);
    link.click();
    link.remove();
  };

  const update = () => {
    const query = input.value.trim();
    if (options.page) history.replaceState(history.state, '', query ? `?q=${encodeURIComponent(query)}` : location.pathname);
    if (!query) {
      hits = [];
      list.replaceChildren();
      status.textContent = '';
      setOpen(false);
      return;
    }
    const limit = options.page ? 50 : 8;
    const { hits: shown, total } = querySearchIndex(index, query, limit);
    hits = shown.map((hit, i) => ({ href: options.base + (hit.reason?.url ?? hit.url), option: renderHit(hit, `${id}-${i}`, options.base) }));
    if (!options.page && total > limit) {
      const all = document.createElement('li');
      all.className = 'dg-search__option dg-search__all';
      all.id = `${id}-all`;
      all.setAttribute('role', 'option');
      all.textContent = `See all ${total} results`;
      hits.push({ href: `${options.base}/search?q=${encodeURIComponent(query)}`, option: all });
    }
    active = -1;
    input.removeAttribute('aria-activedescendant');
    list.replaceChildren(...hits.map((h) => h.option));
    status.textContent = total === 0 ? `No results for “${query}”` : total > shown.length ? `${total} results, the first ${shown.length} shown` : `${total} result${total === 1 ? '' : 's'}`;
    setOpen(true);
    if (fullIndex) loadFull(fullIndex);
  };

  // The full index of a large site: fetched once the first results show, then queried instead.
  const loadFull = (url: string) => {
    fullIndex = undefined;
    loadIndex(url).then((full) => {
      index = full;
      if (input.isConnected && input.value.trim()) update();
    }, (error) => console.error('docgen: search index', error));
  };

  input.addEventListener('input', update);
  input.addEventListener('focus', () => { if (input.value.trim()) update(); });
  input.addEventListener('keydown', (event) => {
    const n = hits.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!n) return;
      event.preventDefault();
      if (panel.hidden) setOpen(true);
      setActive(event.key === 'ArrowDown' ? (active + 1) % n : (active - 1 + n) % n);
    } else if (event.key === 'Enter') {
      const hit = hits[active] ?? hits[0];
      if (!hit || (panel.hidden && !options.page)) return;
      event.preventDefault();
      go(hit.href);
    } else if (event.key === 'Escape') {
      if (!panel.hidden && !options.page) { event.preventDefault(); setOpen(false); }
      else if (input.value) { event.preventDefault(); input.value = ''; update(); }
    }
  });
  // The option under the pointer is chosen on click; pressing does not take the focus from the input.
  list.addEventListener('mousedown', (event) => event.preventDefault());
  list.addEventListener('click', (event) => {
    const option = (event.target as Element).closest('[role="option"]');
    const hit = hits.find((h) => h.option === option);
    if (hit) go(hit.href);
  });
  box.addEventListener('focusout', (event) => {
    if (!options.page && !box.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  if (input.value.trim()) update();
}
