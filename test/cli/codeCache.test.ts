// bin/loadCompiled.mjs: `docgen build` runs dist/docgen.cjs with a cache of its compiled code: Node's compile cache
// where Node has one (22 and later), else V8's code cache made at bundle time (Node 20). The cache must be used when
// it fits, never when the bundle changed (V8 itself compares only the source's length), and code run from it must
// still import the config and page components. Each half runs on the Node that takes that path; each load runs in a
// child process: V8 flags and its in-memory compilation cache are per process.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fixture, repoRoot } from '../helpers/repoPaths.js';
import { ensureDist, runDocgen } from '../helpers/runDocgen.js';
import { listFiles, makeTmpDir } from '../helpers/tmpDir.js';

before(async () => { await ensureDist(); });

const loader = pathToFileURL(path.join(repoRoot, 'bin', 'loadCompiled.mjs')).href;
const { codeCacheFile, nodeCompileCache } = await import(loader) as typeof import('../../bin/loadCompiled.mjs');
const vmCacheOnly = { skip: nodeCompileCache && `Node ${process.version} loads bundles with its own compile cache` };
const compileCacheOnly = { skip: !nodeCompileCache && `Node ${process.version} has no compile cache: bundles load with their own` };

interface ChildLoad { cache: string; value: string; imported: number; stderr: string }

/**
 * Loads `bundle` in a new process; returns the cache status, what the bundle's functions give and the child's stderr.
 * `tmpdir`: the child's temporary folder, where Node keeps its compile cache (none of the parent's, so the test
 * starts from an empty one), with Node's log of what it reads and writes there on stderr.
 */
function loadInChild(bundle: string, cache: 'use' | 'train', options: { buildFlags?: boolean; tmpdir?: string } = {}): ChildLoad {
  const script = `
    import { loadCompiled, tuneV8ForBuild, writeCodeCache } from ${JSON.stringify(loader)};
    if (${Boolean(options.buildFlags)}) tuneV8ForBuild();
    const loaded = loadCompiled(${JSON.stringify(bundle)}, { cache: ${JSON.stringify(cache)} });
    const value = loaded.exports.value();
    const imported = await loaded.exports.importDefault('data:text/javascript,export default 42');
    if (${JSON.stringify(cache)} === 'train') writeCodeCache(loaded);
    console.log(JSON.stringify({ cache: loaded.cache, value, imported }));`;
  // The test bundles lie in no node_modules folder: their code cache goes beside them.
  const env = { ...childEnv(options.tmpdir), DOCGEN_CACHE_DIR: path.join(path.dirname(bundle), 'cache') };
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env });
  assert.equal(run.status, 0, run.stderr);
  return { ...JSON.parse(run.stdout), stderr: run.stderr };
}

function childEnv(tmpdir: string | undefined, log = true): NodeJS.ProcessEnv {
  if (!tmpdir) return process.env;
  const { NODE_COMPILE_CACHE: _dir, NODE_DISABLE_COMPILE_CACHE: _off, ...env } = process.env;
  return { ...env, TMPDIR: tmpdir, ...(log && { NODE_DEBUG_NATIVE: 'COMPILE_CACHE' }) };
}

/** Writes a CommonJS bundle as scripts/bundle.mjs does: the hash of the code on the first line. */
function writeBundle(file: string, value: string): void {
  const code = `module.exports = { value: () => ${JSON.stringify(value)}, importDefault: (url) => __docgenImportUrl(url).then((m) => m.default) };`;
  fs.writeFileSync(file, `// docgen-bundle ${crypto.createHash('sha256').update(code).digest('hex')}\n${code}`);
}

/** Node's debug log says whether V8 accepted the compile cache it read for `file` (NODE_DEBUG_NATIVE=COMPILE_CACHE). */
const acceptedFrom = (file: string) => new RegExp(`cache for (CommonJS )?${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} was accepted`);

test('a trained cache is used on the next load, and code run from it can still import modules', vmCacheOnly, (t) => {
  const bundle = path.join(makeTmpDir(t), 'bundle.cjs');
  writeBundle(bundle, 'first');
  assert.deepEqual(loadInChild(bundle, 'use'), { cache: 'missing', value: 'first', imported: 42, stderr: '' });
  assert.deepEqual(loadInChild(bundle, 'train'), { cache: 'ignored', value: 'first', imported: 42, stderr: '' });
  assert.deepEqual(loadInChild(bundle, 'use'), { cache: 'used', value: 'first', imported: 42, stderr: '' });
});

test('a cache made for another bundle of the same length is not used: the new code runs', vmCacheOnly, (t) => {
  const bundle = path.join(makeTmpDir(t), 'bundle.cjs');
  writeBundle(bundle, 'first');
  loadInChild(bundle, 'train');
  writeBundle(bundle, 'other');
  assert.deepEqual(loadInChild(bundle, 'use'), { cache: 'stale', value: 'other', imported: 42, stderr: '' });
});

test('a cache made with other V8 flags is rejected by V8, and the bundle still runs', vmCacheOnly, (t) => {
  const bundle = path.join(makeTmpDir(t), 'bundle.cjs');
  writeBundle(bundle, 'first');
  loadInChild(bundle, 'train');
  assert.deepEqual(loadInChild(bundle, 'use', { buildFlags: true }), { cache: 'rejected', value: 'first', imported: 42, stderr: '' });
});

test('dist/docgen.cjs has a code cache for `docgen build` (its V8 flags), and it is used, quietly', vmCacheOnly, () => {
  const bundle = path.join(repoRoot, 'dist', 'docgen.cjs');
  const script = `
    import { loadCompiled, tuneV8ForBuild } from ${JSON.stringify(loader)};
    tuneV8ForBuild();
    const loaded = loadCompiled(${JSON.stringify(bundle)}, { cache: 'use' });
    console.log(loaded.cache, typeof loaded.exports.main, typeof loaded.exports.build);`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(run.stdout.trim(), 'used function function');
  assert.equal(run.stderr, '');
  assert.equal(codeCacheFile(bundle), path.join(repoRoot, 'node_modules', '.cache', 'docgen', 'docgen.cjs.v8cache'), 'in the cache folder, not in dist/ (which is shipped)');
  assert.ok(fs.statSync(codeCacheFile(bundle)!).size > 100_000, 'the cache holds the bytecode of a whole build');
});

test('Node\'s compile cache: made by the first load, accepted by V8 on the next, and code run from it can still import modules', compileCacheOnly, (t) => {
  const dir = makeTmpDir(t);
  const bundle = path.join(dir, 'bundle.cjs');
  writeBundle(bundle, 'first');
  const tmpdir = path.join(dir, 'tmp');
  fs.mkdirSync(tmpdir);
  const first = loadInChild(bundle, 'use', { buildFlags: true, tmpdir });
  assert.deepEqual({ ...first, stderr: undefined }, { cache: 'node', value: 'first', imported: 42, stderr: undefined });
  assert.doesNotMatch(first.stderr, acceptedFrom(bundle));
  assert.ok(listFiles(tmpdir).some((f) => f.startsWith('node-compile-cache/')), `a cache in the temporary folder: ${listFiles(tmpdir).join(', ')}`);
  const second = loadInChild(bundle, 'use', { buildFlags: true, tmpdir });
  assert.deepEqual({ ...second, stderr: undefined }, { cache: 'node', value: 'first', imported: 42, stderr: undefined });
  assert.match(second.stderr, acceptedFrom(bundle));
});

test('Node\'s compile cache: a changed bundle runs its new code', compileCacheOnly, (t) => {
  const dir = makeTmpDir(t);
  const bundle = path.join(dir, 'bundle.cjs');
  const tmpdir = path.join(dir, 'tmp');
  fs.mkdirSync(tmpdir);
  writeBundle(bundle, 'first');
  loadInChild(bundle, 'use', { tmpdir });
  writeBundle(bundle, 'other');
  const changed = loadInChild(bundle, 'use', { tmpdir });
  assert.deepEqual({ ...changed, stderr: undefined }, { cache: 'node', value: 'other', imported: 42, stderr: undefined });
  assert.doesNotMatch(changed.stderr, acceptedFrom(bundle));
});

test('dist/docgen.cjs loads with Node\'s compile cache in each thread of `docgen build` (its V8 flags), quietly', compileCacheOnly, (t) => {
  const bundle = path.join(repoRoot, 'dist', 'docgen.cjs');
  const tmpdir = makeTmpDir(t);
  // The first load makes the cache, the next reads it.
  for (const load of ['first', 'second']) {
    const script = `
      import { loadCompiled, tuneV8ForBuild } from ${JSON.stringify(loader)};
      tuneV8ForBuild();
      const loaded = loadCompiled(${JSON.stringify(bundle)});
      console.log(loaded.cache, typeof loaded.exports.main, typeof loaded.exports.build);`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: childEnv(tmpdir, false) });
    assert.equal(run.stdout.trim(), 'node function function', load);
    assert.equal(run.stderr, '', `${load} load: no V8 error for a flag this V8 does not know`);
  }
  assert.equal(listFiles(tmpdir).filter((f) => f.startsWith('node-compile-cache/')).length, 1, 'one cache entry, for the bundle');
});

test('`docgen build` makes the code cache when there is none, uses it next time, and builds all the same where the cache folder cannot be written', vmCacheOnly, async (t) => {
  const dir = makeTmpDir(t);
  const cacheDir = path.join(dir, 'cache');
  const build = (env: Record<string, string>, out: string) => runDocgen(['build', '--root', fixture('basic'), '--out', path.join(dir, out)], { env });
  const first = await build({ DOCGEN_CACHE_DIR: cacheDir }, 'first');
  assert.equal(first.code, 0, first.stderr);
  const cache = path.join(cacheDir, 'docgen.cjs.v8cache');
  const made = fs.statSync(cache).mtimeMs;
  const second = await build({ DOCGEN_CACHE_DIR: cacheDir }, 'second');
  assert.equal(second.code, 0, second.stderr);
  assert.equal(fs.statSync(cache).mtimeMs, made, 'the cache fitted: not made again');
  // A file where the folder should be: no cache can be written there, and the build does not mind.
  fs.writeFileSync(path.join(dir, 'not-a-folder'), '');
  const third = await build({ DOCGEN_CACHE_DIR: path.join(dir, 'not-a-folder', 'cache') }, 'third');
  assert.equal(third.code, 0, third.stderr);
  assert.equal(third.stderr, '');
});
