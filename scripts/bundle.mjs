// Compiles docgen ahead of time with esbuild, so no TypeScript compiler runs when a user builds a site.
//   dist/cli.mjs     the command line and the build pipeline (node)
//   dist/worker.mjs  the build's second thread (src/node/worker/siteWorker.ts)
//   dist/render.mjs  templates + React + renderToString: a separate entry so `docgen serve` can rebuild it when a template changes
//   dist/client.js   the browser script (minified, no React); dist/head.js the tiny inline <head> script
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import path from 'node:path';
import { nodeEsbuildOptions } from '../src/node/nodeEsbuildOptions.mjs';
import { precompiledValidatorPlugin } from './precompiledValidator.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Options of the dist/ node bundles: the shared ones (also used by serve's template recompiles) plus the output layout. */
export function nodeBundleOptions(entryPoints, outdir) {
  return {
    ...nodeEsbuildOptions,
    absWorkingDir: root,
    entryPoints,
    outdir,
    splitting: true,
    plugins: [precompiledValidatorPlugin],
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  };
}

export async function bundleAll() {
  const [node] = await Promise.all([
    esbuild.build({ ...nodeBundleOptions({ cli: 'src/node/cli.ts', render: 'src/node/render/index.ts', index: 'src/node/index.ts', worker: 'src/node/worker/siteWorker.ts' }, 'dist'), metafile: true }),
    esbuild.build({
      absWorkingDir: root,
      entryPoints: { client: 'src/client/main.ts', head: 'src/client/head.ts' },
      outdir: 'dist',
      bundle: true,
      minify: true,
      format: 'iife',
      target: ['chrome100', 'firefox100', 'safari15'],
      logLevel: 'warning',
      legalComments: 'none',
    }),
  ]);
  removeStaleChunks(node.metafile);
}

/** Chunk names change with their contents: drop the ones this bundle no longer uses (only after it is written). */
function removeStaleChunks(metafile) {
  const dist = path.join(root, 'dist');
  const current = new Set(Object.keys(metafile.outputs).map((o) => path.resolve(root, o)));
  for (const name of fs.readdirSync(dist)) {
    if (/^[a-z]+-[A-Z0-9]{8}\.mjs$/.test(name) && !current.has(path.join(dist, name))) fs.rmSync(path.join(dist, name), { force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await bundleAll();
}
