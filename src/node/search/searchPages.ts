// The A–Z index at /search: every guide, operation, webhook and schema by title, which is what the navbar's search
// link opens without JavaScript (and where the full-page search lives with it). A large site gets one page per
// first letter (/search/a …), so that no page outgrows the page-weight limit. Pure.
import type { Route } from '../../shared/types.js';
import { findOperation } from '../openapi/apiUrls.js';
import type { LoadedApi } from '../openapi/types.js';

export const SEARCH_URL = '/search';
/** Above this many entries the index is split by first letter. */
export const SPLIT_ENTRIES = 400;
const LISTED_KINDS = new Set<Route['kind']>(['doc', 'page', 'api-overview', 'api-operation']);

export interface SearchEntry {
  title: string;
  /** The letter it is filed under (letterOf). */
  letter: string;
  url: string;
  kind: Route['kind'];
  method?: string;
  path?: string;
  params?: string[];
}

export interface SearchLetter { letter: string; slug: string; url: string; count: number }

/**
 * What the A–Z index lists: the guides and API pages among `routes`, operations described from `api`. A site's own
 * routes and API; with docs versions, the latest version's and the unversioned pages (versions/loadVersionedSite.ts).
 */
export interface SearchListing { routes: Route[]; api?: LoadedApi }

/**
 * What an entry is filed and sorted under: its title, but for an operation titled by its method and path (a spec
 * without summaries), the path without its version prefix: 'GET /v1/customers' files under C, not under G.
 */
export function sortKey(title: string): string {
  const path = /^(get|put|post|delete|patch|options|head|trace) (\/\S*)$/i.exec(title)?.[2];
  return path ? path.replace(/^\/(v\d+(\.\d+)*\/)?/i, '') : title;
}

/** The letter a title is filed under: the first letter of its sortKey without accents, upper-cased; '#' for anything else. */
export function letterOf(title: string): string {
  title = sortKey(title);
  const first = title.normalize('NFD').replace(/[^\p{L}\p{N}]/gu, '').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

const slugOf = (letter: string) => (letter === '#' ? 'other' : letter.toLowerCase());

function listedRoutes(routes: Route[]): Route[] {
  // Other API pages (schemas, webhooks) are listed too, whatever their kind is called.
  return routes.filter((r) => LISTED_KINDS.has(r.kind) || r.kind.startsWith('api-'));
}

const byTitle = new Intl.Collator('en', { sensitivity: 'base' });

/** The letters present, each with its page (or its anchor on /search when the index is one page). */
function listSearchLetters(routes: Route[]): SearchLetter[] {
  const listed = listedRoutes(routes);
  const split = listed.length > SPLIT_ENTRIES;
  const counts = new Map<string, number>();
  for (const r of listed) {
    const letter = letterOf(r.title);
    counts.set(letter, (counts.get(letter) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b))).map(([letter, count]) => ({
    letter, slug: slugOf(letter), count, url: split ? `${SEARCH_URL}/${slugOf(letter)}` : `${SEARCH_URL}#letter-${slugOf(letter)}`,
  }));
}

/** The routes of the index: /search, and one per letter when the site is large. */
export function createSearchRoutes(routes: Route[]): Route[] {
  const make = (url: string, title: string, key: string): Route => ({
    url, kind: 'search', outputPath: `${url.slice(1)}/index.html`, title, key, tags: [], headings: [],
    description: 'Search the documentation, or browse every guide and API page from A to Z.',
  });
  const letters = listSearchLetters(routes);
  const split = letters.some((l) => !l.url.includes('#'));
  return [
    make(SEARCH_URL, 'Search', 'search'),
    ...(split ? letters.map((l) => make(l.url, `Index: ${l.letter === '#' ? 'other' : l.letter}`, `search:${l.slug}`)) : []),
  ];
}

/** Every listed page, sorted by title, with the method, path and parameter names of operations. */
function listSearchEntries(routes: Route[], api?: LoadedApi): SearchEntry[] {
  return listedRoutes(routes)
    .map((route) => {
      const op = route.kind === 'api-operation' && api ? findOperation(api, route.key) : undefined;
      const entry: SearchEntry = { title: route.title, letter: letterOf(route.title), url: route.url, kind: route.kind };
      return { key: sortKey(route.title), entry: op ? { ...entry, method: op.method, path: op.path, params: op.parameters.map((p) => p.name) } : entry };
    })
    .sort((a, b) => byTitle.compare(a.key, b.key) || (a.entry.url < b.entry.url ? -1 : 1))
    .map(({ entry }) => entry);
}

// Every index page, its twin and serve's page cache ask for the same lists: made once per listing (a build's).
const indexes = new WeakMap<SearchListing, { letters: SearchLetter[]; entries: SearchEntry[] }>();

/** The letters and the sorted entries of what a site's A–Z index lists. */
export function searchIndexOf(listing: SearchListing): { letters: SearchLetter[]; entries: SearchEntry[] } {
  let index = indexes.get(listing);
  if (!index) indexes.set(listing, (index = { letters: listSearchLetters(listing.routes), entries: listSearchEntries(listing.routes, listing.api) }));
  return index;
}

/** What one index page shows: every letter, and the entries of its letter (all of them when the index is one page). */
export function selectSearchPage(route: Route, letters: SearchLetter[], entries: SearchEntry[]): { letters: SearchLetter[]; entries: SearchEntry[]; current?: string } {
  const split = !letters.some((l) => l.url.includes('#'));
  const letter = route.key.startsWith('search:') ? letters.find((l) => `search:${l.slug}` === route.key) : undefined;
  return { letters, entries: letter ? entries.filter((e) => e.letter === letter.letter) : split ? [] : entries, current: letter?.letter };
}
