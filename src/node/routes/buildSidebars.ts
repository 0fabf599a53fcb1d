// Sidebars from the config: doc ids, folders as categories, folders inline, and the API reference (pure).
import type { Sidebar, SidebarItem } from '../../shared/types.js';
import type { SidebarEntryConfig } from '../configTypes.js';
import { error, type Diagnostic } from '../diagnostics.js';
import type { CategoryMeta } from '../content/collectContent.js';
import { humanize, slugify } from './urls.js';

const unknownFolderHint = 'Add a document under that folder of content/docs/, or remove the entry from `sidebars` in docgen.config.ts.';

export interface SidebarDoc {
  id: string;
  dir: string;
  url: string;
  label: string;
  position?: number;
}

export interface CategoryPage {
  dir: string;
  url: string;
  title: string;
  description?: string;
  items: SidebarItem[];
}

/** Returns the sidebars and the generated-index pages of their categories (pure). */
export function buildSidebars(
  config: Record<string, SidebarEntryConfig[]>,
  docs: SidebarDoc[],
  categories: ReadonlyMap<string, CategoryMeta>,
  apiSidebar: Sidebar | undefined,
  configFile: string | undefined,
  docsBase = '/docs',
): { sidebars: Sidebar[]; categoryPages: CategoryPage[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const categoryPages: CategoryPage[] = [];
  const byId = new Map(docs.map((d) => [d.id, d]));
  const dirs = new Set<string>();
  for (const d of docs) for (let dir = d.dir; dir; dir = dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '') dirs.add(dir);

  const docItem = (d: SidebarDoc): SidebarItem => ({ type: 'link', label: d.label, href: d.url });

  const folderItems = (dir: string): SidebarItem[] => {
    const entries: { position: number; label: string; item: SidebarItem }[] = [];
    for (const d of docs) if (d.dir === dir) entries.push({ position: d.position ?? Infinity, label: d.label, item: docItem(d) });
    for (const sub of dirs) {
      const parent = sub.includes('/') ? sub.slice(0, sub.lastIndexOf('/')) : '';
      if (parent !== dir || sub === dir) continue;
      const item = folderCategory(sub);
      entries.push({ position: categories.get(sub)?.position ?? Infinity, label: item.label, item });
    }
    entries.sort((a, b) => a.position - b.position || a.label.localeCompare(b.label));
    return entries.map((e) => e.item);
  };

  const folderCategory = (dir: string): Extract<SidebarItem, { type: 'category' }> => {
    const meta = categories.get(dir);
    const label = meta?.label ?? humanize(dir);
    const items = folderItems(dir);
    let href: string | undefined;
    if (meta?.link?.type === 'generated-index') {
      href = `${docsBase}/category/${meta.link.slug ? slugify(meta.link.slug) : slugify(label)}`;
      // A folder listed by two sidebars still has one page (two folders with one URL stay a collision).
      if (!categoryPages.some((c) => c.dir === dir)) {
        categoryPages.push({ dir, url: href, title: meta.link.title ?? label, description: meta.link.description ?? meta.description, items });
      }
    } else if (meta?.link?.type === 'doc') {
      href = byId.get(meta.link.id)?.url;
    }
    return { type: 'category', label, href, collapsed: meta?.collapsed ?? true, items };
  };

  const sidebars: Sidebar[] = [];
  for (const [id, entries] of Object.entries(config)) {
    const items: SidebarItem[] = [];
    for (const entry of entries) {
      if (typeof entry === 'string') {
        const d = byId.get(entry);
        if (d) items.push(docItem(d));
        else diagnostics.push(error('sidebar-unknown-doc', `Sidebar '${id}' names the doc '${entry}', which does not exist`, { file: configFile, hint: 'Doc ids are paths under content/docs without .md.' }));
      } else if ('category' in entry) {
        if (dirs.has(entry.category)) items.push(folderCategory(entry.category));
        else diagnostics.push(error('sidebar-unknown-folder', `Sidebar '${id}' names the folder '${entry.category}', which has no docs`, { file: configFile, hint: unknownFolderHint }));
      } else if ('dir' in entry) {
        const dir = entry.dir === '.' ? '' : entry.dir;
        if (dir && !dirs.has(dir)) diagnostics.push(error('sidebar-unknown-folder', `Sidebar '${id}' names the folder '${entry.dir}', which has no docs`, { file: configFile, hint: unknownFolderHint }));
        else items.push(...folderItems(dir));
      } else if ('api' in entry) {
        if (apiSidebar) items.push(...apiSidebar.items);
      }
    }
    if (items.length) sidebars.push({ id, items });
  }
  return { sidebars, categoryPages, diagnostics };
}

/** Every link of a sidebar in reading order, category pages included (pure). */
export function flattenSidebar(items: SidebarItem[]): { label: string; href: string }[] {
  const out: { label: string; href: string }[] = [];
  for (const item of items) {
    if (item.type === 'link') out.push({ label: item.label, href: item.href });
    else {
      if (item.href) out.push({ label: item.label, href: item.href });
      out.push(...flattenSidebar(item.items));
    }
  }
  return out;
}

/** The chain of categories leading to `url` in a sidebar, or undefined when it is not there (pure). */
export function findTrail(items: SidebarItem[], url: string, trail: { label: string; href?: string }[] = []): { label: string; href?: string }[] | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.href === url) return trail;
    if (item.type === 'category') {
      if (item.href === url) return trail;
      const found = findTrail(item.items, url, [...trail, { label: item.label, href: item.href }]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The trail of every link of a sidebar, by href, in one walk: the same answer as findTrail for each (the first
 * place a URL appears wins), without walking the whole tree once per page (10,000 operations made that 10⁸ steps).
 */
export function mapTrails(items: SidebarItem[], trail: { label: string; href?: string }[] = [], out = new Map<string, { label: string; href?: string }[]>()): Map<string, { label: string; href?: string }[]> {
  for (const item of items) {
    if (item.type === 'link') { if (!out.has(item.href)) out.set(item.href, trail); continue; }
    if (item.href && !out.has(item.href)) out.set(item.href, trail);
    mapTrails(item.items, [...trail, { label: item.label, href: item.href }], out);
  }
  return out;
}
