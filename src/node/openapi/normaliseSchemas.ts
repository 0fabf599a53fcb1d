// What renderers agree on, made explicit in the dereferenced document before the model reads it, so that the schema
// renderer sees one form of each: a 3.0 `type: "null"` is `nullable: true`; a `properties` entry that is a bare type
// name ('string') is `{ type: 'string' }`; tuple-style `items: [A, B]` is `prefixItems: [A, B]` (positional items),
// and its `additionalItems` (the items after them) is `items`, as in 2020-12.
// In place, each schema once (named schemas are shared objects). Other unknown keywords are left alone: renderers ignore them.

const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'contains', 'if', 'then', 'else'];

/** Normalises every schema reachable from the document's media types, parameters, headers and components (in place). */
export function normaliseSchemas(document: Record<string, any>): void {
  const seen = new Set<object>();
  const schema = (s: any): void => {
    if (!s || typeof s !== 'object' || Array.isArray(s) || seen.has(s)) return;
    seen.add(s);
    if (s.type === 'null') {
      delete s.type;
      s.nullable = true;
    }
    if (Array.isArray(s.items)) {
      if (!Array.isArray(s.prefixItems)) s.prefixItems = s.items;
      delete s.items;
      if (s.additionalItems !== undefined) s.items = s.additionalItems;
      delete s.additionalItems;
      s.type ??= 'array';
    }
    if (s.properties && typeof s.properties === 'object') {
      for (const [name, value] of Object.entries<any>(s.properties)) {
        if (typeof value === 'string') s.properties[name] = TYPES.has(value) ? { type: value } : { description: value };
        else schema(value);
      }
    }
    for (const key of SUBSCHEMA_LISTS) if (Array.isArray(s[key])) s[key].forEach(schema);
    for (const key of SUBSCHEMAS) schema(s[key]);
  };
  // The places that hold schemas: `schema` and `itemSchema` anywhere outside literal data, and components.schemas.
  const visited = new Set<object>();
  const walk = (node: any): void => {
    if (!node || typeof node !== 'object' || visited.has(node)) return;
    visited.add(node);
    if (Array.isArray(node)) return node.forEach(walk);
    for (const [key, value] of Object.entries<any>(node)) {
      if (key === 'schema' || key === 'itemSchema') schema(value);
      else if (key !== 'example' && key !== 'examples' && key !== 'default' && !seen.has(value)) walk(value);
    }
  };
  for (const s of Object.values<any>(document.components?.schemas ?? {})) schema(s);
  walk(document.paths);
  walk(document.webhooks);
  walk(document['x-webhooks']);
  walk(document.components);
}
