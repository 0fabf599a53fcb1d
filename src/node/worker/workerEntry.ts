// Entry of dist/worker.cjs, the worker thread of a build from dist/ (the library's as well as the CLI's): it runs the
// worker's side of dist/docgen.cjs, with the code cache made for it (used when this process has `docgen build`'s V8
// flags; V8 rejects it otherwise and compiles as usual). Started with workerData { trainCodeCache: true }
// (scripts/trainCodeCache.mjs), it compiles without the cache and writes one once its build is finished.
import { workerData } from 'node:worker_threads';
import { loadCompiled, writeCodeCache } from '../../../bin/loadCompiled.mjs';
import type { SiteWorkerHooks } from './siteWorker.js';

const training = (workerData as { trainCodeCache?: boolean } | null)?.trainCodeCache === true;
const loaded = loadCompiled(new URL('./docgen.cjs', import.meta.url), { cache: training ? 'train' : 'use', role: 'worker' });
(loaded.exports as { runSiteWorker(hooks?: SiteWorkerHooks): void }).runSiteWorker(training ? { beforeFinished: () => writeCodeCache(loaded) } : undefined);
