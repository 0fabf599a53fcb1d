// The named schemas of a spec (components/schemas; Swagger 2 definitions arrive there converted), each with the
// page it gets and what uses it. Pure over the model; one catalog per model (every page asks for it).
// Why "uses" stops at named schemas: a schema's "Used by" lists who refers to it directly, so that each entry is
// one click from the place the schema appears; the transitive users of a common schema would be most of the spec.
import { trimSlash } from './apiUrls.js';
import type { ApiOperation, LoadedApi, SchemaObject } from './types.js';

export interface NamedSchema {
  name: string;
  slug: string;
  url: string;
  schema: SchemaObject;
}

export interface SchemaCatalog {
  /** In spec order. */
  schemas: NamedSchema[];
  bySlug: Map<string, NamedSchema>;
  /** URL of the page of a named schema object (by identity). */
  urlOf: (schema: object) => string | undefined;
  /** Operations and schemas that refer to a named schema directly (not through another named schema). */
  usedBy: (schema: object) => { operations: ApiOperation[]; schemas: NamedSchema[] };
}

/** Returns the slug of a schema name: lower-cased, every run of other characters than a-z and 0-9 turned into '-'. */
export function schemaSlug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'schema';
}

const catalogs = new WeakMap<LoadedApi, SchemaCatalog>();

/** The catalog of a model, built once (pure). */
export function getSchemaCatalog(api: LoadedApi): SchemaCatalog {
  let catalog = catalogs.get(api);
  if (!catalog) catalogs.set(api, (catalog = createSchemaCatalog(api)));
  return catalog;
}

/** Builds the catalog: slugs in spec order (collisions get -2, -3...), URLs, and the direct users of each schema. */
export function createSchemaCatalog(api: LoadedApi): SchemaCatalog {
  const base = `${trimSlash(api.options.routeBasePath)}/schemas`;
  const schemas: NamedSchema[] = [];
  const bySlug = new Map<string, NamedSchema>();
  const byObject = new WeakMap<object, NamedSchema>();
  for (const [name, schema] of Object.entries<SchemaObject>(api.schemas.document.components?.schemas ?? {})) {
    if (!schema || typeof schema !== 'object' || byObject.has(schema) || api.schemas.names.get(schema) !== name) continue;
    const root = schemaSlug(name);
    let slug = root;
    for (let n = 2; bySlug.has(slug); n++) slug = `${root}-${n}`;
    const entry = { name, slug, url: `${base}/${slug}`, schema };
    schemas.push(entry);
    bySlug.set(slug, entry);
    byObject.set(schema, entry);
  }

  let users: WeakMap<object, { operations: Set<ApiOperation>; schemas: Set<NamedSchema> }> | undefined;
  const usedBy = (schema: object) => {
    users ??= collectUsers(api, schemas, byObject);
    const found = users.get(schema);
    return { operations: [...(found?.operations ?? [])], schemas: [...(found?.schemas ?? [])] };
  };
  return { schemas, bySlug, urlOf: (s) => byObject.get(s)?.url, usedBy };
}

function collectUsers(api: LoadedApi, schemas: NamedSchema[], byObject: WeakMap<object, NamedSchema>) {
  const users = new WeakMap<object, { operations: Set<ApiOperation>; schemas: Set<NamedSchema> }>();
  const entry = (target: NamedSchema) => {
    let found = users.get(target.schema);
    if (!found) users.set(target.schema, (found = { operations: new Set(), schemas: new Set() }));
    return found;
  };
  for (const user of schemas) {
    for (const target of directNamed(subschemas(user.schema), byObject, api)) if (target !== user) entry(target).schemas.add(user);
  }
  for (const op of api.operations) {
    for (const target of directNamed(operationSchemas(op), byObject, api)) entry(target).operations.add(op);
  }
  return users;
}

/** Every schema an operation page shows: parameters, request body, responses (and their headers), callbacks. */
export function operationSchemas(op: Pick<ApiOperation, 'parameters' | 'requestBody' | 'responses' | 'callbacks'>): SchemaObject[] {
  const out: SchemaObject[] = [];
  for (const p of op.parameters) if (p.schema) out.push(p.schema);
  for (const m of op.requestBody?.content ?? []) if (m.schema) out.push(m.schema);
  for (const r of op.responses) {
    for (const h of r.headers) if (h.schema) out.push(h.schema);
    for (const m of r.content) if (m.schema) out.push(m.schema);
  }
  for (const cb of op.callbacks ?? []) for (const cop of cb.operations) out.push(...operationSchemas({ parameters: [], requestBody: cop.requestBody, responses: cop.responses, callbacks: [] }));
  return out;
}

const SCHEMA_LISTS = ['allOf', 'oneOf', 'anyOf', 'prefixItems'];
const SCHEMA_VALUES = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems'];
const SCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas'];

/** The schemas directly inside a schema (properties, items, compositions...). */
export function subschemas(schema: SchemaObject): SchemaObject[] {
  const out: SchemaObject[] = [];
  if (!schema || typeof schema !== 'object') return out;
  for (const key of SCHEMA_LISTS) if (Array.isArray(schema[key])) out.push(...schema[key]);
  for (const key of SCHEMA_VALUES) {
    const v = schema[key];
    if (Array.isArray(v)) out.push(...v); // tuple-style `items: [...]`
    else if (v && typeof v === 'object') out.push(v);
  }
  for (const key of SCHEMA_MAPS) if (schema[key] && typeof schema[key] === 'object') out.push(...Object.values<SchemaObject>(schema[key]));
  return out.filter((s) => s && typeof s === 'object');
}

/** The named schemas reached from `roots` without passing through another named schema. */
function directNamed(roots: SchemaObject[], byObject: WeakMap<object, NamedSchema>, api: LoadedApi): Set<NamedSchema> {
  const found = new Set<NamedSchema>();
  const seen = new Set<object>();
  const queue = [...roots];
  while (queue.length) {
    let s = queue.pop()!;
    if (typeof s.$ref === 'string') s = api.schemas.resolveRef(s.$ref) ?? s;
    if (seen.has(s)) continue;
    seen.add(s);
    const named = byObject.get(s);
    if (named) found.add(named);
    else queue.push(...subschemas(s));
  }
  return found;
}
