import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFrontMatter } from '../../../src/node/content/parseFrontMatter.js';

const file = '/site/content/docs/page.md';

test('reads every known key with its type', () => {
  const raw = [
    '---',
    'title: Hello',
    'description: A page',
    'sidebar_label: Short',
    'sidebar_position: 3',
    'slug: /custom',
    'tags: [api, guide, 2025]',
    'hide_table_of_contents: true',
    '---',
    'Body text',
  ].join('\n');
  const r = parseFrontMatter(raw, file);
  assert.deepEqual(r.diagnostics, []);
  assert.deepEqual(r.data, {
    title: 'Hello', description: 'A page', sidebar_label: 'Short', sidebar_position: 3, slug: '/custom',
    tags: ['api', 'guide', '2025'], hide_table_of_contents: true,
  });
  assert.equal(r.body, 'Body text');
});

test('lineOffset: body line + offset = line in the file', () => {
  const raw = '---\ntitle: A\ntags: [x]\n---\n\nFirst body paragraph\n';
  const r = parseFrontMatter(raw, file);
  assert.equal(r.lineOffset, 4);
  const bodyLine = r.body.split('\n').indexOf('First body paragraph') + 1;
  const fileLine = raw.split('\n').indexOf('First body paragraph') + 1;
  assert.equal(bodyLine + r.lineOffset, fileLine);
  assert.equal(fileLine, 6);
});

test('lineOffset with CRLF line endings and with an empty front matter', () => {
  const crlf = parseFrontMatter('---\r\ntitle: x\r\n---\r\nbody\r\n', file);
  assert.equal(crlf.lineOffset, 3);
  assert.equal(crlf.data.title, 'x');
  assert.equal(crlf.body.replace(/\r?\n$/, ''), 'body');
  const empty = parseFrontMatter('---\n---\nbody', file);
  assert.equal(empty.lineOffset, 2);
  assert.equal(empty.body, 'body');
});

test('no front matter: body is the whole text and lineOffset is 0', () => {
  const raw = '# Title\n\ntext with --- inside\n';
  const r = parseFrontMatter(raw, file);
  assert.equal(r.lineOffset, 0);
  assert.equal(r.body, raw);
  assert.deepEqual(r.data, {});
  assert.deepEqual(r.diagnostics, []);
});

test('invalid YAML: one error at the line and column of the problem in the file', () => {
  // Line 3 of the file holds the bad value (a second colon in a plain scalar).
  const raw = '---\ntitle: Fine\ndescription: one: two\n---\nbody\n';
  const r = parseFrontMatter(raw, file);
  assert.equal(r.diagnostics.length, 1);
  const [d] = r.diagnostics;
  assert.equal(d.severity, 'error');
  assert.equal(d.code, 'front-matter-yaml');
  assert.equal(d.file, file);
  assert.equal(d.line, 3);
  assert.equal(d.column, 'description: one'.length + 1);
  assert.match(d.message, /not valid YAML/);
  assert.ok(d.hint, 'a hint says how to fix it');
});

test('invalid YAML: bad indentation is located on its own line', () => {
  const r = parseFrontMatter('---\ntitle: x\n  bad: indent\n---\nbody\n', file);
  assert.equal(r.diagnostics.length, 1);
  assert.equal(r.diagnostics[0].code, 'front-matter-yaml');
  assert.equal(r.diagnostics[0].line, 3);
  assert.equal(r.diagnostics[0].column, '  bad'.length + 1);
});

test('a bad file does not poison the next parse of the same text (gray-matter cache)', () => {
  const raw = '---\ntitle: a: b\n---\nbody\n';
  assert.equal(parseFrontMatter(raw, file).diagnostics.length, 1);
  assert.equal(parseFrontMatter(raw, file).diagnostics.length, 1);
});

test('tags: 5 is an error naming the key, on its line', () => {
  const raw = '---\ntitle: T\ntags: 5\n---\nbody\n';
  const r = parseFrontMatter(raw, file);
  assert.equal(r.diagnostics.length, 1);
  const [d] = r.diagnostics;
  assert.equal(d.severity, 'error');
  assert.equal(d.code, 'front-matter-type');
  assert.match(d.message, /'tags'/);
  assert.match(d.message, /list of strings/);
  assert.equal(d.line, 3);
  assert.equal(r.data.tags, undefined, 'a wrong value is not kept');
  assert.equal(r.data.title, 'T', 'the other keys still apply');
});

test('wrong scalar types name their key and line', () => {
  const raw = '---\ntitle: 5\nsidebar_position: "2"\nhide_table_of_contents: "yes"\ntags: [a, {x: 1}]\n---\n';
  const r = parseFrontMatter(raw, file);
  const byKey = new Map(r.diagnostics.map((d) => [/'(\w+)'/.exec(d.message)![1], d]));
  assert.deepEqual([...byKey.keys()].sort(), ['hide_table_of_contents', 'sidebar_position', 'tags', 'title']);
  assert.equal(byKey.get('title')!.line, 2);
  assert.equal(byKey.get('sidebar_position')!.line, 3);
  assert.equal(byKey.get('hide_table_of_contents')!.line, 4);
  assert.equal(byKey.get('tags')!.line, 5);
  assert.ok(r.diagnostics.every((d) => d.severity === 'error'));
});

test('an unknown key is a warning (not an error) naming the key and its line', () => {
  const raw = '---\ntitle: T\nauthor: someone\n---\nbody\n';
  const r = parseFrontMatter(raw, file);
  assert.equal(r.diagnostics.length, 1);
  const [d] = r.diagnostics;
  assert.equal(d.severity, 'warning');
  assert.equal(d.code, 'front-matter-unknown-key');
  assert.match(d.message, /'author'/);
  assert.equal(d.line, 3);
  assert.equal(r.data.title, 'T');
  assert.ok(!('author' in r.data));
});

test('null values are accepted and ignored', () => {
  const r = parseFrontMatter('---\ntitle:\ntags:\n---\n', file);
  assert.deepEqual(r.diagnostics, []);
  assert.deepEqual(r.data, {});
});

test("front matter closed by YAML's document end marker `...` is read like one closed by ---", () => {
  const raw = '---\ntitle: Spec\nversion: 0.31\n...\n\n# Introduction\n\nText with --- inside\n';
  const r = parseFrontMatter(raw, file);
  assert.equal(r.data.title, 'Spec');
  assert.equal(r.body, '\n# Introduction\n\nText with --- inside\n');
  assert.equal(r.lineOffset, 4);
  assert.deepEqual(r.diagnostics.map((d) => [d.code, d.line]), [['front-matter-unknown-key', 3]]);
  // A later --- does not reach into the body, and a `...` inside a value does not close it.
  const later = parseFrontMatter('---\ntitle: A\ndescription: "wait..."\n...\nbody\n\n---\n\nmore\n', file);
  assert.equal(later.data.description, 'wait...');
  assert.equal(later.body, 'body\n\n---\n\nmore\n');
});

test('a body that starts with --- and then text is Markdown, with one warning that says how to write a rule', () => {
  for (const raw of ['---\nA paragraph, not YAML.\n---\nMore.\n', '---\n\nJust text after a rule\n', '---\n- a\n- b\n---\n']) {
    const r = parseFrontMatter(raw, file);
    assert.equal(r.body, raw, 'nothing is taken away from the Markdown');
    assert.equal(r.lineOffset, 0);
    assert.deepEqual(r.data, {});
    assert.equal(r.diagnostics.length, 1, JSON.stringify(r.diagnostics));
    assert.equal(r.diagnostics[0].severity, 'warning');
    assert.equal(r.diagnostics[0].message, 'Front matter is not YAML: if you meant a horizontal rule, put a blank front matter `---\\n---` first');
    assert.equal(r.diagnostics[0].line, 1);
  }
  // Blank front matter before the rule: no warning.
  const blank = parseFrontMatter('---\n---\n---\nText\n', file);
  assert.deepEqual(blank.diagnostics, []);
  assert.equal(blank.body, '---\nText\n');
});

test('front matter without its closing --- is an error, not a page whose text was read as YAML', () => {
  for (const raw of ['---\ntitle: A\n\n# Heading\n', '---\ntitle: A\n\n# Heading\n\nSome text: with a colon\nand more text\n', '---\n# Only a heading\n']) {
    const r = parseFrontMatter(raw, file);
    assert.equal(r.diagnostics.length, 1, JSON.stringify(r.diagnostics));
    assert.equal(r.diagnostics[0].severity, 'error');
    assert.equal(r.diagnostics[0].code, 'front-matter-unclosed');
    assert.equal(r.diagnostics[0].line, 1);
  }
  // Closed, or only an opening line with nothing after it: no error.
  assert.deepEqual(parseFrontMatter('---\ntitle: A\n---\n# Heading\n', file).diagnostics, []);
  assert.deepEqual(parseFrontMatter('---\n', file).diagnostics, []);
});

test('YAML aliases that multiply (billion laughs) are an error at their key, before anything expands them', () => {
  // Six levels of ten aliases: a million values from a few hundred bytes (twelve levels would take hours to print).
  const levels = ['a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
  for (let i = 1; i <= 6; i++) levels.push(`a${i}: &a${i} [${Array(10).fill(`*a${i - 1}`).join(', ')}]`);
  const raw = ['---', 'title: T', ...levels, 'tags: *a6', '---', 'body'].join('\n');
  const r = parseFrontMatter(raw, file);
  // a3 (line 6) is the first key whose aliases pass 10,000 values.
  assert.deepEqual(r.diagnostics.map((d) => [d.severity, d.code, d.line]), [['error', 'front-matter-aliases', 6]]);
  assert.match(r.diagnostics[0].message, /aliases expand to more than 10,000 values/);
  assert.deepEqual(r.data, {});
});

test('a few aliases of short values are fine', () => {
  const raw = '---\ntitle: &t Shared title\nsidebar_label: *t\ntags: &tags [api, guide]\n---\nbody\n';
  const r = parseFrontMatter(raw, file);
  assert.deepEqual(r.diagnostics, []);
  assert.deepEqual(r.data, { title: 'Shared title', sidebar_label: 'Shared title', tags: ['api', 'guide'] });
});

test("keys named like Object's own (constructor, __proto__, toString) are unknown keys, not a crash", () => {
  const raw = '---\ntitle: T\nconstructor: x\ntoString: y\n__proto__: {title: Z}\n---\nbody\n';
  const r = parseFrontMatter(raw, file);
  assert.deepEqual(r.diagnostics.map((d) => [d.code, d.line]), [['front-matter-unknown-key', 3], ['front-matter-unknown-key', 4], ['front-matter-unknown-key', 5]]);
  assert.deepEqual(r.data, { title: 'T' });
});
