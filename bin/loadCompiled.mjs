// Loads dist/docgen.cjs (the CLI and the build, as one CommonJS file) with a cache of its compiled code.
//
// Without a cache, every process compiles the bundle from source: about 5 MB of JavaScript for a build, parsed and
// compiled function by function as they first run.
//
// Node 22 and later have a compile cache for modules (module.enableCompileCache()): there the bundle is loaded with
// require() and Node keeps its cache, made on the first build, in the temporary folder (NODE_COMPILE_CACHE moves it,
// NODE_DISABLE_COMPILE_CACHE=1 turns it off). It follows Node's version and the bundle by itself, and needs no step
// at install.
//
// Before Node 22 there is only vm.Script's `cachedData`, hence one CommonJS file run through vm.Script. Its code
// cache (`script.createCachedData()` after a build, which holds the bytecode of every function that ran) gives V8
// that work done. It fits only the Node that made it, so it is never shipped: the first `docgen build` that finds
// none makes it (bin/docgen.js), into a cache folder (codeCacheDir below: node_modules/.cache/docgen, as other tools
// keep theirs); in a checkout of docgen, `npm run bundle` also makes one at once (scripts/trainCodeCache.mjs).
// Without a cache, or where the folder cannot be written, docgen compiles as it goes: the cache is never required.
//
// V8 checks either cache against its own version and flags, and rejects it (then compiles as usual) when they differ.
// It checks vm.Script's only by the source's length, so that cache also carries the bundle's hash, and is used only
// when the bundle starts with the same hash (scripts/bundle.mjs writes it on the first line).
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import Module, { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** True where Node has its own compile cache (Node 22 and later): the bundle needs no cache of docgen's there. */
export const nodeCompileCache = typeof Module.enableCompileCache === 'function';

const nodeMajor = Number(process.versions.node.split('.')[0]);

/**
 * V8 tiers code up for long-running programs; a build runs for a second or two, and in it TurboFan's background
 * compiles took a large share of its CPU time. Fewer, smaller optimized functions: callees are not inlined, and on
 * Node 20 code must run twice as long before it is optimized. Compiler tiering flags are read when a function tiers
 * up, so setting them after start-up is safe (a GC flag that sizes the heap, set then, can crash V8).
 *
 * And a heap that grows by 2× its live size between full collections instead of up to 4×: a large build makes a
 * page-sized string of garbage per page, and the heap kept growing to 4× before collecting it. It costs the builds
 * that collect more often a little CPU. The factor is read at each collection, like the tiering flags.
 *
 * V8 prints an error on stderr for a flag it does not know, and a process can only learn its V8's flags by starting
 * another (`node --v8-options`): the flags follow Node's major version. `--interrupt-budget` is Node 20's V8 only
 * (11.3); later ones count invocations instead (`--invocation-count-for-turbofan`, from Node 21), and doubling that
 * count made no measurable difference on Node 22, 24 or 26, so they get only the other two flags, which every V8
 * from Node 20 to 26 knows.
 */
export const buildV8Flags = [
  ...(nodeMajor <= 20 ? ['--interrupt-budget=135168'] : []),
  '--no-turbo-inlining',
  '--heap-growing-percent=100',
];

/** Sets buildV8Flags in this process (every thread): only for `docgen build` and the code caches made for it. */
export function tuneV8ForBuild() {
  for (const flag of buildV8Flags) v8.setFlagsFromString(flag);
}

const hashLine = /^\/\/ docgen-bundle ([0-9a-f]{64})\n/;

/**
 * The folder for docgen's code cache: DOCGEN_CACHE_DIR when set; else `.cache/docgen` in the node_modules folder that
 * holds the bundle (an installed docgen-cli), or in the node_modules of the package the bundle belongs to (a checkout
 * of docgen: <repo>/dist/docgen.cjs); undefined when there is neither (then no cache is read or written).
 */
export function codeCacheDir(bundle) {
  if (process.env.DOCGEN_CACHE_DIR) return path.resolve(process.env.DOCGEN_CACHE_DIR);
  const parts = path.resolve(bundle).split(path.sep);
  const installed = parts.lastIndexOf('node_modules');
  if (installed > 0) return path.join(parts.slice(0, installed + 1).join(path.sep), '.cache', 'docgen');
  const ownModules = path.join(path.dirname(path.dirname(path.resolve(bundle))), 'node_modules');
  return fs.existsSync(ownModules) ? path.join(ownModules, '.cache', 'docgen') : undefined;
}

/** The code cache file of a bundle (in codeCacheDir), or undefined when it has no cache folder. */
export function codeCacheFile(bundle) {
  const dir = codeCacheDir(bundle);
  return dir && path.join(dir, path.basename(bundle) + '.v8cache');
}

/**
 * Runs a CommonJS bundle and returns its exports. The bundle gets this module's import() as `__docgenImportUrl`,
 * for URLs known only at run time (the config, page components; src/node/importUrl.ts): in Node 20, code run from
 * a code cache cannot call import() itself.
 * `cache`: 'use' (Node's compile cache where there is one, else the bundle's code cache when the file matches),
 * 'ignore', or 'train' (compile without a cache; the caller writes one later with writeCodeCache). Returns
 * { exports, cache: 'node' | 'used' | 'rejected' | 'missing' | 'stale' | 'ignored', script, file, hash }
 * (writeCodeCache takes the whole of it); 'node': loaded with Node's compile cache (no `script`), which Node reads,
 * checks and writes by itself.
 */
export function loadCompiled(bundleUrl, { cache = 'use' } = {}) {
  const file = bundleUrl instanceof URL || String(bundleUrl).startsWith('file:') ? fileURLToPath(bundleUrl) : path.resolve(String(bundleUrl));
  if (cache === 'use' && nodeCompileCache) return requireWithCompileCache(file);
  // ASCII only (scripts/bundle.mjs makes it so): read as latin1, it is a one-byte string, read three times faster.
  const source = fs.readFileSync(file, 'latin1');
  const hash = hashLine.exec(source)?.[1];
  let cachedData;
  let status = cache === 'use' ? 'missing' : 'ignored';
  const cacheFile = codeCacheFile(file);
  if (cache === 'use' && cacheFile) {
    try {
      const data = fs.readFileSync(cacheFile);
      if (hash && data.subarray(0, 64).toString('latin1') === hash) cachedData = data.subarray(64);
      else status = 'stale';
    } catch { /* no cache: compile as usual */ }
  }
  // The same wrapper text whenever the cache is made or used: V8 caches the script as a whole.
  const wrapper = `(function (exports, require, module, __filename, __dirname, __docgenImportUrl) {${source}\n})`;
  const script = new vm.Script(wrapper, { filename: file, cachedData });
  if (cachedData) status = script.cachedDataRejected ? 'rejected' : 'used';
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file), importUrl);
  return { exports: module.exports, cache: status, script, file, hash };
}

const importUrl = (url) => import(url);

/**
 * Node's compile cache applies to what require() and import load, not to vm.Script: the bundle is required. Its
 * `__docgenImportUrl` is then no parameter of a wrapper but a global; code that require() loads can call import()
 * itself, but the bundle is the same for both paths. Without a directory, enableCompileCache() takes
 * NODE_COMPILE_CACHE's or the temporary folder's, as Node's documentation asks of tools.
 */
function requireWithCompileCache(file) {
  Module.enableCompileCache();
  Object.defineProperty(globalThis, '__docgenImportUrl', { value: importUrl, configurable: true, writable: true });
  return { exports: createRequire(file)(file), cache: 'node', file, hash: undefined };
}

/**
 * Writes the code cache of a loaded bundle (vm.Script only): the bytecode of every function that has run so far.
 * Throws when it cannot (no cache folder, a read-only one): callers that only optimise use saveCodeCache.
 */
export function writeCodeCache(loaded) {
  if (!loaded.script) throw new Error(`${loaded.file} was loaded with Node's compile cache, not vm.Script: it has no code cache of its own to write`);
  if (!loaded.hash) throw new Error(`${loaded.file} has no "// docgen-bundle <hash>" first line`);
  const target = codeCacheFile(loaded.file);
  if (!target) throw new Error(`${loaded.file} has no cache folder (no node_modules around it; set DOCGEN_CACHE_DIR)`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // A file of its own per process, renamed over the cache: two builds at once never leave half a cache.
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, Buffer.concat([Buffer.from(loaded.hash, 'latin1'), loaded.script.createCachedData()]));
  fs.renameSync(temporary, target);
}

/**
 * After a build that ran without a fitting code cache (none yet, another bundle's, another Node's): makes one for
 * the next build. A cache folder that cannot be written only means no cache; returns whether one was written.
 */
export function saveCodeCache(loaded) {
  if (!['missing', 'stale', 'rejected'].includes(loaded.cache)) return false;
  try { writeCodeCache(loaded); return true; } catch { return false; }
}
