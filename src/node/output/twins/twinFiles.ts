// The Markdown twins output: `<route>.md` for every page but the 404 page, /llms.txt (also at
// /.well-known/llms.txt) and /llms-full.txt. Each twin is made from the data its page is rendered from, never from
// the HTML: guides from their Markdown, operations from their view, the other pages from their templates' data.
import type { Route } from '../../../shared/types.js';
import type { Diagnostic } from '../../diagnostics.js';
import { warning } from '../../diagnostics.js';
import { findOperation } from '../../openapi/apiUrls.js';
import type { BuiltSite, OutputFile } from '../siteOutputs.js';
import { guideTwinBody } from './guideTwin.js';
import { indexTwinBody, twinTitle } from './indexTwins.js';
import { apiTwinOf, pagePlain } from './apiTwins.js';
import { specMarkdown } from './specMarkdown.js';
import { createLlmsFullTxt, createLlmsTxt, listLlmsGroups } from './llmsTxt.js';
import { createTwinLinker, frontMatter, joinTwin, keepTwinBody, twinPath, type TwinBody, type TwinLinker, type TwinText } from './twinText.js';
import { latestVersionView } from '../../versions/mergeVersionSites.js';
import { whatChangedTwinBody } from '../../versions/whatChangedTwin.js';

/** Past this many characters a twin no longer fits an assistant's reading of one page (the AFDocs checks' limit). */
export const MAX_TWIN_CHARS = 50_000;

/** The twins of every page (by route URL, in route order). Pure over the built site. */
export function createTwins(site: BuiltSite, report: (problem: Diagnostic) => void = () => {}): Map<string, TwinText> {
  const { config, graph } = site;
  const link = createTwinLinker(config.llms.siteUrl, config.baseUrl);
  const api = site.api.renderContext?.api;
  const markdownRoutes = new Map([...site.content.markdown].map(([url, m]) => [m.file, url]));
  const isRoute = (url: string) => graph.byUrl.has(url);
  const twins = new Map<string, TwinText>();
  for (const route of graph.routes) {
    if (route.kind === 'not-found') continue;
    const head = frontMatterOf(route, site, link);
    // What the body may take: past it an API page's twin is written compact (apiTwins.ts), the A–Z index's shorter.
    const room = MAX_TWIN_CHARS - head.length - 1;
    let body: string | TwinBody | undefined;
    const markdown = site.content.markdown.get(route.url);
    if (markdown) {
      body = guideTwinBody(markdown.body, {
        file: markdown.file, url: route.url, title: route.title, ownHeading: route.contentHeading !== undefined, markdownRoutes, isRoute, assets: site.content.assets, link, rebaseRoute: markdown.rebaseRoute,
      }, markdown.twinEdits);
    } else if (api) {
      body = apiTwinOf(config, api, route, room);
    }
    const changes = route.kind === 'what-changed' ? site.whatChanged?.find((p) => p.url === route.url) : undefined;
    if (changes) body = whatChangedTwinBody(changes, link);
    body ??= indexTwinBody(route, { config, graph, api, link, plain: api ? pagePlain(api) : specMarkdown, searchListing: site.searchListing, room });
    const kept = typeof body === 'string' ? keepTwinBody(body) : body;
    if (head.length + 1 + kept.chars > MAX_TWIN_CHARS) report(tooLarge(route, joinTwin({ head, body: kept }).toString()));
    twins.set(route.url, { head, body: kept });
  }
  return twins;
}

/** The warning for a twin that even its compact form leaves too long, naming its largest section. */
function tooLarge(route: Route, twin: string): Diagnostic {
  const api = route.kind === 'api-operation' || route.kind === 'api-schema';
  const largest = largestSection(twin);
  const where = largest ? ` Its largest section is "${largest.heading}" (${largest.chars} characters).` : '';
  return warning('twin-too-large', `The Markdown twin of ${route.url} has ${twin.length} characters${api ? ' even in its compact form' : ''}, more than an assistant reads of one page (${MAX_TWIN_CHARS}).${where}`, {
    file: route.source,
    hint: api
      ? 'Named schemas are linked and large examples left out already, where it had any: what remains is written inline in the spec. Name the big parts of that section\'s schema (components/schemas): each gets a page, and the twin links to it.'
      : 'Split the page, or shorten its examples.',
  });
}

/** The longest part of a twin between two headings (those in fenced code aside), if it has headings. */
function largestSection(twin: string): { heading: string; chars: number } | undefined {
  let best: { heading: string; chars: number } | undefined;
  let current: { heading: string; chars: number } | undefined;
  let fence = '';
  for (const line of twin.split('\n')) {
    const marks = /^(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence) {
      if (marks && marks[1][0] === fence[0] && marks[1].length >= fence.length && !marks[2].trim()) fence = '';
    } else if (marks) fence = marks[1];
    else if (/^#{2,4} /.test(line)) {
      current = { heading: line.replace(/^#+ /, ''), chars: 0 };
      continue;
    }
    if (!current) continue;
    current.chars += line.length + 1;
    if (!best || current.chars > best.chars) best = current;
  }
  return best;
}

function frontMatterOf(route: Route, site: BuiltSite, link: TwinLinker): string {
  const api = site.api.renderContext?.api;
  const op = route.kind === 'api-operation' && api ? findOperation(api, route.key) : undefined;
  return frontMatter({
    title: twinTitle(route, site.config),
    description: route.description,
    url: link.page(route.url),
    ...(op
      ? { operationId: op.operationId ?? op.id, method: op.method.toUpperCase(), path: op.path, tags: op.tags }
      : { tags: route.tags }),
  });
}

/** The output: every twin, then llms.txt (twice) and llms-full.txt; nothing when the config turns twins off. */
export function* twinFiles(site: BuiltSite, report: (problem: Diagnostic) => void): Iterable<OutputFile> {
  const { config, graph } = site;
  if (!config.llms.enabled) return;
  // Docs versions: each version's pages from its own content and API; llms.txt lists the latest version.
  const twins = new Map<string, TwinText>();
  for (const source of site.versionSites ?? [site]) for (const [url, twin] of createTwins(source, report)) twins.set(url, twin);
  for (const [url, twin] of twins) yield { path: twinPath(url), contents: joinTwin(twin) };
  const link = createTwinLinker(config.llms.siteUrl, config.baseUrl);
  const listed = latestVersionView(site);
  const groups = listLlmsGroups(config, listed.graph);
  // An optional route that matches no page is a typo that leaves its pages in llms-full.txt.
  for (const route of config.llms.optional) {
    if (graph.routes.some((r) => r.url === route || r.url.startsWith(route === '/' ? '/' : route + '/'))) continue;
    report(warning('llms-optional-unknown', `Config key 'llms.optional' lists ${route}, which is no page of the site and holds none: it marks nothing optional`, {
      file: config.configFile, hint: 'List routes such as /docs/tutorial-basics (a page, or a folder of pages).',
    }));
  }
  // Each other docs version has an llms.txt of its own pages, at its docs base; the latest one's lists them.
  const others = (site.versionSites ?? []).filter((v) => v.graph.routes.some((r) => r.version !== undefined && r.version !== site.latestVersion));
  const otherFiles = others.map((v) => {
    const own = v.graph.routes.filter((r) => r.version !== undefined);
    const label = site.versionLabels?.[own[0]?.version ?? ''] ?? own[0]?.version ?? '';
    return { label, url: `${v.config.docsBase}/llms.txt`, site: v, graph: { ...v.graph, routes: own } };
  });
  for (const other of otherFiles) {
    yield { path: other.url, contents: createLlmsTxt(config, listLlmsGroups(config, other.graph), other.site.api.renderContext?.api, link, { label: other.label }) };
  }
  const llms = createLlmsTxt(config, groups, listed.api.renderContext?.api, link, { others: otherFiles.map(({ label, url }) => ({ label, url })) });
  yield { path: '/llms.txt', contents: llms };
  yield { path: '/.well-known/llms.txt', contents: llms };
  yield { path: '/llms-full.txt', contents: createLlmsFullTxt(groups, twins) };
}
