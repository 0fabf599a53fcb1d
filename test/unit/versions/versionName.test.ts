import { test } from 'node:test';
import assert from 'node:assert/strict';
import { versionNameProblem } from '../../../src/node/versions/versionName.js';

test('version names are one safe URL segment that no route of the site uses', () => {
  for (const name of ['1.0', 'v2', '2024-06', '3.1.0-beta_1']) assert.equal(versionNameProblem(name, new Set(['guide'])), undefined, name);
  for (const name of ['', '../x', 'a/b', 'a b', '.hidden', 'x..y', '1.', 'a\\b', 'é', 'x'.repeat(65)]) assert.ok(versionNameProblem(name), JSON.stringify(name));
  for (const name of ['current', 'next', 'api', 'tags', 'category', 'what-changed', 'NEXT']) assert.match(versionNameProblem(name)!, /route of its own/, name);
  assert.match(versionNameProblem('Guide', new Set(['guide']))!, /\/docs\/guide/);
});

test("a name that is a page's Markdown copy or a device name of Windows is refused", () => {
  assert.match(versionNameProblem('intro.md', new Set(['intro']))!, /Markdown copy/);
  assert.match(versionNameProblem('Guide.MD')!, /Markdown copy/);
  for (const name of ['CON', 'nul', 'com1', 'LPT9', 'aux.1']) assert.match(versionNameProblem(name)!, /Windows/, name);
  for (const name of ['console', 'md', '2.0-md', 'auxiliary']) assert.equal(versionNameProblem(name), undefined, name);
});
