// The API reference's share of the route graph: overview, one page per operation, the category index,
// the 'api' sidebar and the spec files to copy. Pure.
import type { Heading, Route, Sidebar, SidebarItem } from '../../shared/types.js';
import { operationLabel, operationUrl, overviewUrl, tagLabel, tagTree, trimSlash } from './apiUrls.js';
import { listApiIndexHeadings } from './listApiIndexCards.js';
import { listOperationHeadings } from './listOperationHeadings.js';
import { listOverviewHeadings } from './listOverviewHeadings.js';
import { descriptionToText } from './renderDescription.js';
import { getSchemaCatalog, type NamedSchema } from './createSchemaCatalog.js';
import { listSchemaPageHeadings } from './createSchemaPageView.js';
import { groupSchemaUsers, listUsedByPartHeadings, usedByPartKey, usedByPartTitle } from './groupSchemaUsers.js';
import type { ApiOperation, LoadedApi, SpecFile } from './types.js';

export const API_SIDEBAR_ID = 'api';
export { operationLabel, operationUrl, overviewUrl };

/** Returns whether an operation page has a code-samples section (same rule in the template). */
export function operationHasSamples(api: LoadedApi, op: ApiOperation): boolean {
  return op.customSamples.length > 0 || api.options.codeSamples.length > 0;
}

/** Builds the routes, the 'api' sidebar and the files to copy to out/. Pure. */
export function createApiRoutes(api: LoadedApi): { routes: Route[]; sidebar: Sidebar; files: SpecFile[] } {
  const source = api.specPath;
  const routes: Route[] = [];
  routes.push(
    makeRoute(overviewUrl(api), 'api-overview', api.title, api.overviewId, source, listOverviewHeadings(api), summarise(api.description) ?? `Reference of the ${api.title}.`),
  );
  for (const op of api.operations) {
    const description = summarise(op.description) ?? summarise(op.summary) ?? operationLabel(op);
    routes.push(makeRoute(operationUrl(api, op), 'api-operation', operationLabel(op), op.id, source, listOperationHeadings(op, operationHasSamples(api, op)), description));
  }
  const schemaHeadings = listSchemaPageHeadings();
  const catalog = getSchemaCatalog(api);
  for (const named of catalog.schemas) {
    const description = summarise(named.schema.description) ?? `The ${named.name} schema of the ${api.title}: its properties and where it is used.`;
    routes.push(makeRoute(named.url, 'api-schema', named.name, named.slug, source, schemaHeadings, description));
    for (const part of groupSchemaUsers(api, named).parts) {
      routes.push(makeRoute(part.url, 'api-schema-users', usedByPartTitle(named.name, part), usedByPartKey(named.slug, part.number), source, listUsedByPartHeadings(part), `The operations of the ${api.title} that use the ${named.name} schema, by tag (${part.number} of ${part.of}).`));
    }
  }
  const categoryUrl = trimSlash(api.options.categoryUrl) || '/';
  routes.push(makeRoute(categoryUrl, 'category', 'API reference', 'api', source, listApiIndexHeadings(api), `Every operation of the ${api.title}, grouped by tag.`));
  return { routes, sidebar: createApiSidebar(api), files: api.files };
}

/** The sidebar: the overview first, a collapsed category per tag (spec order), untagged operations last. */
export function createApiSidebar(api: LoadedApi): Sidebar {
  const byId = new Map(api.operations.map((op) => [op.id, op]));
  const link = (op: ApiOperation): SidebarItem => ({
    type: 'link',
    label: operationLabel(op),
    href: operationUrl(api, op),
    badge: op.kind === 'webhook' ? 'webhook' : op.method.toLowerCase(),
    className: `dg-api-sidebar__op dg-api-sidebar__op--${op.kind === 'webhook' ? 'webhook' : op.method.toLowerCase()}${op.deprecated ? ' dg-api-sidebar__op--deprecated' : ''}`,
  });
  const items: SidebarItem[] = [{ type: 'link', label: 'Introduction', href: overviewUrl(api), className: 'dg-api-sidebar__overview' }];
  // Tags nest (OpenAPI 3.2 `parent`): a tag's category holds its children's categories, then its operations.
  const tree = tagTree(api);
  const categoryOf = (name: string): SidebarItem => {
    const node = tree.find((n) => n.tag.name === name)!;
    return {
      type: 'category',
      label: tagLabel(node.tag),
      collapsed: true,
      items: [...node.children.map((c) => categoryOf(c.name)), ...node.tag.operationIds.map((id) => link(byId.get(id)!))],
    };
  };
  for (const node of tree) if (node.depth === 0) items.push(categoryOf(node.tag.name));
  const untaggedWebhooks = api.operations.filter((op) => op.tags.length === 0 && op.kind === 'webhook');
  const untagged = api.operations.filter((op) => op.tags.length === 0 && op.kind !== 'webhook');
  if (untagged.length > UNTAGGED_GROUP_THRESHOLD) {
    // A long flat list (Stripe tags nothing: 468 operations) is grouped by resource, the first path segment
    // after any version prefix, so the sidebar can show one group at a time on large APIs.
    const groups = new Map<string, ApiOperation[]>();
    for (const op of untagged) {
      const key = resourceOf(op.path);
      groups.set(key, [...(groups.get(key) ?? []), op]);
    }
    for (const [label, ops] of groups) items.push({ type: 'category', label, collapsed: true, items: ops.map(link) });
  } else {
    for (const op of untagged) items.push(link(op));
  }
  if (untaggedWebhooks.length) items.push({ type: 'category', label: 'Webhooks', collapsed: true, items: untaggedWebhooks.map(link) });
  const schemas = getSchemaCatalog(api).schemas;
  if (schemas.length) items.push({ type: 'category', label: 'Schemas', collapsed: true, items: schemaSidebarItems(schemas) });
  return { id: API_SIDEBAR_ID, items };
}

/**
 * The schema pages' links, alphabetical; past UNTAGGED_GROUP_THRESHOLD, in groups of at most SCHEMA_GROUP_SIZE named
 * after their first and last schema (a large spec's schema page then holds one group: see sidebarHtml's scopes).
 */
function schemaSidebarItems(schemas: NamedSchema[]): SidebarItem[] {
  const link = (s: NamedSchema): SidebarItem => ({ type: 'link', label: s.name, href: s.url });
  const sorted = [...schemas].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  if (sorted.length <= UNTAGGED_GROUP_THRESHOLD) return sorted.map(link);
  const groups: SidebarItem[] = [];
  const count = Math.ceil(sorted.length / SCHEMA_GROUP_SIZE);
  const size = Math.ceil(sorted.length / count);
  for (let i = 0; i < sorted.length; i += size) {
    const list = sorted.slice(i, i + size);
    const label = `${shorten(list[0].name)} – ${shorten(list[list.length - 1].name)}`;
    groups.push({ type: 'category', label, collapsed: true, items: list.map(link) });
  }
  return groups;
}

const SCHEMA_GROUP_SIZE = 30;
const shorten = (name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name);

const UNTAGGED_GROUP_THRESHOLD = 50;

/** '/v1/customers/{id}/sources' → 'customers'; '/' → 'other'. */
function resourceOf(path: string): string {
  const segments = path.split('/').filter((s) => s && !/^\{.*\}$/.test(s));
  const first = segments.find((s) => !/^v\d+(\.\d+)*$/i.test(s));
  return first ?? 'other';
}

function makeRoute(url: string, kind: Route['kind'], title: string, key: string, source: string, headings: Heading[], description: string): Route {
  return {
    url,
    kind,
    outputPath: url === '/' ? 'index.html' : `${url.replace(/^\//, '')}/index.html`,
    source,
    title,
    description,
    sidebarId: API_SIDEBAR_ID,
    tags: [],
    headings,
    key,
  };
}

function summarise(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const plain = descriptionToText(text, 160);
  // Text that ends by announcing what followed it ("Schema:" before a code block the plain text leaves out) says
  // nothing alone: the sentences before it, or else the next candidate (the summary).
  if (plain.endsWith(':')) {
    const sentenceEnd = plain.lastIndexOf('. ');
    return sentenceEnd > 0 ? plain.slice(0, sentenceEnd + 1) : undefined;
  }
  return plain || undefined;
}

