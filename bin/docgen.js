#!/usr/bin/env node
// Runs dist/docgen.cjs, the CLI and the build compiled ahead of time (scripts/bundle.mjs, at `npm ci` in a checkout
// and before `npm pack`). An installed docgen-cli runs dist/ as shipped; only a checkout of docgen (it has src/, and
// lies in no node_modules folder) rebuilds dist/ when a source is newer than it.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCompiled, saveCodeCache, tuneV8ForBuild } from './loadCompiled.mjs';

// `docgen build` runs for a second or two: V8 tuned for that, and the code cache made with the same tuning. Not for
// `docgen serve`, which runs for hours: its warm rebuilds were slower with the flags, and V8 would reject a cache
// made with them anyway (so serve compiles without one, and leaves the build's cache as it is).
const building = process.argv[2] === 'build';
if (building) tuneV8ForBuild();
const packageRoot = fileURLToPath(new URL('..', import.meta.url));
if (fs.existsSync(new URL('../src', import.meta.url)) && !packageRoot.split(/[\\/]/).includes('node_modules')) {
  const { ensureBundle } = await import('../scripts/ensure-bundle.mjs');
  await ensureBundle();
}
const loaded = loadCompiled(new URL('../dist/docgen.cjs', import.meta.url), { cache: building ? 'use' : 'ignore' });
process.exitCode = await loaded.exports.main(process.argv.slice(2));
// Node 20: the first build without a fitting code cache leaves one for the next (Node 22 and later keep their own).
if (building) saveCodeCache(loaded);
