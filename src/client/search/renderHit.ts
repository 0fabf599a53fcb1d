// One result as an option of the listbox: its title (with the method of an operation), where it is (path, or the
// page of a section) and why it matched ("parameter thetvdb_id").
import type { SearchHit } from '../../shared/search/querySearchIndex.js';

const KIND_LABELS: Record<string, string> = { guide: 'Guide', section: 'Section', api: 'API', schema: 'Schema', webhook: 'Webhook', operation: 'Operation' };

function span(className: string, text?: string): HTMLElement {
  const el = document.createElement('span');
  el.className = className;
  if (text) el.textContent = text;
  return el;
}

/** The option element of a hit. */
export function renderHit(hit: SearchHit, id: string, base: string): HTMLElement {
  const option = document.createElement('li');
  option.className = 'dg-search__option';
  option.id = id;
  option.setAttribute('role', 'option');
  option.setAttribute('aria-selected', 'false');
  option.setAttribute('data-href', base + (hit.reason?.url ?? hit.url));
  const title = span('dg-search__title');
  if (hit.method) title.append(span(`dg-search__method dg-search__method--${hit.method}`, hit.method.toUpperCase()), ' ');
  title.append(hit.title);
  const meta = span('dg-search__meta', hit.kind === 'operation' ? hit.path?.replace(/^\S+ /, '') : hit.kind === 'section' ? `${hit.page} ›` : KIND_LABELS[hit.kind]);
  if (hit.reason) {
    const code = document.createElement('code');
    code.textContent = hit.reason.name;
    meta.append(` · ${hit.reason.label} `, code);
  }
  option.append(title, meta);
  return option;
}
