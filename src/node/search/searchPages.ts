// The A–Z index at /search: every guide, operation, webhook and schema by title, which is what the navbar's search
// link opens without JavaScript (and where the full-page search lives with it). A large site gets one page per
// first letter (/search/a …), and a letter with more entries than a page holds gets several (/search/r, /search/r/2
// …), so that no page outgrows the page-weight limit, nor its twin the length an assistant reads. Pure.
import type { Route } from '../../shared/types.js';
import { findOperation } from '../openapi/apiUrls.js';
import type { LoadedApi } from '../openapi/types.js';

export const SEARCH_URL = '/search';
/** Above this many entries the index is split by first letter. */
export const SPLIT_ENTRIES = 400;
/** The most entries one letter's page lists; a letter with more gets further pages (/search/r/2 …). */
export const PAGE_ENTRIES = 400;
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

/** A letter of the index: `url` is its first page (or its anchor on /search), `pages` how many pages it has. */
export interface SearchLetter { letter: string; slug: string; url: string; count: number; pages: number }

/** One of the pages of a letter that has several: its URL, and the first and last titles it lists (as in a dictionary). */
export interface SearchLetterPage { url: string; first: string; last: string; current: boolean }

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
    pages: split ? Math.ceil(count / PAGE_ENTRIES) : 1,
  }));
}

/** The URL of page `n` (from 1) of a letter: the letter's own for the first. */
const letterPageUrl = (letter: SearchLetter, n: number) => (n === 1 ? letter.url : `${letter.url}/${n}`);

/** The routes of the index: /search, and one per letter when the site is large (more for a letter past PAGE_ENTRIES). */
export function createSearchRoutes(routes: Route[]): Route[] {
  const make = (url: string, title: string, key: string): Route => ({
    url, kind: 'search', outputPath: `${url.slice(1)}/index.html`, title, key, tags: [], headings: [],
    description: 'Search the documentation, or browse every guide and API page from A to Z.',
  });
  const letters = listSearchLetters(routes);
  const split = letters.some((l) => !l.url.includes('#'));
  const name = (l: SearchLetter) => (l.letter === '#' ? 'other' : l.letter);
  return [
    make(SEARCH_URL, 'Search', 'search'),
    ...(split ? letters.flatMap((l) => Array.from({ length: l.pages }, (_, i) => (l.pages === 1
      ? make(l.url, `Index: ${name(l)}`, `search:${l.slug}`)
      : make(letterPageUrl(l, i + 1), `Index: ${name(l)} (${i + 1} of ${l.pages})`, `search:${l.slug}:${i + 1}`)))) : []),
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

/**
 * What one index page shows: every letter, and the entries of its letter and page (all of them when the index is one
 * page); for a letter of several pages, those pages.
 */
export function selectSearchPage(route: Route, letters: SearchLetter[], entries: SearchEntry[]): { letters: SearchLetter[]; entries: SearchEntry[]; current?: string; pages?: SearchLetterPage[] } {
  const split = !letters.some((l) => l.url.includes('#'));
  const [, slug, number] = /^search:([^:]+)(?::(\d+))?$/.exec(route.key) ?? [];
  const letter = slug === undefined ? undefined : letters.find((l) => l.slug === slug);
  if (!letter) return { letters, entries: split ? [] : entries };
  const own = entries.filter((e) => e.letter === letter.letter);
  if (letter.pages === 1) return { letters, entries: own, current: letter.letter };
  const at = Number(number ?? 1) - 1;
  const pages = Array.from({ length: letter.pages }, (_, i) => {
    const chunk = own.slice(i * PAGE_ENTRIES, (i + 1) * PAGE_ENTRIES);
    return { url: letterPageUrl(letter, i + 1), first: chunk[0]?.title ?? '', last: chunk[chunk.length - 1]?.title ?? '', current: i === at };
  });
  return { letters, entries: own.slice(at * PAGE_ENTRIES, (at + 1) * PAGE_ENTRIES), current: letter.letter, pages };
}
