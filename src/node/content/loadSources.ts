// loadSources: the only module that reads content/ from disk. Everything after it works on these values.
import fs from 'node:fs';
import path from 'node:path';
import { error, type Diagnostic } from '../diagnostics.js';
import { createSiteScope, isInside, readSiteFile, walkSiteFolder, type Refusal, type SiteScope } from '../readSiteFile.js';

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

// What each collection holds, by file name; folders whose name starts with '_' (drafts) or '.' are skipped, and
// node_modules too.
const kinds = {
  docs: (name: string) => (/^_category_\.(json|ya?ml)$/.test(name) ? 'category' : /\.mdx?$/.test(name) ? 'markdown' : undefined),
  pages: (name: string) => (/\.(tsx|jsx)$/.test(name) ? 'component' : /\.mdx?$/.test(name) ? 'markdown' : undefined),
} as const;

export interface LoadSourcesOptions {
  /** The site root: files are read only when their real path lies inside it (or the content folder). */
  root?: string;
  maxMarkdownFileSize?: number;
}

/** Reads every Markdown file, page component and category file under content/ (touches disk). */
export function loadSources(docsDir: string, pagesDir: string | undefined, options: LoadSourcesOptions = {}): LoadedSources {
  const files: SourceFile[] = [];
  const diagnostics: Diagnostic[] = [];
  // The content folder widens the scope only when the config puts it outside the root: inside it, a content/ that
  // is a symbolic link out of the site is refused like any other link out.
  const root = path.resolve(options.root ?? path.dirname(docsDir));
  const contentDir = path.dirname(path.resolve(docsDir));
  const scope = createSiteScope(isInside(root, contentDir) ? [root] : [root, contentDir]);
  for (const [collection, dir] of [['docs', docsDir], ['pages', pagesDir]] as const) {
    if (dir === undefined || !fs.existsSync(dir)) continue;
    const walked = walkFolder(dir, kinds[collection], scope);
    diagnostics.push(...walked.diagnostics);
    for (const { relPath, kind } of walked.files) {
      const file = path.join(dir, relPath);
      const loaded = readSource(file, kind === 'markdown' ? options.maxMarkdownFileSize : undefined, scope);
      if ('diagnostic' in loaded) { diagnostics.push(loaded.diagnostic); continue; }
      files.push({ file, relPath, collection, kind, text: loaded.text });
    }
  }
  return { files, diagnostics };
}

/**
 * Lists the files of `dir` that `kindOf` names, sorted, following symbolic links to folders once each: a link back
 * to a folder already walked (a loop, or a second way to the same pages) is reported, not walked again (touches disk).
 */
function walkFolder(dir: string, kindOf: (name: string) => SourceFile['kind'] | undefined, scope: SiteScope): { files: { relPath: string; kind: SourceFile['kind'] }[]; diagnostics: Diagnostic[] } {
  const { files, diagnostics } = walkSiteFolder(dir, {
    scope,
    include: ({ name, isFolder }) => !name.startsWith('.') && name !== 'node_modules' && (isFolder ? !name.startsWith('_') : kindOf(name) !== undefined),
    loop: (folder, before) => error('link-loop', `The symbolic link leads to a folder that is already part of the site (${before || path.basename(dir)}/): skipped`, {
      file: folder, hint: 'Remove the link: docgen walks every folder once, and a link back to a parent would repeat the site forever.',
    }),
    outside: (folder, message) => error('outside-site', `Cannot read the folder: it ${message}`, { file: folder, hint: 'docgen reads only files inside the site folder: move the folder into it instead of linking to it.' }),
  });
  return {
    files: files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map((relPath) => ({ relPath, kind: kindOf(path.posix.basename(relPath))! })),
    diagnostics,
  };
}

/**
 * Reads one file as UTF-8, refusing bytes that are not UTF-8, and any file readSiteFile refuses: outside the scope
 * (when one is given), not a regular file, a broken link (touches disk).
 */
export function readSource(file: string, maxBytes = Infinity, scope = createSiteScope([path.dirname(file)])): { text: string } | { diagnostic: Diagnostic } {
  const read = readSiteFile(file, scope, maxBytes);
  if ('refusal' in read) {
    const { refusal } = read;
    if (refusal.reason === 'too-large') {
      return { diagnostic: error('file-too-large', `The file is ${formatSize(refusal.size!)}, over the ${formatSize(maxBytes)} limit for one Markdown file`, {
        file, hint: `Split it into several pages, or raise \`maxMarkdownFileSize\` in docgen.config.ts (Markdown parsing takes about 400 bytes of memory per byte: give Node more with NODE_OPTIONS=--max-old-space-size=8192).`,
      }) };
    }
    return { diagnostic: readRefused(refusal, file) };
  }
  const bytes = read.bytes;
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

function readRefused(refusal: Refusal, file: string): Diagnostic {
  const hint = refusal.reason === 'unreadable' && /permission/.test(refusal.message) ? 'Make the file readable (chmod a+r; check its permissions) or move it out of the content folder.'
    : refusal.reason === 'outside' || refusal.reason === 'dot-segment' ? 'docgen reads only files inside the site folder: copy the file into it instead of linking to it.'
    : refusal.reason === 'broken-link' || refusal.reason === 'link-loop' ? 'Fix or remove the link.'
    : refusal.reason === 'not-regular' ? 'Remove it, or rename it so that it does not end in .md.'
    : undefined;
  return error(refusal.reason === 'outside' || refusal.reason === 'dot-segment' ? 'outside-site' : 'read-failed', `Cannot read the file: it ${refusal.message}`, { file, hint });
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
