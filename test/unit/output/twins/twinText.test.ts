// Twins kept as bytes until they are written (src/node/output/twins/twinText.ts, llmsTxt.ts): what a reader gets from
// `/x.md` and `/llms-full.txt` is the text the twin was written as, whatever characters it holds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { joinTwin, keepTwinBody } from '../../../../src/node/output/twins/twinText.js';
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
