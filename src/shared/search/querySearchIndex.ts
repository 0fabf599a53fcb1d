// A reader's query → ranked results, each with why it matched. Used by the browser and by the ranking tests, over the
// same index. The rules: every word of the query must match (AND); an identifier matches as a whole, or, ranked
// lower, by all of its parts ('getShowsDisplay' finds get-shows-display); words of three letters or more also match
// as the start of a term (typing 'thetv' finds thetvdb_id); when that finds nothing, longer plain words forgive a typo
// ('epsiode'), but identifiers and short words never do ('thetv' must not match 'the'). When no result has every
// word, any word will do.
import type MiniSearch from 'minisearch';
import type { Query, SearchOptions, SearchResult } from 'minisearch';
import { FIELD_BOOSTS, type SearchDocument, type SearchKind, type SearchTarget } from './searchIndexFormat.js';
import { identifierParts, indexTerms, queryParts, tokenize, wholeTerm } from './searchTerms.js';

export interface SearchHit {
  url: string;
  title: string;
  kind: SearchKind;
  method?: string;
  /** 'GET /shows/display' for operations. */
  path?: string;
  /** The page a section belongs to. */
  page?: string;
  /** The parameter or property the query named, and the link to it on the page. */
  reason?: { label: 'parameter' | 'property'; name: string; url: string };
}

const PARTS_WEIGHT = 0.4;
// Six letters or more: 'thetv' (five) is a word being typed, not a typo of 'there'.
const FUZZY_WORD = /^\p{L}{6,}$/u;

// An API overview's text retells the guides in brief (authentication, errors, paging): the guide that explains a
// thing comes before the overview that mentions it. A schema's name and properties are words of many operations
// (`author_id` is the Author schema's and a parameter of the operations that filter by it): what a reader can call
// comes before the definition it links to.
const KIND_WEIGHTS: Partial<Record<SearchKind, number>> = { api: 0.5, schema: 0.5 };

const exactOptions: SearchOptions = {
  boost: FIELD_BOOSTS,
  boostDocument: (_id, _term, stored) => KIND_WEIGHTS[stored?.k as SearchKind] ?? 1,
  // Query words are matched whole; their parts are asked for explicitly (see queryFor).
  processTerm: (term) => wholeTerm(term),
  prefix: (term) => term.length >= 3,
};
// Typos are forgiven only when the words as typed find nothing: fuzzy matching walks the whole term tree, which is
// the slowest part of a query, and a word that matches as typed is what the reader meant.
const fuzzyOptions: SearchOptions = { ...exactOptions, fuzzy: (term) => (FUZZY_WORD.test(term) ? 0.3 : false) };

/** The query of one word: the whole word, or all its parts at a lower weight. */
function queryForToken(token: string): Query | undefined {
  const whole = wholeTerm(token);
  const parts = queryParts(token);
  if (!parts.length) return whole ?? undefined;
  // Parts match exactly: as prefixes, 'exp' of exp_month would match 'expand'.
  const byParts: Query = { combineWith: 'AND', queries: parts, boostTerm: () => PARTS_WEIGHT, fuzzy: false, prefix: false };
  return whole ? { combineWith: 'OR', queries: [whole, byParts] } : byParts;
}

// A page titled exactly what the reader typed (the `customer` schema for 'customer') is what they asked for, whatever
// its kind: it comes before pages that only use the word.
const EXACT_TITLE_BOOST = 6;

/** Searches the index; returns the `limit` best hits, best first, and how many matched in all (pure over the index). */
export function querySearchIndex(index: MiniSearch<SearchDocument>, query: string, limit = 20): { hits: SearchHit[]; total: number } {
  const tokens = tokenize(query);
  const queries = tokens.map(queryForToken).filter((q): q is Query => q !== undefined);
  if (!queries.length) return { hits: [], total: 0 };
  const asTyped = tokens.join(' ').toLowerCase();
  const boostDocument: SearchOptions['boostDocument'] = (_id, _term, stored) =>
    (KIND_WEIGHTS[stored?.k as SearchKind] ?? 1) * (typeof stored?.title === 'string' && stored.title.toLowerCase() === asTyped ? EXACT_TITLE_BOOST : 1);
  let results = index.search({ combineWith: 'AND', queries }, { ...exactOptions, boostDocument });
  if (!results.length) results = index.search({ combineWith: 'AND', queries }, { ...fuzzyOptions, boostDocument });
  if (!results.length && queries.length > 1) results = index.search({ combineWith: 'OR', queries }, { ...fuzzyOptions, boostDocument });
  results = wholeMatchesFirst(results, tokens);
  const typed = new Set(tokens.map(wholeTerm));
  // The parts of what was typed ('payment' of payment_intent) find pages, but do not name the field that matched.
  const parts = new Set(tokens.flatMap(identifierParts).filter((p) => !typed.has(p)));
  return { hits: results.slice(0, limit).map((result) => toHit(result, typed, parts)), total: results.length };
}

/**
 * An identifier found by its parts only ranks below every page that names it whole, whatever the weights say: a
 * heading holding 'BetaSeries' and 'key' is not the page about the X-BetaSeries-Key header. Scores order each tier.
 */
function wholeMatchesFirst(results: SearchResult[], tokens: string[]): SearchResult[] {
  const identifiers = tokens.filter((t) => queryParts(t).length).map(wholeTerm).filter((t): t is string => t !== null);
  if (!identifiers.length) return results;
  const namesAll = (r: SearchResult) => identifiers.every((term) => r.queryTerms.includes(term));
  return [...results.filter(namesAll), ...results.filter((r) => !namesAll(r))];
}

function toHit(result: SearchResult, typed: Set<string | null>, parts: Set<string>): SearchHit {
  const url: string = result.u;
  const hit: SearchHit = { url, title: result.title, kind: result.k, method: result.m, path: result.path, page: result.s };
  const reason = findReason(result.match, result.a ?? [], typed, parts);
  if (reason) hit.reason = { label: reason[0] === 'p' ? 'parameter' : 'property', name: reason[1], url: `${url}#${reason[2]}` };
  return hit;
}

/**
 * The parameter or property that a matched term names: a term the reader typed, or began to type ('thetv' for
 * thetvdb_id), never only a part of what they typed; longer terms first; a name that is the term before one that merely
 * contains it; parameters before properties.
 */
function findReason(match: Record<string, string[]>, targets: SearchTarget[], typed: Set<string | null>, parts: Set<string>): SearchTarget | undefined {
  const terms = Object.keys(match)
    .filter((term) => !parts.has(term) && match[term].some((field) => field === 'params' || field === 'props'))
    .sort((a, b) => Number(typed.has(b)) - Number(typed.has(a)) || b.length - a.length);
  if (!terms.length || !targets.length) return undefined;
  for (const term of terms) {
    let best: { target: SearchTarget; rank: number } | undefined;
    for (const target of targets) {
      const names = indexTerms(target[1]) ?? [];
      if (!names.includes(term)) continue;
      const rank = (names[0] === term ? 0 : 2) + (target[0] === 'p' ? 0 : 1);
      if (!best || rank < best.rank) best = { target, rank };
    }
    if (best) return best.target;
  }
  return undefined;
}
