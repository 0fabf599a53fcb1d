// What a reader must be able to find for each operation of a spec, walked over the dereferenced document (written
// here, apart from docgen's renderer, so that the check cannot share a bug with it): parameter names, the property
// names of request and response bodies to depth 3, enum values met on the way, status codes and media types.
// Depth counts property nesting: items, allOf/oneOf/anyOf members and prefixItems do not add a level; the values of
// additionalProperties do (they are what a key holds). A request has no readOnly property, a response no writeOnly.
type Obj = Record<string, any>;

export interface OperationFacts {
  /** 'GET /pets/{id}'. */
  label: string;
  method: string;
  path: string;
  operationId?: string;
  parameters: string[];
  properties: string[];
  enumValues: string[];
  statuses: string[];
  mediaTypes: string[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
export const FACT_DEPTH = 3;

/** Lists the facts of every operation of a dereferenced document; `resolve` follows what the parser left as $ref. */
export function listOperationFacts(document: Obj, resolve: (ref: string) => Obj | undefined): OperationFacts[] {
  const deref = (node: any): any => {
    for (let i = 0; i < 20 && node && typeof node === 'object' && typeof node.$ref === 'string'; i++) node = resolve(node.$ref) ?? undefined;
    return node;
  };
  const out: OperationFacts[] = [];
  for (const [path, rawItem] of Object.entries<Obj>(document.paths ?? {})) {
    const item = deref(rawItem);
    if (!item || typeof item !== 'object') continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!op || typeof op !== 'object') continue;
      const facts = { parameters: new Set<string>(), properties: new Set<string>(), enumValues: new Set<string>(), statuses: new Set<string>(), mediaTypes: new Set<string>() };
      const walk = (schema: any, level: number, mode: 'request' | 'response', seen: Set<object>) => {
        schema = deref(schema);
        if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
        const inner = new Set(seen).add(schema);
        if (Array.isArray(schema.enum)) for (const v of schema.enum) facts.enumValues.add(JSON.stringify(v));
        for (const key of ['allOf', 'oneOf', 'anyOf', 'prefixItems']) if (Array.isArray(schema[key])) for (const s of schema[key]) walk(s, level, mode, inner);
        if (schema.items) for (const s of [schema.items].flat()) walk(s, level, mode, inner);
        if (level >= FACT_DEPTH) return;
        for (const [name, raw] of Object.entries<any>(schema.properties ?? {})) {
          const prop = deref(raw);
          if (!prop || typeof prop !== 'object') continue;
          if ((mode === 'request' && prop.readOnly === true) || (mode === 'response' && prop.writeOnly === true)) continue;
          facts.properties.add(name);
          walk(prop, level + 1, mode, inner);
        }
        if (schema.additionalProperties && typeof schema.additionalProperties === 'object') walk(schema.additionalProperties, level + 1, mode, inner);
      };
      const content = (holder: any, mode: 'request' | 'response') => {
        for (const [type, media] of Object.entries<any>(deref(holder)?.content ?? {})) {
          facts.mediaTypes.add(type);
          if (media && typeof media === 'object') walk(media.schema, 0, mode, new Set());
        }
      };
      for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
        const p = deref(raw);
        if (!p || typeof p.name !== 'string') continue;
        facts.parameters.add(p.name);
        walk(p.schema, 1, 'request', new Set());
      }
      if (op.requestBody) content(op.requestBody, 'request');
      for (const [status, response] of Object.entries<any>(op.responses ?? {})) {
        facts.statuses.add(status);
        content(response, 'response');
      }
      out.push({
        label: `${method.toUpperCase()} ${path}`,
        method,
        path,
        operationId: op.operationId,
        parameters: [...facts.parameters],
        properties: [...facts.properties],
        enumValues: [...facts.enumValues],
        statuses: [...facts.statuses],
        mediaTypes: [...facts.mediaTypes],
      });
    }
  }
  return out;
}
