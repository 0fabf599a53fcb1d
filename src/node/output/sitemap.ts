import type { Route } from '../../shared/types.js';
import type { SiteConfig } from '../config.js';
import type { BuiltSite, OutputFile } from './siteOutputs.js';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * sitemap.xml: every route and nothing else (the 404 page is not a route); of the docs versions, the latest only
 * (`latestVersion`): the others point search engines at it with their canonical links; and no page of a version the
 * config marks `noIndex` (its pages ask search engines not to index them) (pure).
 */
export function createSitemap(config: SiteConfig, routes: Route[], latestVersion?: string): string {
  const base = config.url + config.baseUrl.replace(/\/$/, '');
  const listed = (r: Route) => r.version === undefined || (r.version === latestVersion && !config.versions[r.version]?.noIndex);
  const urls = routes.filter((r) => r.kind !== 'not-found' && listed(r)).map((r) => `<url><loc>${escapeXml(base + (r.url === '/' ? '/' : r.url))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt pointing at the sitemap (pure). */
export function createRobots(config: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${config.url}${config.baseUrl}sitemap.xml\n`;
}

/** The sitemap and robots.txt output; a robots.txt of the site's own (static/robots.txt) replaces docgen's. */
export function sitemapFiles(site: BuiltSite): OutputFile[] {
  const sitemap = { path: '/sitemap.xml', contents: createSitemap(site.config, site.graph.routes, site.latestVersion) };
  if (site.staticFiles.some((f) => f.path === '/robots.txt')) return [sitemap];
  return [sitemap, { path: '/robots.txt', contents: createRobots(site.config) }];
}
