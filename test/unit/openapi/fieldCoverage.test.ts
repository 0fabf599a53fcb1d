// Issue 28: every field of every schema one click away at most. For every operation of each spec, its parameter
// names, the property names of its request and response bodies to depth 3, the enum values met there, its status
// codes and media types appear on its page or on a page its content links to directly. The facts come from a walker
// over the dereferenced document (test/helpers/coverage), not from docgen's model of it. Prints the misses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createApiRoutes, operationUrl, type LoadedApi } from '../../../src/node/openapi/index.js';
import { responseId } from '../../../src/node/openapi/listOperationHeadings.js';
import type { Route } from '../../../src/shared/types.js';
import { listOperationFacts } from '../../helpers/coverage/listOperationFacts.js';
import { findMissingFacts, readPageFacts, type PageFacts } from '../../helpers/coverage/findMissingFacts.js';
import { fixture, repoRoot, sharedDir } from '../../helpers/repoPaths.js';
import { loadOrFail, renderRoute } from './helpers.js';

const specs = [
  path.join(fixture('openapi-schema-pages'), 'spec.yaml'),
  path.join(fixture('openapi-schemas'), 'spec.yaml'),
  path.join(sharedDir, 'specs', 'oai', 'v3.0', 'petstore.yaml'),
  path.join(sharedDir, 'specs', 'oai', 'v3.0', 'petstore-expanded.yaml'),
  path.join(sharedDir, 'specs', 'docusaurus-openapi-docs', 'tests', 'allOf.yaml'),
  path.join(sharedDir, 'specs', 'betaseries-openapi.json'),
  path.join(sharedDir, 'specs', 'stripe', 'spec3.yaml'),
];

/** Misses and counts of one spec: each operation's page and the pages its content links to, rendered once each. */
export function measureCoverage(api: LoadedApi): { misses: string[]; facts: number } {
  const routes = new Map<string, Route>(createApiRoutes(api).routes.map((r) => [r.url, r]));
  const pages = new Map<string, PageFacts | undefined>();
  const read = (url: string) => {
    if (!pages.has(url)) {
      const route = routes.get(url);
      pages.set(url, route ? readPageFacts(renderRoute(api, route)) : undefined);
    }
    return pages.get(url);
  };
  const misses: string[] = [];
  let facts = 0;
  for (const op of listOperationFacts(api.schemas.document, api.schemas.resolveRef)) {
    const model = api.operations.find((o) => o.method === op.method && o.path === op.path);
    assert.ok(model, `${op.label} has a page`);
    const page = read(operationUrl(api, model))!;
    const linked = [...page.links].map(read).filter((p): p is PageFacts => p !== undefined);
    facts += op.parameters.length + op.properties.length + op.enumValues.length + op.statuses.length + op.mediaTypes.length;
    misses.push(...findMissingFacts(op, page, linked, responseId));
  }
  return { misses, facts };
}

for (const spec of specs) {
  const name = path.relative(path.dirname(repoRoot), spec);
  test(`${name}: every parameter, property to depth 3, enum value, status and media type is on the page or one click away`, { timeout: 600_000 }, async (t) => {
    if (!fs.existsSync(spec)) return t.skip(`${spec} is absent`);
    const api = await loadOrFail(spec);
    const { misses, facts } = measureCoverage(api);
    t.diagnostic(`${facts} facts, ${misses.length} missed (${(((facts - misses.length) / facts) * 100).toFixed(1)} % found)`);
    if (misses.length) console.log(`${name}: ${misses.length} missed of ${facts}\n  ${misses.slice(0, 50).join('\n  ')}`);
    assert.equal(misses.length, 0);
  });
}
