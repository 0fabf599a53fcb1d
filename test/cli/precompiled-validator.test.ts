// The dist/ bundle validates specs with the OpenAPI 3.0 schema compiled at bundle time (scripts/precompiledValidator.mjs)
// instead of compiling it on every run: the compiled validator must be in the bundle, and it must report exactly
// what the validator compiled at run time reports (as the sources run here, through tsx, without the bundle's plugin).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build } from '../../src/node/build.js';
import { formatDiagnostic } from '../../src/node/diagnostics.js';
import { exampleSite, fixture, repoRoot, sharedDir } from '../helpers/repoPaths.js';
import { ensureDist, runDocgen } from '../helpers/runDocgen.js';
import { makeTmpDir } from '../helpers/tmpDir.js';

before(async () => { await ensureDist(); });

test('the bundle carries the precompiled validator, with uniqueItems in linear time', () => {
  const cjs = fs.readFileSync(path.join(repoRoot, 'dist', 'docgen.cjs'), 'utf8');
  assert.ok(!cjs.includes('new AjvDraft4(validatorOptions)'), 'the bundle compiles the OpenAPI schema at run time');
  // uniqueItems of parameters and tags in linear time: no pairwise loop left in the compiled schema.
  assert.ok(cjs.includes('function duplicatePair(') && !/outer\d+:\s*for/.test(cjs), 'the compiled schema compares array items pair by pair');
});

test('invalid and valid specs: the bundle (precompiled schema) reports what the schema compiled at run time reports', async (t) => {
  const specs = [
    path.join(fixture('bad-specs'), 'schema-invalid.yaml'),
    path.join(fixture('bad-specs'), 'no-responses.yaml'),
    path.join(fixture('openapi-invalid'), 'spec.yaml'),
    // Repeated parameters, identical and not: the validator's messages that docgen's own check replaces.
    path.join(fixture('bad-spec-limits'), 'duplicate-parameters.yaml'),
    path.join(exampleSite, 'openapi', 'betaseries.yaml'),
    path.join(sharedDir, 'specs', 'oai', 'v3.0', 'petstore.yaml'),
  ].filter((f) => fs.existsSync(f));
  let invalid = 0;
  for (const spec of specs) {
    const root = makeTmpDir(t);
    const bundled = await runDocgen(['build', '--root', root, '--out', path.join(root, 'out-cli'), '--spec', spec]);
    const fromSources = await build({ root, spec, out: path.join(root, 'out-src') });
    const lines = (text: string) => text.split('\n').filter((l) => /  (error|warning)  /.test(l) && !l.includes('No content folder'));
    const expected = fromSources.diagnostics.filter((d) => d.code !== 'no-content').map((d) => formatDiagnostic(d, process.cwd()).split('\n')[0]);
    assert.deepEqual(lines(bundled.stderr), expected, spec);
    assert.equal(bundled.code, fromSources.ok ? 0 : 1, spec);
    if (fromSources.diagnostics.some((d) => d.code === 'openapi-schema')) invalid += 1;
  }
  assert.ok(invalid >= 3, `validation problems were compared (${invalid} invalid specs)`);
});
