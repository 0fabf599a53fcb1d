// Twins of the pages that have no Markdown source, from the data their templates draw: the home page (its title and
// description, then where to go: the navbar and footer links), tag pages, generated category indexes, the API index
// the API overview and the A–Z index (/search). Pure.
import type { Route, SidebarItem } from '../../../shared/types.js';
import type { RouteGraph } from '../../routes/createRouteGraph.js';
import type { SiteConfig } from '../../config.js';
import type { LoadedApi } from '../../openapi/types.js';
import { listApiIndexCards } from '../../openapi/listApiIndexCards.js';
import { homeActions } from '../../routes/homeActions.js';
import { flowLabel, keyNameLabel, schemeTypeLabel } from '../../openapi/securitySchemeLabels.js';
import { code, oneLine, type TwinLinker } from './twinText.js';
import { searchIndexOf, selectSearchPage, type SearchListing } from '../../search/searchPages.js';

export interface IndexTwinContext {
  config: SiteConfig;
  graph: RouteGraph;
  api?: LoadedApi;
  link: TwinLinker;
  plain: (markdown: string) => string;
  /** What the A–Z index lists (with docs versions, pages of the latest version: not in `graph`, the working copy's). */
  searchListing: SearchListing;
  /** Characters the body may take (the A–Z index shortens its entries' titles to fit). */
  room?: number;
}

// An A–Z entry's title is one line of link text, cut at a word past this many characters (a spec's summary can run
// to paragraphs with links of its own: GitHub's webhooks); shorter still when a letter's entries would not fit the
// twin's room otherwise. The entry's page has the whole title.
const ENTRY_TITLE_CHARS = [100, 50];

const external = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** A link as a twin names it: another page's twin, an external URL as it is. */
function href(target: string, ctx: IndexTwinContext): string {
  if (external.test(target)) return target;
  const route = target.split('#')[0].replace(/(.)\/+$/, '$1');
  return ctx.graph.byUrl.has(route) ? ctx.link.twin(target) : ctx.link.file(target);
}

const DEFAULT_HOME = 'default-home';

/** A page's title as its twin gives it: the built-in home page shows the site's title (its route is only "Home"). */
export function twinTitle(route: Route, config: Pick<SiteConfig, 'title'>): string {
  return route.kind === 'home' && route.key === DEFAULT_HOME && config.title ? config.title : route.title;
}

/** The body of a page without Markdown (front matter excluded). */
export function indexTwinBody(route: Route, ctx: IndexTwinContext): string {
  const out: string[] = [`# ${twinTitle(route, ctx.config)}`, ''];
  // The API overview's description is an excerpt of the spec's, which the overview shows whole.
  if (route.description && !(route.kind === 'api-overview' && ctx.api?.description)) out.push(route.description, '');
  switch (route.kind) {
    case 'home':
    case 'page':
      out.push(...siteMapLines(ctx, route.key === DEFAULT_HOME));
      break;
    case 'tags':
      out.push(...ctx.graph.tags.map((t) => `- [${t.name}](${href(t.url, ctx)}): ${t.pages.length} page${t.pages.length === 1 ? '' : 's'}`));
      break;
    case 'tag': {
      const tag = ctx.graph.tags.find((t) => t.url === route.url);
      out.push(...(tag?.pages ?? []).map((p) => `- [${p.title}](${href(p.url, ctx)})${p.description ? `: ${p.description}` : ''}`));
      break;
    }
    case 'category':
      if (route.key === 'api' && ctx.api) out.push(...apiIndexLines(ctx.api, ctx));
      else out.push(...sidebarLines(ctx.graph.categoryPages.get(route.url)?.items ?? [], ctx, 0));
      break;
    case 'api-overview':
      if (ctx.api) out.push(...overviewLines(ctx.api, ctx));
      break;
    case 'search': {
      // The A–Z index: its letters when it is split, else (and on a letter's page) the pages themselves.
      const { letters, entries } = searchIndexOf(ctx.searchListing);
      const page = selectSearchPage(route, letters, entries);
      if (!page.entries.length) out.push(...page.letters.map((l) => `- [${l.letter}](${href(l.url, ctx)}): ${l.count}`));
      // A letter of several pages: where the others are, each by its first and last titles (as the page shows them).
      if (page.pages) out.push(`Pages of ${page.current}: ${page.pages.map((p, i) => `[${i + 1}: ${linkText(p.first, ENTRY_TITLE_CHARS[0])} – ${linkText(p.last, ENTRY_TITLE_CHARS[0])}](${href(p.url, ctx)})`).join(', ')}`, '');
      const room = (ctx.room ?? Infinity) - out.join('\n').length;
      let lines: string[] = [];
      for (const limit of ENTRY_TITLE_CHARS) {
        // An operation titled by its request line (no summary) is not followed by the same line again.
        lines = page.entries.map((e) => `- [${linkText(e.title, limit)}](${ctx.link.twin(e.url)})${e.method && e.title !== `${e.method.toUpperCase()} ${e.path}` ? ` ${code(`${e.method.toUpperCase()} ${e.path}`)}` : ''}`);
        if (lines.reduce((n, l) => n + l.length + 1, 0) <= room) break;
      }
      out.push(...lines);
      break;
    }
    default:
      break;
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
}

/** A title as one line of link text, no longer than about `limit` characters: its own links as their text, brackets escaped. */
function linkText(title: string, limit: number): string {
  let text = oneLine(title.replace(/\[([^\]]*)\]\([^)\s]*\)/g, '$1'));
  if (text.length > limit) {
    const cut = text.lastIndexOf(' ', limit);
    text = text.slice(0, cut > limit / 2 ? cut : limit).replace(/[\s,;:.]+$/, '') + '…';
  }
  return text.replace(/[[\]]/g, '\\$&');
}

function sidebarLines(items: SidebarItem[], ctx: IndexTwinContext, depth: number): string[] {
  const indent = '  '.repeat(depth);
  return items.flatMap((item) => item.type === 'link'
    ? [`${indent}- [${item.label}](${href(item.href, ctx)})`]
    : [`${indent}- ${item.href ? `[${item.label}](${href(item.href, ctx)})` : item.label}`, ...sidebarLines(item.items, ctx, depth + 1)]);
}

/** What the home page offers a reader: the built-in one's buttons, the navbar's sections and the footer's links. */
function siteMapLines(ctx: IndexTwinContext, builtIn: boolean): string[] {
  const lines: string[] = [];
  const { navbar, footer } = ctx.config;
  if (ctx.config.tagline) lines.push(ctx.config.tagline, '');
  if (builtIn) {
    const { firstDoc, apiUrl } = homeActions(ctx.graph);
    if (firstDoc) lines.push(`- [Read the docs](${href(firstDoc, ctx)})`);
    if (apiUrl) lines.push(`- [API reference](${href(apiUrl, ctx)})`);
    if (firstDoc || apiUrl) lines.push('');
  }
  const llms = ctx.link.file('/llms.txt');
  lines.push(`Every page of this site as Markdown, listed: [llms.txt](${llms}).`, '');
  if (navbar.items.length) lines.push('## Sections', '', ...navbar.items.map((i) => `- [${i.label}](${href(i.href, ctx)})`), '');
  for (const column of footer.links) lines.push(`## ${column.title}`, '', ...column.items.map((i) => `- [${i.label}](${href(i.href, ctx)})`), '');
  return lines;
}

function apiIndexLines(api: LoadedApi, ctx: IndexTwinContext): string[] {
  return listApiIndexCards(api).flatMap((card) => [
    `## [${card.title}](${href(card.href, ctx)})`, '',
    ...(card.description ? [card.description, ''] : []),
    ...(card.count ? [`${card.count} operation${card.count === 1 ? '' : 's'}.`, ''] : []),
  ]);
}

function overviewLines(api: LoadedApi, ctx: IndexTwinContext): string[] {
  const lines: string[] = [];
  lines.push([api.version && `Version ${api.version}`, api.openapiVersion && `OpenAPI ${api.openapiVersion}`].filter(Boolean).join(' · '), '');
  if (api.description) lines.push(ctx.plain(api.description), '');
  if (api.securitySchemes.length) {
    lines.push('## Authentication', '');
    for (const s of api.securitySchemes) {
      lines.push(`### ${s.key}${s.deprecated ? ' (deprecated)' : ''}`, '');
      if (s.description) lines.push(ctx.plain(s.description), '');
      lines.push(`- Type: ${schemeTypeLabel(s)}`);
      if (s.type === 'apiKey') lines.push(`- ${keyNameLabel(s)}: ${code(s.name ?? '')}`);
      if (s.bearerFormat) lines.push(`- Bearer format: ${s.bearerFormat}`);
      if (s.oauth2MetadataUrl) lines.push(`- Server metadata: ${code(s.oauth2MetadataUrl)}`);
      if (s.openIdConnectUrl) lines.push(`- Discovery URL: ${code(s.openIdConnectUrl)}`);
      for (const [flow, f] of Object.entries(s.flows ?? {})) {
        lines.push(`- ${flowLabel(flow)} flow:`);
        if (f.authorizationUrl) lines.push(`  - Authorization URL: ${code(f.authorizationUrl)}`);
        if (f.deviceAuthorizationUrl) lines.push(`  - Device authorization URL: ${code(f.deviceAuthorizationUrl)}`);
        if (f.tokenUrl) lines.push(`  - Token URL: ${code(f.tokenUrl)}`);
        if (f.refreshUrl) lines.push(`  - Refresh URL: ${code(f.refreshUrl)}`);
        for (const [scope, text] of Object.entries(f.scopes)) lines.push(`  - Scope ${code(scope)}${text ? `: ${text}` : ''}`);
      }
      lines.push('');
    }
  }
  lines.push('## Servers', '');
  for (const s of api.servers) {
    lines.push(`- ${code(s.url)}${s.name ? ` — ${s.name}` : ''}${s.description ? ` — ${s.description}` : ''}`);
    // The URL above uses the variables' defaults; the twin names the other values the spec allows, as the page does.
    if (s.template && s.variables?.length) {
      lines.push(`  - URL template: ${code(s.template)}`);
      for (const v of s.variables) {
        const values = v.enum?.length ? `, one of ${v.enum.map(code).join(', ')}` : '';
        lines.push(`  - ${code(v.name)}: default ${code(v.default)}${values}${v.description ? ` — ${v.description}` : ''}`);
      }
    }
  }
  lines.push('');
  const about: string[] = [];
  if (api.contact?.name || api.contact?.url || api.contact?.email) about.push(`- Contact: ${[api.contact.name, api.contact.url, api.contact.email].filter(Boolean).join(' · ')}`);
  if (api.license?.name) about.push(`- Licence: ${externalLink(api.license.url, api.license.name)}`);
  if (api.termsOfService) about.push(`- Terms of service: ${api.termsOfService}`);
  if (api.externalDocs) about.push(`- More documentation: ${externalLink(api.externalDocs.url, api.externalDocs.description)}`);
  if (about.length) lines.push('## Contact and licence', '', ...about, '');
  lines.push('## OpenAPI spec', '', ...api.downloadUrls.map((d) => `- [OpenAPI spec (${d.label})](${ctx.link.file(d.url)})`), '');
  return lines;
}

/** A spec's link as the overview page shows it: a link only to an http(s) or mailto address, else its text. */
function externalLink(url: string | undefined, text?: string): string {
  const target = url?.trim() ?? '';
  if (!/^(https?:|mailto:)/i.test(target)) return text ?? target;
  return `[${text ?? target}](${target.replace(/[()\s]/g, encodeURIComponent)})`;
}
