// Spec descriptions in the twins (src/node/output/twins/specMarkdown.ts) say what their page shows: the same link
// targets as renderDescription's HTML (resolved against the link base, or unlinked), raw HTML as Markdown.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { specMarkdown } from '../../../../src/node/output/twins/specMarkdown.js';
import { renderDescription } from '../../../../src/node/openapi/renderDescription.js';

const base = 'https://harbour.example';

/** The link targets of some Markdown (inline links and images). */
const markdownTargets = (md: string) => [...md.matchAll(/\]\(<?([^)\s>]+)>?\)/g)].map((m) => m[1]);
/** The link targets the page's HTML has. */
const htmlTargets = (html: string) => [...html.matchAll(/<(?:a|img)\s[^>]*?(?:href|src)="([^"]*)"/g)].map((m) => m[1].replace(/&#x26;/g, '&'));

test('spec descriptions: Markdown as written, raw HTML reduced to its text and links (moved here from guideTwin.test.ts)', () => {
  assert.equal(specMarkdown('Plain `code` and [a link](https://x.test).\n'), 'Plain `code` and [a link](https://x.test).');
  assert.equal(specMarkdown('<p>One <b>bold</b> <a href="https://x.test">link</a></p>'), 'One bold [link](https://x.test)');
});

test('text without tags or links to resolve is returned as written, trimmed', () => {
  const text = 'The berth number, *as painted* on the quay: `B-12` (see https://harbour.example/berths).';
  assert.equal(specMarkdown(`  ${text}\n`), text);
  assert.equal(specMarkdown(`  ${text}\n`, { linkBase: base }), text);
});

test('an inline <a> becomes a Markdown link, resolved against the link base, or its text without one', () => {
  const text = 'The skipper on duty. <a href="/guides/crews">Read about crews</a> before you change it.';
  assert.equal(specMarkdown(text, { linkBase: base }), 'The skipper on duty. [Read about crews](https://harbour.example/guides/crews) before you change it.');
  assert.equal(specMarkdown(text), 'The skipper on duty. Read about crews before you change it.');
  assert.equal(specMarkdown('Charts: <a href="https://charts.example/n1" title="North">north</a>.'), 'Charts: [north](https://charts.example/n1).');
  assert.equal(specMarkdown('An <a name="x">anchor</a> only.'), 'An anchor only.');
});

test('root-relative, relative and in-page Markdown links resolve as on the page or become text', () => {
  const text = 'See [tides](/guides/tides), [moorings](docs/moorings/object), [above](#top) and [the log](https://log.example/).';
  assert.equal(specMarkdown(text), 'See tides, moorings, above and [the log](https://log.example/).');
  assert.equal(specMarkdown(text, { linkBase: base }),
    'See [tides](https://harbour.example/guides/tides), [moorings](https://harbour.example/docs/moorings/object), above and [the log](https://log.example/).');
  // Reference links too: the definition goes, as on the page.
  assert.equal(specMarkdown('Read [the rules][r] first.\n\n[r]: /rules'), 'Read the rules first.');
  assert.equal(specMarkdown('Read [the rules][r] first.\n\n[r]: /rules', { linkBase: base }), 'Read [the rules](https://harbour.example/rules) first.');
});

test('<br> is a line break, two of them (or <p>) a new paragraph; other tags go and keep their text', () => {
  assert.equal(specMarkdown('First line.<br>Second line.'), 'First line.\\\nSecond line.');
  assert.equal(specMarkdown('A boat to moor. <br><br>Moored boats pay by the night.'), 'A boat to moor.\n\nMoored boats pay by the night.');
  assert.equal(specMarkdown('Ends with a break.<br/>'), 'Ends with a break.');
  assert.equal(specMarkdown('<br>'), '');
  assert.equal(specMarkdown('The <b>hull</b> <i>colour</i>, <span class="x">as seen</span> <code>from_quay</code>.<!-- note -->'), 'The hull colour, as seen `from_quay`.');
  assert.equal(specMarkdown('<img src="/img/boat.png" alt="A boat"> moored'), 'A boat moored');
  assert.equal(specMarkdown('<img src="/img/boat.png" alt="A boat"> moored', { linkBase: base }), '![A boat](https://harbour.example/img/boat.png) moored');
});

test('in a list, a break keeps to its item, and text that would start a block is escaped', () => {
  const md = specMarkdown('- one<br>- two\n- three');
  assert.equal(md, '- one\\\n  \\- two\n- three');
});

test('`:::` and `:name` are text, as on the page (which reads no directives)', () => {
  assert.equal(specMarkdown(':::note\nSee <a href="/x">the note</a>\n:::'), ':::note\nSee the note\n:::');
  assert.equal(specMarkdown('Set key:value, <b>then</b> :save'), 'Set key:value, then :save');
});

test('the twin links where the page links, for every case above', () => {
  const cases = [
    'The skipper on duty. <a href="/guides/crews">Read about crews</a> before you change it.',
    'See [tides](/guides/tides), [moorings](docs/moorings/object), [above](#top) and [the log](https://log.example/).',
    'Read [the rules][r] first.\n\n[r]: /rules',
    '<p>A <a href="guides/x">block</a> of HTML <img src="/i.png" alt="i"></p>',
    'Mail <a href="mailto:harbour@harbour.example">the office</a>; <a href="ftp://old.example/x">old files</a>.',
  ];
  for (const linkBase of [undefined, base]) {
    for (const text of cases) {
      assert.deepEqual(markdownTargets(specMarkdown(text, { linkBase })), htmlTargets(renderDescription(text, { linkBase }).html), `${linkBase}: ${text}`);
    }
  }
});

test('the same text is converted once per link base', () => {
  const text = 'Moorings: <a href="/m">list</a>.';
  assert.equal(specMarkdown(text), specMarkdown(text));
  assert.notEqual(specMarkdown(text), specMarkdown(text, { linkBase: base }));
});
