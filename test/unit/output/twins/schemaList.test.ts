// A compact twin lists an inline subtree that repeats one above word for word once (big specs copy schemas inline:
// GitHub's webhook payloads hold the same repository object under `head` and `base`); a full twin lists both.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SchemaRow } from '../../../../src/node/openapi/buildSchemaView.js';
import { schemaListLines, schemaRootLines, type ListedSubtrees } from '../../../../src/node/output/twins/schemaList.js';

let ids = 0;
function row(fields: Partial<SchemaRow>): SchemaRow {
  return { id: `r${++ids}`, type: 'object', required: false, deprecated: false, nullable: false, readOnly: false, writeOnly: false, constraints: [], children: [], open: true, ...fields };
}

/** A repository object as a spec writes it inline, with descriptions long enough to be worth a reference. */
const repository = (extra: Partial<SchemaRow> = {}) => row({
  ...extra,
  children: ['name', 'owner', 'url', 'default_branch', 'visibility', 'size'].map((name) => row({
    name, type: 'string', description: `The repository's ${name}, as the host reports it when the event is sent, never rewritten afterwards.`,
  })),
});

const lines = (root: SchemaRow, subtrees?: ListedSubtrees) => {
  const out: string[] = [];
  schemaRootLines(root, new Map(), 'the payload', out, undefined, subtrees);
  return out.join('\n');
};

test('a repeated inline subtree is listed once in a compact twin; the repeat keeps its own facts and names where the first is', () => {
  const root = row({ children: [
    row({ name: 'head', children: [row({ name: 'repo', ...repository() }), row({ name: 'sha', type: 'string' })] }),
    row({ name: 'base', children: [row({ name: 'repo', ...repository({ nullable: true }) }), row({ name: 'sha', type: 'string' })] }),
  ] });
  const full = lines(root);
  assert.match(full, /^ {4}- `base\.repo\.owner` \(string\)/m);
  const compact = lines(root, new Map());
  assert.match(compact, /^ {4}- `head\.repo\.owner` \(string\)/m);
  assert.doesNotMatch(compact, /`base\.repo\.owner`/);
  assert.match(compact, /^ {2}- `base\.repo` \(object, nullable\) \(properties: the same as `head\.repo`\)$/m);
  assert.match(compact, /^ {2}- `base\.sha` \(string\)$/m);
  // Small subtrees are listed again: a reference would save little.
  const small = row({ children: [row({ name: 'a', children: [row({ name: 'x', type: 'string' })] }), row({ name: 'b', children: [row({ name: 'x', type: 'string' })] })] });
  assert.match(lines(small, new Map()), /^ {2}- `b\.x` \(string\)$/m);
});

test('a subtree repeated in another alternative names that alternative, whose paths are the same', () => {
  const option = (label: string) => row({ label, children: [row({ name: 'action', type: 'string' }), row({ name: 'repository', ...repository() })] });
  const root = row({ type: 'oneOf', groups: [{ kind: 'oneOf', options: [option('1. Added'), option('2. Removed')] }] });
  const compact = lines(root, new Map());
  assert.match(compact, /^ {4}- `repository` \(object\) \(properties: the same as `repository` in “1\. Added”\)$/m);
  assert.equal(compact.split('`repository.name`').length - 1, 1);
});

test('two subtrees that start and end alike but differ between are both listed in full; a third like the first refers to it', () => {
  // Long enough to be worth a reference, and alike in their first and last lines: only a middle line tells them apart.
  const fields = (middle: string) => ['name', middle, 'owner', 'url', 'default_branch', 'visibility', 'size'].map((name) => row({
    name, type: 'string', description: `The repository's ${name}, as the host reports it when the event is sent, never rewritten afterwards.`,
  }));
  const root = row({ children: [
    row({ name: 'first', children: fields('license') }),
    row({ name: 'second', children: fields('topics') }),
    row({ name: 'third', children: fields('license') }),
  ] });
  const compact = lines(root, new Map());
  assert.match(compact, /^ {2}- `second\.topics` \(string\)/m);
  assert.match(compact, /^ {2}- `second\.size` \(string\)/m);
  assert.doesNotMatch(compact, /`second` \(object\) \(properties: the same/);
  assert.match(compact, /^- `third` \(object\) \(properties: the same as `first`\)$/m);
  assert.doesNotMatch(compact, /`third\.license`/);
});

test("a description's further paragraphs stay with their row: none indented as code at the root, past the marker at any depth", () => {
  const root = row({ description: 'A mooring.\n\nEach berth has one', children: [
    row({ name: 'berth', children: [row({ name: 'depth', type: 'number', description: 'Depth at low tide.\n\nIn metres', example: '2.5' })] }),
  ] });
  const text = lines(root);
  assert.match(text, /^Schema: \(object\): A mooring\.\n\nEach berth has one\n/);
  assert.match(text, /^ {2}- `berth\.depth` \(number\): Depth at low tide\.\n\n {6}In metres\. Example: `2\.5`\.$/m);
});

test('raw HTML and relative links in a row description read as on the page, where rows link nowhere but absolute URLs', () => {
  const root = row({ children: [row({ name: 'hull', type: 'string', description: 'The hull. <a href="/guides/hulls">About hulls</a><br><br>See [paint](https://paint.example) and [colours](/colours)' })] });
  assert.match(lines(root), /^- `hull` \(string\): The hull\. About hulls\n\n {4}See \[paint\]\(https:\/\/paint\.example\) and colours$/m);
});

test('the properties of a deepObject parameter are named as sent, `launched[after]`, down to nested ones', () => {
  const param = row({ name: 'launched', children: [row({ name: 'after', type: 'integer' }), row({ name: 'port', children: [row({ name: 'code', type: 'string' })] })] });
  const out: string[] = [];
  schemaListLines([param], '', new Map(), out, 0, undefined, true);
  assert.deepEqual(out, ['- `launched` (object)', '  - `launched[after]` (integer)', '  - `launched[port]` (object)', '    - `launched[port][code]` (string)']);
});

test('the items of a body that is a list of lists are just "items", not "items of `[]`"', async () => {
  const { buildSchemaView, createPageContext } = await import('../../../../src/node/openapi/buildSchemaView.js');
  const schemas = { document: {}, names: new WeakMap<object, string>(), resolveRef: () => undefined };
  const root = buildSchemaView({ type: 'array', items: { type: 'array', items: { type: 'string' } } }, createPageContext(schemas), 'body', 'response');
  const out: string[] = [];
  schemaRootLines(root, new Map(), 'the body', out);
  assert.ok(out.some((l) => /^- items\b/.test(l)), out.join('\n'));
  assert.ok(!out.some((l) => l.includes('of `[]`')), out.join('\n'));
});
