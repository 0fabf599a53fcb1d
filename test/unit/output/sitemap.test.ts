import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyDefaults } from '../../../src/node/config.js';
import { createRobots, createSitemap } from '../../../src/node/output/sitemap.js';
import type { Route } from '../../../src/shared/types.js';

const route = (url: string, kind: Route['kind'] = 'doc'): Route => ({ url, kind, outputPath: '', title: url, tags: [], headings: [], key: url });

test('the sitemap lists every route except the 404, under the site URL and base URL', () => {
  const config = applyDefaults('/site', undefined, { url: 'https://docs.example/', baseUrl: 'sub' });
  const xml = createSitemap(config, [route('/', 'home'), route('/docs/a&b'), route('/404', 'not-found')]);
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  assert.deepEqual(locs, ['https://docs.example/sub/', 'https://docs.example/sub/docs/a&amp;b']);
  assert.match(xml, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
});

test('robots.txt allows everything and points at the sitemap', () => {
  const config = applyDefaults('/site', undefined, { url: 'https://docs.example' });
  assert.equal(createRobots(config), 'User-agent: *\nAllow: /\n\nSitemap: https://docs.example/sitemap.xml\n');
});

test('of the docs versions the latest only, and not when the config marks it noIndex', () => {
  const versioned = (url: string, version: string): Route => ({ ...route(url), version });
  const routes = [route('/', 'home'), versioned('/docs/intro', '1.0'), versioned('/docs/next/intro', 'current')];
  const locs = (config: ReturnType<typeof applyDefaults>) => [...createSitemap(config, routes, '1.0').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  assert.deepEqual(locs(applyDefaults('/site', undefined, { url: 'https://docs.example' })), ['https://docs.example/', 'https://docs.example/docs/intro']);
  assert.deepEqual(locs(applyDefaults('/site', undefined, { url: 'https://docs.example', versions: { '1.0': { noIndex: true } } })), ['https://docs.example/']);
});
