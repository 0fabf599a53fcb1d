#!/usr/bin/env node
// The compiled CLI is dist/docgen.cjs (made by `npm ci` / `npm run bundle`); rebuild it when a source is newer.
import { ensureBundle } from '../scripts/ensure-bundle.mjs';
import { loadCompiled, tuneV8ForBuild } from './loadCompiled.mjs';

// `docgen build` runs for a second or two: V8 tuned for that, and the code cache made with the same tuning. Not for
// `docgen serve`, which runs for hours: its warm rebuilds were slower with the flags, and V8 would reject a cache
// made with them anyway (so serve compiles without one, and leaves the build's cache as it is).
const building = process.argv[2] === 'build';
if (building) tuneV8ForBuild();
await ensureBundle();
const { main } = loadCompiled(new URL('../dist/docgen.cjs', import.meta.url), { cache: building ? 'use' : 'ignore' }).exports;
process.exitCode = await main(process.argv.slice(2));
