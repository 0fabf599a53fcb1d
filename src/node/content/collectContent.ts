// collectContent: source files → documents with their route, front matter and category metadata (pure).
// Routes must be known before any Markdown is transformed, because `./other.md` links are rewritten to them.
import path from 'node:path';
import YAML from 'yaml';
import { error, type Diagnostic } from '../diagnostics.js';
import type { SourceFile } from './loadSources.js';
import { parseFrontMatter, type FrontMatter } from './parseFrontMatter.js';
import { locateJsonError } from './locateJsonError.js';
import { checkCategoryMeta } from './checkCategoryMeta.js';

export interface ContentDoc {
  collection: 'docs' | 'pages';
  kind: 'markdown' | 'component';
  /** 'tutorial-basics/create-a-page' (docs) or 'markdown-page' (pages): path without extension. */
  id: string;
  file: string;
  url: string;
  frontMatter: FrontMatter;
  body: string;
  lineOffset: number;
  /** The folder of the doc relative to content/docs ('' at the top). */
  dir: string;
}

export interface CategoryMeta {
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  link?: { type: 'generated-index'; slug?: string; title?: string; description?: string } | { type: 'doc'; id: string };
  description?: string;
  file: string;
}

export interface CollectedContent {
  docs: ContentDoc[];
  categories: Map<string, CategoryMeta>;
  diagnostics: Diagnostic[];
}

/** Returns every doc/page with its URL and every folder's category metadata (pure). */
export function collectContent(files: SourceFile[], docsBase = '/docs'): CollectedContent {
  const docs: ContentDoc[] = [];
  const categories = new Map<string, CategoryMeta>();
  const diagnostics: Diagnostic[] = [];
  for (const source of files) {
    if (source.kind === 'category') {
      const meta = parseCategory(source, diagnostics);
      if (meta) categories.set(path.posix.dirname(source.relPath).replace(/^\.$/, ''), meta);
      continue;
    }
    const id = source.relPath.replace(/\.(mdx?|tsx|jsx)$/i, '');
    const dir = path.posix.dirname(source.relPath).replace(/^\.$/, '');
    // The file's path becomes its URL unless a slug replaces it: characters that end or escape a URL path cannot.
    const nameProblem = /[?#%\\\u0000-\u001f\u007f]/.exec(id)?.[0];
    const badName = () => error('bad-file-name', `The file name cannot be a URL: it contains ${JSON.stringify(nameProblem)}`, { file: source.file, hint: 'Rename the file (letters, digits, - and _ are safe), or give it a `slug` in its front matter.' });
    if (source.kind === 'component') {
      if (nameProblem !== undefined) { diagnostics.push(badName()); continue; }
      docs.push({ collection: source.collection, kind: 'component', id, file: source.file, url: defaultUrl(source.collection, id, docsBase), frontMatter: {}, body: source.text, lineOffset: 0, dir });
      continue;
    }
    const fm = parseFrontMatter(source.text, source.file);
    diagnostics.push(...fm.diagnostics);
    const slug = fm.data.slug;
    if (slug === undefined && nameProblem !== undefined) { diagnostics.push(badName()); continue; }
    let url = defaultUrl(source.collection, id, docsBase);
    if (slug !== undefined) {
      const problem = slugProblem(slug);
      const resolved = problem ? undefined : resolveSlug(source.collection, dir, slug, docsBase);
      if (!resolved) {
        const line = source.text.split('\n').findIndex((l) => l.startsWith('slug:')) + 1 || 1;
        diagnostics.push(error('bad-slug', `The slug ${quoteSlug(slug)} is not a valid route: ${problem ?? 'it does not name a page'}`, { file: source.file, line, column: 7, hint: "Use a plain path such as 'my-page' or '/guides/my-page'." }));
      } else url = resolved;
    }
    docs.push({ collection: source.collection, kind: 'markdown', id, file: source.file, url, frontMatter: fm.data, body: fm.body, lineOffset: fm.lineOffset, dir });
  }
  return { docs, categories, diagnostics };
}

/**
 * content/docs/a/b.md → /docs/a/b ; index.md and README.md stand for their folder; content/pages/x.md → /x.
 * `docsBase` is where the docs live: /docs, or /docs/<version> for a docs version other than the latest.
 */
export function defaultUrl(collection: 'docs' | 'pages', id: string, docsBase = '/docs'): string {
  const clean = id.replace(/(^|\/)(index|readme)$/i, '');
  const base = collection === 'docs' ? docsBase : '';
  const url = `${base}/${clean}`.replace(/\/+$/, '');
  return url || '/';
}

/** A front-matter slug: absolute within the collection (`/x` → /docs/x) or relative to the file's folder. */
export function resolveSlug(collection: 'docs' | 'pages', dir: string, slug: string, docsBase = '/docs'): string | undefined {
  if (slugProblem(slug)) return undefined;
  const base = collection === 'docs' ? docsBase : '';
  const joined = slug.startsWith('/') ? `${base}${slug}` : `${base}/${dir ? dir + '/' : ''}${slug}`;
  const url = path.posix.normalize(joined).replace(/\/+$/, '');
  return url || '/';
}

// A slug becomes a URL and a folder under out/: it must stay inside its collection and be a name every file system
// and browser accepts. Percent-encoded dots and slashes count: browsers decode `%2e%2e` to `..` when they resolve.
const slugRules: [RegExp, string][] = [
  [/^\s*$/, 'it is empty'],
  [/^[a-z][a-z0-9+.-]*:|^\/\//i, 'it is an absolute URL, not a path'],
  [/(^|\/)\.\.(\/|$)/, "it contains '..', which would leave the folder it belongs to"],
  [/%(2e|2f|5c|00)/i, 'it contains a percent-encoded dot, slash, backslash or NUL'],
  [/\\/, 'it contains a backslash'],
  [/[?#]/, 'it contains a query (?) or a fragment (#)'],
  [/[\u0000-\u001f\u007f]/, 'it contains a control character'],
  [/\s/, 'it contains white space'],
  [/[<>"|*]/, 'it contains a character that is reserved in URLs or file names (< > " | *)'],
  [/[^/]{201,}/, 'a part of it is longer than 200 characters (file systems refuse long names)'],
];

/** Quotes a slug for a message: control characters escaped, long ones cut. */
function quoteSlug(slug: string): string {
  const shown = slug.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return `'${shown.length > 80 ? shown.slice(0, 77) + '…' : shown}'`;
}

/** Returns why a front-matter slug cannot be used as a route, or undefined when it can (pure). */
export function slugProblem(slug: string): string | undefined {
  return slugRules.find(([rule]) => rule.test(slug))?.[1];
}

function parseCategory(source: SourceFile, diagnostics: Diagnostic[]): CategoryMeta | undefined {
  const isJson = source.relPath.endsWith('.json');
  try {
    const data = isJson ? JSON.parse(source.text) : YAML.parse(source.text);
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('expected an object such as { "label": "Guides", "position": 2 }');
    const problems = checkCategoryMeta(data, source.text, source.file);
    diagnostics.push(...problems);
    if (problems.some((d) => d.severity === 'error')) return undefined;
    return { ...data, file: source.file };
  } catch (e) {
    // JSON.parse does not say where (Node 20); YAML errors carry their position.
    const yamlPos = (e as { linePos?: { line: number; col: number }[] }).linePos?.[0];
    const where = isJson ? locateJsonError(source.text) : yamlPos ? { line: yamlPos.line, column: yamlPos.col } : undefined;
    const reason = (e as Error).message.split('\n')[0];
    diagnostics.push(error('category-meta', `Cannot read category metadata: ${reason}`, { file: source.file, ...where, hint: 'See _category_.json in the docs: { "label": "...", "position": 2, "collapsed": false }.' }));
    return undefined;
  }
}
