// What an operation page must show, read straight from the OpenAPI file (not from docgen's own model, so the
// gate cannot agree with a bug in it): parameter names, response codes, top-level schema property names, path.
import fs from 'node:fs';
import { parse } from 'yaml';

export interface OperationFacts {
  method: string;
  path: string;
  parameters: string[];
  responses: string[];
  /** Top-level property names of the request body's and the first success response's schema. */
  bodyProperties: string[];
  responseProperties: string[];
}

type Obj = Record<string, any>;

/** Finds the operation whose operationId (or its kebab-case form) is `slug` in the spec file; reads the disk. */
export function readOperationFacts(specFile: string, slug: string): OperationFacts | undefined {
  const spec = parse(fs.readFileSync(specFile, 'utf8')) as Obj;
  const resolve = (node: any, depth = 0): any => (node && typeof node.$ref === 'string' && depth < 20 ? resolve(follow(spec, node.$ref), depth + 1) : node);
  for (const [path, item] of Object.entries<Obj>(spec.paths ?? {})) {
    for (const method of ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']) {
      const op = item[method];
      if (!op || (op.operationId !== slug && kebab(op.operationId ?? '') !== slug)) continue;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: any) => resolve(p)?.name).filter(Boolean);
      const responses = Object.keys(op.responses ?? {});
      const success = responses.find((code) => /^2/.test(code));
      const schemaOf = (holder: any) => resolve(Object.values<any>(resolve(holder)?.content ?? {})[0]?.schema);
      return {
        method,
        path,
        parameters: [...new Set<string>(parameters)],
        responses,
        bodyProperties: topLevelProperties(schemaOf(op.requestBody), resolve),
        responseProperties: success ? topLevelProperties(schemaOf(op.responses[success]), resolve) : [],
      };
    }
  }
  return undefined;
}

function topLevelProperties(schema: any, resolve: (n: any) => any): string[] {
  if (!schema) return [];
  const parts = [schema, ...(schema.allOf ?? []).map(resolve)];
  return [...new Set(parts.flatMap((p) => Object.keys(p?.properties ?? {})))];
}

function follow(spec: Obj, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref.slice(2).split('/').reduce<any>((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
}

function kebab(id: string): string {
  return id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase();
}
