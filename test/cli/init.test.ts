// `docgen init`: a starter site that builds on the first try; never a file overwritten (then nothing written at all);
// a user's spec in several files bundled into one; questions only in a terminal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { initSite } from '../../src/node/init/initSite.js';
import { fixture, repoRoot } from '../helpers/repoPaths.js';
import { runDocgen } from '../helpers/runDocgen.js';
import { listFiles, makeTmpDir, writeTree } from '../helpers/tmpDir.js';

/** Every file of a folder with its bytes: to show that a refused init changed nothing. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(listFiles(dir).map((f) => [f, fs.readFileSync(path.join(dir, f), 'base64')]));
}

test('init (no terminal: no question) writes a starter site that builds, and prints the next two commands', async (t) => {
  const dir = path.join(makeTmpDir(t), 'my-docs');
  const init = await runDocgen(['init', dir]);
  assert.equal(init.code, 0, init.stderr);
  assert.deepEqual(listFiles(dir), [
    '.gitignore', 'content/docs/intro.md', 'content/docs/write-a-guide.md', 'docgen.config.ts', 'openapi/openapi.yaml', 'package.json', 'static/favicon.svg',
  ]);
  assert.match(init.stdout, new RegExp(`npx docgen serve --root ${dir}`));
  assert.match(init.stdout, new RegExp(`npx docgen build --root ${dir}`));
  assert.match(fs.readFileSync(path.join(dir, 'docgen.config.ts'), 'utf8'), /^import \{ defineConfig \} from 'docgen-cli';[^]*defineConfig\(\{[^]*title: 'My API'/);
  assert.match(fs.readFileSync(path.join(dir, '.gitignore'), 'utf8'), /^out\/$/m);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  assert.deepEqual(pkg.scripts, { build: 'docgen build', dev: 'docgen serve' });
  assert.equal(pkg.devDependencies['docgen-cli'], '^' + JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version);

  const build = await runDocgen(['build', '--root', dir]);
  assert.equal(build.code, 0, build.stderr);
  assert.equal(build.stderr, '', 'no warning either');
  const out = path.join(dir, 'out');
  for (const page of ['index.html', 'docs/intro/index.html', 'docs/write-a-guide/index.html', 'docs/api/list-books/index.html', 'docs/category/api/index.html']) {
    assert.ok(fs.existsSync(path.join(out, page)), page);
  }
  assert.deepEqual(fs.readFileSync(path.join(out, 'favicon.svg')), fs.readFileSync(path.join(dir, 'static/favicon.svg')));
  assert.match(fs.readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8'), /<link rel="icon" href="\/favicon.svg"\/>[^]*<title>Introduction \| My API<\/title>|<title>Introduction \| My API<\/title>[^]*<link rel="icon" href="\/favicon.svg"\/>/);
});

test('init into a folder with a docgen.config.ts changes nothing, exits 1 and names the file', async (t) => {
  const dir = makeTmpDir(t);
  writeTree(dir, { 'docgen.config.ts': 'export default {};\n', 'notes.txt': 'mine' });
  const before = snapshot(dir);
  const r = await runDocgen(['init', dir, '--yes']);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /docgen init: not writing anything: .* has docgen\.config\.ts already/);
  assert.deepEqual(snapshot(dir), before);
});

test('one starter file there already is enough to write nothing: every taken file is named', async (t) => {
  const dir = makeTmpDir(t);
  writeTree(dir, { 'content/docs/intro.md': '# Mine\n', 'static/favicon.svg': '<svg/>' });
  const before = snapshot(dir);
  const r = await runDocgen(['init', '--yes'], { cwd: dir });
  assert.equal(r.code, 1);
  assert.match(r.stderr, /has content\/docs\/intro\.md, static\/favicon\.svg already/);
  assert.deepEqual(snapshot(dir), before);
});

test('--spec: a spec in three files is bundled into one, which the site builds from; its title is the default', async (t) => {
  const dir = makeTmpDir(t);
  const r = await runDocgen(['init', '--yes', '--spec', path.join(fixture('split-spec'), 'openapi.yaml')], { cwd: dir });
  assert.equal(r.code, 0, r.stderr);
  const spec = fs.readFileSync(path.join(dir, 'openapi/openapi.yaml'), 'utf8');
  assert.doesNotMatch(spec, /\$ref: *['"]?\.\//, 'no ref to another file is left');
  assert.match(spec, /Harbour roof/, 'the parts are inside');
  assert.match(fs.readFileSync(path.join(dir, 'docgen.config.ts'), 'utf8'), /title: 'Weather Station API'[^]*spec: 'openapi\/openapi\.yaml'/);
  const build = await runDocgen(['build'], { cwd: dir });
  assert.equal(build.code, 0, build.stderr);
  assert.ok(fs.existsSync(path.join(dir, 'out/docs/api/get-station/index.html')));
  assert.ok(!fs.existsSync(path.join(dir, 'out/docs/api/list-books')), 'no example API beside the user\'s');
});

test('--spec naming a missing file fails without writing anything', async (t) => {
  const dir = makeTmpDir(t);
  const r = await runDocgen(['init', '--yes', '--spec', 'nope.yaml'], { cwd: dir });
  assert.equal(r.code, 1);
  assert.match(r.stderr, /cannot read the spec .*nope\.yaml: no such file/);
  assert.deepEqual(listFiles(dir), []);
});

test('--spec naming a YAML file that is not a spec, or an empty one, fails without writing anything', async (t) => {
  const base = makeTmpDir(t);
  writeTree(base, { 'docker-compose.yaml': 'services:\n  api:\n    image: example/api\n', 'empty.yaml': '' });
  const dir = path.join(base, 'site');
  fs.mkdirSync(dir);
  const notSpec = await runDocgen(['init', '--yes', '--spec', path.join(base, 'docker-compose.yaml')], { cwd: dir });
  assert.equal(notSpec.code, 1);
  assert.match(notSpec.stderr, /cannot use .*docker-compose\.yaml: it is not an OpenAPI document/);
  const empty = await runDocgen(['init', '--yes', '--spec', path.join(base, 'empty.yaml')], { cwd: dir });
  assert.equal(empty.code, 1);
  assert.match(empty.stderr, /empty\.yaml  error  The OpenAPI spec is empty/);
  assert.deepEqual(listFiles(dir), []);
});

test('--spec whose $ref reaches a file outside the spec\'s folder is refused: that file never lands in the new site', async (t) => {
  const base = makeTmpDir(t);
  writeTree(base, {
    'private/keys.yaml': 'Secret:\n  type: string\n  description: deploy-key-4242\n',
    'api/openapi.yaml': 'openapi: 3.0.3\ninfo: { title: Leaky, version: 1.0.0 }\npaths:\n  /a:\n    get:\n      responses:\n        \'200\':\n          description: ok\n          content:\n            application/json:\n              schema: { $ref: \'../private/keys.yaml#/Secret\' }\n',
  });
  const dir = path.join(base, 'site');
  fs.mkdirSync(dir);
  const r = await runDocgen(['init', '--yes', '--spec', path.join(base, 'api/openapi.yaml')], { cwd: dir });
  assert.equal(r.code, 1);
  assert.match(r.stderr, /cannot use the spec .*openapi\.yaml/);
  assert.match(r.stderr, /\.\.\/private\/keys\.yaml/, 'the message names the ref');
  assert.deepEqual(listFiles(dir), []);
});

test('--spec in one file is copied as written, comments included', async (t) => {
  const base = makeTmpDir(t);
  const text = '# Our API, kept by the platform team\nopenapi: 3.0.3\ninfo:\n  title: Tiny\n  version: 1.0.0\npaths: {}\n';
  writeTree(base, { 'tiny.yaml': text });
  const dir = path.join(base, 'site');
  const r = await runDocgen(['init', dir, '--yes', '--spec', path.join(base, 'tiny.yaml')]);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(fs.readFileSync(path.join(dir, 'openapi/tiny.yaml'), 'utf8'), text);
  assert.match(fs.readFileSync(path.join(dir, 'docgen.config.ts'), 'utf8'), /title: 'Tiny'/);
});

test('an existing package.json gets the build and dev scripts it lacks, and keeps the rest; an existing .gitignore is left alone', async (t) => {
  const dir = makeTmpDir(t);
  writeTree(dir, {
    'package.json': JSON.stringify({ name: 'api-docs', scripts: { dev: 'something else' }, devDependencies: { 'docgen-cli': '^0.1.0' } }, null, 4) + '\n',
    '.gitignore': 'dist/\n',
  });
  const r = await runDocgen(['init', '--yes'], { cwd: dir });
  assert.equal(r.code, 0, r.stderr);
  const text = fs.readFileSync(path.join(dir, 'package.json'), 'utf8');
  assert.deepEqual(JSON.parse(text), { name: 'api-docs', scripts: { dev: 'something else', build: 'docgen build' }, devDependencies: { 'docgen-cli': '^0.1.0' } });
  assert.match(text, /^ {4}"name"/m, 'its indentation kept');
  assert.equal(fs.readFileSync(path.join(dir, '.gitignore'), 'utf8'), 'dist/\n');
  assert.match(r.stdout, /package\.json: added the script build/);
  assert.match(r.stdout, /package\.json: kept its own script dev \(docgen's: "docgen serve"\)/);
  assert.match(r.stdout, /\.gitignore: left as it is, and it does not ignore out\/: add a line out\/ /);
});

test('a package.json that is not JSON is left alone and the summary says so; a .gitignore that ignores out/ needs no word', async (t) => {
  const dir = makeTmpDir(t);
  writeTree(dir, { 'package.json': '{ "name": "api", }\n', '.gitignore': 'node_modules\n/out\n' });
  const r = await runDocgen(['init', '--yes'], { cwd: dir });
  assert.equal(r.code, 0, r.stderr);
  assert.equal(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'), '{ "name": "api", }\n');
  assert.match(r.stdout, /package\.json: not valid JSON, so left as it is \(without the scripts build and dev\)/);
  assert.doesNotMatch(r.stdout, /gitignore/);
});

test('in a terminal, init asks for an existing spec and the title; --yes asks nothing', async (t) => {
  const dir = makeTmpDir(t);
  const input = Object.assign(new PassThrough(), { isTTY: true });
  const output = new PassThrough();
  const lines: string[] = [];
  const questions: string[] = [];
  // Each answer once its question is asked, as a person types it.
  output.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (/OpenAPI file/.test(text)) { questions.push(text); input.write('\n'); } // no spec of mine: the example
    if (/Site title \(My API\)/.test(text)) { questions.push(text); input.write('Acme Payments\n'); }
  });
  const code = await initSite({ dir, input, output, log: (l) => lines.push(l), logError: (l) => lines.push(l) });
  assert.equal(code, 0, lines.join('\n'));
  assert.equal(questions.length, 2);
  assert.match(fs.readFileSync(path.join(dir, 'docgen.config.ts'), 'utf8'), /title: 'Acme Payments'/);

  const quiet = makeTmpDir(t);
  const untouched = Object.assign(new PassThrough(), { isTTY: true });
  assert.equal(await initSite({ dir: quiet, input: untouched, yes: true, log: () => undefined }), 0);
  assert.match(fs.readFileSync(path.join(quiet, 'docgen.config.ts'), 'utf8'), /title: 'My API'/);
});

test('init piped into a reader that has gone (`docgen init | head -1`) still exits 0, without an EPIPE stack trace', async (t) => {
  const dir = path.join(makeTmpDir(t), 'site');
  // The reader closes before docgen prints anything: every line of the summary meets a closed pipe.
  const r = await runDocgen(['init', dir, '--yes'], { onSpawn: (child) => child.stdout?.destroy() });
  assert.equal(r.code, 0, r.stderr);
  assert.doesNotMatch(r.stderr, /EPIPE|Unhandled/);
  assert.ok(fs.existsSync(path.join(dir, 'docgen.config.ts')));
});
