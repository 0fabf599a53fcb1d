// A row's discriminator: the property that selects an alternative, and which value selects which one (each value
// also marked on its alternative's row). Part of buildSchemaView, on its own for size. Pure but for the row it fills.
import type { PageContext, SchemaRow } from './buildSchemaView.js';
import { mergeAllOf } from './mergeAllOf.js';
import type { SchemaIndex, SchemaObject } from './types.js';

/** Sets `row.discriminator` from the schema's, and `discriminatorValues` on the alternatives among row.groups. */
export function addDiscriminator(row: SchemaRow, schema: SchemaObject, ctx: Pick<PageContext, 'schemas' | 'pageOf'>): void {
  const d = schema.discriminator;
  if (!d || typeof d.propertyName !== 'string') return;
  const mapping: { value: string; schemaName: string; href?: string }[] = [];
  const options = new Map<string, SchemaRow>();
  for (const group of row.groups ?? []) for (const option of group.options) if (option.schemaName) options.set(option.schemaName, option);
  const add = (value: string, schemaName: string, target?: SchemaObject) => {
    const option = options.get(schemaName);
    if (option) (option.discriminatorValues ??= []).push(value);
    mapping.push({ value, schemaName, href: option ? `#${option.id}` : target ? ctx.pageOf(target) : undefined });
  };
  if (d.mapping && typeof d.mapping === 'object') {
    for (const [value, ref] of Object.entries<string>(d.mapping)) {
      const target = typeof ref === 'string' ? ctx.schemas.resolveRef(ref.startsWith('#') ? ref : `#/components/schemas/${ref}`) : undefined;
      add(value, (target && ctx.schemas.names.get(target)) ?? String(ref).split('/').pop() ?? String(ref), target);
    }
    // OpenAPI 3.2: the schema used when the property's value matches no mapping.
    if (typeof d.defaultMapping === 'string') mapping.push({ value: '(any other value)', schemaName: d.defaultMapping.split('/').pop() ?? d.defaultMapping });
  }
  // Without a mapping (or for options it leaves out) the discriminator value is the schema name itself.
  for (const [schemaName, option] of options) if (!option.discriminatorValues) add(schemaName, schemaName);
  // A base schema without alternatives (OpenAPI 3.0's inheritance: Cat and Dog are allOf [Pet, …]): the schemas that
  // extend it are what its discriminator selects, each by its name unless the mapping names it. Not on those schemas'
  // own rows, which inherit the discriminator.
  if (!row.groups?.length) {
    const children = extendingSchemas(d, ctx.schemas);
    const mapped = new Set(mapping.map((m) => m.schemaName));
    if (!children.some((c) => mergeAllOf(c.schema, ctx.schemas.resolveRef) === schema)) {
      for (const child of children) if (!mapped.has(child.name)) mapping.push({ value: child.name, schemaName: child.name, href: ctx.pageOf(child.schema) });
    }
  }
  row.discriminator = { propertyName: d.propertyName, mapping };
}

const extending = new WeakMap<object, { name: string; schema: SchemaObject }[]>();

/** The named schemas whose allOf holds a schema with this very discriminator (dereferenced: the same object). Memoised. */
function extendingSchemas(discriminator: object, schemas: SchemaIndex): { name: string; schema: SchemaObject }[] {
  let found = extending.get(discriminator);
  if (found) return found;
  found = [];
  const named = (schemas.document as { components?: { schemas?: Record<string, SchemaObject> } }).components?.schemas ?? {};
  for (const [name, schema] of Object.entries(named)) {
    if (!schema || typeof schema !== 'object' || !Array.isArray(schema.allOf)) continue;
    const members = schema.allOf.map((m: SchemaObject) => (m && typeof m.$ref === 'string' ? schemas.resolveRef(m.$ref) : m));
    if (members.some((m: SchemaObject | undefined) => m?.discriminator === discriminator)) found.push({ name, schema });
  }
  extending.set(discriminator, found);
  return found;
}
