// Search documents → the index files the browser loads. Small sites get one file. Above SPLIT_BYTES the index is
// written twice: a first file of the names a reader types (titles, paths, operationIds, parameters, tags,
// headings), which answers the first keystroke, and the full index (property paths and text too), which the browser
// fetches after the first results and then queries instead. Pure but for hashing.
import type { SearchDocument } from '../../shared/search/searchIndexFormat.js';
import { contentHash } from '../output/siteAssets.js';

/**
 * Above this size (uncompressed: gzipping to measure would cost more than writing the file), the first index holds
 * only the names. The documents gzip to about an eighth: with the script, a first result stays within 150 KB.
 */
export const SPLIT_BYTES = 500 * 1024;

export interface SearchIndexFile {
  /** Site path: '/assets/search-index.<hash>.json'. */
  path: string;
  contents: string;
}

/** The index files, in the order the browser loads them; `fixedNames` leaves the hash out of the names (serve). */
export function createSearchIndex(docs: SearchDocument[], options: { fixedNames?: boolean } = {}): SearchIndexFile[] {
  const full = serialize(docs, 'search-index', options.fixedNames);
  if (full.contents.length <= SPLIT_BYTES) return [full];
  // The names index keeps the anchors of what it indexes: parameters and request fields (no dotted paths).
  const names = docs.map((doc): SearchDocument => {
    const indexed = new Set(doc.params?.split(' '));
    return { ...doc, props: undefined, text: undefined, a: doc.a?.filter((t) => indexed.has(t[1])) };
  });
  return [serialize(names, 'search-names', options.fixedNames), full];
}

function serialize(docs: SearchDocument[], name: string, fixedNames?: boolean): SearchIndexFile {
  const contents = JSON.stringify(docs.map(({ id: _id, ...doc }) => doc));
  return { path: `/assets/${name}${fixedNames ? '' : '.' + contentHash(contents)}.json`, contents };
}

