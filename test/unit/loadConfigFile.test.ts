import { test } from 'node:test';
import assert from 'node:assert/strict';
import { locateConfigKey } from '../../src/node/loadConfigFile.js';

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
  assert.deepEqual(locateConfigKey(source, 'navbar.items[0]'), { line: 5, column: 25 });
  assert.deepEqual(locateConfigKey(source, 'colorMode.defaultMode'), { line: 9, column: 5 });
});

test('a key not written out gives its parent, or nothing; comments and strings are not keys', () => {
  assert.deepEqual(locateConfigKey(source, 'colorMode.disableSwitch'), { line: 8, column: 3 });
  assert.equal(locateConfigKey(source, 'missing'), undefined);
  assert.equal(locateConfigKey('export default { ...base };', 'title'), undefined);
  assert.deepEqual(locateConfigKey('export default {\n  title: "x",\n};\n', 'title'), { line: 2, column: 3 });
});
