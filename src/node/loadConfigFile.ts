// Loads docgen.config.ts without a TypeScript compiler at run time: esbuild bundles it in a few milliseconds
// and `import … from 'docgen-cli'` (or its older name, 'docgen') is answered by a tiny virtual module.
// A config written in plain JavaScript (the usual one, even in a .ts file: an object given to defineConfig) is
// imported as it is, without esbuild: starting esbuild's service is a noticeable part of a cold build's start.
import fs from 'node:fs';
import * as esbuild from 'esbuild';
import { DocgenError, error } from './diagnostics.js';
import type { DocgenConfig } from './configTypes.js';
import { importUrl } from './importUrl.js';
import { moduleDataUrl } from './moduleDataUrl.js';

/** What `import … from 'docgen-cli'` gives a config, in both ways of loading it. */
const DOCGEN_MODULE = 'export const defineConfig = (c) => c;';

/** Compiles (when it must) and evaluates the config file; returns its default export (reads disk; throws DocgenError). */
export async function loadConfigFile(file: string): Promise<DocgenConfig> {
  const plain = plainConfigModule(fs.readFileSync(file, 'utf8'));
  let mod: { default?: unknown } | undefined;
  if (plain !== undefined) {
    try {
      mod = await importUrl(moduleDataUrl(plain));
    } catch (e) {
      // TypeScript syntax (types, `as`, `import type`) is a SyntaxError to node: esbuild compiles it below. A config
      // that throws a SyntaxError of its own while it runs is run a second time there, and reported then.
      if (!(e instanceof SyntaxError)) throw evalError(file, e);
    }
  }
  return defaultExport(file, mod ?? await compileAndImport(file));
}

/**
 * The config's source as a module node can import from a data: URL, its `import { … } from 'docgen-cli'` statements
 * pointed at DOCGEN_MODULE; undefined when it may import or require anything else: a data: module resolves no
 * relative path, and esbuild bundles those (pure; the word `import` in a comment only sends the config to esbuild).
 */
export function plainConfigModule(source: string): string | undefined {
  const docgenImport = /^([ \t]*import\s*\{[^}]*\}\s*from\s*)(['"])docgen(?:-cli)?(?:\/[^'"]*)?\2/gm;
  if (/\bimport\b|\brequire\b|\bfrom\s*['"`]/.test(source.replace(docgenImport, ''))) return undefined;
  return source.replace(docgenImport, (_, head: string, quote: string) => `${head}${quote}${moduleDataUrl(DOCGEN_MODULE)}${quote}`);
}

/** Bundles the config with esbuild (TypeScript, local imports) and imports the result. */
async function compileAndImport(file: string): Promise<{ default?: unknown }> {
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
          b.onResolve({ filter: /^docgen(-cli)?(\/.*)?$/ }, () => ({ path: 'docgen', namespace: 'docgen-virtual' }));
          b.onLoad({ filter: /.*/, namespace: 'docgen-virtual' }, () => ({ contents: DOCGEN_MODULE, loader: 'js' }));
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
  try {
    return await importUrl(moduleDataUrl(code));
  } catch (e) {
    throw evalError(file, e);
  }
}

function evalError(file: string, e: unknown): DocgenError {
  return new DocgenError(error('config-eval', `The config threw while loading: ${(e as Error).message}`, { file, cause: e, hint: 'Run again with --verbose to see where.' }));
}

function defaultExport(file: string, mod: { default?: unknown }): DocgenConfig {
  const config = mod.default;
  if (!config || typeof config !== 'object' || Array.isArray(config)) {
    throw new DocgenError(error('config-export', 'The config must `export default defineConfig({ ... })`', { file }));
  }
  return config as DocgenConfig;
}

/**
 * Returns where a config key is written ('navbar.items' finds `items:` inside `navbar: {`), or undefined when the
 * source does not spell it out (a spread, a shorthand property, a variable). Comments and strings are skipped. Pure.
 */
export function locateConfigKey(source: string, keyPath: string): { line: number; column: number } | undefined {
  const text = maskCommentsAndStrings(source);
  // Nesting depth before each character, counting (, { and [.
  const depth = new Int32Array(text.length + 1);
  for (let i = 0, d = 0; i < text.length; i++) {
    depth[i] = d;
    if ('({['.includes(text[i])) d++;
    else if (')}]'.includes(text[i])) d--;
  }
  // The config object: the argument of defineConfig(...), else the object after `export default`.
  const opener = /defineConfig\s*\(\s*\{|export\s+default\s*\{/.exec(text);
  if (!opener) return undefined;
  let from = opener.index + opener[0].length;
  let level = depth[from];
  let found: number | undefined;
  for (const token of keyPath.match(/[^.[\]]+|\[\d+\]/g) ?? []) {
    const index = /^\[(\d+)\]$/.exec(token);
    const at = index ? findEntry(text, depth, Number(index[1]), from, level) : findKey(source, text, depth, token, from, level);
    if (at === undefined) break;
    found = at;
    // Step inside the value, when it is an object or a list: the next key must be found there.
    let inside = index ? at : at + token.length;
    while (inside < text.length && depth[inside] <= level && !(text[inside] === ',' || depth[inside] < level)) inside++;
    if (depth[inside] !== level + 1) break;
    from = inside;
    level += 1;
  }
  return found === undefined ? undefined : position(source, found);
}

/** Offset of the `index`th entry of the list whose inside starts at `from` (nesting `level`), or undefined. */
function findEntry(text: string, depth: Int32Array, index: number, from: number, level: number): number | undefined {
  let i = from;
  for (let seen = 0; seen < index; i++) {
    if (i >= text.length || depth[i] < level) return undefined;
    if (text[i] === ',' && depth[i] === level) seen++;
  }
  while (i < text.length && /\s/.test(text[i])) i++;
  return i < text.length && depth[i] === level && !']),'.includes(text[i]) ? i : undefined;
}

/** Offset of `key:` (bare or quoted) at nesting `level`, searching from `from` until that object closes. */
function findKey(source: string, text: string, depth: Int32Array, key: string, from: number, level: number): number | undefined {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Masked strings keep their quotes: a quoted key is a quote, blanks and the same quote, then a colon.
  const re = new RegExp(`(^|[\\s{,])(${escaped}|(['"])\\s*\\3)\\s*:`, 'gm');
  re.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const start = m.index + m[1].length;
    for (let i = from; i < start; i++) if (depth[i] < level) return undefined; // left the object
    from = start;
    if (depth[start] !== level) continue;
    if (m[2] === key) return start;
    if (m[3] && source.slice(start + 1, start + 1 + key.length) === key && source[start + 1 + key.length] === m[3]) return start;
  }
  return undefined;
}

/**
 * Where the config writes each of `values` as a string literal (its first occurrence: a navbar href, the favicon),
 * for messages about them; undefined for a value built in code, which has no one place to point at. Pure.
 */
export function listConfigLinks(values: string[], source: string | undefined): Map<string, { line: number; column: number } | undefined> {
  const found = new Map<string, { line: number; column: number } | undefined>();
  for (const value of values) {
    if (found.has(value)) continue;
    const offsets = ['"', "'", '`'].map((q) => source?.indexOf(q + value + q) ?? -1).filter((i) => i >= 0);
    found.set(value, offsets.length ? position(source!, Math.min(...offsets) + 1) : undefined);
  }
  return found;
}

function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** Replaces comments with spaces and the inside of string literals with spaces (quotes kept), keeping offsets. */
function maskCommentsAndStrings(text: string): string {
  const out = text.split('');
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') out[i++] = ' ';
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      for (; i < stop; i++) if (text[i] !== '\n') out[i] = ' ';
    } else if (c === '"' || c === "'" || c === '`') {
      i++;
      while (i < text.length && text[i] !== c) {
        if (text[i] === '\\') out[i++] = ' ';
        if (i < text.length && text[i] !== '\n') out[i] = ' ';
        i++;
      }
      i++;
    } else {
      i++;
    }
  }
  return out.join('');
}
