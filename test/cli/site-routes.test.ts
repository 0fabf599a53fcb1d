// `docgen build` of the repository itself produces every non-API route of the site specification
// (test/fixtures/routes.txt is a copy of ../shared/site/routes.txt, so this test needs nothing outside the repo).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDist, parseRouteList, runDocgen } from '../helpers/runDocgen.js';
import { exampleSite, fixture } from '../helpers/repoPaths.js';
import { makeTmpDir } from '../helpers/tmpDir.js';

const routes = parseRouteList(fs.readFileSync(fixture('routes.txt'), 'utf8'));
const nonApiRoutes = routes.filter((r) => !r.startsWith('/docs/api/'));

before(async () => { await ensureDist(); });

test('routes.txt is the full list: the home, the docs and the API reference', () => {
  assert.ok(routes.includes('/') && routes.includes('/docs/intro') && routes.includes('/docs/tags/test'));
  assert.ok(nonApiRoutes.length >= 20, `${nonApiRoutes.length} non-API routes`);
  assert.ok(routes.length > nonApiRoutes.length, 'API routes are listed too (and left to the API tests)');
});

test('building the repo writes every non-API route of routes.txt, and a 404 page', async (t) => {
  const out = path.join(makeTmpDir(t), 'out');
  const r = await runDocgen(['build', '--root', exampleSite, '--out', out], { timeoutMs: 120_000 });
  const errorLines = r.stderr.split('\n').filter((l) => /  error  /.test(l));
  assert.equal(r.code, 0, `the build failed with ${errorLines.length} errors, first ones:\n${errorLines.slice(0, 15).join('\n')}`);
  const missing = nonApiRoutes.filter((route) => !fs.existsSync(path.join(out, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`)));
  assert.deepEqual(missing, [], 'routes without a page');
  assert.ok(fs.existsSync(path.join(out, '404.html')));
  // The sitemap lists them too (it lists every route the build made).
  const sitemap = fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
  const locs = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
  assert.deepEqual(nonApiRoutes.filter((route) => !locs.has(route)), [], 'routes missing from sitemap.xml');
});
