import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkLinks, type LinkCheckInput } from '../../../src/node/links/checkLinks.js';
import { listConfigLinks } from '../../../src/node/loadConfigFile.js';
import type { PageLinks } from '../../../src/node/links/collectPageLinks.js';
import type { SourceLink } from '../../../src/shared/types.js';

const page = (url: string, hrefs: string[], ids: string[] = [], source?: string): PageLinks => ({ url, hrefs, ids: new Set(ids), source });

function check(pages: PageLinks[], extra: Partial<LinkCheckInput> = {}) {
  return checkLinks({ pages, files: new Set(['/assets/style.abc.css', '/assets/img/logo.123.png', '/sitemap.xml']), baseUrl: '/', sourceLinks: new Map(), severity: 'error', ...extra });
}

test('valid links: routes, anchors on other pages and on the same page, files, trailing slash, index.html, queries', () => {
  const pages = [
    page('/', ['/docs/intro', '/docs/intro/', '/docs/intro#setup', '#top', '/assets/style.abc.css', '/assets/img/logo.123.png', '/docs/intro?x=1#setup', '/docs/intro/index.html', '/'], ['top']),
    page('/docs/intro', ['./other', 'other#end', '../', '#setup'], ['setup']),
    page('/docs/other', [], ['end']),
  ];
  assert.deepEqual(check(pages), []);
});

test('a link to a missing route is reported with the page route when it did not come from Markdown', () => {
  const [d, ...rest] = check([page('/docs/a', ['/docs/missing'])]);
  assert.equal(rest.length, 0);
  assert.equal(d.severity, 'error');
  assert.equal(d.code, 'broken-link');
  assert.equal(d.file, '/docs/a');
  assert.equal(d.line, undefined);
  assert.match(d.message, /\/docs\/missing/);
});

test('a broken anchor names the target page and the missing id', () => {
  const diags = check([page('/docs/a', ['/docs/b#nowhere', '#also-missing'], ['here']), page('/docs/b', [], ['somewhere'])]);
  assert.equal(diags.length, 2);
  assert.match(diags[0].message, /Broken anchor \/docs\/b#nowhere: \/docs\/b has no element with id "nowhere"/);
  assert.match(diags[1].message, /Broken anchor #also-missing: \/docs\/a has no element with id "also-missing"/);
});

test('percent-encoded anchors and paths are compared decoded', () => {
  assert.deepEqual(check([page('/docs/a', ['#%C3%BCber', '/docs/b%20c'], ['über']), page('/docs/b c', [])]), []);
});

test('a missing asset file is broken', () => {
  const diags = check([page('/docs/a', ['/assets/img/missing.png'])]);
  assert.equal(diags.length, 1);
  assert.match(diags[0].message, /\/assets\/img\/missing\.png/);
});

test('a link that came from Markdown is reported at its file:line:col, with the text as written', () => {
  const links: SourceLink[] = [
    { href: '/docs/b#gone', original: './b.md#gone', line: 12, column: 7 },
    { href: '/docs/a#local-missing', original: '#local-missing', line: 15, column: 3 },
  ];
  const sourceLinks = new Map([['/docs/a', { file: '/site/content/docs/a.md', links, unresolved: [] }]]);
  const diags = check([page('/docs/a', ['/docs/b#gone', '#local-missing'], [], '/site/content/docs/a.md'), page('/docs/b', [])], { sourceLinks });
  assert.deepEqual(diags.map((d) => [d.file, d.line, d.column]), [['/site/content/docs/a.md', 12, 7], ['/site/content/docs/a.md', 15, 3]]);
  assert.match(diags[0].hint!, /\.\/b\.md#gone/);
});

test('a link to the same target twice on a page is reported once', () => {
  assert.equal(check([page('/docs/a', ['/x', '/x', '/x'])]).length, 1);
});

test('unresolved Markdown links (already warned about) are not reported again', () => {
  const sourceLinks = new Map([['/docs/a', { file: '/f.md', links: [], unresolved: ['./missing.md'] }]]);
  assert.deepEqual(check([page('/docs/a', ['./missing.md'])], { sourceLinks }), []);
});

test('severity warn makes warnings', () => {
  const [d] = check([page('/docs/a', ['/nope'])], { severity: 'warn' });
  assert.equal(d.severity, 'warning');
});

test('with a base URL, links must stay under it', () => {
  const pages = [page('/docs/a', ['/base/docs/b', '/base/', '/docs/b', 'b', '../docs/b#x']), page('/docs/b', [], ['x']), page('/', [])];
  const diags = check(pages, { baseUrl: '/base/' });
  assert.equal(diags.length, 1);
  assert.match(diags[0].message, /outside the base URL/);
  assert.match(diags[0].message, /\/docs\/b/);
});

test('a broken navbar or footer link of the config is reported once, at its line in the config, not once per page', () => {
  const source = "export default defineConfig({\n  footer: {\n    links: [{ title: 'Docs', items: [{ label: 'Start', href: '/docs/strat' }] }],\n  },\n});\n";
  const hrefs = listConfigLinks(['/docs/strat', '/docs/a'], source);
  assert.deepEqual(hrefs.get('/docs/strat'), { line: 3, column: 63 });
  const pages = [page('/docs/a', ['/docs/strat', '/docs/a'], [], 'content/docs/a.md'), page('/docs/b', ['/docs/strat', '/docs/gone'], [], 'content/docs/b.md')];
  const diags = check(pages, { configLinks: { file: '/site/docgen.config.ts', hrefs } });
  assert.equal(diags.length, 2, JSON.stringify(diags));
  const [config, other] = diags[0].file === '/site/docgen.config.ts' ? diags : [diags[1], diags[0]];
  assert.equal(config.file, '/site/docgen.config.ts');
  assert.equal(config.line, 3);
  assert.match(config.message, /\/docs\/strat.*navbar, footer or favicon link of the config/);
  // Links of the pages themselves are still reported against their page.
  assert.match(other.message, /\/docs\/gone/);
});

test("links into another build's paths (the other languages' sites) are not checked; others still are", () => {
  const diags = check([page('/docs/a', ['/fr/docs/a', '/fr', '/fr#top', '/french/x'])], { elsewhere: ['/fr'] });
  assert.deepEqual(diags.map((d) => d.message.split(':')[0]), ['Broken link to /french/x']);
});
