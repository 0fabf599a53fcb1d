// An example value made from a schema, for bodies and responses whose spec gives none. Pure.
// Bounded, so that Stripe-sized schemas still give a short, readable example: cycles stop at the second visit; past
// MAX_DEPTH and past the size budget (MAX_NODES) only required properties are added, so the value stays valid at any
// depth; MAX_ALL_NODES stops even those, a net for specs whose required properties fan out (each level requiring two
// of the next makes 2^depth nodes).
import { primaryType } from './describeSchema.js';
import { compositionGroups, mergeAllOf, type CompositionGroup, type RefResolver } from './mergeAllOf.js';
import type { SchemaObject } from './types.js';

const MAX_DEPTH = 8;
const MAX_NODES = 100;
const MAX_ALL_NODES = 5000;

export interface ExampleOptions {
  mode?: 'request' | 'response';
  resolve?: RefResolver;
  /** Size budget in schema nodes; past it only required properties are added. Code samples use a small one. */
  maxNodes?: number;
  /** The names of the spec's schemas: a discriminator without a mapping selects an option by its schema's name. */
  names?: WeakMap<object, string>;
}

const memo = new WeakMap<object, Map<string, unknown>>();

/** Returns an example value for `schema` (the schema's own example, default or enum first, else made up). Memoised. */
export function generateExample(schema: SchemaObject | undefined, options: ExampleOptions = {}): unknown {
  if (!schema || typeof schema !== 'object') return undefined;
  const key = `${options.mode ?? ''}|${options.maxNodes ?? MAX_NODES}`;
  let byMode = memo.get(schema);
  if (byMode?.has(key)) return byMode.get(key);
  const state = { nodes: 0, resolve: options.resolve ?? (() => undefined), mode: options.mode, maxNodes: options.maxNodes ?? MAX_NODES, names: options.names };
  const value = build(schema, state, 0, []);
  if (!byMode) memo.set(schema, (byMode = new Map()));
  byMode.set(key, value);
  return value;
}

interface State {
  nodes: number;
  resolve: RefResolver;
  mode?: 'request' | 'response';
  maxNodes: number;
  names?: WeakMap<object, string>;
}

function build(input: SchemaObject, state: State, depth: number, ancestors: object[]): unknown {
  state.nodes++;
  let schema = input;
  if (typeof schema.$ref === 'string') schema = state.resolve(schema.$ref) ?? {};
  if (ancestors.includes(schema)) return undefined;
  const path = [...ancestors, schema];
  schema = mergeAllOf(schema, state.resolve);

  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined && schema.default !== null) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum.find((v: unknown) => v !== null) ?? schema.enum[0];
  const groups = compositionGroups(schema).filter((g) => g.options.length);
  if (groups.length && !schema.properties) {
    // The first alternative of each group (an allOf may hold several oneOf groups, and a value meets them all): for
    // Stripe's "id or expanded object" fields the string is the usual answer; specs put first what they mean first.
    const first = groups[0].options[0];
    if (!first || typeof first !== 'object') return undefined;
    const value = withMoreGroups(build(first, state, depth, path), groups.slice(1), state, depth, path);
    return withDiscriminator(value, schema, first, state);
  }
  const type = primaryType(schema);
  if (type === 'object') {
    if (state.nodes > MAX_ALL_NODES) return {};
    // Deep down or past the budget, only required properties are added: the value stays valid but short.
    const requiredOnly = depth >= MAX_DEPTH || state.nodes > state.maxNodes;
    const out: Record<string, unknown> = {};
    const required = new Set<string>(Array.isArray(schema.required) ? schema.required : []);
    for (const [name, prop] of Object.entries<SchemaObject>(schema.properties ?? {})) {
      if (!prop || typeof prop !== 'object') continue;
      const flags = mergeAllOf(typeof prop.$ref === 'string' ? state.resolve(prop.$ref) ?? prop : prop, state.resolve);
      if (state.mode === 'request' && flags.readOnly === true) continue;
      if (state.mode === 'response' && flags.writeOnly === true) continue;
      if (!required.has(name) && (requiredOnly || state.nodes > state.maxNodes)) continue;
      const value = build(prop, state, depth + 1, path);
      if (value !== undefined) out[name] = value;
    }
    const ap = schema.additionalProperties;
    if (!schema.properties && ap && typeof ap === 'object' && !requiredOnly) {
      const value = build(ap, state, depth + 1, path);
      if (value !== undefined) out.key = value;
    }
    // Properties and alternatives together: the value has the properties and what one alternative of each group adds.
    if (!groups.length) return out;
    const first = groups[0].options[0];
    return withDiscriminator(withMoreGroups(out, groups, state, depth, path), schema, first, state);
  }
  if (type === 'array') return arrayExample(schema, state, depth, path);
  return primitiveExample(type, schema);
}

/**
 * An array's example: a tuple's positions (`prefixItems`, or the `items: [...]` of older drafts) each from its own
 * schema, then as many further items as minItems asks for (one at least for a plain array; none when items is false);
 * a few at most, and never more than maxItems. Deep down, an array is empty unless it must hold items.
 */
function arrayExample(schema: SchemaObject, state: State, depth: number, path: object[]): unknown[] {
  const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  if ((depth >= MAX_DEPTH && minItems < 1) || state.nodes > MAX_ALL_NODES) return [];
  const positions: SchemaObject[] = Array.isArray(schema.prefixItems) ? schema.prefixItems : Array.isArray(schema.items) ? schema.items : [];
  const rest = Array.isArray(schema.prefixItems) || !Array.isArray(schema.items) ? schema.items : schema.additionalItems;
  const out: unknown[] = [];
  for (const position of positions.slice(0, maxItems)) {
    const value = position && typeof position === 'object' ? build(position, state, depth + 1, path) : undefined;
    // A position without a value ends the tuple: the ones after it cannot stand in its place.
    if (value === undefined) return out;
    out.push(value);
  }
  if (!rest || typeof rest !== 'object' || Array.isArray(rest)) return out;
  // As many further items as minItems asks for (a few at most: the example shows a shape); a plain array shows one.
  const wanted = Math.min(Math.max(minItems - out.length, positions.length ? 0 : 1), 5, maxItems - out.length);
  if (wanted <= 0) return out;
  const item = build(rest, state, depth + 1, path);
  return item === undefined ? out : [...out, ...Array.from({ length: wanted }, () => item)];
}

/** An object value with the fields of the first alternative of each group added (groups that give objects only). */
function withMoreGroups(value: unknown, groups: CompositionGroup[], state: State, depth: number, path: object[]): unknown {
  if (!groups.length || !value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out = { ...(value as Record<string, unknown>) };
  for (const group of groups) {
    const first = group.options[0];
    if (!first || typeof first !== 'object') continue;
    const part = build(first, state, depth, path);
    if (part && typeof part === 'object' && !Array.isArray(part)) Object.assign(out, part);
  }
  return out;
}

/** Sets the discriminator property to the mapping value that selects `chosen` (else keeps what was generated). */
function withDiscriminator(value: unknown, schema: SchemaObject, chosen: SchemaObject, state: State): unknown {
  const d = schema.discriminator;
  if (!d?.propertyName || !value || typeof value !== 'object' || Array.isArray(value)) return value;
  const target = typeof chosen.$ref === 'string' ? state.resolve(chosen.$ref) ?? chosen : chosen;
  const entry = Object.entries<string>(d.mapping ?? {}).find(([, ref]) => ref === chosen.$ref || state.resolve(ref) === target);
  if (entry) return { ...(value as object), [d.propertyName]: entry[0] };
  // Without a mapping entry, the value that selects an option is its schema's name (OpenAPI's implicit mapping).
  const implicit = typeof chosen.$ref === 'string' ? chosen.$ref.split('/').pop() : state.names?.get(target);
  return implicit ? { ...(value as object), [d.propertyName]: implicit } : value;
}

/** Returns a placeholder value for a primitive type, following `format` where it has a well-known shape. */
export function primitiveExample(type: string, schema: SchemaObject = {}): unknown {
  switch (type) {
    case 'integer':
      return numberExample(schema, true);
    case 'number':
      return numberExample(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return fitLength(stringExample(schema), schema);
    default:
      return undefined;
  }
}

/**
 * A number the schema accepts: its lower bound (past it when exclusive, 3.0's boolean or 3.1's number form), else 0,
 * else its upper bound; a multiple of `multipleOf`; an integer for integers. Bounds that allow nothing give the lower.
 */
function numberExample(schema: SchemaObject, integer: boolean): number {
  const step = typeof schema.multipleOf === 'number' && schema.multipleOf > 0 ? schema.multipleOf : integer ? 1 : 0;
  const lower = typeof schema.exclusiveMinimum === 'number' ? { at: schema.exclusiveMinimum, open: true }
    : typeof schema.minimum === 'number' ? { at: schema.minimum, open: schema.exclusiveMinimum === true } : undefined;
  const upper = typeof schema.exclusiveMaximum === 'number' ? { at: schema.exclusiveMaximum, open: true }
    : typeof schema.maximum === 'number' ? { at: schema.maximum, open: schema.exclusiveMaximum === true } : undefined;
  const fits = (n: number) => (!lower || (lower.open ? n > lower.at : n >= lower.at)) && (!upper || (upper.open ? n < upper.at : n <= upper.at));
  const aligned = (n: number, up: boolean) => (step ? (up ? Math.ceil(n / step) : Math.floor(n / step)) * step : n);
  const candidates = [0, lower && aligned(lower.at, true), lower && aligned(lower.at + (step || 1), true), upper && aligned(upper.at, false), upper && aligned(upper.at - (step || 1), false)];
  const found = candidates.find((n): n is number => n !== undefined && fits(n) && (!integer || Number.isInteger(n)));
  const value = found ?? (lower ? aligned(lower.at, true) : 0);
  return Object.is(value, -0) ? 0 : value;
}

/** A placeholder string made as long as minLength asks and no longer than maxLength allows. */
function fitLength(text: string, schema: SchemaObject): string {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const long = text.length < min ? text.repeat(Math.ceil(min / Math.max(text.length, 1))).slice(0, min) : text;
  return long.length > max ? long.slice(0, max) : long;
}

function stringExample(schema: SchemaObject): string {
  switch (schema.format) {
    case 'date-time':
      return '2024-01-15T09:30:00Z';
    case 'date':
      return '2024-01-15';
    case 'time':
      return '09:30:00';
    case 'email':
      return 'user@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com';
    case 'uuid':
      return '3fa85f64-5717-4562-b3fc-2c963f66afa6';
    case 'ipv4':
      return '192.0.2.1';
    case 'ipv6':
      return '2001:db8::1';
    case 'byte':
      return 'ZXhhbXBsZQ==';
    case 'binary':
      return '<binary>';
    case 'password':
      return '********';
    default:
      return 'string';
  }
}
