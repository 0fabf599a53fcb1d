import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { locateJsonError } from '../../../src/node/content/locateJsonError.js';

test('the first syntax error of a JSON text, as line and column', () => {
  assert.deepEqual(locateJsonError('{\n  "label": "Guides",\n  "position": \n}\n'), { line: 4, column: 1 });
  assert.deepEqual(locateJsonError('{"a": 1,}'), { line: 1, column: 9 });
  assert.deepEqual(locateJsonError('{\n  "a": 1\n  "b": 2\n}'), { line: 3, column: 3 });
  assert.deepEqual(locateJsonError('{"a": [1, 2'), { line: 1, column: 12 });
  assert.deepEqual(locateJsonError('{"a": "x"} extra'), { line: 1, column: 12 });
  assert.deepEqual(locateJsonError(''), { line: 1, column: 1 });
  assert.deepEqual(locateJsonError('{"a": tru}'), { line: 1, column: 7 });
});

test('agrees with JSON.parse on what is valid, for any JSON and for JSON with one character dropped', () => {
  fc.assert(fc.property(fc.json(), fc.nat(), (text, cut) => {
    assert.equal(locateJsonError(text), undefined, text);
    const broken = text.slice(0, cut % (text.length + 1)) + text.slice((cut % (text.length + 1)) + 1);
    let valid = true;
    try { JSON.parse(broken); } catch { valid = false; }
    assert.equal(locateJsonError(broken) === undefined, valid, broken);
  }), { numRuns: 500 });
});

test('very deep nesting is an error, not a stack overflow', () => {
  assert.ok(locateJsonError('['.repeat(100_000)));
});
