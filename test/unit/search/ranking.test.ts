// Ranking on the real BetaSeries spec (../shared/specs) with the BetaSeries guides: what readers of API docs type,
// with the expected answers computed from the spec where they can be.
import { describe, test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { sharedDir } from '../../helpers/repoPaths.js';
import { betaseriesRoot, buildSearchSite, type SearchSite } from '../../helpers/search/buildSearchSite.js';
import { querySearchIndex } from '../../../src/shared/search/querySearchIndex.js';
import { kebabCase } from '../../../src/node/openapi/kebabCase.js';

const specFile = path.join(sharedDir, 'specs/betaseries-openapi.json');
const skip = fs.existsSync(specFile) ? false : `${specFile} is absent (the shared folder holds the real specs)`;

interface SpecOperation { method: string; path: string; operationId: string; summary?: string; params: { name: string; in: string }[] }

function readOperations(): SpecOperation[] {
  const spec = JSON.parse(fs.readFileSync(specFile, 'utf8'));
  const ops: SpecOperation[] = [];
  for (const [p, item] of Object.entries<any>(spec.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((x: any) => (x.$ref ? spec.components.parameters[x.$ref.split('/').pop()] : x));
      ops.push({ method, path: p, operationId: op.operationId, summary: op.summary, params });
    }
  }
  return ops;
}

const urlOf = (op: SpecOperation) => `/docs/api/${kebabCase(op.operationId)}`;

describe('search ranking on the BetaSeries spec', { skip }, () => {
  let site: SearchSite;
  let ops: SpecOperation[];
  before(async () => {
    site = await buildSearchSite(betaseriesRoot, specFile);
    ops = readOperations();
  });
  // The first index is the one that answers the first keystroke; BetaSeries has only one.
  const search = (query: string, limit = 20) => querySearchIndex(site.indexes[0], query, limit);

  test('the index is one file of at most 40 KB gzipped', () => {
    assert.equal(site.indexes.length, 1);
  });

  test('thetvdb_id: exactly the operations that declare it come first, each linking to its parameter', () => {
    const declaring = ops.filter((op) => op.params.some((p) => p.name === 'thetvdb_id'));
    assert.ok(declaring.length > 10, 'the spec has many');
    const { hits } = search('thetvdb_id', 200);
    const top = hits.slice(0, declaring.length);
    assert.deepEqual(top.map((h) => h.url).sort(), declaring.map(urlOf).sort());
    for (const hit of top) {
      const where = declaring.find((op) => urlOf(op) === hit.url)!.params.find((p) => p.name === 'thetvdb_id')!.in;
      assert.deepEqual(hit.reason, { label: 'parameter', name: 'thetvdb_id', url: `${hit.url}#${where}-thetvdb-id` });
    }
  });

  test('shows display, /shows/display, GET /shows/display, get-shows-display and its summary find that operation first', () => {
    const op = ops.find((o) => o.method === 'get' && o.path === '/shows/display')!;
    for (const query of ['shows display', '/shows/display', 'GET /shows/display', 'get-shows-display', op.summary!, 'getShowsDisplay']) {
      assert.equal(search(query).hits[0]?.url, urlOf(op), query);
    }
  });

  test('X-BetaSeries-Key finds the authentication guide first', () => {
    assert.match(search('X-BetaSeries-Key').hits[0]?.url ?? '', /^\/docs\/getting-started\/authentication(#|$)/);
  });

  test('X-BetaSeries-Key: every section that names the header comes before those that only hold its words, in any case', () => {
    // Which documents name it whole, asked of the index itself (prose only: code blocks are not indexed).
    const naming = new Set(site.indexes[0].search('x-betaseries-key', { prefix: false, fuzzy: false, processTerm: (t) => t.toLowerCase() }).map((r) => r.u as string));
    assert.ok(naming.size >= 2, 'the guides name the header in their prose');
    for (const query of ['X-BetaSeries-Key', 'x-betaseries-key', 'X-BETASERIES-KEY']) {
      const { hits } = search(query);
      assert.ok(hits.length > naming.size, `${query}: other pages hold its words`);
      assert.deepEqual(new Set(hits.slice(0, naming.size).map((h) => h.url)), naming, query);
    }
    // The case a reader types in changes nothing: 'BetaSeries' is one word of the identifier, as 'betaseries' is.
    const order = (query: string) => search(query, 10).hits.map((h) => h.url);
    assert.deepEqual(order('X-BetaSeries-Key'), order('x-betaseries-key'));
  });

  test('rate an episode finds the episode-rating operation first', () => {
    const rating = ops.find((o) => o.method === 'post' && /^rate an episode$/i.test(o.summary ?? ''))!;
    assert.equal(search('rate an episode').hits[0]?.url, urlOf(rating));
  });

  test('a typo (epsiode) still finds an episodes page in the top 5', () => {
    assert.ok(search('epsiode').hits.slice(0, 5).some((h) => /episode/.test(h.url)));
  });

  test('a word being typed (thetv) finds a thetvdb_id operation in the top 3, not words that merely look alike', () => {
    const declaring = new Set(ops.filter((op) => op.params.some((p) => p.name === 'thetvdb_id')).map(urlOf));
    assert.ok(search('thetv').hits.slice(0, 3).some((h) => declaring.has(h.url)));
  });

  test('a parameter named like a call, summary(default=false), finds get-shows-display in the top 5', () => {
    assert.ok(search('summary(default=false)').hits.slice(0, 5).some((h) => h.url === '/docs/api/get-shows-display'));
  });

  test('nonsense finds nothing', () => {
    assert.deepEqual(search('zzzzqx'), { hits: [], total: 0 });
  });

  test('every parameter and property anchor a result can link to is an id on its page', () => {
    let checked = 0;
    for (const [, stored] of (site.indexes.at(-1) as any)._storedFields as Map<number, any>) {
      if (!stored.a?.length) continue;
      const html = site.text(`${stored.u}/index.html`);
      for (const [, name, anchor] of stored.a) {
        assert.ok(html.includes(` id="${anchor}"`), `${stored.u}#${anchor} (${name})`);
        checked++;
      }
    }
    assert.ok(checked > 100, `${checked} anchors checked`);
  });
});
