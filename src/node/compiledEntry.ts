// Entry of dist/docgen.cjs, the one file `docgen` runs (through bin/loadCompiled.mjs and V8's code cache): the command
// line, and build() (which scripts/trainCodeCache.mjs runs to make the cache). Each is imported when called: the
// bundle turns these import()s into lazy module initialisers, so a command runs the top-level code of only the
// modules it uses.
import type { BuildOptions, BuildResult } from './build.js';
import type { ServeMeasureOptions, ServeMeasurements } from './serve/measureServe.js';

/** The command line. */
export async function main(argv: string[]): Promise<number> {
  return (await import('./cli.js')).main(argv);
}

/** build(), as the benchmark and the code-cache training load it. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  return (await import('./build.js')).build(options);
}

/** serve's timings (edit → reload), which the benchmark measures: not part of the package's interface. */
export async function measureServe(options: ServeMeasureOptions): Promise<ServeMeasurements> {
  return (await import('./serve/measureServe.js')).measureServe(options);
}

