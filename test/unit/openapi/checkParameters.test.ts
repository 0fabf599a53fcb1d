import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import * as jsYaml from 'js-yaml';
import { checkParameters } from '../../../src/node/openapi/checkParameters.js';
import { createPointerLocator } from '../../../src/node/openapi/parseSpecText.js';
// @ts-expect-error: a plain .mjs script without type declarations
import { duplicatePair } from '../../../scripts/precompiledValidator.mjs';

const text = `paths:
  /a/{id}:
    parameters:
      - { name: id, in: path, required: true }
      - { name: id, in: path, required: true }
    get:
      parameters:
        - { name: q, in: query }
        - { name: q, in: header }
        - $ref: '#/components/parameters/Q'
        - $ref: './other.yaml#/Q'
        - { name: q, in: query, description: again }
    post:
      parameters:
        - { name: q, in: query }
components:
  parameters:
    Q: { $ref: '#/components/parameters/RealQ' }
    RealQ: { name: q, in: query }
`;

test('each parameter that repeats the `in` and name of an earlier one of its list: a warning at its line, naming the first', () => {
  const { diagnostics } = checkParameters(jsYaml.load(text) as Record<string, any>, '/spec.yaml', createPointerLocator(text));
  assert.deepEqual(diagnostics.map((d) => [d.line, d.column, d.message]), [
    [5, 9, 'The path parameter `id` of the path /a/{id} is already listed (line 4)'],
    // Through a $ref (and a $ref it leads to); one in another file is the validator's to judge.
    [10, 11, 'The query parameter `q` of GET /a/{id} is already listed (line 8)'],
    [12, 11, 'The query parameter `q` of GET /a/{id} is already listed (line 8)'],
  ]);
  assert.ok(diagnostics.every((d) => d.code === 'openapi-duplicate-parameter' && d.severity === 'warning' && d.hint));
});

test("the schema validator's findings about the repeats reported are covered, others are not", () => {
  const { covers } = checkParameters(jsYaml.load(text) as Record<string, any>, '/spec.yaml', createPointerLocator(text));
  assert.ok(covers({ pointer: '/paths/~1a~1{id}/parameters', message: 'items 0 and 1 are the same' }));
  assert.ok(covers({ pointer: '/paths/~1a~1{id}/get/parameters', message: 'items 0 and 2 are the same' }));
  assert.ok(!covers({ pointer: '/tags', message: 'items 0 and 1 are the same' }));
  assert.ok(!covers({ pointer: '/paths/~1a~1{id}/parameters', message: "the required field 'schema' is missing" }));
});

test('20,000 parameters, half of them repeats: one pass', () => {
  const parameters = Array.from({ length: 20_000 }, (_, i) => ({ name: `p${i % 10_000}`, in: 'query' }));
  const { diagnostics } = checkParameters({ paths: { '/a': { get: { parameters } } } }, '/spec.json', () => undefined);
  assert.equal(diagnostics.length, 10_000);
});

// scripts/precompiledValidator.mjs: uniqueItems in the validator compiled into the bundle.
const require = createRequire(createRequire(import.meta.url).resolve('@readme/openapi-parser'));
const equal: (a: unknown, b: unknown) => boolean = require('ajv/dist/runtime/equal').default;

/** The pair Ajv's own uniqueItems code reports for an array of objects: every pair compared, last first. */
function ajvPair(data: unknown[]): [number, number] | undefined {
  for (let i = data.length - 1; i > 0; i--) for (let j = i - 1; j >= 0; j--) if (equal(data[i], data[j])) return [i, j];
  return undefined;
}

test("duplicatePair reports the pair of equal items that Ajv's pairwise loop reports, shared values and all", () => {
  const shared = [{ a: 1 }, [1, { b: null }], { c: [] }];
  const leaf = fc.oneof(fc.constantFrom('a', 'b', '', '1', 'null', 1, 0, -0, 2.5, true, false, null), fc.constantFrom(...shared));
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(fc.constantFrom('a', 'b', 'c', '__proto__'), tie('value'), { maxKeys: 3, noNullPrototype: true })),
  }));
  fc.assert(fc.property(fc.array(value, { maxLength: 8 }), (items) => {
    assert.deepEqual(duplicatePair(items), ajvPair(items));
  }), { numRuns: 20_000, seed: 24 });
  assert.deepEqual(duplicatePair([{ a: 1, b: [2] }, { b: [2], a: 1 }]), [1, 0], 'keys in another order');
  assert.equal(duplicatePair([{ a: 1 }, { a: '1' }, { a: [1] }, [{ a: 1 }]]), undefined);
});

test('duplicatePair is linear: 20,000 parameters alike at the top and different deep down, or all identical', () => {
  const deep = Array.from({ length: 20_000 }, (_, i) => ({ name: 'q', in: 'query', schema: { type: 'string', enum: [{ v: [i] }] } }));
  assert.equal(duplicatePair(deep), undefined);
  deep.push({ name: 'q', in: 'query', schema: { type: 'string', enum: [{ v: [7] }] } });
  assert.deepEqual(duplicatePair(deep), [20_000, 7]);
  const same = Array.from({ length: 20_000 }, () => ({ name: 'q', in: 'query' }));
  assert.deepEqual(duplicatePair(same), [19_999, 19_998]);
});
