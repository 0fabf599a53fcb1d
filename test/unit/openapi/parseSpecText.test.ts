import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as jsYaml from 'js-yaml';
import { createPointerLocator, locatePointer, parseSpecText } from '../../../src/node/openapi/parseSpecText.js';
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

// What js-yaml gives on the text as written, key order and prototypes included.
const loadDirect = (text: string) => jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA });

test('a YAML spec with dashes, quotes, emoji and a __proto__ key gives the values js-yaml gives', () => {
  const text = [
    'openapi: 3.0.3',
    'info:',
    '  title: Shows \u2014 and \u201cmore\u201d \u{1F600}',
    'x-order: { b\u2014: 1, a: 2, c\u2014: 3, __proto__: { polluted: "\u2014" } }',
    'shared: &anchor\u2014 { name: "caf\u00e9 \u2014" }',
    'again: *anchor\u2014',
  ].join('\n') + '\n';
  const { value, diagnostics } = parseSpecText(text, '/spec.yaml');
  assert.deepEqual(diagnostics, []);
  assert.equal(JSON.stringify(value), JSON.stringify(loadDirect(text)));
  const v = value as any;
  assert.deepEqual(Object.keys(v['x-order']), ['b\u2014', 'a', 'c\u2014', '__proto__']);
  assert.equal(Object.getPrototypeOf(v['x-order']), Object.prototype);
  assert.equal(v.shared, v.again, 'aliases share their value');
});
