// createRouteGraph: every page of the site as one sorted, collision-checked value (pure).
// Sidebars, breadcrumbs, previous/next links, tag pages and output paths all come from here.
import type { Route, Sidebar, Heading } from '../../shared/types.js';
import { error, type Diagnostic } from '../diagnostics.js';
import type { CategoryMeta } from '../content/collectContent.js';
import type { SidebarEntryConfig } from '../configTypes.js';
import { buildSidebars, flattenSidebar, mapTrails, type CategoryPage } from './buildSidebars.js';
import { outputPathFor, outputPathProblem, slugify, humanize } from './urls.js';
import { createSearchRoutes } from '../search/searchPages.js';

export interface PageInput {
  collection: 'docs' | 'pages';
  kind: 'markdown' | 'component';
  id: string;
  dir: string;
  file: string;
  url: string;
  title: string;
  /** See Route.contentHeading. */
  contentHeading?: string;
  description?: string;
  sidebarLabel?: string;
  sidebarPosition?: number;
  tags: string[];
  headings: Heading[];
  hideTableOfContents?: boolean;
}

export interface NavLink { label: string; href: string }

export interface TagInfo { name: string; url: string; pages: { title: string; url: string; description?: string }[] }

export interface RouteGraph {
  routes: Route[];
  byUrl: Map<string, Route>;
  sidebars: Record<string, Sidebar>;
  pagination: Map<string, { previous?: NavLink; next?: NavLink }>;
  breadcrumbs: Map<string, { label: string; href?: string }[]>;
  tags: TagInfo[];
  categoryPages: Map<string, CategoryPage>;
}

export interface RouteGraphInput {
  pages: PageInput[];
  categories: ReadonlyMap<string, CategoryMeta>;
  api?: { routes: Route[]; sidebar: Sidebar };
  sidebarConfig: Record<string, SidebarEntryConfig[]>;
  configFile?: string;
}

/** Builds the route graph and reports URL collisions naming both sources (pure). */
export function createRouteGraph(input: RouteGraphInput): { graph: RouteGraph; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const routes: Route[] = [];

  for (const p of input.pages) {
    routes.push({
      url: p.url,
      kind: p.collection === 'docs' ? 'doc' : p.url === '/' ? 'home' : 'page',
      outputPath: outputPathFor(p.url),
      source: p.file,
      title: p.title,
      contentHeading: p.contentHeading,
      description: p.description,
      tags: p.tags,
      headings: p.headings,
      hideTableOfContents: p.hideTableOfContents,
      key: `${p.collection}:${p.id}`,
    });
  }
  if (!routes.some((r) => r.url === '/')) {
    routes.push({ url: '/', kind: 'home', outputPath: 'index.html', title: 'Home', tags: [], headings: [], key: 'default-home' });
  }

  const docPages = input.pages.filter((p) => p.collection === 'docs');
  const sidebarDocs = docPages.map((p) => ({ id: p.id, dir: p.dir, url: p.url, label: p.sidebarLabel ?? p.title, position: p.sidebarPosition }));
  const built = buildSidebars(input.sidebarConfig, sidebarDocs, input.categories, input.api?.sidebar, input.configFile);
  diagnostics.push(...built.diagnostics);

  const categoryPages = new Map<string, CategoryPage>();
  for (const c of built.categoryPages) {
    categoryPages.set(c.url, c);
    routes.push({ url: c.url, kind: 'category', outputPath: outputPathFor(c.url), source: input.categories.get(c.dir)?.file, title: c.title, description: c.description, tags: [], headings: [], key: `category:${c.dir}` });
  }
  if (input.api) routes.push(...input.api.routes);

  // Tags: an index and one page per tag, from front matter.
  const tagMap = new Map<string, TagInfo>();
  for (const p of docPages) {
    for (const name of p.tags) {
      // NFC: a tag typed on macOS (NFD) and the same tag typed elsewhere are one tag, not two colliding pages.
      const url = `/docs/tags/${slugify(name.normalize('NFC'))}`;
      const tag = tagMap.get(url) ?? { name, url, pages: [] };
      tag.pages.push({ title: p.title, url: p.url, description: p.description });
      tagMap.set(url, tag);
    }
  }
  const tags = [...tagMap.values()].sort((a, b) => a.name.localeCompare(b.name));
  if (tags.length) {
    routes.push({ url: '/docs/tags', kind: 'tags', outputPath: outputPathFor('/docs/tags'), title: 'Tags', description: 'Every tag used in the documentation, with the number of pages for each.', tags: [], headings: [], key: 'tags' });
    for (const t of tags) {
      t.pages.sort((a, b) => a.title.localeCompare(b.title));
      routes.push({ url: t.url, kind: 'tag', outputPath: outputPathFor(t.url), title: `${t.pages.length} doc${t.pages.length === 1 ? '' : 's'} tagged with "${t.name}"`, description: `Pages tagged "${t.name}".`, tags: [], headings: [], key: `tag:${t.url}` });
    }
  }
  routes.push(...createSearchRoutes(routes));
  routes.push({ url: '/404', kind: 'not-found', outputPath: '404.html', title: 'Page not found', tags: [], headings: [], key: 'not-found' });

  // Collisions: two sources for one URL (or one output file) name both. Output files are compared as hosts that fold
  // names see them (macOS ignores case and Unicode normalisation, Windows case): two folders there would be one.
  routes.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const byUrl = new Map<string, Route>();
  const byOutput = new Map<string, Route>();
  for (const r of routes) {
    const problem = outputPathProblem(r.outputPath);
    if (problem) {
      const shown = r.url.length > 100 ? r.url.slice(0, 97) + '…' : r.url;
      diagnostics.push(error('bad-route', `The page ${JSON.stringify(shown)} cannot be written: ${problem}`, { file: r.source, hint: 'Rename the file, change its `slug`, or shorten the name (operationId, tag) it comes from.' }));
      continue;
    }
    const outputKey = foldName(r.outputPath);
    const other = byUrl.get(r.url) ?? byOutput.get(outputKey);
    if (other) {
      diagnostics.push(error('route-collision', `Two pages claim the URL ${r.url}: ${describeSource(other)} and ${describeSource(r)}${describeDifference(other.url, r.url)}`, { file: r.source ?? other.source, hint: 'Rename one file or change its `slug` front matter.' }));
      continue;
    }
    byUrl.set(r.url, r);
    byOutput.set(outputKey, r);
  }
  const unique = routes.filter((r) => byUrl.get(r.url) === r);

  // Each page belongs to the first sidebar that lists it.
  const sidebars: Record<string, Sidebar> = {};
  const pagination = new Map<string, { previous?: NavLink; next?: NavLink }>();
  const breadcrumbs = new Map<string, { label: string; href?: string }[]>();
  const placed = new Set<string>();
  for (const sidebar of built.sidebars) {
    sidebars[sidebar.id] = sidebar;
    // First occurrence of each href (a Set, not findIndex: that was quadratic in the number of links).
    const hrefs = new Set<string>();
    const flat = flattenSidebar(sidebar.items).filter((l) => !hrefs.has(l.href) && hrefs.add(l.href));
    const trails = mapTrails(sidebar.items);
    flat.forEach((link, i) => {
      const route = byUrl.get(link.href);
      if (!route || placed.has(route.url)) return;
      placed.add(route.url);
      route.sidebarId = sidebar.id;
      pagination.set(route.url, { previous: flat[i - 1], next: flat[i + 1] });
      breadcrumbs.set(route.url, trails.get(route.url) ?? []);
    });
  }
  return { graph: { routes: unique, byUrl, sidebars, pagination, breadcrumbs, tags, categoryPages }, diagnostics };
}

function describeSource(r: Route): string {
  return r.source ? r.source : `the generated ${r.kind} page`;
}

/** A path as a host that ignores case and Unicode normalisation sees it ('Café' in NFD and 'café' in NFC are one). */
function foldName(p: string): string {
  return p.normalize('NFC').toLowerCase();
}

/** Why two URLs that are not equal still collide: the two names may look the same in the message. */
function describeDifference(a: string, b: string): string {
  if (a === b) return '';
  if (a.normalize('NFC') === b.normalize('NFC')) return ' (their URLs differ only in Unicode normalisation, NFC and NFD, which macOS and other hosts ignore in file names)';
  if (a.toLowerCase() === b.toLowerCase()) return ' (their URLs differ only in letter case, which macOS and Windows ignore in file names)';
  if (foldName(a) === foldName(b)) return ' (their URLs differ only in Unicode normalisation and letter case, which macOS ignores in file names)';
  return '';
}

export { humanize };
