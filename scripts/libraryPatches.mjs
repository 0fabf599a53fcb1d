// An esbuild plugin for the dist/ bundles: small bundle-time edits of third-party code, each for a cost that every
// `docgen build` paid on its critical path (or that a spec could make quadratic) and that the library's options
// give no way around. Each edit replaces exact text and keeps the library's behaviour; when a library changes
// shape, its edits are skipped with a warning and the bundle works as without them. Costs measured on the
// BetaSeries build (main-thread CPU profile).
import fs from 'node:fs/promises';
import { patchOpenapiParser } from './precompiledValidator.mjs';

const patches = [
  {
    library: '@readme/openapi-parser',
    file: /[\\/]@readme[\\/]openapi-parser[\\/]dist[\\/]index\.js$/,
    edits: [{
      // The ref parser's option merge asks `typeof Headers`: Node creates its fetch implementation (undici) on that
      // first read of the global, 12–26 ms, for a check that no option of ours can meet. The tag test is the same
      // for a real Headers object.
      find: '!(typeof Headers !== "undefined" && val instanceof Headers)',
      replace: '!(Object.prototype.toString.call(val) === "[object Headers]")',
    }, {
      // validate() first walks the whole document twice (Object.entries at every node) to delete `$id`s that no
      // $ref names: 25 ms, and 40 ms of TurboFan compiles on V8's helper threads. loadSpec knows when the document
      // has no `$id` key at all, and then the walk cannot change anything.
      find: '  if (args.schema) {\n    stripOrphanedIds(args.schema);',
      replace: '  if (args.schema) {\n    if (!options?.docgenWithoutIds) stripOrphanedIds(args.schema);',
    }, {
      // The ref parser joins two JSON pointers per key it walks, each token through two regex replacements; a
      // token with neither '~' nor '/' (nearly all) comes out unchanged: 16 ms of its dereference.
      find: 'base += "/" + token.replace(tildes, "~0").replace(slashes, "~1");',
      replace: 'base += "/" + (token.includes("~") || token.includes("/") ? token.replace(tildes, "~0").replace(slashes, "~1") : token);',
    }, {
      // The ref parser resolves every $ref against the path it was found at by building two WHATWG URLs. For a ref
      // within the file ('#/...'), the result depends only on that path's part before its '#', so it is memoised
      // on that part and the ref: the validate() call, 14 interleaved cold builds each, 98 -> 81 ms (medians).
      find: 'function resolve(from, to) {\n  const fromUrl',
      replace: 'var docgenResolvedRefs = new Map();\nfunction resolve(from, to) {\n  if (to[0] !== "#") return resolveUncached(from, to);\n  const key = from.split("#", 1)[0] + "\\0" + to;\n  let resolved = docgenResolvedRefs.get(key);\n  if (resolved === undefined) {\n    if (docgenResolvedRefs.size >= 10000) docgenResolvedRefs.clear();\n    docgenResolvedRefs.set(key, resolved = resolveUncached(from, to));\n  }\n  return resolved;\n}\nfunction resolveUncached(from, to) {\n  const fromUrl',
    }, {
      // The OpenAPI validator looks for repeated parameters (same `in` and `name`) by comparing every pair: time
      // that grows with the square of the count, and a message per pair (10,000 copies of one parameter made 50
      // million). One pass with a set instead, and a message for each parameter that repeats an earlier one.
      find: [
        '  checkForDuplicates(params, schemaId) {',
        '    for (let i = 0; i < params.length - 1; i++) {',
        '      const outer = params[i];',
        '      for (let j = i + 1; j < params.length; j++) {',
        '        const inner = params[j];',
        '        if ("$ref" in outer || "$ref" in inner) {',
        '          continue;',
        '        }',
        '        if (outer.name === inner.name && outer.in === inner.in) {',
        ...reportDuplicate('          '),
        '        }',
        '      }',
        '    }',
        '  }',
      ].join('\n'),
      replace: [
        '  checkForDuplicates(params, schemaId) {',
        '    const seen = new Set();',
        '    for (const outer of params) {',
        '      if ("$ref" in outer) continue;',
        '      const key = JSON.stringify([outer.in, outer.name]);',
        '      if (!seen.has(key)) {',
        '        seen.add(key);',
        '        continue;',
        '      }',
        ...reportDuplicate('      '),
        '    }',
        '  }',
      ].join('\n'),
    }, {
      // Then it merges the path item's parameters into the operation's, looking each up in the list it grows:
      // the square of the count again. A set of the `in` and `name` already there, as above; same list, same order.
      find: [
        '    const params = pathParams.reduce((combinedParams, value) => {',
        '      const duplicate = combinedParams.some((param) => {',
        '        if ("$ref" in param || "$ref" in value) {',
        '          return false;',
        '        }',
        '        return param.in === value.in && param.name === value.name;',
        '      });',
        '      if (!duplicate) {',
        '        combinedParams.push(value);',
        '      }',
        '      return combinedParams;',
        '    }, operationParams.slice());',
        '    this.validatePathParameters(params, pathId, operationId);',
        '',
      ].join('\n'),
      replace: [
        '    const params = operationParams.slice();',
        '    const docgenKeys = new Set(params.filter((param) => !("$ref" in param)).map((param) => JSON.stringify([param.in, param.name])));',
        '    for (const value of pathParams) {',
        '      if ("$ref" in value) {',
        '        params.push(value);',
        '        continue;',
        '      }',
        '      const key = JSON.stringify([value.in, value.name]);',
        '      if (!docgenKeys.has(key)) {',
        '        docgenKeys.add(key);',
        '        params.push(value);',
        '      }',
        '    }',
        '    this.validatePathParameters(params, pathId, operationId);',
        '',
      ].join('\n'),
    }],
    // The OpenAPI schema compiled at bundle time (precompiledValidator.mjs) patches the same file.
    then: patchOpenapiParser,
  },
  {
    library: 'httpsnippet',
    file: /[\\/]httpsnippet[\\/]dist[\\/]httpsnippet\.js$/,
    edits: [
      // form-data (with mime-db's 180 KB table) and event-stream load with httpsnippet, 17 ms, for multipart
      // bodies only: loaded when such a body is first converted.
      { find: 'var event_stream_1 = require("event-stream");', replace: 'var event_stream_1 = { get map() { return require("event-stream").map; } };' },
      { find: 'var form_data_1 = __importDefault(require("form-data/lib/form_data"));', replace: '' },
      {
        find: "typeof window !== 'undefined' && window.FormData ? window.FormData : form_data_1[\"default\"];",
        replace: "function () { return typeof window !== 'undefined' && window.FormData ? window.FormData : __importDefault(require(\"form-data/lib/form_data\"))[\"default\"]; };",
      },
      { find: 'var form_1 = new resolveFormData();', replace: 'var form_1 = new (resolveFormData())();' },
    ],
  },
  {
    library: 'unist-util-visit-parents',
    file: /[\\/]unist-util-visit-parents[\\/]lib[\\/]index\.js$/,
    edits: [{
      // Renames its visit function for every node it walks ('node (element<p>)', for stack traces): a
      // defineProperty on a function per node, 25-30 ms of the worker's Markdown (every unified plugin walks the
      // tree). Only the names in a stack trace change; what is visited, and in which order, does not.
      find: "      Object.defineProperty(visit, 'name', {\n        value:\n          'node (' + color(node.type + (name ? '<' + name + '>' : '')) + ')'\n      })\n",
      replace: '',
    }],
  },
  {
    library: 'gray-matter (its js-yaml 3)',
    file: /[\\/]gray-matter[\\/]node_modules[\\/]js-yaml[\\/]lib[\\/]js-yaml[\\/]type[\\/]js[\\/]function\.js$/,
    edits: [{
      // Looks for the optional esprima package on load (a failed module search, 9 ms) for the !!js/function type,
      // which gray-matter's safeLoad never uses: the type is defined as when esprima is absent.
      find: "esprima = _require('esprima');",
      replace: "throw new Error('esprima is not bundled');",
    }],
  },
];

/** The lines of the parser's checkForDuplicates that report a repeated parameter, indented by `indent`. */
function reportDuplicate(indent) {
  return [
    'const error = `Found multiple \\`${outer.in}\\` parameters named \\`${outer.name}\\` in \\`${schemaId}\\`.`;',
    'if (this.rules["duplicate-non-request-body-parameters"] === "warning") {',
    '  this.reportWarning(error);',
    '} else {',
    '  this.reportError(error);',
    '}',
  ].map((line) => indent + line);
}

/** Applies a patch's edits to `text`; returns the new text, or undefined when one of them does not match once. */
function applyEdits(text, edits) {
  let out = text;
  for (const { find, replace } of edits) {
    const at = out.indexOf(find);
    if (at < 0 || out.indexOf(find, at + find.length) >= 0) return undefined;
    out = out.slice(0, at) + replace + out.slice(at + find.length);
  }
  return out;
}

export const libraryPatchesPlugin = {
  name: 'docgen-library-patches',
  setup(build) {
    for (const patch of patches) {
      build.onLoad({ filter: patch.file }, async (args) => {
        const text = await fs.readFile(args.path, 'utf8');
        const edited = applyEdits(text, patch.edits);
        const warnings = edited === undefined ? [{ text: `docgen: ${patch.library} changed shape; its bundle-time edits are skipped (scripts/libraryPatches.mjs)` }] : [];
        const result = patch.then ? patch.then(edited ?? text) : { contents: edited ?? text, warnings: [] };
        return { contents: result.contents, loader: 'js', warnings: [...warnings, ...result.warnings] };
      });
    }
  },
};
