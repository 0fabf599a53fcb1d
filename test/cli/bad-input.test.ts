// Bad input through the real CLI: each case is a fixture (or a tree made in a tmp folder) and the exact message,
// in the form `path:line:col  error|warning  text` with a hint line where there is something to do.
// Cases already covered by build.test.ts (front matter, collisions, broken links, non-UTF-8, empty file, signals,
// --out refusal, the three bad-config fixtures) are not repeated here.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ensureDist, runDocgen, type DocgenRun } from '../helpers/runDocgen.js';
import { fixture } from '../helpers/repoPaths.js';
import { makeTmpDir, writeTree } from '../helpers/tmpDir.js';
import { PAGE_ENTRIES } from '../../src/node/search/searchPages.js';
import { assertWellFormed, diagnosticLines } from '../fuzz/assertOutput.js';

type T = Parameters<typeof makeTmpDir>[0];
const isRoot = process.getuid?.() === 0;

/** `docgen build` of `root` into a fresh tmp out/, run from `cwd` (the root by default, so paths print relative). */
async function build(t: T, root: string, extra: string[] = [], cwd = root, timeoutMs?: number): Promise<DocgenRun & { out: string }> {
  const out = path.join(makeTmpDir(t), 'out');
  const run = await runDocgen(['build', '--root', root, '--out', out, ...extra], { cwd, timeoutMs });
  return { ...run, out };
}

/** A site in a tmp folder, built from inside it. */
async function buildTree(t: T, files: Record<string, string | Uint8Array>, extra: string[] = []) {
  const root = makeTmpDir(t);
  writeTree(root, files);
  return { root, ...(await build(t, root, extra)) };
}

const hintAfter = (stderr: string, line: string) => {
  const lines = stderr.split('\n');
  return lines[lines.indexOf(line) + 1];
};

before(async () => { await ensureDist(); });

describe('content', { concurrency: 4 }, () => {
  test('a slug that leaves its route, or that no URL or file system can hold, is refused at its line with the reason', async (t) => {
    const { code, stderr, stdout, out } = await build(t, fixture('bad-slugs'));
    assert.equal(code, 1, stdout);
    const long = `'${'x'.repeat(77)}…'`;
    assert.deepEqual(assertWellFormed(stderr, fixture('bad-slugs')), [
      "content/docs/guides/absolute-url.md:3:7  error  The slug 'https://evil.example/page' is not a valid route: it is an absolute URL, not a path",
      "content/docs/guides/backslash.md:3:7  error  The slug '..\\..\\up' is not a valid route: it contains a backslash",
      "content/docs/guides/encoded-slash.md:3:7  error  The slug 'a%2Fb' is not a valid route: it contains a percent-encoded dot, slash, backslash or NUL",
      "content/docs/guides/encoded.md:3:7  error  The slug '%2e%2e/%2e%2e/secret' is not a valid route: it contains a percent-encoded dot, slash, backslash or NUL",
      `content/docs/guides/long.md:3:7  error  The slug ${long} is not a valid route: a part of it is longer than 200 characters (file systems refuse long names)`,
      "content/docs/guides/newline.md:3:7  error  The slug 'first\\x0asecond' is not a valid route: it contains a control character",
      "content/docs/guides/nul.md:3:7  error  The slug 'a\\x00b' is not a valid route: it contains a control character",
      "content/docs/guides/reserved.md:3:7  error  The slug 'a<b>|c' is not a valid route: it contains a character that is reserved in URLs or file names (< > \" | *)",
      "content/docs/guides/root-escape.md:3:7  error  The slug '/../../../etc/passwd' is not a valid route: it contains '..', which would leave the folder it belongs to",
      "content/docs/guides/scheme-relative.md:3:7  error  The slug '//evil.example/page' is not a valid route: it is an absolute URL, not a path",
      "content/docs/guides/space.md:3:7  error  The slug 'my page' is not a valid route: it contains white space",
      "content/docs/guides/up.md:3:7  error  The slug '../../outside' is not a valid route: it contains '..', which would leave the folder it belongs to",
    ]);
    assert.equal(hintAfter(stderr, diagnosticLines(stderr)[0]), "    hint: Use a plain path such as 'my-page' or '/guides/my-page'.");
    assert.match(stderr, /Build failed: 12 errors, 0 warnings/);
    assert.equal(fs.existsSync(out), false, 'nothing written');
  });

  test('a dangling symbolic link and a link loop are errors naming the file; a folder named like a .md file is a folder', async (t) => {
    const root = makeTmpDir(t);
    writeTree(root, { 'content/docs/intro.md': '# Intro\n', 'content/docs/notes.md/inside.md': '# Inside a folder named notes.md\n' });
    fs.symlinkSync('drafts/gone.md', path.join(root, 'content/docs/ghost.md'));
    fs.symlinkSync('loop.md', path.join(root, 'content/docs/loop.md'));
    const { code, stderr } = await build(t, root);
    assert.equal(code, 1);
    assert.deepEqual(assertWellFormed(stderr, root), [
      'content/docs/ghost.md  error  Cannot read the file: it is a symbolic link to drafts/gone.md, which does not exist',
      'content/docs/loop.md  error  Cannot read the file: it is a symbolic link that points back to itself',
    ]);
    assert.equal(hintAfter(stderr, diagnosticLines(stderr)[0]), '    hint: Fix or remove the link.');

    fs.rmSync(path.join(root, 'content/docs/ghost.md'));
    fs.rmSync(path.join(root, 'content/docs/loop.md'));
    const ok = await build(t, root);
    assert.equal(ok.code, 0, ok.stderr);
    assert.ok(fs.existsSync(path.join(ok.out, 'docs/notes.md/inside/index.html')), 'the folder is read like any other');
  });

  test('an unreadable file (chmod 000) is an error naming it, with a hint', { skip: isRoot && 'root reads files whatever their mode (the symlink cases above make the read fail instead)' }, async (t) => {
    const root = makeTmpDir(t);
    writeTree(root, { 'content/docs/intro.md': '# Intro\n', 'content/docs/secret.md': '# Secret\n' });
    fs.chmodSync(path.join(root, 'content/docs/secret.md'), 0o000);
    t.after(() => fs.chmodSync(path.join(root, 'content/docs/secret.md'), 0o644));
    const { code, stderr } = await build(t, root);
    assert.equal(code, 1);
    assert.deepEqual(assertWellFormed(stderr, root), ['content/docs/secret.md  error  Cannot read the file: permission denied']);
    assert.match(stderr, /hint: Make the file readable \(chmod a\+r\) or move it out of the content folder\./);
  });

  test("a file name that cannot be a URL (#, ?, %) is an error naming it; a slug in its front matter makes it fine", async (t) => {
    const { code, stderr, root } = await buildTree(t, {
      'content/docs/faq#1.md': '# FAQ\n',
      'content/docs/what?.md': '# What\n',
      'content/docs/100%.md': '---\nslug: /hundred-percent\n---\n\n# All of it\n',
    });
    assert.equal(code, 1);
    assert.deepEqual(assertWellFormed(stderr, root), [
      'content/docs/faq#1.md  error  The file name cannot be a URL: it contains "#"',
      'content/docs/what?.md  error  The file name cannot be a URL: it contains "?"',
    ]);
    assert.match(stderr, /hint: Rename the file \(letters, digits, - and _ are safe\), or give it a `slug` in its front matter\./);
  });

  test('no content folder: the home and 404 pages are built, with a warning that says what to do', async (t) => {
    const { code, stderr, stdout, out } = await buildTree(t, { 'README.txt': 'not a site' });
    assert.equal(code, 0, stderr);
    assert.deepEqual(assertWellFormed(stderr), ['content  warning  No content folder: the site has only a home page and a 404 page']);
    assert.equal(hintAfter(stderr, diagnosticLines(stderr)[0]), '    hint: Add Markdown under content/docs/ (docs/intro.md becomes /docs/intro), or pass --root the folder that holds content/.');
    assert.match(stdout, /1 warning\.$/m);
    assert.ok(fs.existsSync(path.join(out, 'index.html')) && fs.existsSync(path.join(out, '404.html')));
  });

  test('no content folder but a spec: the API reference is built, and the warning says so', async (t) => {
    const { code, stderr, out } = await buildTree(t, {
      'openapi/api.yaml': "openapi: 3.0.3\ninfo:\n  title: Tiny\n  version: '1'\npaths:\n  /ping:\n    get:\n      operationId: ping\n      responses:\n        '200':\n          description: OK\n",
    });
    assert.equal(code, 0, stderr);
    assert.deepEqual(assertWellFormed(stderr), ['content  warning  No content folder: the site has the home page, the 404 page and the API reference']);
    assert.ok(fs.existsSync(path.join(out, 'docs/api/ping/index.html')));
  });

  test('a content "folder" that is a file is a warning, not a crash', async (t) => {
    const { code, stderr } = await buildTree(t, { content: 'oops, a file' });
    assert.equal(code, 0, stderr);
    assert.deepEqual(assertWellFormed(stderr), ['content  warning  The content folder is a file, not a folder: the site has only a home page and a 404 page']);
  });

  test('a contentDir named in the config that does not exist is an error at the key', async (t) => {
    const { code, stderr } = await build(t, fixture('bad-config-content-dir'));
    assert.equal(code, 1);
    assert.deepEqual(assertWellFormed(stderr, fixture('bad-config-content-dir')), ["docgen.config.ts:5:3  error  Config key 'contentDir' names documentation, which is not a folder"]);
    assert.match(stderr, /hint: Create documentation\/docs\/, or remove the key to use content\/\./);
  });

  test('a Markdown file over the size limit is an error naming the file and the limit; the limit is configurable', async (t) => {
    const root = makeTmpDir(t);
    writeTree(root, { 'content/docs/intro.md': '# Intro\n\nSmall.\n' });
    // Sparse: the size is checked before the file is read, so its bytes do not matter.
    fs.writeFileSync(path.join(root, 'content/docs/dump.md'), '');
    fs.truncateSync(path.join(root, 'content/docs/dump.md'), 6_500_000);
    const big = await build(t, root);
    assert.equal(big.code, 1);
    assert.deepEqual(assertWellFormed(big.stderr, root), ['content/docs/dump.md  error  The file is 6.5 MB, over the 6 MB limit for one Markdown file']);
    assert.match(big.stderr, /hint: Split it into several pages, or raise `maxMarkdownFileSize` in docgen\.config\.ts/);

    fs.rmSync(path.join(root, 'content/docs/dump.md'));
    writeTree(root, { 'docgen.config.ts': "import { defineConfig } from 'docgen';\n\nexport default defineConfig({ maxMarkdownFileSize: 10 });\n" });
    const small = await build(t, root);
    assert.equal(small.code, 1);
    assert.deepEqual(assertWellFormed(small.stderr, root), ['content/docs/intro.md  error  The file is 16 bytes, over the 10 bytes limit for one Markdown file']);
  });

  test('a 5 MB Markdown file of ordinary prose, lists, quotes, tables and code builds (micromark 4.0.3 was quadratic on it)', { timeout: 900_000 }, async (t) => {
    const root = makeTmpDir(t);
    const text = fiveMegabytesOfMarkdown();
    assert.ok(text.length > 5_000_000 && text.length < 6_000_000);
    writeTree(root, { 'content/docs/big.md': text });
    // A guard, not a timing: a linear parse takes a minute or two on a loaded CI machine, the quadratic one hours.
    const { code, stderr, out } = await build(t, root, [], root, 780_000);
    assert.notEqual(code, null, 'killed by the guard: the build did not end');
    assert.equal(code, 0, stderr);
    const page = fs.readFileSync(path.join(out, 'docs/big/index.html'), 'utf8');
    const sections = text.match(/^## /gm)!.length;
    assert.ok(page.includes(`id="section-${sections - 1}"`), 'the last section made it to the page');
    assert.equal(page.match(/<blockquote>/g)?.length, sections, 'one quote per section');
  });

  test('a file with 10,000 headings builds, each heading with its own id', { timeout: 300_000 }, async (t) => {
    const text = '---\ntitle: Many headings\n---\n\n' + Array.from({ length: 10_000 }, (_, i) => `## Step ${i % 100}\n\nText ${i}.\n`).join('\n');
    const { code, stderr, out } = await buildTree(t, { 'content/docs/steps.md': text });
    assert.equal(code, 0, stderr);
    const page = fs.readFileSync(path.join(out, 'docs/steps/index.html'), 'utf8');
    const ids = [...page.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]);
    assert.equal(ids.length, 10_000);
    assert.equal(new Set(ids).size, 10_000);
    assert.ok(ids.includes('step-99-99'), 'the hundredth "Step 99" is step-99-99');
  });

  test('a broken _category_.json is an error at its line and column', async (t) => {
    const { code, stderr } = await buildTree(t, {
      'content/docs/guides/one.md': '# One\n',
      'content/docs/guides/_category_.json': '{\n  "label": "Guides",\n  "position": \n}\n',
      'content/docs/more/_category_.yml': 'label: [More\n',
      'content/docs/more/two.md': '# Two\n',
    });
    assert.equal(code, 1);
    const lines = assertWellFormed(stderr);
    assert.equal(lines.length, 2, stderr);
    assert.match(lines[0], /^content\/docs\/guides\/_category_\.json:4:1  error  Cannot read category metadata: /);
    assert.match(lines[1], /^content\/docs\/more\/_category_\.yml:\d+:\d+  error  Cannot read category metadata: /);
  });
});

describe('config', { concurrency: 4 }, () => {
  test('every mistake in the config is reported at the line and column of its key', async (t) => {
    const { code, stderr, stdout } = await build(t, fixture('bad-config-keys'));
    assert.equal(code, 1);
    assert.equal(stdout, '');
    assert.deepEqual(assertWellFormed(stderr, fixture('bad-config-keys')), [
      "docgen.config.ts:6:3  error  Unknown config key 'tagLine'",
      "docgen.config.ts:9:5  error  Unknown config key 'navbar.titel'",
      "docgen.config.ts:11:16  error  Config key 'colorMode.defaultMode' must be 'light' or 'dark', got 'blue'",
      "docgen.config.ts:12:3  error  Config key 'mobileBreakpoint' must be a number, got '996px'",
      "docgen.config.ts:14:5  error  Config key 'api.routeBasePath' must be a path starting with '/' (without '..', '?', '#', '%' or spaces), got '../../outside'",
      "docgen.config.ts:16:3  error  Config key 'maxMarkdownFileSize' must be a positive number, got number -1",
    ]);
    assert.match(stderr, /^    hint: Known keys here: title, tagline, /m);
    assert.match(stderr, /Build failed: 6 errors, 0 warnings/);
  });

  test('the three bad-config fixtures of build.test.ts name the key at its line, or the syntax error at its position', async (t) => {
    const runs = await Promise.all(['unknown-key', 'wrong-type', 'syntax-error'].map((v) => build(t, fixture(`bad-config/${v}`))));
    assert.deepEqual(runs.map((r) => r.code), [1, 1, 1]);
    assert.deepEqual(assertWellFormed(runs[0].stderr), ["docgen.config.ts:6:3  error  Unknown config key 'tagLine'"]);
    assert.deepEqual(assertWellFormed(runs[1].stderr), ["docgen.config.ts:5:3  error  Config key 'mobileBreakpoint' must be a number, got '996px'"]);
    assert.match(assertWellFormed(runs[2].stderr)[0], /^docgen\.config\.ts:4:25  error  Cannot compile the config: /);
  });
});

describe('messages', { concurrency: 4 }, () => {
  test('every error of a run is reported, from every stage, each at its place, and the build exits 1', async (t) => {
    const { code, stderr, out } = await build(t, fixture('bad-many'));
    assert.equal(code, 1);
    const lines = assertWellFormed(stderr, fixture('bad-many'));
    const expected = [
      /^content\/docs\/escape\.md:3:7  error  The slug '\.\.\/\.\.\/up' is not a valid route/,
      /^content\/docs\/guides\/_category_\.json:1:34  error  Cannot read category metadata: /,
      /^content\/docs\/image\.md:7:1  error  Image not found: \.\/img\/missing\.png$/,
      /^content\/docs\/wrong-type\.md:3:7  error  Front-matter key 'tags' must be a list of strings/,
      /^content\/docs\/yaml-error\.md:3:1  error  Front matter is not valid YAML: /,
      /^openapi\/spec\.yaml:7:1  error  Invalid YAML: /,
    ];
    assert.equal(lines.length, expected.length, stderr);
    expected.forEach((re, i) => assert.match(lines[i], re));
    assert.match(stderr, /Build failed: 6 errors, 0 warnings/);
    assert.equal(fs.existsSync(out), false);
  });

  test('a page component that does not compile is an error at its line and column; the others still compile', async (t) => {
    // Page components compile while the spec and the Markdown are read (build.ts starts them early): their errors
    // must still be reported, at their place, and only theirs (the good component next to it compiles).
    const { code, stderr, out } = await buildTree(t, {
      'content/pages/broken.tsx': "export default function Broken() {\n  return <div>{oops(</div>;\n}\n",
      'content/pages/fine.tsx': "export const meta = { title: 'Fine page' };\nexport default function Fine() { return <p>fine</p>; }\n",
      'content/docs/intro.md': '# Intro\n\n[Fine](/fine)\n',
    });
    assert.equal(code, 1, stderr);
    const lines = assertWellFormed(stderr, process.cwd());
    assert.equal(lines.length, 1, stderr);
    assert.match(lines[0], /^content\/pages\/broken\.tsx:2:\d+  error  Cannot compile the page component: /);
    assert.equal(fs.existsSync(out), false);
  });

  test('a URL collision names both files relative to the working folder', async (t) => {
    const { code, stderr } = await build(t, fixture('slug-collision'));
    assert.equal(code, 1);
    const lines = assertWellFormed(stderr, fixture('slug-collision'));
    assert.ok(lines.includes('content/docs/two.md  error  Two pages claim the URL /docs/shared: content/docs/one.md and content/docs/two.md'), lines.join('\n'));
  });

  test('run from another folder, paths are relative to that folder', async (t) => {
    const { code, stderr } = await build(t, fixture('slug-collision'), [], path.dirname(fixture('slug-collision')));
    assert.equal(code, 1);
    const lines = assertWellFormed(stderr, path.dirname(fixture('slug-collision')));
    assert.ok(lines.includes('slug-collision/content/docs/two.md  error  Two pages claim the URL /docs/shared: slug-collision/content/docs/one.md and slug-collision/content/docs/two.md'), lines.join('\n'));
  });

  test('an output folder that cannot be created is an error, not a crash', { skip: isRoot && 'root can write into read-only folders' }, async (t) => {
    const base = makeTmpDir(t);
    fs.mkdirSync(path.join(base, 'locked'));
    fs.chmodSync(path.join(base, 'locked'), 0o500);
    t.after(() => fs.chmodSync(path.join(base, 'locked'), 0o700));
    const r = await runDocgen(['build', '--root', fixture('no-config'), '--out', path.join(base, 'locked', 'out')]);
    assert.equal(r.code, 1);
    assert.match(assertWellFormed(r.stderr)[0], /error  Cannot write .*: EACCES$/);
  });
});

// Spec problems, run as `docgen build --root <empty> --spec <file>` from the fixture folder.
describe('spec', { concurrency: 4 }, () => {
  const specs = fixture('bad-specs');
  const buildSpec = async (t: T, name: string, extra: string[] | number = [], timeoutMs?: number) => {
    if (typeof extra === 'number') [extra, timeoutMs] = [[], extra];
    const root = makeTmpDir(t);
    fs.mkdirSync(path.join(root, 'content/docs'), { recursive: true });
    fs.writeFileSync(path.join(root, 'content/docs/intro.md'), '# Intro\n');
    const out = path.join(makeTmpDir(t), 'out');
    const run = await runDocgen(['build', '--root', root, '--out', out, '--spec', path.join(specs, name), ...extra], { cwd: specs, timeoutMs });
    return { ...run, out, lines: run.code === null ? [] : assertWellFormed(run.stderr, specs) };
  };

  test('a YAML syntax error: line and column', async (t) => {
    const { code, lines } = await buildSpec(t, 'yaml-syntax.yaml');
    assert.equal(code, 1);
    assert.equal(lines.length, 1);
    assert.match(lines[0], /^yaml-syntax\.yaml:(8|9):\d+  error  Invalid YAML: /);
  });

  test('a JSON syntax error that YAML would accept (a trailing comma): line and column', async (t) => {
    const { code, lines } = await buildSpec(t, 'json-syntax.json');
    assert.equal(code, 1);
    assert.equal(lines.length, 1, lines.join('\n'));
    // Line 6 column 3 is the '}' after the trailing comma; the reason is Node's, without its "at position N".
    assert.match(lines[0], /^json-syntax\.json:6:3  error  Invalid JSON: \S/);
    assert.doesNotMatch(lines[0], /position/);
  });

  test('an empty spec file in openapi/ is an error naming it, not a site without its API reference', async (t) => {
    const { code, stderr, root, out } = await buildTree(t, {
      'content/docs/intro.md': '# Intro\n\nSee [the API](/docs/category/api).\n',
      'openapi/openapi.yaml': '',
    });
    assert.equal(code, 1);
    assert.deepEqual(assertWellFormed(stderr, root), ['openapi/openapi.yaml  error  The OpenAPI spec is empty']);
    assert.ok(!fs.existsSync(out));
  });

  test('a document that is not OpenAPI', async (t) => {
    const { code, lines } = await buildSpec(t, 'not-openapi.yaml');
    assert.equal(code, 1);
    assert.deepEqual(lines, ['not-openapi.yaml:1:1  error  Not an OpenAPI document: no `openapi` (3.x) or `swagger` (2.0) field at the top level']);
  });

  test('a 3.x document that fails schema validation builds, with a warning at the line naming the JSON pointer; --strict fails', async (t) => {
    const { code, lines, out } = await buildSpec(t, 'schema-invalid.yaml');
    assert.equal(code, 0, lines.join('\n'));
    assert.deepEqual(lines, ['schema-invalid.yaml:11:11  warning  Not valid OpenAPI 3.0.3 at /paths/~1shows/get/parameters/0/in: "querystring" is not one of "path", "query", "header", "cookie"']);
    assert.ok(fs.existsSync(path.join(out, 'docs/api/list-shows/index.html')));
    const strict = await buildSpec(t, 'schema-invalid.yaml', ['--strict']);
    assert.equal(strict.code, 1);
    assert.deepEqual(strict.lines, [lines[0].replace('  warning  ', '  error  ')]);
    assert.equal(fs.existsSync(strict.out), false, 'nothing written');
  });

  test('an unresolvable internal $ref: the ref, and the line where it is written', async (t) => {
    const { code, lines, stderr } = await buildSpec(t, 'ref-internal.yaml');
    assert.equal(code, 1);
    assert.deepEqual(lines, ['ref-internal.yaml:15:17  error  $ref "#/components/schemas/Missing" at /paths/~1shows/get/responses/200/content/application~1json/schema/$ref: no "Missing" in /components/schemas']);
    assert.equal(hintAfter(stderr, lines[0]), '    hint: Correct the ref, or define what it points at.');
  });

  test('internal $refs: empty, without the leading slash, through a key with % or /, and through another $ref', async (t) => {
    const dir = makeTmpDir(t);
    fs.writeFileSync(path.join(dir, 'refs.yaml'), [
      'openapi: 3.0.3',
      'info: { title: Refs, version: "1" }',
      'paths:',
      '  /shows:',
      '    get:',
      '      responses:',
      "        '200':",
      '          description: OK',
      '          content:',
      '            application/json:',
      '              schema:',
      '                type: object',
      '                properties:',
      '                  empty:',
      "                    $ref: ''",
      '                  noSlash:',
      "                    $ref: '#components/schemas/Show'",
      '                  100%:',
      "                    $ref: '#/components/schemas/Show/properties/100%/nope'",
      '                  viaRef:',
      "                    $ref: '#/components/schemas/Alias/properties/a~1b'",
      '                  encoded:',
      "                    $ref: '#/components/schemas/Show/properties/100%25'",
      'components:',
      '  schemas:',
      '    Alias:',
      "      $ref: '#/components/schemas/Show'",
      '    Show:',
      '      type: object',
      '      properties:',
      '        a/b: { type: string }',
      "        '100%': { type: string }",
      '',
    ].join('\n'));
    const root = makeTmpDir(t);
    writeTree(root, { 'content/docs/intro.md': '# Intro\n' });
    const r = await runDocgen(['build', '--root', root, '--out', path.join(makeTmpDir(t), 'out'), '--spec', 'refs.yaml'], { cwd: dir });
    assert.equal(r.code, 1);
    const at = '/paths/~1shows/get/responses/200/content/application~1json/schema/properties';
    assert.deepEqual(assertWellFormed(r.stderr, dir), [
      `refs.yaml:15:21  error  $ref "" at ${at}/empty/$ref: an empty reference`,
      `refs.yaml:17:21  error  $ref "#components/schemas/Show" at ${at}/noSlash/$ref: a JSON pointer after '#' starts with '/' (write "#/components/schemas/Show")`,
      `refs.yaml:19:21  error  $ref "#/components/schemas/Show/properties/100%/nope" at ${at}/100%/$ref: no "nope" in /components/schemas/Show/properties/100%`,
    ]);
    assert.equal(hintAfter(r.stderr, assertWellFormed(r.stderr, dir)[0]), "    hint: Write what it refers to, such as '#/components/schemas/Show'.");
  });

  test('a $ref to a missing file: the ref, its line and the file looked for', async (t) => {
    const { code, lines } = await buildSpec(t, 'ref-missing-file.yaml');
    assert.equal(code, 1);
    assert.deepEqual(lines, ["ref-missing-file.yaml:15:17  error  $ref './schemas/does-not-exist.yaml' does not exist (no file schemas/does-not-exist.yaml; at /paths/~1shows/get/responses/200/content/application~1json/schema/$ref)"]);
  });

  test('http(s) $refs: a warning each at its line, a link in the page, no network call, no hang', { timeout: 30_000 }, async (t) => {
    // The http ref points at a server of ours: it must see no request at all.
    const requests: string[] = [];
    const server = http.createServer((req, res) => { requests.push(req.url ?? ''); res.end('type: object\n'); });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t.after(() => server.close());
    const port = (server.address() as AddressInfo).port;
    const dir = makeTmpDir(t);
    fs.writeFileSync(path.join(dir, 'ref-http.yaml'), fs.readFileSync(path.join(specs, 'ref-http.yaml'), 'utf8').replace('127.0.0.1:9', `127.0.0.1:${port}`));
    const root = makeTmpDir(t);
    writeTree(root, { 'content/docs/intro.md': '# Intro\n' });
    const out = path.join(makeTmpDir(t), 'out');
    const r = await runDocgen(['build', '--root', root, '--out', out, '--spec', 'ref-http.yaml'], { cwd: dir, timeoutMs: 20_000 });
    assert.notEqual(r.code, null, 'killed after 20 s: the build hung');
    assert.equal(r.code, 0, r.stderr);
    const lines = assertWellFormed(r.stderr, dir);
    assert.equal(lines.length, 2, lines.join('\n'));
    assert.match(lines[0], /^ref-http\.yaml:15:17  warning  Remote \$ref "https:\/\/schemas\.example\.invalid\/show\.yaml" .*not fetched/);
    assert.match(lines[1], new RegExp(`^ref-http\\.yaml:25:17  warning  Remote \\$ref "http://127\\.0\\.0\\.1:${port}/movie\\.json#/Movie" .*not fetched`));
    assert.deepEqual(requests, [], 'no request reached the server');
    // Where the schema would be, the page links to where it is defined.
    const page = fs.readFileSync(path.join(out, 'docs/api/list-shows/index.html'), 'utf8');
    assert.match(page, /<a href="https:\/\/schemas\.example\.invalid\/show\.yaml"[^>]*>https:\/\/schemas\.example\.invalid\/show\.yaml<\/a>/);
  });

  test('a YAML alias bomb ("billion laughs"): a clear error at once, never minutes of work and a crash', { timeout: 60_000 }, async (t) => {
    const { code, lines, stderr } = await buildSpec(t, 'alias-bomb.yaml', 20_000);
    assert.notEqual(code, null, 'killed after 20 s');
    assert.equal(code, 1);
    // At the alias where the expansion passes the limit: *f, the first item of g (line 13).
    assert.deepEqual(lines, ['alias-bomb.yaml:13:10  error  YAML aliases expand to more than 1,000,000 values (at /x-bomb/g/0): docgen stops before they fill the memory']);
    assert.match(hintAfter(stderr, lines[0]), /^    hint: Each alias \(\*name\) repeats the whole value of its anchor \(&name\)/);
  });

  test('a YAML alias inside its own anchor (a cycle) is an error at the alias; a few ordinary aliases build', async (t) => {
    const dir = makeTmpDir(t);
    const head = "openapi: 3.0.3\ninfo: { title: Aliases, version: '1' }\n";
    const ping = "paths:\n  /ping:\n    get:\n      operationId: ping\n      parameters:\n        - &page { name: page, in: query, schema: { type: integer } }\n      responses:\n        '200': &ok\n          description: OK\n  /pong:\n    get:\n      operationId: pong\n      parameters: [*page]\n      responses:\n        '200': *ok\n";
    fs.writeFileSync(path.join(dir, 'cycle.yaml'), head + 'x-loop: &loop\n  - 1\n  - *loop\n' + ping);
    fs.writeFileSync(path.join(dir, 'fine.yaml'), head + ping);
    const root = makeTmpDir(t);
    writeTree(root, { 'content/docs/intro.md': '# Intro\n' });
    const run = (spec: string) => runDocgen(['build', '--root', root, '--out', path.join(makeTmpDir(t), 'out'), '--spec', spec], { cwd: dir });
    const cycle = await run('cycle.yaml');
    assert.equal(cycle.code, 1);
    assert.deepEqual(assertWellFormed(cycle.stderr, dir), ['cycle.yaml:5:5  error  A YAML alias at /x-loop/1 refers to a value that contains it: the document would be infinite']);
    const fine = await run('fine.yaml');
    assert.equal(fine.code, 0, fine.stderr);
  });

  test('circular schemas render, with a link back to the schema already shown', async (t) => {
    const { code, stderr, out } = await buildSpec(t, 'circular.yaml');
    assert.equal(code, 0, stderr);
    for (const page of ['get-tree', 'get-person']) {
      const html = fs.readFileSync(path.join(out, 'docs/api', page, 'index.html'), 'utf8');
      assert.match(html, /Circular reference/, page);
    }
  });

  test('duplicate operationIds: one error, at the line of the second one, naming the first and its line', async (t) => {
    const { code, lines, stderr } = await buildSpec(t, 'duplicate-ids.yaml');
    assert.equal(code, 1);
    assert.deepEqual(lines, ['duplicate-ids.yaml:14:7  error  The operationId `getShows` of GET /shows/all is already used by GET /shows (line 8)']);
    assert.equal(hintAfter(stderr, lines[0]), '    hint: Each operation needs its own operationId (it names the page): rename one of them.');
  });

  test('operationIds that collide after kebab-casing: an error naming both operations', async (t) => {
    const { code, lines } = await buildSpec(t, 'kebab-collision.yaml');
    assert.equal(code, 1);
    assert.equal(lines.length, 2, lines.join('\n'));
    assert.match(lines[0], /error  .*\/docs\/api\/get-shows-list.*GET \/shows and GET \/shows\/list$/);
    assert.match(lines[1], /error  .*\/docs\/api\/get-shows-list.*GET \/shows and GET \/shows\/list2$/);
  });

  test('operationIds that collide after kebab-casing: each error is at the line of the colliding operationId', async (t) => {
    const { lines } = await buildSpec(t, 'kebab-collision.yaml');
    assert.deepEqual(lines, [
      'kebab-collision.yaml:14:7  error  Two operations map to the page /docs/api/get-shows-list: GET /shows and GET /shows/list',
      'kebab-collision.yaml:20:7  error  Two operations map to the page /docs/api/get-shows-list: GET /shows and GET /shows/list2',
    ]);
  });

  test("an operationId that makes the overview's URL (info.title): one error naming both keys at their lines, with a hint that fits", async (t) => {
    const { code, lines, stderr, out } = await buildSpec(t, 'title-collision.yaml');
    assert.equal(code, 1);
    assert.deepEqual(lines, ['title-collision.yaml:8:7  error  Two pages claim the URL /docs/api/pets: the API overview, named by info.title `Pets` (line 3), and GET /pets, named by its operationId `pets` (line 8)']);
    assert.equal(hintAfter(stderr, lines[0]), "    hint: Rename the operationId, or set a different info.title: the title names the overview page, the operationId the operation's page.");
    assert.equal(fs.existsSync(out), false);

    // Without an operationId, the page is named after method and path: the error is at the operation.
    const anonymous = await buildSpec(t, 'title-collision-no-id.yaml');
    assert.equal(anonymous.code, 1);
    assert.deepEqual(anonymous.lines, ['title-collision-no-id.yaml:7:5  error  Two pages claim the URL /docs/api/get-pets: the API overview, named by info.title `Get pets` (line 4), and GET /pets, named by its method and path (it has no operationId)']);
    assert.match(hintAfter(anonymous.stderr, anonymous.lines[0]), /^    hint: Give the operation an operationId, or set a different info\.title/);
  });

  test('operations with no operationId and no summary get a page named after method and path', async (t) => {
    const { code, stderr, out } = await buildSpec(t, 'anonymous-operations.yaml');
    assert.equal(code, 0, stderr);
    for (const id of ['get-shows-id-episodes', 'delete-shows-id-episodes']) {
      assert.ok(fs.existsSync(path.join(out, 'docs/api', id, 'index.html')), id);
    }
    const html = fs.readFileSync(path.join(out, 'docs/api/get-shows-id-episodes/index.html'), 'utf8');
    assert.match(html, /<h1[^>]*>GET \/shows\/\{id\}\/episodes<\/h1>/);
  });

  test('non-ASCII operationIds keep their letters; an id of emoji only falls back to method and path', async (t) => {
    const { code, stderr, out } = await buildSpec(t, 'non-ascii-ids.yaml');
    assert.equal(code, 0, stderr);
    for (const id of ['lister-séries-été', '番組一覧', 'get-emoji']) {
      assert.ok(fs.existsSync(path.join(out, 'docs/api', id, 'index.html')), id);
    }
  });

  test('an operation with empty responses is a 3.0 warning at its line (3.1, where responses are optional, builds quietly)', async (t) => {
    const v30 = await buildSpec(t, 'no-responses.yaml');
    assert.equal(v30.code, 0);
    assert.equal(v30.lines.length, 1, v30.lines.join('\n'));
    assert.match(v30.lines[0], /^no-responses\.yaml:10:\d+  warning  Not valid OpenAPI 3\.0\.\d at \/paths\/~1ping\/get\/responses: an empty object where OpenAPI expects at least one entry$/);
    const v31 = await buildSpec(t, 'no-responses-31.yaml');
    assert.equal(v31.code, 0, v31.stderr);
    assert.ok(fs.existsSync(path.join(v31.out, 'docs/api/ping/index.html')));
  });

  test('an empty `paths` builds the overview and the API index', async (t) => {
    const { code, stderr, out } = await buildSpec(t, 'empty-paths.yaml');
    assert.equal(code, 0, stderr);
    assert.ok(fs.existsSync(path.join(out, 'docs/api/nothing-yet/index.html')));
    assert.ok(fs.existsSync(path.join(out, 'docs/category/api/index.html')));
  });

  test('a 50 MB spec builds, one page per operation, without running out of memory', { timeout: 600_000 }, async (t) => {
    const dir = makeTmpDir(t);
    const spec = path.join(dir, 'specs', 'big.json');
    writeTree(dir, { 'specs/content/docs/intro.md': '# Intro\n' });
    // scripts/generate-spec.mjs: the benchmark's realistic shape; 7,800 operations are about 51.5 MB of JSON.
    // @ts-expect-error: a plain .mjs script without type declarations
    const { generateSpec, formatSpec } = await import('../../scripts/generate-spec.mjs');
    const document = generateSpec(7800, 1);
    fs.writeFileSync(spec, await formatSpec(document, 'json'));
    const schemas = Object.keys(document.components?.schemas ?? {}).length;
    const size = fs.statSync(spec).size;
    assert.ok(size > 50e6, `${size} bytes`);
    const out = path.join(dir, 'out');
    const r = await runDocgen(['build', '--root', path.join(dir, 'specs'), '--out', out, '--spec', spec], { cwd: dir, timeoutMs: 540_000 });
    assert.equal(r.code, 0, r.stderr);
    // Every operation, the overview and a page per named schema, and a few dozen others (home, 404, index, intro,
    // the A–Z search index: a page per letter, and one more for each further PAGE_ENTRIES entries of a letter).
    // A schema used by over a thousand operations lists them on pages of their own (<schema>/used-by/<n>).
    const folders = (dir: string) => fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    const schemasDir = path.join(out, 'docs', 'api', 'schemas');
    const usedByPages = folders(schemasDir).reduce((n, f) => n + (fs.existsSync(path.join(schemasDir, f, 'used-by')) ? folders(path.join(schemasDir, f, 'used-by')).length : 0), 0);
    const built = Number(/Built (\d+) pages/.exec(r.stdout)?.[1]);
    const indexPages = Math.ceil((7800 + 1 + schemas) / PAGE_ENTRIES);
    const expected = 7800 + 1 + schemas + usedByPages;
    assert.ok(built >= expected && built < expected + 40 + indexPages, `${r.stdout} (${usedByPages} used-by pages)`);
    assert.equal(folders(path.join(out, 'docs', 'api')).filter((f) => f !== 'schemas').length, 7800 + 1, 'a page for every operation and the overview');
    assert.equal(folders(path.join(out, 'docs', 'api', 'schemas')).length, schemas, 'a page for every named schema');
  });

  test('a spec over maxSpecFileSize (default 100 MB) is refused at once, naming the file, its size and the key', async (t) => {
    const dir = makeTmpDir(t);
    writeTree(dir, { 'specs/content/docs/intro.md': '# Intro\n' });
    const spec = path.join(dir, 'specs', 'huge.json');
    // A sparse file: the size is checked before anything is read.
    fs.writeFileSync(spec, '{');
    fs.truncateSync(spec, 100_500_000);
    const out = path.join(dir, 'out');
    const r = await runDocgen(['build', '--root', path.join(dir, 'specs'), '--out', out, '--spec', spec], { cwd: dir, timeoutMs: 60_000 });
    assert.equal(r.code, 1);
    const lines = assertWellFormed(r.stderr, dir);
    assert.deepEqual(lines, ['specs/huge.json  error  The OpenAPI spec is 100.5 MB, over the 100 MB limit for a spec file']);
    assert.match(hintAfter(r.stderr, lines[0]), /^    hint: .*raise `maxSpecFileSize` in docgen\.config\.ts/);
    assert.equal(fs.existsSync(out), false, 'nothing written');
  });

  test('maxSpecFileSize sets the limit: a small one refuses a small spec, which builds without it; a wrong type names the key', async (t) => {
    const spec = "openapi: 3.0.3\ninfo:\n  title: Tiny\n  version: '1'\npaths:\n  /ping:\n    get:\n      operationId: ping\n      responses:\n        '200':\n          description: OK\n";
    const root = makeTmpDir(t);
    writeTree(root, { 'content/docs/intro.md': '# Intro\n', 'openapi/api.yaml': spec });
    const ok = await build(t, root);
    assert.equal(ok.code, 0, ok.stderr);

    writeTree(root, { 'docgen.config.ts': "import { defineConfig } from 'docgen';\n\nexport default defineConfig({ maxSpecFileSize: 100 });\n" });
    const small = await build(t, root);
    assert.equal(small.code, 1);
    assert.deepEqual(assertWellFormed(small.stderr, root), [`openapi/api.yaml  error  The OpenAPI spec is ${spec.length} bytes, over the 100 bytes limit for a spec file`]);

    writeTree(root, { 'docgen.config.ts': "import { defineConfig } from 'docgen';\n\nexport default defineConfig({ maxSpecFileSize: '20MB' as any });\n" });
    const wrong = await build(t, root);
    assert.equal(wrong.code, 1);
    assert.match(assertWellFormed(wrong.stderr, root)[0], /^docgen\.config\.ts:3:\d+  error  Config key 'maxSpecFileSize' must be a positive number, got '20MB'$/);
  });
});

/** About 5.2 MB of everyday Markdown: headings, prose with links and code, lists, quotes, and now and then a table or a fence. */
function fiveMegabytesOfMarkdown(): string {
  const parts = ['---\ntitle: A very long page\n---\n\n'];
  let size = parts[0].length;
  for (let i = 0; size < 5_200_000; i++) {
    let block = `## Section ${i}\n\nSome **bold** text, a [link](https://example.com/${i}), \`inline code\` and enough words to fill a line. Back to [the previous section](#section-${Math.max(0, i - 1)}).\n\n- item one ${i}\n- item two with *emphasis*\n- [x] a task\n\n> a quote ${i}\n\n`;
    if (i % 5 === 0) block += `| key | value |\n| --- | ----- |\n| ${i} | x |\n\n`;
    if (i % 7 === 0) block += '```js\nconst x = ' + i + ';\nconsole.log(x);\n```\n\n';
    parts.push(block);
    size += block.length;
  }
  return parts.join('');
}
