import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { generateExample } from '../../../src/node/openapi/generateExample.js';
import { fixture } from '../../helpers/repoPaths.js';
import { loadOrFail } from './helpers.js';

test('examples prefer the schema\'s own example, default and first enum value', () => {
  assert.equal(generateExample({ type: 'string', example: 'Rex' }), 'Rex');
  assert.equal(generateExample({ type: 'integer', default: 5 }), 5);
  assert.equal(generateExample({ type: 'string', enum: ['cat', 'dog'] }), 'cat');
  assert.equal(generateExample({ type: 'string', format: 'date-time' }), '2024-01-15T09:30:00Z');
  assert.equal(generateExample({ type: 'integer', minimum: 3 }), 3);
});

test('objects, arrays of arrays and allOf are generated recursively; readOnly is left out of requests', () => {
  const schema = {
    allOf: [
      { type: 'object', properties: { id: { type: 'integer', readOnly: true } } },
      { type: 'object', properties: { grid: { type: 'array', items: { type: 'array', items: { type: 'number' } } }, ok: { type: 'boolean' } } },
    ],
  };
  assert.deepEqual(generateExample(schema, { mode: 'response' }), { id: 0, grid: [[0]], ok: true });
  assert.deepEqual(generateExample(schema, { mode: 'request' }), { grid: [[0]], ok: true });
});

test('oneOf takes the first alternative and fills in the discriminator value', () => {
  const cat = { type: 'object', properties: { kind: { type: 'string' }, lives: { type: 'integer' } } };
  const refs: Record<string, object> = { '#/components/schemas/Cat': cat };
  const pet = { oneOf: [cat], discriminator: { propertyName: 'kind', mapping: { feline: '#/components/schemas/Cat' } } };
  assert.deepEqual(generateExample(pet, { resolve: (r) => refs[r] as any }), { kind: 'feline', lives: 0 });
});

test('cycles end: a self-referencing schema gives a finite example', () => {
  const node: any = { type: 'object', properties: { name: { type: 'string' } } };
  node.properties.next = node;
  node.properties.children = { type: 'array', items: node };
  assert.deepEqual(generateExample(node), { name: 'string', children: [] });
});

test('big schemas are cut to their required properties past the size budget', () => {
  const props: Record<string, object> = {};
  for (let i = 0; i < 50; i++) props[`p${i}`] = { type: 'string' };
  const value = generateExample({ type: 'object', required: ['p49'], properties: props }, { maxNodes: 10 }) as Record<string, unknown>;
  assert.ok(Object.keys(value).length < 15);
  assert.equal(value.p49, 'string');
});

test('a property readOnly through an allOf is left out of a request example', () => {
  const Id = { type: 'string', readOnly: true };
  const schema = { type: 'object', properties: { createdBy: { allOf: [Id], description: 'Who made it' }, name: { type: 'string' } } };
  assert.deepEqual(generateExample(schema, { mode: 'request' }), { name: 'string' });
  assert.deepEqual(Object.keys(generateExample(schema, { mode: 'response' }) as object), ['createdBy', 'name']);
});

test('made-up values meet their constraints: exclusive and negative bounds, multipleOf, lengths, minItems', () => {
  assert.equal(generateExample({ type: 'integer', minimum: 0, exclusiveMinimum: true }), 1);
  assert.equal(generateExample({ type: 'number', exclusiveMinimum: 0 }), 1);
  assert.equal(generateExample({ type: 'integer', maximum: -5 }), -5);
  assert.equal(generateExample({ type: 'integer', minimum: 1, multipleOf: 5 }), 5);
  assert.equal(generateExample({ type: 'integer', minimum: 3, maximum: 9 }), 3);
  assert.equal(generateExample({ type: 'number', minimum: 2.5 }), 2.5);
  assert.equal(generateExample({ type: 'string', minLength: 10 }), 'stringstri');
  assert.equal(generateExample({ type: 'string', maxLength: 4 }), 'stri');
  assert.deepEqual(generateExample({ type: 'array', minItems: 2, items: { type: 'integer' } }), [0, 0]);
});

test('a discriminator without a mapping is filled in with the chosen schema name', () => {
  const Cat = { type: 'object', properties: { kind: { type: 'string' }, lives: { type: 'integer' } } };
  const names = new WeakMap<object, string>([[Cat, 'Cat']]);
  assert.deepEqual(generateExample({ oneOf: [Cat], discriminator: { propertyName: 'kind' } }, { names }), { kind: 'Cat', lives: 0 });
});

test('properties and alternatives together, and several oneOf groups: the example has what one alternative of each adds', () => {
  const withProps = {
    type: 'object',
    properties: { id: { type: 'integer' } },
    oneOf: [{ type: 'object', properties: { scope: { type: 'string', enum: ['team'] } } }, { type: 'object', properties: { user: { type: 'string' } } }],
  };
  assert.deepEqual(generateExample(withProps), { id: 0, scope: 'team' });
  const twoGroups = {
    allOf: [
      { oneOf: [{ type: 'object', properties: { a1: { type: 'boolean' } } }, { type: 'object', properties: { a2: { type: 'boolean' } } }] },
      { oneOf: [{ type: 'object', properties: { b1: { type: 'integer' } } }, { type: 'object', properties: { b2: { type: 'integer' } } }] },
    ],
  };
  assert.deepEqual(generateExample(twoGroups), { a1: true, b1: 0 });
});

test('required properties are there at any depth: past the depth limit only the optional ones are left out; a cycle ends the example', async () => {
  const api = await loadOrFail(path.join(fixture('openapi-deep-required'), 'spec.yaml'));
  const schema = api.operations[0].responses[0].content[0].schema;
  const example = generateExample(schema, { mode: 'response', resolve: api.schemas.resolveRef }) as Record<string, unknown>;
  let box = example;
  for (let level = 1; level <= 10; level++) {
    assert.equal(box.label, `box-${level}`, `level ${level}`);
    box = box.inner as Record<string, unknown>;
  }
  // Box11 requires Box1 again: the cycle ends there, as cycles do (the property is left out), the rest is kept.
  assert.deepEqual(box, { seal: 'sealed', weight: 1 });
  assert.ok(JSON.stringify(example).includes('"note"'), 'optional properties near the top are kept');
});

test('past the depth limit an array keeps the items its minItems asks for; a required free-form object stays empty', () => {
  let schema: Record<string, unknown> = { type: 'object', required: ['tags', 'extra'], properties: { tags: { type: 'array', minItems: 1, items: { type: 'string', example: 'deep' } }, list: { type: 'array', items: { type: 'string' } }, extra: { type: 'object' } } };
  for (let i = 0; i < 12; i++) schema = { type: 'object', required: ['next'], properties: { next: schema } };
  let value = generateExample(schema) as Record<string, unknown>;
  for (let i = 0; i < 12; i++) value = value.next as Record<string, unknown>;
  assert.deepEqual(value, { tags: ['deep'], extra: {} });
});

test('required properties that fan out (each level requiring two of the next) still give a bounded example', { timeout: 5000 }, () => {
  let schema: Record<string, unknown> = { type: 'string' };
  for (let i = 0; i < 30; i++) schema = { type: 'object', required: ['left', 'right'], properties: { left: schema, right: schema } };
  const text = JSON.stringify(generateExample(schema));
  assert.ok(text.length < 200_000, `${text.length} characters`);
});

test('a tuple gives one value per position, each from its own schema; its further items only as minItems asks', () => {
  const latLng = { type: 'array', prefixItems: [{ type: 'number', minimum: 1 }, { type: 'string', example: 'N' }], items: false };
  assert.deepEqual(generateExample(latLng), [1, 'N']);
  const open = { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], items: { type: 'boolean' } };
  assert.deepEqual(generateExample(open), ['string', 0]);
  assert.deepEqual(generateExample({ ...open, minItems: 4 }), ['string', 0, true, true]);
  // No `type`, no `items`: prefixItems alone make it an array, and a closed tuple gets no further items however many are asked.
  assert.deepEqual(generateExample({ prefixItems: [{ type: 'boolean' }] }), [true]);
  assert.deepEqual(generateExample({ ...latLng, minItems: 4 }), [1, 'N']);
  // Older drafts: positions in `items`, the rest in `additionalItems`.
  assert.deepEqual(generateExample({ type: 'array', items: [{ type: 'integer' }], additionalItems: { type: 'string' }, minItems: 2 }), [0, 'string']);
});

test('maxItems caps a tuple\'s positions and an array\'s items', () => {
  assert.deepEqual(generateExample({ type: 'array', prefixItems: [{ type: 'integer' }, { type: 'string' }], maxItems: 1 }), [0]);
  assert.deepEqual(generateExample({ type: 'array', items: { type: 'integer' }, minItems: 4, maxItems: 3 }), [0, 0, 0]);
  assert.deepEqual(generateExample({ type: 'array', items: { type: 'integer' }, maxItems: 0 }), []);
});

test('a tuple stops at a position that gives no value: the values after it cannot take its place', () => {
  const node: any = { type: 'array', prefixItems: [{ type: 'string' }] };
  node.prefixItems.push(node, { type: 'integer' });
  assert.deepEqual(generateExample(node), ['string']);
});
