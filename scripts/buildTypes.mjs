// dist/types/: the package's type declarations, for `import { build, serve, defineConfig } from 'docgen-cli'`, a page
// component's `import { Link } from 'docgen-cli/components'` and a
// typed docgen.config.ts. Made from src/node/index.ts and the modules whose types it names, one file at a time
// (TypeScript's transpileDeclaration: no whole-program check, so it takes a moment, not the seconds of `tsc`). It
// follows the declarations' own relative imports, so the folder holds exactly what index.d.ts needs; a module that
// needs more than its own text to be declared is an error here (isolatedDeclarations), not a wrong .d.ts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = path.join(root, 'src', 'node');

/** Writes dist/types/*.d.ts, starting from src/node/index.ts; returns the files written (relative to dist/types). */
export function buildTypes(outDir = path.join(root, 'dist', 'types')) {
  const declarations = new Map();
  const pending = ['index.ts', 'components.ts']; // the package's entry, and `docgen-cli/components` for page components
  while (pending.length) {
    const relative = pending.pop();
    if (declarations.has(relative)) continue;
    const file = path.join(sourceDir, relative);
    const result = ts.transpileDeclaration(fs.readFileSync(file, 'utf8'), {
      fileName: file,
      reportDiagnostics: true,
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, isolatedDeclarations: true, strict: true },
    });
    if (result.diagnostics?.length) {
      const messages = result.diagnostics.map((d) => `${path.relative(root, file)}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
      throw new Error(`cannot declare the package's types:\n${messages.join('\n')}`);
    }
    declarations.set(relative, result.outputText);
    // `from './x.js'` in a declaration: x.ts must be declared too.
    for (const [, specifier] of result.outputText.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)\.js['"]/g)) {
      pending.push(path.posix.normalize(path.posix.join(path.posix.dirname(relative), specifier + '.ts')));
    }
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  for (const [relative, text] of declarations) {
    const target = path.join(outDir, relative.replace(/\.ts$/, '.d.ts'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
  }
  return [...declarations.keys()].map((r) => r.replace(/\.ts$/, '.d.ts')).sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(buildTypes().join('\n'));
}
