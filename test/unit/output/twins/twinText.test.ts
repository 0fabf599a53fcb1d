// Twins kept as bytes until they are written (src/node/output/twins/twinText.ts, llmsTxt.ts): what a reader gets from
// `/x.md` and `/llms-full.txt` is the text the twin was written as, whatever characters it holds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { closeSentence, joinTwin, keepTwinBody, withFacts } from '../../../../src/node/output/twins/twinText.js';
import { createLlmsFullTxt } from '../../../../src/node/output/twins/llmsTxt.js';
import type { Route } from '../../../../src/shared/types.js';

const route = (url: string) => ({ url, title: url }) as Route;

test('a kept body counts its length in characters and gives back its text, past Latin-1 and the BMP alike', () => {
  const text = '# Café – “quoted” …\n\n- [Pets 🐈](/docs/api/pets.md)\n';
  const body = keepTwinBody(text);
  assert.equal(body.chars, text.length, 'the room of a twin is counted in characters, as before');
  assert.equal(body.bytes.toString('utf8'), text);
  assert.equal(joinTwin({ head: '---\ntitle: "Café"\n---', body }).toString('utf8'), `---\ntitle: "Café"\n---\n${text}`);
});

test('llms-full.txt is the listed twins in order, one line break between two, optional pages left out', () => {
  const twins = new Map([
    ['/a', { head: '---\ntitle: A\n---', body: keepTwinBody('# A…\n') }],
    ['/b', { head: '---\ntitle: B\n---', body: keepTwinBody('# B →\n') }],
    ['/c', { head: '---\ntitle: C\n---', body: keepTwinBody('# C\n') }],
  ]);
  const groups = [
    { title: 'Guides', routes: [route('/b'), route('/a')] },
    { title: 'Optional', routes: [route('/c')] },
  ];
  const full = createLlmsFullTxt(groups, twins);
  assert.equal(full.toString('utf8'), '---\ntitle: B\n---\n# B →\n\n---\ntitle: A\n---\n# A…\n');
});

test('a description and its facts are separate sentences: a full stop where the description has no closing punctuation', () => {
  assert.equal(withFacts('Unique identifier', 'Example: `"x"`.'), 'Unique identifier. Example: `"x"`.');
  assert.equal(withFacts('How many to return (at most 100)', 'Constraints: `<= 100`.'), 'How many to return (at most 100). Constraints: `<= 100`.');
  for (const done of ['Ends here.', 'Is it?', 'One of:', 'As *emphasised.*', '(In brackets.)', 'Quoted: “so.”']) {
    assert.equal(withFacts(done, 'Default: `1`.'), `${done} Default: \`1\`.`, done);
  }
  // A description that ends with a block: a full stop would join the block, so the facts are a paragraph of their own.
  assert.equal(withFacts('Values:\n\n- a\n- b', 'Default: `a`.'), 'Values:\n\n- a\n- b\n\nDefault: `a`.');
  assert.equal(withFacts('Like this:\n\n```\nx\n```', 'Example: `y`.'), 'Like this:\n\n```\nx\n```\n\nExample: `y`.');
  assert.equal(withFacts('Values:\n\n- a\n- b', 'Default: `a`.', true), 'Values:\n\n- a\n- b. Default: `a`.', 'a table cell is one line anyway');
  assert.equal(withFacts('', 'Example: `1`.'), 'Example: `1`.');
  assert.equal(withFacts('No facts', ''), 'No facts');
  assert.equal(closeSentence('Alpha  '), 'Alpha.');
});
