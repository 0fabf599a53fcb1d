// The twin of a schema page (src/node/output/twins/schemaTwin.ts) lists "Used by" as the page does: a list of 51 to
// 1,000 operations under one heading per tag with its count, each tag holding the operations the page puts under it;
// and, shortened to fit, it keeps every tag's heading and says what each one leaves out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createApiRoutes, type LoadedApi } from '../../../../src/node/openapi/index.js';
import { createSchemaPageView } from '../../../../src/node/openapi/createSchemaPageView.js';
import { schemaOf } from '../../../../src/node/output/twins/apiTwins.js';
import { schemaTwinBody } from '../../../../src/node/output/twins/schemaTwin.js';
import { createTwinLinker } from '../../../../src/node/output/twins/twinText.js';
import { exampleSite } from '../../../helpers/repoPaths.js';
import { loadOrFail, renderRoute } from '../../openapi/helpers.js';

const site = 'https://docs.example';
let loaded: LoadedApi | undefined;

/** BetaSeries' ErrorEnvelope, which 167 operations return: its page's HTML, its view and the twin's link maker. */
async function errorEnvelope() {
  const api = (loaded ??= await loadOrFail(path.join(exampleSite, 'openapi', 'betaseries.yaml')));
  const route = createApiRoutes(api).routes.find((r) => r.url === '/docs/api/schemas/errorenvelope');
  assert.ok(route, 'no ErrorEnvelope page');
  const view = createSchemaPageView(api, schemaOf(api, route)!);
  return { html: renderRoute(api, route), view, title: route.title, link: createTwinLinker(site, '/') };
}

/** The page's groups: each tag's summary ('Shows (30)') and the operations listed under it (their twins' URLs). */
function pageGroups(html: string): [string, string[]][] {
  return [...html.matchAll(/<details class="dg-api-used-by__group"><summary>(.*?)<\/summary>(.*?)<\/details>/g)].map((m) => [
    m[1].replace(/<[^>]+>/g, ''),
    [...m[2].matchAll(/<a href="([^"]+)"/g)].map((a) => `${site}${a[1]}.md`),
  ]);
}

/** The twin's groups: each `### ` heading of "Used by" and the operations listed under it. */
function twinGroups(twin: string): [string, string[]][] {
  const usedBy = twin.slice(twin.indexOf('## Used by'));
  return usedBy.split(/^### /m).slice(1).map((block) => [block.slice(0, block.indexOf('\n')), [...block.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => m[1])]);
}

test('a "Used by" list of 51 to 1,000 operations is grouped in the twin as on the page: one heading per tag with its count', async () => {
  const { html, view, title, link } = await errorEnvelope();
  assert.equal(view.usedBy.layout, 'groups');
  assert.ok(view.usedBy.operations.length > 50 && view.usedBy.operations.length <= 1000, `${view.usedBy.operations.length} users`);
  const twin = schemaTwinBody(view, title, link);
  assert.ok(twin.length < 50_000, `${twin.length} characters`);
  assert.match(twin, /^## Used by\n\n167 operations, by tag\.\n\n### Badges \(1\)\n\n- \[GET \/badges\/badge\]\(https:\/\/docs\.example\/docs\/api\/get-badges-badge\.md\): Get badge details\n\n### Collections \(4\)\n/m);
  const onPage = pageGroups(html);
  assert.equal(onPage.length, view.usedBy.groups.length);
  // The same tags, in the same order, with the same counts and the same operations under each.
  assert.deepEqual(twinGroups(twin), onPage);
});

test('a twin shortened to fit keeps every tag\'s heading and count, and says what each tag leaves out', async () => {
  const { view, title, link } = await errorEnvelope();
  const page = `${site}/docs/api/schemas/errorenvelope`;
  const room = 9_000;
  const twin = schemaTwinBody(view, title, link, { page, room, schemasLinked: false });
  assert.ok(twin.length <= room, `${twin.length} characters`);
  const groups = twinGroups(twin);
  assert.deepEqual(groups.map(([heading]) => heading), view.usedBy.groups.map((g) => `${g.title} (${g.operations.length})`));
  const shown = groups.reduce((n, [, ops]) => n + ops.length, 0);
  assert.ok(shown > 20 && shown < 167, `${shown} shown`);
  assert.match(twin, new RegExp(`"Used by" lists ${shown} of its 167 entries`));
  assert.match(twin, new RegExp(`And ${167 - shown} more operations: 167 users in all, too many for this twin\\. \\[The page\\]\\(${page}#used-by\\) lists them all\\.`));
  // Each tag cut short says how many of its operations are left out: together, all those the twin does not list.
  const cut = groups.map(([heading, ops]) => Number(/\((\d+)\)$/.exec(heading)![1]) - ops.length);
  const said = twin.slice(twin.indexOf('## Used by')).split(/^### /m).slice(1).map((block) => {
    // A tag with none listed says so; its heading has the count.
    const m = /^(?:And (\d+) more in this tag, not|(Not)) listed in this twin\.$/m.exec(block);
    return m ? Number(m[1] ?? /\((\d+)\)/.exec(block)![1]) : 0;
  });
  assert.deepEqual(said, cut);
  assert.equal(cut.reduce((a, b) => a + b, 0), 167 - shown);
});
