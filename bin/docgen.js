#!/usr/bin/env node
// The compiled CLI lives in dist/ (made by `npm ci` / `npm run bundle`); rebuild it when a source is newer.
import v8 from 'node:v8';
import { ensureBundle } from '../scripts/ensure-bundle.mjs';

// V8 tiers code up for long-running programs; a build runs for a second or two, and in it TurboFan's background
// compiles took about 1 s of the 3 s of CPU (per-thread CPU of the BetaSeries build: 1.2 s with TurboFan, 0.1 s
// without it). Fewer, smaller optimized functions: code must run twice as long before it is optimized, and callees
// are not inlined. BetaSeries, alternating 8 runs each: wall 1.68 → 1.42 s, CPU 2.82 → 2.28 s; the Stripe and
// 1,000-operation builds within noise (−3 %, 0 %). Only for `build`: `docgen serve` runs for hours, and its warm
// rebuilds were slower with them (Markdown edit 57 → 63 ms, spec edit 161 → 202 ms). Only compiler tiering flags:
// they are read when a function tiers up, so setting them now is safe (a GC flag set after start-up can crash V8).
// Set here, not in dist/index.mjs: a library must not retune the V8 of the program that imports it.
if (process.argv[2] === 'build') {
  v8.setFlagsFromString('--interrupt-budget=135168');
  v8.setFlagsFromString('--no-turbo-inlining');
}

await ensureBundle();
const { main } = await import('../dist/cli.mjs');
process.exitCode = await main(process.argv.slice(2));
