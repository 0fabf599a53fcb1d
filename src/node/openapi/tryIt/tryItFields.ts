// The inputs of the "Try it" form for parameters and form bodies, from their schemas. Pure.
import { describeType, primaryType } from '../describeSchema.js';
import { generateExample } from '../generateExample.js';
import { siblingSlugs } from '../kebabCase.js';
import { mergeAllOf, type RefResolver } from '../mergeAllOf.js';
import type { ApiMediaType, ApiParameter, SchemaObject } from '../types.js';
import { contentValue } from '../../../shared/serializeParameter.js';

/** One input (or a repeatable group of inputs, for arrays) of the form. */
export interface TryItField {
  /** Element id, unique on the page. */
  id: string;
  /** The parameter's name, or the form field's name as sent ('card[exp_month]'). */
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie' | 'body';
  required: boolean;
  control: 'text' | 'select' | 'file' | 'json';
  options?: string[];
  /** Several values, one field each (repeatable). */
  array: boolean;
  style?: string;
  explode?: boolean;
  /** What the field holds when the page loads. */
  values: string[];
  placeholder?: string;
  /** A short type label ('integer', 'string<date>'). */
  type: string;
  numeric?: boolean;
  /**
   * An object parameter with known properties: one field per property (its `name` the property's), whose values the
   * form sends as one object (serializeParameter.ts writes it: `filter[status]=open` for deepObject).
   */
  properties?: TryItField[];
  /** What a property's field is labelled with: the name it is sent under ('filter[status]', or 'status' for form). */
  label?: string;
}

/** Form bodies show this many fields at most; the raw editor holds the rest. */
export const MAX_FORM_FIELDS = 30;
// Bounds the walk of huge schemas (Stripe's account body nests hundreds of properties).
const MAX_LEAVES = 600;
const MAX_DEPTH = 4;

/** The field of one parameter: required ones start with their example (or default), optional ones with their default. */
/** (A 3.2 `querystring` parameter has no field: createTryItView leaves it out.) */
export function parameterField(p: ApiParameter, id: string, resolve: RefResolver): TryItField {
  const schema = p.schema ? mergeAllOf(p.schema, resolve) : {};
  const example = p.example !== undefined ? p.example : schema.example;
  const base = { id, name: p.name, in: p.in as Exclude<typeof p.in, 'querystring'>, required: p.required, style: p.style, explode: p.explode };
  // A parameter defined by a media type is one text (JSON for application/json), typed and sent as written.
  if (p.contentType) {
    const start = startValue(schema, p.required, example, resolve);
    const text = (value: unknown) => (value === undefined ? undefined : String(contentValue(p, value)));
    return { ...base, control: 'text', array: false, values: start === undefined ? [] : [text(start)!], placeholder: text(example), type: p.contentType };
  }
  return byProperty(p, schema) ? objectField(schema, base, example, resolve) : fieldFor(schema, base, example, resolve);
}

/**
 * Whether a parameter is typed one field per property: a query object with known properties that is sent one pair
 * per property (deepObject, or form with explode, OpenAPI's default). Other objects are typed as JSON: free-form
 * ones (only additionalProperties), too many properties for a form, or a style that writes the object as one value.
 */
function byProperty(p: ApiParameter, schema: SchemaObject): boolean {
  if (p.in !== 'query' || primaryType(schema) !== 'object' || !schema.properties || typeof schema.properties !== 'object') return false;
  const count = Object.keys(schema.properties).length;
  const style = p.style ?? 'form';
  return count > 0 && count <= MAX_FORM_FIELDS && (style === 'deepObject' || (style === 'form' && p.explode !== false));
}

type FieldBase = Pick<TryItField, 'id' | 'name' | 'in' | 'required' | 'style' | 'explode'>;

/** An object parameter as one field per property, each typed like a parameter of its own, starting from the object's value. */
function objectField(schema: SchemaObject, base: FieldBase, example: unknown, resolve: RefResolver): TryItField {
  const start = startValue(schema, base.required, example, resolve);
  const startOf = (key: string) => (start && typeof start === 'object' && !Array.isArray(start) ? (start as Record<string, unknown>)[key] : undefined);
  const exampleOf = (key: string) => (example && typeof example === 'object' && !Array.isArray(example) ? (example as Record<string, unknown>)[key] : undefined);
  const required = new Set<string>(Array.isArray(schema.required) ? schema.required : []);
  const entries = Object.entries<SchemaObject>(schema.properties ?? {});
  // Property names that slug alike are numbered as the page's property anchors are.
  const slugs = siblingSlugs(entries.map(([key]) => key));
  const properties = entries.map(([key, raw], i) => {
    const prop = raw && typeof raw === 'object' ? mergeAllOf(raw, resolve) : {};
    const id = `${base.id}-${slugs[i] || 'property'}`;
    // A property is required when its object is: an optional object may be left out whole.
    const field = fieldFor(prop, { id, name: key, in: base.in, required: base.required && required.has(key) }, exampleOf(key), resolve, startOf(key) ?? prop.default);
    // The form holds each property as one value: an array or object property is typed as JSON, as it is sent.
    const asJson = (value: unknown) => (value === undefined ? undefined : toValues(value, false)[0]);
    const single = field.array ? { array: false, control: 'json' as const, options: undefined, values: toValues(startOf(key) ?? prop.default, false), placeholder: asJson(exampleOf(key)) } : {};
    return { ...field, ...single, label: base.style === 'deepObject' ? `${base.name}[${key}]` : key };
  });
  return { ...base, control: 'text', array: false, values: [], type: describeType(schema), properties };
}

/** What a field holds when the page loads: its default, else for a required one its example (or a made-up one). */
function startValue(schema: SchemaObject, required: boolean, example: unknown, resolve: RefResolver): unknown {
  if (schema.default !== undefined) return schema.default;
  if (!required) return undefined;
  return example !== undefined ? example : generatedExample(schema, resolve);
}

function fieldFor(schema: SchemaObject, base: FieldBase, example: unknown, resolve: RefResolver, given = startValue(schema, base.required, example, resolve)): TryItField {
  const type = primaryType(schema);
  const array = type === 'array';
  const item = array && schema.items && typeof schema.items === 'object' ? mergeAllOf(schema.items, resolve) : schema;
  const itemType = primaryType(item);
  const enumValues = Array.isArray(item.enum) ? item.enum.filter((v: unknown) => v !== null && typeof v !== 'object').map(String) : undefined;
  const options = enumValues?.length ? enumValues : itemType === 'boolean' ? ['true', 'false'] : undefined;
  const values = toValues(given, array).filter((v) => !options || options.includes(v));
  const binary = itemType === 'string' && (item.format === 'binary' || item.format === 'base64' || item.contentMediaType !== undefined);
  const isObject = itemType === 'object';
  return {
    ...base,
    control: options ? 'select' : binary && base.in === 'body' ? 'file' : isObject ? 'json' : 'text',
    options,
    array,
    values: array ? values : values.slice(0, 1),
    placeholder: example !== undefined && !options ? toValues(example, array).join(', ') || undefined : undefined,
    type: describeType(schema),
    numeric: itemType === 'integer' || itemType === 'number',
  };
}

function generatedExample(schema: SchemaObject, resolve: RefResolver): unknown {
  const value = generateExample(schema, { mode: 'request', resolve });
  // A made-up 'string' is no value a reader would send.
  return value === 'string' ? undefined : value;
}

function toValues(value: unknown, array: boolean): string[] {
  if (value === undefined || value === null) return [];
  if (array && Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)));
  return [typeof value === 'object' ? JSON.stringify(value) : String(value)];
}

interface Leaf {
  name: string;
  schema: SchemaObject;
  required: boolean;
  depth: number;
  style?: string;
  explode?: boolean;
}

/**
 * The fields of an urlencoded or multipart body: required ones first, then top-level ones, up to MAX_FORM_FIELDS, in
 * schema order. Nested objects of urlencoded bodies become bracketed names ('card[exp_month]') unless their encoding
 * says `style: form`; multipart bodies send nested objects as one JSON part. Returns the fields and how many were left out.
 */
export function formBodyFields(media: ApiMediaType, idPrefix: string, resolve: RefResolver): { fields: TryItField[]; omitted: number } {
  const schema = media.schema ? mergeAllOf(media.schema, resolve) : undefined;
  if (!schema || primaryType(schema) !== 'object') return { fields: [], omitted: 0 };
  const multipart = /multipart/i.test(media.contentType);
  const leaves: Leaf[] = [];
  const walk = (s: SchemaObject, prefix: string, requiredPath: boolean, depth: number, seen: object[]) => {
    const required = new Set<string>(Array.isArray(s.required) ? s.required : []);
    for (const [key, raw] of Object.entries<SchemaObject>(s.properties ?? {})) {
      if (leaves.length >= MAX_LEAVES) return;
      if (!raw || typeof raw !== 'object') continue;
      const prop = mergeAllOf(raw, resolve);
      if (prop.readOnly === true) continue;
      const encoding = depth === 0 ? media.encoding?.[key] : undefined;
      const name = prefix ? `${prefix}[${key}]` : key;
      const isRequired = requiredPath && required.has(key);
      const nested = !multipart && primaryType(prop) === 'object' && prop.properties && depth < MAX_DEPTH && !seen.includes(prop);
      if (nested) {
        // style: form (explode) writes an object's keys at the top level; every other case keeps the brackets.
        walk(prop, encoding?.style === 'form' ? prefix : name, isRequired, depth + 1, [...seen, prop]);
      } else {
        leaves.push({ name, schema: prop, required: isRequired, depth, style: encoding?.style, explode: encoding?.explode });
      }
    }
  };
  walk(schema, '', true, 0, [schema]);
  const chosen = new Set<Leaf>();
  for (const pass of [(l: Leaf) => l.required, (l: Leaf) => l.depth === 0, () => true]) {
    for (const leaf of leaves) if (chosen.size < MAX_FORM_FIELDS && pass(leaf)) chosen.add(leaf);
  }
  const example = media.example !== undefined && media.example && typeof media.example === 'object' ? (media.example as Record<string, unknown>) : undefined;
  const fields = leaves.filter((l) => chosen.has(l)).map((leaf, i) =>
    fieldFor(leaf.schema, { id: `${idPrefix}-${i}`, name: leaf.name, in: 'body', required: leaf.required, style: leaf.style, explode: leaf.explode }, exampleAt(example, leaf.name), resolve),
  );
  return { fields, omitted: leaves.length - fields.length };
}

/** The spec example's value at a bracketed field name ('card[exp_month]'). */
function exampleAt(example: Record<string, unknown> | undefined, name: string): unknown {
  let value: unknown = example;
  for (const key of name.replace(/\]/g, '').split('[')) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
