// /llms.txt in the llmstxt.org shape and /llms-full.txt, from the sidebars (the reading order a visitor sees):
//   # Title / > summary / notes / ## one group per sidebar category and per API tag / ## Optional.
// Each page is listed once, where the sidebars first show it; the pages of no sidebar (the home page, standalone
// pages) come first. Pure.
import type { Route, SidebarItem } from '../../../shared/types.js';
import type { SiteConfig } from '../../config.js';
import type { RouteGraph } from '../../routes/createRouteGraph.js';
import type { LoadedApi } from '../../openapi/types.js';
import { findOperation, isTitleLike } from '../../openapi/apiUrls.js';
import { humanize } from '../../routes/urls.js';
import { tableCell, type TwinLinker, type TwinText } from './twinText.js';

export interface LlmsGroup { title: string; routes: Route[] }

/**
 * The pages of llms.txt in groups, optional ones last (under 'Optional'); tag pages and the 404 page are left out. The
 * A–Z index (/search and its letters) is always optional: it lists the pages llms.txt lists already, and in
 * llms-full.txt it would only repeat their titles.
 */
export function listLlmsGroups(config: SiteConfig, graph: RouteGraph): LlmsGroup[] {
  const seen = new Set<string>();
  const groups: LlmsGroup[] = [];
  const optional: Route[] = [];
  const isOptional = (route: Route) => route.kind === 'search' || config.llms.optional.some((o) => route.url === o || route.url.startsWith(o === '/' ? '/' : o + '/'));
  const add = (group: LlmsGroup, url: string | undefined) => {
    const route = url ? graph.byUrl.get(url.split('#')[0]) : undefined;
    if (!route || seen.has(route.url) || route.kind === 'not-found' || route.kind === 'tags' || route.kind === 'tag') return;
    seen.add(route.url);
    (isOptional(route) ? optional : group.routes).push(route);
  };
  const collect = (items: SidebarItem[], group: LlmsGroup) => {
    for (const item of items) {
      add(group, item.href);
      if (item.type === 'category') collect(item.items, group);
    }
  };
  const pages: LlmsGroup = { title: 'Pages', routes: [] };
  for (const route of graph.routes) if (!route.sidebarId) add(pages, route.url);
  groups.push(pages);
  const sidebarGroups = new Map<string, LlmsGroup>();
  const sidebarTitle = (id: string) => config.navbar.items.find((i) => i.sidebar === id)?.label ?? humanize(id);
  for (const sidebar of Object.values(graph.sidebars)) {
    const isApi = sidebar.id === 'api';
    const loose: LlmsGroup = { title: isApi ? 'API reference' : sidebarTitle(sidebar.id), routes: [] };
    groups.push(loose);
    sidebarGroups.set(sidebar.id, loose);
    for (const item of sidebar.items) {
      if (item.type === 'link') { add(loose, item.href); continue; }
      const group: LlmsGroup = { title: isApi ? `API: ${item.label}` : item.label, routes: [] };
      groups.push(group);
      add(group, item.href);
      collect(item.items, group);
    }
  }
  // Routes no sidebar lists (the API index, a category page) still have twins: listed with their sidebar's pages.
  for (const route of graph.routes) add((route.sidebarId && sidebarGroups.get(route.sidebarId)) || pages, route.url);
  const listed = groups.filter((g) => g.routes.length > 0);
  if (optional.length) listed.push({ title: 'Optional', routes: optional });
  return listed;
}

/** The text of llms.txt. */
export function createLlmsTxt(config: SiteConfig, groups: LlmsGroup[], api: LoadedApi | undefined, link: TwinLinker, versions: LlmsVersions = {}): string {
  const lines = [`# ${config.title}${versions.label ? ` ${versions.label}` : ''}`, ''];
  // Without a summary or a tagline (a site built from a spec alone), the API overview's one line says what the site is.
  const summary = config.llms.summary || groups.flatMap((g) => g.routes).find((r) => r.kind === 'api-overview')?.description;
  if (summary) lines.push(`> ${summary.replace(/\s*\n\s*/g, ' ')}`, '');
  lines.push(`Every page of this site is also available as Markdown at its URL with \`.md\` added (the home page at \`${link.file('/index.md')}\`).`, '');
  const notes: string[] = [];
  for (const d of api?.downloadUrls ?? []) notes.push(`- [OpenAPI description (${d.label})](${link.file(d.url)}): the ${api!.title} ${api!.version ? `${api!.version} ` : ''}spec`);
  if (!versions.label) notes.push(`- [llms-full.txt](${link.file('/llms-full.txt')}): every page below but the optional ones, in one file`);
  for (const other of versions.others ?? []) notes.push(`- [${config.title} ${other.label}](${link.file(other.url)}): the docs of that version`);
  lines.push(...notes, '');
  for (const group of groups) {
    lines.push(`## ${group.title}`, '');
    for (const route of group.routes) lines.push(`- [${linkText(route, api)}](${link.twin(route.url)})${note(route, api)}`);
    lines.push('');
  }
  return lines.join('\n').replace(/\n+$/, '') + '\n';
}

/**
 * Docs versions: `label` makes the llms.txt of one older version (or of the working copy), which has no llms-full.txt;
 * `others` are the llms.txt files of the other versions, listed in the latest version's.
 */
export interface LlmsVersions {
  label?: string;
  others?: { label: string; url: string }[];
}

/** Operations are listed as `GET /shows/display`, the form an agent meets in code; other pages by title. */
function linkText(route: Route, api: LoadedApi | undefined): string {
  const op = route.kind === 'api-operation' && api ? findOperation(api, route.key) : undefined;
  const text = op ? (op.kind === 'webhook' ? `Webhook ${op.path}` : `${op.additional ? op.method : op.method.toUpperCase()} ${op.path}`) : route.title;
  return text.replace(/([[\]\\])/g, '\\$1');
}

function note(route: Route, api: LoadedApi | undefined): string {
  const op = route.kind === 'api-operation' && api ? findOperation(api, route.key) : undefined;
  const text = op && isTitleLike(op.summary) ? op.summary.trim() : route.description;
  const line = tableCell(text).replace(/\\\|/g, '|');
  return line ? `: ${line}` : '';
}

/**
 * llms-full.txt, as UTF-8: the twins of the listed pages, optional ones excepted, in llms.txt's order, one line break
 * between two. Copied into one buffer from the twins' bytes rather than joined into a string first: on a large API it
 * is as long as all the twins together, and a string of it would be one more copy of them all in the heap (at two
 * bytes a character, once one twin holds a character past Latin-1).
 */
export function createLlmsFullTxt(groups: LlmsGroup[], twins: ReadonlyMap<string, TwinText>): Buffer {
  const listed = groups.filter((g) => g.title !== 'Optional').flatMap((g) => g.routes).map((r) => twins.get(r.url)).filter((t): t is TwinText => t !== undefined);
  const parts = listed.flatMap((twin, i) => [Buffer.from(i > 0 ? `\n${twin.head}\n` : `${twin.head}\n`), twin.body.bytes]);
  return Buffer.concat(parts);
}
