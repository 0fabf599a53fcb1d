import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import * as jsYaml from 'js-yaml';
import { createPointerLocator, locatePointer, narrowText, parseSpecText } from '../../../src/node/openapi/parseSpecText.js';
import { repoRoot, sharedDir } from '../../helpers/repoPaths.js';
import { joinPointer, splitPointer } from '../../../src/node/openapi/jsonPointer.js';

test('invalid JSON that YAML would accept is an error with the line and column of the mistake', () => {
  const text = '{\n  "openapi": "3.0.3",\n  "paths": {\n    "/a": {},\n  }\n}\n';
  const { value, diagnostics } = parseSpecText(text, '/spec.json');
  assert.equal(value, undefined);
  assert.equal(diagnostics.length, 1);
  assert.deepEqual([diagnostics[0].line, diagnostics[0].column], [5, 3]);
  assert.match(diagnostics[0].message, /^Invalid JSON: \S/);
  assert.doesNotMatch(diagnostics[0].message, /position/);
});

test('a file without a known extension whose text starts with { is read as JSON; a truncated one ends at its end', () => {
  const { diagnostics } = parseSpecText('{"openapi": "3.0.3",', '/spec');
  assert.equal(diagnostics[0].code, 'openapi-syntax');
  assert.deepEqual([diagnostics[0].line, diagnostics[0].column], [1, 21]);
});

test('a JSON spec with a byte-order mark is read; JSON gives trees and YAML may share values', () => {
  assert.deepEqual(parseSpecText('\uFEFF{"openapi": "3.0.3"}', '/spec.json'), { value: { openapi: '3.0.3' }, format: 'json', diagnostics: [] });
  assert.equal(parseSpecText('openapi: 3.0.3\n', '/spec.yaml').format, 'yaml');
});

test('splitPointer percent-decodes $ref fragments (keeping a malformed escape) but not plain pointers', () => {
  assert.deepEqual(splitPointer('#/a%20b/c~1d/e~0f'), ['a b', 'c/d', 'e~f']);
  assert.deepEqual(splitPointer('#/100%/x'), ['100%', 'x']);
  assert.deepEqual(splitPointer('/100%/a%20b'), ['100%', 'a%20b']);
  assert.deepEqual(splitPointer(joinPointer(['paths', '/shows/{id}', '50%', 'a~b'])), ['paths', '/shows/{id}', '50%', 'a~b']);
  assert.deepEqual(splitPointer('#'), []);
});

test('locatePointer finds keys with % and /, and falls back to the deepest existing parent', () => {
  const text = 'paths:\n  /shows/{id}:\n    get:\n      100%:\n        $ref: x\n';
  assert.deepEqual(locatePointer(text, joinPointer(['paths', '/shows/{id}', 'get', '100%', '$ref'])), { line: 5, column: 9 });
  assert.deepEqual(locatePointer(text, joinPointer(['paths', '/shows/{id}', 'get', 'operationId'])), { line: 3, column: 5 });
  const locate = createPointerLocator(text);
  assert.deepEqual(locate('/paths'), { line: 1, column: 1 });
  assert.deepEqual(locate('/paths/~1shows~1{id}'), { line: 2, column: 3 });
});

// YAML text with characters beyond Latin-1 is parsed in a one-byte copy (parseSpecText.ts: narrowText): the values
// must be exactly js-yaml's on the text as written, and the strings that had no such character one byte each.
const loadDirect = (text: string) => jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA });
// Same values, same key order (deepEqual ignores order), same prototypes.
function assertSameValue(actual: unknown, expected: unknown, message?: string) {
  assert.equal(JSON.stringify(actual), JSON.stringify(expected), message);
  assert.deepEqual(actual, expected, message);
}
const isOneByte = (s: string) => v8.serialize(s)[2] === 0x22; // the serializer's tag: '"' one-byte, 'c' two-byte

test('a YAML spec with dashes, quotes and emoji gives the values js-yaml gives, with one-byte strings where it can', () => {
  const text = [
    'openapi: 3.0.3',
    'info:',
    '  title: Shows \u2014 and \u201cmore\u201d \u{1F600}',
    '  version: "1.0 \u2192 2.0"',
    '  summary: plain ASCII text',
    '  price: \u00a4 5 and \u00a42014\u00a4 as typed',
    '  description: |',
    '    Block \u2014 text',
    '    second line \u2026',
    'x-\u00e9t\u00e9-\u756a\u7d44: first',
    'x-order: { b\u2014: 1, a: 2, c\u2014: 3, __proto__: { polluted: "\u2014" } }',
    'shared: &anchor\u2014 { name: "caf\u00e9 \u2014" }',
    'again: *anchor\u2014',
    "single: 'it\u2019s'",
    'list: [\u2014, "\u2014", x\u2014y]',
  ].join('\n') + '\n';
  const { value, diagnostics } = parseSpecText(text, '/spec.yaml');
  assert.deepEqual(diagnostics, []);
  const expected = loadDirect(text) as any;
  assertSameValue(value, expected);
  const v = value as any;
  assert.equal(v.info.title, 'Shows \u2014 and \u201cmore\u201d \u{1F600}');
  assert.equal(v.info.price, '\u00a4 5 and \u00a42014\u00a4 as typed', 'the placeholder mark, typed as such, stays');
  assert.deepEqual(Object.keys(v['x-order']), ['b\u2014', 'a', 'c\u2014', '__proto__'], 'renamed keys keep their place');
  assert.equal(Object.getPrototypeOf(v['x-order']), Object.prototype);
  assert.equal(v.shared, v.again, 'aliases still share their value');
  assert.ok(isOneByte(v.info.summary) && isOneByte(v.openapi), 'strings without a wide character are one-byte');
  assert.ok(!isOneByte(v.info.title));
  assert.ok(!isOneByte(expected.info.summary), 'js-yaml alone would make them two-byte');
});

test('texts that must not be narrowed are parsed as written', () => {
  for (const text of ['a: "\\u00a42014\\u00a4 \u2014"\n', 'a: "\\xa4 \u2014"\n', '\ufeffa: \u2014\n', 'a: x\n']) {
    assert.equal(narrowText(text), undefined, JSON.stringify(text));
    assertSameValue(parseSpecText(text, '/spec.yaml').value, loadDirect(text));
  }
  // js-yaml refuses these in some places (plain scalars): a placeholder would hide them, so the text is read as it is.
  for (const text of ['a: "\ufffe"\n', 'a: \uffff\n', 'a: x\ud800y\n', 'a: \udc00\n']) assert.equal(narrowText(text), undefined, JSON.stringify(text));
  assert.throws(() => loadDirect('a: x\ud800y \u2014\n'), /non-printable/);
});

test('narrowed parsing agrees with js-yaml on generated documents', () => {
  // A small seeded generator: keys and scalars of every style, mixing ASCII, Latin-1, the mark and wide characters.
  let seed = 7;
  const random = (n: number) => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed % n; };
  const pieces = ['a', 'b c', '\u00e9', '\u00a4', '\u00a4201', '4\u00a4', '\u2014', '\u{1F600}', '\u756a', '#', ':', '-', "'", '"', '\\', '0', 'true'];
  const word = () => Array.from({ length: 1 + random(4) }, () => pieces[random(pieces.length)]).join('');
  const scalar = () => {
    const w = word();
    switch (random(4)) {
      case 0: return JSON.stringify(w);
      case 1: return `'${w.replace(/'/g, "''")}'`;
      case 2: return `|\n    ${w}\n    ${word()}`;
      default: return w;
    }
  };
  let compared = 0;
  for (let i = 0; i < 300; i++) {
    const lines = Array.from({ length: 1 + random(6) }, () => `${random(2) ? JSON.stringify(word()) : word()}: ${scalar()}`);
    const text = lines.join('\n') + '\n';
    let expected: unknown;
    try { expected = loadDirect(text); } catch { continue; }
    const { value } = parseSpecText(text, '/spec.yaml');
    assertSameValue(value, expected, JSON.stringify(text));
    compared++;
  }
  assert.ok(compared > 100, `only ${compared} generated documents were valid YAML`);
});

test('the real specs read the same narrowed as js-yaml reads them', (t) => {
  const files = [path.join(repoRoot, 'openapi', 'betaseries.yaml'), path.join(sharedDir, 'specs', 'stripe', 'spec3.yaml')].filter((f) => fs.existsSync(f));
  if (files.length < 2) t.diagnostic('../shared is absent: only the repo\'s own spec is compared');
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    assert.ok(narrowText(text) !== undefined, `${path.basename(file)} has characters beyond Latin-1`);
    assertSameValue(parseSpecText(text, file).value, loadDirect(text), path.basename(file));
  }
});
