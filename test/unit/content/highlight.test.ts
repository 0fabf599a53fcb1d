import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toHtml } from 'hast-util-to-html';
import { highlightToHast, highlightToHtml, resolveLanguage, splitLines } from '../../../src/node/content/highlight.js';

test('resolveLanguage knows the aliases used in docs and refuses unknown ones', () => {
  assert.equal(resolveLanguage('js'), 'javascript');
  assert.equal(resolveLanguage('sh'), 'bash');
  assert.equal(resolveLanguage('html'), 'markup');
  assert.equal(resolveLanguage('C#'), 'csharp');
  assert.equal(resolveLanguage('python'), 'python');
  assert.equal(resolveLanguage('brainfuck-unknown'), undefined);
  assert.equal(resolveLanguage(undefined), undefined);
});

test('highlightToHtml gives Prism token spans and escapes the code', () => {
  assert.equal(highlightToHtml('const a = 1;', 'js'), '<span class="token keyword">const</span> a <span class="token operator">=</span> <span class="token number">1</span><span class="token punctuation">;</span>');
  assert.equal(highlightToHtml('<b>&</b>', 'unknown-lang'), '&#x3C;b>&#x26;&#x3C;/b>');
});

test('splitLines cuts tokens that span lines and re-opens them on the next line', () => {
  const lines = splitLines(highlightToHast('a();\n/* one\ntwo */\nb();', 'js'));
  assert.equal(lines.length, 4);
  const html = lines.map((l) => toHtml({ type: 'root', children: l }));
  assert.equal(html[1], '<span class="token comment">/* one</span>');
  assert.equal(html[2], '<span class="token comment">two */</span>');
  assert.equal(html[3], '<span class="token function">b</span><span class="token punctuation">(</span><span class="token punctuation">)</span><span class="token punctuation">;</span>');
});

test('splitLines keeps empty lines', () => {
  assert.equal(splitLines(highlightToHast('a\n\nb', undefined)).length, 3);
});
