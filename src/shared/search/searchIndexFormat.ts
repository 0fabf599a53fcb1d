// The search index as the build writes it and the browser reads it: the SearchDocuments, which the browser indexes
// with MiniSearch when the reader first searches. Shipping the documents rather than MiniSearch's serialized index
// costs the same bytes (gzipped, the documents are smaller) and the same time in the browser (MiniSearch.loadJSON
// rebuilds its maps too), and keeps indexing out of every build. Both sides use the fields and term rules defined
// here once.
import MiniSearch, { type Options } from 'minisearch';
import { indexTerms, tokenize, wholeTerm } from './searchTerms.js';

/** What a result is: a guide page, a section of one, an operation, an API overview, a schema, a webhook. */
export type SearchKind = 'guide' | 'section' | 'operation' | 'api' | 'schema' | 'webhook';

/** A parameter ('p') or property ('r') of a document, its name as shown and its anchor on the page. */
export type SearchTarget = [type: 'p' | 'r', name: string, anchor: string];

/** One entry of the index. Fields are space-separated lists where they hold several names. */
export interface SearchDocument {
  /** The position in the file (not written: implied by the order). */
  id: number;
  /** Indexed and stored: what the result shows as its title. */
  title: string;
  /** 'GET /shows/display' (indexed and stored). */
  path?: string;
  /** The operationId as the spec writes it. */
  opid?: string;
  /** Parameter names (and the top-level properties of a request body, which readers take for parameters). */
  params?: string;
  /** Property names as dotted paths ('card.exp_month'). */
  props?: string;
  tag?: string;
  headings?: string;
  text?: string;
  /** Stored only: the URL (with the section's anchor), the kind, the method, the page a section belongs to. */
  u: string;
  k: SearchKind;
  m?: string;
  s?: string;
  a?: SearchTarget[];
}

export const SEARCH_FIELDS = ['title', 'path', 'opid', 'params', 'props', 'tag', 'headings', 'text'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** How much a match in each field counts: names a reader types (title, path, operationId, parameter) count most. */
export const FIELD_BOOSTS: Record<SearchField, number> = { title: 5, path: 3, opid: 3, params: 3, props: 2, tag: 1.5, headings: 1.5, text: 1 };

/** The MiniSearch options of every docgen index (fields, stored fields, term rules). */
export const miniSearchOptions: Options<SearchDocument> = {
  idField: 'id',
  fields: [...SEARCH_FIELDS],
  storeFields: ['title', 'path', 'u', 'k', 'm', 's', 'a'],
  tokenize: (text) => tokenize(text),
  // An operationId repeats its path's words ('get-shows-display'): it is indexed whole, and its parts are found in the path.
  processTerm: (term, field) => (field === 'opid' ? wholeTerm(term) : indexTerms(term)),
};

/** The index file's contents: the documents in order, without their ids. */
export type SearchIndexData = Omit<SearchDocument, 'id'>[];

/** Indexes the documents of an index file (the browser does this when the file arrives; the tests too). */
export function createMiniSearch(data: SearchIndexData): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(miniSearchOptions);
  index.addAll(data.map((doc, id) => ({ ...doc, id })));
  return index;
}

/**
 * What the page tells the search script, in the navbar's data attribute: the index files in the order they are
 * loaded. The first answers queries at once; a second, when there is one, holds everything and replaces it.
 */
export interface SearchManifest {
  script: string;
  indexes: string[];
}
