// Entry of dist/docgen.cjs, the one file `docgen` runs (through bin/loadCompiled.mjs and V8's code cache): the command
// line, build() (which scripts/trainCodeCache.mjs runs to make the cache) and the worker thread's side, whose entry
// dist/worker.mjs loads this same file and cache.
export { main } from './cli.js';
export { build } from './build.js';
export { runSiteWorker } from './worker/siteWorker.js';
