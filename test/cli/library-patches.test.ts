// The dist/ bundles carry small edits of third-party code (scripts/libraryPatches.mjs) that make `docgen build` load
// less: each must be applied, and what the bundle produces must be what the unedited libraries produce (as the
// sources run here, through tsx, without the bundle's plugins).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build } from '../../src/node/build.js';
import { formatDiagnostic } from '../../src/node/diagnostics.js';
import { fixture, repoRoot } from '../helpers/repoPaths.js';
import { ensureDist, runDocgen } from '../helpers/runDocgen.js';
import { listFiles, makeTmpDir, writeTree } from '../helpers/tmpDir.js';

before(async () => { await ensureDist(); });

test('every edit is in dist/docgen.cjs (a library update that changes the edited code shows here)', () => {
  const bundle = fs.readFileSync(path.join(repoRoot, 'dist', 'docgen.cjs'), 'latin1');
  assert.ok(bundle.includes('Object.prototype.toString.call(val) === "[object Headers]"'), 'the ref parser still reads the global Headers');
  assert.ok(bundle.includes('get map() {'), 'httpsnippet still loads event-stream on load');
  assert.ok(bundle.includes('new (resolveFormData())()'), 'httpsnippet still loads form-data on load');
  assert.ok(bundle.includes("throw new Error('esprima is not bundled')") || bundle.includes('throw new Error("esprima is not bundled")'), 'js-yaml 3 still looks for esprima on load');
  assert.match(bundle, /if \(!options\d*\?\.docgenWithoutIds\) stripOrphanedIds\(args\.schema\);/, 'the parser always walks the spec for orphaned $ids');
  assert.ok(bundle.includes('(token.includes("~") || token.includes("/") ?'), 'the ref parser escapes every pointer token');
  assert.match(bundle, /docgenResolvedRefs\.set\(key\d*, resolved\d* = resolveUncached\(from\d*, to\d*\)\)/, 'the ref parser resolves every local $ref through URLs');
  assert.ok(bundle.includes('function visitParents(') && !/Object\.defineProperty\(visit\d*, "name"/.test(bundle), 'unist-util-visit-parents still renames its visitor for every node');
  assert.match(bundle, /const key\d* = JSON\.stringify\(\[outer\.in, outer\.name\]\);/, 'the validator compares every pair of parameters');
  assert.match(bundle, /if \(!docgenKeys\.has\(key\d*\)\)/, "the validator looks up each of a path item's parameters in the operation's list");
});

test('$id keys (the parser still deletes those no $ref names) and pointer tokens with ~ and /: the bundle writes what the sources write', async (t) => {
  const root = makeTmpDir(t);
  writeTree(root, {
    'spec.yaml': [
      'openapi: 3.0.3',
      'info: { title: Ids, version: "1" }',
      'paths:',
      '  /things/{id}:',
      '    get:',
      '      operationId: get-thing',
      '      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]',
      '      responses:',
      '        "200":',
      '          description: A thing.',
      '          content: { application/json: { schema: { $ref: "#/components/schemas/Thing" } } }',
      '        "404":',
      '          description: None.',
      '          content: { application/json: { schema: { $ref: "#/components/schemas/Thing/properties/a~1b~0c" } } }',
      'components:',
      '  schemas:',
      '    Thing:',
      '      type: object',
      '      $id: https://example.com/thing',
      '      properties:',
      '        a/b~c:',
      '          type: object',
      '          $id: https://example.com/part',
      `          properties: { name: { type: string, description: 'Says "$id": here' } }`,
    ].join('\n'),
  });
  const spec = path.join(root, 'spec.yaml');
  const bundled = await runDocgen(['build', '--root', root, '--out', path.join(root, 'out-cli'), '--spec', spec]);
  const fromSources = await build({ root, spec, out: path.join(root, 'out-src'), worker: false });
  const expected = fromSources.diagnostics.map((d) => formatDiagnostic(d, process.cwd()).split('\n')[0]);
  assert.deepEqual(bundled.stderr.split('\n').filter((l) => /  (error|warning)  /.test(l)), expected);
  assert.equal(bundled.code, fromSources.ok ? 0 : 1, bundled.stderr);
  assert.ok(fromSources.ok, expected.join('\n'));
  const page = 'docs/api/get-thing/index.html';
  const html = fs.readFileSync(path.join(root, 'out-cli', page), 'utf8');
  assert.match(html, /<p>Says "\$id": here<\/p>/, 'the schema of the escaped pointer is rendered');
  assert.equal(html, fs.readFileSync(path.join(root, 'out-src', page), 'utf8'));
});

test('multipart bodies (form-data, now loaded late): the bundle writes the same API pages as the sources', async (t) => {
  const root = makeTmpDir(t);
  const spec = path.join(fixture('openapi-edge-cases'), 'spec.yaml');
  const bundled = await runDocgen(['build', '--root', root, '--out', path.join(root, 'out-cli'), '--spec', spec]);
  assert.equal(bundled.code, 0, bundled.stderr);
  const fromSources = await build({ root, spec, out: path.join(root, 'out-src'), worker: false });
  assert.ok(fromSources.ok);
  const multipart = fs.readFileSync(path.join(root, 'out-cli', 'docs/api/post-items-id/index.html'), 'utf8');
  assert.match(multipart, /Content-Disposition: form-data; name=\\"file\\"; filename=\\"file\\"/, 'the multipart body is in the Go sample');
  const apiPages = listFiles(path.join(root, 'out-src')).filter((f) => f.startsWith('docs/api/'));
  assert.ok(apiPages.length >= 3);
  for (const page of apiPages) {
    assert.equal(fs.readFileSync(path.join(root, 'out-cli', page), 'utf8'), fs.readFileSync(path.join(root, 'out-src', page), 'utf8'), page);
  }
});

test('front matter with a !!js/function tag (esprima no longer looked for): the same error as the sources give', async (t) => {
  const root = makeTmpDir(t);
  writeTree(root, { 'content/docs/intro.md': '---\ntitle: !!js/function "function () { return 1 }"\n---\n\n# Intro\n' });
  const bundled = await runDocgen(['build', '--root', root, '--out', path.join(root, 'out-cli')]);
  const fromSources = await build({ root, out: path.join(root, 'out-src'), worker: false });
  assert.equal(fromSources.ok, false);
  const expected = fromSources.diagnostics.map((d) => formatDiagnostic(d, process.cwd()).split('\n')[0]);
  assert.ok(expected.some((l) => l.includes('front matter') || l.includes('Front matter')), expected.join('\n'));
  assert.deepEqual(bundled.stderr.split('\n').filter((l) => /  (error|warning)  /.test(l)), expected);
  assert.equal(bundled.code, 1);
});
