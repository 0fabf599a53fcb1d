// The search output of real sites: the BetaSeries site as configured (its index, script and first-result budgets)
// and the Stripe spec (a large API: the index is split, the first result stays within its budget, the A–Z index is
// one page per letter and every page of it stays under the page limit, exp_month finds what takes it).
import { describe, test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import yaml from 'js-yaml';
import { sharedDir } from '../../helpers/repoPaths.js';
import { betaseriesRoot, buildSearchSite, type SearchSite } from '../../helpers/search/buildSearchSite.js';
import { querySearchIndex } from '../../../src/shared/search/querySearchIndex.js';
import { contentHash } from '../../../src/node/output/siteAssets.js';
import { createOperationPageId } from '../../../src/node/openapi/kebabCase.js';

const KB = 1024;
const gz = (text: string) => gzipSync(text).byteLength;

describe('search output of the BetaSeries site', () => {
  let site: SearchSite;
  before(async () => { site = await buildSearchSite(betaseriesRoot); });

  test('one content-hashed index of at most 40 KB gzipped; the script at most 10 KB; both at most 50 KB', () => {
    assert.equal(site.manifest.indexes.length, 1);
    const [indexPath] = site.manifest.indexes;
    const index = site.text(indexPath);
    assert.equal(indexPath, `/assets/search-index.${contentHash(index)}.json`);
    const script = site.text(site.manifest.script);
    assert.equal(site.manifest.script, `/assets/search.${contentHash(script)}.js`);
    assert.ok(gz(index) <= 40 * KB, `index ${gz(index)} B gzipped`);
    assert.ok(gz(script) <= 10 * KB, `script ${gz(script)} B gzipped`);
    assert.ok(gz(index) + gz(script) <= 50 * KB);
  });

  test('every page has the search link and none asks for a search file before the reader uses it', () => {
    const pages = [...site.files.keys()].filter((f) => f.endsWith('.html'));
    assert.ok(pages.length > 100);
    for (const page of pages) {
      const html = site.text(page);
      assert.match(html, /<a class="dg-search__link" href="\/search"/, page);
      assert.doesNotMatch(html, /<(link|script)[^>]+assets\/search/, page);
    }
  });

  test('/search lists every guide and operation', () => {
    const html = site.text('search/index.html');
    assert.ok(gz(html) <= 60 * KB);
    assert.match(html, /href="\/docs\/getting-started\/authentication"/);
    assert.match(html, /href="\/docs\/api\/get-shows-display"/);
    assert.match(html, /<code>thetvdb_id<\/code>/);
  });
});

const stripeSpec = path.join(sharedDir, 'specs/stripe/spec3.yaml');

describe('search output of the Stripe spec (468 operations)', { skip: fs.existsSync(stripeSpec) ? false : `${stripeSpec} is absent` }, () => {
  let site: SearchSite;
  let spec: any;
  before(async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-stripe-search-'));
    try { site = await buildSearchSite(empty, stripeSpec); } finally { fs.rmSync(empty, { recursive: true, force: true }); }
    spec = yaml.load(fs.readFileSync(stripeSpec, 'utf8'));
  });

  test('the first index file and the script stay within 150 KB gzipped', () => {
    const first = gz(site.text(site.manifest.indexes[0])) + gz(site.text(site.manifest.script));
    assert.ok(first <= 150 * KB, `${first} B to the first result`);
  });

  test('the A–Z index is one page per letter, each under 60 KB gzipped', () => {
    const pages = [...site.files.keys()].filter((f) => /^search\/.+\/index\.html$/.test(f));
    assert.ok(pages.length >= 5, pages.join(', '));
    for (const page of ['search/index.html', ...pages]) assert.ok(gz(site.text(page)) <= 60 * KB, `${page}: ${gz(site.text(page))} B`);
    const all = pages.map((p) => site.text(p)).join('');
    for (const [p, item] of Object.entries<any>(spec.paths)) {
      for (const method of Object.keys(item).filter((m) => ['get', 'post', 'delete'].includes(m))) {
        assert.ok(all.includes(`href="/docs/api/${createOperationPageId(method, p, item[method].operationId)}"`), `${method} ${p}`);
      }
    }
  });

  test('exp_month finds the operations whose request takes it, at the property, from the first index and the full one', () => {
    const taking = Object.entries<any>(spec.paths).flatMap(([p, item]) => Object.entries<any>(item)
      .filter(([, op]) => Object.values<any>(op?.requestBody?.content ?? {}).some((media) => media.schema?.properties?.exp_month))
      .map(([method, op]) => `/docs/api/${createOperationPageId(method, p, op.operationId)}`));
    assert.ok(taking.length >= 3, 'the spec has several');
    for (const index of site.indexes) {
      const { hits } = querySearchIndex(index, 'exp_month', 50);
      const found = hits.filter((h) => h.reason?.name === 'exp_month').map((h) => h.url);
      const namesIt = (h: (typeof hits)[number]) => /(^|\.)exp_month$/.test(h.reason?.name ?? '');
      for (const url of taking) assert.ok(found.includes(url), `${url} among ${found.join(', ')}`);
      assert.ok(hits.slice(0, taking.length + 2).every(namesIt), 'what names it (exp_month, card.exp_month) comes first');
    }
    // The full index also has the schemas: the card schema's page, at its exp_month row.
    const { hits } = querySearchIndex(site.indexes[site.indexes.length - 1], 'exp_month', 200);
    const card = hits.find((h) => h.url === '/docs/api/schemas/card' && h.reason?.name === 'exp_month');
    assert.ok(card, hits.filter((h) => h.url.includes('/schemas/')).map((h) => h.url).slice(0, 10).join(', '));
  });
});
