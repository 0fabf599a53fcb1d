// Real-world specs from ../shared/specs (read-only, may be absent) and the site's own spec: each loads without
// errors, gives one page per operation, and every rendered page has unique ids, working #anchors and < 1 MB.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createApiRoutes, loadApi } from '../../../src/node/openapi/index.js';
import { exampleSite, repoRoot, sharedDir } from '../../helpers/repoPaths.js';
import { apiOptions, checkAnchors, renderRoute } from './helpers.js';

// Operation counts from ../shared/specs/MANIFEST.md; the site's own spec covers every published operation.
const specs: [string, number][] = [
  [path.join(sharedDir, 'specs', 'oai', 'v3.0', 'petstore.yaml'), 3],
  [path.join(sharedDir, 'specs', 'oai', 'v3.0', 'petstore-expanded.yaml'), 4],
  [path.join(sharedDir, 'specs', 'docusaurus-openapi-docs', 'tests', 'allOf.yaml'), 14],
  [path.join(sharedDir, 'specs', 'betaseries-openapi.json'), 169],
  [path.join(sharedDir, 'specs', 'stripe', 'spec3.yaml'), 468],
  [path.join(exampleSite, 'openapi', 'betaseries.yaml'), 169],
];

for (const [spec, expectedOperations] of specs) {
  const name = path.relative(path.dirname(repoRoot), spec);
  test(`${name}: loads, one page per operation, every page's anchors resolve`, { timeout: 300_000 }, async (t) => {
    if (!fs.existsSync(spec)) return t.skip(`${spec} is absent`);
    const { api, diagnostics } = await loadApi(spec, apiOptions);
    assert.deepEqual(diagnostics.filter((d) => d.severity === 'error'), []);
    assert.ok(api);
    const { routes } = createApiRoutes(api);
    assert.equal(api.operations.length, expectedOperations);
    assert.equal(routes.filter((r) => r.kind === 'api-operation').length, expectedOperations);
    const schemaCount = Object.keys(api.schemas.document.components?.schemas ?? {}).length;
    assert.equal(routes.filter((r) => r.kind === 'api-schema').length, schemaCount, 'a page per named schema');
    assert.equal(routes.length, expectedOperations + 2 + schemaCount);
    const problems: string[] = [];
    let largest = 0;
    for (const route of routes) {
      const html = renderRoute(api, route);
      largest = Math.max(largest, html.length);
      problems.push(...checkAnchors(html, route));
      if (problems.length > 20) break;
    }
    assert.deepEqual(problems, []);
    assert.ok(largest < 1_000_000, `largest page ${largest} bytes`);
  });
}

test('the published BetaSeries spec gives exactly the API routes of site/routes.txt', async (t) => {
  const spec = path.join(sharedDir, 'specs', 'betaseries-openapi.json');
  const routesFile = path.join(sharedDir, 'site', 'routes.txt');
  if (!fs.existsSync(spec) || !fs.existsSync(routesFile)) return t.skip('../shared is absent');
  const { api } = await loadApi(spec, apiOptions);
  const expected = fs
    .readFileSync(routesFile, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('/docs/api/') || l === '/docs/category/api');
  const actual = createApiRoutes(api!).routes.map((r) => r.url);
  assert.deepEqual(actual.sort(), expected.sort());
});
