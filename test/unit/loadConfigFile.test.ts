import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { loadConfigFile } from '../../src/node/loadConfigFile.js';
import { DocgenError } from '../../src/node/diagnostics.js';
import { makeTmpDir, writeTree } from '../helpers/tmpDir.js';

test("loads TypeScript with types and `defineConfig` from 'docgen'", async (t) => {
  const root = makeTmpDir(t);
  writeTree(root, { 'docgen.config.ts': "import { defineConfig, type DocgenConfig } from 'docgen';\nconst base: Partial<DocgenConfig> = { tagline: 'typed' };\nexport default defineConfig({ ...base, title: 'TS' });\n" });
  assert.deepEqual(await loadConfigFile(path.join(root, 'docgen.config.ts')), { tagline: 'typed', title: 'TS' });
});

test('loads a plain .mjs config', async (t) => {
  const root = makeTmpDir(t);
  writeTree(root, { 'docgen.config.mjs': "export default { title: 'MJS' };\n" });
  assert.deepEqual(await loadConfigFile(path.join(root, 'docgen.config.mjs')), { title: 'MJS' });
});

test('a missing import is a compile error located in the config', async (t) => {
  const root = makeTmpDir(t);
  const file = path.join(root, 'docgen.config.ts');
  writeTree(root, { 'docgen.config.ts': "// comment\nimport x from './nope';\nexport default { title: x };\n" });
  await assert.rejects(loadConfigFile(file), (e: unknown) => {
    assert.ok(e instanceof DocgenError);
    assert.equal(e.diagnostics[0].code, 'config-syntax');
    assert.equal(e.diagnostics[0].file, file);
    assert.equal(e.diagnostics[0].line, 2);
    assert.match(e.diagnostics[0].message, /nope/);
    return true;
  });
});
