// "Used by" on the page of a schema that thousands of operations use (an Error schema every operation returns): the
// page stays small (under 1 MB, 60 KB gzipped; its Markdown twin under 50,000 characters) and every user is still one
// click away: the page lists the tags with their counts, each linking to its place on the pages that list the users.
// A schema used by a hundred operations lists them on its page, grouped by tag; one used by a few, as it always did.
// The spec is made here: 3,600 operations with long paths and summaries.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ensureDist, runDocgen } from '../helpers/runDocgen.js';
import { javaMissing, runNuChecker } from '../helpers/quality/runNuChecker.js';

const OPERATIONS = 3600;
const PER_TAG = 60;
const WORDS = ['returns', 'the', 'current', 'list', 'of', 'records', 'for', 'an', 'account', 'filtered', 'by', 'status', 'and', 'date', 'with', 'pagination', 'cursor', 'values', 'sorted', 'newest', 'first'];

/** Operation i: tag i / PER_TAG, a long path of its own, a summary of about 110 characters; every one answers Error. */
function generateSpec() {
  const paths: Record<string, unknown> = {};
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  for (let i = 0; i < OPERATIONS; i++) {
    const tag = `Resource ${Math.floor(i / PER_TAG) + 1}`;
    const words = Array.from({ length: 16 }, (_, w) => WORDS[(i * 7 + w * 3) % WORDS.length]);
    const ok = i < 120 ? ref('Thing') : i < 123 ? ref('Rare') : { type: 'object' };
    paths[`/v1/organisations/{organisation_id}/resources-${Math.floor(i / PER_TAG) + 1}/collections/{collection_id}/items-${i}/{item_id}`] = {
      get: {
        operationId: `getItem${i}`,
        tags: [tag],
        summary: `Item ${i}: ${words.join(' ')}`,
        parameters: ['organisation_id', 'collection_id', 'item_id'].map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
        responses: {
          '200': { description: 'The item.', content: { 'application/json': { schema: ok } } },
          '400': { description: 'A problem.', content: { 'application/json': { schema: ref('Error') } } },
        },
      },
    };
  }
  const object = (properties: string[]) => ({ type: 'object', properties: Object.fromEntries(properties.map((p) => [p, { type: 'string' }])) });
  return {
    openapi: '3.0.3',
    info: { title: 'Many', version: '1.0' },
    tags: Array.from({ length: OPERATIONS / PER_TAG }, (_, t) => ({ name: `Resource ${t + 1}` })),
    paths,
    components: { schemas: { Error: object(['code', 'message']), Thing: object(['id']), Rare: object(['id']) } },
  };
}

describe('a schema that thousands of operations use', () => {
  let root = '';
  let out = '';
  const read = (url: string) => fs.readFileSync(path.join(out, url, 'index.html'), 'utf8');
  /** The page's article (the sidebar and header aside): what the assertions match, and print when they fail. */
  const article = (url: string) => { const html = read(url); return html.slice(html.indexOf('<h1'), html.indexOf('</article>')); };
  const twin = (url: string) => fs.readFileSync(path.join(out, `${url}.md`), 'utf8');
  const hrefs = (html: string) => [...html.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);
  const operationUrl = (i: number) => `/docs/api/get-item${i}`;
  before(async () => {
    await ensureDist();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-used-by-'));
    fs.writeFileSync(path.join(root, 'spec.json'), JSON.stringify(generateSpec()));
    const r = await runDocgen(['build', '--root', root, '--spec', path.join(root, 'spec.json')], { timeoutMs: 300_000 });
    assert.equal(r.code, 0, r.stderr);
    out = path.join(root, 'out');
    assert.ok(fs.existsSync(path.join(out, operationUrl(0).slice(1), 'index.html')), `operation pages are at ${operationUrl(0)}`);
  });
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  test('its page is under 1 MB and 60 KB gzipped, its twin under 50,000 characters', () => {
    const html = read('docs/api/schemas/error');
    assert.ok(html.length < 1_000_000, `${html.length} bytes`);
    const gzipped = zlib.gzipSync(html).length;
    assert.ok(gzipped < 60_000, `${gzipped} bytes gzipped`);
    assert.ok(twin('docs/api/schemas/error').length < 50_000, `${twin('docs/api/schemas/error').length} characters`);
  });

  test('every operation is one click away: a tag with its count links to where the tag starts on a page of users', () => {
    const html = article('docs/api/schemas/error');
    assert.match(html, /3,600 operations, too many for this page: they are listed by tag on \d+ pages\. Each tag links to its list\./);
    const tagLinks = [...html.matchAll(/<li><a href="(\/docs\/api\/schemas\/error\/used-by\/\d+#[^"]+)">(Resource \d+)<\/a> \((\d+)\)<\/li>/g)];
    assert.equal(tagLinks.length, OPERATIONS / PER_TAG);
    const linked = new Set<string>();
    for (const [, href, tag, count] of tagLinks) {
      const [url, id] = href.split('#');
      const page = article(url.slice(1));
      const start = page.indexOf(`<h2 id="${id}">${tag}</h2>`);
      assert.ok(start >= 0, `${href}: no heading for ${tag}`);
      assert.equal(Number(count), PER_TAG);
      // The tag's operations follow its heading, up to the next tag's: all of them (a tag shorter than a page is not cut).
      const end = page.indexOf('<h2', start + 1);
      for (const h of hrefs(page.slice(start, end < 0 ? undefined : end))) if (h.startsWith('/docs/api/get-item')) linked.add(h);
    }
    const missing = Array.from({ length: OPERATIONS }, (_, i) => operationUrl(i)).filter((u) => !linked.has(u));
    assert.deepEqual(missing, []);
  });

  test('the pages of users: by tag, linked back to the schema and to each other, their twins under 50,000 characters', () => {
    const pages = Number(/listed by tag on (\d+) pages/.exec(article('docs/api/schemas/error'))?.[1]);
    assert.ok(pages > 1, `${pages} pages`);
    const first = article('docs/api/schemas/error/used-by/1');
    assert.match(first, new RegExp(`<h1>Operations that use Error \\(1 of ${pages}\\)</h1>`));
    assert.match(first, /<a href="\/docs\/api\/schemas\/error">Error<\/a>/);
    assert.match(first, /<a href="\/docs\/api\/schemas\/error\/used-by\/2">Next page<\/a>/);
    assert.match(article(`docs/api/schemas/error/used-by/${pages}`), /<a href="\/docs\/api\/schemas\/error\/used-by\/\d+">Previous page<\/a>\.<\/p>/);
    for (let n = 1; n <= pages; n++) {
      const md = twin(`docs/api/schemas/error/used-by/${n}`);
      assert.ok(md.length < 50_000, `page ${n}: ${md.length} characters`);
      assert.match(md, /^## Resource \d+/m);
    }
    assert.match(twin('docs/api/schemas/error'), /^- \[Resource 1\]\(\S*\/docs\/api\/schemas\/error\/used-by\/1\.md#\S+\) \(60\)$/m);
  });

  test('a hundred users are listed on the page, grouped by tag, each group closed; a few, as they always were', () => {
    const thing = article('docs/api/schemas/thing');
    assert.match(thing, /120 operations, by tag: open a tag to list its operations\./);
    assert.equal(thing.match(/<details class="dg-api-used-by__group">/g)?.length, 2);
    assert.deepEqual(hrefs(thing).filter((h) => h.startsWith('/docs/api/get-item')).sort(), Array.from({ length: 120 }, (_, i) => operationUrl(i)).sort());
    assert.ok(!fs.existsSync(path.join(out, 'docs/api/schemas/thing/used-by')), 'no pages of its own');
    const rare = article('docs/api/schemas/rare');
    assert.doesNotMatch(rare, /dg-api-used-by__group/);
    assert.match(rare, /<li><a href="\/docs\/api\/get-item120"><span class="dg-method dg-method--get">GET<\/span>/);
  });

  test('the schema page and a page of users are valid HTML', { skip: javaMissing() }, async () => {
    const files = ['docs/api/schemas/error', 'docs/api/schemas/thing', 'docs/api/schemas/error/used-by/2'].map((u) => path.join(out, u, 'index.html'));
    const errors = await runNuChecker(files);
    assert.deepEqual(errors.map((e) => `${path.relative(out, e.file)}:${e.line} ${e.message}`), []);
  });
});
