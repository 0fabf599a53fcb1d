// highlightJson writes what Prism's JSON grammar writes (highlightWithPrism), or leaves the text to Prism.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'js-yaml';
import { highlightCode, highlightWithPrism } from '../../../src/node/openapi/highlightCode.js';
import { highlightJson } from '../../../src/node/openapi/highlightJson.js';
import { repoRoot, sharedDir } from '../../helpers/repoPaths.js';

const prism = (text: string) => highlightWithPrism(text, 'json');

/** A deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('every kind of token, as Prism writes it', () => {
  const value = {
    name: 'Dr. "Who" <& co>',
    'key: with colon': ': starts with a colon',
    escapes: 'tab\there\nnewline \\ back \u2028 sep \u0001 é 😀',
    numbers: [0, -1, 1.5, -0.25, 1e21, 1.5e-7, 123456789],
    literals: [true, false, null],
    empty: { list: [], object: {}, text: '' },
    nested: [{ a: [[1, [2]], { b: null }] }],
  };
  for (const indent of [2, 4, '\t']) {
    const text = JSON.stringify(value, null, indent);
    const fast = highlightJson(text);
    assert.ok(fast !== undefined, text);
    assert.equal(fast, prism(text), text);
  }
  assert.equal(highlightJson(''), prism(''));
  assert.equal(highlightJson('"just a string"'), prism('"just a string"'));
  assert.equal(highlightJson('-12.5E+3'), prism('-12.5E+3'));
  assert.match(highlightJson('{"a": null}')!, /<span class="token property">&quot;a&quot;<\/span><span class="token operator">:<\/span> <span class="token null keyword">null<\/span>/);
});

test('text where Prism could read otherwise is left to Prism', () => {
  for (const text of [
    '["a", ": b"]', // Prism reads `", "` as a property
    '["a", "b", "c"]',
    '{"a": "b", "c": "d"}',
    '{"a": 1} // comment',
    "{'a': 1}",
    '[NaN, Infinity]',
    '[007]',
    '[1.]',
    '[truefalse]',
    '[1true]',
    '{\n  "a": "cut off here\n…',
    '"unterminated',
    '"bad escape \\\n"',
    '[1,\u00a02]',
  ]) {
    assert.equal(highlightJson(text), undefined, text);
  }
  // Through highlightCode, such text is still highlighted (by Prism).
  assert.equal(highlightCode('["a", ": b"]', 'json'), prism('["a", ": b"]'));
});

test('generated JSON values, pretty and compact: the same HTML as Prism, and pretty text always takes the fast path', () => {
  const next = random(20261123);
  const pick = <T,>(list: T[]) => list[Math.floor(next() * list.length)];
  const pieces = ['a', 'key', ':', ': ', '"', '\\', '\n', '\t', ' ', ',', '{', '}', '[', ']', '//', '/*', 'é', '😀', '\u2028', '<', '&', 'true', 'null', '1', '-'];
  const randomString = () => Array.from({ length: Math.floor(next() * 6) }, () => pick(pieces)).join('');
  const randomValue = (depth: number): unknown => {
    const r = next();
    if (depth > 3 || r < 0.35) return pick([() => randomString(), () => Math.round((next() - 0.5) * 1e6) / pick([1, 100, 1e9]), () => pick([1e-9, 1e25, -0, 0]), () => next() < 0.5, () => null])();
    if (r < 0.65) return Array.from({ length: Math.floor(next() * 4) }, () => randomValue(depth + 1));
    return Object.fromEntries(Array.from({ length: Math.floor(next() * 4) }, () => [randomString(), randomValue(depth + 1)]));
  };
  let compact = 0;
  for (let i = 0; i < 400; i++) {
    const value = randomValue(0);
    const pretty = JSON.stringify(value, null, 2);
    assert.equal(highlightJson(pretty), prism(pretty), pretty);
    const small = JSON.stringify(value);
    const fast = highlightJson(small);
    if (fast !== undefined) {
      compact++;
      assert.equal(fast, prism(small), small);
    }
  }
  assert.ok(compact > 0);
});

test('random JSON-like text: whatever the fast path accepts, Prism writes the same', () => {
  const next = random(7);
  const alphabet = ['"', '"', ':', ',', ' ', '\n', '\\', 'a', '1', '0', '-', '.', 'e', '+', '[', ']', '{', '}', 'true', 'null', 'false', '\r', '\t'];
  let accepted = 0;
  for (let i = 0; i < 20000; i++) {
    const text = Array.from({ length: 1 + Math.floor(next() * 14) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
    const fast = highlightJson(text);
    if (fast === undefined) continue;
    accepted++;
    assert.equal(fast, prism(text), JSON.stringify(text));
  }
  assert.ok(accepted > 1000, `only ${accepted} texts took the fast path`);
});

test('every example of the real specs, as the API pages print them', (t) => {
  const files = [
    path.join(repoRoot, 'openapi', 'betaseries.yaml'),
    path.join(sharedDir, 'specs', 'stripe', 'spec3.yaml'),
    path.join(sharedDir, 'specs', 'docusaurus-openapi-docs', 'tests', 'allOf.yaml'),
  ];
  const present = files.filter((f) => fs.existsSync(f));
  if (present.length < files.length) t.diagnostic(`../shared is missing: only ${present.map((f) => path.basename(f)).join(', ')} read`);
  let compared = 0;
  for (const file of present) {
    const walk = (v: any) => {
      if (!v || typeof v !== 'object') return;
      for (const [key, x] of Object.entries(v)) {
        if (key === 'example' || (key === 'value' && 'summary' in v) || (key === 'value' && Object.keys(v).length === 1)) {
          const text = JSON.stringify(x, null, 2);
          if (text === undefined) continue;
          compared++;
          assert.equal(highlightJson(text), prism(text), `${path.basename(file)}: ${text.slice(0, 200)}`);
        }
        walk(x);
      }
    };
    walk(YAML.load(fs.readFileSync(file, 'utf8')));
  }
  assert.ok(compared > 100, `${compared} examples`);
});
