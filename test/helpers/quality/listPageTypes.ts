// One URL per page type, the set every browser gate visits.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { BuiltSite } from './buildSiteOnce.js';

export interface PageType {
  name: string;
  /** Path to request from the static server. */
  path: string;
  /** Route whose file must exist in the build ('/404' for the not-found page). */
  route: string;
  /** HTTP status the static server answers with: 404 for the not-found page, else 200. */
  status: 200 | 404;
}

const FIXED: Omit<PageType, 'status'>[] = [
  { name: 'home', path: '/', route: '/' },
  { name: 'doc page', path: '/docs/intro', route: '/docs/intro' },
  { name: 'tags index', path: '/docs/tags', route: '/docs/tags' },
  { name: 'tag page', path: '/docs/tags/test', route: '/docs/tags/test' },
  { name: 'category index', path: '/docs/category/api', route: '/docs/category/api' },
  { name: 'API overview', path: '/docs/api/betaseries-api', route: '/docs/api/betaseries-api' },
  { name: 'search index', path: '/search', route: '/search' },
];

/**
 * Returns the page types of the site: the fixed routes, an API operation that has a request body (or, when the
 * spec has none, a POST operation, whose parameters take its place), a schema page, and the 404 page (reads the pages).
 */
export function listPageTypes(site: BuiltSite): PageType[] {
  const operation = pickOperationWithBody(site);
  return [
    ...FIXED.map((t) => ({ ...t, status: 200 as const })),
    { name: `API operation (${operation.why})`, path: operation.route, route: operation.route, status: 200 },
    ...pickSchemaPage(site),
    { name: '404 page', path: '/this-page-does-not-exist', route: '/404', status: 404 },
  ];
}

/** Returns the page types whose file is missing from the build, as messages. */
export function listMissingPageTypes(site: BuiltSite, types: PageType[]): string[] {
  const routes = new Set(site.pages.map((p) => p.route));
  return types.filter((t) => !routes.has(t.route)).map((t) => `${t.name}: no page at ${t.route} in the build`);
}

/**
 * A schema page (issue 28), preferring one with a nested tree, and one whose long "Used by" list is grouped by tag
 * (BetaSeries' error envelope); none when the spec names no schema.
 */
function pickSchemaPage(site: BuiltSite): PageType[] {
  const schemas = site.pages.filter((p) => p.route.startsWith('/docs/api/schemas/'));
  const nested = schemas.find((p) => fs.readFileSync(p.file, 'utf8').includes('dg-schema__details')) ?? schemas[0];
  const grouped = schemas.find((p) => fs.readFileSync(p.file, 'utf8').includes('dg-api-used-by__group'));
  return [
    ...(nested ? [{ name: 'API schema page', path: nested.route, route: nested.route, status: 200 as const }] : []),
    ...(grouped && grouped !== nested ? [{ name: 'API schema page with a long "Used by" list', path: grouped.route, route: grouped.route, status: 200 as const }] : []),
  ];
}

function pickOperationWithBody(site: BuiltSite): { route: string; why: string } {
  const operations = site.pages.filter((p) => p.route.startsWith('/docs/api/') && !p.route.startsWith('/docs/api/schemas/') && p.route !== '/docs/api/betaseries-api');
  const withBody = operations.find((p) => fs.readFileSync(p.file, 'utf8').includes('id="request-body"'));
  if (withBody) return { route: withBody.route, why: 'with a request body' };
  const post = operations.find((p) => p.route.startsWith('/docs/api/post-'));
  if (post) return { route: post.route, why: 'POST; the spec has no request body' };
  return { route: '/docs/api/post-shows-show', why: 'none found in the build' };
}

/** Loads the page type's URL and throws unless the server answered with the page type's status. */
export async function gotoPageType(page: Page, origin: string, type: PageType, search = ''): Promise<void> {
  const response = await page.goto(origin + type.path + search, { waitUntil: 'load' });
  if (response?.status() !== type.status) throw new Error(`${type.path}: HTTP ${response?.status()}, expected ${type.status} (is the ${type.name} missing from the build?)`);
}
