// Fetches the index files named by the page, once per page load: the first answers at once; a second (large sites)
// holds everything and is fetched after the first results are on screen, then queried instead.
import type MiniSearch from 'minisearch';
import { createMiniSearch, type SearchDocument, type SearchIndexData } from '../../shared/search/searchIndexFormat.js';

export type Index = MiniSearch<SearchDocument>;

const loaded = new Map<string, Promise<Index>>();

/** The index at url, fetched and loaded once; a failed fetch is forgotten so that the next use retries. */
export function loadIndex(url: string): Promise<Index> {
  let index = loaded.get(url);
  if (!index) {
    index = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.json() as Promise<SearchIndexData>;
      })
      .then(createMiniSearch);
    index.catch(() => loaded.delete(url));
    loaded.set(url, index);
  }
  return index;
}
