// loadSources: the only module that reads content/ from disk. Everything after it works on these values.
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { error, type Diagnostic } from '../diagnostics.js';

export interface SourceFile {
  /** Absolute path. */
  file: string;
  /** Path relative to its collection folder, with forward slashes ('tutorial-basics/create-a-page.md'). */
  relPath: string;
  collection: 'docs' | 'pages';
  kind: 'markdown' | 'component' | 'category';
  text: string;
}

export interface LoadedSources {
  files: SourceFile[];
  diagnostics: Diagnostic[];
}

const patterns = { docs: ['**/*.md', '**/*.mdx', '**/_category_.json', '**/_category_.yml', '**/_category_.yaml'], pages: ['**/*.md', '**/*.mdx', '**/*.tsx', '**/*.jsx'] };

/** Reads every Markdown file, page component and category file under content/ (touches disk). */
export function loadSources(docsDir: string, pagesDir: string): LoadedSources {
  const files: SourceFile[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const [collection, dir] of [['docs', docsDir], ['pages', pagesDir]] as const) {
    if (!fs.existsSync(dir)) continue;
    const names = fg.sync(patterns[collection], { cwd: dir, onlyFiles: true, dot: false, ignore: ['**/node_modules/**', '**/_*/**'] }).sort();
    for (const relPath of names) {
      const file = path.join(dir, relPath);
      const loaded = readSource(file);
      if ('diagnostic' in loaded) { diagnostics.push(loaded.diagnostic); continue; }
      const kind = /_category_\.(json|ya?ml)$/.test(relPath) ? 'category' : /\.(tsx|jsx)$/.test(relPath) ? 'component' : 'markdown';
      files.push({ file, relPath, collection, kind, text: loaded.text });
    }
  }
  return { files, diagnostics };
}

/** Reads one file as UTF-8, refusing bytes that are not UTF-8 (touches disk). */
export function readSource(file: string): { text: string } | { diagnostic: Diagnostic } {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return { diagnostic: error('read-failed', `Cannot read the file (${code ?? (e as Error).message})`, { file, hint: code === 'EACCES' ? 'Check the file permissions.' : undefined }) };
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
  } catch {
    const offset = firstInvalidUtf8(bytes);
    const before = bytes.subarray(0, offset);
    const line = before.toString('latin1').split('\n').length;
    return { diagnostic: error('not-utf8', 'The file is not valid UTF-8', { file, line, hint: 'Save it with UTF-8 encoding.' }) };
  }
}

function firstInvalidUtf8(bytes: Buffer): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let lo = 0, hi = bytes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    try { decoder.decode(bytes.subarray(0, mid), { stream: true }); lo = mid + 1; } catch { hi = mid; }
  }
  return Math.max(0, lo - 1);
}
