// checkLinks: every internal href/src and #anchor of every page against the routes, ids and files that exist.
// Pure: reporting and severity belong to the caller.
import type { SourceLink } from '../../shared/types.js';
import { error, warning, type Diagnostic } from '../diagnostics.js';
import type { PageLinks } from './collectPageLinks.js';

export interface LinkCheckInput {
  pages: PageLinks[];
  /** Files written besides pages, as site paths: '/assets/style.abc.css', '/sitemap.xml'. */
  files: ReadonlySet<string>;
  baseUrl: string;
  /** Markdown links with their source positions, by page URL. */
  sourceLinks: ReadonlyMap<string, { file: string; links: SourceLink[]; unresolved: string[] }>;
  severity: 'error' | 'warn';
}

/** Returns one diagnostic per broken link, located at its Markdown line when it came from Markdown (pure). */
export function checkLinks(input: LinkCheckInput): Diagnostic[] {
  const byUrl = new Map(input.pages.map((p) => [p.url, p]));
  const base = input.baseUrl.replace(/\/$/, '');
  const out: Diagnostic[] = [];
  const make = input.severity === 'error' ? error : warning;

  for (const page of input.pages) {
    const md = input.sourceLinks.get(page.url);
    const unresolved = new Set(md?.unresolved ?? []);
    const seen = new Set<string>();
    for (const raw of page.hrefs) {
      if (seen.has(raw) || unresolved.has(raw)) continue;
      seen.add(raw);
      const problem = findProblem(raw, page, byUrl, input.files, base);
      if (!problem) continue;
      const fromMd = md?.links.find((l) => l.href === raw || l.original === raw);
      const where = fromMd ? { file: md!.file, line: fromMd.line, column: fromMd.column } : { file: page.source && md ? page.source : page.url };
      out.push(make('broken-link', `${problem} (in page ${page.url})`, { ...where, hint: fromMd && fromMd.original !== raw ? `Written as ${fromMd.original}` : undefined }));
    }
  }
  return out;
}

function findProblem(raw: string, page: PageLinks, byUrl: Map<string, PageLinks>, files: ReadonlySet<string>, base: string): string | undefined {
  const hashAt = raw.indexOf('#');
  let path = hashAt < 0 ? raw : raw.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : decodeSafe(raw.slice(hashAt + 1));
  const queryAt = path.indexOf('?');
  if (queryAt >= 0) path = path.slice(0, queryAt);
  let target: PageLinks | undefined;
  if (!path) {
    target = page;
  } else {
    if (!path.startsWith('/')) path = new URL(path, 'http://docgen.invalid' + page.url).pathname;
    if (base && path.startsWith(base + '/')) path = path.slice(base.length);
    else if (base && path === base) path = '/';
    else if (base) return `Broken link to ${raw}: it is outside the base URL ${base}/`;
    path = decodeSafe(path);
    if (files.has(path)) return undefined;
    const clean = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '').replace(/(.)\/+$/, '$1');
    target = byUrl.get(clean);
    if (!target) return `Broken link to ${raw}: no page or file at ${clean}`;
  }
  if (hash && !target.ids.has(hash)) return `Broken anchor ${raw}: ${target.url} has no element with id "${hash}"`;
  return undefined;
}

function decodeSafe(s: string): string {
  try { return decodeURIComponent(s); } catch { return s; }
}
