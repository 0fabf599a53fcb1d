// Specs shaped to exhaust the parsers or the validator (issue 24), through the real CLI: each is refused at once with
// the file and line, and the process ends normally (exit 1, not a crash out of memory, code 134, or a kill by the
// time limit). Fixtures: test/fixtures/bad-spec-limits.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDist, runDocgen } from '../helpers/runDocgen.js';
import { fixture } from '../helpers/repoPaths.js';
import { makeTmpDir, writeTree } from '../helpers/tmpDir.js';
import { assertWellFormed } from '../fuzz/assertOutput.js';

type T = Parameters<typeof makeTmpDir>[0];
const specs = fixture('bad-spec-limits');

/** Builds a one-page site with `spec` (a file of the fixture folder), from inside that folder. */
async function buildSpec(t: T, spec: string, extra: string[] = []) {
  const root = makeTmpDir(t);
  writeTree(root, { 'content/docs/intro.md': '# Intro\n' });
  const out = path.join(makeTmpDir(t), 'out');
  const run = await runDocgen(['build', '--root', root, '--out', out, '--spec', spec, ...extra], { cwd: specs, timeoutMs: 30_000 });
  assert.notEqual(run.code, null, `killed after 30 s: ${run.stderr.slice(0, 500)}`);
  assert.doesNotMatch(run.stderr, /FATAL ERROR|heap out of memory|Maximum call stack/);
  return { ...run, out, lines: assertWellFormed(run.stderr, specs) };
}

const tooDeep = 'error  The spec nests deeper than 200 levels here (brackets, braces or indentation); docgen accepts up to 200';

before(async () => { await ensureDist(); });

describe('nesting', { concurrency: 4 }, () => {
  test('500 levels of `{` (tens of seconds of the fallback YAML parser, or all its memory): refused at level 201', async (t) => {
    const { code, lines, stderr, out } = await buildSpec(t, 'braces.yaml');
    assert.equal(code, 1);
    assert.deepEqual(lines, [`braces.yaml:4:208  ${tooDeep}`]);
    assert.match(stderr, /hint: No real spec nests this deep/);
    assert.equal(fs.existsSync(out), false, 'nothing written');
  });

  test('500 levels of `{a: `, and block mappings 250 levels deep: refused at the line and column of level 201', async (t) => {
    assert.deepEqual((await buildSpec(t, 'flow.yaml')).lines, [`flow.yaml:4:${9 + 4 * 199}  ${tooDeep}`]);
    // The document is level 1, x-deep (line 4) holds level 2; k199, on line 204, is level 201.
    const block = await buildSpec(t, 'block.yaml');
    assert.equal(block.code, 1);
    assert.deepEqual(block.lines, [`block.yaml:204:201  ${tooDeep}`]);
  });

  test('JSON arrays 10,000 deep (JSON.parse takes them, the walks after it did not): the same error', async (t) => {
    const { code, lines } = await buildSpec(t, 'arrays.json');
    assert.equal(code, 1);
    assert.deepEqual(lines, [`arrays.json:5:${13 + 199}  ${tooDeep}`]);
  });

  test('a file reached by $ref is held to the same limit, and named', async (t) => {
    const { code, lines } = await buildSpec(t, 'ref.yaml');
    assert.equal(code, 1);
    assert.deepEqual(lines, [`ref-target.yaml:3:${11 + 198}  ${tooDeep}`]);
  });

  test('aliases that nest their anchors 80 levels a time, past 200 in all: refused at the alias that passes the limit', async (t) => {
    const { code, lines } = await buildSpec(t, 'aliases.yaml');
    assert.equal(code, 1);
    assert.deepEqual(lines, ['aliases.yaml:6:86  error  YAML aliases nest the document deeper than 200 levels here; docgen accepts up to 200']);
  });

  test('keys that are collections, under the nesting limit: refused at the first, before the parser prints them', async (t) => {
    const { code, lines } = await buildSpec(t, 'collection-keys.yaml');
    assert.equal(code, 1);
    assert.deepEqual(lines, ['collection-keys.yaml:4:7  error  A mapping key that is itself a mapping or a list: the keys of a spec are strings']);
  });
});

describe('parameters', () => {
  test('a parameter listed twice (same `in` and name): a warning at the repeat, naming the line of the first; an error with --strict', async (t) => {
    const { code, lines, stderr } = await buildSpec(t, 'duplicate-parameters.yaml');
    assert.equal(code, 0, stderr);
    assert.deepEqual(lines, [
      'duplicate-parameters.yaml:12:9  warning  The query parameter `page` of the path /shows is already listed (line 8)',
      'duplicate-parameters.yaml:28:11  warning  The query parameter `limit` of GET /shows is already listed (line 20)',
      'duplicate-parameters.yaml:43:11  warning  The header parameter `X-Request-Id` of GET /movies is already listed (line 39)',
    ]);
    const strict = await buildSpec(t, 'duplicate-parameters.yaml', ['--strict']);
    assert.equal(strict.code, 1);
    assert.deepEqual(strict.lines, lines.map((l) => l.replace('  warning  ', '  error  ')));
    assert.match(stderr, /hint: An operation takes each parameter \(its name and `in`\) once/);
    // The validator's own messages about the same repeats (no line) are left out.
    assert.doesNotMatch(stderr, /Found multiple|duplicate items/);
  });
});
