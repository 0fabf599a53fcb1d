import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import * as jsYaml from 'js-yaml';
import { checkAliasExpansion, hasYamlAnchor } from '../../../src/node/openapi/checkAliasExpansion.js';
import { createPointerLocator } from '../../../src/node/openapi/parseSpecText.js';
import { fixture, sharedDir } from '../../helpers/repoPaths.js';

const load = (text: string) => jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA });

test('the billion laughs are refused at the alias where the expansion passes the limit, at once', () => {
  const file = path.join(fixture('bad-specs'), 'alias-bomb.yaml');
  const text = fs.readFileSync(file, 'utf8');
  const d = checkAliasExpansion(load(text), file, createPointerLocator(text));
  assert.ok(d);
  assert.equal(d.code, 'openapi-yaml-aliases');
  assert.equal(d.message, 'YAML aliases expand to more than 1,000,000 values (at /x-bomb/g/0): docgen stops before they fill the memory');
  assert.deepEqual([d.line, d.column], [13, 10]);
});

test('the limit counts the values aliases add, not the size of the document', () => {
  // 10 uses of a 6-value anchor add 9 x 6 = 54 values.
  const text = `a: &a [1, 2, 3, 4, 5]\nb: [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n`;
  assert.equal(checkAliasExpansion(load(text), '/s.yaml', () => undefined, 54), undefined);
  assert.match(checkAliasExpansion(load(text), '/s.yaml', () => undefined, 53)?.message ?? '', /more than 53 values \(at \/b\/8\)/);
  const big = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, [i, i, i]]));
  assert.equal(checkAliasExpansion(big, '/s.yaml', () => undefined, 0), undefined, 'a tree adds nothing');
});

test('an alias inside its own anchor is a cycle, reported at the alias', () => {
  const text = 'a:\n  b: &x\n    c: [1, *x]\n';
  const d = checkAliasExpansion(load(text), '/s.yaml', createPointerLocator(text));
  assert.equal(d?.message, 'A YAML alias at /a/b/c/1 refers to a value that contains it: the document would be infinite');
  assert.deepEqual([d?.line, d?.column], [3, 12]);
});

test("Stripe's spec is far below the limit", (t) => {
  const spec = path.join(sharedDir, 'specs', 'stripe', 'spec3.yaml');
  if (!fs.existsSync(spec)) return t.skip(`${spec} is absent`);
  // 99,000 values, no alias at all: the limit of one million added values is never near.
  assert.equal(checkAliasExpansion(load(fs.readFileSync(spec, 'utf8')), spec, () => undefined, 0), undefined);
});

test('hasYamlAnchor: anchors wherever YAML allows them, not ampersands in text', () => {
  for (const text of ['a: &x 1', '- &x\n  b: 1', '&x [1]', 'a: [&x 1]', 'a: {b: &x 1}', 'a:\t&x 1']) assert.equal(hasYamlAnchor(text), true, text);
  for (const text of ['url: https://x.example/?a=1&b=2', 'title: Tom & Jerry', 'd: R&D', "a: '&'", 'a: 1']) assert.equal(hasYamlAnchor(text), false, text);
  const bomb = fs.readFileSync(path.join(fixture('bad-specs'), 'alias-bomb.yaml'), 'utf8');
  assert.equal(hasYamlAnchor(bomb), true);
});

test('aliases nesting their anchors in nested values: refused where the expanded depth passes the limit, even met before the anchor', () => {
  const nest = (inner: string) => '['.repeat(30) + inner + ']'.repeat(30);
  const text = `a: &a ${nest('1')}\nb: &b ${nest('*a')}\nc: ${nest('*b')}\n`;
  assert.equal(checkAliasExpansion(load(text), '/s.yaml', () => undefined, undefined, 91), undefined);
  const d = checkAliasExpansion(load(text), '/s.yaml', createPointerLocator(text), undefined, 90);
  assert.equal(d?.message, 'YAML aliases nest the document deeper than 90 levels here; docgen accepts up to 90');
  assert.deepEqual([d?.line, d?.column], [3, 34]);
  // A key that looks like a number comes first in a JS object: the anchor's value is then met through the alias.
  const early = `x: &x ${nest('1')}\n0: ${nest(nest('*x'))}\n`;
  assert.match(checkAliasExpansion(load(early), '/s.yaml', () => undefined, undefined, 80)?.message ?? '', /deeper than 80 levels/);
});
