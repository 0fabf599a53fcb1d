// Ranking on Stripe's published spec (../shared/specs): a large API whose schema names are words of hundreds of
// operations. What a reader types for an object must find that object, and a result's "why it matched" must name a
// field the reader typed, not one that shares a part of it.
import { describe, test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sharedDir } from '../../helpers/repoPaths.js';
import { buildSearchSite, type SearchSite } from '../../helpers/search/buildSearchSite.js';
import { querySearchIndex } from '../../../src/shared/search/querySearchIndex.js';

const specFile = path.join(sharedDir, 'specs/stripe/spec3.yaml');
const skip = fs.existsSync(specFile) ? false : `${specFile} is absent (the shared folder holds the real specs)`;

describe('search ranking on the Stripe spec', { skip }, () => {
  let site: SearchSite;
  before(async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-stripe-search-'));
    try { site = await buildSearchSite(root, specFile); } finally { fs.rmSync(root, { recursive: true, force: true }); }
  });
  const search = (query: string) => querySearchIndex(site.indexes[site.indexes.length - 1], query, 50).hits;

  test('a schema searched by its exact name comes first', () => {
    for (const name of ['payment_intent', 'customer', 'subscription_item']) {
      const hits = search(name);
      assert.equal(hits[0]?.url, `/docs/api/schemas/${name.replace(/_/g, '-')}`, `${name}: ${hits.slice(0, 5).map((h) => h.url).join(', ')}`);
    }
  });

  test('why a result matched names a field the reader typed, never one that only shares a part of it', () => {
    const hits = search('payment_intent');
    const reasons = hits.flatMap((h) => (h.reason ? [h.reason.name] : []));
    assert.ok(reasons.length > 0, 'some results name the field');
    for (const name of reasons) assert.match(name, /payment_intent/, `a result names ${name}`);
  });
});
