// Docs versions: the version a reader chooses (in the version menu or a banner) is remembered under Docusaurus's key,
// so a migrated site keeps its readers' choice; on pages outside the versioned docs, links to the docs then lead to
// that version. The menu's links keep the page's ?query#hash. Without JavaScript every link leads to the latest.
import { onPage } from './pageHooks.js';
import { readStore, writeStore } from './storage.js';

const KEY = 'docs-preferred-version-default';

/** The links of the version menu, to the same page in each version, carry this page's query and hash. */
function carryQueryAndHash(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-dg-same]')) {
    const base = (link.dataset.dgBase ??= link.getAttribute('href') ?? '');
    link.setAttribute('href', base + location.search + location.hash);
  }
}

/** Forgets a choice that is no longer a version; elsewhere than in the versioned docs, follows it. */
function followPreferred(): void {
  const app = document.querySelector<HTMLElement>('[data-dg-app]');
  const names = (app?.dataset.dgVersions ?? '').split(' ').filter(Boolean);
  const preferred = readStore(KEY);
  if (!app || !names.length || preferred === null) return;
  if (!names.includes(preferred)) { writeStore(KEY, null); return; }
  if (app.dataset.dgVersion) return; // a versioned page: its links stay in its own version
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-dg-alternates]')) {
    for (const line of (link.dataset.dgAlternates ?? '').split('\n')) {
      const space = line.indexOf(' ');
      if (line.slice(0, space) === preferred) link.setAttribute('href', line.slice(space + 1));
    }
  }
}

export function initVersions(): void {
  // Capture: remembered before the soft navigation takes the click.
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[data-dg-version]');
    if (link) writeStore(KEY, link.getAttribute('data-dg-version'));
  }, true);
  window.addEventListener('hashchange', carryQueryAndHash);
  onPage(() => { carryQueryAndHash(); followPreferred(); });
}
