// Hostile input through the real CLI. Spec text is untrusted (it is often exported from code): markup in it is
// escaped or removed, never run. Raw HTML written by the site's own maintainers in Markdown stays, unless the config
// turns sanitising on. Names that would make odd file names never write outside --out.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDist, parseRouteList, runDocgen } from '../helpers/runDocgen.js';
import { fixture } from '../helpers/repoPaths.js';
import { listFiles, makeTmpDir, writeTree } from '../helpers/tmpDir.js';
import { assertWellFormed, findActiveContent } from '../fuzz/assertOutput.js';

type T = Parameters<typeof makeTmpDir>[0];

/** Builds into `<fresh tmp>/out` and returns the run, the out folder and the folder around it. */
async function buildInto(t: T, args: string[], cwd: string) {
  const base = makeTmpDir(t);
  const out = path.join(base, 'out');
  const run = await runDocgen(['build', '--out', out, ...args], { cwd });
  return { ...run, base, out };
}

/** Active content of every page of a built site, by page. */
function activeContentByPage(out: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const file of listFiles(out).filter((f) => f.endsWith('.html'))) {
    const list = findActiveContent(fs.readFileSync(path.join(out, file), 'utf8'));
    if (list.length) found[file] = list;
  }
  return found;
}

const emptySite = (t: T) => {
  const root = makeTmpDir(t);
  writeTree(root, { 'content/docs/intro.md': '# Intro\n\nThe API reference is generated from the spec.\n' });
  return root;
};

before(async () => { await ensureDist(); });

describe('hostile spec text', { concurrency: 4 }, () => {
  test('script, javascript: URLs, event handlers and iframes in every field of a spec never reach a page as markup', async (t) => {
    const spec = path.join(fixture('hostile-spec'), 'spec.yaml');
    const { code, stderr, out } = await buildInto(t, ['--root', emptySite(t), '--spec', spec], fixture('hostile-spec'));
    assert.equal(code, 0, stderr);
    assertWellFormed(stderr);
    const pages = listFiles(out).filter((f) => f.endsWith('.html'));
    assert.ok(pages.includes('docs/api/get-show/index.html') && pages.includes('docs/api/hostile-script-alert-title-script-api/index.html'), pages.join('\n'));
    // The detector itself must see what it looks for: a page made of the spec's raw strings is full of it.
    assert.ok(findActiveContent("<p>Returns a show. <script>alert('op')</script><a href=\"javascript:alert('op-link')\" onclick=\"x\">click</a><iframe></iframe></p>").length >= 4);
    assert.deepEqual(activeContentByPage(out), {}, 'no page may carry active content from the spec');

    // The text is still there for readers, escaped: nothing was silently dropped from the operation's summary.
    const op = fs.readFileSync(path.join(out, 'docs/api/get-show/index.html'), 'utf8');
    assert.match(op, /Show &lt;script&gt;alert\((&#x27;|')summary(&#x27;|')\)&lt;\/script&gt;/);
    assert.ok(!/<script>alert/i.test(op));
  });

  test('odd names in the spec (../, /, .., reserved characters, NUL, CON) never write outside --out', async (t) => {
    const spec = path.join(fixture('hostile-names'), 'spec.yaml');
    const escape = '/tmp/docgen-escape';
    const existedBefore = fs.existsSync(escape);
    const { code, stderr, base, out } = await buildInto(t, ['--root', emptySite(t), '--spec', spec], fixture('hostile-names'));
    assert.equal(code, 0, stderr);
    assertWellFormed(stderr);
    assert.deepEqual(fs.readdirSync(base), ['out'], 'nothing beside out/');
    if (!existedBefore) assert.equal(fs.existsSync(escape), false, `${escape} was written`);
    const files = listFiles(out);
    for (const f of files) {
      assert.ok(!f.split('/').some((part) => part === '..' || part === '.' || part === ''), f);
      assert.ok(!/[\u0000-\u001f\\]/.test(f), JSON.stringify(f));
      assert.ok(fs.realpathSync(path.join(out, f)).startsWith(out + path.sep), f);
    }
    // Every operation has a page: none was lost to its name.
    assert.equal(files.filter((f) => /^docs\/api\/[^/]+\/index\.html$/.test(f)).length, 11 + 1, files.join('\n'));
    assert.deepEqual(activeContentByPage(out), {});
  });

  test('an operationId too long for a file name: a clear error (or a shortened name), never a crash', async (t) => {
    const spec = path.join(fixture('hostile-long-names'), 'spec.yaml');
    const { code, stderr, base, out } = await buildInto(t, ['--root', emptySite(t), '--spec', spec], fixture('hostile-long-names'));
    const lines = assertWellFormed(stderr);
    if (code === 0) {
      for (const f of listFiles(out)) assert.ok(f.split('/').every((part) => Buffer.byteLength(part) <= 255), f);
    } else {
      assert.equal(code, 1);
      assert.deepEqual(fs.readdirSync(base), [], 'nothing written');
      assert.ok(lines.some((l) => /^spec\.yaml  error  The page "\/docs\/api\/get-the-very-long-list-of-episodes.*…" cannot be written: a part of its path is longer than 255 bytes/.test(l)), lines.join('\n'));
    }
  });
});

describe('raw HTML in Markdown', { concurrency: 2 }, () => {
  const site = fixture('hostile-markdown');
  const expectedRoutes = parseRouteList(fs.readFileSync(path.join(site, 'expected-routes.txt'), 'utf8'));
  const routeFiles = (out: string) => listFiles(out).filter((f) => f.endsWith('index.html')).map((f) => '/' + f.replace(/\/?index\.html$/, '')).sort();

  test("is the maintainers' own: kept as written by default; front matter is text and always escaped", async (t) => {
    const { code, stderr, out } = await buildInto(t, ['--root', site], site);
    assert.equal(code, 0, stderr);
    assert.deepEqual(routeFiles(out), expectedRoutes);
    assert.deepEqual(activeContentByPage(out), {
      'docs/embed/index.html': [
        '<script >window.widgetLoaded = true;',
        '<iframe>',
        '<button onclick="window.widgetLoaded = false">',
        '<img onerror="this.remove()">',
        '<a href="javascript:void(0)">',
        '<a href="javascript:void(0)">',
      ],
    });
    const titles = fs.readFileSync(path.join(out, 'docs/titles/index.html'), 'utf8');
    assert.match(titles, /<title>Title &quot;&gt;&lt;script&gt;alert\(&#x27;title&#x27;\)&lt;\/script&gt; \| /);
  });

  test('is sanitised too with `sanitizeMarkdownHtml: true`: scripts, frames, handlers and javascript: links go, the rest stays', async (t) => {
    const root = makeTmpDir(t);
    fs.cpSync(site, root, { recursive: true });
    writeTree(root, { 'docgen.config.ts': "import { defineConfig } from 'docgen';\n\nexport default defineConfig({ sanitizeMarkdownHtml: true });\n" });
    const { code, stderr, out } = await buildInto(t, ['--root', root], root);
    assert.equal(code, 0, stderr);
    assert.deepEqual(activeContentByPage(out), {});
    const embed = fs.readFileSync(path.join(out, 'docs/embed/index.html'), 'utf8');
    assert.match(embed, /<div class="dg-widget" id="widget">Styled text stays\.<\/div>/);
    assert.match(embed, /<details><summary>More<\/summary>Plain HTML like this stays in both modes\.<\/details>/);
    assert.match(embed, /<a>A script link in Markdown<\/a>/);
    assert.match(embed, /<img src="https:\/\/widgets\.example\/badge\.svg" alt="Badge"/);
  });
});
