// diffSite: which pages changed between two builds. Comparing the strings directly is cheaper than hashing
// every page on every rebuild (a JS string comparison stops at the first difference or a length mismatch).
import { findSiteFile } from './resolveRequestPath.js';

export type SiteFiles = ReadonlyMap<string, string | Uint8Array>;

/** Returns the file key a browser pathname is served from ('404.html' when nothing matches) (pure). */
export function pageKeyOf(pathname: string, files: SiteFiles): string {
  return findSiteFile(pathname, (k) => files.has(k)) ?? '404.html';
}

/** Returns true when the page served at `pathname` differs between `before` and `after` (pure). */
export function pageChanged(pathname: string, before: SiteFiles, after: SiteFiles): boolean {
  const oldKey = pageKeyOf(pathname, before);
  const newKey = pageKeyOf(pathname, after);
  return oldKey !== newKey || !sameContents(before.get(oldKey), after.get(newKey));
}

/** Returns the URLs of the HTML pages that were added, removed or changed, sorted (pure). */
export function listChangedPages(before: SiteFiles, after: SiteFiles): string[] {
  const changed = new Set<string>();
  for (const [key, contents] of after) if (key.endsWith('.html') && !sameContents(before.get(key), contents)) changed.add(key);
  for (const key of before.keys()) if (key.endsWith('.html') && !after.has(key)) changed.add(key);
  return [...changed].map(urlOfKey).sort();
}

/** 'docs/intro/index.html' → '/docs/intro', 'index.html' → '/', '404.html' → '/404.html' (pure). */
export function urlOfKey(key: string): string {
  if (key === 'index.html') return '/';
  return '/' + key.replace(/\/index\.html$/, '');
}

function sameContents(a: string | Uint8Array | undefined, b: string | Uint8Array | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  if (typeof a === 'string' || typeof b === 'string') return false;
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}
