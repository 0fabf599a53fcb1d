import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCodeMeta } from '../../../../src/node/content/plugins/rehypeCodeBlocks.js';

test('parseCodeMeta reads the title in every quoting style', () => {
  assert.equal(parseCodeMeta('title="hello world.js"').title, 'hello world.js');
  assert.equal(parseCodeMeta("title='a.py'").title, 'a.py');
  assert.equal(parseCodeMeta('title=plain.sh {1}').title, 'plain.sh');
  assert.equal(parseCodeMeta(undefined).title, undefined);
  assert.equal(parseCodeMeta('{1}').title, undefined);
});

test('parseCodeMeta expands line ranges', () => {
  assert.deepEqual([...parseCodeMeta('{1,3-5}').lines], [1, 3, 4, 5]);
  assert.deepEqual([...parseCodeMeta('title="x" { 2 , 7-8 }').lines], [2, 7, 8]);
  assert.deepEqual([...parseCodeMeta('title="x"').lines], []);
  assert.deepEqual([...parseCodeMeta('{x}').lines], []);
});
