// The A–Z index as a reader and an assistant see it (templates/pages/SearchIndexPage.tsx and its twin), over a build in
// memory: an operation without a summary is titled by its request line, which is then said once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { build } from '../../../src/node/build.js';
import { MemoryWriter } from '../../../src/node/output/writer.js';
import { fixture } from '../../helpers/repoPaths.js';
import { makeTmpDir } from '../../helpers/tmpDir.js';

test('an operation titled by its request line is listed with it once, in the page and in its twin', async (t) => {
  const writer = new MemoryWriter();
  const result = await build({ root: makeTmpDir(t), spec: path.join(fixture('parameter-details'), 'spec.yaml'), writer });
  assert.equal(result.ok, true, result.diagnostics.map((d) => d.message).join('\n'));
  const html = String(writer.files.get('search/index.html'));
  const item = /<li><a href="\/docs\/api\/get-lighthouses-number">(.*?)<\/li>/.exec(html)?.[1] ?? '';
  assert.match(item, /<span class="dg-method dg-method--get">GET<\/span> (<!-- -->)?\/lighthouses\/\{number\}<\/a>/);
  assert.equal(item.match(/GET/g)?.length, 1, item);
  assert.equal(item.match(/\/lighthouses\/\{number\}/g)?.length, 1, item);
  // An operation with a summary keeps its title and gets its request line beside it.
  assert.match(html, /List lighthouses<\/a> <code>\/lighthouses<\/code>/);
  const twin = Buffer.from(writer.files.get('search.md') as Uint8Array).toString('utf8');
  assert.match(twin, /^- \[GET \/lighthouses\/\{number\}\]\(\/docs\/api\/get-lighthouses-number\.md\)$/m);
  assert.match(twin, /^- \[List lighthouses\]\(\/docs\/api\/list-lighthouses\.md\) `GET \/lighthouses`$/m);
});
