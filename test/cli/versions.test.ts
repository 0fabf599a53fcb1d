// Docs versions through the real CLI: `docgen version <name>` freezes the working copy (all or nothing, refusals),
// and `docgen build` renders every version at its own URLs with the version menu, badge, banners, canonical links,
// noindex, sitemap, link checking per version and the 'What changed' pages.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDist, runDocgen } from '../helpers/runDocgen.js';
import { listFiles, makeTmpDir } from '../helpers/tmpDir.js';
import { repoRoot } from '../helpers/repoPaths.js';

const fixture = path.join(repoRoot, 'test/fixtures/versions');

function copyFixture(dir: string): string {
  fs.cpSync(fixture, dir, { recursive: true });
  return dir;
}

const read = (root: string, rel: string) => fs.readFileSync(path.join(root, rel), 'utf8');
const edit = (root: string, rel: string, change: (text: string) => string) => fs.writeFileSync(path.join(root, rel), change(read(root, rel)));

describe('docgen version <name>', () => {
  before(ensureDist);

  test('freezes the docs, their images, the sidebars and the spec with its ../common parts, and prepends versions.json', async (t) => {
    const root = copyFixture(makeTmpDir(t));
    const run = await runDocgen(['version', '1.0', '--root', root]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /Froze the docs as version 1\.0/);
    assert.deepEqual(JSON.parse(read(root, 'versions.json')), ['1.0']);
    const frozen = path.join(root, 'versioned/1.0');
    for (const rel of ['content/docs/intro.md', 'content/docs/guide/feeding.md', 'content/img/cat.png']) {
      assert.deepEqual(fs.readFileSync(path.join(frozen, rel)), fs.readFileSync(path.join(root, rel)), rel);
    }
    assert.deepEqual(JSON.parse(read(frozen, 'sidebars.json')), { docs: ['intro', { dir: 'guide' }], api: [{ api: true }] });
    const spec = read(frozen, 'openapi/pets.yaml');
    assert.doesNotMatch(spec, /common\/pet\.yaml/, 'the ../common part is bundled in');
    assert.match(spec, /name:\s*\n\s*type: string/);
    assert.equal(fs.existsSync(path.join(frozen, 'content/pages')), false, 'pages are not versioned');

    // A second version goes first.
    const second = await runDocgen(['version', '2.0', '--root', root]);
    assert.equal(second.code, 0, second.stderr);
    assert.deepEqual(JSON.parse(read(root, 'versions.json')), ['2.0', '1.0']);
  });

  test('refuses an existing name, unsafe names and names of routes, and changes nothing', async (t) => {
    const root = copyFixture(makeTmpDir(t));
    assert.equal((await runDocgen(['version', '1.0', '--root', root])).code, 0);
    const before = listFiles(root).map((f) => [f, fs.readFileSync(path.join(root, f), 'utf8')]);
    const cases: [string, RegExp][] = [
      ['1.0', /already exists/],
      ['../x', /not one safe path segment/],
      ['a/b', /not one safe path segment/],
      ['a b', /not one safe path segment/],
      ['current', /route of its own/],
      ['next', /route of its own/],
      ['api', /route of its own/],
      ['what-changed', /route of its own/],
      ['guide', /already have a page or folder at \/docs\/guide/],
      ['intro', /already have a page or folder at \/docs\/intro/],
    ];
    for (const [name, message] of cases) {
      const run = await runDocgen(['version', name, '--root', root]);
      assert.equal(run.code, 1, name);
      assert.match(run.stderr, message, name);
    }
    assert.deepEqual(listFiles(root).map((f) => [f, fs.readFileSync(path.join(root, f), 'utf8')]), before);
  });

  test('all or nothing: a spec part that cannot be read leaves no version behind', async (t) => {
    const root = copyFixture(makeTmpDir(t));
    fs.rmSync(path.join(root, 'common/pet.yaml'));
    const run = await runDocgen(['version', '1.0', '--root', root]);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /pet\.yaml/);
    assert.equal(fs.existsSync(path.join(root, 'versioned')), false);
    assert.equal(fs.existsSync(path.join(root, 'versions.json')), false);
  });
});

describe('a site with docs versions', () => {
  let root: string;
  let out: string;
  let build: { code: number | null; stderr: string };
  const page = (url: string) => read(out, url.replace(/^\//, '') + '/index.html');

  before(async () => {
    await ensureDist();
    root = copyFixture(fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'docgen-versions-')));
    if (!process.env.KEEP_VERSIONS_SITE) process.on('exit', () => fs.rmSync(root, { recursive: true, force: true }));
    assert.equal((await runDocgen(['version', '1.0', '--root', root])).code, 0);
    // 2.0: the `color` parameter goes, a required `species` comes, a new operation and a new guide page.
    edit(root, 'openapi/pets.yaml', (s) => s
      .replace("        - name: color\n          in: query\n          schema:\n            type: string\n", "        - name: species\n          in: query\n          required: true\n          schema:\n            type: string\n")
      .replace('        name:\n          type: string\n', '        name:\n          type: string\n        email:\n          type: string\n')
      .replace('  /pets/{id}:\n', "  /pets/{id}/photos:\n    get:\n      operationId: listPhotos\n      summary: List photos\n      responses:\n        '200':\n          description: The photos\n  /pets/{id}:\n"));
    fs.writeFileSync(path.join(root, 'content/docs/guide/walking.md'), '---\ntitle: Walking\n---\nWalk the pet.\n');
    // The shared part of the spec changes too: 1.0 froze it as it was.
    edit(root, 'common/pet.yaml', (s) => s + '  age:\n    type: integer\n');
    assert.equal((await runDocgen(['version', '2.0', '--root', root])).code, 0);
    // The working copy moves on: a deprecated parameter, a page of its own, a link 1.0 cannot follow inside 1.0.
    edit(root, 'openapi/pets.yaml', (s) => s.replace('        - name: limit\n          in: query\n', '        - name: limit\n          in: query\n          deprecated: true\n'));
    fs.writeFileSync(path.join(root, 'content/docs/next-only.md'), '---\ntitle: Next only\n---\nOnly in the next version.\n');
    edit(root, 'versioned/1.0/content/docs/guide/feeding.md', (s) => s + '\nSee also [walking](/docs/guide/walking) and [the next page](/docs/next/next-only).\n');
    build = await runDocgen(['build', '--root', root]);
    out = path.join(root, 'out');
  });

  test('builds, with a warning for the link that leaves its version, and none for one written with the version', () => {
    assert.equal(build.code, 0, build.stderr);
    assert.match(build.stderr, /versioned\/1\.0\/content\/docs\/guide\/feeding\.md:\d+:\d+\s+warning\s+The link \/docs\/guide\/walking leads out of the docs version 1\.0/);
    assert.doesNotMatch(build.stderr, /next-only/);
  });

  test('routes: the latest at /docs, older versions at /docs/<name>, the working copy at /docs/next', () => {
    for (const url of ['/docs/intro', '/docs/guide/walking', '/docs/1.0/intro', '/docs/1.0/guide/feeding', '/docs/next/intro', '/docs/next/next-only', '/docs/api/list-pets', '/docs/1.0/api/list-pets', '/docs/next/api/list-photos', '/docs/1.0/tags/start', '/docs/category/api', '/docs/1.0/category/api']) {
      assert.ok(fs.existsSync(path.join(out, url.slice(1), 'index.html')), url);
    }
    assert.equal(fs.existsSync(path.join(out, 'docs/1.0/guide/walking/index.html')), false);
    assert.equal(fs.existsSync(path.join(out, 'docs/next-only/index.html')), false);
    assert.equal(fs.existsSync(path.join(out, 'docs/1.0/about/index.html')), false, 'pages are not versioned');
    // Each version's spec is downloaded from its own pages; the latest keeps the unversioned URL.
    assert.notEqual(read(out, 'openapi/1.0/pets.yaml'), read(out, 'openapi/pets.yaml'));
    assert.match(read(out, 'openapi/next/pets.yaml'), /deprecated: true/);
    assert.doesNotMatch(read(out, 'openapi/pets.yaml'), /deprecated: true/);
    assert.match(page('/docs/1.0/api/pets-api'), /href="\/openapi\/1\.0\/pets\.yaml"/);
  });

  test('each version renders its own frozen spec, and edits of the working copy show only under /docs/next', () => {
    assert.match(page('/docs/1.0/api/list-pets'), /id="query-color"/);
    assert.doesNotMatch(page('/docs/api/list-pets'), /id="query-color"/);
    assert.match(page('/docs/api/list-pets'), /id="query-species"/);
    assert.doesNotMatch(page('/docs/api/list-pets'), /deprecated<\/span>/);
    assert.match(page('/docs/next/api/list-pets'), /deprecated<\/span>/);
  });

  test('links inside a version stay in it; links to pages outside the docs are not versioned', () => {
    const feeding = page('/docs/1.0/guide/feeding');
    assert.match(feeding, /href="\/docs\/1\.0\/intro#getting-a-key"/);
    assert.match(feeding, /href="\/about"/);
    assert.match(page('/docs/1.0/intro'), /href="\/docs\/1\.0\/category\/api"/);
    assert.match(page('/docs/1.0/intro'), /class="dg-navbar__link[^"]*"[^>]*>Guide|href="\/docs\/1\.0\/intro" class="dg-navbar__link/);
  });

  test('version menu, badge and banners in the HTML', () => {
    const old = page('/docs/1.0/guide/feeding');
    assert.match(old, /<a href="\/docs\/guide\/feeding" data-dg-version="2\.0" data-dg-same=""/);
    assert.match(old, /<a href="\/docs\/next\/guide\/feeding" data-dg-version="current"/);
    assert.match(old, /This is documentation for Pets 1\.0, which is no longer actively maintained\./);
    assert.match(old, /see the <a href="\/docs\/guide\/feeding" data-dg-version="2\.0"><b>latest version<\/b><\/a>/);
    assert.match(old, /Version: <!-- -->1\.0/);
    // A page 1.0 does not have: the menu goes to 1.0's first page.
    assert.match(page('/docs/guide/walking'), /<a href="\/docs\/1\.0\/intro" data-dg-version="1\.0"/);
    const next = page('/docs/next/next-only');
    assert.match(next, /This is unreleased documentation for Pets Next version\./);
    assert.match(next, /see the <a href="\/docs\/intro" data-dg-version="2\.0">/, 'the latest has no such page: its first page');
    const latest = page('/docs/intro');
    assert.doesNotMatch(latest, /dg-version-banner/);
    assert.match(latest, /Version: <!-- -->2\.0/);
    // Outside the versioned docs: links to the latest, with the other versions' pages for the client.
    const about = page('/about');
    assert.match(about, /<a href="\/docs\/intro" class="dg-navbar__link" data-dg-alternates="current \/docs\/next\/intro\n1\.0 \/docs\/1\.0\/intro"/);
  });

  test('canonical links to the latest equivalent, noindex where configured, the sitemap lists the latest only', () => {
    assert.match(page('/docs/1.0/guide/feeding'), /<link rel="canonical" href="https:\/\/pets\.example\/docs\/guide\/feeding"\/>/);
    assert.match(page('/docs/next/next-only'), /<link rel="canonical" href="https:\/\/pets\.example\/docs\/next\/next-only"\/>/);
    assert.match(page('/docs/1.0/intro'), /<meta name="robots" content="noindex, nofollow"\/>/);
    assert.doesNotMatch(page('/docs/next/intro'), /name="robots"/);
    const sitemap = read(out, 'sitemap.xml');
    assert.match(sitemap, /<loc>https:\/\/pets\.example\/docs\/intro<\/loc>/);
    assert.doesNotMatch(sitemap, /\/docs\/(1\.0|next)\//);
  });

  test('What changed pages: breaking changes first, linked in both versions; New in marks on operation pages', () => {
    const changed = page('/docs/what-changed/2.0');
    assert.match(changed, /<h1>What changed in <!-- -->2\.0<\/h1>/);
    const breaking = changed.indexOf('id="breaking"');
    const additions = changed.indexOf('id="addition"');
    assert.ok(breaking > 0 && additions > breaking, 'breaking changes come first');
    assert.match(changed, /query parameter <code>color<\/code> was removed/);
    assert.match(changed, /New required query parameter <code>species<\/code>/);
    assert.match(changed, /New operation <code>GET \/pets\/\{id\}\/photos<\/code>/);
    assert.match(changed, /href="\/docs\/1\.0\/api\/list-pets#query-color">1\.0<\/a>/);
    assert.match(changed, /href="\/docs\/api\/list-pets#query-species">2\.0<\/a>/);
    assert.match(page('/docs/what-changed/next'), /query parameter <code>limit<\/code> is deprecated/i);
    assert.equal(fs.existsSync(path.join(out, 'docs/what-changed/1.0')), false, 'the oldest version has nothing to compare with');
    assert.match(page('/docs/api/list-pets'), /id="query-species".{0,400}New in 2\.0/s);
    assert.match(page('/docs/next/api/list-pets'), /id="query-limit".{0,400}Changed in Next/s);
    // Body properties: `age` came with 2.0 in the shared ../common part, which 1.0 froze without it.
    assert.match(changed, /property <code>age<\/code>/);
    assert.match(page('/docs/api/get-pet'), /<code class="dg-schema__name">age<\/code> <span class="dg-schema__type">integer<\/span><span class="dg-flag dg-flag--version">New in 2\.0<\/span>/);
    assert.doesNotMatch(page('/docs/1.0/api/get-pet'), /dg-schema__name">age</);
    // Schema pages: a property the version added to a named schema.
    const owner = fs.readdirSync(path.join(out, 'docs/api'), { recursive: true }).map(String).find((f) => /owner\/index\.html$/.test(f))!;
    assert.ok(owner, 'the Owner schema has a page');
    const ownerPage = read(out, `docs/api/${owner}`);
    assert.match(ownerPage, /dg-schema__name">email<\/code> <span class="dg-schema__type">string<\/span><span class="dg-flag dg-flag--version">New in 2\.0<\/span>/);
    assert.doesNotMatch(ownerPage, /dg-schema__name">name<\/code> <span class="dg-schema__type">string<\/span><span class="dg-flag dg-flag--version"/);
    assert.doesNotMatch(page('/docs/api/get-pet'), /dg-schema__name">name<\/code>[^<]*<span[^>]*>[^<]*<\/span><span class="dg-flag dg-flag--version"/);
  });

  test('Markdown twins follow their version; llms.txt lists the latest version, each other version has its own', () => {
    assert.match(read(out, 'docs/1.0/api/list-pets.md'), /color/);
    assert.doesNotMatch(read(out, 'docs/api/list-pets.md'), /color/);
    assert.match(read(out, 'docs/next/next-only.md'), /Only in the next version/);
    // A guide's absolute links lead where its HTML's lead: into its own version.
    assert.match(read(out, 'docs/1.0/intro.md'), /\[API\]\(https:\/\/pets\.example\/docs\/1\.0\/category\/api\.md\)/);
    assert.match(read(out, 'docs/intro.md'), /\[API\]\(https:\/\/pets\.example\/docs\/category\/api\.md\)/);
    const llms = read(out, 'llms.txt');
    assert.match(llms, /\/docs\/intro\.md/);
    assert.match(llms, /\/docs\/api\/list-pets\.md/);
    assert.doesNotMatch(llms.replace(/\/docs\/(1\.0|next)\/llms\.txt/g, ''), /\/docs\/(1\.0|next)\//);
    assert.match(llms, /- \[Pets 1\.0\]\(https:\/\/pets\.example\/docs\/1\.0\/llms\.txt\): the docs of that version/);
    assert.match(llms, /- \[Pets Next\]\(https:\/\/pets\.example\/docs\/next\/llms\.txt\)/);
    const old = read(out, 'docs/1.0/llms.txt');
    assert.match(old, /^# Pets 1\.0\n/);
    assert.match(old, /\/docs\/1\.0\/guide\/feeding\.md/);
    assert.match(old, /\/openapi\/1\.0\/pets\.yaml/);
    assert.doesNotMatch(old, /pets\.example\/docs\/(intro|guide|api)/);
    assert.match(read(out, 'docs/next/llms.txt'), /\/docs\/next\/next-only\.md/);
    assert.match(read(out, 'docs/what-changed/2.0.md'), /## Breaking changes \(2\)\n\n- query parameter `color` was removed in `GET \/pets` \(\[2\.0\]\(https:\/\/pets\.example\/docs\/api\/list-pets\.md\), \[1\.0\]\(https:\/\/pets\.example\/docs\/1\.0\/api\/list-pets\.md#query-color\)\)/);
  });

  test('search follows the page\'s version; pages outside the versioned docs search the latest', () => {
    const indexOf = (url: string) => {
      const manifest = JSON.parse(/data-dg-search="([^"]*)"/.exec(page(url))![1].replace(/&quot;/g, '"'));
      return manifest.indexes.map((i: string) => read(out, i.slice(1))).join('\n');
    };
    const old = indexOf('/docs/1.0/intro');
    assert.match(old, /"\/docs\/1\.0\/guide\/feeding"/);
    assert.doesNotMatch(old, /"\/docs\/(intro|next\/)/);
    assert.match(old, /"\/about"/, 'the unversioned pages are found from every version');
    const latest = indexOf('/docs/intro');
    assert.match(latest, /"\/docs\/guide\/walking"/);
    assert.doesNotMatch(latest, /"\/docs\/(1\.0|next)\//);
    assert.equal(indexOf('/about'), latest);
    assert.match(indexOf('/docs/next/intro'), /"\/docs\/next\/next-only"/);
  });

  test('the A–Z index (/search) lists the latest version and the site\'s pages, linking to them; its twin lists what llms.txt lists', () => {
    const search = page('/search');
    const listed = [...search.matchAll(/<ul class="dg-search-index__list">([\s\S]*?)<\/ul>/g)].flatMap((m) => [...m[1].matchAll(/<a href="([^"]*)"([^>]*)>/g)]);
    const urls = listed.map((m) => m[1]);
    for (const url of ['/docs/intro', '/docs/guide/feeding', '/docs/guide/walking', '/docs/api/list-pets', '/docs/api/list-photos', '/about']) assert.ok(urls.includes(url), `${url} in ${urls.join(' ')}`);
    assert.deepEqual(urls.filter((u) => /^\/docs\/(next|1\.0)(\/|$)/.test(u)), [], 'no page of another version');
    assert.ok(!urls.includes('/docs/next-only'), 'a page only the working copy has is not listed');
    // The listed page itself, not the reader's preferred version of it (which may not have it).
    assert.deepEqual(listed.filter((m) => m[2].includes('data-dg-alternates')).map((m) => m[1]), []);
    // The operation's parameters are the latest version's: `species` came with 2.0, `color` left with it.
    assert.match(search, /List pets<\/a> <code>\/pets<\/code><span class="dg-search-index__params"> Parameters: [^\n]*species/);
    assert.doesNotMatch(search, /<code>color<\/code>/);

    const twin = read(out, 'search.md');
    const twinUrls = [...twin.matchAll(/\]\((https:\/\/pets\.example[^)]*)\)/g)].map((m) => m[1]);
    assert.deepEqual(twinUrls, urls.map((u) => `https://pets.example${u}.md`), 'the twin lists the same pages, as their twins');
    const llms = read(out, 'llms.txt');
    assert.match(llms, /\(https:\/\/pets\.example\/search\.md\)/);
    for (const url of twinUrls) assert.ok(llms.includes(`(${url})`), `llms.txt lists ${url}`);
  });

  test('a broken link inside a frozen version fails the build, naming the frozen file', async () => {
    edit(root, 'versioned/1.0/content/docs/intro.md', (s) => s + '\n[gone](/docs/1.0/nowhere)\n');
    const run = await runDocgen(['build', '--root', root, '--out', path.join(root, 'out-broken')]);
    edit(root, 'versioned/1.0/content/docs/intro.md', (s) => s.replace('\n[gone](/docs/1.0/nowhere)\n', ''));
    assert.equal(run.code, 1);
    assert.match(run.stderr, /versioned\/1\.0\/content\/docs\/intro\.md:\d+:\d+\s+error\s+Broken link to \/docs\/1\.0\/nowhere/);
  });
});

describe('docs versions with the API reference outside /docs', () => {
  before(ensureDist);

  test('the version segment follows the API base: /reference/list-pets, /reference/next/list-pets', async (t) => {
    const root = copyFixture(makeTmpDir(t));
    edit(root, 'docgen.config.ts', (s) => s.replace("spec: 'openapi/pets.yaml',", "spec: 'openapi/pets.yaml',\n  api: { routeBasePath: '/reference', categoryUrl: '/reference-index' },").replace("href: '/docs/category/api'", "href: '/reference-index'"));
    assert.equal((await runDocgen(['version', '1.0', '--root', root])).code, 0);
    edit(root, 'content/docs/intro.md', (s) => s.replace('[API](/docs/category/api)', '[API](/reference-index) and [pets](/reference/list-pets)'));
    edit(root, 'versioned/1.0/content/docs/intro.md', (s) => s.replace('[API](/docs/category/api)', '[API](/reference-index) and [pets](/reference/list-pets)'));
    const run = await runDocgen(['build', '--root', root]);
    assert.equal(run.code, 0, run.stderr);
    assert.doesNotMatch(run.stderr, /warning/);
    const out = path.join(root, 'out');
    const page = (url: string) => read(out, url.slice(1) + '/index.html');
    for (const url of ['/reference/list-pets', '/reference/next/list-pets', '/reference-index', '/reference-index/next', '/docs/intro', '/docs/next/intro']) {
      assert.ok(fs.existsSync(path.join(out, url.slice(1), 'index.html')), url);
    }
    assert.match(page('/reference/next/list-pets'), /<a href="\/reference\/list-pets" data-dg-version="1\.0" data-dg-same=""/);
    assert.match(page('/docs/next/intro'), /href="\/reference\/next\/list-pets"/, "the working copy's link stays in the working copy");
    assert.match(page('/docs/intro'), /href="\/reference\/list-pets"/);
  });
});

describe('version settings in the config', () => {
  before(ensureDist);

  test('a banner the config gives the latest version is shown (without a link to a later one); settings of a version that does not exist are a warning', async (t) => {
    const root = copyFixture(makeTmpDir(t));
    edit(root, 'docgen.config.ts', (s) => s.replace("versions: { '1.0': { noIndex: true } },", "versions: { '1.0': { banner: 'unmaintained' }, '9.9': { label: 'Nine' } },"));
    assert.equal((await runDocgen(['version', '1.0', '--root', root])).code, 0);
    const run = await runDocgen(['build', '--root', root]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stderr, /warning\s+Config key 'versions\.9\.9' names no docs version \(the versions are 'current', '1\.0'\)/);
    const latest = read(path.join(root, 'out'), 'docs/intro/index.html');
    assert.match(latest, /<div class="dg-version-banner" role="alert"><p>This is documentation for Pets 1\.0, which is no longer actively maintained\.<\/p><\/div>/);
  });
});
