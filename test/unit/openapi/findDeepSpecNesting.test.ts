// The nesting limit of specs (findDeepSpecNesting.ts, checked by parseSpecText before the parsers recurse): deep
// texts are refused at the line where they pass it; real specs and brackets in text never are.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import * as jsYaml from 'js-yaml';
import YAML, { isMap, isPair, isSeq } from 'yaml';
import { findDeepSpecNesting, maxSpecNestingDepth } from '../../../src/node/openapi/findDeepSpecNesting.js';
import { isJsonText, parseSpecText } from '../../../src/node/openapi/parseSpecText.js';
import { exampleSite, fixturesDir, sharedDir } from '../../helpers/repoPaths.js';

const limit = maxSpecNestingDepth;
const head = "openapi: 3.0.0\ninfo: {title: x, version: '1'}\npaths: {}\nx-deep: ";

/** The depth the scan measures: the smallest limit it accepts `text` under. */
function scanDepth(text: string, json = false): number {
  let lo = 0;
  let hi = 2000;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (findDeepSpecNesting(text, json, mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The depth of a parsed value: objects and arrays nested in each other. */
function valueDepth(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  let deepest = 0;
  for (const v of Object.values(value)) deepest = Math.max(deepest, valueDepth(v));
  return deepest + 1;
}

/** The depth of what the `yaml` package makes of a text, errors or not (keys included). */
function nodeDepth(node: unknown): number {
  if (isPair(node)) return Math.max(nodeDepth(node.key), nodeDepth(node.value));
  if (isMap(node) || isSeq(node)) return 1 + Math.max(0, ...(node.items as unknown[]).map(nodeDepth));
  return 0;
}

test('flow collections, block collections and JSON arrays nested past the limit: the line and column where they pass it', () => {
  // 500 levels of `{a: `: x-deep's mapping is level 1, the 200th brace level 201.
  assert.deepEqual(findDeepSpecNesting(head + '{a: '.repeat(500) + '1' + '}'.repeat(500) + '\n', false), { line: 4, column: 9 + 4 * 199 });
  assert.deepEqual(findDeepSpecNesting(head + '{'.repeat(500) + '}'.repeat(500) + '\n', false), { line: 4, column: 9 + 199 });
  assert.deepEqual(findDeepSpecNesting(head + '['.repeat(500) + '\n', false), { line: 4, column: 9 + 199 }, 'unclosed too');
  // Block mappings one space deeper per line: the key of level 201 (the document's mapping is level 1).
  const block = Array.from({ length: 300 }, (_, i) => ' '.repeat(i) + `k${i}:`).join('\n') + ' 1\n';
  assert.deepEqual(findDeepSpecNesting(block, false), { line: 201, column: 201 });
  // Lines broken by CR LF, or by CR alone (YAML's line breaks too).
  assert.deepEqual(findDeepSpecNesting(block.replace(/\n/g, '\r\n'), false), { line: 201, column: 201 });
  assert.deepEqual(findDeepSpecNesting(block.replace(/\n/g, '\r'), false), { line: 201, column: 201 });
  // `key:` then `- ` at the key's column: a sequence inside the mapping, two levels a step.
  const indentless = 'k:\n' + Array.from({ length: 149 }, (_, i) => ' '.repeat(2 * i) + '- k:\n').join('') + ' '.repeat(2 * 149) + '- x\n';
  assert.equal(nodeDepth(YAML.parseDocument(indentless).contents), 300);
  assert.equal(scanDepth(indentless), 300);
  assert.equal(scanDepth('- - - - - x\n'), 5, 'items of items on one line');
  const json = '{"openapi": "3.0.0", "x-deep": ' + '['.repeat(10_000) + ']'.repeat(10_000) + '}';
  assert.deepEqual(findDeepSpecNesting(json, true), { line: 1, column: 32 + 199 });
});

test('up to the limit is accepted, and a text that a parser takes measures at least what the parser makes', () => {
  assert.equal(findDeepSpecNesting(head + '{a: '.repeat(limit - 1) + '1' + '}'.repeat(limit - 1) + '\n', false), undefined);
  assert.equal(findDeepSpecNesting('['.repeat(limit) + ']'.repeat(limit), true), undefined);
  const block = Array.from({ length: limit }, (_, i) => ' '.repeat(i) + `k${i}:`).join('\n') + ' 1\n';
  assert.equal(findDeepSpecNesting(block, false), undefined);
  assert.equal(valueDepth(YAML.parse(block)), limit);
});

test('brackets in text are not levels: strings, comments, block scalars and plain scalars, over several lines too', () => {
  const brackets = '['.repeat(300) + '{'.repeat(300);
  const texts = [
    `a: "${brackets}"\n`,
    `a: '${brackets} it''s'\n`,
    `a: "first line\n  ${brackets}\n  \\" still in it ${brackets}"\nb: 1\n`,
    `a: 'first line\n  ${brackets}'\nb: 1\n`,
    `a: 1 # ${brackets}\n# ${brackets}\n`,
    `a: |\n  ${brackets}\n  more\n\n  ${brackets}\nb: >-\n    ${brackets}\n    c\n`,
    `- |2\n   ${brackets}\n`,
    `pattern: ^[a-z${brackets}\n  ${brackets} continued\n`,
    `a: don't ${brackets}\nb: [x, "${brackets}", '${brackets}', y]\n`,
    `a: {k: "${brackets}", 'q': '${brackets}', "j":'${brackets}'}\n`,
    `a: [don't, ${'x'.repeat(5)}]\nb: "${brackets}"\n`,
  ];
  for (const text of texts) {
    assert.equal(findDeepSpecNesting(text, false), undefined, text.slice(0, 60));
    assert.ok(valueDepth(jsYaml.load(text)) <= 3, text.slice(0, 60));
  }
  assert.equal(findDeepSpecNesting(`{"a": "${brackets}", "b\\"${brackets}": ["\\\\", "${brackets}"]}`, true), undefined);
});

test('every spec of the fixtures (but those made too deep), the site and ../shared/specs is far from the limit', () => {
  const files = [path.join(exampleSite, 'openapi'), fixturesDir, path.join(sharedDir, 'specs')]
    .filter((dir) => fs.existsSync(dir))
    .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)))
    .filter((f) => /\.(ya?ml|json)$/.test(f) && !f.includes(`${path.sep}bad-spec-limits${path.sep}`));
  assert.ok(files.length > 30, `${files.length} specs`);
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    assert.ok(scanDepth(text, isJsonText(text, file)) < 40, file);
  }
});

test('what YAML serialisers write measures exactly its depth', () => {
  const key = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('[', '{a: b', "it's", '- x', 'k: [', '#', ' #c', '|', '"q'));
  const scalar = fc.oneof(key, fc.integer(), fc.boolean(), fc.constant(null), fc.constantFrom('a\nb [', '[{', 'x: y', '  lead'));
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, fc.array(tie('value'), { maxLength: 3 }), fc.dictionary(key, tie('value'), { maxKeys: 3 })),
  }));
  const styles: ((v: unknown) => string)[] = [
    (v) => YAML.stringify(v),
    (v) => YAML.stringify(v, { collectionStyle: 'flow' }),
    (v) => YAML.stringify(v, { lineWidth: 20, minContentWidth: 0, indentSeq: false, blockQuote: 'literal' }),
    (v) => jsYaml.dump(v, { lineWidth: 20 }),
    (v) => jsYaml.dump(v, { flowLevel: 2 }),
  ];
  fc.assert(fc.property(value, fc.nat(styles.length - 1), (v, style) => {
    const text = styles[style]({ root: v });
    assert.equal(scanDepth(text), valueDepth(jsYaml.load(text)), text);
  }), { numRuns: 1500, seed: 24 });
});

test('on texts of YAML syntax soup, the scan is never below the depth a parser accepts', () => {
  const piece = fc.constantFrom('a', 'b', ' ', '[', '{', ']', '}', "'", '"', ' #', '#', ': ', ':', '- ', '-', '|', '>', '&x ', '*x', '!t ', ',', '\\', '? ', '---', "''", 'k: ', '- k: ', '\t', '\r', '\r\n');
  const line = fc.tuple(fc.constantFrom(0, 0, 1, 2, 4, 6), fc.array(piece, { minLength: 1, maxLength: 8 })).map(([indent, parts]) => ' '.repeat(indent) + parts.join(''));
  fc.assert(fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 30 }), (lines, times) => {
    const text = (lines.join('\n') + '\n').repeat(times);
    const scan = scanDepth(text);
    const doc = YAML.parseDocument(text);
    // The `yaml` package reads a CR alone as text, where YAML (and js-yaml, and the scan) break the line: what it
    // makes of such a text is measured again by parseSpecText, on its nodes, before it is used.
    if (!doc.errors.length && !/\r(?!\n)/.test(text)) assert.ok(scan >= nodeDepth(doc.contents), text);
    try {
      assert.ok(scan >= valueDepth(jsYaml.load(text)), text);
    } catch (e) {
      if (e instanceof assert.AssertionError) throw e;
    }
  }), { numRuns: 3000, seed: 24 });
});

test('long texts in one piece are scanned in linear time: a quoted scalar over 50,000 lines, a plain one, a block scalar', () => {
  const lines = 50_000;
  const texts = [
    'a: "' + 'x [ {\n'.repeat(lines) + '"\n',
    "a: '" + "it''s [\n".repeat(lines) + "'\n",
    'a: text\n' + '  more [ { text\n'.repeat(lines),
    'a: |\n' + '  [ {\n'.repeat(lines),
    'a: [\n' + '  x, "y", z,\n'.repeat(lines) + ']\n',
  ];
  for (const text of texts) assert.equal(findDeepSpecNesting(text, false), undefined);
});

test('parseSpecText refuses a deep spec before parsing it, JSON and YAML, with the file, line and column', () => {
  const yaml = parseSpecText(head + '{'.repeat(500) + '}'.repeat(500) + '\n', '/specs/deep.yaml');
  assert.equal(yaml.value, undefined);
  assert.deepEqual(yaml.diagnostics.map((d) => [d.code, d.file, d.line, d.column, d.message]), [
    ['openapi-too-deep', '/specs/deep.yaml', 4, 208, 'The spec nests deeper than 200 levels here (brackets, braces or indentation); docgen accepts up to 200'],
  ]);
  const json = parseSpecText('{\n  "openapi": "3.0.0",\n  "x": ' + '['.repeat(10_000) + ']'.repeat(10_000) + '\n}\n', '/specs/deep.json');
  assert.deepEqual(json.diagnostics.map((d) => [d.code, d.line, d.column]), [['openapi-too-deep', 3, 8 + 199]]);
  // Block style: the scan reports where it passes the limit.
  const block = 'openapi: 3.0.0\n' + Array.from({ length: 250 }, (_, i) => ' '.repeat(i) + `k${i}:`).join('\n') + ' 1\n';
  assert.deepEqual(parseSpecText(block, '/specs/block.yaml').diagnostics.map((d) => [d.code, d.line, d.column]), [['openapi-too-deep', 202, 201]]);
  const deepest = block.split('\n').slice(0, 201).join('\n') + ' 1\n';
  assert.equal(valueDepth(parseSpecText(deepest, '/specs/block.yaml').value), limit);
});

test('a mapping key that is a collection is refused where the `yaml` package would print it (nested keys cost it more than linear)', () => {
  // Past js-yaml's own depth limit (100), so the `yaml` package reads it.
  const text = head.replace('x-deep: ', '') + Array.from({ length: 40 }, (_, i) => `x-${i}: ` + '{'.repeat(150) + '}'.repeat(150)).join('\n') + '\n';
  const { value, diagnostics } = parseSpecText(text, '/specs/keys.yaml');
  assert.equal(value, undefined);
  assert.deepEqual(diagnostics.map((d) => [d.code, d.line, d.column]), [['openapi-collection-key', 4, 7]]);
  // A shallow one is js-yaml's, as before.
  assert.deepEqual(parseSpecText('a: {[x]: 1}\n', '/specs/shallow.yaml').diagnostics, []);
});
