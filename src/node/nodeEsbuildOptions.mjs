// The esbuild options every node bundle of docgen uses: scripts/bundle.mjs (dist/) and serve's buildRenderModule
// (templates recompiled after an edit). Plain JavaScript so that bundle.mjs runs it with node alone; under src/ so
// that scripts/ensure-bundle.mjs sees an edit to it, and esbuild inlines it into the bundles (no path to resolve at run time).

/** Options shared by the node bundles. NODE_ENV=production makes React's server renderer 7-10x faster (PERF-NOTES). */
export const nodeEsbuildOptions = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  // CommonJS dependencies call require() at run time; give the ESM bundle a real require.
  banner: { js: "import { createRequire as __docgenCreateRequire } from 'node:module'; const require = __docgenCreateRequire(import.meta.url);" },
  // esbuild itself must stay a package: it spawns its native binary from its own folder.
  external: ['esbuild', 'fsevents'],
  legalComments: 'none',
};
