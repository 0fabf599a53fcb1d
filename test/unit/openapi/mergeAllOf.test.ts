import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mergeAllOf } from '../../../src/node/openapi/mergeAllOf.js';

test('members that all set additionalProperties: false keep every property (the blank-schema bug)', () => {
  const base = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer' } } };
  const named = { type: 'object', additionalProperties: false, required: ['name'], properties: { name: { type: 'string' } } };
  const merged = mergeAllOf({ allOf: [base, named, { additionalProperties: false, properties: { age: { type: 'integer' } } }] });
  assert.deepEqual(Object.keys(merged.properties), ['id', 'name', 'age']);
  assert.deepEqual(merged.required.sort(), ['id', 'name']);
  assert.equal(merged.additionalProperties, false);
  assert.equal(merged.type, 'object');
});

test('the schema\'s own keywords win over its members, nested allOf are merged, inputs are not modified', () => {
  const inner = { allOf: [{ properties: { a: { type: 'string' } } }, { properties: { b: { type: 'string' } } }] };
  const schema = { description: 'outer', allOf: [{ description: 'member', ...inner }, { properties: { c: { type: 'number' } } }] };
  const before = JSON.stringify(schema);
  const merged = mergeAllOf(schema);
  assert.equal(merged.description, 'outer');
  assert.deepEqual(Object.keys(merged.properties), ['a', 'b', 'c']);
  assert.equal(JSON.stringify(schema), before);
});

test('a property defined by two members is merged, not overwritten', () => {
  const merged = mergeAllOf({
    allOf: [
      { properties: { owner: { type: 'object', properties: { id: { type: 'integer' } } } } },
      { properties: { owner: { properties: { name: { type: 'string' } }, required: ['name'] } } },
    ],
  });
  assert.deepEqual(Object.keys(merged.properties.owner.properties), ['id', 'name']);
  assert.deepEqual(merged.properties.owner.required, ['name']);
});

test('oneOf inside a member survives the merge; a schema map for additionalProperties beats false', () => {
  const merged = mergeAllOf({ allOf: [{ additionalProperties: false }, { additionalProperties: { type: 'string' }, oneOf: [{ type: 'object' }] }] });
  assert.deepEqual(merged.additionalProperties, { type: 'string' });
  assert.equal(merged.oneOf.length, 1);
});

test('a cycle through allOf ends (leftover $ref resolved once, memo placeholder breaks the loop)', () => {
  const node: any = { allOf: [{ properties: { next: { $ref: '#/components/schemas/Node' } } }] };
  const merged = mergeAllOf(node, (ref) => (ref === '#/components/schemas/Node' ? node : undefined));
  assert.deepEqual(Object.keys(merged.properties), ['next']);
  assert.equal(mergeAllOf(node), merged, 'memoised by identity');
});

test('bounds and enums of every member hold at once: the tightest bound and the values all allow; conditions are kept', () => {
  const base = { type: 'object', properties: { status: { type: 'string', enum: ['a', 'b', 'c'], description: 'Status' }, count: { type: 'integer', minimum: 1, maximum: 20 } } };
  const narrowed = { properties: { status: { enum: ['a', 'c', 'z'] }, count: { minimum: 5, maximum: 10 } } };
  const merged = mergeAllOf({ allOf: [base, narrowed, { if: { properties: { count: { const: 5 } } }, then: { required: ['status'] } }] });
  assert.deepEqual(merged.properties.status.enum, ['a', 'c']);
  assert.equal(merged.properties.status.description, 'Status');
  assert.equal(merged.properties.count.minimum, 5);
  assert.equal(merged.properties.count.maximum, 10);
  assert.deepEqual(merged.then, { required: ['status'] });
  assert.ok(merged.if);
  // Strings and lists the same way.
  const text = mergeAllOf({ allOf: [{ type: 'string', minLength: 2, maxLength: 50 }, { maxLength: 10 }, { minLength: 4 }] });
  assert.deepEqual([text.minLength, text.maxLength], [4, 10]);
});
