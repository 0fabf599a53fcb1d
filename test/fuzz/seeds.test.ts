// Every failure the fuzz test (and the hunt for pathological Markdown around it) found, kept as a regular test with
// its input as a fixture.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDist, runDocgen } from '../helpers/runDocgen.js';
import { fixture } from '../helpers/repoPaths.js';
import { makeTmpDir, writeTree } from '../helpers/tmpDir.js';
import { assertWellFormed } from './assertOutput.js';

type T = Parameters<typeof makeTmpDir>[0];

/** Builds fixture `name` with its spec.yaml from inside the fixture folder, with a one-page site as the root. */
async function buildSpecSeed(t: T, name: string) {
  const root = makeTmpDir(t);
  writeTree(root, { 'content/docs/intro.md': '# Intro\n' });
  const run = await runDocgen(['build', '--root', root, '--out', path.join(makeTmpDir(t), 'out'), '--spec', 'spec.yaml'], { cwd: fixture(name), timeoutMs: 60_000 });
  return { ...run, lines: assertWellFormed(run.stderr, fixture(name)) };
}

before(async () => { await ensureDist(); });

describe('spec seeds', { concurrency: 2 }, () => {
  test('an empty $ref is an error at its line, not an attempt to read the spec\'s folder', async (t) => {
    const { code, lines } = await buildSpecSeed(t, 'bad-fuzz-empty-ref');
    assert.equal(code, 1);
    assert.equal(lines.length, 1, lines.join('\n'));
    assert.match(lines[0], /^spec\.yaml:16:\d+  error  .*\$ref/);
    assert.doesNotMatch(lines[0], /EISDIR|Cannot load the OpenAPI spec/);
  });

  test("a '%' in a key above a $ref to a missing file: the missing file is reported at the $ref's line", async (t) => {
    const { code, lines } = await buildSpecSeed(t, 'bad-fuzz-percent-key');
    assert.equal(code, 1);
    assert.equal(lines.length, 1, lines.join('\n'));
    assert.match(lines[0], /^spec\.yaml:19:\d+  error  \$ref '\.\/missing\.yaml' does not exist \(no file missing\.yaml; at .*100%.*\)/);
  });
});

describe('Markdown seeds', { concurrency: 2 }, () => {
  test('block quotes, emphasis runs and HTML nested thousands deep: an error each, at once, instead of a stack overflow after minutes', async (t) => {
    const site = fixture('bad-deep-nesting');
    const r = await runDocgen(['build', '--root', site, '--out', path.join(makeTmpDir(t), 'out')], { cwd: site, timeoutMs: 120_000 });
    assert.equal(r.code, 1, r.stderr);
    assert.deepEqual(assertWellFormed(r.stderr, site), [
      'content/docs/emphasis.md:7:1  error  The Markdown is nested 2500 levels deep here (block quotes, list items, ::: containers or a run of * or _); docgen accepts up to 250',
      'content/docs/html.md  error  The Markdown is nested too deeply to transform (thousands of levels of emphasis, links or HTML elements)',
      'content/docs/quotes.md:7:801  error  The Markdown is nested 400 levels deep here (block quotes, list items, ::: containers or a run of * or _); docgen accepts up to 250',
    ]);
  });

  test('a list nested 2,000 levels (4 MB of indentation, 10 minutes of parsing before) is refused at the first line too deep', async (t) => {
    const root = makeTmpDir(t);
    const lines = Array.from({ length: 2000 }, (_, i) => '  '.repeat(i) + `- level ${i + 1}`);
    writeTree(root, { 'content/docs/deep.md': '---\ntitle: Deep\n---\n\n' + lines.join('\n') + '\n' });
    const r = await runDocgen(['build', '--root', root, '--out', path.join(makeTmpDir(t), 'out')], { cwd: root, timeoutMs: 120_000 });
    assert.equal(r.code, 1, r.stderr);
    assert.deepEqual(assertWellFormed(r.stderr, root), [
      'content/docs/deep.md:255:501  error  The Markdown is nested 251 levels deep here (block quotes, list items, ::: containers or a run of * or _); docgen accepts up to 250',
    ]);
    assert.ok(!fs.existsSync(path.join(root, 'out')));
  });
});
