import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkOperationIds } from '../../../src/node/openapi/checkOperationIds.js';
import { createPointerLocator } from '../../../src/node/openapi/parseSpecText.js';
import * as jsYaml from 'js-yaml';

const text = `paths:
  /a:
    get:
      operationId: same
    post:
      operationId: other
  /b:
    parameters: []
    put:
      operationId: same
    x-note: { operationId: same }
  /c:
    delete:
      operationId: same
`;

test('each reuse of an operationId is an error at its line, naming the first use and its line', () => {
  const diagnostics = checkOperationIds(jsYaml.load(text) as Record<string, any>, '/spec.yaml', createPointerLocator(text));
  assert.deepEqual(diagnostics.map((d) => [d.line, d.column, d.message]), [
    [10, 7, 'The operationId `same` of PUT /b is already used by GET /a (line 4)'],
    [14, 7, 'The operationId `same` of DELETE /c is already used by GET /a (line 4)'],
  ]);
  assert.ok(diagnostics.every((d) => d.code === 'openapi-duplicate-id' && d.hint));
});

test('no paths, odd path items and unique ids give nothing', () => {
  assert.deepEqual(checkOperationIds({}, '/s', () => undefined), []);
  assert.deepEqual(checkOperationIds({ paths: { '/a': null, '/b': 'x', '/c': { get: { operationId: 'a' } }, '/d': { get: { operationId: 'b' } } } }, '/s', () => undefined), []);
});
