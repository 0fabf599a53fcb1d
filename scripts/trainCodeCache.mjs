// Makes V8's code caches for dist/docgen.cjs (see bin/loadCompiled.mjs), one per thread of a build; run by bundle.mjs
// on Node 20 and 21 (later ones use Node's compile cache instead): dist/docgen.cjs.v8cache for the build's thread,
// dist/docgen.cjs.worker.v8cache for its worker.
// It builds a test fixture that has every kind of page (docs with code blocks and admonitions, a React page, an API
// reference from a spec with nested, circular and composed schemas) twice: in one thread, then as `docgen build`
// does, with the worker; then each thread saves the bytecode of the functions it ran. The build's thread so has every
// stage's (a build without the worker, the benchmark's stage table, a doc this thread renders when the worker lags);
// the worker has only its own. The caches hold only compiled code of docgen and its libraries, no output of the
// fixture: they serve any site.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { codeCacheFile, loadCompiled, siteWorkerOptions, tuneV8ForBuild, writeCodeCache } from '../bin/loadCompiled.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixture = path.join(root, 'test/fixtures/client-site');
const spec = path.join(root, 'test/fixtures/openapi-schemas/spec.yaml');
const bundle = path.join(root, 'dist/docgen.cjs');

// The flags first: V8 keeps a cache only for the flags it was made with.
tuneV8ForBuild();
// The worker writes its cache once the build's pages are written and their links checked (src/node/worker/workerEntry.ts).
fs.rmSync(codeCacheFile(bundle, 'worker'), { force: true });
const worker = new Worker(new URL('../dist/worker.cjs', import.meta.url), { ...siteWorkerOptions, workerData: { trainCodeCache: true } });
const loaded = loadCompiled(bundle, { cache: 'train' });
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-code-cache-'));
try {
  for (const [name, withWorker] of [['one-thread', false], ['with-worker', true]]) {
    const result = await loaded.exports.build({ root: fixture, spec, out: path.join(out, name), worker: withWorker }, withWorker ? worker : undefined);
    if (!result.ok) {
      for (const d of result.diagnostics) console.error(`${d.file ?? ''} ${d.message}`);
      throw new Error(`the training build (${name}) of test/fixtures/client-site failed`);
    }
  }
} finally {
  fs.rmSync(out, { recursive: true, force: true });
}
// The build thread's cache first: without the worker's, a build still uses it (bundle.mjs warns).
writeCodeCache(loaded);
if (!fs.existsSync(codeCacheFile(bundle, 'worker'))) throw new Error("the training build's worker wrote no code cache");
