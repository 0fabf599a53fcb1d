// The search index's documents, from the route graph and the page data the pages are drawn from (never from the
// written HTML): a guide page and each of its h2/h3 sections, the API overview, each operation with its parameters
// and properties (a webhook likewise), each named schema with its properties. Pages that only list other pages (tags, category indexes, 404) are left out: they would compete
// with the pages they list. Pure.
import type { Route } from '../../shared/types.js';
import type { SearchDocument } from '../../shared/search/searchIndexFormat.js';
import type { TextSection } from '../content/plugins/rehypeSearchText.js';
import type { LoadedApi } from '../openapi/types.js';
import { findOperation } from '../openapi/apiUrls.js';
import { listOperationTargets, listSchemaTargets } from './listOperationTargets.js';
import { getSchemaCatalog } from '../openapi/createSchemaCatalog.js';
import { prepareSchemaPageView } from '../openapi/createSchemaPageView.js';

export interface SearchSources {
  routes: Route[];
  /** Markdown pages' text by h2/h3 section, by route URL. */
  textSections: ReadonlyMap<string, TextSection[]>;
  api?: LoadedApi;
}

/** How much of an API description is indexed: its start says what the page is about. */
const MAX_DESCRIPTION_CHARS = 400;

/** Every search document of the site, in route order. */
export function collectSearchDocuments(sources: SearchSources): SearchDocument[] {
  const docs: SearchDocument[] = [];
  const add = (doc: Omit<SearchDocument, 'id'>) => docs.push({ id: docs.length, ...doc });
  for (const route of sources.routes) {
    switch (route.kind) {
      case 'doc':
      case 'page':
      case 'home':
        addGuide(route, sources.textSections.get(route.url) ?? [], add);
        break;
      case 'api-overview':
        if (sources.api) addOverview(route, sources.api, add);
        break;
      case 'api-operation':
        if (sources.api) addOperation(route, sources.api, add);
        break;
      case 'api-schema':
        if (sources.api) addSchema(route, sources.api, add);
        break;
      default:
        break;
    }
  }
  return docs;
}

type Add = (doc: Omit<SearchDocument, 'id'>) => void;

function addGuide(route: Route, sections: TextSection[], add: Add): void {
  const intro = sections[0] && !sections[0].heading ? sections[0].text : '';
  add({ title: route.title, u: route.url, k: 'guide', text: [route.description ?? '', intro].join(' ').trim() || undefined, tag: route.tags.join(' ') || undefined });
  for (const section of sections) {
    if (!section.heading) continue;
    add({ title: section.heading.text, u: `${route.url}#${section.heading.id}`, k: 'section', s: route.title, text: section.text || undefined });
  }
}

function addOverview(route: Route, api: LoadedApi, add: Add): void {
  // Its authentication section names each scheme and the header, query parameter or cookie that carries the key: words
  // of its text (the guide that explains a key ranks above the overview that lists it).
  const credentials = api.securitySchemes.flatMap((s) => [s.key, ...(s.name ? [s.name] : [])]);
  add({
    title: route.title, u: route.url, k: 'api',
    headings: route.headings.map((h) => h.text).join(' ') || undefined,
    text: [...credentials, api.description ? plainText(api.description) : ''].join(' ').trim() || undefined,
  });
}

function addOperation(route: Route, api: LoadedApi, add: Add): void {
  const op = findOperation(api, route.key);
  if (!op) return;
  const targets = listOperationTargets(api, op);
  const fields = [...targets.params, ...targets.bodyFields];
  add({
    title: route.title,
    path: `${op.method.toUpperCase()} ${op.path}`,
    opid: op.operationId,
    params: fields.map((t) => t[1]).join(' ') || undefined,
    props: targets.properties.map((t) => t[1]).join(' ') || undefined,
    tag: op.tags.join(' ') || undefined,
    text: [op.summary && op.summary.trim() !== route.title ? op.summary : '', op.description ? plainText(op.description) : ''].join(' ').trim() || undefined,
    // A webhook is found like an operation (its method and name), and says that it is one.
    u: route.url, k: op.kind === 'webhook' ? 'webhook' : 'operation', m: op.method,
    a: [...fields, ...targets.properties],
  });
}

/** A schema page: its name and its properties (dotted paths), each linking to its row on the page. */
function addSchema(route: Route, api: LoadedApi, add: Add): void {
  const named = getSchemaCatalog(api).bySlug.get(route.key);
  if (!named) return;
  const props = listSchemaTargets(prepareSchemaPageView(api, named).root);
  const description = typeof named.schema.description === 'string' ? plainText(named.schema.description) : '';
  add({ title: route.title, props: props.map((t) => t[1]).join(' ') || undefined, text: description || undefined, u: route.url, k: 'schema', a: props });
}

/**
 * Markdown or HTML of a spec description as words: code blocks, tags, link targets and emphasis marks go; the
 * underscores of identifiers stay ('thetvdb_id'), unlike in the page summaries.
 */
export function plainText(markdown: string): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*#>|~]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > MAX_DESCRIPTION_CHARS ? text.slice(0, MAX_DESCRIPTION_CHARS) : text;
}
