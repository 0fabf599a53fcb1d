// The README's configuration reference is written by hand: this test keeps it whole. Every key of DocgenConfig
// (src/node/configTypes.ts, read with TypeScript's parser), down to the keys of its inline object types, has a row
// in the README's table, and every row names a key that exists.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { repoRoot } from '../helpers/repoPaths.js';

/** Every key path of DocgenConfig ('title', 'api.routeBasePath', 'announcementBar', 'announcementBar.id'), with whether it is a leaf. */
function configKeys(): Map<string, { leaf: boolean }> {
  const file = path.join(repoRoot, 'src/node/configTypes.ts');
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const config = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'DocgenConfig');
  assert.ok(config, 'DocgenConfig in configTypes.ts');
  const keys = new Map<string, { leaf: boolean }>();
  const walk = (members: ts.NodeArray<ts.TypeElement>, prefix: string) => {
    for (const member of members) {
      if (!ts.isPropertySignature(member) || !member.type) continue;
      const name = prefix + member.name.getText(source);
      // `{ ... } | null`: the object's keys, and the key itself (it may be null).
      const types = ts.isUnionTypeNode(member.type) ? member.type.types : [member.type];
      const literal = types.find(ts.isTypeLiteralNode);
      keys.set(name, { leaf: !literal });
      if (literal) walk(literal.members, name + '.');
    }
  };
  walk(config.members, '');
  return keys;
}

/** The first cell of each row of the table under '## Configuration'. */
function readmeKeys(): string[] {
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((s) => s.startsWith('Configuration\n'));
  assert.ok(section, "README.md has a '## Configuration' section");
  return [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]);
}

test("the README's configuration reference has a row for every key of DocgenConfig, and none for a key it lacks", () => {
  const keys = configKeys();
  const documented = readmeKeys();
  assert.ok(keys.size > 30, `read ${keys.size} keys from DocgenConfig`);
  const missing = [...keys].filter(([key, { leaf }]) => leaf && !documented.includes(key)).map(([key]) => key);
  assert.deepEqual(missing, [], 'keys of DocgenConfig without a row in README.md');
  assert.deepEqual(documented.filter((key) => !keys.has(key)), [], 'rows of README.md that DocgenConfig does not have');
  assert.equal(new Set(documented).size, documented.length, 'each key once');
});
