// allOf -> one schema, for display. The union of the members' properties and required lists, nothing dropped.
// The site we replace showed a blank schema when every member said `additionalProperties: false` (its merge
// library intersected the property sets). For documentation the intent is clear: all properties, none extra.
import type { SchemaObject } from './types.js';

export type RefResolver = (ref: string) => SchemaObject | undefined;

const memo = new WeakMap<object, SchemaObject>();
/** Every oneOf/anyOf group of a merged schema's members (the merged schema itself keeps only the first). */
const groupsOf = new WeakMap<object, CompositionGroup[]>();

/** One oneOf/anyOf list of a schema or of one member of its allOf; `title` is that member's title, if any. */
export interface CompositionGroup {
  kind: 'oneOf' | 'anyOf';
  options: SchemaObject[];
  title?: string;
}

/** Returns every oneOf/anyOf group of a schema, those of each allOf member included (pass the mergeAllOf result). */
export function compositionGroups(schema: SchemaObject): CompositionGroup[] {
  if (!schema || typeof schema !== 'object') return [];
  return groupsOf.get(schema) ?? ownGroups(schema);
}

function ownGroups(schema: SchemaObject): CompositionGroup[] {
  const title = typeof schema.title === 'string' ? schema.title : undefined;
  const groups: CompositionGroup[] = [];
  for (const kind of ['oneOf', 'anyOf'] as const) if (Array.isArray(schema[kind])) groups.push({ kind, options: schema[kind], title });
  return groups;
}
// Keys where the schema itself (outer) wins, then the first member that has one.
const FIRST_WINS = [
  'title', 'description', 'type', 'format', 'default', 'example', 'examples', 'const', 'nullable', 'readOnly', 'writeOnly',
  'deprecated', 'pattern', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'uniqueItems', 'oneOf', 'anyOf', 'not',
  'discriminator', 'xml', 'externalDocs', 'contentMediaType', 'contentEncoding', 'patternProperties', 'propertyNames',
  'if', 'then', 'else', 'prefixItems', 'contains',
];
// Bounds every member imposes at once: a value must meet all of them, so the tightest one is the schema's.
const LOWER_BOUNDS = ['minimum', 'minLength', 'minItems', 'minProperties'];
const UPPER_BOUNDS = ['maximum', 'maxLength', 'maxItems', 'maxProperties'];

/** Returns `schema` with its allOf (recursively) merged into one schema; the input is never modified. Memoised. */
export function mergeAllOf(schema: SchemaObject, resolve: RefResolver = () => undefined): SchemaObject {
  if (!schema || typeof schema !== 'object' || !Array.isArray(schema.allOf)) return schema;
  const cached = memo.get(schema);
  if (cached) return cached;
  // Placeholder first: a member that (through a cycle) reaches this schema again sees a finite object.
  const result: SchemaObject = {};
  memo.set(schema, result);

  const { allOf, ...own } = schema;
  const members: SchemaObject[] = [own, ...allOf.map((m: SchemaObject) => mergeAllOf(deref(m, resolve), resolve))].filter(
    (m) => m && typeof m === 'object',
  );
  const properties: Record<string, SchemaObject> = {};
  const required = new Set<string>();
  let additional: unknown;
  let hasProperties = false;
  let items: SchemaObject | undefined;
  let itemsClosed = false;

  const groups: CompositionGroup[] = [];
  for (const member of members) {
    groups.push(...(member === own ? ownGroups(own) : compositionGroups(member)));
    for (const key of FIRST_WINS) if (result[key] === undefined && member[key] !== undefined) result[key] = member[key];
    for (const key of LOWER_BOUNDS) if (typeof member[key] === 'number') result[key] = typeof result[key] === 'number' ? Math.max(result[key], member[key]) : member[key];
    for (const key of UPPER_BOUNDS) if (typeof member[key] === 'number') result[key] = typeof result[key] === 'number' ? Math.min(result[key], member[key]) : member[key];
    // Only values every member allows are allowed (kept in the first list's order; an empty meet keeps the first list).
    if (Array.isArray(member.enum)) {
      const meet: unknown[] | undefined = result.enum && result.enum.filter((v: unknown) => member.enum.some((w: unknown) => JSON.stringify(w) === JSON.stringify(v)));
      result.enum = !result.enum ? member.enum : meet!.length ? meet : result.enum;
    }
    for (const [k, v] of Object.entries<any>(member)) if (k.startsWith('x-') && result[k] === undefined) result[k] = v;
    if (member.properties && typeof member.properties === 'object') {
      hasProperties = true;
      for (const [name, prop] of Object.entries<SchemaObject>(member.properties)) {
        const existing = properties[name];
        properties[name] = existing && existing !== prop ? mergeAllOf({ allOf: [existing, prop] }, resolve) : prop;
      }
    }
    if (Array.isArray(member.required)) for (const r of member.required) required.add(String(r));
    // A schema (map values) is more informative than `true`/`false`; `false` is kept when nothing says otherwise.
    const ap = member.additionalProperties;
    if (ap !== undefined && (additional === undefined || (typeof ap === 'object' && typeof additional !== 'object'))) additional = ap;
    // `items: false` (a tuple allows nothing past its positions) holds whatever the other members allow.
    if (member.items === false) itemsClosed = true;
    if (member.items && typeof member.items === 'object') items = items && items !== member.items ? mergeAllOf({ allOf: [items, member.items] }, resolve) : member.items;
  }
  if (groups.length) groupsOf.set(result, groups);
  if (hasProperties) result.properties = properties;
  if (required.size) result.required = [...required];
  if (additional !== undefined) result.additionalProperties = additional;
  if (itemsClosed) result.items = false;
  else if (items) result.items = items;
  if (result.type === undefined && hasProperties) result.type = 'object';
  return result;
}

/** The schema a `$ref` the parser left points at (a cycle's back-edge), else the schema itself. */
export function deref(schema: SchemaObject, resolve: RefResolver): SchemaObject {
  if (schema && typeof schema === 'object' && typeof schema.$ref === 'string') return resolve(schema.$ref) ?? schema;
  return schema;
}
