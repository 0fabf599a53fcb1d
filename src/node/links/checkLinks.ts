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
  /**
   * Links the config puts on every page (navbar, footer, favicon), with where the config file writes each: a broken one is
   * reported once, against the config, rather than once per page against each page.
   */
  configLinks?: { file: string; hrefs: ReadonlyMap<string, { line: number; column: number } | undefined> };
  /** Site paths that other builds serve (the sites of the other languages, '/fr'): links into them are not checked. */
  elsewhere?: string[];
}

/** Returns one diagnostic per broken link, located at its Markdown line when it came from Markdown (pure). */
export function checkLinks(input: LinkCheckInput): Diagnostic[] {
  const byUrl = new Map(input.pages.map((p) => [p.url, p]));
  const base = input.baseUrl.replace(/\/$/, '');
  const out: Diagnostic[] = [];
  // Where an absolute path leads does not depend on the page it is on: resolve each once. A sidebar puts the same
  // hundreds of links on every page, so this turns pages × links URL parses into one per distinct link.
  const targets = new Map<string, Target>();
  const make = input.severity === 'error' ? error : warning;
  const reportedConfigLinks = new Set<string>();

  for (const page of input.pages) {
    const md = input.sourceLinks.get(page.url);
    const unresolved = new Set(md?.unresolved ?? []);
    const seen = new Set<string>();
    for (const raw of page.hrefs) {
      if (seen.has(raw) || unresolved.has(raw)) continue;
      if (input.elsewhere?.some((prefix) => raw === prefix || raw.startsWith(prefix + '/') || raw.startsWith(prefix + '#') || raw.startsWith(prefix + '?'))) continue;
      seen.add(raw);
      const problem = findProblem(raw, page, byUrl, input.files, base, targets);
      if (!problem) continue;
      const fromMd = md?.links.find((l) => l.href === raw || l.original === raw);
      const config = input.configLinks;
      if (!fromMd && config?.hrefs.has(raw)) {
        if (reportedConfigLinks.has(raw)) continue;
        reportedConfigLinks.add(raw);
        out.push(make('broken-link', `${problem} (a navbar, footer or favicon link of the config, on every page)`, { file: config.file, ...config.hrefs.get(raw) }));
        continue;
      }
      const where = fromMd ? { file: md!.file, line: fromMd.line, column: fromMd.column } : { file: page.source && md ? page.source : page.url };
      out.push(make('broken-link', `${problem} (in page ${page.url})`, { ...where, hint: fromMd && fromMd.original !== raw ? `Written as ${fromMd.original}` : undefined }));
    }
  }
  return out;
}

/** A link's destination: the page, null for a written file, or why there is none (the end of the message). */
type Target = PageLinks | null | string;

function findProblem(raw: string, page: PageLinks, byUrl: Map<string, PageLinks>, files: ReadonlySet<string>, base: string, targets: Map<string, Target>): string | undefined {
  const hashAt = raw.indexOf('#');
  let path = hashAt < 0 ? raw : raw.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : decodeSafe(raw.slice(hashAt + 1));
  const queryAt = path.indexOf('?');
  if (queryAt >= 0) path = path.slice(0, queryAt);
  let target: Target;
  if (!path) {
    target = page;
  } else if (path.startsWith('/')) {
    const known = targets.get(path);
    if (known !== undefined) target = known;
    else { target = resolveTarget(path, byUrl, files, base); targets.set(path, target); }
  } else {
    // Resolved where the browser resolves it: against the page's public URL, base URL included.
    target = resolveTarget(new URL(path, 'http://docgen.invalid' + base + page.url).pathname, byUrl, files, base);
  }
  if (target === null) return undefined;
  if (typeof target === 'string') return `Broken link to ${raw}: ${target}`;
  if (hash && !target.ids.has(hash)) return `Broken anchor ${raw}: ${target.url} has no element with id "${hash}"`;
  return undefined;
}

function resolveTarget(absolute: string, byUrl: Map<string, PageLinks>, files: ReadonlySet<string>, base: string): Target {
  let path = absolute;
  if (base && path.startsWith(base + '/')) path = path.slice(base.length);
  else if (base && path === base) path = '/';
  else if (base) return `it is outside the base URL ${base}/`;
  path = decodeSafe(path);
  if (files.has(path)) return null;
  const clean = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '').replace(/(.)\/+$/, '$1');
  return byUrl.get(clean) ?? `no page or file at ${clean}`;
}

function decodeSafe(s: string): string {
  try { return decodeURIComponent(s); } catch { return s; }
}
