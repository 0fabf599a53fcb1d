// Compiles docgen ahead of time with esbuild, so no TypeScript compiler runs when a user builds a site.
//   dist/cli.mjs     the command line and the build pipeline (node)
//   dist/render.mjs  templates + React + renderToString: a separate entry so `docgen serve` can rebuild it when a template changes
//   dist/client.js   the browser script (minified, no React); dist/head.js the tiny inline <head> script
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Options shared by the node bundles. NODE_ENV=production makes React's server renderer 7-10x faster (PERF-NOTES). */
export function nodeBundleOptions(entryPoints, outdir) {
  return {
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    // CommonJS dependencies call require() at run time; give the ESM bundle a real require.
    banner: { js: "import { createRequire as __docgenCreateRequire } from 'node:module'; const require = __docgenCreateRequire(import.meta.url);" },
    // esbuild itself must stay a package: it spawns its native binary from its own folder.
    external: ['esbuild', 'fsevents'],
    logLevel: 'warning',
    legalComments: 'none',
  };
}

export async function bundleAll() {
  await Promise.all([
    esbuild.build(nodeBundleOptions({ cli: 'src/node/cli.ts', render: 'src/node/render/index.ts', index: 'src/node/index.ts' }, 'dist')),
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
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await bundleAll();
}
