// Schema -> a finite tree of display rows with stable anchors. Pure over the schema; state lives in the PageContext.
// Why a context per page: a named schema (object/array/composed) is rendered in full once per page and later
// occurrences link back to it; cycles link to the ancestor being rendered; a depth limit and a row budget keep
// pages of huge specs (Stripe: every operation reaches thousands of schemas) small.
import { describeConstraints, describeType, formatValue, isNullable, primaryType } from './describeSchema.js';
import { mergeAllOf } from './mergeAllOf.js';
import { slugifyAnchor } from './kebabCase.js';
import type { SchemaIndex, SchemaObject } from './types.js';

export interface SchemaRow {
  id: string;
  /** Property name, '[key]' for additionalProperties; undefined for roots, items and alternatives. */
  name?: string;
  /** Label of an alternative ('Option 1', 'Cat') or of a nested array's items ('items'). */
  label?: string;
  type: string;
  schemaName?: string;
  required: boolean;
  deprecated: boolean;
  nullable: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  description?: string;
  constraints: string[];
  enumValues?: string[];
  defaultValue?: string;
  example?: string;
  /** Properties (objects), or the properties of the items (arrays of objects), or one 'items' row (arrays of arrays). */
  children: SchemaRow[];
  alternatives?: { kind: 'oneOf' | 'anyOf'; options: SchemaRow[] };
  discriminator?: { propertyName: string; mapping: { value: string; schemaName: string; href?: string }[] };
  /** 'closed' when the object forbids other keys (additionalProperties: false). */
  additional?: 'closed';
  /** Points at the row where this schema is already shown: a cycle, or a repeat on the same page. */
  link?: { href: string; reason: 'cycle' | 'repeat' };
  /** Nested content not shown (depth or size limit reached). */
  truncated?: boolean;
  /** Whether the row's details start open. */
  open: boolean;
}

export interface PageContext {
  schemas: SchemaIndex;
  /** Every id emitted on the page, so new ids can be made unique. */
  ids: Set<string>;
  /** Named schema object -> id of the row where it is shown in full. */
  rendered: Map<object, string>;
  rows: number;
  /** 'request' hides readOnly properties, 'response' hides writeOnly ones. */
  mode?: 'request' | 'response';
}

export const OPEN_DEPTH = 1; // rows deeper than this start collapsed
export const MAX_DEPTH = 12; // hard stop for unnamed nesting
export const NAMED_EXPAND_DEPTH = 6; // a named schema deeper than this is shown by name only
export const MAX_ROWS = 1500; // per page: beyond it, nested schemas are shown by name only

/** Creates the per-page state; `reserved` are ids already on the page (headings). */
export function createPageContext(schemas: SchemaIndex, reserved: Iterable<string> = []): PageContext {
  return { schemas, ids: new Set(reserved), rendered: new Map(), rows: 0 };
}

/** Returns `base`, or `base-2`, `base-3`... whichever is still free on the page, and reserves it. */
export function claimId(ctx: PageContext, base: string): string {
  let id = base;
  for (let n = 2; ctx.ids.has(id); n++) id = `${base}-${n}`;
  ctx.ids.add(id);
  return id;
}

/** Builds the root row of a schema; property anchors are `<idPrefix>-<name>-<name>...`. */
export function buildSchemaView(schema: SchemaObject, ctx: PageContext, idPrefix: string, mode?: 'request' | 'response'): SchemaRow {
  ctx.mode = mode;
  return buildRow(schema, ctx, { id: claimId(ctx, `${idPrefix}-schema`), anchorBase: idPrefix, depth: 0, required: false, ancestors: [] });
}

interface RowInput {
  id: string;
  /** Prefix for children's anchors (the root uses the section prefix, not its own '-schema' id). */
  anchorBase: string;
  depth: number;
  name?: string;
  label?: string;
  required: boolean;
  ancestors: object[];
}

function resolveLeftover(schema: SchemaObject, ctx: PageContext): SchemaObject {
  if (schema && typeof schema === 'object' && typeof schema.$ref === 'string') return ctx.schemas.resolveRef(schema.$ref) ?? schema;
  return schema;
}

function isComplex(s: SchemaObject): boolean {
  const t = primaryType(s);
  return t === 'object' || t === 'array' || Array.isArray(s.oneOf) || Array.isArray(s.anyOf) || Array.isArray(s.allOf);
}

function buildRow(input: SchemaObject, ctx: PageContext, at: RowInput): SchemaRow {
  ctx.rows++;
  const original = resolveLeftover(input, ctx);
  const schema = mergeAllOf(original, ctx.schemas.resolveRef);
  const nameOf = (s: SchemaObject) => ctx.schemas.names.get(resolveLeftover(s, ctx));
  const schemaName = nameOf(original);
  const row: SchemaRow = {
    id: at.id,
    name: at.name,
    label: at.label,
    type: describeType(schema, nameOf),
    schemaName,
    required: at.required,
    deprecated: schema.deprecated === true,
    nullable: isNullable(schema),
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
    description: typeof schema.description === 'string' && schema.description.trim() ? schema.description : undefined,
    constraints: describeConstraints(schema),
    enumValues: Array.isArray(schema.enum) ? schema.enum.map((v: unknown) => formatValue(v, 60)) : undefined,
    defaultValue: schema.default !== undefined ? formatValue(schema.default) : undefined,
    example: schema.example !== undefined ? formatValue(schema.example) : undefined,
    children: [],
    open: at.depth <= OPEN_DEPTH,
  };
  if (typeof original.$ref === 'string') {
    // A leftover external/unknown ref we cannot resolve: show its name only.
    row.truncated = true;
    return row;
  }
  if (at.ancestors.includes(original)) {
    row.link = { href: `#${ctx.rendered.get(original) ?? at.id}`, reason: 'cycle' };
    return row;
  }
  const complex = isComplex(schema);
  if (schemaName && complex) {
    const shown = ctx.rendered.get(original);
    if (shown) {
      row.link = { href: `#${shown}`, reason: 'repeat' };
      return row;
    }
    if (at.depth > NAMED_EXPAND_DEPTH || ctx.rows > MAX_ROWS) {
      row.truncated = true;
      return row;
    }
    ctx.rendered.set(original, at.id);
  } else if (complex && (at.depth > MAX_DEPTH || ctx.rows > MAX_ROWS)) {
    row.truncated = true;
    return row;
  }

  const ancestors = [...at.ancestors, original];
  addChildren(row, schema, ctx, at, ancestors);
  addAlternatives(row, schema, ctx, at, ancestors);
  return row;
}

function addChildren(row: SchemaRow, schema: SchemaObject, ctx: PageContext, at: RowInput, ancestors: object[]) {
  const type = primaryType(schema);
  if (type === 'array') {
    const items = resolveLeftover(schema.items, ctx);
    if (!items || typeof items !== 'object') return;
    const merged = mergeAllOf(items, ctx.schemas.resolveRef);
    const itemNamed = ctx.schemas.names.get(items) !== undefined;
    const itemIsArray = primaryType(merged) === 'array';
    // Arrays of plain objects show the items' properties directly under the array (anchors skip an 'items' level);
    // arrays of arrays, of named schemas and of alternatives get an explicit 'items' row.
    if (!itemNamed && !itemIsArray && !merged.oneOf && !merged.anyOf && !ancestors.includes(items)) {
      addProperties(row, merged, ctx, at, ancestors);
      if (merged.discriminator) addDiscriminator(row, merged, ctx);
    } else if (itemNamed || itemIsArray || merged.oneOf || merged.anyOf) {
      const id = claimId(ctx, `${at.anchorBase}-items`);
      row.children.push(buildRow(items, ctx, { id, anchorBase: `${at.anchorBase}-items`, depth: at.depth + 1, label: 'items', required: false, ancestors }));
    }
    return;
  }
  if (type === 'object') addProperties(row, schema, ctx, at, ancestors);
}

function addProperties(row: SchemaRow, schema: SchemaObject, ctx: PageContext, at: RowInput, ancestors: object[]) {
  const required = new Set<string>(Array.isArray(schema.required) ? schema.required.map(String) : []);
  for (const [name, prop] of Object.entries<SchemaObject>(schema.properties ?? {})) {
    if (!prop || typeof prop !== 'object') continue;
    const resolved = resolveLeftover(prop, ctx);
    if (ctx.mode === 'request' && resolved.readOnly === true) continue;
    if (ctx.mode === 'response' && resolved.writeOnly === true) continue;
    const base = `${at.anchorBase}-${slugifyAnchor(name)}`;
    const id = claimId(ctx, base);
    row.children.push(buildRow(prop, ctx, { id, anchorBase: id, depth: at.depth + 1, name, required: required.has(name), ancestors }));
  }
  const ap = schema.additionalProperties;
  if (ap === false) row.additional = 'closed';
  else if (ap && typeof ap === 'object') {
    const id = claimId(ctx, `${at.anchorBase}-additional-properties`);
    row.children.push(buildRow(ap, ctx, { id, anchorBase: id, depth: at.depth + 1, name: '[key: string]', required: false, ancestors }));
  }
  if (schema.discriminator && !row.discriminator) addDiscriminator(row, schema, ctx);
}

function addAlternatives(row: SchemaRow, schema: SchemaObject, ctx: PageContext, at: RowInput, ancestors: object[]) {
  const kind = Array.isArray(schema.oneOf) ? 'oneOf' : Array.isArray(schema.anyOf) ? 'anyOf' : undefined;
  if (!kind) return;
  const options = (schema[kind] as SchemaObject[]).map((option, i) => {
    const resolved = resolveLeftover(option, ctx);
    const title = ctx.schemas.names.get(resolved) ?? (typeof resolved?.title === 'string' ? resolved.title : undefined);
    const label = title ?? describeType(mergeAllOf(resolved, ctx.schemas.resolveRef), (s) => ctx.schemas.names.get(s));
    const base = `${at.anchorBase}-option-${i + 1}`;
    const id = claimId(ctx, base);
    return buildRow(option, ctx, { id, anchorBase: id, depth: at.depth + 1, label: `${i + 1}. ${label}`, required: false, ancestors });
  });
  row.alternatives = { kind, options };
  if (schema.discriminator) addDiscriminator(row, schema, ctx);
}

function addDiscriminator(row: SchemaRow, schema: SchemaObject, ctx: PageContext) {
  const d = schema.discriminator;
  if (!d || typeof d.propertyName !== 'string') return;
  const mapping: { value: string; schemaName: string; href?: string }[] = [];
  const targets = new Map<string, string>();
  for (const option of row.alternatives?.options ?? []) if (option.schemaName) targets.set(option.schemaName, option.id);
  if (d.mapping && typeof d.mapping === 'object') {
    for (const [value, ref] of Object.entries<string>(d.mapping)) {
      const schemaName = String(ref).split('/').pop() ?? String(ref);
      const target = targets.get(schemaName);
      mapping.push({ value, schemaName, href: target ? `#${target}` : undefined });
    }
  } else {
    // Without a mapping the discriminator value is the schema name itself.
    for (const [schemaName, id] of targets) mapping.push({ value: schemaName, schemaName, href: `#${id}` });
  }
  row.discriminator = { propertyName: d.propertyName, mapping };
}

/** Builds the row of a named value (a parameter or header): its anchor is `id`, nested anchors extend it. */
export function buildNamedRow(
  schema: SchemaObject | undefined,
  ctx: PageContext,
  at: { id: string; name: string; required: boolean; mode?: 'request' | 'response' },
): SchemaRow {
  ctx.mode = at.mode;
  return buildRow(schema ?? {}, ctx, { id: at.id, anchorBase: at.id, depth: 1, name: at.name, required: at.required, ancestors: [] });
}
