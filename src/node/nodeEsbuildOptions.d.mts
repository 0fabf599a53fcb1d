// Types of nodeEsbuildOptions.mjs (plain JavaScript, so that scripts/bundle.mjs can import it without a compiler).
import type { BuildOptions } from 'esbuild';

/** Options shared by the node bundles (see nodeEsbuildOptions.mjs). */
export declare const nodeEsbuildOptions: BuildOptions;
