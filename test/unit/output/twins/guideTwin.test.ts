import { test } from 'node:test';
import assert from 'node:assert/strict';
import { guideTwinBody } from '../../../../src/node/output/twins/guideTwin.js';
import { createTwinLinker, frontMatter, code, fence } from '../../../../src/node/output/twins/twinText.js';
import { prefersMarkdown } from '../../../../src/node/serve/createRequestHandler.js';
import yaml from 'js-yaml';

const ctx = {
  file: '/site/content/docs/guide/a.md',
  url: '/docs/guide/a',
  title: 'Guide A',
  ownHeading: true,
  markdownRoutes: new Map([['/site/content/docs/guide/b.md', '/docs/guide/b']]),
  isRoute: (url: string) => ['/docs/guide/b', '/docs/api/get-x'].includes(url),
  assets: new Map([['/site/content/docs/guide/img/x.png', '/assets/img/x.abc.png']]),
  link: createTwinLinker('https://docs.example', '/sub/'),
};

test("a guide twin keeps the writer's h1 with its markup, and starts with the title only when there is none", () => {
  const own = guideTwinBody('# The *own* heading with `code`\n\nText.\n\n# A second h1\n', ctx)!;
  assert.match(own, /^# The \*own\* heading with `code`\n\nText\.\n\n# A second h1\n$/);
  assert.doesNotMatch(own, /Guide A/);
  const none = guideTwinBody('Text.\n\n## Part\n', { ...ctx, ownHeading: false })!;
  assert.match(none, /^# Guide A\n\nText\.\n\n## Part\n$/);
});

test("a guide twin: the writer's H1, admonitions as block quotes, links to twins, images to their public URL, HTML as text", () => {
  const md = [
    '# The *writer\'s* `own` [heading](./b.md)', '',
    'See [B](./b.md#part), [the API](/docs/api/get-x), [a file](/openapi/spec.yaml) and [out](https://example.org).', '',
    ':::warning', 'Careful **here**.', ':::', '',
    ':::tip[Custom]', 'Body.', ':::', '',
    '![x](./img/x.png)', '',
    '```js title="a.js"', 'const a = 1;', '```', '',
    '<div class="card"><p>Raw <a href="./b.md">link</a></p><script>alert(1)</script></div>', '',
  ].join('\n');
  const twin = guideTwinBody(md, ctx)!;
  assert.match(twin, /^# The \*writer's\* `own` \[heading\]\(https:\/\/docs\.example\/sub\/docs\/guide\/b\.md\)\n/);
  assert.doesNotMatch(twin, /Guide A/);
  assert.match(twin, /\[B\]\(https:\/\/docs\.example\/sub\/docs\/guide\/b\.md#part\)/);
  assert.match(twin, /\[the API\]\(https:\/\/docs\.example\/sub\/docs\/api\/get-x\.md\)/);
  assert.match(twin, /\[a file\]\(https:\/\/docs\.example\/sub\/openapi\/spec\.yaml\)/);
  assert.match(twin, /\[out\]\(https:\/\/example\.org\)/);
  assert.match(twin, /^> \*\*Warning\*\*\n>\n> Careful \*\*here\*\*\.\n\n/m);
  assert.match(twin, /^> \*\*Tip: Custom\*\*\n>\n> Body\.\n\n/m);
  assert.match(twin, /!\[x\]\(https:\/\/docs\.example\/sub\/assets\/img\/x\.abc\.png\)/);
  assert.match(twin, /^```js title="a\.js"\nconst a = 1;\n```$/m);
  assert.match(twin, /^Raw \[link\]\(https:\/\/docs\.example\/sub\/docs\/guide\/b\.md\)$/m);
  assert.doesNotMatch(twin, /<|alert|:::/);
});

test("a guide without an h1 gets its title as one; the text is otherwise the writer's", () => {
  const md = 'Intro with *emphasis*  \nand a hard break.\n\n* star list\n* item\n\n## Section\n';
  assert.equal(guideTwinBody(md, { ...ctx, ownHeading: false }), '# Guide A\n\n' + md);
});

test('nested admonitions, an admonition in a list, HTML in an admonition, references and titles keep their place', () => {
  const md = [
    'Intro [ref link][b] and ![ref image][img].', '',
    '[b]: ./b.md "The B page"',
    '[img]: ./img/x.png', '',
    '::::note[Outer]', 'Outer text.', '',
    ':::danger', 'Inner [link](<./b.md> "title").', '',
    '<p>Raw <a href="/docs/api/get-x">api</a></p>', '',
    '<p>Second</p>', ':::', '::::', '',
    '- item', '',
    '  :::info', '  In a list.', '  :::', '',
    'After.',
  ].join('\n');
  const twin = guideTwinBody(md, ctx)!;
  assert.match(twin, /^\[b\]: https:\/\/docs\.example\/sub\/docs\/guide\/b\.md "The B page"$/m);
  assert.match(twin, /^\[img\]: https:\/\/docs\.example\/sub\/assets\/img\/x\.abc\.png$/m);
  assert.ok(twin.includes([
    '> **Note: Outer**', '>', '> Outer text.', '>', '> > **Danger**', '> >', '> > Inner [link](https://docs.example/sub/docs/guide/b.md "title").', '> >',
    '> > Raw [api](https://docs.example/sub/docs/api/get-x.md)', '> >', '> > Second', '',
  ].join('\n')), twin);
  assert.match(twin, /^- item\n\n {2}> \*\*Info\*\*\n {2}>\n {2}> In a list\.\n\nAfter\.\n$/m);
  assert.doesNotMatch(twin, /:::|<p>/);
});

test('front matter is YAML whatever a title holds', () => {
  const text = frontMatter({ title: 'A "quoted": title # not a comment', description: undefined, tags: ['a', 'b: c'], url: '/x' });
  const parsed = yaml.load(text.replace(/^---\n|---\n$/g, ''));
  assert.deepEqual(parsed, { title: 'A "quoted": title # not a comment', tags: ['a', 'b: c'], url: '/x' });
});

test('inline code and fences survive backticks inside', () => {
  assert.equal(code('a`b'), '``a`b``');
  assert.equal(code('`x'), '`` `x ``');
  assert.equal(fence('```\ninside\n```', 'md'), '````md\n```\ninside\n```\n````');
});

test('Accept: Markdown wins only when it ranks at least as high as HTML', () => {
  assert.equal(prefersMarkdown('text/markdown'), true);
  assert.equal(prefersMarkdown('text/markdown;q=0.9, text/html'), false);
  assert.equal(prefersMarkdown('text/html, text/markdown'), true);
  assert.equal(prefersMarkdown('text/html,application/xhtml+xml,*/*;q=0.8'), false);
  assert.equal(prefersMarkdown('text/markdown;q=0'), false);
  assert.equal(prefersMarkdown(undefined), false);
});
