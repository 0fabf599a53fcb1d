// A row's discriminator: the property that selects an alternative, and which value selects which one (each value
// also marked on its alternative's row). Part of buildSchemaView, on its own for size. Pure but for the row it fills.
import type { PageContext, SchemaRow } from './buildSchemaView.js';
import type { SchemaObject } from './types.js';

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
  row.discriminator = { propertyName: d.propertyName, mapping };
}
