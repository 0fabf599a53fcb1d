// Whether a schema reads differently as a request and as a response: somewhere inside it a property is readOnly or
// writeOnly. A named schema's full rendering is shared between the two views of a page only when it is not. Pure.
import { subschemas } from './createSchemaCatalog.js';
import type { RefResolver } from './mergeAllOf.js';
import type { SchemaObject } from './types.js';

const memo = new WeakMap<object, boolean>();

/** True when a readOnly or writeOnly property lies anywhere in the schema (cycles followed once). Memoised. */
export function isModeSensitive(schema: SchemaObject, resolve: RefResolver): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const known = memo.get(schema);
  if (known !== undefined) return known;
  const seen = new Set<object>();
  const stack: SchemaObject[] = [schema];
  let found = false;
  while (stack.length && !found) {
    let s = stack.pop()!;
    if (typeof s.$ref === 'string') s = resolve(s.$ref) ?? s;
    if (seen.has(s)) continue;
    seen.add(s);
    if (s !== schema && (s.readOnly === true || s.writeOnly === true)) {
      found = true;
      break;
    }
    const cached = memo.get(s);
    if (cached !== undefined) {
      found = cached;
      continue;
    }
    stack.push(...subschemas(s));
  }
  // Found: only the schema asked about is known (the walk stopped early). Not found: nothing reachable from any
  // schema walked has the flag either, so each of them is answered too (the graph is then walked about once).
  if (found) memo.set(schema, true);
  else for (const s of seen) memo.set(s, false);
  return found;
}
