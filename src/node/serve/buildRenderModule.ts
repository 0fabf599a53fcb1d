// buildRenderModule: after a template edit, compiles src/node/render/index.ts (which imports ../../../templates)
// into a fresh file and imports it, so the next build() renders with the new templates. The options are those of
// dist/ (nodeEsbuildOptions), as one file, written under a new name per edit: an ES module cannot be unloaded.
// The file goes under dist/ (not the OS temp dir) so that its `import 'esbuild'` resolves from docgen's node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { packageRoot } from '../packageRoot.js';
// Plain .mjs shared with scripts/bundle.mjs; esbuild inlines it into dist/docgen.cjs, tsx loads it from src/.
import { nodeEsbuildOptions } from '../nodeEsbuildOptions.mjs';
import { error, type Diagnostic } from '../diagnostics.js';
import { importUrl } from '../importUrl.js';

export type RenderModule = typeof import('../render/index.js');

export interface RenderModuleBuilder {
  /** True when docgen runs from a checkout that has the render sources (an installed package has only dist/). */
  available: boolean;
  /** Compiles and imports a fresh render module (touches disk: a temporary file). */
  build(): Promise<{ module?: RenderModule; diagnostics: Diagnostic[] }>;
  /** Removes the temporary folder. */
  dispose(): void;
}

/** Returns a builder writing into its own folder under dist/, removed by dispose(). */
export function createRenderModuleBuilder(): RenderModuleBuilder {
  const entry = path.join(packageRoot, 'src', 'node', 'render', 'index.ts');
  let dir: string | undefined;
  let count = 0;
  // An esbuild context keeps the parsed inputs (React, the Markdown and OpenAPI libraries: ~550 files), so the
  // second and later template edits recompile only what changed. Created on the first template edit.
  let context: Promise<esbuild.BuildContext<{ write: false }>> | undefined;
  const createContext = () => esbuild.context({
    ...nodeEsbuildOptions,
    absWorkingDir: packageRoot,
    entryPoints: [entry],
    write: false,
    outfile: path.join(packageRoot, 'dist', 'render-serve.mjs'),
    logLevel: 'silent',
  });
  return {
    available: fs.existsSync(entry),
    async build() {
      let code: string;
      try {
        context ??= createContext();
        const result = await (await context).rebuild();
        code = result.outputFiles[0].text;
      } catch (e) {
        const failure = e as esbuild.BuildFailure;
        const list = failure.errors?.length ? failure.errors : [{ text: (e as Error).message, location: null }];
        return {
          diagnostics: list.map((m) => error('template-compile', `Cannot compile the templates: ${m.text}`, {
            file: m.location ? path.resolve(packageRoot, m.location.file) : entry,
            line: m.location?.line, column: m.location ? m.location.column + 1 : undefined, cause: e,
          })),
        };
      }
      if (!dir) {
        removeAbandonedDirs();
        dir = fs.mkdtempSync(path.join(packageRoot, 'dist', `.serve-render-${process.pid}-`));
      }
      const file = path.join(dir, `render-${++count}.mjs`);
      fs.writeFileSync(file, code);
      try {
        return { module: (await importUrl(pathToFileURL(file).href)) as RenderModule, diagnostics: [] };
      } catch (e) {
        return { diagnostics: [error('template-load', `The templates threw while loading: ${(e as Error).message}`, { file: entry, cause: e })] };
      }
    },
    dispose() {
      const pending = context;
      context = undefined;
      if (pending) void pending.then((c) => c.dispose(), () => {});
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
      dir = undefined;
    },
  };
}

/** Removes folders left by dev servers that were killed before they could clean up (their pid is gone). */
function removeAbandonedDirs(): void {
  const dist = path.join(packageRoot, 'dist');
  let names: string[];
  try { names = fs.readdirSync(dist); } catch { return; }
  for (const name of names) {
    const pid = Number(/^\.serve-render-(\d+)-/.exec(name)?.[1]);
    if (!pid || pid === process.pid || isAlive(pid)) continue;
    fs.rmSync(path.join(dist, name), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try { process.kill(pid, 0); return true; } catch (e) { return (e as NodeJS.ErrnoException).code === 'EPERM'; }
}
