// Untrusted content through the real CLI: a pull request that touches only Markdown or the spec must not run code
// on the machine that builds it, nor publish a file from outside the site. Each case copies
// test/fixtures/untrusted-content/site into a temporary folder, plants a file with a marker string beside it
// (../outside/), makes the links, dot folders and FIFOs it needs, and builds. The marker must appear nowhere in
// the output, and the previous out/ must be left as it was.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensureDist, runDocgen } from '../helpers/runDocgen.js';
import { fixture } from '../helpers/repoPaths.js';
import { listFiles, makeTmpDir, snapshotDir } from '../helpers/tmpDir.js';

type T = Parameters<typeof makeTmpDir>[0];
const MARKER = 'DOCGEN-OUTSIDE-MARKER-7f3a9c';
const source = path.join(fixture('untrusted-content'), 'site');

interface Site {
  base: string;
  root: string;
  out: string;
  outside: string;
  attackFile: string;
}

/** A fresh copy of the fixture site, with a previous out/ from a clean build, and secrets planted beside it. */
async function prepareSite(t: T): Promise<Site> {
  const base = makeTmpDir(t);
  const root = path.join(base, 'site');
  fs.cpSync(source, root, { recursive: true });
  const outside = path.join(base, 'outside');
  fs.mkdirSync(path.join(outside, 'folder'), { recursive: true });
  fs.writeFileSync(path.join(outside, 'secret.png'), `${MARKER} png`);
  fs.writeFileSync(path.join(outside, 'secret.yaml'), `Secret:\n  type: string\n  description: ${MARKER} yaml\n`);
  fs.writeFileSync(path.join(outside, 'secret.md'), `# ${MARKER} md\n`);
  fs.writeFileSync(path.join(outside, 'folder', 'page.md'), `# ${MARKER} folder\n`);
  fs.mkdirSync(path.join(root, '.secrets'));
  fs.writeFileSync(path.join(root, '.secrets', 'token.png'), `${MARKER} dot png`);
  fs.writeFileSync(path.join(root, '.secrets', 'token.yaml'), `Token:\n  type: string\n  description: ${MARKER} dot yaml\n`);
  const out = path.join(root, 'out');
  const clean = await build({ root, out, outside, base, attackFile: '' });
  assert.equal(clean.code, 0, clean.stderr);
  return { base, root, out, outside, attackFile: path.join(base, 'attack-ran') };
}

function build(site: Site, args: string[] = []) {
  return runDocgen(['build', '--root', site.root, '--out', site.out, ...args], {
    cwd: site.root, timeoutMs: 30_000, env: { DOCGEN_ATTACK_FILE: site.attackFile || path.join(site.base, 'attack-ran'), DOCGEN_SECRET_ENV: MARKER },
  });
}

/** Copies a case page from the fixture's cases/ into the site's docs. */
function addCase(site: Site, name: string): string {
  const file = path.join(site.root, 'content/docs', name);
  fs.copyFileSync(path.join(site.root, 'cases', name), file);
  return file;
}

/** Every regular file under `dir` whose bytes hold the marker, links not followed (the planted files excepted). */
function filesWithMarker(dir: string): string[] {
  const found: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (child === 'outside' || entry.name === '.secrets' || entry.name === '.git') continue;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && fs.readFileSync(path.join(dir, child)).includes(MARKER)) found.push(child);
    }
  };
  walk('');
  return found;
}

/** The build failed with `message` at `where`, wrote nothing, and published nothing from outside. */
async function assertRefused(site: Site, args: string[], where: RegExp, message: RegExp) {
  const before = snapshotDir(site.out);
  const run = await build(site, args);
  assert.equal(run.code, 1, `exit code\n${run.stdout}\n${run.stderr}`);
  assert.match(run.stderr, where, run.stderr);
  assert.match(run.stderr, message, run.stderr);
  assert.ok(!run.stderr.includes(MARKER) && !run.stdout.includes(MARKER), 'the outside file is not quoted in messages either');
  assert.deepEqual(snapshotDir(site.out), before, 'the previous out/ is left as it was');
  assert.deepEqual(filesWithMarker(site.base), [], 'no byte of the outside file anywhere in the site or its output');
  return run;
}

before(async () => { await ensureDist(); });

describe('front matter is YAML only', { concurrency: 2 }, () => {
  for (const name of ['front-matter-js.md', 'front-matter-javascript.md']) {
    test(`${name}: an error at line 1, and the code never runs`, async (t) => {
      const site = await prepareSite(t);
      addCase(site, name);
      await assertRefused(site, [], new RegExp(`content/docs/${name}:1:\\d+`), /Front matter must be YAML, not '(js|javascript)'/);
      assert.ok(!fs.existsSync(site.attackFile), 'the front matter ran');
    });
  }
});

describe('Markdown images stay inside the site', { concurrency: 2 }, () => {
  test('![x](../../../outside/...) is an error at its line', async (t) => {
    const site = await prepareSite(t);
    addCase(site, 'image-outside.md');
    await assertRefused(site, [], /content\/docs\/image-outside\.md:8:1/, /Image '\.\.\/\.\.\/\.\.\/outside\/secret\.png' points outside the site folder/);
  });

  test('<img src="../../../outside/..."> in raw HTML is an error at its line', async (t) => {
    const site = await prepareSite(t);
    addCase(site, 'img-tag-outside.md');
    await assertRefused(site, [], /content\/docs\/img-tag-outside\.md:6:1/, /Image '\.\.\/\.\.\/\.\.\/outside\/secret\.png' points outside the site folder/);
  });

  test('an image in a dot folder of the site is refused', async (t) => {
    const site = await prepareSite(t);
    addCase(site, 'image-dot-folder.md');
    await assertRefused(site, [], /content\/docs\/image-dot-folder\.md:6:1/, /goes through '\.secrets'/);
  });

  test('an image that is a symbolic link out of the site is refused; one that stays inside is copied', async (t) => {
    const site = await prepareSite(t);
    addCase(site, 'image-link.md');
    fs.symlinkSync(path.join(site.outside, 'secret.png'), path.join(site.root, 'img/linked.png'));
    await assertRefused(site, [], /content\/docs\/image-link\.md:6:1/, /points outside the site folder \(through a symbolic link/);

    fs.rmSync(path.join(site.root, 'img/linked.png'));
    fs.symlinkSync('logo.svg', path.join(site.root, 'img/linked.png'));
    const run = await build(site);
    assert.equal(run.code, 0, run.stderr);
    assert.ok(listFiles(site.out).some((f) => /^assets\/img\/linked\.\w+\.png$/.test(f)), listFiles(site.out).join('\n'));
  });
});

describe('symbolic links and odd files in content/', { concurrency: 2 }, () => {
  test('a doc that links to a file outside the site is refused', async (t) => {
    const site = await prepareSite(t);
    fs.symlinkSync(path.join(site.outside, 'secret.md'), path.join(site.root, 'content/docs/leak.md'));
    await assertRefused(site, [], /content\/docs\/leak\.md/, /points outside the site folder \(through a symbolic link/);
  });

  test('a folder that links out of the site is refused once, not walked', async (t) => {
    const site = await prepareSite(t);
    fs.symlinkSync(path.join(site.outside, 'folder'), path.join(site.root, 'content/docs/linked'));
    const run = await assertRefused(site, [], /content\/docs\/linked\b/, /Cannot read the folder: it points outside the site folder/);
    assert.ok(!run.stderr.includes('page.md'), 'the folder is not walked');
  });

  test('a doc that links to /etc/passwd is refused', async (t) => {
    if (!fs.existsSync('/etc/passwd')) { t.skip('no /etc/passwd on this machine'); return; }
    const site = await prepareSite(t);
    fs.symlinkSync('/etc/passwd', path.join(site.root, 'content/docs/passwd.md'));
    const run = await assertRefused(site, [], /content\/docs\/passwd\.md/, /points outside the site folder/);
    assert.ok(!run.stderr.includes('root:'), run.stderr);
  });

  test('links that loop back to a parent folder are reported and the build ends in seconds', async (t) => {
    const site = await prepareSite(t);
    fs.symlinkSync('.', path.join(site.root, 'content/docs/self'));
    fs.symlinkSync('..', path.join(site.root, 'content/docs/up'));
    const started = Date.now();
    const run = await assertRefused(site, [], /content\/docs\/self/, /symbolic link leads to a folder that is already part of the site/);
    assert.match(run.stderr, /content\/docs\/up/);
    assert.ok(Date.now() - started < 20_000, 'the loop is not walked');
  });

  test('a link inside the site is fine', async (t) => {
    const site = await prepareSite(t);
    fs.symlinkSync('intro.md', path.join(site.root, 'content/docs/alias.md'));
    const run = await build(site);
    assert.equal(run.code, 0, run.stderr);
    assert.ok(listFiles(site.out).includes('docs/alias/index.html'));
  });

  test('a FIFO named *.md is refused instead of blocking the build', async (t) => {
    const site = await prepareSite(t);
    const made = spawnSync('mkfifo', [path.join(site.root, 'content/docs/pipe.md')]);
    if (made.status !== 0) { t.skip('mkfifo is not available'); return; }
    await assertRefused(site, [], /content\/docs\/pipe\.md/, /is not a regular file \(a named pipe\)/);
  });
});

describe('spec $refs stay inside the site', { concurrency: 2 }, () => {
  const spec = (site: Site, name: string) => ['--spec', path.join(site.root, 'specs', name)];

  test("a $ref in a description to '../../outside/...' is an error at its line", async (t) => {
    const site = await prepareSite(t);
    await assertRefused(site, spec(site, 'ref-in-description.yaml'), /specs\/ref-in-description\.yaml:6:\d+/, /\$ref '\.\.\/\.\.\/outside\/secret\.yaml' points outside the site folder/);
  });

  test("a $ref to '/proc/self/environ' never publishes the environment", async (t) => {
    const site = await prepareSite(t);
    await assertRefused(site, spec(site, 'ref-absolute.yaml'), /specs\/ref-absolute\.yaml:15:\d+/, /\$ref '\/proc\/self\/environ' points outside the site folder/);
  });

  test("a file: URL $ref is refused", async (t) => {
    const site = await prepareSite(t);
    await assertRefused(site, spec(site, 'ref-file-url.yaml'), /specs\/ref-file-url\.yaml:10:\d+/, /\$ref 'file:\/\/\/proc\/self\/environ' is a file: URL/);
  });

  test('a $ref into a dot folder of the site is refused', async (t) => {
    const site = await prepareSite(t);
    await assertRefused(site, spec(site, 'ref-dot-folder.yaml'), /specs\/ref-dot-folder\.yaml:15:\d+/, /goes through '\.secrets'/);
  });

  test('a spec part that is a symbolic link out of the site is refused', async (t) => {
    const site = await prepareSite(t);
    fs.symlinkSync(path.join(site.outside, 'secret.yaml'), path.join(site.root, 'specs/parts/linked.yaml'));
    await assertRefused(site, spec(site, 'ref-link.yaml'), /specs\/ref-link\.yaml:15:\d+/, /points outside the site folder \(through a symbolic link/);
  });

  test('a spec that is itself a symbolic link out of the site is refused', async (t) => {
    const site = await prepareSite(t);
    fs.mkdirSync(path.join(site.root, 'openapi'));
    fs.symlinkSync(path.join(site.outside, 'secret.yaml'), path.join(site.root, 'openapi/spec.yaml'));
    await assertRefused(site, [], /openapi\/spec\.yaml/, /Cannot read the OpenAPI spec: it points outside the site folder/);
  });

  test('a content/ folder that is a symbolic link out of the site is refused, not walked', async (t) => {
    const site = await prepareSite(t);
    fs.mkdirSync(path.join(site.outside, 'content', 'docs'), { recursive: true });
    fs.writeFileSync(path.join(site.outside, 'content', 'docs', 'intro.md'), `# ${MARKER} content\n`);
    fs.rmSync(path.join(site.root, 'content'), { recursive: true });
    fs.symlinkSync(path.join(site.outside, 'content'), path.join(site.root, 'content'));
    const run = await assertRefused(site, [], /^content\/docs {2}error/m, /Cannot read the folder: it points outside the site folder \(through a symbolic link/);
    assert.ok(!run.stderr.includes('intro.md'), 'the folder is not walked');
  });

  test('an openapi/ folder that is a symbolic link out of the site is refused, though a spec named with --spec may lie anywhere', async (t) => {
    const site = await prepareSite(t);
    const specs = path.join(site.outside, 'specs');
    fs.mkdirSync(specs);
    fs.writeFileSync(path.join(specs, 'api.yaml'), `openapi: 3.1.0\ninfo: { title: Outside, version: '1', description: '${MARKER} spec' }\npaths: {}\n`);
    fs.symlinkSync(specs, path.join(site.root, 'openapi'));
    await assertRefused(site, [], /openapi\/api\.yaml/, /Cannot read the OpenAPI spec: it points outside the site folder \(through a symbolic link/);
    // Named by whoever runs the build, the spec's own folder is in reach: the choice is theirs, not the content's.
    fs.writeFileSync(path.join(specs, 'api.yaml'), "openapi: 3.1.0\ninfo: { title: Outside, version: '1' }\npaths: {}\n");
    const named = await build(site, ['--spec', path.join(specs, 'api.yaml')]);
    assert.equal(named.code, 0, named.stderr);
  });

  test('$refs inside examples, defaults and enums are data: shown as written, never resolved', async (t) => {
    const site = await prepareSite(t);
    const run = await build(site, spec(site, 'ref-in-example.yaml'));
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(filesWithMarker(site.base), []);
    const page = fs.readFileSync(path.join(site.out, 'docs/api/list-users/index.html'), 'utf8');
    for (const literal of ['https://api.example.test/scim/v2/Users/7', '../../outside/secret.yaml', 'file:///proc/self/environ', 'https://api.example.test/scim/v2/Users/1']) {
      assert.ok(page.includes(literal), `${literal} is shown on the page`);
    }
    assert.ok(!page.includes('PATH='), 'the environment is not read');
  });

  test('in a git working tree, a spec may reach a shared folder beside the site, but never .git/', async (t) => {
    const base = makeTmpDir(t);
    const repo = path.join(base, 'repo');
    fs.mkdirSync(path.join(repo, '.git'), { recursive: true });
    fs.writeFileSync(path.join(repo, '.git/config'), `[remote "origin"]\n  url = https://x-access-token:${MARKER}@example.test/repo\n`);
    fs.mkdirSync(path.join(repo, 'common'));
    fs.writeFileSync(path.join(repo, 'common/pet.yaml'), 'Pet:\n  type: object\n  properties:\n    name:\n      type: string\n      description: The name from the shared folder\n');
    const root = path.join(repo, 'docs');
    fs.mkdirSync(path.join(root, 'openapi'), { recursive: true });
    const specFor = (ref: string) => `openapi: 3.0.3\ninfo:\n  title: Shared\n  version: '1'\npaths:\n  /pet:\n    get:\n      operationId: getPet\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema:\n                $ref: '${ref}'\n`;
    fs.writeFileSync(path.join(root, 'openapi/spec.yaml'), specFor('../../common/pet.yaml#/Pet'));
    const out = path.join(root, 'out');
    const ok = await runDocgen(['build', '--root', root, '--out', out], { cwd: root });
    assert.equal(ok.code, 0, ok.stderr);
    assert.ok(fs.readFileSync(path.join(out, 'docs/api/get-pet/index.html'), 'utf8').includes('The name from the shared folder'));

    fs.writeFileSync(path.join(root, 'openapi/spec.yaml'), specFor('../../.git/config'));
    const refused = await runDocgen(['build', '--root', root, '--out', out], { cwd: root });
    assert.equal(refused.code, 1, refused.stderr);
    assert.match(refused.stderr, /openapi\/spec\.yaml:15:\d+.*\$ref '\.\.\/\.\.\/\.git\/config' goes through '\.git'/);
    assert.deepEqual(filesWithMarker(out), []);
  });
});
