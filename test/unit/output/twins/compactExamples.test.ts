// A compact operation twin's examples take the room the rest of the twin leaves: the spec's own first, then the
// generated ones; those left out are named, with their size and a link to the page's block that shows them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exampleLines, fillExampleSlots, type ExampleSlot } from '../../../../src/node/output/twins/compactExamples.js';

const example = (label: string, size: number, generated: boolean) => ({ label, text: `"${'x'.repeat(size)}"`, html: '', language: 'json', generated });

test('the spec\'s examples come first, then generated ones, while they fit; the others are named with a link to the page', () => {
  const generated = example('Example (generated from the schema)', 3_000, true);
  const own = [example('Small order', 1_000, false), example('Large order', 3_000, false)];
  const slots: ExampleSlot[] = [
    { at: 2, examples: [generated], href: '/docs/api/x#request-body-application-json' },
    { at: 4, examples: own, href: '/docs/api/x#response-200-application-json' },
  ];
  const lines = ['# X', '', '', '### 200 OK', ''];
  // Room for both spec examples but not the generated one as well.
  const room = ['# X', '', '', '### 200 OK', ''].join('\n').length + 5_000;
  const leftOut = fillExampleSlots(lines, slots, room);
  assert.equal(leftOut, 1);
  const text = lines.join('\n');
  assert.ok(text.length <= room, `${text.length} > ${room}`);
  assert.ok(text.includes(exampleLines(own[0]).join('\n')) && text.includes(exampleLines(own[1]).join('\n')));
  assert.match(lines[2], /^Left out of this twin for its size: the example generated from the schema \(3,002 characters\)\. \[The page\]\(\/docs\/api\/x#request-body-application-json\) shows it\.\n$/);
});

test('with little room, every example is named and none is shown', () => {
  const slots: ExampleSlot[] = [{ at: 0, examples: [example('First', 5_000, false), example('Second', 5_000, false)], href: '/p#b' }];
  const lines = [''];
  assert.equal(fillExampleSlots(lines, slots, 1_000), 2);
  assert.equal(lines[0], 'Left out of this twin for their size: the example “First” (5,002 characters) and the example “Second” (5,002 characters). [The page](/p#b) shows them.\n');
});
