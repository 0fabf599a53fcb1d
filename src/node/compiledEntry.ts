// Entry of dist/docgen.cjs, the one file `docgen` runs (through bin/loadCompiled.mjs and V8's code cache): the command
// line, build() (which scripts/trainCodeCache.mjs runs to make the cache) and the worker thread's side, whose entry
// dist/worker.cjs loads this same file and cache. Each is imported when called: the bundle turns these import()s into
// lazy module initialisers, so each thread runs the top-level code of only the modules it uses (the worker, for
// one, none of the command line's, the spec loader's or the page graph's).
import type { Worker } from 'node:worker_threads';
import type { BuildOptions, BuildResult } from './build.js';
import type { SiteWorkerHooks } from './worker/siteWorker.js';

/** The command line; `earlyWorker`: the build's thread, when bin/docgen.js started it before loading this file. */
export async function main(argv: string[], earlyWorker?: Worker): Promise<number> {
  if (earlyWorker) (await import('./worker/startSiteWorker.js')).adoptEarlyWorker(earlyWorker);
  return (await import('./cli.js')).main(argv);
}

/** build(); `earlyWorker` as for main (the benchmark loads docgen as bin/docgen.js does). */
export async function build(options: BuildOptions, earlyWorker?: Worker): Promise<BuildResult> {
  if (earlyWorker) (await import('./worker/startSiteWorker.js')).adoptEarlyWorker(earlyWorker);
  return (await import('./build.js')).build(options);
}

export async function runSiteWorker(hooks?: SiteWorkerHooks): Promise<void> {
  (await import('./worker/siteWorker.js')).runSiteWorker(hooks);
}
