import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { FolderWriter, FsWriter, MemoryWriter } from '../../../src/node/output/writer.js';
import { makeTmpDir, settledNames, snapshotDir, writeTree, listFiles } from '../../helpers/tmpDir.js';

const siblings = (dir: string) => fs.readdirSync(path.dirname(dir)).filter((n) => n !== path.basename(dir));

test('FsWriter writes into a staging folder and swaps it in on commit; the old output is removed in the background', async (t) => {
  const base = makeTmpDir(t);
  const out = path.join(base, 'out');
  writeTree(out, { 'old.html': 'old', 'docs/gone/index.html': 'gone' });
  const w = new FsWriter(out);
  assert.ok(w.staging.startsWith(out + '.docgen-'), 'staging is beside out/, on the same file system');
  w.write('index.html', '<p>new</p>');
  w.write('docs/intro/index.html', 'intro');
  w.write('assets/img/a.png', new Uint8Array([1, 2, 3]));
  assert.equal(fs.readFileSync(path.join(out, 'old.html'), 'utf8'), 'old', 'out/ untouched until commit');
  await w.commit();
  assert.deepEqual(listFiles(out), ['assets/img/a.png', 'docs/intro/index.html', 'index.html']);
  assert.deepEqual([...fs.readFileSync(path.join(out, 'assets/img/a.png'))], [1, 2, 3]);
  // A detached process deletes the previous output.
  assert.deepEqual(await settledNames(base), ['out'], 'no staging or old folder left');
});

test('FsWriter.abort leaves the previous out/ byte-identical and removes the staging folder', async (t) => {
  const base = makeTmpDir(t);
  const out = path.join(base, 'out');
  writeTree(out, { 'index.html': 'previous site', 'assets/x.bin': Buffer.from([0, 255, 7]) });
  const before = snapshotDir(out);
  const w = new FsWriter(out);
  w.write('index.html', 'half-written new site');
  w.write('extra/index.html', 'x');
  await w.abort();
  assert.deepEqual(snapshotDir(out), before);
  assert.deepEqual(siblings(out), []);
  await w.abort(); // idempotent
});

test('FsWriter on a first build (no out/ yet) creates it', async (t) => {
  const out = path.join(makeTmpDir(t), 'nested', 'out');
  const w = new FsWriter(out);
  w.write('404.html', 'nf');
  await w.commit();
  assert.deepEqual(listFiles(out), ['404.html']);
});

test('FsWriter refuses paths that escape the output folder', async (t) => {
  const base = makeTmpDir(t);
  const out = path.join(base, 'out');
  const w = new FsWriter(out);
  t.after(() => w.abort());
  for (const bad of ['../escape.html', 'docs/../../escape.html', '..', '']) {
    assert.throws(() => w.write(bad, 'x'), /outside the output folder/, `refuses ${JSON.stringify(bad)}`);
  }
  assert.equal(fs.existsSync(path.join(base, 'escape.html')), false);
  // A leading slash is taken relative to the output folder, not the disk root.
  w.write('/inside.html', 'ok');
  assert.deepEqual(await w.finish(), []);
  assert.equal(fs.readFileSync(path.join(w.staging, 'inside.html'), 'utf8'), 'ok');
});

test('FsWriter.abortAll removes every active staging folder (signal handler), after the writes under way', async (t) => {
  const base = makeTmpDir(t);
  const a = new FsWriter(path.join(base, 'a'));
  const b = new FsWriter(path.join(base, 'b'));
  a.write('x', '1');
  await FsWriter.abortAll();
  assert.deepEqual(fs.readdirSync(base), []);
  assert.equal(FsWriter.active.has(a) || FsWriter.active.has(b), false);
});

test('MemoryWriter keeps the last committed site; abort drops pending files', async () => {
  const w = new MemoryWriter();
  w.write('index.html', 'v1');
  await w.commit();
  w.write('index.html', 'v2');
  await w.abort();
  assert.equal(w.files.get('index.html'), 'v1');
  w.write('other.html', 'o');
  await w.commit();
  assert.deepEqual([...w.files.keys()], ['other.html']);
});

test('a write the file system refuses is reported by finish(), with its path; the others are written', async (t) => {
  const out = path.join(makeTmpDir(t), 'out');
  const w = new FsWriter(out);
  t.after(() => w.abort());
  w.write('ok/index.html', 'fine');
  w.write(`${'x'.repeat(300)}/index.html`, 'a name too long for the file system');
  const failures = await w.finish();
  assert.deepEqual(failures.map((f) => [f.relPath.slice(0, 3), (f.error as NodeJS.ErrnoException).code]), [['xxx', 'ENAMETOOLONG']]);
  assert.equal(fs.readFileSync(path.join(w.staging, 'ok/index.html'), 'utf8'), 'fine');
});

test('FolderWriter.backlog: nothing to wait for while little is unwritten; past its limit, a wait that ends once the writes have caught up', async (t) => {
  const dir = makeTmpDir(t);
  const w = new FolderWriter(dir, 1000);
  w.write('a/index.html', 'x'.repeat(600));
  assert.equal(w.backlog(), undefined, '600 characters waiting: under the limit');
  w.write('b/index.html', 'y'.repeat(600));
  const wait = w.backlog();
  assert.ok(wait instanceof Promise, '1,200 characters waiting: over it');
  assert.equal(w.backlog(), wait, 'one wait for everyone');
  await wait;
  assert.equal(w.backlog(), undefined);
  assert.equal(fs.readFileSync(path.join(dir, 'a/index.html'), 'utf8').length, 600, 'written by the time the wait ends');
  assert.deepEqual(await w.finish(), []);
  assert.deepEqual(listFiles(dir), ['a/index.html', 'b/index.html']);
});
