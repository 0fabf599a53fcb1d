// The fast parse (markdown-it, content/markdownItToMdast/) must give what remark gives, through the whole Markdown
// pipeline: the same HTML, headings, links (with their lines and columns) and problems. Compared on every Markdown
// file of the project and its fixtures, on documents made at random (markdownSamples.ts), and on cases written for
// the places where the two parsers part; and what it must leave to remark, it must refuse.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { createMarkdownRenderer, fastParseCount, type MarkdownContext, type RenderedMarkdown } from '../../../../src/node/content/markdownProcessor.js';
import { explainMarkdownItToMdast } from '../../../../src/node/content/markdownItToMdast/markdownItToMdast.js';
import { parseFrontMatter } from '../../../../src/node/content/parseFrontMatter.js';
import { repoRoot } from '../../../helpers/repoPaths.js';
import { markdownSample } from './markdownSamples.js';
import { examples } from '../commonmarkConformance.js';

const fast = createMarkdownRenderer({ sanitize: false });
const remark = createMarkdownRenderer({ sanitize: false, fast: false });

function context(file = '/site/content/docs/guide/page.md', lineOffset = 0): MarkdownContext {
  return {
    file, root: '/site', url: '/docs/guide/page', lineOffset,
    markdownRoutes: new Map([['/site/content/docs/guide/other.md', '/docs/guide/other']]),
    onBrokenMarkdownLinks: 'warn',
    addAsset: (p) => (p.endsWith('/a.png') ? '/assets/a.0123456789.png' : undefined),
  };
}

/** Diagnostics carry the library's error as `cause` in some cases: compare what a user sees. */
const comparable = (r: RenderedMarkdown) => ({ ...r, diagnostics: r.diagnostics.map(({ cause: _, ...d }) => d) });

function assertSame(markdown: string, ctx = context(), label = JSON.stringify(markdown.slice(0, 200))): void {
  assert.deepEqual(comparable(fast(markdown, ctx)), comparable(remark(markdown, ctx)), `fast parse and remark differ for ${label}`);
}

test('every Markdown file of the project and its fixtures renders the same, and the BetaSeries docs take the fast path', () => {
  const files = fg.sync(['examples/*/content/**/*.md', 'test/fixtures/**/*.md'], { cwd: repoRoot, absolute: true });
  assert.ok(files.length > 50, `only ${files.length} files`);
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const { body, lineOffset } = bodyOf(text, file);
    assertSame(body, context(file, lineOffset), path.relative(repoRoot, file));
  }
  // The docs of the site itself, except the page that shows footnotes (left to remark).
  const docs = fg.sync('examples/betaseries/content/docs/**/*.md', { cwd: repoRoot, absolute: true });
  const refused = docs.filter((f) => !explainMarkdownItToMdast(bodyOf(fs.readFileSync(f, 'utf8'), f).body).tree).map((f) => path.relative(repoRoot, f));
  assert.deepEqual(refused, ['examples/betaseries/content/docs/tutorial-basics/markdown-features.md']);
});

function bodyOf(text: string, file: string): { body: string; lineOffset: number } {
  const { body, lineOffset } = parseFrontMatter(text, file);
  return { body, lineOffset };
}

test('the renderer reads with the fast path when it can, and with remark otherwise', () => {
  const before = { ...fastParseCount };
  fast('# Title\n\nText with a [link](./other.md).\n', context());
  fast('A footnote[^1].\n\n[^1]: Here.\n', context());
  assert.deepEqual({ fast: fastParseCount.fast - before.fast, remark: fastParseCount.remark - before.remark }, { fast: 1, remark: 1 });
});

test('documents made at random render the same (and many take the fast path)', () => {
  let taken = 0;
  const runs = 1500;
  for (let seed = 1; seed <= runs; seed++) {
    const markdown = markdownSample(seed, seed % 2 ? 0.85 : 0.5);
    if (explainMarkdownItToMdast(markdown).tree) taken++;
    assertSame(markdown, context(), `sample ${seed} (markdownSample(${seed}, ${seed % 2 ? 0.85 : 0.5}))`);
  }
  assert.ok(taken > runs / 10, `only ${taken} of ${runs} samples took the fast path`);
});

test('links, images and raw HTML keep their lines and columns, in containers, tables and headings', () => {
  const markdown = [
    'Intro [one](./other.md) and ![pic](./a.png).',
    '',
    '- item with [two](/docs/x)',
    '  and a second line [three](#here)',
    '',
    '> quoted [four](./missing.md)',
    '',
    '| A | B |',
    '|---|:-:|',
    '| x | [five](/docs/y) |',
    '',
    '## Heading [six](/docs/z) ##',
    '',
    'Setext [seven](/docs/s)',
    '---',
    '',
    '<div>',
    '  <a href="./other.md">eight</a>',
    '</div>',
    '',
    'Inline <a href="/docs/nine">nine</a> and <https://example.com> done.',
    '',
    ':::tip[A title]',
    'Inside [ten](/docs/t).',
    ':::',
  ].join('\n') + '\n';
  assert.ok(explainMarkdownItToMdast(markdown).tree, explainMarkdownItToMdast(markdown).refused);
  assertSame(markdown, context('/site/content/docs/guide/page.md', 4));
  const links = fast(markdown, context('/site/content/docs/guide/page.md', 4)).links.map((l) => `${l.original}@${l.line}:${l.column}`);
  assert.deepEqual(links, [
    './other.md@5:7', './a.png@5:29', '/docs/x@7:13', '#here@8:21', '/docs/y@14:7', '/docs/z@16:12',
    '/docs/s@18:8', './other.md@22:3', '/docs/nine@25:8', '/docs/t@28:8',
  ]);
});

test('text remark merges, breaks, entities, escapes, code and task lists come out the same', () => {
  for (const markdown of [
    'a  \nb\\\nc\nd &amp; &copy; &#35; \\* \\[x\\] `` a ` b ``\n',
    '- [ ] open\n- [x] done\n- [X] Done too\n',
    '1. one\n\n2. two\n\n   ```js title="x.js" {1}\n   code\n   ```\n',
    '3) three\n4) four\n',
    '```\n```\n\n~~~ts\nlet a = 1;\n~~~\n\n    indented\n    code\n',
    '***\n\n* * *\n\nTitle\n=====\n\n# ATX #\n',
    '[ref link][ref] and [ref]\n\n[ref]: /docs/r "Title"\n',
    'Time 10:30, key:value and :note stay text.\n',
    ':::note\nA note.\n:::\n\n:::danger[Careful now]\n- a\n- b\n:::\n\n::::info\n:::tip\nNested.\n:::\n::::\n\n:::unknown\nKept as text.\n:::\n',
    '<details>\n<summary>More</summary>\n\nText *inside*.\n\n</details>\n',
    '![alt *emphasis* `code`](/i.png "T")\n',
    '| a | b |\n|---|---|\n| 1 |\n| 1 | 2 | 3 |\n',
  ]) {
    assert.ok(explainMarkdownItToMdast(markdown).tree, `${JSON.stringify(markdown)}: ${explainMarkdownItToMdast(markdown).refused}`);
    assertSame(markdown);
  }
});

test('what the two parsers read differently is left to remark', () => {
  const refused: [string, RegExp][] = [
    ['A note[^1].\n\n[^1]: Text.\n', /\[\^/],
    ['See www.example.com.\n', /autolink/],
    ['Mail me@example.com.\n', /autolink/],
    ['Go to https://example.com now.\n', /autolink/],
    ['~~gone~~\n', /strikethrough/],
    ['::leaf[x]\n', /::/],
    ['Text :name[label] here.\n', /text directive/],
    [':::note{.x}\nA.\n:::\n', /::/],
    [':::note\nLeft open.\n', /left open/],
    ['Paragraph\n:::note\nA.\n:::\n', /after a paragraph/],
    ['- item\nlazy line\n', /lazy/],
    ['> quote\nlazy line\n', /lazy/],
    ['\tTab\n', /"\\t"/],
    ['Windows\r\nline\r\n', /"\\r"/],
    ['| a | b |\n|---|---|\n| x \\| y | z |\n', /escaped pipe/],
    ['- [x] [y](/z)\n', /task-list|link/],
    ['[x]: /x\n\n- [x] done\n', /task-list/],
    ['```js\nunclosed\n', /unclosed/],
    ['```a\\b\nx\n```\n', /info string/],
    ['***strong em***\n', /three/],
    ['    code\n\n3. three\n', /ordered list/],
    ['<b>x</b> | y\n|---|\n', /table/],
    ['| x |\n---\n', /delimiter row has no pipe/],
    ['Para\n| a |\n|---|\n', /delimiter row outside a table/],
    ['[a]: /x\n    indented\n', /definition/],
    ['- *\n', /empty list item/],
    ['![a :name](/i.png)\n', /alt text/],
    ['> '.repeat(25) + 'deep text\n', /nesting/],
    ['*'.repeat(30) + 'deep' + '*'.repeat(30) + '\n', /nesting|three/],
  ];
  for (const [markdown, why] of refused) {
    const result = explainMarkdownItToMdast(markdown);
    assert.equal(result.tree, undefined, `${JSON.stringify(markdown)} should be left to remark`);
    assert.match(result.refused!, why, JSON.stringify(markdown));
    assertSame(markdown);
  }
});

test('every example of the CommonMark spec renders the same on both paths (an HTML block left open keeps its last line ending)', () => {
  let taken = 0;
  for (const example of examples) {
    if (explainMarkdownItToMdast(example.markdown).tree) taken++;
    assertSame(example.markdown, context(), `CommonMark example ${example.number}`);
  }
  assert.ok(taken > examples.length / 2, `only ${taken} of ${examples.length} examples took the fast path`);
  assert.equal(explainMarkdownItToMdast('<style\n  type="text/css">\n\nfoo\n').refused, 'an HTML block left open to the end');
});
