// The search output: the index files (made with the site, see loadSite) and the search script they are read by.
import type { BuiltSite, OutputFile } from './siteOutputs.js';

/** The search script and index files; pages name them in the navbar's search box. */
export function searchFiles(site: BuiltSite): OutputFile[] {
  return [site.assets.search, ...site.search].map((file) => ({ path: file.path, contents: file.contents }));
}
