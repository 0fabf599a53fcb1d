// One-line texts for the parts of a schema that are rules rather than shapes: `not`, if/then/else, and the
// descriptions some specs give each enum value (x-enumDescriptions). Pure.
import { describeConstraints, describeType, formatValue } from './describeSchema.js';
import type { SchemaObject } from './types.js';

type NameOf = (s: SchemaObject) => string | undefined;

/** Returns a short text for a subschema: its name, else its type, constants, enums, required keys and constraints. */
export function summariseSchema(schema: SchemaObject | boolean, nameOf: NameOf, depth = 0): string {
  if (schema === true) return 'anything';
  if (schema === false) return 'nothing';
  if (!schema || typeof schema !== 'object') return 'any';
  const name = nameOf(schema);
  if (name) return name;
  const parts: string[] = [];
  if (schema.const !== undefined) parts.push(`= ${formatValue(schema.const, 60)}`);
  else if (Array.isArray(schema.enum)) parts.push(`one of ${schema.enum.map((v: unknown) => formatValue(v, 60)).join(', ')}`);
  else if (schema.type !== undefined || (!schema.properties && !schema.required)) parts.push(describeType(schema, nameOf));
  if (schema.properties && typeof schema.properties === 'object' && depth < 2) {
    const props = Object.entries<SchemaObject>(schema.properties).map(([key, value]) => `${key} ${summariseSchema(value, nameOf, depth + 1)}`);
    if (props.length) parts.push(`{ ${props.join('; ')} }`);
  }
  if (Array.isArray(schema.required) && schema.required.length) parts.push(`requires ${schema.required.map(String).join(', ')}`);
  const constraints = describeConstraints(schema).filter((c) => !c.startsWith('const '));
  // A bare constraint ('<= 300') says more than 'any, <= 300'.
  if (constraints.length && parts.length === 1 && parts[0] === 'any') parts.pop();
  parts.push(...constraints);
  return parts.join(', ') || 'any';
}

/** `not: …` as text ('string<email>', 'one of "a", "b'"), or undefined. */
export function describeNot(schema: SchemaObject, nameOf: NameOf): string | undefined {
  return schema.not !== undefined && schema.not !== null ? summariseSchema(schema.not, nameOf) : undefined;
}

/** if/then/else as text, or undefined when the schema has no `if`. */
export function describeConditional(schema: SchemaObject, nameOf: NameOf): { if: string; then?: string; else?: string } | undefined {
  if (schema.if === undefined || schema.if === null) return undefined;
  return {
    if: summariseSchema(schema.if, nameOf),
    then: schema.then !== undefined ? summariseSchema(schema.then, nameOf) : undefined,
    else: schema.else !== undefined ? summariseSchema(schema.else, nameOf) : undefined,
  };
}

/** x-enumDescriptions / x-enum-descriptions (an object by value, or a list in enum order) as value/description pairs. */
export function listEnumDescriptions(schema: SchemaObject): { value: string; description: string }[] | undefined {
  const given = schema['x-enumDescriptions'] ?? schema['x-enum-descriptions'];
  if (!given || typeof given !== 'object') return undefined;
  const values: unknown[] = Array.isArray(schema.enum) ? schema.enum : [];
  const pairs: { value: string; description: string }[] = [];
  if (Array.isArray(given)) {
    given.forEach((d, i) => {
      if (i < values.length && typeof d === 'string' && d.trim()) pairs.push({ value: formatValue(values[i], 200), description: d });
    });
  } else {
    for (const [key, d] of Object.entries<unknown>(given)) {
      if (typeof d !== 'string' || !d.trim()) continue;
      // Keys are strings: show the enum value they name as the enum shows it (so 1 matches the integer 1).
      const value = values.find((v) => String(v) === key);
      pairs.push({ value: formatValue(value !== undefined ? value : key, 200), description: d });
    }
  }
  return pairs.length ? pairs : undefined;
}
