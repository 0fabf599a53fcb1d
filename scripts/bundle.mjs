// Compiles docgen ahead of time with esbuild, so no TypeScript compiler runs when a user builds a site.
//   dist/docgen.cjs  what `docgen` runs: the command line and the build pipeline, as one CommonJS file (on Node 20
//                    with V8's code cache, made here too in a checkout, into node_modules/.cache/docgen: see bin/loadCompiled.mjs)
//   dist/index.mjs   the library (`import { build, serve, defineConfig } from 'docgen-cli'`), ES modules, and its
//                    declarations in dist/types/ (scripts/buildTypes.mjs)
//   dist/render.mjs  templates + React + renderToString: a separate entry so `docgen serve` can rebuild it when a template changes
//   dist/client.js   the browser script (minified, no React); dist/head.js the tiny inline <head> script;
//                    dist/tryit.js the "Try it" chunk, loaded when a reader opens the form
//   dist/search.js   the search script (ES module, MiniSearch included), loaded on the reader's first use of search
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { nodeEsbuildOptions } from '../src/node/nodeEsbuildOptions.mjs';
import { precompiledValidatorPlugin } from './precompiledValidator.mjs';
import { nodeCompileCache } from '../bin/loadCompiled.mjs';
import { buildTypes } from './buildTypes.mjs';

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

/** For the CommonJS bundles: import.meta.url is the file's own URL, made from __filename. */
const cjsImportMetaUrl = {
  define: { 'import.meta.url': '__docgenImportMetaUrl' },
  banner: { js: "var __docgenImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
};

/**
 * dist/docgen.cjs: one CommonJS file, because Node 20 has a code cache only for vm.Script (bin/loadCompiled.mjs).
 * Its first line is the hash of the rest, which the code cache must match. import() becomes require() (a script run
 * from a code cache cannot import in Node 20), except in importUrl.ts, which calls the loader's import instead.
 */
async function bundleCompiledCli() {
  const { banner: _esmBanner, ...options } = nodeEsbuildOptions;
  const result = await esbuild.build({
    ...options,
    absWorkingDir: root,
    entryPoints: ['src/node/compiledEntry.ts'],
    format: 'cjs',
    write: false,
    outfile: 'dist/docgen.cjs',
    supported: { 'dynamic-import': false },
    define: { ...options.define, ...cjsImportMetaUrl.define, 'import.meta.resolve': 'undefined' },
    banner: cjsImportMetaUrl.banner,
    plugins: [precompiledValidatorPlugin, {
      name: 'docgen-import-url',
      setup(b) {
        b.onLoad({ filter: /[\\/]src[\\/]node[\\/]importUrl\.ts$/ }, () => ({ contents: 'export function importUrl(url) { return __docgenImportUrl(url); }', loader: 'js' }));
      },
    }],
    logLevel: 'warning',
  });
  // esbuild escapes every non-ASCII character in code (its default charset); what is left is in comments. Made ASCII
  // too, the file reads as a one-byte string (bin/loadCompiled.mjs reads it as latin1).
  const code = result.outputFiles[0].text.replace(/[^\x00-\x7f]/g, '?');
  const hash = crypto.createHash('sha256').update(code).digest('hex');
  fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
  // Where an earlier docgen kept its code cache: the cache now lives in a cache folder, never in what is shipped.
  fs.rmSync(path.join(root, 'dist', 'docgen.cjs.v8cache'), { force: true });
  fs.writeFileSync(path.join(root, 'dist', 'docgen.cjs'), `// docgen-bundle ${hash}\n${code}`);
}

/**
 * Makes the code cache of dist/docgen.cjs (bin/loadCompiled.mjs's codeCacheFile) in a process of its own: it runs with `docgen build`'s V8 flags, as the cache must.
 * Without the cache docgen works the same, compiling as it goes (test/cli/codeCache.test.ts checks that it is made):
 * a failure here is a warning, not a failed install. Not on a Node that has its own compile cache (22 and later):
 * docgen uses that one there (bin/loadCompiled.mjs), and V8 would reject these caches on any other Node.
 */
function trainCodeCache() {
  if (nodeCompileCache) return;
  const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'trainCodeCache.mjs')], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (run.status !== 0) process.stderr.write(`docgen: warning: dist/docgen.cjs is missing a code cache (scripts/trainCodeCache.mjs exited with ${run.status ?? run.signal}); the first build makes one\n`);
}

export async function bundleAll() {
  const [node] = await Promise.all([
    esbuild.build({ ...nodeBundleOptions({ render: 'src/node/render/index.ts', index: 'src/node/index.ts' }, 'dist'), metafile: true }),
    bundleCompiledCli(),
    esbuild.build({
      absWorkingDir: root,
      entryPoints: { client: 'src/client/main.ts', head: 'src/client/head.ts', tryit: 'src/client/tryIt/main.ts' },
      outdir: 'dist',
      bundle: true,
      minify: true,
      format: 'iife',
      target: ['chrome100', 'firefox100', 'safari15'],
      logLevel: 'warning',
      legalComments: 'none',
    }),
    // The search script: an ES module the client script imports on the reader's first use of search.
    esbuild.build({
      absWorkingDir: root,
      entryPoints: { search: 'src/client/search/searchChunk.ts' },
      outdir: 'dist',
      bundle: true,
      minify: true,
      format: 'esm',
      target: ['chrome100', 'firefox100', 'safari15'],
      logLevel: 'warning',
      legalComments: 'none',
    }),
  ]);
  removeStaleChunks(node.metafile);
  buildTypes();
  trainCodeCache();
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
