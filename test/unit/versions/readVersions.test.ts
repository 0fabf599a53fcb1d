import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { readFrozenVersion, sidebarsProblem } from '../../../src/node/versions/readVersions.js';
import { makeTmpDir } from '../../helpers/tmpDir.js';

test('sidebarsProblem: the shapes docgen version writes pass, anything else is named', () => {
  assert.equal(sidebarsProblem({ docs: ['intro', { category: 'guides' }, { dir: 'guides' }, { api: true }], api: [] }), undefined);
  for (const [value, said] of [
    [[], /must be an object of sidebars/], [null, /must be an object/], [{ docs: 'intro' }, /must list the entries of the sidebar 'docs'/],
    [{ docs: [5] }, /entry 5 in the sidebar 'docs'/], [{ docs: [{ category: { a: 1 } }] }, /entry \{"category":\{"a":1\}\}/],
    [{ docs: [{ label: 'L', href: 'javascript:alert(1)' }] }, /not a doc id/], [{ docs: [null] }, /entry null/], [{ docs: [['intro']] }, /entry \["intro"\]/],
  ] as const) {
    assert.match(sidebarsProblem(value) ?? '', said, JSON.stringify(value));
  }
});

test('readFrozenVersion: odd sidebars.json is an error at that file, never an internal error later', (t) => {
  const root = makeTmpDir(t);
  const dir = path.join(root, 'versioned', '1.0');
  fs.mkdirSync(path.join(dir, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'version.json'), JSON.stringify({ docs: 'docs' }));
  fs.writeFileSync(path.join(dir, 'sidebars.json'), JSON.stringify({ docs: ['intro', 5] }));
  const config = { root, versionedDir: path.join(root, 'versioned'), versionsFile: path.join(root, 'versions.json') };
  const { version, diagnostics } = readFrozenVersion(config, '1.0');
  assert.equal(version, undefined);
  assert.deepEqual(diagnostics.map((d) => [d.severity, d.code, d.file]), [['error', 'versions-invalid', path.join(dir, 'sidebars.json')]]);
  assert.match(diagnostics[0].message, /^sidebars.json of the version '1\.0' has an entry 5 in the sidebar 'docs'/);
  fs.writeFileSync(path.join(dir, 'sidebars.json'), JSON.stringify({ docs: ['intro'] }));
  assert.deepEqual(readFrozenVersion(config, '1.0').version?.sidebars, { docs: ['intro'] });
});
