import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { descriptionToText, renderDescription, renderMarkdown, renderSimpleInline } from '../../../src/node/openapi/renderDescription.js';
import { exampleSite, sharedDir } from '../../helpers/repoPaths.js';

test('plain text is escaped and wrapped in a paragraph without Markdown parsing', () => {
  assert.equal(renderDescription('Series ID (optional)').html, '<p>Series ID (optional)</p>');
  for (const text of ['Series ID (optional)', 'Say "hi" to 3 > 2']) assert.equal(renderDescription(text).html, renderMarkdown(text).html, text);
});

test('raw HTML is sanitised: no scripts, handlers or javascript: URLs', () => {
  const { html } = renderDescription('<b>bold</b><script>alert(1)</script><a href="javascript:alert(2)" onclick="x()">x</a><img src="https://e.example/i.png" onerror="y()">');
  assert.match(html, /<b>bold<\/b>/);
  assert.doesNotMatch(html, /script|javascript:|onclick|onerror/);
});

test('headings move to the requested level; ids only when asked, avoiding reserved ids', () => {
  const text = '# Intro\n\n## Authentication\n\nSee [the auth section](#authentication) and [intro](#intro) and [gone](#nowhere).';
  const plain = renderDescription(text, { headingBase: 4 });
  assert.match(plain.html, /<h4>Intro<\/h4>/);
  assert.match(plain.html, /<h5>Authentication<\/h5>/);
  assert.doesNotMatch(plain.html, /id=|href="#/);
  const withIds = renderDescription(text, { headingBase: 2, headingIds: true, reservedIds: ['authentication'] });
  assert.deepEqual(withIds.headings, [
    { depth: 2, id: 'intro', text: 'Intro' },
    { depth: 3, id: 'authentication-1', text: 'Authentication' },
  ]);
  assert.match(withIds.html, /<a href="#authentication">the auth section<\/a>/, 'links to the page\'s own sections stay');
  assert.match(withIds.html, /<a href="#intro">intro<\/a>/);
  assert.match(withIds.html, /<span>gone<\/span>/, 'links to unknown anchors are unlinked');
});

test('relative links resolve against the spec owner\'s site, or are unlinked without one', () => {
  const text = 'See [pricing](/docs/pricing) and <a href="guides/x">x</a>.';
  assert.match(renderDescription(text, { linkBase: 'https://stripe.com' }).html, /href="https:\/\/stripe\.com\/docs\/pricing"/);
  assert.match(renderDescription(text, { linkBase: 'https://stripe.com' }).html, /href="https:\/\/stripe\.com\/guides\/x"/);
  assert.doesNotMatch(renderDescription(text).html, /href=/);
});

test('fenced code in descriptions is highlighted as a docgen code block', () => {
  const { html } = renderDescription('Example:\n\n```yaml\nkey: value\n```');
  assert.match(html, /<pre class="dg-code language-yaml"><code class="language-yaml"><span class="token key atrule">key<\/span>/);
});

test('the fast path for code spans and absolute links gives exactly the pipeline\'s HTML', () => {
  const samples = [
    'Use `id` or `url`.',
    'See [the docs](https://example.com/a?b=1&c=2) for `x < y`.',
    'Two\nlines with `code`.\n\nSecond paragraph.',
    'Quote "this" and that.',
    'Code span with spaces: ` a `.',
    'A **bold** word, **two words**, **a, b.c** and a**mid**word.',
    '**Start** and `code` with **end**',
    '**a** **b**',
    // Parentheses are text unless they follow a link's ']' (and every '[' leaves the text undecided).
    'Order by date, newest first (`DESC`) or oldest first (ASC).',
    '(see [the docs](https://example.com/a)) and [x](https://example.com)(y)',
    'Ends with 1) and 2.',
  ];
  for (const text of samples) {
    const fast = renderSimpleInline(text);
    assert.ok(fast, text);
    assert.equal(fast.html, renderMarkdown(text).html, text);
  }
  for (const text of ['Fish & chips', '- a list', 'a *b*', '** spaced **', '**a *b* c**', '***x***', '**a** b**', '**[x](https://e.example)**', '[the `x` param](https://e.example)', '[rel](/x)', 'line  \nbreak', 'see https://x.example', '[x](https://e.example/(a))', '(a)[b]', '1) first\n2) second', 'a (b\n3) c)']) {
    assert.equal(renderSimpleInline(text), undefined, text);
  }
});

test('the fast path agrees with the pipeline on every description of the real specs', (t) => {
  const files = [
    path.join(sharedDir, 'specs', 'stripe', 'spec3.yaml'),
    path.join(sharedDir, 'specs', 'docusaurus-openapi-docs', 'tests', 'allOf.yaml'),
    path.join(exampleSite, 'openapi', 'betaseries.yaml'),
  ].filter((f) => fs.existsSync(f));
  if (!files.length) return t.skip('no spec to read');
  let compared = 0;
  for (const file of files) {
    const texts = new Set<string>();
    const walk = (v: any) => {
      if (!v || typeof v !== 'object') return;
      if (typeof v.description === 'string') texts.add(v.description.trim());
      for (const x of Object.values(v)) walk(x);
    };
    walk(YAML.parse(fs.readFileSync(file, 'utf8')));
    for (const text of texts) {
      const fast = renderSimpleInline(text);
      if (!fast) continue;
      compared++;
      assert.equal(fast.html, renderMarkdown(text).html, `${path.basename(file)}: ${text}`);
    }
  }
  assert.ok(compared > 0);
});

test('descriptionToText strips Markdown and tags for meta descriptions', () => {
  assert.equal(descriptionToText('Get **one** [show](https://x.example) `now`\n\n<b>ok</b>'), 'Get one show now ok');
  assert.equal(descriptionToText('x'.repeat(400), 100).length, 100);
});
