// Whether an optional request body can hold nothing: the page says so in a sentence, the code samples send no body,
// and try it does not offer one. Pure.
import type { ApiRequestBody } from './types.js';

const COMPOSITION = ['allOf', 'oneOf', 'anyOf', 'not', 'if', 'patternProperties', 'propertyNames', 'dependentSchemas', 'unevaluatedProperties'];

/**
 * Whether an optional request body can hold nothing: every media type's schema is an object with no property that
 * admits no other (Stripe declares such a form on every GET and DELETE), and no example.
 */
export function isEmptyRequestBody(body: ApiRequestBody): boolean {
  return !body.required && body.content.length > 0 && body.content.every((media) => {
    const schema = media.schema as Record<string, unknown> | undefined;
    if (!schema || media.example !== undefined || media.examples.length || media.itemSchema) return false;
    const properties = schema.properties as Record<string, unknown> | undefined;
    return (schema.type === undefined || schema.type === 'object') && schema.additionalProperties === false && !schema.$ref
      && (!properties || Object.keys(properties).length === 0) && COMPOSITION.every((k) => schema[k] === undefined);
  });
}
