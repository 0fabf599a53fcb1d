// Loads dist/docgen.cjs (the CLI, the build and its worker, as one CommonJS file) with V8's code cache.
//
// Node 20 compiles every module of a process from source: about 5 MB of JavaScript for a build, parsed and compiled
// again in each of its two threads, function by function as they first run. A code cache made once at bundle time
// (scripts/trainCodeCache.mjs: a build of a test fixture, then `script.createCachedData()`, which holds the bytecode
// of every function that ran) gives V8 that work done. Node 22 has a compile cache for modules; Node 20 has only
// vm.Script's `cachedData`, hence one CommonJS file run through vm.Script instead of ES modules through import.
//
// Each thread of a build has a cache of its own, made from what that thread runs (scripts/trainCodeCache.mjs): V8
// reads a whole cache when it loads the script, and the worker's thread, which renders the Markdown and finishes and
// writes pages, needs less than half of the build thread's bytecode (1.2 of 2.8 MB). Functions outside a thread's
// cache are compiled when they first run, as without a cache.
//
// V8 checks the cache against its own version and flags, and rejects it (then compiles as usual) when they differ.
// It checks the source only by length, so the cache also carries the bundle's hash, and is used only when the
// bundle starts with the same hash (scripts/bundle.mjs writes it on the first line).
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * V8 tiers code up for long-running programs; a build runs for a second or two, and in it TurboFan's background
 * compiles took about 1 s of the 3 s of CPU (per-thread CPU of the BetaSeries build: 1.2 s with TurboFan, 0.1 s
 * without it). Fewer, smaller optimized functions: code must run twice as long before it is optimized, and callees
 * are not inlined. BetaSeries, alternating 8 runs each: wall 1.68 → 1.42 s, CPU 2.82 → 2.28 s; the Stripe and
 * 1,000-operation builds within noise (−3 %, 0 %). Compiler tiering flags are read when a function tiers up, so
 * setting them after start-up is safe (a GC flag that sizes the heap, set then, can crash V8).
 *
 * And a heap that grows by 2× its live size between full collections instead of up to 4×: the worker of a large
 * build makes a page-sized string of garbage per page (render/pageParts.ts), and both threads' heaps kept growing
 * to 4× before collecting it. 10,000 operations, alternating 2 runs each: peak RSS 1,248-1,265 → 875-888 MB, wall
 * 42.3/48.3 → 39.5/45.2 s (a slow hour). It costs the builds that collect more often a little CPU: Stripe, alternating
 * 10 runs, 4.31 → 4.48 s wall, 7.77 → 7.97 s CPU; 1,000 operations within noise. The factor is read at each
 * collection, like the tiering flags.
 */
export const buildV8Flags = ['--interrupt-budget=135168', '--no-turbo-inlining', '--heap-growing-percent=100'];

/** Sets buildV8Flags in this process (every thread): only for `docgen build` and the code cache made for it. */
export function tuneV8ForBuild() {
  for (const flag of buildV8Flags) v8.setFlagsFromString(flag);
}

/**
 * Options of the build's worker thread (src/node/worker/startSiteWorker.ts, and bin/docgen.js, which starts it early).
 * The same stack as the main thread's (V8's 984 KB, plus the 192 KB Node keeps in reserve): Markdown or a spec nested
 * deeply enough to overflow it must fail the same way in either thread (a worker's default is 4 MB).
 */
export const siteWorkerOptions = { resourceLimits: { stackSizeMb: (984 + 192) / 1024 } };

const hashLine = /^\/\/ docgen-bundle ([0-9a-f]{64})\n/;

/** The cache file of a bundle for a thread's role ('main': the build's thread; 'worker': its worker), beside it. */
export const codeCacheFile = (bundle, role = 'main') => bundle + (role === 'worker' ? '.worker' : '') + '.v8cache';

/**
 * Runs a CommonJS bundle and returns its exports. The bundle gets this module's import() as `__docgenImportUrl`,
 * for URLs known only at run time (the config, page components; src/node/importUrl.ts): in Node 20, code run from
 * a code cache cannot call import() itself.
 * `cache`: 'use' (when the file matches), 'ignore', or 'train' (compile without it; the caller writes it later
 * with writeCodeCache); `role`: whose cache ('main' or 'worker'). Returns { exports, cache: 'used' | 'rejected' |
 * 'missing' | 'stale' | 'ignored', script, file, hash, role } (writeCodeCache takes the whole of it).
 */
export function loadCompiled(bundleUrl, { cache = 'use', role = 'main' } = {}) {
  const file = bundleUrl instanceof URL || String(bundleUrl).startsWith('file:') ? fileURLToPath(bundleUrl) : path.resolve(String(bundleUrl));
  // ASCII only (scripts/bundle.mjs makes it so): read as latin1, it is a one-byte string, read three times faster.
  const source = fs.readFileSync(file, 'latin1');
  const hash = hashLine.exec(source)?.[1];
  let cachedData;
  let status = cache === 'use' ? 'missing' : 'ignored';
  if (cache === 'use') {
    try {
      const data = fs.readFileSync(codeCacheFile(file, role));
      if (hash && data.subarray(0, 64).toString('latin1') === hash) cachedData = data.subarray(64);
      else status = 'stale';
    } catch { /* no cache: compile as usual */ }
  }
  // The same wrapper text whenever the cache is made or used: V8 caches the script as a whole.
  const wrapper = `(function (exports, require, module, __filename, __dirname, __docgenImportUrl) {${source}\n})`;
  const script = new vm.Script(wrapper, { filename: file, cachedData });
  if (cachedData) status = script.cachedDataRejected ? 'rejected' : 'used';
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file), (url) => import(url));
  return { exports: module.exports, cache: status, script, file, hash, role };
}

/** Writes the code cache of a loaded bundle: the bytecode of every function that has run so far. */
export function writeCodeCache(loaded) {
  if (!loaded.hash) throw new Error(`${loaded.file} has no "// docgen-bundle <hash>" first line`);
  const target = codeCacheFile(loaded.file, loaded.role);
  fs.writeFileSync(target + '.tmp', Buffer.concat([Buffer.from(loaded.hash, 'latin1'), loaded.script.createCachedData()]));
  fs.renameSync(target + '.tmp', target);
}
