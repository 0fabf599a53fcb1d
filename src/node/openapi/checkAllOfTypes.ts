// allOf members that name types no value can have at once (`allOf: [{ type: string }, { type: integer }]`): the page
// can only show one of them, so the spec's author is told where. A warning: the rest of the spec reads fine. Pure.
import { joinPointer, splitPointer } from './jsonPointer.js';
import type { SchemaObject } from './types.js';

export interface AllOfProblem {
  /** The JSON pointer of the schema whose allOf conflicts. */
  pointer: string;
  message: string;
}

/** Every allOf in the document (before dereferencing: local refs are followed here) whose members' types exclude each other. */
export function checkAllOfTypes(document: Record<string, unknown>): AllOfProblem[] {
  const problems: AllOfProblem[] = [];
  const resolve = (schema: unknown): SchemaObject | undefined => {
    const ref = (schema as SchemaObject | undefined)?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema as SchemaObject | undefined;
    let at: unknown = document;
    for (const part of splitPointer(ref)) at = (at as Record<string, unknown> | undefined)?.[part];
    return at as SchemaObject | undefined;
  };
  const seen = new Set<object>();
  // The keys down to the node being walked: its pointer is made only for a node that is reported.
  const keys: string[] = [];
  const pointer = () => (keys.length ? joinPointer(keys) : '');
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) { keys.push(String(i)); walk(node[i]); keys.pop(); }
      return;
    }
    const schema = node as SchemaObject;
    if (Array.isArray(schema.allOf)) {
      const types = schema.allOf.map((member: unknown) => typesOf(resolve(member))).filter((t: Set<string> | undefined): t is Set<string> => t !== undefined);
      if (typeof schema.type === 'string' || Array.isArray(schema.type)) types.push(typesOf(schema)!);
      if (types.length > 1 && !types.reduce((a, b) => meet(a, b)).size) {
        problems.push({ pointer: pointer(), message: `its allOf asks for ${types.map((t) => [...t].join(' or ')).join(' and ')} at once, which no value is: the page shows the first` });
      }
    }
    for (const key in schema) {
      // Literal data is not a schema.
      if (key === 'example' || key === 'examples' || key === 'default' || key === 'enum' || key === 'const') continue;
      const value = schema[key];
      if (!value || typeof value !== 'object') continue;
      keys.push(key);
      walk(value);
      keys.pop();
    }
  };
  walk(document);
  return problems;
}

/** The types a schema names (integer counts as a number too), or undefined when it names none. */
function typesOf(schema: SchemaObject | undefined): Set<string> | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const named = typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? schema.type.filter((t: unknown): t is string => typeof t === 'string') : [];
  if (!named.length) return undefined;
  const types = new Set(named);
  if (schema.nullable === true) types.add('null');
  return types;
}

/** The types both sets allow (an integer is a number). */
function meet(a: Set<string>, b: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const t of a) {
    if (b.has(t)) out.add(t);
    else if (t === 'integer' && b.has('number')) out.add('integer');
    else if (t === 'number' && b.has('integer')) out.add('integer');
  }
  return out;
}
