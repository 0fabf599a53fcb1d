// Short, display-ready facts about one schema: its type label and its constraints. Pure.
import { compositionGroups, deref, mergeAllOf, type CompositionGroup, type RefResolver } from './mergeAllOf.js';
import type { SchemaObject } from './types.js';

/** Returns the schema's types without 'null' (OpenAPI 3.1 allows `type: [string, null]`). */
export function schemaTypes(schema: SchemaObject): string[] {
  const t = schema?.type;
  const list = Array.isArray(t) ? t.map(String) : typeof t === 'string' ? [t] : [];
  return list.filter((x) => x !== 'null');
}

/** Returns true when the schema allows null (3.0 `nullable`, 3.1 `type: [.., null]`, or a null enum value). */
export function isNullable(schema: SchemaObject): boolean {
  if (!schema || typeof schema !== 'object') return false;
  if (schema.nullable === true) return true;
  if (Array.isArray(schema.type) && schema.type.includes('null')) return true;
  return Array.isArray(schema.enum) && schema.enum.includes(null) && schema.type !== undefined;
}

/** Returns 'object' | 'array' | a primitive type | 'any', inferring from keywords when `type` is missing. */
export function primaryType(schema: SchemaObject): string {
  const t = schema?.type;
  // Most schemas name one type: answered without making schemaTypes' list (this runs several times for every row).
  if (typeof t === 'string' && t !== 'null') return t;
  const types = schemaTypes(schema);
  if (types.length) return types[0];
  if (!schema || typeof schema !== 'object') return 'any';
  if (schema.properties || schema.additionalProperties !== undefined) return 'object';
  if (schema.items || Array.isArray(schema.prefixItems)) return 'array';
  if (Array.isArray(schema.enum) && schema.enum.length) {
    const first = schema.enum.find((v: unknown) => v !== null);
    return first === undefined ? 'any' : Array.isArray(first) ? 'array' : typeof first === 'object' ? 'object' : typeof first;
  }
  if (schema.const !== undefined) return schema.const === null ? 'null' : Array.isArray(schema.const) ? 'array' : typeof schema.const;
  return 'any';
}

/**
 * Returns a type label such as 'string<date-time>', 'integer[]', 'Pet[][]', 'string | integer', 'object',
 * '[string, ...number[]]'. With `resolve` (the one the page's rows merge with), an allOf of several oneOf/anyOf groups
 * is typed by what its options are (see describeGroupsType).
 */
export function describeType(schema: SchemaObject, nameOf: (s: SchemaObject) => string | undefined = () => undefined, depth = 0, resolve?: RefResolver): string {
  if (!schema || typeof schema !== 'object') return 'any';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? 'object';
  const types = Array.isArray(schema.type) ? schemaTypes(schema) : [];
  if (types.length > 1) return types.map((t) => (t === 'array' ? describeArray(schema, nameOf, depth, resolve) : withFormat(t, schema))).join(' | ');
  const type = primaryType(schema);
  if (type === 'array') return describeArray(schema, nameOf, depth, resolve);
  if (type === 'any') {
    // Two groups (`allOf: [{oneOf}, {oneOf}]`): the value is one option of each, so neither 'oneOf' nor 'anyOf' says it.
    const groups = resolve && depth <= 5 ? compositionGroups(mergeAllOf(schema, resolve)) : [];
    if (groups.length > 1) {
      const common = describeGroupsType(groups, resolve!);
      if (common) return common;
    }
    if (Array.isArray(schema.oneOf)) return 'oneOf';
    if (Array.isArray(schema.anyOf)) return 'anyOf';
    // `allOf: [X]` (often a $ref given a description of its own) has X's type; allOf of objects is an object.
    if (Array.isArray(schema.allOf)) {
      const typed = depth > 5 ? undefined : schema.allOf.map((member: SchemaObject) => describeType(member, nameOf, depth + 1, resolve)).find((t: string) => t !== 'any');
      return typed ?? 'object';
    }
  }
  return withFormat(type, schema);
}

function describeArray(schema: SchemaObject, nameOf: (s: SchemaObject) => string | undefined, depth: number, resolve?: RefResolver): string {
  const items = schema.items;
  const describe = (s: SchemaObject) => nameOf(s) ?? describeType(s, nameOf, depth + 1, resolve);
  // Positional items (a tuple), then the items after them, if any are described: '[string, integer, ...number[]]'.
  // Older drafts write the positions as `items: [...]` and the rest as `additionalItems`.
  const positions: SchemaObject[] | undefined = Array.isArray(schema.prefixItems) ? schema.prefixItems : Array.isArray(items) ? items : undefined;
  if (positions && depth <= 5) {
    const rest = Array.isArray(schema.prefixItems) ? items : schema.additionalItems;
    const restType = rest && typeof rest === 'object' ? describe(rest) : undefined;
    const parts = positions.map(describe);
    if (restType !== undefined) parts.push(`...${restType.includes(' ') ? `(${restType})` : restType}[]`);
    return `[${parts.join(', ')}]`;
  }
  if (!items || typeof items !== 'object' || depth > 5) return 'array';
  const inner = describe(items);
  return inner.includes(' ') ? `(${inner})[]` : `${inner}[]`;
}

/**
 * The type of a value that is one option of each of several oneOf/anyOf groups: the type every group allows
 * ('object'), or the types they all allow joined ('string | integer'); undefined when they have none in common.
 * Null options make the value nullable, not typed; an option of any type, or a group of them, allows every type.
 */
function describeGroupsType(groups: CompositionGroup[], resolve: RefResolver): string | undefined {
  let common: Set<string> | undefined;
  for (const group of groups) {
    const allowed = new Set<string>();
    let anyType = false;
    for (const option of group.options) {
      const resolved = deref(option, resolve);
      if (!resolved || typeof resolved !== 'object' || resolved.type === 'null') continue;
      const merged = mergeAllOf(resolved, resolve);
      const types = schemaTypes(merged);
      const type = types.length ? undefined : primaryType(merged);
      if (type === 'any') anyType = true;
      for (const t of type ? [type] : types) allowed.add(t);
    }
    if (anyType || !allowed.size) continue;
    common = common ? new Set([...common].filter((t) => allowed.has(t))) : allowed;
  }
  return common?.size ? [...common].join(' | ') : undefined;
}

function withFormat(type: string, schema: SchemaObject): string {
  return schema.format ? `${type}<${schema.format}>` : type;
}

/** Returns human-readable constraints: '>= 1', 'length <= 50', 'pattern ^[a-z]+$', 'unique items'... */
export function describeConstraints(schema: SchemaObject): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const out: string[] = [];
  const exclusiveMin = schema.exclusiveMinimum;
  const exclusiveMax = schema.exclusiveMaximum;
  // 3.0: exclusiveMinimum is a boolean modifying minimum; 3.1: it is the bound itself.
  // 3.1: both bounds may be given; the tighter one is what a value must meet.
  if (typeof exclusiveMin === 'number' && !(typeof schema.minimum === 'number' && schema.minimum > exclusiveMin)) out.push(`> ${exclusiveMin}`);
  else if (schema.minimum !== undefined) out.push(`${exclusiveMin === true ? '>' : '>='} ${schema.minimum}`);
  if (typeof exclusiveMax === 'number' && !(typeof schema.maximum === 'number' && schema.maximum < exclusiveMax)) out.push(`< ${exclusiveMax}`);
  else if (schema.maximum !== undefined) out.push(`${exclusiveMax === true ? '<' : '<='} ${schema.maximum}`);
  if (schema.multipleOf !== undefined) out.push(`multiple of ${schema.multipleOf}`);
  if (schema.minLength !== undefined && schema.minLength === schema.maxLength) out.push(`length = ${schema.minLength}`);
  else {
    if (schema.minLength !== undefined && schema.minLength > 0) out.push(`length >= ${schema.minLength}`);
    if (schema.maxLength !== undefined) out.push(`length <= ${schema.maxLength}`);
  }
  if (typeof schema.pattern === 'string') out.push(`pattern ${schema.pattern}`);
  if (schema.minItems !== undefined && schema.minItems > 0) out.push(`items >= ${schema.minItems}`);
  if (schema.maxItems !== undefined) out.push(`items <= ${schema.maxItems}`);
  if (schema.uniqueItems === true) out.push('unique items');
  if (schema.minProperties !== undefined && schema.minProperties > 0) out.push(`properties >= ${schema.minProperties}`);
  if (schema.maxProperties !== undefined) out.push(`properties <= ${schema.maxProperties}`);
  if (schema.const !== undefined) out.push(`const ${formatValue(schema.const)}`);
  return out;
}

/** Formats a JSON value for display in one line (strings quoted, long values cut). */
export function formatValue(value: unknown, max = 120): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return shortenText(text, max);
}

/** Text for one line of display, cut with '…' past `max` characters. */
export function shortenText(text: string, max = 120): string {
  return text.length > max ? text.slice(0, max - 1) + '…' : text;
}

/** A schema's own example: `example`, else the first of 3.1's (JSON Schema's) `examples` list. */
export function ownExample(schema: SchemaObject): unknown {
  return schema.example !== undefined ? schema.example : Array.isArray(schema.examples) ? schema.examples[0] : undefined;
}
