import { test } from 'node:test';
import assert from 'node:assert/strict';
import { collectPageLinks } from '../../../src/node/links/collectPageLinks.js';

test('collects internal href/src and every id; skips external and scheme links', () => {
  const html = '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/style.1.css"><script defer src="/assets/app.1.js"></script></head>'
    + '<body><a href="#main" class="dg-skip">skip</a><main id="main"><h2 id="a-b">A</h2>'
    + '<a href="/docs/x?tab=1#part">x</a><a href="https://example.com/">ext</a><a href="mailto:a@b.c">mail</a><a href="//cdn.example/x">cdn</a>'
    + '<img src="/assets/img/a.png" alt=""><a href=\'/single\'>s</a><a href=/unquoted>u</a><a href="">empty</a></main></body></html>';
  const page = collectPageLinks('/docs/page', html, '/site/content/docs/page.md');
  assert.equal(page.url, '/docs/page');
  assert.equal(page.source, '/site/content/docs/page.md');
  assert.deepEqual(page.hrefs, ['/assets/style.1.css', '/assets/app.1.js', '#main', '/docs/x?tab=1#part', '/assets/img/a.png', '/single', '/unquoted']);
  assert.deepEqual([...page.ids].sort(), ['a-b', 'main']);
});

test('entities in attribute values are decoded', () => {
  const page = collectPageLinks('/p', '<a href="/search?a=1&amp;b=2">s</a><h2 id="q&amp;a">Q&amp;A</h2>');
  assert.deepEqual(page.hrefs, ['/search?a=1&b=2']);
  assert.deepEqual([...page.ids], ['q&a']);
});

test('href-like text inside highlighted code is not a link', () => {
  const html = '<pre class="dg-code language-html"><code><span class="token tag"><span class="token punctuation">&lt;</span>a</span>'
    + ' <span class="token attr-name">href</span><span class="token attr-value">="/not/a/link"</span>&gt;'
    + ' &lt;img src="/nope.png"&gt; id="fake" href="/also-not"</code></pre>'
    + '<p>Write href="/text" in prose.</p>';
  const page = collectPageLinks('/p', html);
  assert.deepEqual(page.hrefs, []);
  assert.deepEqual([...page.ids], []);
});

test('attributes whose values contain ">" or spaces are read whole', () => {
  const page = collectPageLinks('/p', '<a title="a > b" href="/after-gt">x</a><img alt="x y" src="/img.png" />');
  assert.deepEqual(page.hrefs, ['/after-gt', '/img.png']);
});

// The scanner replaced a regex; on any markup (tag soup included) it must find what that regex found.
test('reads the same links and ids as the reference start-tag regex, on arbitrary markup', async () => {
  const fc = (await import('fast-check')).default;
  const startTag = /<[a-zA-Z][^\s>/]*((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g;
  const attribute = /\s([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  const reference = (html: string) => {
    const hrefs: string[] = [];
    const ids = new Set<string>();
    for (const tag of html.matchAll(startTag)) {
      for (const a of (tag[1] ?? '').matchAll(attribute)) {
        const name = a[1].toLowerCase();
        if (name !== 'href' && name !== 'src' && name !== 'id') continue;
        const value = decode(a[2] ?? a[3] ?? a[4] ?? '');
        if (name === 'id') { if (value) ids.add(value); continue; }
        if (value && !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(value)) hrefs.push(value);
      }
    }
    return { hrefs, ids: [...ids] };
  };
  // Well-formed tags from pieces, joined with text and stray characters that tempt a scanner to go wrong.
  const name = fc.constantFrom('a', 'img', 'div', 'link', 'h2', 'x-y', 'A');
  const attrName = fc.constantFrom('href', 'src', 'id', 'HREF', 'Id', 'class', 'title', 'data-x', 'srcset', 'ids');
  const value = fc.constantFrom('/docs/x', '#a', 'https://e.com', '/a?b=1&amp;c=2', '', 'x y', 'a > b', 'q&amp;a', '//cdn/x', '/a-very-long-path/to-a-page#with-anchor');
  const attr = fc.tuple(fc.constantFrom(' ', '\n', '  ', '\t', '\u00a0', '\u2028'), attrName, fc.constantFrom('="', "='", '=', ' = "', ''), value)
    .map(([sp, n, eq, v]) => (eq === '' ? `${sp}${n}` : eq === '=' ? `${sp}${n}=${v.replace(/[\s>]/g, '') || 'v'}` : `${sp}${n}${eq}${v.replace(eq.trim().endsWith("'") ? /'/g : /"/g, '')}${eq.trim().slice(-1)}`));
  const tag = fc.tuple(name, fc.array(attr, { maxLength: 4 }), fc.constantFrom('>', '/>', ' >', ' />')).map(([n, a, end]) => `<${n}${a.join('')}${end}`);
  const noise = fc.constantFrom('text', '<', '>', '</a>', '<!-- x -->', ' href="/t"', '"', "'", '< a href="/n">', '<a href="/x"<b>', '=', '&lt;a href="/e"&gt;', '<a href=>', '<img id = >', '<a href="/ok" title=>');
  const html = fc.array(fc.oneof(tag, noise), { maxLength: 12 }).map((parts) => parts.join(''));
  fc.assert(fc.property(html, (h) => {
    const got = collectPageLinks('/p', h);
    assert.deepEqual({ hrefs: got.hrefs, ids: [...got.ids] }, reference(h));
  }), { numRuns: 3000 });
});

test('kept values do not depend on the page string (shared between pages through the intern table)', () => {
  const intern = new Map<string, string>();
  const a = collectPageLinks('/a', '<a href="/docs/api/a-long-operation-name">x</a>', undefined, intern);
  const b = collectPageLinks('/b', '<p><a href="/docs/api/a-long-operation-name">y</a></p>', undefined, intern);
  assert.equal(a.hrefs[0], '/docs/api/a-long-operation-name');
  assert.equal(intern.size, 1);
  assert.equal(intern.get('/docs/api/a-long-operation-name'), b.hrefs[0]);
});

test('a part of a page: only the tags that start in it, added to links already read (in page order)', () => {
  const html = '<a href="/one" id="a">1</a><nav><a href="/two">2</a><span id="b"></span></nav><a href="/three">3</a>';
  const navStart = html.indexOf('<nav>');
  const navEnd = html.indexOf('</nav>') + '</nav>'.length;
  const whole = collectPageLinks('/p', html);
  const nav = collectPageLinks('/p', html, undefined, undefined, navStart, navEnd);
  assert.deepEqual(nav.hrefs, ['/two']);
  assert.deepEqual([...nav.ids], ['b']);
  const pieced = collectPageLinks('/p', html, undefined, undefined, 0, navStart);
  pieced.hrefs.push(...nav.hrefs);
  for (const id of nav.ids) pieced.ids.add(id);
  collectPageLinks('/p', html, undefined, undefined, navEnd, html.length, pieced);
  assert.deepEqual(pieced.hrefs, whole.hrefs);
  assert.deepEqual([...pieced.ids].sort(), [...whole.ids].sort());
});
