// The package's public entry: `import { defineConfig } from 'docgen'` in docgen.config.ts, and the library API.
export { defineConfig } from './configTypes.js';
export type { DocgenConfig } from './configTypes.js';
export { build } from './build.js';
export type { BuildOptions, BuildResult } from './build.js';
export { measureServe } from './serve/measureServe.js';
