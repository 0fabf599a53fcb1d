import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findDeepNesting, maxNestingDepth } from '../../../src/node/content/findDeepNesting.js';

const list = (levels: number) => Array.from({ length: levels }, (_, i) => '  '.repeat(i) + '- item').join('\n');

test('ordinary documents pass, however long', () => {
  assert.equal(findDeepNesting('# Title\n\n> a quote\n> > nested\n\n- a\n  - b\n    - c\n\n:::tip\ntext\n:::\n'.repeat(1000)), undefined);
  assert.equal(findDeepNesting(list(maxNestingDepth)), undefined);
  assert.equal(findDeepNesting('**bold** and __strong__ and ' + '*'.repeat(2 * maxNestingDepth)), undefined);
});

test('lists, quotes, ::: containers and emphasis runs nested past the limit are found at their line', () => {
  assert.deepEqual(findDeepNesting('intro\n\n' + list(300)), { line: 2 + maxNestingDepth + 1, column: 2 * maxNestingDepth + 1, depth: maxNestingDepth + 1 });
  assert.deepEqual(findDeepNesting('x\n' + '> '.repeat(400) + 'deep\n'), { line: 2, column: 801, depth: 400 });
  assert.equal(findDeepNesting(':::note\n'.repeat(300) + 'x\n' + ':::\n'.repeat(300))?.depth, maxNestingDepth + 1);
  assert.deepEqual(findDeepNesting('a\n\nb ' + '*'.repeat(10_000) + 'x'), { line: 3, column: 3, depth: 5000 });
});

test('fenced code is not nesting, whatever its indentation or asterisks', () => {
  const code = '```text\n' + list(400) + '\n' + '*'.repeat(5000) + '\n```\n';
  assert.equal(findDeepNesting('# Code\n\n' + code + '\nafter\n'), undefined);
  assert.equal(findDeepNesting('~~~~\n```\n' + '> '.repeat(400) + '\n~~~~\n'), undefined, 'a shorter fence of the other kind does not close it');
});
