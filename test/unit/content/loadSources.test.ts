import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { loadSources, readSource } from '../../../src/node/content/loadSources.js';
import { makeTmpDir, writeTree } from '../../helpers/tmpDir.js';

test('reads Markdown, page components and category files; skips _folders and other files', (t) => {
  const root = makeTmpDir(t);
  writeTree(root, {
    'docs/intro.md': '# Intro',
    'docs/guides/_category_.json': '{}',
    'docs/guides/a.md': 'a',
    'docs/guides/img/x.png': 'not markdown',
    'docs/_drafts/secret.md': 'hidden',
    'pages/index.tsx': 'export default () => null;',
    'pages/about.md': '\ufeffWith a BOM',
  });
  const { files, diagnostics } = loadSources(path.join(root, 'docs'), path.join(root, 'pages'));
  assert.deepEqual(diagnostics, []);
  assert.deepEqual(files.map((f) => [f.collection, f.relPath, f.kind]), [
    ['docs', 'guides/_category_.json', 'category'],
    ['docs', 'guides/a.md', 'markdown'],
    ['docs', 'intro.md', 'markdown'],
    ['pages', 'about.md', 'markdown'],
    ['pages', 'index.tsx', 'component'],
  ]);
  assert.equal(files.find((f) => f.relPath === 'about.md')!.text, 'With a BOM', 'the BOM is dropped');
});

test('missing folders are not an error (zero-config sites may have neither)', (t) => {
  const root = makeTmpDir(t);
  assert.deepEqual(loadSources(path.join(root, 'docs'), path.join(root, 'pages')), { files: [], diagnostics: [] });
});

test('a file that is not UTF-8 is an error at the line of the first bad byte', (t) => {
  const root = makeTmpDir(t);
  const file = path.join(root, 'latin1.md');
  writeTree(root, { 'latin1.md': Buffer.concat([Buffer.from('# Title\n\nline three: caf'), Buffer.from([0xe9]), Buffer.from('\n')]) });
  const r = readSource(file);
  assert.ok('diagnostic' in r);
  assert.equal(r.diagnostic.code, 'not-utf8');
  assert.equal(r.diagnostic.severity, 'error');
  assert.equal(r.diagnostic.line, 3);
  assert.equal(r.diagnostic.file, file);
});

test('an empty file is read as empty text', (t) => {
  const root = makeTmpDir(t);
  writeTree(root, { 'empty.md': '' });
  assert.deepEqual(readSource(path.join(root, 'empty.md')), { text: '' });
});

test('an unreadable file is an error naming it, and the others still load', (t) => {
  if (process.getuid?.() === 0) { t.skip('running as root: permissions do not stop reads'); return; }
  const root = makeTmpDir(t);
  writeTree(root, { 'docs/locked.md': 'secret', 'docs/open.md': 'fine' });
  fs.chmodSync(path.join(root, 'docs/locked.md'), 0o000);
  t.after(() => fs.chmodSync(path.join(root, 'docs/locked.md'), 0o600));
  const { files, diagnostics } = loadSources(path.join(root, 'docs'), path.join(root, 'pages'));
  assert.deepEqual(files.map((f) => f.relPath), ['open.md']);
  assert.equal(diagnostics.length, 1);
  assert.equal(diagnostics[0].code, 'read-failed');
  assert.equal(diagnostics[0].file, path.join(root, 'docs/locked.md'));
  assert.match(diagnostics[0].hint ?? '', /permissions/);
});
