import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkAllOfTypes } from '../../../src/node/openapi/checkAllOfTypes.js';

test('an allOf whose members name types no value has at once is reported at its pointer; compatible ones are not', () => {
  const document = {
    openapi: '3.0.3',
    components: {
      schemas: {
        Code: { type: 'integer' },
        Impossible: { allOf: [{ type: 'string' }, { $ref: '#/components/schemas/Code' }] },
        Narrowed: { allOf: [{ type: 'number' }, { type: 'integer', minimum: 1 }] },
        Untyped: { allOf: [{ type: 'object' }, { properties: { a: { type: 'string' } } }] },
        Nullable: { allOf: [{ type: 'string', nullable: true }, { type: 'string' }] },
        WithExample: { type: 'object', example: { allOf: [{ type: 'string' }, { type: 'integer' }] } },
      },
    },
  };
  const problems = checkAllOfTypes(document);
  assert.deepEqual(problems.map((p) => p.pointer), ['/components/schemas/Impossible']);
  assert.match(problems[0].message, /asks for string and integer at once/);
});
