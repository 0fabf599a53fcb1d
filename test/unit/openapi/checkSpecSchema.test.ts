import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkSpecSchema } from '../../../src/node/openapi/checkSpecSchema.js';

const base = (version: string) => ({
  openapi: version,
  info: { title: 'Kettles', version: '1.0' },
  paths: {
    '/kettles/{id}': {
      get: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'A kettle' } },
      },
    },
  },
});

for (const version of ['3.0.3', '3.1.0']) {
  test(`${version}: an unknown top-level field is reported beside a problem deeper in the document`, () => {
    const doc = { ...base(version), bogus: true, info: { title: 'Kettles', version: '1.0', extra: 1 } };
    const problems = checkSpecSchema(doc);
    assert.deepEqual(problems.map((p) => p.pointer).sort(), ['', '/info'], JSON.stringify(problems));
    assert.match(problems.find((p) => p.pointer === '')!.message, /'bogus' is not a field OpenAPI defines here/);
    assert.match(problems.find((p) => p.pointer === '/info')!.message, /'extra' is not a field OpenAPI defines here/);
  });

  test(`${version}: a wrong value inside alternatives is one problem at its place, not one per alternative`, () => {
    const doc = base(version);
    (doc.paths['/kettles/{id}'].get.parameters[0] as Record<string, unknown>).in = 'body';
    const problems = checkSpecSchema(doc);
    assert.equal(problems.length, 1, JSON.stringify(problems));
    assert.equal(problems[0].pointer, '/paths/~1kettles~1{id}/get/parameters/0/in');
  });
}
