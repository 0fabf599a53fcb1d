// What a schema row says about the items of an array that get no row of their own, and whether a schema is one that
// gets rows (pure; used by buildSchemaView).
import { describeConstraints, formatValue, primaryType } from './describeSchema.js';
import { mergeAllOf } from './mergeAllOf.js';
import type { SchemaIndex, SchemaObject } from './types.js';

/** Objects, arrays and compositions: schemas whose parts are rows of their own. */
export function isComplex(s: SchemaObject): boolean {
  const t = primaryType(s);
  return t === 'object' || t === 'array' || Array.isArray(s.oneOf) || Array.isArray(s.anyOf) || Array.isArray(s.allOf) || Array.isArray(s.prefixItems);
}

/**
 * The items of an array, with a `$ref` the dereferencing left resolved and `allOf: [X]` merged into X; `named` when
 * they are a named schema (shown on a row, or a page, of their own).
 */
function itemsOf(schema: SchemaObject, schemas: SchemaIndex): { items: SchemaObject; named: boolean } | undefined {
  if (!schema.items || Array.isArray(schema.items) || typeof schema.items !== 'object') return undefined;
  const items = typeof schema.items.$ref === 'string' ? schemas.resolveRef(schema.items.$ref) ?? schema.items : schema.items;
  if (!items || typeof items !== 'object') return undefined;
  return { items: Array.isArray(items.allOf) ? mergeAllOf(items, schemas.resolveRef) : items, named: schemas.names.get(items) !== undefined };
}

/**
 * An array of plain values has no row for its items (its type says `integer[]`): their constraints go on the array's
 * row, as 'each item …'. Items with a row of their own (named, objects, alternatives) show them there.
 */
export function withItemConstraints(constraints: string[], schema: SchemaObject, schemas: SchemaIndex): string[] {
  if (primaryType(schema) !== 'array') return constraints;
  const found = itemsOf(schema, schemas);
  if (!found || found.named || isComplex(found.items)) return constraints;
  const own = describeConstraints(found.items);
  return own.length ? [...constraints, ...own.map((c) => `each item ${c}`)] : constraints;
}

/** Enum values of the schema, or of its items for arrays of enums (`fields: [name, kind]`). */
export function listEnum(schema: SchemaObject, schemas: SchemaIndex): string[] | undefined {
  const values = Array.isArray(schema.enum) ? schema.enum : itemsOf(schema, schemas)?.items.enum;
  return Array.isArray(values) ? values.map((v: unknown) => formatValue(v, 200)) : undefined;
}
