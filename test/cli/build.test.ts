// The real CLI on fixture sites: exit codes, messages (file:line:col after front matter) and the output tree.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDist, parseRouteList, runDocgen, type DocgenRun } from '../helpers/runDocgen.js';
import { fixture, repoRoot, sharedDir } from '../helpers/repoPaths.js';
import { listFiles, makeTmpDir, settledNames, snapshotDir, writeTree } from '../helpers/tmpDir.js';

const expectedRoutes = (name: string) => parseRouteList(fs.readFileSync(path.join(fixture(name), 'expected-routes.txt'), 'utf8'));
const outputFile = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
const stackTrace = /\n\s+at .+:\d+:\d+\)?\n/;

/** Builds fixture `name` into a fresh tmp folder, from the fixture folder (so messages show relative paths). */
async function buildFixture(t: Parameters<typeof makeTmpDir>[0], name: string, extra: string[] = []): Promise<DocgenRun & { out: string }> {
  const out = path.join(makeTmpDir(t), 'out');
  const run = await runDocgen(['build', '--root', fixture(name), '--out', out, ...extra], { cwd: fixture(name) });
  return { ...run, out };
}

function assertSiteHasRoutes(out: string, routes: string[], baseUrl = '/') {
  const pages = listFiles(out).filter((f) => f.endsWith('.html'));
  assert.deepEqual(pages, [...routes.map(outputFile), '404.html'].sort(), 'one index.html per route, plus 404.html');
  const sitemap = fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => '/' + new URL(m[1]).pathname.slice(baseUrl.length));
  assert.deepEqual(locs.sort(), [...routes].sort(), 'the sitemap lists exactly the routes');
}

before(async () => { await ensureDist(); });

describe('usage', { concurrency: 4 }, () => {
  test('--help prints usage and exits 0', async () => {
    const r = await runDocgen(['--help']);
    assert.equal(r.code, 0);
    assert.match(r.stdout, /Usage: docgen/);
    assert.match(r.stdout, /build/);
    assert.match(r.stdout, /serve/);
  });

  test('--version prints the package version and exits 0', async () => {
    const r = await runDocgen(['--version']);
    assert.equal(r.code, 0);
    assert.equal(r.stdout.trim(), JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version);
  });

  test('build --help lists its options and exits 0', async () => {
    const r = await runDocgen(['build', '--help']);
    assert.equal(r.code, 0);
    for (const option of ['--root', '--out', '--spec', '--verbose']) assert.ok(r.stdout.includes(option), option);
  });

  test('an unknown command exits 2 and says why', async () => {
    const r = await runDocgen(['frobnicate']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /unknown command 'frobnicate'/);
  });

  test('an unknown option exits 2 and says why', async () => {
    const r = await runDocgen(['build', '--frob']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /unknown option '--frob'/);
    assert.match(r.stderr, /run docgen build --help for usage/, 'it points at the help that lists the options of build');
    const diff = await runDocgen(['diff', 'a.yaml', 'b.yaml', '--format', 'html']);
    assert.equal(diff.code, 2);
    assert.match(diff.stderr, /run docgen diff --help for usage/);
  });

  test('an option without its value exits 2', async () => {
    const r = await runDocgen(['build', '--out']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /argument missing/);
  });

  test('an unexpected argument exits 2', async () => {
    const r = await runDocgen(['build', 'extra']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /too many arguments/);
  });

  test('no command prints usage and exits 2', async () => {
    const r = await runDocgen([]);
    assert.equal(r.code, 2);
    assert.match(r.stdout + r.stderr, /Usage: docgen/);
  });
});

describe('build', { concurrency: 4 }, () => {
  test('basic fixture: exit 0, one page per route, 404, sitemap, robots, hashed assets, copied images', async (t) => {
    const { code, stdout, stderr, out } = await buildFixture(t, 'basic');
    assert.equal(code, 0, stderr);
    assert.equal(stderr, '', 'no warnings on a clean site');
    assert.match(stdout, /Built 13 pages into .* in [\d.]+ s.*0 warnings\./);
    assertSiteHasRoutes(out, expectedRoutes('basic'));
    assert.equal(fs.readFileSync(path.join(out, 'robots.txt'), 'utf8'), 'User-agent: *\nAllow: /\n\nSitemap: https://fixture.example/sitemap.xml\n');

    // Assets: content-hashed names, each referenced file exists and its name matches its bytes.
    const assets = listFiles(path.join(out, 'assets'));
    const css = assets.find((f) => /^style\.[0-9a-f]{10}\.css$/.test(f));
    const js = assets.find((f) => /^app\.[0-9a-f]{10}\.js$/.test(f));
    assert.ok(css && js, `hashed CSS and JS in ${assets.join(', ')}`);
    for (const f of assets) {
      const hash = /\.([0-9a-f]{10})\.[a-z]+$/.exec(f)?.[1];
      assert.ok(hash, `${f} has a content hash`);
      assert.equal(crypto.createHash('sha256').update(fs.readFileSync(path.join(out, 'assets', f))).digest('hex').slice(0, 10), hash, `${f}: the hash is of its contents`);
    }
    const logo = assets.find((f) => /^img\/logo\.[0-9a-f]{10}\.png$/.test(f))!;
    assert.ok(logo, 'the image is copied under assets/img');
    assert.deepEqual(fs.readFileSync(path.join(out, 'assets', logo)), fs.readFileSync(path.join(fixture('basic'), 'content/docs/img/logo.png')));

    const introPage = fs.readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8');
    assert.ok(introPage.includes(`href="/assets/${css}"`) && introPage.includes(`src="/assets/${js}"`));
    assert.match(introPage, /<title>Introduction \| Basic Fixture<\/title>/);
    assert.match(introPage, /<link rel="canonical" href="https:\/\/fixture\.example\/docs\/intro"\/>/);
    // The article only, so that a failure prints something readable.
    const intro = introPage.slice(introPage.indexOf('<article'), introPage.indexOf('</article>'));
    assert.ok(intro.includes(`src="/assets/${logo}"`), 'the image path is rewritten');
    assert.match(intro, /<a href="\/docs\/guides\/first#setup">first guide<\/a>/);
    assert.match(intro, /<a href="\/docs\/reference\/api-keys">API keys<\/a>/);
    assert.match(intro, /class="dg-admonition dg-admonition--tip"[^>]*><p class="dg-admonition__title">Remember this<\/p>/);
    assert.match(intro, /class="dg-admonition dg-admonition--warning"[^>]*><p class="dg-admonition__title">Warning<\/p>/);
    assert.match(intro, /<div class="dg-codeblock__title">hello\.js<\/div>/);
    assert.match(intro, /<span class="dg-line">[^\n]*\n<span class="dg-line dg-line--highlighted">console/, 'line 2 of the fence is highlighted');
    assert.match(intro, /Meet at 10:30 :smile/);
    assert.match(intro, /<h1>Introduction<\/h1>/);

    // The React page is the home; the Markdown page has no sidebar; the category page lists its docs.
    assert.match(fs.readFileSync(path.join(out, 'index.html'), 'utf8'), /<h1>Basic fixture home<\/h1>/);
    assert.ok(!fs.readFileSync(path.join(out, 'markdown-page/index.html'), 'utf8').includes('dg-sidebar__nav'));
    const category = fs.readFileSync(path.join(out, 'docs/category/guides/index.html'), 'utf8');
    assert.ok(category.includes('href="/docs/guides/first"') && category.includes('href="/docs/guides/custom-second"'));
    const tag = fs.readFileSync(path.join(out, 'docs/tags/test/index.html'), 'utf8');
    assert.ok(tag.includes('href="/docs/intro"') && tag.includes('href="/docs/guides/first"'));
    assert.match(fs.readFileSync(path.join(out, '404.html'), 'utf8'), /href="\/"/);
  });

  test('zero-config fixture (only content/docs): exit 0 with the expected routes', async (t) => {
    const { code, stderr, out } = await buildFixture(t, 'no-config');
    assert.equal(code, 0, stderr);
    assertSiteHasRoutes(out, expectedRoutes('no-config'));
    assert.match(fs.readFileSync(path.join(out, 'docs/hello/index.html'), 'utf8'), /<a href="\/docs\/guide\/step">a step<\/a>/);
  });

  test('a base URL: every internal href and src carries it, and the link checker accepts them', async (t) => {
    const { code, stderr, out } = await buildFixture(t, 'base-url');
    assert.equal(code, 0, stderr);
    assertSiteHasRoutes(out, expectedRoutes('base-url'), '/sub/');
    assert.match(fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8'), /<loc>https:\/\/fixture\.example\/sub\/docs\/a<\/loc>/);
    const page = fs.readFileSync(path.join(out, 'docs/a/index.html'), 'utf8');
    const internal = [...page.matchAll(/\s(?:href|src)="(\/[^"]*)"/g)].map((m) => m[1]);
    assert.ok(internal.length > 5);
    assert.deepEqual(internal.filter((u) => !u.startsWith('/sub/')), [], 'internal URLs without the base');
    assert.ok(internal.includes('/sub/docs/b#part') && internal.includes('/sub/docs/b'));
    assert.ok(internal.some((u) => /^\/sub\/assets\/img\/logo\.[0-9a-f]{10}\.png$/.test(u)));
    assert.ok(listFiles(out).some((f) => /^assets\/img\/logo\.[0-9a-f]{10}\.png$/.test(f)), 'files stay at the root of out/');
  });

  test('a base URL with an API reference: the API pages\' own links (index cards, security schemes, response links, spec downloads) carry it too', async (t) => {
    const spec = path.join(fixture('openapi-32'), 'spec.yaml');
    const { code, stderr, out } = await buildFixture(t, 'base-url', ['--spec', spec]);
    assert.equal(code, 0, stderr);
    const pages = listFiles(out).filter((f) => f.startsWith('docs/api/') || f.startsWith('docs/category/'));
    assert.ok(pages.some((f) => f.endsWith('.html')));
    const withoutBase = pages.filter((f) => f.endsWith('.html')).flatMap((f) => {
      const html = fs.readFileSync(path.join(out, f), 'utf8');
      return [...html.matchAll(/\s(?:href|src)="(\/[^"]*)"/g)].map((m) => m[1]).filter((u) => !u.startsWith('/sub/')).map((u) => `${f}: ${u}`);
    });
    assert.deepEqual(withoutBase, [], 'internal URLs without the base');
    const overview = fs.readFileSync(path.join(out, 'docs/api/aviary/index.html'), 'utf8');
    assert.match(overview, /href="\/sub\/openapi\/spec\.yaml" download/);
  });

  test('broken link, anchor and image: exit 1, every one at file:line:col after front matter; a missing .md only warns', async (t) => {
    const { code, stderr, out } = await buildFixture(t, 'broken-link');
    assert.equal(code, 1);
    const lines = stderr.split('\n').filter((l) => /^\S.*  (error|warning)  /.test(l));
    assert.deepEqual(lines, [
      'content/docs/a.md:8:3  error  Broken link to /docs/does-not-exist: no page or file at /docs/does-not-exist (in page /docs/a)',
      'content/docs/a.md:10:3  error  Broken anchor /docs/b#no-such-heading: /docs/b has no element with id "no-such-heading" (in page /docs/a)',
      'content/docs/a.md:12:1  error  Image not found: ./img/missing.png',
      'content/docs/a.md:14:3  warning  Markdown link to a missing file: ./gone.md',
    ]);
    assert.match(stderr, /Build failed: 3 errors, 1 warning/);
    assert.doesNotMatch(stderr, stackTrace);
    assert.equal(fs.existsSync(out), false, 'nothing written');
  });

  test('bad front matter: YAML error and wrong type at their lines (exit 1); an unknown key warns', async (t) => {
    const { code, stderr } = await buildFixture(t, 'bad-front-matter');
    assert.equal(code, 1);
    assert.match(stderr, /^content\/docs\/yaml-error\.md:3:17  error  Front matter is not valid YAML: /m);
    assert.match(stderr, /^content\/docs\/wrong-type\.md:3:7  error  Front-matter key 'tags' must be a list of strings/m);
    assert.match(stderr, /^content\/docs\/unknown-key\.md:3:1  warning  Unknown front-matter key 'author'/m);
    assert.match(stderr, /^    hint: /m);
    assert.doesNotMatch(stderr, stackTrace);
  });

  test('a link to a missing .md file only warns: exit 0, the warning at its line, counted in the summary', async (t) => {
    const root = makeTmpDir(t);
    writeTree(root, { 'content/docs/only.md': '---\ntitle: Only\n---\n\nSee [the plan](./plan.md).\n' });
    const r = await runDocgen(['build', '--root', root, '--out', path.join(root, 'out')], { cwd: root });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /^content\/docs\/only\.md:5:5  warning  Markdown link to a missing file: \.\/plan\.md$/m);
    assert.match(r.stdout, /1 warning\.$/m);
    assert.ok(fs.existsSync(path.join(root, 'out/docs/only/index.html')));
  });

  test('an empty file builds; a file that is not UTF-8 is an error at its line', async (t) => {
    const root = makeTmpDir(t);
    writeTree(root, {
      'content/docs/empty.md': '',
      'content/docs/latin1.md': Buffer.concat([Buffer.from('---\ntitle: L\n---\nCaf'), Buffer.from([0xe9]), Buffer.from('\n')]),
    });
    const bad = await runDocgen(['build', '--root', root, '--out', path.join(root, 'out')], { cwd: root });
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /^content\/docs\/latin1\.md:4  error  The file is not valid UTF-8/m);
    fs.rmSync(path.join(root, 'content/docs/latin1.md'));
    const ok = await runDocgen(['build', '--root', root, '--out', path.join(root, 'out')], { cwd: root });
    assert.equal(ok.code, 0, ok.stderr);
    assert.ok(fs.existsSync(path.join(root, 'out/docs/empty/index.html')));
  });

  test('slug collision names both files; a slug with .. is refused at its line', async (t) => {
    const { code, stderr } = await buildFixture(t, 'slug-collision');
    assert.equal(code, 1);
    const collision = stderr.split('\n').find((l) => l.includes('Two pages claim the URL /docs/shared'));
    assert.ok(collision, stderr);
    assert.ok(collision.includes('one.md') && collision.includes('two.md'), collision);
    assert.match(collision, /  error  /);
    assert.match(stderr, /^content\/docs\/escape\.md:3:7  error  The slug '\.\.\/outside' is not a valid route/m);
  });

  test('URLs that differ only in Unicode normalisation (NFC, NFD) are one folder on macOS: a collision naming both files', async (t) => {
    // The fixture writes the two forms in slugs: file names that differ so cannot live in a git checkout on macOS.
    const { code, stderr, out } = await buildFixture(t, 'unicode-collision');
    assert.equal(code, 1);
    const note = '(their URLs differ only in Unicode normalisation, NFC and NFD, which macOS and other hosts ignore in file names)';
    const lines = stderr.split('\n');
    const line = `content/docs/composed.md  error  Two pages claim the URL /docs/caf\u00e9: content/docs/decomposed.md and content/docs/composed.md ${note}`;
    assert.ok(lines.includes(line), stderr);
    assert.equal(lines[lines.indexOf(line) + 1], '    hint: Rename one file or change its `slug` front matter.');
    assert.equal(fs.existsSync(out), false, 'nothing written');

    // The case of the issue: `café.md` twice in one folder, once in NFC and once in NFD.
    const root = makeTmpDir(t);
    writeTree(root, { 'content/docs/caf\u00e9.md': '# Composed\n', 'content/docs/cafe\u0301.md': '# Decomposed\n' });
    if (fs.readdirSync(path.join(root, 'content/docs')).length < 2) { t.skip('this file system keeps one name for both forms'); return; }
    const named = await runDocgen(['build', '--root', root, '--out', path.join(makeTmpDir(t), 'out')], { cwd: root });
    assert.equal(named.code, 1);
    assert.ok(named.stderr.split('\n').includes(`content/docs/caf\u00e9.md  error  Two pages claim the URL /docs/caf\u00e9: content/docs/cafe\u0301.md and content/docs/caf\u00e9.md ${note}`), named.stderr);
  });

  for (const [variant, expected] of [
    ['unknown-key', /^docgen\.config\.ts:6:3  error  Unknown config key 'tagLine'$/m],
    ['wrong-type', /^docgen\.config\.ts:5:3  error  Config key 'mobileBreakpoint' must be a number, got '996px'$/m],
    ['syntax-error', /^docgen\.config\.ts:4:25  error  Cannot compile the config: /m],
  ] as const) {
    test(`bad config (${variant}): exit 1, the key or the line named, no stack trace`, async (t) => {
      const { code, stderr, stdout } = await buildFixture(t, `bad-config/${variant}`);
      assert.equal(code, 1);
      assert.match(stderr, expected);
      assert.doesNotMatch(stderr, stackTrace);
      assert.equal(stdout, '');
    });
  }

  test('a failed build leaves an existing out/ byte-identical, with no staging folder beside it', async (t) => {
    const base = makeTmpDir(t);
    const out = path.join(base, 'site-out');
    writeTree(out, { 'marker.txt': 'left by a previous deploy', 'index.html': '<p>old site</p>', 'docs/a/index.html': 'a', 'assets/img/x.png': Buffer.from([137, 80, 78, 71, 0, 255]) });
    const before = snapshotDir(out);
    // --empty-out-dir: site-out is outside the root and holds files; what is tested is the failed build's care of it.
    const failed = await runDocgen(['build', '--root', fixture('broken-link'), '--out', out, '--empty-out-dir']);
    assert.equal(failed.code, 1);
    assert.match(failed.stderr, /previous output was left untouched/);
    assert.deepEqual(snapshotDir(out), before);
    assert.deepEqual(fs.readdirSync(base), ['site-out'], 'no staging or old folder left beside out/');
    // A good build replaces the folder whole: the marker goes, nothing is left beside it.
    const second = await runDocgen(['build', '--root', fixture('no-config'), '--out', out, '--empty-out-dir']);
    assert.equal(second.code, 0, second.stderr);
    assert.equal(fs.existsSync(path.join(out, 'marker.txt')), false);
    assert.deepEqual(await settledNames(base), ['site-out'], 'the old folder is removed (in the background) too');
  });

  test('a static file named like a folder docgen writes (static/assets, static/openapi) fails the build naming it; out/ is left as it was', async (t) => {
    const out = path.join(makeTmpDir(t), 'site-out');
    writeTree(out, { 'index.html': '<p>old site</p>', 'assets/style.css': 'body {}' });
    const before = snapshotDir(out);
    const failed = await runDocgen(['build', '--root', fixture('bad-static-names'), '--out', out, '--empty-out-dir'], { cwd: fixture('bad-static-names') });
    assert.equal(failed.code, 1);
    assert.match(failed.stderr, /^static\/assets {2}error {2}static\/assets is a file where docgen makes its own folder \/assets\/ \(\/assets\/.+\)\n {4}hint: Rename or move the file: docgen writes this path itself\.$/m);
    assert.match(failed.stderr, /^static\/openapi {2}error {2}static\/openapi is a file where docgen makes its own folder \/openapi\/ \(\/openapi\/notes\.yaml\)$/m);
    assert.doesNotMatch(failed.stderr, /EISDIR/);
    assert.match(failed.stderr, /2 errors, .*previous output was left untouched/);
    assert.deepEqual(snapshotDir(out), before);
  });

  test('SIGINT or SIGTERM during a build leaves out/ as it was and removes the staging folder', async (t) => {
    const base = makeTmpDir(t);
    const root = path.join(base, 'site');
    // Enough pages that rendering takes a while (each carries the whole 200-entry sidebar): the signal arrives
    // while the staging folder exists.
    const files: Record<string, string> = {};
    for (let i = 0; i < 200; i++) files[`content/docs/section-${i % 10}/page-${i}.md`] = `# Page ${i}\n\nText with a [link](/docs/section-0/page-0).\n`;
    writeTree(root, files);
    await Promise.all((['SIGINT', 'SIGTERM'] as const).map(async (signal) => {
      const out = path.join(base, `out-${signal}`);
      writeTree(out, { 'index.html': 'previous', 'marker.txt': signal });
      const before = snapshotDir(out);
      let sent = false;
      // --empty-out-dir: out/ is outside the root and holds a previous site, which the build may replace.
      const r = await runDocgen(['build', '--root', root, '--out', out, '--empty-out-dir'], {
        onSpawn: (child) => {
          // Poll for the staging folder beside out/, then interrupt.
          const timer = setInterval(() => {
            if (fs.readdirSync(base).some((n) => n.startsWith(`out-${signal}.docgen-`))) {
              clearInterval(timer);
              sent = child.kill(signal);
            }
          }, 2);
          child.on('exit', () => clearInterval(timer));
        },
      });
      assert.ok(sent, `${signal} was sent while the build was writing (exit ${r.code}, ${r.stderr})`);
      assert.equal(r.code, 130, r.stderr);
      assert.match(r.stderr, /build interrupted/);
      assert.deepEqual(snapshotDir(out), before);
      assert.deepEqual(fs.readdirSync(base).filter((n) => n.startsWith(`out-${signal}`)), [`out-${signal}`], 'no staging folder left');
    }));
  });

  test('--out equal to the root, a parent of it or a source folder is refused and deletes nothing', async (t) => {
    const root = path.join(makeTmpDir(t), 'site');
    fs.cpSync(fixture('no-config'), root, { recursive: true });
    const before = snapshotDir(root);
    const outs = [root, path.dirname(root), path.join(root, 'content'), path.join(root, 'content', 'docs', 'out')];
    const runs = await Promise.all(outs.map((out) => runDocgen(['build', '--root', root, '--out', out], { cwd: root })));
    runs.forEach((r, i) => {
      assert.equal(r.code, 1, `--out ${outs[i]}`);
      assert.match(r.stderr, /error  Refusing to build into /);
    });
    assert.deepEqual(snapshotDir(root), before, 'the sources are untouched');
    assert.deepEqual(fs.readdirSync(path.dirname(root)), ['site'], 'no staging folder was made');
  });

  test('--out outside the root that holds files is refused and left untouched, unless --empty-out-dir', async (t) => {
    const root = fixture('out-dir-outside-root');
    const base = makeTmpDir(t);
    const mine = path.join(base, 'mine');
    writeTree(mine, { 'notes.txt': 'not a docgen site', 'photos/cat.jpg': Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]) });
    const before = snapshotDir(mine);
    const refused = await runDocgen(['build', '--root', root, '--out', mine]);
    assert.equal(refused.code, 1);
    assert.equal(refused.stdout, '');
    const lines = refused.stderr.split('\n');
    const line = `error  Refusing to build into ${mine}: the folder is not empty and is outside the site root (test/fixtures/out-dir-outside-root), and the build would delete what it holds`;
    assert.ok(lines.includes(line), refused.stderr);
    assert.equal(lines[lines.indexOf(line) + 1], '    hint: Pass --empty-out-dir to replace it anyway, or choose an empty or new folder with --out.');
    assert.deepEqual(snapshotDir(mine), before, "the folder's files are untouched");
    assert.deepEqual(fs.readdirSync(base), ['mine'], 'no staging folder was made');
    assert.equal(fs.existsSync(path.join(root, 'out')), false, 'nothing written into the root either');

    // A file in place of the folder is refused too.
    const file = path.join(base, 'file.txt');
    fs.writeFileSync(file, 'mine');
    const fileRun = await runDocgen(['build', '--root', root, '--out', file]);
    assert.equal(fileRun.code, 1);
    assert.match(fileRun.stderr, /^error  Refusing to build into .*file\.txt: it is a file outside the site root /m);
    assert.equal(fs.readFileSync(file, 'utf8'), 'mine');

    // An empty or a missing folder outside the root needs no flag.
    fs.mkdirSync(path.join(base, 'empty'));
    for (const out of [path.join(base, 'empty'), path.join(base, 'new', 'site')]) {
      const r = await runDocgen(['build', '--root', root, '--out', out]);
      assert.equal(r.code, 0, r.stderr);
      assert.ok(fs.existsSync(path.join(out, 'docs/intro/index.html')), out);
    }

    // With --empty-out-dir the folder is replaced whole, as out/ always is.
    const replaced = await runDocgen(['build', '--root', root, '--out', mine, '--empty-out-dir']);
    assert.equal(replaced.code, 0, replaced.stderr);
    assert.ok(fs.existsSync(path.join(mine, 'docs/intro/index.html')));
    assert.equal(fs.existsSync(path.join(mine, 'notes.txt')), false);
  });

  test('a folder inside the root that holds files is replaced without --empty-out-dir, as out/ always was', async (t) => {
    const root = path.join(makeTmpDir(t), 'site');
    fs.cpSync(fixture('out-dir-outside-root'), root, { recursive: true });
    for (const out of [path.join(root, 'out'), path.join(root, 'build', 'site')]) {
      writeTree(out, { 'stale.html': 'an earlier build' });
      const r = await runDocgen(['build', '--root', root, '--out', out], { cwd: root });
      assert.equal(r.code, 0, r.stderr);
      assert.ok(fs.existsSync(path.join(out, 'docs/intro/index.html')), out);
      assert.equal(fs.existsSync(path.join(out, 'stale.html')), false, out);
    }
  });

  test('--out that names the site or its sources through a symbolic link is refused, even with --empty-out-dir', async (t) => {
    const base = makeTmpDir(t);
    const root = path.join(base, 'site');
    fs.cpSync(fixture('out-dir-outside-root'), root, { recursive: true });
    writeTree(root, { 'static/keep.txt': 'mine' });
    fs.symlinkSync(root, path.join(base, 'link'));
    const before = snapshotDir(root);
    // The root through the link and --out as the real path, then --out through the link into static/.
    for (const args of [['--root', path.join(base, 'link'), '--out', root], ['--root', root, '--out', path.join(base, 'link', 'static')]]) {
      const r = await runDocgen(['build', ...args, '--empty-out-dir']);
      assert.equal(r.code, 1, r.stderr);
      assert.match(r.stderr, /^error {2}Refusing to build into .*: it (?:is|contains) .* \(once symbolic links are resolved\), and the build replaces the whole output folder$/m);
      assert.deepEqual(snapshotDir(root), before, args.join(' '));
    }
  });

  test('--out at the home folder is refused, even with --empty-out-dir', async (t) => {
    const base = makeTmpDir(t);
    const home = path.join(base, 'home');
    writeTree(home, { 'thesis.txt': 'years of work' });
    const r = await runDocgen(['build', '--root', fixture('out-dir-outside-root'), '--out', home, '--empty-out-dir'], { env: { HOME: home } });
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stderr, /^error {2}Refusing to build into .*home: it is the home folder /m);
    assert.equal(fs.readFileSync(path.join(home, 'thesis.txt'), 'utf8'), 'years of work');
  });

  test('zero-config on an empty folder: a home page, the search index and a 404 page', async (t) => {
    const base = makeTmpDir(t);
    const root = path.join(base, 'empty');
    fs.mkdirSync(root);
    const out = path.join(base, 'out');
    const r = await runDocgen(['build', '--root', root, '--out', out], { cwd: root });
    assert.equal(r.code, 0, r.stderr);
    assertSiteHasRoutes(out, ['/', '/search']);
    assert.deepEqual(fs.readdirSync(root), [], 'nothing written into the root');
  });

  test('zero-config with --spec: one API page per operation', async (t) => {
    const spec = path.join(sharedDir, 'specs/oai/v3.0/petstore.yaml');
    if (!fs.existsSync(spec)) { t.skip(`${spec} is not here (the shared folder is absent)`); return; }
    const base = makeTmpDir(t);
    const root = path.join(base, 'empty');
    fs.mkdirSync(root);
    const out = path.join(base, 'out');
    const r = await runDocgen(['build', '--root', root, '--out', out, '--spec', spec], { cwd: root });
    assert.equal(r.code, 0, r.stderr);
    const operations = [...fs.readFileSync(spec, 'utf8').matchAll(/operationId:\s*(\S+)/g)].map((m) => m[1]);
    assert.deepEqual(operations, ['listPets', 'createPets', 'showPetById']);
    for (const slug of ['list-pets', 'create-pets', 'show-pet-by-id']) {
      assert.ok(fs.existsSync(path.join(out, 'docs/api', slug, 'index.html')), `/docs/api/${slug}`);
    }
    const apiPages = listFiles(out).filter((f) => f.startsWith('docs/api/') && !f.startsWith('docs/api/schemas/') && f.endsWith('/index.html'));
    // One page per operation plus the overview page, and a page per named schema (Pet, Pets, Error).
    assert.equal(apiPages.length, operations.length + 1, apiPages.join(', '));
    const schemaPages = listFiles(out).filter((f) => f.startsWith('docs/api/schemas/') && f.endsWith('/index.html'));
    assert.deepEqual(schemaPages.sort(), ['error', 'pet', 'pets'].map((s) => `docs/api/schemas/${s}/index.html`));
    assert.ok(fs.existsSync(path.join(out, 'index.html')) && fs.existsSync(path.join(out, '404.html')));
  });
});
