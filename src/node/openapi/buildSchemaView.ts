// Schema -> a finite tree of display rows with stable anchors. Pure over the schema; state lives in the PageContext.
// Why a context per page: a named schema (object/array/composed) is rendered in full once per page (per view:
// request and response views differ when the schema has readOnly/writeOnly parts) and later occurrences link back
// to it; cycles link to the ancestor being rendered. Past a depth of named schemas, or a row budget, a named schema
// becomes a link to its own page (schema pages: createSchemaCatalog), so nothing is cut without a way to it.
// "Level" below counts property nesting only (items and alternatives do not add one), the depth readers count in.
import { describeConstraints, describeType, formatValue, isNullable, ownExample, primaryType } from './describeSchema.js';
import { compositionGroups, mergeAllOf } from './mergeAllOf.js';
import { isDeepStrictEqual } from 'node:util';
import { siblingSlugs, slugifyAnchor } from './kebabCase.js';
import { addDiscriminator } from './addDiscriminator.js';
import { describeConditional, describeNot, listEnumDescriptions } from './summariseSchema.js';
import { isModeSensitive } from './isModeSensitive.js';
import { isComplex, listEnum, withItemConstraints } from './itemFacts.js';
import type { SchemaIndex, SchemaObject } from './types.js';
import type { SchemaRow } from './schemaRow.js';

export type { SchemaRow };

type View = 'request' | 'response' | 'any';

export interface PageContext {
  schemas: SchemaIndex;
  /** Every id emitted on the page, so new ids can be made unique. */
  ids: Set<string>;
  /** Per view, named schema object -> the row where it is shown in full, and its level ('any': the same in every view). */
  rendered: Record<View, Map<object, { id: string; level: number }>>;
  rows: number;
  /** How many levels of named schemas are expanded in the schema being built (see buildSchemaView). */
  namedDepth: number;
  /** Levels of named schemas expanded at most: NAMED_EXPAND_DEPTH, fewer in compact Markdown twins (-1: roots link too). */
  maxNamedDepth: number;
  /**
   * Levels of named schemas always expanded, whatever the row count. Schema pages: 1, so that a schema an operation
   * page links to (at level 1 or deeper) shows there the two levels below it: the operation's tree to level 3 is then
   * on its page or one click away.
   */
  minNamedDepth: number;
  /** Name of a schema, following a leftover `$ref` (one closure per page, not per row). */
  nameOf: (s: SchemaObject) => string | undefined;
  /** The page of a named schema, where a cut tree continues. */
  pageOf: (s: object) => string | undefined;
  /** Row count at which the current attempt gives up (see buildSchemaView). */
  abortAt: number;
  /** The named schemas the current capped attempt has looked up in `rendered` (see tooBig). */
  namedSeen?: Set<object>;
  /** 'request' hides readOnly properties, 'response' hides writeOnly ones. */
  mode?: 'request' | 'response';
}

export const OPEN_DEPTH = 1; // rows deeper than this start collapsed
export const MAX_DEPTH = 12; // unnamed nesting deeper than this continues on the page of the named schema holding it
export const NAMED_EXPAND_DEPTH = 3; // at most: a named schema deeper than this links to its page
export const ROOT_BUDGET = 200; // rows per body/response schema before named schemas are expanded less deeply
export const ERROR_ROOT_BUDGET = 60; // the same for error responses: an error envelope repeats on every page
export const MAX_ROWS = 1000; // per page: beyond it, named schemas link to their pages

/** Creates the per-page state; `reserved` are ids already on the page (headings); `pageOf` gives schema page URLs. */
export function createPageContext(schemas: SchemaIndex, reserved: Iterable<string> = [], pageOf: (s: object) => string | undefined = () => undefined): PageContext {
  const nameOf = (s: SchemaObject) => schemas.names.get(s && typeof s.$ref === 'string' ? (schemas.resolveRef(s.$ref) ?? s) : s);
  const rendered = { request: new Map(), response: new Map(), any: new Map() };
  return { schemas, ids: new Set(reserved), rendered, rows: 0, namedDepth: NAMED_EXPAND_DEPTH, maxNamedDepth: NAMED_EXPAND_DEPTH, minNamedDepth: 0, abortAt: Infinity, nameOf, pageOf };
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
 * stays within `budget` rows (ctx.maxNamedDepth: 3, then 2, 1, 0 levels, never under ctx.minNamedDepth): small schemas
 * show in full, huge ones show their top levels and link to the pages of the named schemas below.
 */
export function buildSchemaView(
  schema: SchemaObject,
  ctx: PageContext,
  idPrefix: string,
  mode?: 'request' | 'response',
  budget = ROOT_BUDGET,
  rootId = `${idPrefix}-schema`,
): SchemaRow {
  ctx.mode = mode;
  for (let depth = ctx.maxNamedDepth; ; depth--) {
    const capped = depth > ctx.minNamedDepth;
    const attempt = `${mode}|${depth}|${budget}|${ctx.minNamedDepth}`;
    if (capped && knownTooBig(schema, attempt, ctx, budget)) continue;
    const saved = { ids: new Set(ctx.ids), rendered: copyRendered(ctx.rendered), rows: ctx.rows };
    ctx.namedDepth = depth;
    // An attempt stops as soon as it passes the budget, so a failed attempt costs at most `budget` rows.
    ctx.abortAt = capped ? ctx.rows + budget : Infinity;
    ctx.namedSeen = capped ? new Set() : undefined;
    try {
      return buildRow(schema, ctx, { id: claimId(ctx, rootId), anchorBase: idPrefix, depth: 0, level: 0, required: false });
    } catch (e) {
      if (e !== OVER_BUDGET) throw e;
      rememberTooBig(schema, attempt, ctx.namedSeen!, saved, budget);
      Object.assign(ctx, saved); // too big: forget this attempt's ids and rendered schemas, try shallower
    } finally {
      ctx.abortAt = Infinity;
      ctx.namedSeen = undefined;
    }
  }
}

const OVER_BUDGET = new Error('schema over budget');

// Attempts that went over budget, by root schema and attempt (mode, depth, budget, minNamedDepth), with the named
// schemas they met: big specs repeat the same bodies and error responses on hundreds of pages. An attempt depends on
// its page only through the named schemas shown there already (they become links) and the page's row count (past
// MAX_ROWS, named schemas link): when neither played a part there nor can here, it fails here as it did there.
const tooBig = new WeakMap<object, Map<string, ReadonlySet<object>>>();

function playsNoPart(named: ReadonlySet<object>, rendered: PageContext['rendered'], rows: number, budget: number): boolean {
  if (rows + budget >= MAX_ROWS) return false;
  for (const s of named) if (rendered.any.has(s) || rendered.request.has(s) || rendered.response.has(s)) return false;
  return true;
}

function knownTooBig(schema: SchemaObject, attempt: string, ctx: PageContext, budget: number): boolean {
  const named = tooBig.get(schema)?.get(attempt);
  return named !== undefined && playsNoPart(named, ctx.rendered, ctx.rows, budget);
}

function rememberTooBig(schema: SchemaObject, attempt: string, named: ReadonlySet<object>, before: { rendered: PageContext['rendered']; rows: number }, budget: number): void {
  if (!schema || typeof schema !== 'object' || !playsNoPart(named, before.rendered, before.rows, budget)) return;
  let attempts = tooBig.get(schema);
  if (!attempts) tooBig.set(schema, (attempts = new Map()));
  attempts.set(attempt, named);
}

function copyRendered(r: PageContext['rendered']): PageContext['rendered'] {
  return { request: new Map(r.request), response: new Map(r.response), any: new Map(r.any) };
}

interface RowInput {
  id: string;
  /** Prefix for children's anchors (the root uses the section prefix, not its own '-schema' id). */
  anchorBase: string;
  /** Rows above this one (for `open` and the unnamed depth limit). */
  depth: number;
  /** Property levels above this one (for the expansion of named schemas). */
  level: number;
  name?: string;
  label?: string;
  required: boolean;
  /** The schemas being rendered above this row, with the ids of their rows. */
  ancestors?: Ancestor;
  /** The nearest named schema above, whose page holds what is cut here. */
  home?: object;
  /** An option's: the properties of the schema holding its group, listed there (see addGroups). */
  base?: BaseProperties;
}

/** Properties an object lists above its oneOf/anyOf: an option lists only those it adds or changes. */
interface BaseProperties { properties: Record<string, SchemaObject>; required: ReadonlySet<string> }

// Spelt out, not spread (here and in child): a RowInput is made for every row, and spreading one takes V8's slow path.
function withAncestor(at: RowInput, schema: object, home: object | undefined): RowInput {
  return { id: at.id, anchorBase: at.anchorBase, depth: at.depth, level: at.level, name: at.name, label: at.label, required: at.required, ancestors: { schema, id: at.id, up: at.ancestors }, home, base: at.base };
}

/** A chain, nearest first: a row adds its schema without copying those above (each schema is in it once). */
interface Ancestor { schema: object; id: string; up?: Ancestor }

function ancestorOf(at: RowInput, schema: object): Ancestor | undefined {
  for (let a = at.ancestors; a; a = a.up) if (a.schema === schema) return a;
  return undefined;
}

function resolveLeftover(schema: SchemaObject, ctx: PageContext): SchemaObject {
  if (schema && typeof schema === 'object' && typeof schema.$ref === 'string') return ctx.schemas.resolveRef(schema.$ref) ?? schema;
  return schema;
}

function buildRow(input: SchemaObject, ctx: PageContext, at: RowInput): SchemaRow {
  if (++ctx.rows > ctx.abortAt) throw OVER_BUDGET;
  const original = resolveLeftover(input, ctx);
  const schema = mergeAllOf(original, ctx.schemas.resolveRef);
  const single = singleAlternative(schema, ctx);
  if (single && !ancestorOf(at, original)) {
    // `anyOf: [X]` (often with `nullable`) is X: show X's row directly instead of a one-option list.
    const row = buildRow(single, ctx, withAncestor(at, original, at.home));
    if (typeof schema.description === 'string' && schema.description.trim()) row.description = schema.description;
    // The null option that was set aside (`oneOf: [X, {type: 'null'}]`) is what makes it nullable.
    row.nullable ||= isNullable(schema) || compositionGroups(schema)[0].options.length > 1;
    row.deprecated ||= schema.deprecated === true;
    if (!row.schemaName) row.title ??= ownTitle(original, at.name);
    return row;
  }
  const schemaName = ctx.schemas.names.get(original);
  // `allOf: [X]` with a description of its own is X as far as the reader is concerned: named by X.
  const shownName = schemaName ?? (Array.isArray(original.allOf) && original.allOf.length === 1 && !original.properties ? ctx.schemas.names.get(resolveLeftover(original.allOf[0], ctx)) : undefined);
  const row: SchemaRow = {
    id: at.id,
    name: at.name,
    label: at.label,
    type: describeType(schema, ctx.nameOf, 0, ctx.schemas.resolveRef),
    schemaName: shownName,
    title: shownName ? undefined : ownTitle(original, at.name),
    required: at.required,
    deprecated: schema.deprecated === true,
    nullable: isNullable(schema),
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
    description: typeof schema.description === 'string' && schema.description.trim() ? schema.description : undefined,
    constraints: withItemConstraints(describeConstraints(schema), schema, ctx.schemas),
    enumValues: listEnum(schema, ctx.schemas),
    enumDescriptions: listEnumDescriptions(schema),
    defaultValue: schema.default !== undefined ? formatValue(schema.default) : undefined,
    example: ownExample(schema) !== undefined ? formatValue(ownExample(schema)) : undefined,
    not: describeNot(schema, ctx.nameOf),
    conditional: describeConditional(schema, ctx.nameOf),
    children: [],
    open: at.depth <= OPEN_DEPTH,
  };
  if (typeof original.$ref === 'string') {
    row.externalRef = original.$ref; // nothing in the document resolves it
    return row;
  }
  const ancestor = ancestorOf(at, original);
  if (ancestor) {
    row.link = { href: `#${ancestor.id}`, reason: 'cycle', label: schemaName ?? 'schema' };
    return row;
  }
  const complex = isComplex(schema);
  let home = at.home;
  if (schemaName && complex) {
    const view: View = ctx.mode && isModeSensitive(original, ctx.schemas.resolveRef) ? ctx.mode : 'any';
    ctx.namedSeen?.add(original);
    const shown = ctx.rendered[view].get(original);
    // A rendering at a deeper level may have cut what this one must show: only one as shallow or shallower is reused.
    if (shown && shown.level <= at.level) {
      row.link = { href: `#${shown.id}`, reason: 'repeat', label: schemaName };
      return row;
    }
    const page = ctx.pageOf(original);
    if (page && at.level > ctx.minNamedDepth && (at.level > ctx.namedDepth || ctx.rows > MAX_ROWS)) {
      row.link = { href: page, reason: 'page', label: schemaName };
      return row;
    }
    // An option that leaves out its base's properties is not the whole schema: a later occurrence shows it in full.
    if (!shown && !at.base) ctx.rendered[view].set(original, { id: at.id, level: at.level });
    home = original;
  } else if (complex && at.depth > MAX_DEPTH && home) {
    const page = ctx.pageOf(home);
    if (page) {
      row.link = { href: page, reason: 'page', label: ctx.schemas.names.get(home) ?? 'schema' };
      return row;
    }
  }

  const next = withAncestor(at, original, home);
  addChildren(row, schema, ctx, next);
  addGroups(row, schema, ctx, next);
  if (schema.discriminator && !row.discriminator) addDiscriminator(row, schema, ctx);
  return row;
}

/** The only non-null alternative of a oneOf/anyOf without properties of its own, if that is all it has. */
function singleAlternative(schema: SchemaObject, ctx: PageContext): SchemaObject | undefined {
  const groups = compositionGroups(schema);
  if (groups.length !== 1 || schema.properties || schema.discriminator) return undefined;
  const options = groups[0].options.filter((o: SchemaObject) => !(o && typeof o === 'object' && (o.type === 'null' || (o.nullable === true && Object.keys(o).length === 1))));
  if (options.length !== 1 || !options[0] || typeof options[0] !== 'object') return undefined;
  return resolveLeftover(options[0], ctx);
}

/**
 * The title an unnamed schema gives itself (an allOf member's does not name the whole), unless it only restates the
 * property's name (generators write `title: Created At` on `created_at`).
 */
function ownTitle(schema: SchemaObject, name?: string): string | undefined {
  const title = typeof schema?.title === 'string' ? schema.title.trim() : '';
  return title && (name === undefined || slugifyAnchor(title) !== slugifyAnchor(name)) ? title : undefined;
}

function child(ctx: PageContext, at: RowInput, schema: SchemaObject, input: { base: string; name?: string; label?: string; required?: boolean; level: number; inherits?: BaseProperties }): SchemaRow {
  const id = claimId(ctx, input.base);
  return buildRow(schema, ctx, { id, anchorBase: id, depth: at.depth + 1, level: input.level, name: input.name, label: input.label, required: input.required ?? false, ancestors: at.ancestors, home: at.home, base: input.inherits });
}

function addChildren(row: SchemaRow, schema: SchemaObject, ctx: PageContext, at: RowInput) {
  const type = primaryType(schema);
  if (type === 'array' || Array.isArray(schema.prefixItems)) {
    // Positional items (`prefixItems`, or the tuple-style `items: [...]` of older drafts), then the rest.
    const positional: SchemaObject[] = Array.isArray(schema.prefixItems) ? schema.prefixItems : Array.isArray(schema.items) ? schema.items : [];
    positional.forEach((item, i) => {
      if (item && typeof item === 'object') row.children.push(child(ctx, at, item, { base: `${at.anchorBase}-item-${i + 1}`, label: `item ${i + 1}`, level: at.level }));
    });
    const items = Array.isArray(schema.items) ? undefined : resolveLeftover(schema.items, ctx);
    // A tuple closed after its positions: nothing else shows it (its type lists the positions alone).
    if (positional.length && (schema.items === false || (Array.isArray(schema.items) && schema.additionalItems === false))) row.itemsClosed = true;
    if (!items || typeof items !== 'object') return;
    const merged = mergeAllOf(items, ctx.schemas.resolveRef);
    const itemNamed = ctx.schemas.names.get(items) !== undefined;
    const itemIsArray = primaryType(merged) === 'array';
    const alternatives = compositionGroups(merged).length > 0;
    // Arrays of plain objects show the items' properties directly under the array (anchors skip an 'items' level);
    // arrays of arrays, of named schemas and of alternatives get an explicit 'items' row.
    if (!itemNamed && !itemIsArray && !alternatives && !positional.length && !ancestorOf(at, items)) {
      addProperties(row, merged, ctx, at);
      if (merged.discriminator) addDiscriminator(row, merged, ctx);
    } else if (itemNamed || itemIsArray || alternatives || positional.length || isComplex(merged)) {
      row.children.push(child(ctx, at, items, { base: `${at.anchorBase}-items`, label: positional.length ? 'other items' : 'items', level: at.level }));
    }
    return;
  }
  if (type === 'object') addProperties(row, schema, ctx, at, at.base);
}

/** Adds the rows of an object's properties and other keys; `base`: an option's, whose base lists some of them. */
function addProperties(row: SchemaRow, schema: SchemaObject, ctx: PageContext, at: RowInput, base?: BaseProperties) {
  const required = new Set<string>(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const level = at.level + 1;
  const entries = Object.entries<SchemaObject>(schema.properties ?? {});
  // Counted over every property, shown here or not: a property's anchor is the same in request and response views.
  const slugs = siblingSlugs(entries.map(([name]) => name));
  for (const [i, [name, prop]] of entries.entries()) {
    if (!prop || typeof prop !== 'object') continue;
    if (base && name in base.properties && required.has(name) === base.required.has(name) && sameSchema(prop, base.properties[name])) continue;
    // Through an allOf too (`allOf: [Id]` with a description of its own, Id being readOnly).
    const resolved = mergeAllOf(resolveLeftover(prop, ctx), ctx.schemas.resolveRef);
    if (ctx.mode === 'request' && resolved.readOnly === true) continue;
    if (ctx.mode === 'response' && resolved.writeOnly === true) continue;
    row.children.push(child(ctx, at, prop, { base: `${at.anchorBase}-${slugs[i]}`, name, required: required.has(name), level }));
  }
  if (schema.patternProperties && typeof schema.patternProperties === 'object') {
    for (const [pattern, value] of Object.entries<SchemaObject>(schema.patternProperties)) {
      if (value && typeof value === 'object') row.children.push(child(ctx, at, value, { base: `${at.anchorBase}-keys-matching`, label: `any key matching ${pattern}`, level }));
    }
  }
  const ap = schema.additionalProperties;
  if (ap === false) row.additional = 'closed';
  else if (ap && typeof ap === 'object') row.children.push(child(ctx, at, ap, { base: `${at.anchorBase}-additional-properties`, label: 'any other key', level }));
}

function addGroups(row: SchemaRow, schema: SchemaObject, ctx: PageContext, at: RowInput) {
  const groups = compositionGroups(schema);
  if (!groups.length) return;
  // Anchors count on across groups (they stay unique); labels count within their group, as readers read them.
  let n = 0;
  // The properties listed above the groups (an option that extends the base repeats them): each option lists only
  // those it adds or changes.
  const listed = primaryType(schema) === 'object' && schema.properties && typeof schema.properties === 'object';
  const inherits: BaseProperties | undefined = listed ? { properties: schema.properties, required: new Set(Array.isArray(schema.required) ? schema.required.map(String) : []) } : undefined;
  row.groups = groups.map((group, g) => {
    const options = group.options.map((option, i) => {
      const resolved = resolveLeftover(option, ctx);
      const title = ctx.schemas.names.get(resolved) ?? ownTitle(resolved);
      const label = title ?? describeType(mergeAllOf(resolved, ctx.schemas.resolveRef), ctx.nameOf, 0, ctx.schemas.resolveRef);
      n++;
      return child(ctx, at, option, { base: `${at.anchorBase}-option-${n}`, label: `${i + 1}. ${label}`, level: at.level, inherits });
    });
    return { kind: group.kind, label: groups.length > 1 ? (group.title ?? `Group ${g + 1}`) : undefined, options };
  });
  if (schema.discriminator) addDiscriminator(row, schema, ctx);
}

/** Builds the row of a named value (a parameter or header): its anchor is `id`, nested anchors extend it. */
export function buildNamedRow(
  schema: SchemaObject | undefined,
  ctx: PageContext,
  at: { id: string; name: string; required: boolean; mode?: 'request' | 'response' },
): SchemaRow {
  ctx.mode = at.mode;
  ctx.namedDepth = ctx.maxNamedDepth;
  return buildRow(schema ?? {}, ctx, { id: at.id, anchorBase: at.id, depth: 1, level: 1, name: at.name, required: at.required });
}

/** Whether two property schemas say the same: one object (an allOf member's, shared), or equal ones. */
function sameSchema(a: SchemaObject, b: SchemaObject): boolean {
  return a === b || isDeepStrictEqual(a, b);
}
