import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { EditMap } from 'micromark-util-edit-map';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { consumeFromFirstEdit, originalConsume, patchEditMap } from '../../../src/node/content/patchEditMap.js';
import { repoRoot } from '../../helpers/repoPaths.js';

const edit = fc.record({ at: fc.nat({ max: 60 }), remove: fc.nat({ max: 5 }), add: fc.array(fc.integer(), { maxLength: 4 }), before: fc.boolean() });

test('consumeFromFirstEdit gives exactly the events the library gives, for any edits', () => {
  fc.assert(fc.property(fc.array(fc.integer(), { maxLength: 60 }), fc.array(edit, { maxLength: 8 }), (events, edits) => {
    const [a, b] = [new EditMap(), new EditMap()];
    for (const e of edits) {
      for (const map of [a, b]) (e.before ? map.addBefore : map.add).call(map, e.at % (events.length + 1), e.remove, [...e.add] as never[]);
    }
    const [left, right] = [[...events], [...events]];
    originalConsume.call(a, left);
    consumeFromFirstEdit.call(b, right);
    assert.deepEqual(right, left);
  }), { numRuns: 2000 });
});

test('once patched, micromark parses lists and quotes to the same tree as before', () => {
  const markdown = '- a\n  - b\n\n> quote\n> - in a list\nlazy\n\n1. one\n2. two\n\n> > deep\n\ntext\n';
  const current = EditMap.prototype.consume;
  EditMap.prototype.consume = originalConsume as never;
  const before = fromMarkdown(markdown);
  EditMap.prototype.consume = current;
  patchEditMap();
  assert.equal(EditMap.prototype.consume, consumeFromFirstEdit);
  assert.deepEqual(fromMarkdown(markdown), before);
});

test('micromark uses the single copy of micromark-util-edit-map that the patch reaches', () => {
  // A nested copy (after a dependency update) would leave micromark on the quadratic original without a word.
  for (const dependent of ['micromark', 'micromark-core-commonmark']) {
    assert.equal(fs.existsSync(path.join(repoRoot, 'node_modules', dependent, 'node_modules', 'micromark-util-edit-map')), false, dependent);
  }
});
