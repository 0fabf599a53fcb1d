// Every example of @readme/oas-examples (Swagger 2.0, OpenAPI 3.0 and 3.1, JSON and YAML, webhooks among them; a dev
// dependency) loads without errors, gives one page per operation and per webhook, and every page's anchors resolve.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as jsYaml from 'js-yaml';
import { createApiRoutes, loadApi } from '../../../src/node/openapi/index.js';
import { apiOptions, checkAnchors, renderRoute } from './helpers.js';

const examples = path.dirname(createRequire(import.meta.url).resolve('@readme/oas-examples/package.json'));
const files = ['2.0', '3.0', '3.1'].flatMap((version) =>
  ['json', 'yaml', 'json/openapi-workshop'].flatMap((folder) => {
    const dir = path.join(examples, version, folder);
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /\.(json|ya?ml)$/.test(f)).map((f) => path.join(dir, f)) : [];
  }),
);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];

/** Operations as the spec lists them: each method of each path item, and of each webhook. */
function countOperations(document: Record<string, any>): number {
  let count = 0;
  for (const field of ['paths', 'webhooks', 'x-webhooks']) {
    for (const item of Object.values<any>(document[field] ?? {})) {
      const resolved = item?.$ref?.startsWith('#/') ? item.$ref.slice(2).split('/').reduce((n: any, k: string) => n?.[k.replace(/~1/g, '/')], document) : item;
      if (resolved && typeof resolved === 'object') count += Object.keys(resolved).filter((k) => METHODS.includes(k)).length;
    }
  }
  return count;
}

test('the package holds the examples', () => assert.ok(files.length >= 100, `${files.length} files`));

for (const file of files) {
  test(`${path.relative(examples, file)}: loads, a page per operation and webhook, anchors resolve`, { timeout: 120_000 }, async () => {
    const { api, diagnostics } = await loadApi(file, apiOptions);
    assert.deepEqual(diagnostics.filter((d) => d.severity === 'error'), []);
    assert.ok(api);
    const document = jsYaml.load(fs.readFileSync(file, 'utf8')) as Record<string, any>;
    const { routes } = createApiRoutes(api);
    assert.equal(routes.filter((r) => r.kind === 'api-operation').length, countOperations(document));
    const problems: string[] = [];
    for (const route of routes) problems.push(...checkAnchors(renderRoute(api, route), route));
    assert.deepEqual(problems.slice(0, 10), []);
  });
}
