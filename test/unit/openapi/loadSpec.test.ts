import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DEREFERENCE_TIMEOUT_MS, loadSpec } from '../../../src/node/openapi/loadSpec.js';
import { makeTmpDir } from '../../helpers/tmpDir.js';

/** A spec whose $refs fan out: A<n> has ten properties that each refer to A<n-1> (3 KB, no YAML alias). */
function fanOutSpec(levels: number): string {
  const schemas: Record<string, unknown> = { A0: { type: 'object', properties: Object.fromEntries(Array.from({ length: 10 }, (_, j) => [`p${j}`, { type: 'string' }])) } };
  for (let i = 1; i <= levels; i++) {
    schemas[`A${i}`] = { type: 'object', properties: Object.fromEntries(Array.from({ length: 10 }, (_, j) => [`p${j}`, { $ref: `#/components/schemas/A${i - 1}` }])) };
  }
  const body = { content: { 'application/json': { schema: { $ref: `#/components/schemas/A${levels}` } } } };
  return JSON.stringify({
    openapi: '3.1.0', info: { title: 'Fan-out', version: '1' },
    paths: { '/a': { post: { operationId: 'a', requestBody: body, responses: { 200: { description: 'ok', ...body } } } } },
    components: { schemas },
  });
}

test('$refs that fan out are an error that says so once resolving them passes the time limit, not a build that never ends', async (t) => {
  const dir = makeTmpDir(t);
  const file = path.join(dir, 'spec.json');
  // Six levels take seconds to resolve (each level ten times the one below); the limit here is a fraction of that.
  fs.writeFileSync(file, fanOutSpec(6));
  const started = Date.now();
  const loaded = await loadSpec(file, { dereferenceTimeoutMs: 300 });
  assert.ok(Date.now() - started < 5000, 'stopped near the limit');
  assert.equal(loaded.document, undefined);
  const d = loaded.diagnostics.find((x) => x.severity === 'error');
  assert.equal(d?.code, 'openapi-ref-expansion');
  assert.equal(d?.message, "Resolving the spec's $refs took more than 0.3 s: docgen stops");
  assert.equal(d?.file, file);
  assert.match(d?.hint ?? '', /\$refs fan out/);
});

test('a spec with a few levels of fan-out resolves well within the default limit', async (t) => {
  const dir = makeTmpDir(t);
  const file = path.join(dir, 'spec.json');
  fs.writeFileSync(file, fanOutSpec(2));
  const loaded = await loadSpec(file);
  assert.deepEqual(loaded.diagnostics.filter((d) => d.severity === 'error'), []);
  assert.ok(loaded.document);
  assert.ok(DEREFERENCE_TIMEOUT_MS >= 10_000, 'far above what real specs take');
});
