import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { checkEmptyOutDir, readOutDirContents, type OutDirContents } from '../../../src/node/output/checkEmptyOutDir.js';
import { makeTmpDir } from '../../helpers/tmpDir.js';

const root = path.resolve('/tmp/site-root');
const at = (outDir: string) => ({ root, outDir });
const everything: OutDirContents[] = ['missing', 'empty', 'not-empty', 'file'];

test('a folder inside the root is replaced whatever it holds, as the default out/ always was', () => {
  for (const contents of everything) {
    assert.equal(checkEmptyOutDir(at(path.join(root, 'out')), contents), undefined, contents);
    assert.equal(checkEmptyOutDir(at(path.join(root, 'build', 'site')), contents), undefined, contents);
  }
});

test('outside the root: a missing or empty folder is fine, a non-empty folder or a file is refused', () => {
  for (const out of ['/home/me/Documents', path.join(path.dirname(root), 'site-root-out'), path.dirname(root)]) {
    assert.equal(checkEmptyOutDir(at(out), 'missing'), undefined);
    assert.equal(checkEmptyOutDir(at(out), 'empty'), undefined);
    for (const contents of ['not-empty', 'file'] as const) {
      const d = checkEmptyOutDir(at(out), contents);
      assert.ok(d, `refuses ${out} (${contents})`);
      assert.equal(d.severity, 'error');
      assert.equal(d.code, 'out-dir-not-empty');
      assert.ok(d.message.startsWith(`Refusing to build into ${out}: `), d.message);
      assert.ok(d.message.includes(root), d.message);
      assert.match(d.hint ?? '', /--empty-out-dir/);
    }
  }
  // A sibling whose name starts with the root's is not inside it.
  assert.ok(checkEmptyOutDir(at(`${root}-out`), 'not-empty'));
});

test('a folder that lies inside the root only as written (through a link to a folder elsewhere) is outside it', () => {
  // /tmp/site-root/build → /home/me/www: --out build/html is /home/me/www/html, a folder of the user's.
  const realPathOf = (p: string) => (p === path.join(root, 'build') || p.startsWith(path.join(root, 'build') + '/') ? '/home/me/www' + p.slice(path.join(root, 'build').length) : p);
  const d = checkEmptyOutDir(at(path.join(root, 'build', 'html')), 'not-empty', false, realPathOf);
  assert.equal(d?.code, 'out-dir-not-empty');
  assert.equal(checkEmptyOutDir(at(path.join(root, 'build', 'html')), 'not-empty', true, realPathOf), undefined, '--empty-out-dir still allows it');
  assert.equal(checkEmptyOutDir(at(path.join(root, 'out')), 'not-empty', false, realPathOf), undefined);
});

test('emptyOutDir (--empty-out-dir) lets any folder be replaced', () => {
  for (const contents of everything) assert.equal(checkEmptyOutDir(at('/home/me/Documents'), contents, true), undefined);
});

test('readOutDirContents tells a missing path, an empty folder, a folder with files and a file apart', (t) => {
  const dir = makeTmpDir(t);
  assert.equal(readOutDirContents(path.join(dir, 'none')), 'missing');
  fs.mkdirSync(path.join(dir, 'empty'));
  assert.equal(readOutDirContents(path.join(dir, 'empty')), 'empty');
  fs.mkdirSync(path.join(dir, 'full'));
  fs.writeFileSync(path.join(dir, 'full', '.hidden'), '');
  assert.equal(readOutDirContents(path.join(dir, 'full')), 'not-empty', 'a hidden file counts');
  fs.writeFileSync(path.join(dir, 'file'), 'x');
  assert.equal(readOutDirContents(path.join(dir, 'file')), 'file');
  assert.equal(readOutDirContents(path.join(dir, 'file', 'below')), 'missing', 'a path through a file cannot exist');
  fs.symlinkSync(path.join(dir, 'full'), path.join(dir, 'link'));
  assert.equal(readOutDirContents(path.join(dir, 'link')), 'not-empty', 'a link counts as the folder it points to');
});
