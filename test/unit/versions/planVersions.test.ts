import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRouteRebaser, planVersions } from '../../../src/node/versions/planVersions.js';
import type { FrozenVersion } from '../../../src/node/versions/readVersions.js';

const frozen = (name: string): FrozenVersion => ({ name, dir: `/site/versioned/${name}`, docsDir: `/site/versioned/${name}/content/docs`, sidebars: {} });
const config = { api: { routeBasePath: '/docs/api', categoryUrl: '/docs/category/api' }, versions: { '1.0': { label: '1.0 (LTS)', noIndex: true }, current: { banner: 'none' as const } } };

test('the working copy is Next at /docs/next, the newest frozen version is the latest at /docs, older ones at /docs/<name>', () => {
  const plans = planVersions(config, [frozen('2.0'), frozen('1.0')]);
  assert.deepEqual(plans.map((p) => [p.name, p.label, p.segment, p.latest, p.banner, p.noIndex, p.docsBase, p.apiBase]), [
    ['current', 'Next', 'next', false, 'none', false, '/docs/next', '/docs/next/api'],
    ['2.0', '2.0', '', true, 'none', false, '/docs', '/docs/api'],
    ['1.0', '1.0 (LTS)', '1.0', false, 'unmaintained', true, '/docs/1.0', '/docs/1.0/api'],
  ]);
});

test("a version's Markdown links stay in the version where it has the page; written with a version, they go there", () => {
  const plans = planVersions(config, [frozen('2.0'), frozen('1.0')]);
  const [next, latest, old] = plans;
  const rebase = createRouteRebaser(old, plans, latest, new Set(['/docs/1.0/intro', '/docs/1.0/api/get-x', '/docs/1.0/category/api']));
  assert.equal(rebase('/docs/intro'), '/docs/1.0/intro');
  assert.equal(rebase('/docs/api/get-x'), '/docs/1.0/api/get-x');
  assert.equal(rebase('/docs/category/api'), '/docs/1.0/category/api');
  assert.equal(rebase('/docs/tags/start'), '/docs/1.0/tags/start');
  assert.equal(rebase('/docs/walking'), '/docs/walking', 'no such page in 1.0: left as written (a warning later)');
  assert.equal(rebase('/docs/next/x'), '/docs/next/x');
  assert.equal(rebase('/docs/2.0/intro'), '/docs/intro', "the latest version's name means the latest version");
  assert.equal(rebase('/about'), '/about');
  const latestRebase = createRouteRebaser(latest, plans, latest, new Set());
  assert.equal(latestRebase('/docs/intro'), '/docs/intro');
  assert.equal(createRouteRebaser(next, plans, latest, new Set(['/docs/next/intro']))('/docs/intro'), '/docs/next/intro');
});
