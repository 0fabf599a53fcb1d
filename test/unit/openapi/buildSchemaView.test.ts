import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { buildSchemaView, createPageContext, type SchemaRow } from '../../../src/node/openapi/buildSchemaView.js';
import type { SchemaIndex, SchemaObject } from '../../../src/node/openapi/types.js';
import { fixture } from '../../helpers/repoPaths.js';
import { loadOrFail } from './helpers.js';

const zooSpec = path.join(fixture('openapi-schemas'), 'spec.yaml');

function index(named: Record<string, SchemaObject> = {}, refs: Record<string, SchemaObject> = {}): SchemaIndex {
  const names = new WeakMap<object, string>();
  for (const [name, schema] of Object.entries(named)) names.set(schema, name);
  return { document: { components: { schemas: named } }, names, resolveRef: (ref) => refs[ref] };
}

function find(row: SchemaRow, name: string): SchemaRow | undefined {
  return row.children.find((c) => c.name === name);
}

test('allOf of additionalProperties:false members shows every property, with required markers and facts', async () => {
  const api = await loadOrFail(zooSpec);
  const op = api.operations.find((o) => o.id === 'get-animal')!;
  const schema = op.responses[0].content[0].schema!;
  const root = buildSchemaView(schema, createPageContext(api.schemas), 'response-200', 'response');
  assert.equal(root.schemaName, 'Animal');
  assert.deepEqual(root.children.map((c) => c.name), ['id', 'createdAt', 'name', 'kind', 'tags', 'grid']);
  assert.equal(find(root, 'id')!.required, true);
  assert.equal(find(root, 'id')!.readOnly, true);
  assert.equal(find(root, 'createdAt')!.type, 'string<date-time>');
  assert.deepEqual(find(root, 'name')!.constraints, ['length >= 1', 'length <= 50']);
  assert.deepEqual(find(root, 'kind')!.enumValues, ['"cat"', '"dog"']);
  assert.equal(root.additional, 'closed');
  assert.equal(find(root, 'secret'), undefined, 'writeOnly hidden in responses');
  assert.equal(find(root, 'name')!.id, 'response-200-name');
});

test('request mode hides readOnly properties and shows writeOnly ones', async () => {
  const api = await loadOrFail(zooSpec);
  const op = api.operations.find((o) => o.id === 'update-animal')!;
  const root = buildSchemaView(op.requestBody!.content[0].schema!, createPageContext(api.schemas), 'request-body', 'request');
  assert.equal(find(root, 'id'), undefined);
  assert.ok(find(root, 'secret'));
});

test('arrays of arrays get an explicit items row; arrays of enums list the values', async () => {
  const api = await loadOrFail(zooSpec);
  const op = api.operations.find((o) => o.id === 'get-animal')!;
  const root = buildSchemaView(op.responses[0].content[0].schema!, createPageContext(api.schemas), 'response-200', 'response');
  const grid = find(root, 'grid')!;
  assert.equal(grid.type, 'number[][]');
  assert.equal(grid.children.length, 1);
  assert.equal(grid.children[0].label, 'items');
  assert.equal(grid.children[0].type, 'number[]');
  const fields = buildSchemaView({ type: 'array', items: { type: 'string', enum: ['name', 'kind'] } }, createPageContext(index()), 'q');
  assert.deepEqual(fields.enumValues, ['"name"', '"kind"']);
});

test('oneOf becomes labelled alternatives, with the discriminator mapping linking to each', async () => {
  const api = await loadOrFail(zooSpec);
  const op = api.operations.find((o) => o.id === 'create-pet')!;
  const root = buildSchemaView(op.requestBody!.content[0].schema!, createPageContext(api.schemas), 'request-body', 'request');
  const alternatives = root.groups?.[0];
  assert.equal(root.groups?.length, 1);
  assert.equal(alternatives?.kind, 'oneOf');
  assert.deepEqual(alternatives!.options.map((o) => o.label), ['1. Cat', '2. Dog']);
  assert.deepEqual(alternatives!.options[0].children.map((c) => c.name), ['kind', 'lives']);
  assert.deepEqual(alternatives!.options.map((o) => o.discriminatorValues), [['cat'], ['dog']], 'each branch shows the value that selects it');
  assert.equal(root.discriminator?.propertyName, 'kind');
  assert.deepEqual(
    root.discriminator!.mapping.map((m) => [m.value, m.schemaName, m.href]),
    [
      ['cat', 'Cat', `#${alternatives!.options[0].id}`],
      ['dog', 'Dog', `#${alternatives!.options[1].id}`],
    ],
  );
});

test('anyOf with a single non-null option is shown as that option, nullable', () => {
  const address = { type: 'object', properties: { city: { type: 'string' } } };
  const schema = { type: 'object', properties: { address: { anyOf: [address], nullable: true, description: 'Where.' } } };
  const root = buildSchemaView(schema, createPageContext(index({ address })), 'r');
  const row = find(root, 'address')!;
  assert.equal(row.groups, undefined);
  assert.equal(row.nullable, true);
  assert.equal(row.description, 'Where.');
  assert.deepEqual(row.children.map((c) => c.name), ['city']);
});

test('a circular schema renders as a link back to the row already shown and the tree is finite', async () => {
  const api = await loadOrFail(zooSpec);
  const op = api.operations.find((o) => o.id === 'list-keepers')!;
  const root = buildSchemaView(op.responses[0].content[0].schema!, createPageContext(api.schemas), 'response-200', 'response');
  const keeper = root.children[0];
  assert.equal(keeper.schemaName, 'Keeper');
  const mentor = find(keeper, 'mentor')!;
  assert.deepEqual(mentor.link, { href: `#${keeper.id}`, reason: 'cycle', label: 'Keeper' });
  assert.equal(mentor.children.length, 0);
});

test('self-reference through an object built by hand (no parser) also ends', () => {
  const node: SchemaObject = { type: 'object', properties: { value: { type: 'string' } } };
  node.properties.children = { type: 'array', items: node };
  const root = buildSchemaView(node, createPageContext(index({ Node: node })), 'tree');
  const children = find(root, 'children')!;
  assert.equal(children.children[0].link?.reason, 'cycle');
});

test('a named schema is rendered once per page, later occurrences link to it', () => {
  const pet = { type: 'object', properties: { name: { type: 'string' } } };
  const ctx = createPageContext(index({ Pet: pet }));
  const first = buildSchemaView(pet, ctx, 'request-body');
  const second = buildSchemaView({ type: 'object', properties: { pet } }, ctx, 'response-200');
  assert.equal(first.children.length, 1);
  assert.deepEqual(find(second, 'pet')!.link, { href: `#${first.id}`, reason: 'repeat', label: 'Pet' });
});

test('a rendering deeper on the page is not reused where the schema comes shallower (it may be cut lower down)', () => {
  const pet = { type: 'object', properties: { name: { type: 'string' } } };
  const ctx = createPageContext(index({ Pet: pet }));
  buildSchemaView({ type: 'object', properties: { pet } }, ctx, 'request-body');
  const again = buildSchemaView(pet, ctx, 'response-200');
  assert.equal(again.link, undefined);
  assert.deepEqual(again.children.map((c) => c.name), ['name']);
});

test('request and response share a rendering only when the schema reads the same in both', () => {
  const plain = { type: 'object', properties: { name: { type: 'string' } } };
  const account = { type: 'object', properties: { id: { type: 'string', readOnly: true }, password: { type: 'string', writeOnly: true } } };
  const ctx = createPageContext(index({ Plain: plain, Account: account }));
  const request = buildSchemaView({ type: 'object', properties: { plain, account } }, ctx, 'request-body', 'request');
  const response = buildSchemaView({ type: 'object', properties: { plain, account } }, ctx, 'response-200', 'response');
  assert.equal(find(response, 'plain')!.link?.href, `#${find(request, 'plain')!.id}`);
  assert.equal(find(response, 'account')!.link, undefined, 'the response view is rendered on its own');
  assert.deepEqual(find(request, 'account')!.children.map((c) => c.name), ['password']);
  assert.deepEqual(find(response, 'account')!.children.map((c) => c.name), ['id'], 'readOnly id shown, writeOnly password hidden');
});

test('ids are unique per page: a clash gets a numeric suffix', () => {
  const ctx = createPageContext(index(), ['request-body-name']);
  const root = buildSchemaView({ type: 'object', properties: { name: { type: 'string' } } }, ctx, 'request-body');
  assert.equal(find(root, 'name')!.id, 'request-body-name-2');
});

test('huge schemas stay within a budget: named schemas are expanded less deeply', () => {
  // 30 named schemas, each with 30 properties referring to the next: fully expanded that is 30^3+ rows.
  const named: Record<string, SchemaObject> = {};
  const list: SchemaObject[] = [];
  for (let i = 0; i < 30; i++) list.push({ type: 'object', properties: {} });
  list.forEach((s, i) => {
    named[`S${i}`] = s;
    for (let p = 0; p < 30; p++) s.properties[`p${p}`] = list[(i + p + 1) % list.length];
  });
  const pages = new Map(Object.entries(named).map(([name, s]) => [s as object, `/docs/api/schemas/${name.toLowerCase()}`]));
  const ctx = createPageContext(index(named), [], (s) => pages.get(s));
  const root = buildSchemaView(list[0], ctx, 'response-200');
  assert.ok(ctx.rows <= 250, `rows: ${ctx.rows}`);
  // What is not expanded links to the schema's own page: nothing is cut without a way to it.
  const cut = (row: SchemaRow): SchemaRow[] => [...(row.link?.reason === 'page' ? [row] : []), ...row.children.flatMap(cut)];
  const links = cut(root);
  assert.ok(links.length > 0);
  for (const row of links) assert.equal(row.link!.href, `/docs/api/schemas/${row.schemaName!.toLowerCase()}`);
});

test('a schema too big for a page is cut the same whatever was built before it, here or on other pages', () => {
  // Big holds three named parts of 60 properties, each holding Leaf (40 properties), one also Extra. Alone, it is over
  // the 200-row budget until Leaf and Extra link to their pages; on a page that shows a part before it, that part is a link and Big fits whole.
  const make = () => {
    const leaf: SchemaObject = { type: 'object', properties: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`l${i}`, { type: 'string' }])) };
    const extra: SchemaObject = { type: 'object', properties: { x: { type: 'string' }, y: { type: 'string' } } };
    const part = (n: number): SchemaObject => ({ type: 'object', properties: { ...Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`m${n}_${i}`, { type: 'integer' }])), leaf } });
    const parts = [part(0), part(1), part(2)];
    parts[0].properties.extra = extra;
    const named = { Big: { type: 'object', properties: { a: parts[0], b: parts[1], c: parts[2] } } as SchemaObject, Leaf: leaf, Extra: extra, Part0: parts[0], Part1: parts[1], Part2: parts[2] };
    const pages = new Map(Object.entries(named).map(([name, s]) => [s as object, `/docs/api/schemas/${name.toLowerCase()}`]));
    return { named, page: () => createPageContext(index(named), [], (s) => pages.get(s)) };
  };
  const shape = (row: SchemaRow): unknown => [row.id, row.link?.reason, row.children.map(shape)];
  const leafOf = (root: SchemaRow) => find(find(root, 'a')!, 'leaf')!;
  const extraOf = (root: SchemaRow) => find(find(root, 'a')!, 'extra')!;
  const afterPart = (site: ReturnType<typeof make>) => {
    const ctx = site.page();
    buildSchemaView(site.named.Part1, ctx, 'request-body', 'request');
    return buildSchemaView(site.named.Big, ctx, 'response-200', 'response');
  };

  const site = make();
  const alone = buildSchemaView(site.named.Big, site.page(), 'response-200', 'response');
  assert.equal(leafOf(alone).link?.reason, 'page');
  assert.equal(extraOf(alone).link?.reason, 'page');
  // After the page above, the same objects on a page that shows Part1 (and Leaf in it) first: both are repeats.
  const after = afterPart(site);
  assert.equal(leafOf(after).link?.reason, 'repeat');
  assert.equal(find(after, 'b')!.link?.reason, 'repeat');
  // What that leaves fits whole: Extra, two levels down, is shown instead of linked.
  assert.equal(extraOf(after).link, undefined);
  // The same as on fresh objects, which no earlier page has touched; and Big alone again is as it was.
  assert.deepEqual(shape(after), shape(afterPart(make())));
  assert.deepEqual(shape(buildSchemaView(site.named.Big, site.page(), 'response-200', 'response')), shape(alone));
});

test('a null option set aside makes its row nullable; 3.1 examples lists, both bounds, const null', () => {
  const Cat = { type: 'object', properties: { name: { type: 'string' } } };
  const schema = {
    type: 'object',
    properties: {
      maybeCat: { oneOf: [Cat, { type: 'null' }] },
      word: { type: 'string', examples: ['hello', 'bye'] },
      size: { type: 'number', minimum: 10, exclusiveMinimum: 5, maximum: 3, exclusiveMaximum: 2 },
      nothing: { const: null },
    },
  };
  const root = buildSchemaView(schema, createPageContext(index({ Cat })), 'body', 'response');
  assert.equal(find(root, 'maybeCat')!.nullable, true);
  assert.equal(find(root, 'maybeCat')!.schemaName, 'Cat');
  assert.equal(find(root, 'word')!.example, '"hello"');
  assert.deepEqual(find(root, 'size')!.constraints, ['>= 10', '< 2']);
  assert.equal(find(root, 'nothing')!.type, 'null');
});

test('a property readOnly through an allOf (a readOnly schema given its own description) is hidden in requests', () => {
  const Id = { type: 'string', readOnly: true };
  const schema = { type: 'object', properties: { createdBy: { allOf: [Id], description: 'Who made it' }, name: { type: 'string' } } };
  const request = buildSchemaView(schema, createPageContext(index({ Id })), 'body', 'request');
  assert.deepEqual(request.children.map((c) => c.name), ['name']);
  const response = buildSchemaView(schema, createPageContext(index({ Id })), 'body', 'response');
  assert.deepEqual(response.children.map((c) => c.name), ['createdBy', 'name']);
});

test('an allOf of two oneOf groups: each group is labelled and numbers its options from 1; anchors stay unique', () => {
  const schema = {
    allOf: [
      { oneOf: [{ type: 'object', title: 'ByTeam', properties: { team: { type: 'string' } } }, { type: 'object', title: 'ByUser', properties: { user: { type: 'string' } } }] },
      { oneOf: [{ type: 'object', title: 'Daily', properties: { hour: { type: 'integer' } } }, { type: 'object', title: 'Weekly', properties: { day: { type: 'string' } } }] },
    ],
  };
  const root = buildSchemaView(schema, createPageContext(index()), 'body', 'response');
  assert.deepEqual(root.groups!.map((g) => [g.label, g.options.map((o) => o.label)]), [['Group 1', ['1. ByTeam', '2. ByUser']], ['Group 2', ['1. Daily', '2. Weekly']]]);
  const ids = root.groups!.flatMap((g) => g.options.map((o) => o.id));
  assert.equal(new Set(ids).size, 4);
});

test('a base schema whose discriminator the schemas extending it (allOf) inherit lists them; their own rows do not', () => {
  const Pet: SchemaObject = { type: 'object', required: ['petType'], properties: { petType: { type: 'string' } }, discriminator: { propertyName: 'petType', mapping: { kitty: '#/components/schemas/Cat' } } };
  const Cat: SchemaObject = { allOf: [Pet, { type: 'object', properties: { lives: { type: 'integer' } } }] };
  const Dog: SchemaObject = { allOf: [Pet, { type: 'object', properties: { bark: { type: 'boolean' } } }] };
  const schemas = index({ Pet, Cat, Dog }, { '#/components/schemas/Cat': Cat });
  const pages = new Map<object, string>([[Cat, '/docs/api/schemas/cat'], [Dog, '/docs/api/schemas/dog']]);
  const pet = buildSchemaView(Pet, createPageContext(schemas, [], (s) => pages.get(s)), 'pet', 'response');
  assert.deepEqual(pet.discriminator!.mapping, [
    { value: 'kitty', schemaName: 'Cat', href: '/docs/api/schemas/cat' },
    { value: 'Dog', schemaName: 'Dog', href: '/docs/api/schemas/dog' },
  ]);
  const cat = buildSchemaView(Cat, createPageContext(schemas, [], (s) => pages.get(s)), 'cat', 'response');
  assert.deepEqual(cat.discriminator?.mapping.map((m) => m.value), ['kitty']);
});

test('an allOf of oneOf groups is typed by the types every group allows; null options and untyped ones do not narrow it', () => {
  const typed = (...groups: SchemaObject[][]) => buildSchemaView({ allOf: groups.map((oneOf) => ({ oneOf })) }, createPageContext(index()), 'body').type;
  assert.equal(typed([{ type: 'object' }, { type: 'object' }], [{ type: 'object' }, { type: 'null' }]), 'object');
  assert.equal(typed([{ type: 'string' }, { type: 'object' }], [{ type: 'object' }, { type: 'integer' }]), 'object');
  assert.equal(typed([{ type: 'string' }, { type: 'integer' }], [{ type: ['integer', 'string'] }]), 'string | integer');
  assert.equal(typed([{ type: 'string' }], [{ description: 'anything' }, { type: 'integer' }]), 'string');
  // No value is one option of each: the type stays what the first group is.
  assert.equal(typed([{ type: 'string' }], [{ type: 'integer' }]), 'oneOf');
});

test('an option lists what it adds to its base; the same schema later on the page is shown whole, not linked to that option', () => {
  const id = { type: 'string' };
  const Extended = { type: 'object', required: ['extra'], properties: { id, extra: { type: 'integer' } } };
  const Stricter = { type: 'object', required: ['id'], properties: { id } };
  const schema = { type: 'object', properties: { base: { type: 'object', properties: { id }, oneOf: [Extended, Stricter] }, later: Extended } };
  const root = buildSchemaView(schema, createPageContext(index({ Extended, Stricter })), 'body', 'response');
  const [extended, stricter] = find(root, 'base')!.groups![0].options;
  assert.deepEqual(extended.children.map((c) => c.name), ['extra']);
  // Required here, optional in the base: the option changes it, so lists it.
  assert.deepEqual(stricter.children.map((c) => [c.name, c.required]), [['id', true]]);
  const later = find(root, 'later')!;
  assert.equal(later.link, undefined);
  assert.deepEqual(later.children.map((c) => c.name), ['id', 'extra']);
});

test('tuples: typed by their positions then the rest; closed ones say so, in the older drafts\' spelling and through an allOf', () => {
  const row = (schema: SchemaObject) => buildSchemaView(schema, createPageContext(index()), 'body');
  const open = row({ type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], items: { type: ['number', 'null'] } });
  assert.equal(open.type, '[string, integer, ...number[]]');
  assert.deepEqual(open.children.map((c) => c.label), ['item 1', 'item 2', 'other items']);
  assert.equal(open.itemsClosed, undefined);
  const older = row({ type: 'array', items: [{ type: 'string' }, { type: 'boolean' }], additionalItems: { oneOf: [{ type: 'string' }, { type: 'integer' }] } });
  assert.equal(older.type, '[string, boolean, ...oneOf[]]');
  const olderClosed = row({ type: 'array', items: [{ type: 'string' }], additionalItems: false });
  assert.equal(olderClosed.type, '[string]');
  assert.equal(olderClosed.itemsClosed, true);
  const merged = row({ allOf: [{ type: 'array', prefixItems: [{ type: 'number' }] }, { items: false }] });
  assert.equal(merged.type, '[number]');
  assert.equal(merged.itemsClosed, true);
});

test('an unnamed schema\'s own title is shown, unless it restates its property\'s name or a member of its allOf gave it', () => {
  const Named = { type: 'object', title: 'A named one', properties: { id: { type: 'string' } } };
  const schema = {
    type: 'object',
    properties: {
      created_at: { type: 'string', title: 'Created At' },
      depot: { type: 'object', title: 'Depot address', properties: { street: { type: 'string' } } },
      merged: { allOf: [{ title: 'First member', type: 'object' }, { properties: { x: { type: 'string' } } }] },
      named: Named,
    },
  };
  const root = buildSchemaView(schema, createPageContext(index({ Named })), 'body');
  assert.deepEqual(root.children.map((c) => [c.name, c.title, c.schemaName]), [
    ['created_at', undefined, undefined],
    ['depot', 'Depot address', undefined],
    ['merged', undefined, undefined],
    ['named', undefined, 'Named'],
  ]);
});

test('properties whose names slug alike keep one anchor each in both views, whichever one a view hides', () => {
  const schema = { type: 'object', properties: { created_at: { type: 'string' }, createdAt: { type: 'string', readOnly: true } } };
  const ids = (mode: 'request' | 'response') => buildSchemaView(schema, createPageContext(index()), 'body', mode).children.map((c) => [c.name, c.id]);
  assert.deepEqual(ids('response'), [['created_at', 'body-created-at-2'], ['createdAt', 'body-created-at']]);
  assert.deepEqual(ids('request'), [['created_at', 'body-created-at-2']]);
});
