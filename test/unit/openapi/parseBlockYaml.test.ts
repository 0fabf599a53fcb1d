import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import * as jsYaml from 'js-yaml';
import { parseBlockYaml } from '../../../src/node/openapi/parseBlockYaml.js';
import { narrowText, parseSpecText } from '../../../src/node/openapi/parseSpecText.js';
import v8 from 'node:v8';
import { repoRoot, sharedDir } from '../../helpers/repoPaths.js';

const load = (text: string) => jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA });

/** Same values, same key order, same types (NaN and -0 included). */
function assertSame(actual: unknown, expected: unknown, message?: string) {
  assert.equal(JSON.stringify(actual), JSON.stringify(expected), message);
  assert.deepStrictEqual(actual, expected, message);
}

/** The fast path's answer: undefined (js-yaml's turn), or exactly js-yaml's value. Returns whether it answered. */
function agrees(text: string, message = JSON.stringify(text)): boolean {
  const fast = parseBlockYaml(text);
  if (fast === undefined) return false;
  let expected: unknown;
  assert.doesNotThrow(() => { expected = load(text); }, `parsed what js-yaml rejects: ${message}`);
  assertSame(fast, expected, message);
  return true;
}

test('the BetaSeries spec and the fixtures written in block style take the fast path, with js-yaml\'s values', () => {
  for (const file of [path.join(repoRoot, 'openapi/betaseries.yaml'), path.join(repoRoot, 'test/fixtures/openapi-schemas/spec.yaml')]) {
    const text = fs.readFileSync(file, 'utf8');
    // As the build reads it: non-Latin-1 characters as placeholders (parseSpecText.ts).
    const source = narrowText(text) ?? text;
    assert.ok(agrees(source, file), `${path.relative(repoRoot, file)} is no longer read by the fast path`);
  }
});

test('every YAML file of the fixtures and the shared specs is read as js-yaml reads it, or left to js-yaml', (t) => {
  const files = fg.sync(['test/fixtures/**/*.{yaml,yml}', 'openapi/**/*.{yaml,yml}'], { cwd: repoRoot, absolute: true });
  if (fs.existsSync(sharedDir)) files.push(...fg.sync('specs/**/*.{yaml,yml}', { cwd: sharedDir, absolute: true }));
  else t.diagnostic('../shared is absent: its specs are not compared');
  let answered = 0;
  for (const file of files) if (agrees(fs.readFileSync(file, 'utf8'), file)) answered++;
  assert.ok(answered >= files.length / 2, `the fast path read only ${answered} of ${files.length} files`);
});

test('block structure: compact sequences, sequences of mappings, nulls, comments and blank lines', () => {
  const cases = [
    'a:\n- 1\n- two\nb: 3\n',
    'a:\n  - x: 1\n    y: [a, "b, c", 3]\n  -\n    z: null\n  - \n  - ~\nb:\n',
    '# head\n\na: 1 # one\n  # indented comment\n\nb: "q" # two\nc: \'s\'   \nd: []\ne: {}\n',
    'top:\n    deep:\n        deeper: value\n    back: 2\n',
    '- 1\n- a: b\n  c: d\n- [x]\n',
  ];
  for (const text of cases) assert.ok(agrees(text), JSON.stringify(text));
  assertSame(parseBlockYaml('a:\n- 1\n- two\nb: 3\n'), { a: [1, 'two'], b: 3 });
  assertSame(parseBlockYaml('a:\n  -\n    z: null\n  - \n  - ~\nb:\n'), { a: [{ z: null }, null, null], b: null });
});

test('plain scalars and keys are typed by js-yaml\'s core resolvers', () => {
  const text = [
    'int: 42', 'neg: -7', 'hex: 0x1F', 'oct: 0o17', 'under: 1_000', 'float: 1.5', 'exp: 6.02e23', 'inf: .inf', 'nan: .NaN',
    'yes: yes', 'true: True', 'no: FALSE', 'nul: Null', 'tilde: ~', 'date: 2021-11-06T23:41:00Z', 'version: 3.0.3',
    '200: ok', '1.0: one', 'null: key', '"404": quoted', "'x y': single", 'url: https://example.com/a?b=c#frag',
    'dash: -not-a-list', 'colon: a:b', 'hash: a#b', 'spaces:    padded   ',
  ].join('\n') + '\n';
  assert.ok(agrees(text));
  const v = parseBlockYaml(text) as Record<string, unknown>;
  assert.equal(v.hex, 31);
  assert.equal(v.yes, 'yes', 'YAML 1.2: yes is a string');
  assert.equal(v.true, true);
  assert.equal(v.date, '2021-11-06T23:41:00Z');
  assert.ok(Number.isNaN(v.nan));
  assert.equal(v['1'], 'one', 'a key typed as a number is that number as text, as in js-yaml');
});

test('quoted scalars: escapes, doubled quotes, trailing comments', () => {
  const text = [
    'a: "tab\\t nl\\n quote\\" slash\\/ back\\\\ bell\\a nul\\0 nbsp\\_ x\\x41 u\\u00e9 \\u2014"',
    "b: 'it''s # not a comment'",
    'c: "# not a comment either" # but this is',
    'd: ""',
    "e: ''",
    '"key: with colon": 1',
  ].join('\n') + '\n';
  assert.ok(agrees(text));
  assert.equal((parseBlockYaml(text) as Record<string, string>).b, "it's # not a comment");
});

test('literal block scalars: indentation, blank lines, chomping, lines that look like comments', () => {
  const cases = [
    'a: |\n  one\n  two\nb: 1\n',
    'a: |-\n  one\n\n  two\n\n\nb: 1\n',
    'a: |\n  one\n\n\n',
    'a: |\n    ## Heading\n    text # not a comment\n\n      indented\n    \n      \nb: x\n',
    'a:\n  - |\n    in a list\n  - after\n',
    'a: | # comment\n  x\n',
    'a: |\n  last line without newline',
  ];
  for (const text of cases) assert.ok(agrees(text), JSON.stringify(text));
  assert.equal((parseBlockYaml('a: |-\n  one\n\n  two\n\n\nb: 1\n') as Record<string, string>).a, 'one\n\ntwo');
  assert.equal((parseBlockYaml('a: |\n  x\n      \nb: 1\n') as Record<string, string>).a, 'x\n    \n', 'spaces past the indentation are text');
});

test('__proto__ is an own key, as js-yaml makes it, and does not set the prototype', () => {
  const v = parseBlockYaml('__proto__:\n  polluted: yes\n') as Record<string, unknown>;
  assert.ok(agrees('__proto__:\n  polluted: yes\n'));
  assert.equal(Object.getPrototypeOf(v), Object.prototype);
  assert.deepEqual(Object.keys(v), ['__proto__']);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
});

test('what the fast path does not read is left to js-yaml', () => {
  const refused = [
    'a: &x 1\nb: *x\n', 'a: !!str 1\n', 'a: >\n  folded\n  text\n', 'a: |+\n  keep\n\n', 'a: |2\n    x\n', 'a: |\n\n  blank first\n',
    'a: multi\n  line plain\n', 'a: multi\n  b: c\n', '- a\n  b: c\n', 'a: "multi\n  line"\n', 'a: x\na: y\n', '<<: {a: 1}\n', '? complex\n: key\n', 'a:\tb\n',
    'a: b\r\nc: d\r\n', '---\na: 1\n', 'a: 1\n...\n', '%YAML 1.2\n---\na: 1\n', 'a: {b: 1}\n', 'a: [[1]]\n', 'a: [1,]\n',
    'a: b: c\n', 'a: "\\U0001F600"\n', 'a: "\\ud800"\n', '  indented: root\n', 'plain scalar\n', '', '# only a comment\n',
    'a: @reserved\n', 'a: - b\n', '- - nested\n', 'a: "x" y\n', 'a: [x] y\n', 'a:\n  b: 1\n - c\n',
  ];
  for (const text of refused) assert.equal(parseBlockYaml(text), undefined, JSON.stringify(text));
});

test('documents dumped by js-yaml in many styles are read as js-yaml reads them', () => {
  let seed = 11;
  const random = (n: number) => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed % n; };
  const pieces = ['a', 'b c', 'true', 'null', '~', '12', '-3.5', '0x1F', '.inf', '#', ' #', ':', ': ', '- ', '-', '?', "'", '"', '\\',
    '\n', '\n\n', '  ', '\u00e9', '\u2014', '[', ']', '{', ',', '&', '*', '!', '|', '>', '%', '@', '`', '2021-01-01', '<<', '__proto__'];
  const word = () => Array.from({ length: random(5) }, () => pieces[random(pieces.length)]).join('');
  const value = (depth: number): unknown => {
    switch (random(depth > 3 ? 5 : 8)) {
      case 0: return word();
      case 1: return random(3) ? random(100000) - 500 : (random(2000) - 1000) / 8;
      case 2: return [true, false, null][random(3)];
      case 3: case 4: return pieces[random(pieces.length)];
      case 5: return Array.from({ length: random(4) }, () => value(depth + 1));
      default: return Object.fromEntries(Array.from({ length: random(5) }, () => [random(4) ? word() || 'k' : String(random(300)), value(depth + 1)]));
    }
  };
  let answered = 0;
  let total = 0;
  for (let i = 0; i < 1500; i++) {
    const doc = { root: value(0), list: [value(1), value(1)], map: value(2) };
    const text = jsYaml.dump(doc, {
      schema: jsYaml.CORE_SCHEMA, indent: 2 + random(3), noArrayIndent: random(2) === 0, flowLevel: [-1, -1, 1, 2][random(4)],
      lineWidth: [-1, 20, 80][random(3)], quotingType: random(2) ? '"' : "'", forceQuotes: random(5) === 0, noCompatMode: random(2) === 0,
    });
    total++;
    if (agrees(text)) answered++;
  }
  // Most of them are in the subset: the comparison above is not vacuous.
  assert.ok(answered > total / 3, `the fast path read only ${answered} of ${total} dumped documents`);
});

test('through parseSpecText, wide characters come back in the strings and keys that held them, the rest stay one-byte', () => {
  const text = 'a: plain\nb: caf\u00e9 \u2014 ok\n"k\u2014": "q \u2026"\nc: [x\u2014, y]\nd: |\n  line \u2192\n  two\n';
  assert.notEqual(parseBlockYaml(narrowText(text)!), undefined, 'the fast path reads it');
  const { value } = parseSpecText(text, '/spec.yaml');
  assertSame(value, load(text));
  const isOneByte = (s: string) => v8.serialize(s)[2] === 0x22; // the serializer's tag: '"' one-byte, 'c' two-byte
  const v = value as Record<string, unknown>;
  assert.ok(isOneByte(v.a as string));
  assert.ok(!isOneByte(v.b as string));
});
