// What a page knows of the docs versions: the version it belongs to and where it is in the others. Pure helpers
// over SiteData.versions; a site without versions gets undefined everywhere.
import type { Route } from '../../src/shared/types.js';
import { equivalentUrl } from '../../src/shared/versionUrls.js';
import type { SiteData, VersionSummary } from '../SiteContext.js';

/** The version of a page, or undefined for pages outside the versioned docs (home, pages, what changed). */
export function pageVersion(site: SiteData, route: Route): VersionSummary | undefined {
  return route.version === undefined ? undefined : site.versions?.list.find((v) => v.name === route.version);
}

/** The same page in version `to`, or that version's first page when it has no such page. */
export function sameOrFirst(site: SiteData, url: string, from: VersionSummary, to: VersionSummary): string {
  const same = equivalentUrl(url, from, to);
  return same !== undefined && site.versions!.urls[to.name]?.has(same) ? same : to.firstUrl;
}

/** The same page in version `to`, only when that version has it. */
export function sameIn(site: SiteData, url: string, from: VersionSummary, to: VersionSummary): string | undefined {
  const same = equivalentUrl(url, from, to);
  return same !== undefined && site.versions!.urls[to.name]?.has(same) ? same : undefined;
}

/** The docs base of a page's version (/docs outside versioned docs): for tag links. */
export function docsBaseOf(site: SiteData, route: Route): string {
  return pageVersion(site, route)?.docsBase ?? '/docs';
}

/**
 * Where a site link (navbar, footer, home page) to the docs leads on a page: on a versioned page, to the same page
 * in the page's version when it has one; elsewhere to the latest version, with `alternates` (version → page) that the
 * client script follows when the reader chose another version. Undefined: leave the link alone.
 */
export function versionedLink(site: SiteData, route: Route, href: string): { href: string; alternates?: string } | undefined {
  const versions = site.versions;
  if (!versions || !href.startsWith('/') || href.startsWith('//')) return undefined;
  const [path, rest = ''] = splitPath(href);
  const latest = versions.latest;
  if (!versions.urls[latest.name]?.has(path)) return undefined;
  const active = pageVersion(site, route);
  if (active) return active.latest ? undefined : { href: (sameIn(site, path, latest, active) ?? path) + rest };
  const alternates = versions.list.filter((v) => !v.latest).map((v) => `${v.name} ${sameOrFirst(site, path, latest, v) + rest}`).join('\n');
  return { href, alternates };
}

function splitPath(href: string): [string, string] {
  const at = href.search(/[?#]/);
  return at < 0 ? [href, ''] : [href.slice(0, at), href.slice(at)];
}
