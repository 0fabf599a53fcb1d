import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkCategoryMeta } from '../../../src/node/content/checkCategoryMeta.js';
import { collectContent } from '../../../src/node/content/collectContent.js';

const file = '/site/content/docs/guides/_category_.json';
const check = (text: string) => checkCategoryMeta(JSON.parse(text), text, file).map((d) => [d.severity, d.code, d.message]);

test("keys named like Object's own (constructor, toString, __proto__) are unknown keys, not a crash or a riddle", () => {
  assert.deepEqual(check('{ "label": "L", "constructor": 1, "toString": "x", "__proto__": { "label": "P" } }'), [
    ['warning', 'category-unknown-key', "Unknown category key 'constructor' (ignored)"],
    ['warning', 'category-unknown-key', "Unknown category key 'toString' (ignored)"],
    ['warning', 'category-unknown-key', "Unknown category key '__proto__' (ignored)"],
  ]);
});

test("a generated index's slug, title and description must be text: they become the index page's URL, title and text", () => {
  assert.deepEqual(check('{ "link": { "type": "generated-index", "slug": "/all", "title": "All", "description": "Every guide" } }'), []);
  for (const key of ['slug', 'title', 'description']) {
    const problems = check(`{ "link": { "type": "generated-index", "${key}": { "x": 1 } } }`);
    assert.equal(problems.length, 1, key);
    assert.deepEqual(problems[0].slice(0, 2), ['error', 'category-meta']);
    assert.match(problems[0][2], new RegExp(`must be \\{ "type": "generated-index" \\} with "${key}" as a string`), key);
  }
});

test('through collectContent: a generated index whose title is not text is an error at the file, not an internal error later', () => {
  const text = '{ "label": "Guides", "link": { "type": "generated-index", "title": { "x": 1 }, "slug": 5 } }';
  const { categories, diagnostics } = collectContent([{ file, relPath: 'guides/_category_.json', collection: 'docs', kind: 'category', text }]);
  assert.deepEqual(diagnostics.map((d) => [d.severity, d.code, d.file]), [['error', 'category-meta', file]]);
  assert.equal(categories.has('guides'), false);
});
