// Page parts left for the worker (src/node/render/pageParts.ts): a page with markers, finished, must be the page the
// build's thread would have rendered itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { codeMarker, finishPage, newPartNonce, sidebarMarker, type PartFinisher } from '../../../src/node/render/pageParts.js';
import { highlightCode, highlightSample } from '../../../src/node/openapi/highlightCode.js';
import { activateSidebarHtml } from '../../../src/node/render/activateSidebar.js';

const sidebarTemplate = '<ul><li><a href="/docs/a" class="dg-sidebar__link">A</a></li><li><details class="dg-sidebar__category" data-dg-category="B" data-dg-cat="0"><summary>B</summary><ul><li><a href="/docs/b" class="dg-sidebar__link">B1</a></li></ul></details></li></ul>';
const realFinisher: PartFinisher = {
  code: highlightCode,
  sample: highlightSample,
  sidebar: (template, href, open) => { assert.equal(template, 3); return activateSidebarHtml(sidebarTemplate, href, open); },
};

test('a page with markers, finished, is the page rendered with the parts in place', () => {
  const nonce = newPartNonce();
  const json = '{\n  "title": "Café <b> & “quotes”"\n}';
  const curl = "curl --request GET \\\n  --url 'https://api.example.org/v1/shows?id=1&x=<y>'";
  const parts = (code: string, sample: string, sidebar: string) => `<!DOCTYPE html><nav>${sidebar}</nav><pre><code>${code}</code></pre><p>é → …</p><pre><code>${sample}</code></pre>`;
  const marked = parts(highlightCode(json, 'json', nonce), highlightSample(curl, 'bash', nonce), sidebarMarker(nonce, 3, '/docs/b', [0])!);
  assert.ok(!marked.includes('token'), 'the build thread did not highlight');
  const expected = parts(highlightCode(json, 'json'), highlightSample(curl, 'bash'), activateSidebarHtml(sidebarTemplate, '/docs/b', [0]));
  assert.match(expected, /<span class="token property">/);
  assert.match(expected, /<details class="dg-sidebar__category" open="" data-dg-category="B"/);
  assert.match(expected, /href="\/docs\/b" class="dg-sidebar__link dg-sidebar__link--active" aria-current="page"/);
  const at: number[][] = [];
  const finished = finishPage(marked, nonce, realFinisher, (start, end, template) => at.push([start, end, template]));
  assert.equal(finished, expected);
  assert.equal(at.length, 1);
  assert.equal(finished.slice(at[0][0], at[0][1]), activateSidebarHtml(sidebarTemplate, '/docs/b', [0]), 'where the sidebar went');
  assert.equal(at[0][2], 3);
});

test('a page without markers, or with markers of another build, is left as it is', () => {
  const nonce = newPartNonce();
  const other = newPartNonce();
  assert.notEqual(nonce, other);
  const page = `<p>text\u0000with a NUL</p>${codeMarker(other, 'code', 'json', '{}')}`;
  const never: PartFinisher = { code: () => assert.fail('no marker of this build'), sample: () => assert.fail(''), sidebar: () => assert.fail('') };
  assert.equal(finishPage(page, nonce, never), page);
});

test('text that a marker could not carry (NUL, U+0001) is highlighted where it is', () => {
  const nonce = newPartNonce();
  assert.equal(codeMarker(nonce, 'code', 'json', 'a\u0000b'), undefined);
  assert.equal(codeMarker(nonce, 'sample', 'bash', 'a\u0001b'), undefined);
  assert.equal(highlightCode('"a\u0000b"', 'json', nonce), highlightCode('"a\u0000b"', 'json'));
  assert.match(highlightCode('"a\u0000b"', 'json', nonce), /token string/);
  assert.equal(sidebarMarker(nonce, 0, '/docs/\u0001', []), undefined);
});

test('a marker cut short is an error, not a page with half a part', () => {
  const nonce = newPartNonce();
  const cut = codeMarker(nonce, 'code', 'json', '{"a": 1}')!.slice(0, -1);
  assert.throws(() => finishPage(`<pre>${cut}`, nonce, realFinisher), /not closed/);
});

test('code is left to the worker only while the build says it keeps up, decided view by view', async () => {
  const { deferHighlighting, highlightingDeferredFor } = await import('../../../src/node/openapi/highlightCode.js');
  const api = {};
  assert.equal(highlightingDeferredFor(api), undefined, 'an API of a build without a worker: highlighted now');
  let keepsUp = true;
  const nonce = newPartNonce();
  deferHighlighting(api, nonce, () => keepsUp);
  assert.equal(highlightingDeferredFor(api), nonce);
  keepsUp = false;
  assert.equal(highlightingDeferredFor(api), undefined, 'the worker fell behind: this thread highlights');
  assert.equal(highlightingDeferredFor({}), undefined, 'another build\'s API is not affected');
});

test('a sidebar the build thread finished itself is reported where it ends up, past markers before and after it', () => {
  const nonce = newPartNonce();
  const sidebar = activateSidebarHtml(sidebarTemplate, '/docs/a', []);
  const before = `<header>${codeMarker(nonce, 'code', 'json', '{"a": [1, 2]}')}</header><nav>`;
  const page = `${before}${sidebar}</nav><main>${codeMarker(nonce, 'sample', 'bash', 'curl https://x.example/y')}</main>`;
  const known = { start: before.length, end: before.length + sidebar.length, template: 3 };
  const at: number[][] = [];
  const finished = finishPage(page, nonce, realFinisher, (start, end, template) => at.push([start, end, template]), known);
  assert.equal(at.length, 1);
  assert.equal(finished.slice(at[0][0], at[0][1]), sidebar, 'the range moved with the code before it');
  assert.notEqual(at[0][0], known.start, 'the code before it changed its place');
  assert.equal(at[0][2], 3);
  // Without markers, the range is the one given; a range over a marker is not reported (the page is then read whole).
  const plain = `<nav>${sidebar}</nav>`;
  const seen: number[][] = [];
  assert.equal(finishPage(plain, nonce, realFinisher, (s, e, t) => seen.push([s, e, t]), { start: 5, end: 5 + sidebar.length, template: 3 }), plain);
  assert.deepEqual(seen, [[5, 5 + sidebar.length, 3]]);
  const across: number[][] = [];
  finishPage(page, nonce, realFinisher, (s, e, t) => across.push([s, e, t]), { start: 0, end: page.length, template: 3 });
  assert.deepEqual(across, []);
});
