// Compiles React page components (content/pages/*.tsx) with esbuild. `react` resolves to the renderer's own
// instance (two copies of React cannot render each other's hooks), passed through globalThis by render/index.ts, and
// `docgen-cli/components` to the renderer's Link and useBaseUrl the same way (no install of docgen-cli needed).
import * as esbuild from 'esbuild';
import type { ComponentType } from 'react';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { error, type Diagnostic } from '../diagnostics.js';
import { importUrl } from '../importUrl.js';
import { moduleDataUrl } from '../moduleDataUrl.js';

const ident = /^[A-Za-z_$][\w$]*$/;
const reactShim = `const R = globalThis.__docgenReact; export default R; export const { ${Object.keys(React).filter((k) => ident.test(k) && k !== 'default').join(', ')} } = R;`;
const componentsShim = 'const C = globalThis.__docgenComponents; export const { Link, useBaseUrl } = C;';
const jsxShim = `const J = globalThis.__docgenJsxRuntime; export const { ${Object.keys(jsxRuntime).filter((k) => ident.test(k) && k !== 'default').join(', ')} } = J;`;

export interface PageComponent { file: string; url: string; component?: ComponentType; meta?: { title?: string; description?: string } }

/** Compiles and imports each page component; returns them with diagnostics for the ones that fail (reads disk). */
export async function loadPageComponents(pages: { file: string; url: string }[]): Promise<{ components: PageComponent[]; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const components: PageComponent[] = [];
  for (const page of pages) {
    try {
      const result = await esbuild.build({
        entryPoints: [page.file], bundle: true, write: false, format: 'esm', platform: 'node', target: 'node20',
        jsx: 'automatic', logLevel: 'silent', define: { 'process.env.NODE_ENV': '"production"' },
        plugins: [{
          name: 'docgen-react',
          setup(b) {
            b.onResolve({ filter: /^react(\/jsx-runtime|\/jsx-dev-runtime)?$/ }, (args) => ({ path: args.path, namespace: 'docgen-react' }));
            b.onResolve({ filter: /^docgen-cli\/components$/ }, (args) => ({ path: args.path, namespace: 'docgen-react' }));
            b.onLoad({ filter: /.*/, namespace: 'docgen-react' }, (args) => ({ contents: args.path === 'react' ? reactShim : args.path === 'docgen-cli/components' ? componentsShim : jsxShim, loader: 'js' }));
          },
        }],
      });
      const mod = await importUrl(moduleDataUrl(result.outputFiles[0].text));
      if (typeof mod.default !== 'function') {
        diagnostics.push(error('page-component', 'A page component must `export default` a React component', { file: page.file }));
        continue;
      }
      components.push({ ...page, component: mod.default, meta: mod.meta });
    } catch (e) {
      const first = (e as esbuild.BuildFailure).errors?.[0];
      diagnostics.push(error('page-component', `Cannot compile the page component: ${first?.text ?? (e as Error).message}`, {
        file: page.file, line: first?.location?.line, column: first?.location ? first.location.column + 1 : undefined, cause: e,
      }));
    }
  }
  return { components, diagnostics };
}
