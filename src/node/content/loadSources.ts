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
export function loadSources(docsDir: string, pagesDir: string, options: { maxMarkdownFileSize?: number } = {}): LoadedSources {
  const files: SourceFile[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const [collection, dir] of [['docs', docsDir], ['pages', pagesDir]] as const) {
    if (!fs.existsSync(dir)) continue;
    // Not onlyFiles: a dangling symbolic link is neither file nor folder to fast-glob, and would vanish without a word.
    const entries = fg.sync(patterns[collection], { cwd: dir, onlyFiles: false, objectMode: true, dot: false, ignore: ['**/node_modules/**', '**/_*/**'] });
    const names = entries.filter((e) => !e.dirent.isDirectory()).map((e) => e.path).sort();
    for (const relPath of names) {
      const file = path.join(dir, relPath);
      const kind = /_category_\.(json|ya?ml)$/.test(relPath) ? 'category' : /\.(tsx|jsx)$/.test(relPath) ? 'component' : 'markdown';
      const loaded = readSource(file, kind === 'markdown' ? options.maxMarkdownFileSize : undefined);
      if ('diagnostic' in loaded) { diagnostics.push(loaded.diagnostic); continue; }
      files.push({ file, relPath, collection, kind, text: loaded.text });
    }
  }
  return { files, diagnostics };
}

/** Reads one file as UTF-8, refusing bytes that are not UTF-8 (touches disk). */
export function readSource(file: string, maxBytes = Infinity): { text: string } | { diagnostic: Diagnostic } {
  let bytes: Buffer;
  try {
    const size = fs.statSync(file).size;
    if (size > maxBytes) {
      return { diagnostic: error('file-too-large', `The file is ${formatSize(size)}, over the ${formatSize(maxBytes)} limit for one Markdown file`, {
        file, hint: `Split it into several pages, or raise \`maxMarkdownFileSize\` in docgen.config.ts (Markdown parsing takes about 400 bytes of memory per byte: give Node more with NODE_OPTIONS=--max-old-space-size=8192).`,
      }) };
    }
    bytes = fs.readFileSync(file);
  } catch (e) {
    return { diagnostic: readFailed(e as NodeJS.ErrnoException, file) };
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

function readFailed(e: NodeJS.ErrnoException, file: string): Diagnostic {
  const code = e.code;
  let target: string | undefined;
  try { target = fs.readlinkSync(file); } catch { /* not a link */ }
  const reason = code === 'ENOENT' && target !== undefined ? `it is a symbolic link to ${target}, which does not exist`
    : code === 'ELOOP' ? 'it is a symbolic link that points back to itself'
    : code === 'EACCES' || code === 'EPERM' ? 'permission denied'
    : code === 'EISDIR' ? 'it is a folder'
    : code ?? e.message;
  const hint = code === 'EACCES' || code === 'EPERM' ? 'Make the file readable (chmod a+r) or move it out of the content folder.'
    : target !== undefined ? 'Fix or remove the link.' : undefined;
  return error('read-failed', `Cannot read the file: ${reason}`, { file, hint, cause: e });
}

/** A size for messages: '6.3 MB', '12 kB', '900 bytes' (decimal units, at most one decimal). */
export function formatSize(bytes: number): string {
  const [value, unit] = bytes >= 1e6 ? [bytes / 1e6, 'MB'] : bytes >= 1e3 ? [bytes / 1e3, 'kB'] : [bytes, 'bytes'];
  return `${value.toFixed(1).replace(/\.0$/, '')} ${unit}`;
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
