import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkLocalRefs, findRefProblem } from '../../../src/node/openapi/checkLocalRefs.js';
import { createPointerLocator } from '../../../src/node/openapi/parseSpecText.js';
import { collectRefs } from '../../../src/node/openapi/prepareExternalRefs.js';

const doc = {
  components: {
    schemas: {
      Show: { type: 'object', properties: { 'a/b': { type: 'string' }, '100%': { type: 'string' }, 'é': { type: 'string' }, 'n': null } },
      Alias: { $ref: '#/components/schemas/Show' },
      Loop: { $ref: '#/components/schemas/Loop' },
      Elsewhere: { $ref: 'other.yaml#/Thing' },
    },
  },
  tags: ['x'],
};

test('findRefProblem resolves refs as leniently as the parser: escaped, percent-encoded, unescaped slashes, through $refs', () => {
  for (const ref of [
    '#',
    '#/components/schemas/Show',
    '#/components/schemas/Show/properties/a~1b',
    '#/components/schemas/Show/properties/a/b',
    '#/components/schemas/Show/properties/a%2Fb',
    '#/components/schemas/Show/properties/100%',
    '#/components/schemas/Show/properties/100%25',
    '#/components/schemas/Show/properties/%C3%A9',
    '#/components/schemas/Show/properties/n',
    '#/components/schemas/Alias/properties/a~1b',
    '#/components/schemas/Elsewhere/anything',
    '#/tags/0',
    '#anchorName',
  ]) {
    assert.equal(findRefProblem(ref, doc), undefined, ref);
  }
});

test('findRefProblem says what is missing, and where the walk stopped', () => {
  assert.equal(findRefProblem('', doc), 'an empty reference');
  assert.equal(findRefProblem('#/components/schemas/Missing', doc), 'no "Missing" in /components/schemas');
  assert.equal(findRefProblem('#/nothing', doc), 'no "nothing" in the document');
  assert.equal(findRefProblem('#/components/schemas/Alias/properties/zzz', doc), 'no "zzz" in /components/schemas/Show/properties');
  assert.equal(findRefProblem('#/components/schemas/Show/type/x', doc), '/components/schemas/Show/type is the string "object", which has no "x"');
  assert.equal(findRefProblem('#/components/schemas/Show/properties/n/x', doc), '/components/schemas/Show/properties/n is null, which has no "x"');
  assert.equal(findRefProblem('#components/schemas/Show', doc), `a JSON pointer after '#' starts with '/' (write "#/components/schemas/Show")`);
  // Through a ref to itself the walk ends (after 50 steps) instead of looping, and leaves the verdict to the parser.
  assert.equal(findRefProblem('#/components/schemas/Loop/x', doc), undefined);
});

test('checkLocalRefs reports each broken local ref at the line of its $ref, once per use, and skips file refs', () => {
  const text = [
    'a:',
    "  $ref: '#/b/missing'",
    'b:',
    '  c:',
    "    $ref: '#/b/missing'",
    "  d: { $ref: 'file.yaml#/x' }",
    "  e: { $ref: '#/a' }",
    '',
  ].join('\n');
  const value = { a: { $ref: '#/b/missing' }, b: { c: { $ref: '#/b/missing' }, d: { $ref: 'file.yaml#/x' }, e: { $ref: '#/a' } } };
  const diagnostics = checkLocalRefs(collectRefs(value), value, '/spec.yaml', createPointerLocator(text));
  assert.deepEqual(diagnostics.map((d) => [d.line, d.column, d.message]), [
    [2, 3, '$ref "#/b/missing" at /a/$ref: no "missing" in /b'],
    [5, 5, '$ref "#/b/missing" at /b/c/$ref: no "missing" in /b'],
  ]);
  assert.ok(diagnostics.every((d) => d.severity === 'error' && d.file === '/spec.yaml' && d.hint));
});

test('inside a schema with an $id, a broken-looking "#/" ref is left to the parser (it is relative to that schema)', () => {
  const value = { components: { schemas: { S: { $id: 'https://example.com/s', $defs: { A: {} }, properties: { a: { $ref: '#/$defs/A' } } } } } };
  assert.deepEqual(checkLocalRefs(collectRefs(value), value, '/spec.yaml', () => undefined), []);
});
