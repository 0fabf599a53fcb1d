// Everything a schema page shows, as plain data: the full tree of one named schema (both views: readOnly and
// writeOnly properties are shown and flagged) and the operations and schemas that use it (groupSchemaUsers.ts says
// how a long list is shown). Pure.
import type { Heading } from '../../shared/types.js';
import { buildSchemaView, createPageContext, type SchemaRow } from './buildSchemaView.js';
import { getSchemaCatalog, type NamedSchema } from './createSchemaCatalog.js';
import { groupSchemaUsers, usedByOperation, type UsedByGroup, type UsedByOperation } from './groupSchemaUsers.js';
import type { LoadedApi } from './types.js';

export interface SchemaPageView {
  name: string;
  root: SchemaRow;
  usedBy: {
    operations: UsedByOperation[];
    schemas: { name: string; href: string }[];
    /**
     * 'list': the operations one after the other (a short list); 'groups': grouped by tag, each group closed;
     * 'pages': too many for this page, listed on pages of their own, which `groups` link to (their `href`).
     */
    layout: 'list' | 'groups' | 'pages';
    groups: UsedByGroup[];
    /** How many pages list the users ('pages' layout), else 0. */
    parts: number;
  };
}

/** Ids of the schema page's sections (the route's headings). */
export const SCHEMA_PAGE_IDS = { schema: 'schema', usedBy: 'used-by' } as const;

// A schema page is where trees continue: it always shows its own properties and those of the named schemas they
// hold (see PageContext.minNamedDepth), and expands deeper while that stays within this many rows. Hundreds of
// schema pages: each one stays small.
const SCHEMA_PAGE_BUDGET = 100;

/** The headings of a schema page, for the route's table of contents (the template renders the same). */
export function listSchemaPageHeadings(): Heading[] {
  return [
    { depth: 2, id: SCHEMA_PAGE_IDS.schema, text: 'Schema' },
    { depth: 2, id: SCHEMA_PAGE_IDS.usedBy, text: 'Used by' },
  ];
}

/**
 * Builds the view of one schema page. `namedDepth` (a Markdown twin too big to read in one go otherwise): named
 * schemas past that many property levels link to their pages (0: those the schema's own properties hold).
 */
export function createSchemaPageView(api: LoadedApi, named: NamedSchema, options: { namedDepth?: number } = {}): SchemaPageView {
  const catalog = getSchemaCatalog(api);
  const ctx = createPageContext(api.schemas, listSchemaPageHeadings().map((h) => h.id), catalog.urlOf);
  ctx.minNamedDepth = Math.min(1, options.namedDepth ?? 1);
  if (options.namedDepth !== undefined) ctx.maxNamedDepth = options.namedDepth;
  const root = buildSchemaView(named.schema, ctx, 'property', undefined, SCHEMA_PAGE_BUDGET, 'definition');
  const users = catalog.usedBy(named.schema);
  const { groups, parts } = groupSchemaUsers(api, named);
  return {
    name: named.name,
    root,
    usedBy: {
      operations: users.operations.map((op) => usedByOperation(api, op)),
      schemas: users.schemas.map((s) => ({ name: s.name, href: s.url })),
      layout: parts.length ? 'pages' : groups.length ? 'groups' : 'list',
      groups,
      parts: parts.length,
    },
  };
}

// The search index reads a schema page's rows before the pages render (every page names the index file): the view it
// builds is kept for the page, which takes it once, instead of building the same view again.
const prepared = new WeakMap<NamedSchema, SchemaPageView>();

/** The view of a schema page, built ahead of the page and kept for it. */
export function prepareSchemaPageView(api: LoadedApi, named: NamedSchema): SchemaPageView {
  let view = prepared.get(named);
  if (!view) prepared.set(named, (view = createSchemaPageView(api, named)));
  return view;
}

/** The view of a schema page for its page: the one prepared ahead, or a new one. */
export function takeSchemaPageView(api: LoadedApi, named: NamedSchema): SchemaPageView {
  const view = prepared.get(named);
  if (!view) return createSchemaPageView(api, named);
  prepared.delete(named);
  return view;
}
