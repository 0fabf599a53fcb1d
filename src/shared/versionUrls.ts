// Where a page of one docs version lives in another: used by the node pipeline (routes, links, what changed) and by
// the templates (dropdown, banners, canonical links). Pure; no node:* and no DOM.

/** The URL bases of one docs version: its docs, its API pages and the API's category page. */
export interface VersionPaths {
  docsBase: string;
  apiBase: string;
  categoryUrl: string;
}

const docsRoot = '/docs';

/**
 * A base of the latest version moved into a version's URL segment: under /docs the segment follows /docs
 * ('/docs/api' → '/docs/1.0/api'); a base outside /docs takes it at its end ('/api' → '/api/1.0'). An empty segment
 * (the latest version) leaves the base as it is.
 */
export function versionedBase(base: string, segment: string): string {
  if (!segment) return base;
  if (base === docsRoot || base.startsWith(docsRoot + '/')) return `${docsRoot}/${segment}${base.slice(docsRoot.length)}`;
  return `${base.replace(/\/+$/, '')}/${segment}`;
}

/** The paths of a version whose URL segment is `segment`, from the latest version's API bases. */
export function versionPaths(segment: string, apiBase: string, categoryUrl: string): VersionPaths {
  return { docsBase: versionedBase(docsRoot, segment), apiBase: versionedBase(apiBase, segment), categoryUrl: versionedBase(categoryUrl, segment) };
}

const under = (url: string, base: string) => url === base || url.startsWith(base + '/');

/**
 * The URL in version `to` of the page at `url` in version `from`, or undefined when `url` is not a versioned page of
 * `from` (a URL on the bases of `from`). Whether a page exists there is the caller's question.
 */
export function equivalentUrl(url: string, from: VersionPaths, to: VersionPaths): string | undefined {
  // The API bases first: one outside /docs is not under the docs base, and one inside it maps the same either way.
  for (const key of ['apiBase', 'categoryUrl', 'docsBase'] as const) {
    if (under(url, from[key])) return to[key] + url.slice(from[key].length);
  }
  return undefined;
}
