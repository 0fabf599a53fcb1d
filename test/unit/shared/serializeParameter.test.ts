// OpenAPI style/explode serialisation, shared by the try-it request and the code samples.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serializeHeader, serializePath, serializeQuery } from '../../../src/shared/serializeParameter.js';

const enc = encodeURIComponent;
const point = { R: 100, G: 'a b' };

test('query: defaults to form + explode; explode false, space and pipe join; deepObject brackets; encode spares delimiters', () => {
  assert.deepEqual(serializeQuery({ name: 'c' }, ['x', 'y z']), [['c', 'x'], ['c', 'y z']]);
  assert.deepEqual(serializeQuery({ name: 'c', explode: false }, ['x', 'y,z'], enc), [['c', 'x,y%2Cz']]);
  assert.deepEqual(serializeQuery({ name: 'c', style: 'spaceDelimited' }, ['x', 'y'], enc), [['c', 'x%20y']]);
  assert.deepEqual(serializeQuery({ name: 'c', style: 'pipeDelimited' }, ['x', 'y'], enc), [['c', 'x|y']]);
  assert.deepEqual(serializeQuery({ name: 'c' }, point), [['R', '100'], ['G', 'a b']]);
  assert.deepEqual(serializeQuery({ name: 'c', explode: false }, point), [['c', 'R,100,G,a b']]);
  assert.deepEqual(serializeQuery({ name: 'c', style: 'deepObject', explode: true }, point, enc), [['c%5BR%5D', '100'], ['c%5BG%5D', 'a%20b']]);
  assert.deepEqual(serializeQuery({ name: 'c' }, 5), [['c', '5']]);
  assert.deepEqual(serializeQuery({ name: 'c' }, [{ a: 1 }]), [['c', '{"a":1}']], 'nested values have no style: JSON');
});

test('path: simple, label and matrix, arrays and objects, exploded or not; header: simple', () => {
  const cases: [string, boolean, unknown, string][] = [
    ['simple', false, ['a', 'b/c'], 'a,b%2Fc'],
    ['simple', true, point, 'R=100,G=a%20b'],
    ['simple', false, point, 'R,100,G,a%20b'],
    ['label', false, ['a', 'b'], '.a,b'],
    ['label', true, ['a', 'b'], '.a.b'],
    ['label', true, point, '.R=100.G=a%20b'],
    ['matrix', false, ['a', 'b'], ';id=a,b'],
    ['matrix', true, ['a', 'b'], ';id=a;id=b'],
    ['matrix', true, point, ';R=100;G=a%20b'],
    ['matrix', false, 'a', ';id=a'],
  ];
  for (const [style, explode, value, expected] of cases) assert.equal(serializePath({ name: 'id', style, explode }, value, enc), expected, `${style} ${explode}`);
  assert.equal(serializePath({ name: 'id' }, 7, enc), '7');
  assert.equal(serializeHeader({ name: 'X' }, ['a', 'b']), 'a,b');
  assert.equal(serializeHeader({ name: 'X', explode: true }, point), 'R=100,G=a b');
});
