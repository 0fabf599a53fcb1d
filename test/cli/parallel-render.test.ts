// Rendering in two threads (render/renderShares.ts, as `docgen build` does for big sites) writes exactly the files,
// bytes and problems of a one-thread build. Run through the bundle (dist/), which the second thread loads.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fixture, repoRoot } from '../helpers/repoPaths.js';
import { ensureDist } from '../helpers/runDocgen.js';
import { makeTmpDir, snapshotDir } from '../helpers/tmpDir.js';

before(async () => { await ensureDist(); });

const loadBundle = async () => {
  const { loadCompiled } = await import(pathToFileURL(path.join(repoRoot, 'bin', 'loadCompiled.mjs')).href);
  return loadCompiled(path.join(repoRoot, 'dist', 'docgen.cjs'), { cache: 'ignore' }).exports as { build: (o: object) => Promise<{ ok: boolean; pages: number; threads?: number; diagnostics: { message: string }[] }> };
};

test('two threads write the same out/ as one: every page, asset and byte', async (t) => {
  const { build } = await loadBundle();
  const base = makeTmpDir(t);
  const spec = path.join(fixture('openapi-schemas'), 'spec.yaml');
  const one = await build({ root: fixture('basic'), spec, out: path.join(base, 'one') });
  const two = await build({ root: fixture('basic'), spec, out: path.join(base, 'two'), parallel: { minPages: 1, minSpecBytes: 0 } });
  assert.equal(one.ok, true, one.diagnostics.map((d) => d.message).join('\n'));
  assert.equal(two.ok, true, two.diagnostics.map((d) => d.message).join('\n'));
  assert.ok(one.pages > 10);
  assert.deepEqual([one.threads, two.threads], [1, 2]);
  assert.deepEqual(snapshotDir(path.join(base, 'two')), snapshotDir(path.join(base, 'one')));
});

test('a broken link on a page the second thread renders is reported as in one thread, and nothing is written', async (t) => {
  const { build } = await loadBundle();
  const root = makeTmpDir(t);
  fs.mkdirSync(path.join(root, 'content/docs'), { recursive: true });
  for (let i = 0; i < 6; i++) fs.writeFileSync(path.join(root, `content/docs/page-${i}.md`), `# Page ${i}\n\nSee [nowhere](/docs/missing-${i}).\n`);
  const one = await build({ root, out: path.join(root, 'one') });
  const two = await build({ root, out: path.join(root, 'two'), parallel: { minPages: 1, minSpecBytes: 0 } });
  assert.equal(one.ok, false);
  assert.equal(two.ok, false);
  assert.deepEqual(two.diagnostics.map((d) => d.message), one.diagnostics.map((d) => d.message));
  assert.equal(one.diagnostics.filter((d) => /missing-/.test(d.message)).length, 6);
  assert.ok(!fs.existsSync(path.join(root, 'two')), 'no output');
  assert.deepEqual(fs.readdirSync(root).filter((n) => n.includes('.docgen-')), [], 'no staging folder left');
});
