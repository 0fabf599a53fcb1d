// The fields of a body schema as a flat map of dotted paths (`user.address.city`, `items[].id`), each with what the
// comparison needs: its types, enum, whether it is required, deprecated. One view per direction: a request never
// carries readOnly fields, a response never writeOnly ones (OpenAPI's rule), so each is left out of its side.
// Pure; works on a dereferenced document, where the back-edge of a cycle is still `{ $ref }` and ends the walk.

export type Direction = 'request' | 'response';

export interface SchemaField {
  /** Dotted path below the body: `user.name`; array items add `[]`: `items[].id`. */
  path: string;
  /** The JSON types the field takes (`integer`, `string`, `null`…); empty when the schema does not say (any). */
  types: string[];
  /** The enum values as JSON text, absent when the field has no enum. */
  enumValues?: string[];
  required: boolean;
  deprecated: boolean;
}

/** Deeper than this, fields are not compared: deep enough for what readers read, bounded on huge specs. */
const maxDepth = 8;

/** The fields of `schema` as seen in `direction`, by dotted path. */
export function schemaFields(schema: unknown, direction: Direction): Map<string, SchemaField> {
  const fields = new Map<string, SchemaField>();
  walk(schema, '', direction, fields, [], 0);
  return fields;
}

/** The root schema's own field: its types and enum, under the path '' (a body that is a bare string, an array…). */
export function rootField(schema: unknown): SchemaField {
  const parts = flatten(schema);
  return { path: '', types: typesOf(parts), enumValues: enumOf(parts), required: true, deprecated: parts.some((p) => p.deprecated === true) };
}

type Schema = Record<string, any>;

function isSchema(value: unknown): value is Schema {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && typeof (value as Schema).$ref !== 'string';
}

/** A schema and the parts it is made of (allOf, oneOf, anyOf, recursively): a field's properties come from all of them. */
function flatten(schema: unknown, seen: Set<unknown> = new Set()): Schema[] {
  if (!isSchema(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const parts = [schema];
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key])) for (const sub of schema[key]) parts.push(...flatten(sub, seen));
  }
  return parts;
}

function typesOf(parts: Schema[]): string[] {
  const types = new Set<string>();
  for (const part of parts) {
    const type = part.type;
    if (typeof type === 'string') types.add(type);
    else if (Array.isArray(type)) for (const t of type) if (typeof t === 'string') types.add(t);
    if (part.nullable === true) types.add('null');
  }
  // `nullable` alone says nothing of the other types: the field is still "any".
  if (types.size === 1 && types.has('null') && !parts.some((p) => p.type !== undefined)) return [];
  return [...types].sort();
}

function enumOf(parts: Schema[]): string[] | undefined {
  const values = parts.flatMap((p) => (Array.isArray(p.enum) ? p.enum : p.const !== undefined ? [p.const] : []));
  return values.length ? [...new Set(values.map((v) => JSON.stringify(v)))].sort() : undefined;
}

function walk(schema: unknown, prefix: string, direction: Direction, fields: Map<string, SchemaField>, stack: unknown[], depth: number) {
  if (depth >= maxDepth || stack.includes(schema)) return;
  const parts = flatten(schema);
  if (!parts.length) return;
  stack.push(schema);
  const required = new Set(parts.flatMap((p) => (Array.isArray(p.required) ? p.required : [])));
  for (const part of parts) {
    if (part.properties === null || typeof part.properties !== 'object') continue;
    for (const [name, property] of Object.entries(part.properties as Record<string, unknown>)) {
      if (!isSchema(property)) continue;
      if (direction === 'request' && property.readOnly === true) continue;
      if (direction === 'response' && property.writeOnly === true) continue;
      const path = prefix ? `${prefix}.${name}` : name;
      const propertyParts = flatten(property);
      const field: SchemaField = {
        path,
        types: typesOf(propertyParts),
        enumValues: enumOf(propertyParts),
        required: required.has(name),
        deprecated: propertyParts.some((p) => p.deprecated === true),
      };
      const known = fields.get(path);
      // The same name in two branches of a composition: one field that accepts what either accepts.
      fields.set(path, known ? mergeFields(known, field) : field);
      walk(property, path, direction, fields, stack, depth + 1);
    }
  }
  for (const part of parts) {
    if (isSchema(part.items)) walk(part.items, `${prefix}[]`, direction, fields, stack, depth + 1);
  }
  stack.pop();
}

function mergeFields(a: SchemaField, b: SchemaField): SchemaField {
  const anyType = !a.types.length || !b.types.length;
  return {
    path: a.path,
    types: anyType ? [] : [...new Set([...a.types, ...b.types])].sort(),
    enumValues: a.enumValues && b.enumValues ? [...new Set([...a.enumValues, ...b.enumValues])].sort() : undefined,
    required: a.required && b.required,
    deprecated: a.deprecated && b.deprecated,
  };
}

/** Whether a value of JSON type `type` is accepted by a schema of `types` (none: any). An integer is a number. */
function accepts(types: string[], type: string): boolean {
  return !types.length || types.includes(type) || (type === 'integer' && types.includes('number'));
}

/** The types that `before` accepted and `after` no longer does (`['any']` when `after` restricts an untyped field). */
export function typesNoLongerAccepted(before: string[], after: string[]): string[] {
  if (!after.length) return [];
  if (!before.length) return ['any'];
  return before.filter((t) => !accepts(after, t));
}

/** Enum values in `before` that `after` no longer lists (none when `after` has no enum). */
export function enumValuesRemoved(before: string[] | undefined, after: string[] | undefined): string[] {
  if (!after) return [];
  if (!before) return ['any other value'];
  return before.filter((v) => !after.includes(v));
}
