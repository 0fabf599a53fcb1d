#!/usr/bin/env node
// The compiled CLI lives in dist/ (made by `npm ci` / `npm run bundle`); rebuild it when a source is newer.
import { ensureBundle } from '../scripts/ensure-bundle.mjs';
await ensureBundle();
const { main } = await import('../dist/cli.mjs');
process.exitCode = await main(process.argv.slice(2));
