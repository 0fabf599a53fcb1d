// The package's public entry: `import { build, serve, defineConfig } from 'docgen-cli'` (dist/index.mjs, with the
// declarations scripts/buildTypes.mjs makes from this file). Its types are written out here rather than re-exported
// from build.ts and serve/, so that the published declarations name only what a user passes and gets back, and
// no internal module (writers, caches, the render module) becomes part of the package's interface.
import type { Diagnostic } from './diagnostics.js';
import { build as buildSite } from './build.js';
import { startDevServer } from './serve/startDevServer.js';

export { defineConfig } from './configTypes.js';
export type { DocgenConfig, NavbarItemConfig, LocaleConfig, SidebarEntryConfig, CodeSampleLanguageConfig } from './configTypes.js';
export type { Diagnostic, Severity } from './diagnostics.js';

export interface BuildOptions {
  /** The site folder, where docgen.config.ts lives (default: the current folder). */
  root?: string;
  /** The output folder (default: the config's outDir, out/ in the root). */
  out?: string;
  /** An OpenAPI file to use instead of the one the config names. */
  spec?: string;
  /** Replace a non-empty output folder outside the root (inside the root it always is). */
  emptyOutDir?: boolean;
  /** Aborting stops the build; the previous output stays as it was. */
  signal?: AbortSignal;
}

export interface BuildResult {
  /** False when there was an error: then nothing was written. */
  ok: boolean;
  /** Errors and warnings, with the file (and line) they concern. */
  diagnostics: Diagnostic[];
  /** Number of pages built. */
  pages: number;
  /** Where the site was written. */
  outDir?: string;
  /** Bytes of each file written, by path inside the output folder. */
  sizes: Map<string, number>;
  /** Milliseconds per build stage. */
  timings: Record<string, number>;
}

/** Builds a site into its output folder, as `docgen build` does; writes nothing when there is an error. */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const { ok, diagnostics, pages, outDir, sizes, timings } = await buildSite(options);
  return { ok, diagnostics, pages, outDir, sizes, timings };
}

export interface ServeOptions {
  /** The site folder (default: the current folder). */
  root?: string;
  spec?: string;
  /** Default 3000 (the next free port when it is taken); 0 picks any free port. */
  port?: number;
  /** Address to bind (default 127.0.0.1: this machine only). */
  host?: string;
  /** Where progress lines and diagnostics go (default: stdout and stderr). */
  log?: (line: string) => void;
  logError?: (line: string) => void;
}

export interface DevServer {
  /** The address the site is served at, e.g. http://127.0.0.1:3000/. */
  url: string;
  port: number;
  /** The first build: whether it succeeded and what it reported. */
  first: { ok: boolean; pages: number; diagnostics: Diagnostic[] };
  /** Stops watching and serving, and releases the port. */
  close(): Promise<void>;
}

/** Builds the site in memory and serves it with live reload, as `docgen serve` does, until close() is called. */
export async function serve(options: ServeOptions = {}): Promise<DevServer> {
  const server = await startDevServer({ ...options, root: options.root ?? process.cwd() });
  const { ok, pages, diagnostics } = server.first;
  return { url: server.url, port: server.port, first: { ok, pages, diagnostics }, close: () => server.close() };
}
