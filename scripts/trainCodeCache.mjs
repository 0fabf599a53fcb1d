// Makes V8's code caches for dist/docgen.cjs (see bin/loadCompiled.mjs), one per thread of a build; run by bundle.mjs:
// dist/docgen.cjs.v8cache for the build's thread, dist/docgen.cjs.worker.v8cache for its worker.
// It builds a test fixture that has every kind of page (docs with code blocks and admonitions, a React page, an API
// reference from a spec with nested, circular and composed schemas) as `docgen build` does, with the worker, so that
// each thread runs the functions of its stages; then each thread saves their bytecode. The caches hold only compiled
// code of docgen and its libraries, no output of the fixture: they serve any site.
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
const worker = new Worker(new URL('../dist/worker.mjs', import.meta.url), { ...siteWorkerOptions, workerData: { trainCodeCache: true } });
const loaded = loadCompiled(bundle, { cache: 'train' });
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-code-cache-'));
try {
  const result = await loaded.exports.build({ root: fixture, spec, out: path.join(out, 'site'), worker: true }, worker);
  if (!result.ok) {
    for (const d of result.diagnostics) console.error(`${d.file ?? ''} ${d.message}`);
    throw new Error('the training build of test/fixtures/client-site failed');
  }
} finally {
  fs.rmSync(out, { recursive: true, force: true });
}
if (!fs.existsSync(codeCacheFile(bundle, 'worker'))) throw new Error("the training build's worker wrote no code cache");
writeCodeCache(loaded);
