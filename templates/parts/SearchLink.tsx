import { useSite, withBase } from '../SiteContext.js';

/**
 * The navbar's search entry: a link to the A–Z page (/search), so that without JavaScript it is never an input that
 * does nothing. The client script (src/client/searchBox.ts) puts a search box in its place, and reads from
 * data-dg-search which files to load once the reader uses it.
 */
export function SearchLink() {
  const site = useSite();
  const manifest = { script: withBase(site, site.search.script), indexes: site.search.indexes.map((i) => withBase(site, i)) };
  return (
    <div className="dg-search">
      <a className="dg-search__link" href={withBase(site, '/search')} data-dg-search={JSON.stringify(manifest)}>
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24"><circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" /><path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
        <span>Search</span>
      </a>
    </div>
  );
}
