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
  /** How deep named schemas are expanded in the schema being built (see buildSchemaView). */
  namedDepth: number;
  /** Name of a schema, following a leftover `$ref` (one closure per page, not per row). */
  nameOf: (s: SchemaObject) => string | undefined;
  /** Row count at which the current attempt gives up (see buildSchemaView). */
  abortAt: number;
  /** 'request' hides readOnly properties, 'response' hides writeOnly ones. */
  mode?: 'request' | 'response';
}

export const OPEN_DEPTH = 1; // rows deeper than this start collapsed
export const MAX_DEPTH = 12; // hard stop for unnamed nesting
export const NAMED_EXPAND_DEPTH = 3; // at most: a named schema deeper than this is shown by name only
export const ROOT_BUDGET = 200; // rows per body/response schema before named schemas are expanded less deeply
export const ERROR_ROOT_BUDGET = 60; // the same for error responses: an error envelope repeats on every page
export const MAX_ROWS = 1000; // hard limit per page: beyond it, nested schemas are shown by name only

/** Creates the per-page state; `reserved` are ids already on the page (headings). */
export function createPageContext(schemas: SchemaIndex, reserved: Iterable<string> = []): PageContext {
  const nameOf = (s: SchemaObject) => schemas.names.get(s && typeof s.$ref === 'string' ? (schemas.resolveRef(s.$ref) ?? s) : s);
  return { schemas, ids: new Set(reserved), rendered: new Map(), rows: 0, namedDepth: NAMED_EXPAND_DEPTH, abortAt: Infinity, nameOf };
}

/** Returns `base`, or `base-2`, `base-3`... whichever is still free on the page, and reserves it. */
export function claimId(ctx: PageContext, base: string): string {
  let id = base;
  for (let n = 2; ctx.ids.has(id); n++) id = `${base}-${n}`;
  ctx.ids.add(id);
  return id;
}

/**
 * Builds the root row of a schema; property anchors are `<idPrefix>-<name>-<name>...`.
 * Named schemas nest deeply in big specs, so the root is built with the deepest expansion of named schemas that
 * stays within ROOT_BUDGET rows (3, then 2, 1, 0 levels): small schemas show in full, huge ones show their top levels.
 */
export function buildSchemaView(
  schema: SchemaObject,
  ctx: PageContext,
  idPrefix: string,
  mode?: 'request' | 'response',
  budget = ROOT_BUDGET,
): SchemaRow {
  ctx.mode = mode;
  for (let depth = NAMED_EXPAND_DEPTH; ; depth--) {
    const saved = { ids: new Set(ctx.ids), rendered: new Map(ctx.rendered), rows: ctx.rows };
    ctx.namedDepth = depth;
    // An attempt stops as soon as it passes the budget, so a failed attempt costs at most ROOT_BUDGET rows.
    ctx.abortAt = depth === 0 ? Infinity : ctx.rows + budget;
    try {
      return buildRow(schema, ctx, { id: claimId(ctx, `${idPrefix}-schema`), anchorBase: idPrefix, depth: 0, required: false, ancestors: [] });
    } catch (e) {
      if (e !== OVER_BUDGET) throw e;
      Object.assign(ctx, saved); // too big: forget this attempt's ids and rendered schemas, try shallower
    } finally {
      ctx.abortAt = Infinity;
    }
  }
}

const OVER_BUDGET = new Error('schema over budget');

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
  if (++ctx.rows > ctx.abortAt) throw OVER_BUDGET;
  const original = resolveLeftover(input, ctx);
  const schema = mergeAllOf(original, ctx.schemas.resolveRef);
  const single = singleAlternative(schema, ctx);
  if (single && !at.ancestors.includes(original)) {
    // `anyOf: [X]` (often with `nullable`) is X: show X's row directly instead of a one-option list.
    const row = buildRow(single, ctx, { ...at, ancestors: [...at.ancestors, original] });
    if (typeof schema.description === 'string' && schema.description.trim()) row.description = schema.description;
    row.nullable ||= isNullable(schema);
    row.deprecated ||= schema.deprecated === true;
    return row;
  }
  const schemaName = ctx.schemas.names.get(original);
  const row: SchemaRow = {
    id: at.id,
    name: at.name,
    label: at.label,
    type: describeType(schema, ctx.nameOf),
    schemaName,
    required: at.required,
    deprecated: schema.deprecated === true,
    nullable: isNullable(schema),
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
    description: typeof schema.description === 'string' && schema.description.trim() ? schema.description : undefined,
    constraints: describeConstraints(schema),
    enumValues: listEnum(schema, ctx),
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
    if (at.depth > ctx.namedDepth || ctx.rows > MAX_ROWS) {
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

/** Enum values of the schema, or of its items for arrays of enums (`fields: [name, kind]`). */
function listEnum(schema: SchemaObject, ctx: PageContext): string[] | undefined {
  const items = schema.items ? resolveLeftover(schema.items, ctx) : undefined;
  const values = Array.isArray(schema.enum) ? schema.enum : Array.isArray(items?.enum) ? items!.enum : undefined;
  return values?.map((v: unknown) => formatValue(v, 60));
}

/** The only non-null alternative of a oneOf/anyOf without properties of its own, if that is all it has. */
function singleAlternative(schema: SchemaObject, ctx: PageContext): SchemaObject | undefined {
  const list = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
  if (!list || schema.properties || schema.discriminator) return undefined;
  const options = list.filter((o: SchemaObject) => !(o && typeof o === 'object' && (o.type === 'null' || (o.nullable === true && Object.keys(o).length === 1))));
  if (options.length !== 1 || !options[0] || typeof options[0] !== 'object') return undefined;
  return resolveLeftover(options[0], ctx);
}

function addChildren(row: SchemaRow, schema: SchemaObject, ctx: PageContext, at: RowInput, ancestors: object[]) {
  const type = primaryType(schema);
  if (type === 'array' && Array.isArray(schema.prefixItems)) {
    // A tuple: one row per position.
    schema.prefixItems.forEach((item: SchemaObject, i: number) => {
      const id = claimId(ctx, `${at.anchorBase}-item-${i + 1}`);
      row.children.push(buildRow(item, ctx, { id, anchorBase: id, depth: at.depth + 1, label: `item ${i + 1}`, required: false, ancestors }));
    });
  }
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
    const label = title ?? describeType(mergeAllOf(resolved, ctx.schemas.resolveRef), ctx.nameOf);
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
    // OpenAPI 3.2: the schema used when the property's value matches no mapping.
    if (typeof d.defaultMapping === 'string') mapping.push({ value: '(any other value)', schemaName: d.defaultMapping.split('/').pop() ?? d.defaultMapping });
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
  ctx.namedDepth = NAMED_EXPAND_DEPTH;
  return buildRow(schema ?? {}, ctx, { id: at.id, anchorBase: at.id, depth: 1, name: at.name, required: at.required, ancestors: [] });
}
