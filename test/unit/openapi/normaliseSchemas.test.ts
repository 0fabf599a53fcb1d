// normaliseSchemas: what renderers agree on, made explicit once in the loaded document.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { normaliseSchemas } from '../../../src/node/openapi/normaliseSchemas.js';
import { describeType } from '../../../src/node/openapi/describeSchema.js';
import { generateExample } from '../../../src/node/openapi/generateExample.js';

test('an older draft\'s tuple (items: [...], additionalItems) is prefixItems and items, so every renderer reads one form', () => {
  const open = { type: 'array', items: [{ type: 'string' }, { type: 'integer' }], additionalItems: { type: 'number' }, minItems: 3 };
  const closed = { type: 'array', items: [{ type: 'string' }], additionalItems: false };
  const plain = { type: 'array', items: [{ type: 'boolean' }] };
  normaliseSchemas({ components: { schemas: { open, closed, plain } } });
  assert.deepEqual(open, { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], items: { type: 'number' }, minItems: 3 });
  assert.deepEqual(closed, { type: 'array', prefixItems: [{ type: 'string' }], items: false });
  assert.deepEqual(plain, { type: 'array', prefixItems: [{ type: 'boolean' }] });
  assert.equal(describeType(open), '[string, integer, ...number[]]');
  assert.deepEqual(generateExample(open, { mode: 'response' }), ['string', 0, 0]);
  assert.deepEqual(generateExample(closed, { mode: 'response' }), ['string']);
});
