import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { loadConfigFile, locateConfigKey, plainConfigModule } from '../../src/node/loadConfigFile.js';
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

test("a config in plain JavaScript is imported as it is, its 'docgen' imports answered like esbuild's", async (t) => {
  const source = "import { defineConfig } from \"docgen\";\nexport default defineConfig({ title: 'Plain', tagline: typeof defineConfig });\n";
  const plain = plainConfigModule(source);
  assert.ok(plain?.startsWith('import { defineConfig } from "data:text/javascript;base64,'), plain);
  assert.ok(plain!.endsWith("\nexport default defineConfig({ title: 'Plain', tagline: typeof defineConfig });\n"), 'the rest is the source as written');
  const root = makeTmpDir(t);
  writeTree(root, { 'docgen.config.ts': source });
  assert.deepEqual(await loadConfigFile(path.join(root, 'docgen.config.ts')), { title: 'Plain', tagline: 'function' });
});

test('a config that imports anything but docgen, or requires, goes through esbuild', () => {
  assert.equal(plainConfigModule("import { defineConfig } from 'docgen';\nimport sidebars from './sidebars.js';\nexport default defineConfig({ sidebars });\n"), undefined);
  assert.equal(plainConfigModule("const x = require('./x.cjs');\nexport default { title: x };\n"), undefined);
  assert.equal(plainConfigModule("export { default } from './other.mjs';\n"), undefined);
  assert.equal(plainConfigModule("export default { title: 'dynamic', load: () => import('./x.mjs') };\n"), undefined);
  assert.equal(plainConfigModule("export default { title: 'nothing else to load' };\n"), "export default { title: 'nothing else to load' };\n");
});

test('a config that throws while it runs is reported once, as it runs, not compiled again', async (t) => {
  const root = makeTmpDir(t);
  const file = path.join(root, 'docgen.config.mjs');
  writeTree(root, { 'docgen.config.mjs': "globalThis.__docgenConfigRuns = (globalThis.__docgenConfigRuns ?? 0) + 1;\nthrow new Error('no config today');\n" });
  await assert.rejects(loadConfigFile(file), (e: unknown) => {
    assert.ok(e instanceof DocgenError);
    assert.equal(e.diagnostics[0].code, 'config-eval');
    assert.match(e.diagnostics[0].message, /no config today/);
    return true;
  });
  assert.equal((globalThis as { __docgenConfigRuns?: number }).__docgenConfigRuns, 1);
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

const source = `import { defineConfig } from 'docgen';
const other = { title: 'not the config' };
// tagLine: 'in a comment'
export default defineConfig({
  navbar: { title: 'N', items: [{ label: 'a', href: '/x' }] },
  title: 'Site',
  'tagLine': "a // b: c",
  colorMode: {
    defaultMode: 'blue',
  },
  footer: { copyright: 'title: in a string' },
});
`;

test('a key is found where it is written in the config object, nested keys inside their parent', () => {
  assert.deepEqual(locateConfigKey(source, 'title'), { line: 6, column: 3 });
  assert.deepEqual(locateConfigKey(source, 'tagLine'), { line: 7, column: 3 });
  assert.deepEqual(locateConfigKey(source, 'navbar.title'), { line: 5, column: 13 });
  assert.deepEqual(locateConfigKey(source, 'navbar.items'), { line: 5, column: 25 });
  assert.deepEqual(locateConfigKey(source, 'navbar.items[0]'), { line: 5, column: 33 });
  assert.deepEqual(locateConfigKey(source, 'navbar.items[0].href'), { line: 5, column: 47 });
  assert.deepEqual(locateConfigKey(source, 'colorMode.defaultMode'), { line: 9, column: 5 });
});

test('an entry of a list is found by its index, and a key inside it', () => {
  const config = `export default defineConfig({
  footer: {
    links: [
      { title: 'A', items: [{ label: 'a', href: '/a' }] },
      { title: 'B', items: [
        { label: 'b', href: '/b' },
        { label: 'c', link: '/c' },
      ] },
    ],
  },
});
`;
  assert.deepEqual(locateConfigKey(config, 'footer.links[1]'), { line: 5, column: 7 });
  assert.deepEqual(locateConfigKey(config, 'footer.links[1].items[1]'), { line: 7, column: 9 });
  assert.deepEqual(locateConfigKey(config, 'footer.links[1].items[1].link'), { line: 7, column: 23 });
  // An index past the list's end gives the list.
  assert.deepEqual(locateConfigKey(config, 'footer.links[5].title'), { line: 3, column: 5 });
});

test('a key not written out gives its parent, or nothing; comments and strings are not keys', () => {
  assert.deepEqual(locateConfigKey(source, 'colorMode.disableSwitch'), { line: 8, column: 3 });
  assert.equal(locateConfigKey(source, 'missing'), undefined);
  assert.equal(locateConfigKey('export default { ...base };', 'title'), undefined);
  assert.deepEqual(locateConfigKey('export default {\n  title: "x",\n};\n', 'title'), { line: 2, column: 3 });
});
