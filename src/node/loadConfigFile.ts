// Loads docgen.config.ts without a TypeScript compiler at run time: esbuild bundles it in a few milliseconds
// and `import … from 'docgen'` is answered by a tiny virtual module.
import * as esbuild from 'esbuild';
import { DocgenError, error } from './diagnostics.js';
import type { DocgenConfig } from './configTypes.js';

/** Compiles and evaluates the config file; returns its default export (reads disk; throws DocgenError). */
export async function loadConfigFile(file: string): Promise<DocgenConfig> {
  let code: string;
  try {
    const result = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      logLevel: 'silent',
      plugins: [{
        name: 'docgen-self',
        setup(b) {
          b.onResolve({ filter: /^docgen(\/.*)?$/ }, () => ({ path: 'docgen', namespace: 'docgen-virtual' }));
          b.onLoad({ filter: /.*/, namespace: 'docgen-virtual' }, () => ({ contents: 'export const defineConfig = (c) => c;', loader: 'js' }));
        },
      }],
    });
    code = result.outputFiles[0].text;
  } catch (e) {
    const first = (e as esbuild.BuildFailure).errors?.[0];
    throw new DocgenError(error('config-syntax', `Cannot compile the config: ${first?.text ?? (e as Error).message}`, {
      file, line: first?.location?.line, column: first?.location ? first.location.column + 1 : undefined, cause: e,
    }));
  }
  let mod: { default?: unknown };
  try {
    mod = await import('data:text/javascript;base64,' + Buffer.from(code).toString('base64'));
  } catch (e) {
    throw new DocgenError(error('config-eval', `The config threw while loading: ${(e as Error).message}`, { file, cause: e }));
  }
  const config = mod.default;
  if (!config || typeof config !== 'object' || Array.isArray(config)) {
    throw new DocgenError(error('config-export', 'The config must `export default defineConfig({ ... })`', { file }));
  }
  return config as DocgenConfig;
}
