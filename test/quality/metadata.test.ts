// Gate: head metadata of every page (title, description, canonical, lang, Open Graph), sitemap.xml and robots.txt.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { buildSiteOnce } from '../helpers/quality/buildSiteOnce.js';
import { decodeEntities, readHead, type HeadData } from '../helpers/quality/readHead.js';

const OPEN_GRAPH = ['og:title', 'og:description', 'og:type', 'og:url', 'og:site_name'];

const site = await buildSiteOnce();
const heads = new Map<string, HeadData>(site.pages.map((p) => [p.route, readHead(fs.readFileSync(p.file, 'utf8'))]));
const indexable = site.pages.filter((p) => p.route !== '/404');

/** The site's absolute URL prefix, from the home page's canonical link ('https://example.com'). */
function siteUrl(): string {
  const home = heads.get('/')?.links.get('canonical')?.[0];
  assert.ok(home, 'the home page (out/index.html) has no canonical link');
  return home.replace(/\/$/, '');
}

function one(values: string[] | undefined): string | undefined {
  return values?.length === 1 ? values[0] : undefined;
}

test('every page has lang="en", one non-empty <title>, a meta description and Open Graph tags', () => {
  const problems: string[] = [];
  for (const [route, head] of heads) {
    if (head.lang !== 'en') problems.push(`${route}: <html lang="${head.lang ?? ''}">, expected "en"`);
    if (head.titles.length !== 1 || !head.titles[0]) problems.push(`${route}: ${head.titles.length} <title> element(s), expected one non-empty`);
    if (!one(head.meta.get('description'))?.trim()) problems.push(`${route}: no single non-empty <meta name="description">`);
    for (const key of OPEN_GRAPH) if (!one(head.meta.get(key))?.trim()) problems.push(`${route}: no single non-empty <meta property="${key}">`);
  }
  assert.deepEqual(problems, []);
});

test('every <title> is unique', () => {
  const byTitle = new Map<string, string[]>();
  for (const [route, head] of heads) byTitle.set(head.titles[0] ?? '', [...(byTitle.get(head.titles[0] ?? '') ?? []), route]);
  const duplicates = [...byTitle].filter(([, routes]) => routes.length > 1).map(([title, routes]) => `"${title}": ${routes.join(', ')}`);
  assert.deepEqual(duplicates, []);
});

test('every indexable page has an absolute canonical URL for its own route, repeated in og:url; 404 is noindex', () => {
  const base = siteUrl();
  assert.match(base, /^https?:\/\/[^/]+/, 'the canonical URL must be absolute');
  const problems: string[] = [];
  for (const page of indexable) {
    const head = heads.get(page.route)!;
    const expected = page.route === '/' ? `${base}/` : base + page.route;
    const canonical = one(head.links.get('canonical'));
    if (canonical !== expected) problems.push(`${page.route}: canonical ${JSON.stringify(head.links.get('canonical') ?? [])}, expected ${expected}`);
    if (one(head.meta.get('og:url')) !== expected) problems.push(`${page.route}: og:url ${JSON.stringify(head.meta.get('og:url') ?? [])}, expected ${expected}`);
  }
  const notFound = heads.get('/404');
  if (!notFound) problems.push('out/404.html is missing');
  else if (!/\bnoindex\b/.test(one(notFound.meta.get('robots')) ?? '')) problems.push('/404: no <meta name="robots" content="noindex">');
  assert.deepEqual(problems, []);
});

test('sitemap.xml lists every built page except 404, once each, and nothing else', () => {
  const base = siteUrl();
  const xml = fs.readFileSync(path.join(site.outDir, 'sitemap.xml'), 'utf8');
  assert.match(xml, /<urlset\b[^>]*xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/, 'sitemap.xml has no sitemaps.org <urlset>');
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decodeEntities(m[1]).trim());
  const duplicates = locs.filter((loc, i) => locs.indexOf(loc) !== i);
  assert.deepEqual(duplicates, [], 'URLs listed more than once');
  const expected = indexable.map((p) => (p.route === '/' ? `${base}/` : base + p.route));
  const listed = new Set(locs);
  const wanted = new Set(expected);
  assert.deepEqual({ missing: expected.filter((u) => !listed.has(u)), extra: locs.filter((u) => !wanted.has(u)) }, { missing: [], extra: [] });
});

test('robots.txt allows crawling and points to the sitemap by its absolute URL', () => {
  const robots = fs.readFileSync(path.join(site.outDir, 'robots.txt'), 'utf8');
  const sitemaps = [...robots.matchAll(/^\s*sitemap\s*:\s*(\S+)\s*$/gim)].map((m) => m[1]);
  assert.deepEqual(sitemaps, [`${siteUrl()}/sitemap.xml`]);
  assert.doesNotMatch(robots, /^\s*disallow\s*:\s*\/\s*$/im, 'robots.txt disallows the whole site');
});
