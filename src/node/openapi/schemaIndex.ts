// The schema index of a loaded document: component schemas named by object identity (the parser replaced every
// `$ref` to them with the very same object) and a resolver for the `$ref`s it left (back-edges of cycles). Pure.
import { splitPointer } from './jsonPointer.js';
import type { SchemaIndex, SchemaObject } from './types.js';

/** Names component schemas by identity: the parser replaced every `$ref` to them with the very same object. */
export function createSchemaIndex(document: Record<string, any>): SchemaIndex {
  const names = new WeakMap<object, string>();
  for (const [name, schema] of Object.entries<any>(document.components?.schemas ?? {})) {
    if (schema && typeof schema === 'object' && !names.has(schema)) names.set(schema, name);
  }
  // Swagger 2 documents converted by swagger2openapi keep their refs under components too; nothing else to do.
  const refs = new Map<string, SchemaObject | undefined>();
  const resolveRef = (ref: string) => {
    if (refs.has(ref)) return refs.get(ref);
    const value = lookup(ref);
    refs.set(ref, value);
    return value;
  };
  const lookup = (ref: string) => {
    if (!ref.startsWith('#')) return undefined;
    let node: any = document;
    for (const segment of splitPointer(ref)) {
      if (node === null || typeof node !== 'object') return undefined;
      node = node[segment];
    }
    return node && typeof node === 'object' ? node : undefined;
  };
  return { document, names, resolveRef };
}
