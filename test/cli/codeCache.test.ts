// bin/loadCompiled.mjs: `docgen build` runs dist/docgen.cjs from V8's code cache. The cache must be used when it
// fits, never when the bundle changed (V8 itself compares only the source's length), and code run from it must
// still import the config and page components. Each load runs in a child process: V8 flags and its in-memory
// compilation cache are per process.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../helpers/repoPaths.js';
import { ensureDist } from '../helpers/runDocgen.js';
import { makeTmpDir } from '../helpers/tmpDir.js';

before(async () => { await ensureDist(); });

const loader = pathToFileURL(path.join(repoRoot, 'bin', 'loadCompiled.mjs')).href;
const { codeCacheFile } = await import(loader) as typeof import('../../bin/loadCompiled.mjs');

/** Loads `bundle` in a new process; returns the cache status and what the bundle's functions give. */
function loadInChild(bundle: string, cache: 'use' | 'train', options: { buildFlags?: boolean } = {}): { cache: string; value: string; imported: number } {
  const script = `
    import { loadCompiled, tuneV8ForBuild, writeCodeCache } from ${JSON.stringify(loader)};
    if (${Boolean(options.buildFlags)}) tuneV8ForBuild();
    const loaded = loadCompiled(${JSON.stringify(bundle)}, { cache: ${JSON.stringify(cache)} });
    const value = loaded.exports.value();
    const imported = await loaded.exports.importDefault('data:text/javascript,export default 42');
    if (${JSON.stringify(cache)} === 'train') writeCodeCache(loaded);
    console.log(JSON.stringify({ cache: loaded.cache, value, imported }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
}

/** Writes a CommonJS bundle as scripts/bundle.mjs does: the hash of the code on the first line. */
function writeBundle(file: string, value: string): void {
  const code = `module.exports = { value: () => ${JSON.stringify(value)}, importDefault: (url) => __docgenImportUrl(url).then((m) => m.default) };`;
  fs.writeFileSync(file, `// docgen-bundle ${crypto.createHash('sha256').update(code).digest('hex')}\n${code}`);
}

test('a trained cache is used on the next load, and code run from it can still import modules', (t) => {
  const bundle = path.join(makeTmpDir(t), 'bundle.cjs');
  writeBundle(bundle, 'first');
  assert.deepEqual(loadInChild(bundle, 'use'), { cache: 'missing', value: 'first', imported: 42 });
  assert.deepEqual(loadInChild(bundle, 'train'), { cache: 'ignored', value: 'first', imported: 42 });
  assert.deepEqual(loadInChild(bundle, 'use'), { cache: 'used', value: 'first', imported: 42 });
});

test('a cache made for another bundle of the same length is not used: the new code runs', (t) => {
  const bundle = path.join(makeTmpDir(t), 'bundle.cjs');
  writeBundle(bundle, 'first');
  loadInChild(bundle, 'train');
  writeBundle(bundle, 'other');
  assert.deepEqual(loadInChild(bundle, 'use'), { cache: 'stale', value: 'other', imported: 42 });
});

test('a cache made with other V8 flags is rejected by V8, and the bundle still runs', (t) => {
  const bundle = path.join(makeTmpDir(t), 'bundle.cjs');
  writeBundle(bundle, 'first');
  loadInChild(bundle, 'train');
  assert.deepEqual(loadInChild(bundle, 'use', { buildFlags: true }), { cache: 'rejected', value: 'first', imported: 42 });
});

test('dist/docgen.cjs has a code cache for `docgen build` (its V8 flags), and it is used', () => {
  const bundle = path.join(repoRoot, 'dist', 'docgen.cjs');
  const script = `
    import { loadCompiled, tuneV8ForBuild } from ${JSON.stringify(loader)};
    tuneV8ForBuild();
    const loaded = loadCompiled(${JSON.stringify(bundle)}, { cache: 'use' });
    console.log(loaded.cache, typeof loaded.exports.main, typeof loaded.exports.build);`;
  assert.equal(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim(), 'used function function');
  assert.ok(fs.statSync(codeCacheFile(bundle)).size > 100_000, 'the cache holds the bytecode of a whole build');
});
