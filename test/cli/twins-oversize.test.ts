// Markdown twins of a spec whose pages outgrow what an assistant reads of one page (test/fixtures/twins-oversize):
// an operation, a schema, a "Used by" list and the A–Z index that would each pass 50,000 characters are written
// compact (named schemas linked to their twins, the curl sample reading its body from a file, "Used by" counted,
// index titles on one line) with their facts still there; a schema written inline past the limit keeps the warning,
// which names the page.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDist, runDocgen } from '../helpers/runDocgen.js';
import { fixture } from '../helpers/repoPaths.js';
import { listFiles } from '../helpers/tmpDir.js';

const LIMIT = 50_000;
const LONG = 'Depot counts what it holds at the close of every shift';
const NAMED = ['address', 'parcel', 'customs', 'carrier', 'insurance'];

describe('twins too long for one read', () => {
  let root = '';
  let out = '';
  let stderr = '';
  const read = (p: string) => fs.readFileSync(path.join(out, p), 'utf8');
  before(async () => {
    await ensureDist();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-twins-oversize-'));
    const r = await runDocgen(['build', '--root', root, '--spec', path.join(fixture('twins-oversize'), 'spec.yaml'), '--verbose'], { timeoutMs: 120_000 });
    assert.equal(r.code, 0, r.stderr);
    out = path.join(root, 'out');
    stderr = r.stderr;
  });
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  test('no twin is over the limit but those of schemas written inline past it, and each of those is warned about, naming its page and section', () => {
    const over = listFiles(out).filter((f) => f.endsWith('.md') && read(f).length > LIMIT);
    assert.deepEqual(over, ['docs/api/get-inventory-report.md', 'docs/api/schemas/catalogue.md']);
    const warnings = stderr.split('\n').filter((l) => /The Markdown twin of/.test(l));
    assert.equal(warnings.length, 2, stderr);
    assert.match(warnings[0], /The Markdown twin of \/docs\/api\/get-inventory-report has \d+ characters even in its compact form.*Its largest section is "200 OK"/);
    assert.match(warnings[1], /The Markdown twin of \/docs\/api\/schemas\/catalogue has \d+ characters even in its compact form.*Its largest section is "Schema"/);
    // It is still written, whole.
    const report = read('docs/api/get-inventory-report.md');
    for (let i = 1; i <= 60; i++) assert.match(report, new RegExp(`^- \`counter_${String(i).padStart(2, '0')}\` \\(integer\\)`, 'm'));
  });

  test('an operation twin links to its schemas\' twins and keeps its parameters, headers, status codes and curl line', () => {
    const twin = read('docs/api/create-shipment.md');
    assert.ok(twin.length <= LIMIT, `${twin.length} characters`);
    assert.match(twin, /^> This Markdown twin is shortened to fit one read: .*named schemas link to their own twins.*\[The HTML page\]\(\/docs\/api\/create-shipment\) shows everything\.$/m);
    for (const name of NAMED) {
      assert.match(twin, new RegExp(`\\(properties: \\[\\w+\\]\\(/docs/api/schemas/${name}\\.md\\)\\)`), name);
      assert.ok(fs.existsSync(path.join(out, `docs/api/schemas/${name}.md`)), `${name}.md`);
    }
    // The schemas' own properties are on their twins, not here.
    assert.doesNotMatch(twin, /`origin\.alpha_address`/);
    assert.match(read('docs/api/schemas/address.md'), /^- `alpha_address` \(string\): Depot counts/m);
    for (const name of ['dry_run', 'notify', 'Idempotency-Key']) assert.match(twin, new RegExp(`^\\| \`${name}\` \\|`, 'm'), name);
    assert.match(twin, /^\| `dry_run` \| query \| boolean \| no \| `false` \|/m);
    for (const header of ['Location', 'X-Rate-Remaining']) assert.match(twin, new RegExp(`^- \`${header}\` \\(`, 'm'), header);
    for (const status of ['201 Created', '409 Conflict', '422 Unprocessable Content']) assert.match(twin, new RegExp(`^### ${status}$`, 'm'), status);
    for (const property of ['id', 'reference', 'origin', 'destination', 'parcels', 'customs', 'carrier', 'insurance', 'notes']) assert.match(twin, new RegExp(`^- \`${property}\` \\(`, 'm'), property);
    // The request's example is shown once: the curl sample sends it from a file.
    const curl = /^```bash\n([\s\S]*?)\n```$/m.exec(twin)?.[1] ?? '';
    assert.match(curl, /^curl --request POST \\$/m);
    assert.match(curl, /--data @body\.json$/m);
    assert.doesNotMatch(curl, new RegExp(LONG));
    assert.match(twin, /^It sends the file `body\.json` as the request body, described above\.$/m);
    assert.equal(twin.split(LONG).length - 1, 3, 'the example\'s three notes, once each');
  });

  test('a body whose named schema alone outgrows the twin links to that schema\'s twin', () => {
    const twin = read('docs/api/replace-catalogue.md');
    assert.ok(twin.length <= LIMIT, `${twin.length} characters`);
    assert.match(twin, /^Schema: \(object \(Catalogue\)\): \(properties: \[Catalogue\]\(\/docs\/api\/schemas\/catalogue\.md\)\)$/m);
    assert.doesNotMatch(twin, /^- `section_01`/m);
    assert.match(twin, /^### 204 No Content$/m);
    assert.match(twin, /^curl --request PUT \\$/m);
  });

  test('a schema twin links to the twins of the schemas its properties hold', () => {
    const twin = read('docs/api/schemas/shipment.md');
    assert.ok(twin.length <= LIMIT, `${twin.length} characters`);
    for (const name of NAMED) assert.match(twin, new RegExp(`\\]\\(/docs/api/schemas/${name}\\.md\\)`), name);
    for (const property of ['id', 'reference', 'origin', 'destination', 'parcels', 'customs', 'carrier', 'insurance', 'notes']) assert.match(twin, new RegExp(`^- \`${property}\` \\(`, 'm'), property);
    assert.match(twin, /^- \[POST \/shipments\]\(\/docs\/api\/create-shipment\.md\): Create a shipment$/m);
    // A twin that fits is written in full, as before.
    assert.doesNotMatch(read('docs/api/schemas/address.md'), /shortened/);
  });

  test('a "Used by" list too long for the twin lists what fits, one line each, and counts the others with a link to the page', () => {
    const twin = read('docs/api/schemas/error.md');
    assert.ok(twin.length <= LIMIT, `${twin.length} characters`);
    const usedBy = twin.slice(twin.indexOf('\n## Used by\n'));
    const listed = usedBy.split('\n').filter((l) => l.startsWith('- '));
    for (const line of listed) assert.match(line, /^- \[(GET|POST) \/[^\]]+\]\(\/docs\/api\/[^)]+\.md\): \S/);
    assert.ok(listed.length > 50, `${listed.length} listed`);
    const more = /^And (\d+) more operations: 191 users in all, too many for this twin\. \[The page\]\(\/docs\/api\/schemas\/error#used-by\) lists them all\.$/m.exec(usedBy);
    assert.ok(more, usedBy.slice(-400));
    assert.equal(listed.length + Number(more[1]), 191);
    assert.match(twin, new RegExp(`^> This Markdown twin is shortened to fit one read: "Used by" lists ${listed.length} of its 191 entries\\.`, 'm'));
    // The schema itself is whole.
    assert.match(twin, /^- `code` \(string, required\): A stable code for the problem\.$/m);
  });

  test('the A–Z index lists every page, each on one line with its title cut to fit', () => {
    const twin = read('search.md');
    assert.ok(twin.length <= LIMIT, `${twin.length} characters`);
    const entries = twin.split('\n').filter((l) => l.startsWith('- '));
    for (const line of entries) assert.match(line, /^- \[[^\]]+\]\(\/docs\/api\/[^)\s]+\.md\)( `[A-Z]+ \/\S+`)?$/, line);
    const bins = entries.filter((l) => l.includes('/bins/b'));
    assert.equal(bins.length, 190);
    // A long title is cut at a word.
    assert.match(bins[0], /^- \[Look up one storage bin of a shelf, [^\]]*…\]/);
    const pages = listFiles(out).filter((f) => /^docs\/api\/.+\/index\.html$/.test(f)).length;
    assert.equal(entries.length, pages);
  });
});
