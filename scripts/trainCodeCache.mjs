// Makes V8's code cache for dist/docgen.cjs (see bin/loadCompiled.mjs) in its cache folder (node_modules/.cache/docgen
// of this checkout); run by bundle.mjs on Node 20 and 21 (later ones use Node's compile cache instead). An installed
// docgen-cli has no such step: its first build makes the cache (bin/docgen.js).
// It builds a test fixture that has every kind of page (docs with code blocks and admonitions, a React page, an API
// reference from a spec with nested, circular and composed schemas), then saves the bytecode of the functions that
// ran. The cache holds only compiled code of docgen and its libraries, no output of the fixture: it serves any site.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCompiled, tuneV8ForBuild, writeCodeCache } from '../bin/loadCompiled.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixture = path.join(root, 'test/fixtures/client-site');
const spec = path.join(root, 'test/fixtures/openapi-schemas/spec.yaml');
const bundle = path.join(root, 'dist/docgen.cjs');

// The flags first: V8 keeps a cache only for the flags it was made with.
tuneV8ForBuild();
const loaded = loadCompiled(bundle, { cache: 'train' });
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-code-cache-'));
try {
  const result = await loaded.exports.build({ root: fixture, spec, out: path.join(out, 'site') });
  if (!result.ok) {
    for (const d of result.diagnostics) console.error(`${d.file ?? ''} ${d.message}`);
    throw new Error('the training build of test/fixtures/client-site failed');
  }
} finally {
  fs.rmSync(out, { recursive: true, force: true });
}
writeCodeCache(loaded);
