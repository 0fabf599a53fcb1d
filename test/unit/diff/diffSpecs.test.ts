// diffSpecs: one small pair of specs per kind of change, compared both ways (old → new, then new → old), and the
// fields of body schemas as schemaFields flattens them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { diffSpecs, type SpecChange } from '../../../src/node/diff/diffSpecs.js';
import { schemaFields } from '../../../src/node/diff/schemaFields.js';

type Doc = Record<string, any>;

/** A small API: a user resource with path, query and body fields, a list operation, two security schemes. */
function baseSpec(): Doc {
  const user = {
    type: 'object',
    required: ['name'],
    properties: {
      id: { type: 'string', readOnly: true },
      name: { type: 'string' },
      age: { type: 'integer' },
      kind: { type: 'string', enum: ['person', 'robot'] },
      address: { type: 'object', properties: { city: { type: 'string' }, zip: { type: 'string' } } },
      password: { type: 'string', writeOnly: true },
    },
  };
  return {
    openapi: '3.0.3',
    info: { title: 'Users', version: '1.0' },
    components: {
      securitySchemes: { ApiKey: { type: 'apiKey', in: 'header', name: 'X-Key' }, Bearer: { type: 'http', scheme: 'bearer' } },
    },
    // Requests the API sends: what a client receives, like a response. Their responses are what the client's endpoint
    // answers and the API reads, like a request.
    'x-webhooks': {
      userCreated: {
        post: {
          requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } } } },
          responses: {
            '200': { description: 'received', content: { 'application/json': { schema: { type: 'object', required: ['received'], properties: { received: { type: 'boolean' }, note: { type: 'string' } } } } } },
            '410': { description: 'stop sending' },
          },
        },
      },
    },
    paths: {
      '/users': {
        get: {
          operationId: 'listUsers',
          parameters: [
            { name: 'limit', in: 'query', schema: { type: 'number' } },
            { name: 'sort', in: 'query', schema: { type: 'string', enum: ['name', 'age'] } },
          ],
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'array', items: user } } } } },
        },
        post: {
          operationId: 'createUser',
          requestBody: { required: true, content: { 'application/json': { schema: user } } },
          responses: { '201': { description: 'created', content: { 'application/json': { schema: user } } }, '400': { description: 'bad' } },
        },
      },
      '/users/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        get: { operationId: 'getUser', responses: { '200': { description: 'ok', content: { 'application/json': { schema: user } } } } },
        delete: { operationId: 'deleteUser', responses: { '204': { description: 'gone' } } },
      },
    },
  };
}

function variant(edit: (doc: Doc) => void): Doc {
  const doc = structuredClone(baseSpec());
  edit(doc);
  return doc;
}

const kinds = (changes: SpecChange[]) => changes.map((c) => `${c.level} ${c.kind}`);
const userSchema = (doc: Doc, operation: string) =>
  operation === 'post' ? doc.paths['/users'].post.requestBody.content['application/json'].schema : doc.paths['/users/{id}'].get.responses['200'].content['application/json'].schema;

// Each case: the edit that makes the newer spec, the changes old → new, and new → old.
const cases: { name: string; edit: (doc: Doc) => void; forward: string[]; backward: string[] }[] = [
  { name: 'an operation removed', edit: (d) => { delete d.paths['/users/{id}'].delete; }, forward: ['breaking operation-removed'], backward: ['addition operation-added'] },
  {
    name: 'an operation moved (same operationId, new path)',
    edit: (d) => { d.paths['/people/{id}'] = { delete: d.paths['/users/{id}'].delete, parameters: d.paths['/users/{id}'].parameters }; delete d.paths['/users/{id}'].delete; },
    forward: ['breaking operation-moved'],
    backward: ['breaking operation-moved'],
  },
  { name: 'a parameter removed', edit: (d) => { d.paths['/users'].get.parameters.splice(1, 1); }, forward: ['breaking parameter-removed'], backward: ['addition parameter-added'] },
  {
    name: 'a required parameter added',
    edit: (d) => { d.paths['/users'].get.parameters.push({ name: 'region', in: 'query', required: true, schema: { type: 'string' } }); },
    forward: ['breaking parameter-added-required'],
    backward: ['breaking parameter-removed'],
  },
  { name: 'a parameter made required', edit: (d) => { d.paths['/users'].get.parameters[0].required = true; }, forward: ['breaking parameter-now-required'], backward: [] },
  { name: 'a parameter type narrowed', edit: (d) => { d.paths['/users'].get.parameters[0].schema.type = 'integer'; }, forward: ['breaking parameter-type-narrowed'], backward: [] },
  {
    name: 'a parameter enum narrowed',
    edit: (d) => { d.paths['/users'].get.parameters[1].schema.enum = ['name']; },
    forward: ['breaking parameter-enum-narrowed'],
    backward: ['addition parameter-enum-extended'],
  },
  {
    name: 'a request property removed (the request side only: the other operations keep it)',
    edit: (d) => { const s = structuredClone(userSchema(d, 'post')); delete s.properties.age; d.paths['/users'].post.requestBody.content['application/json'].schema = s; },
    forward: ['change request-property-removed'],
    backward: ['addition request-property-added'],
  },
  {
    name: 'a required request property added',
    edit: (d) => { const s = structuredClone(userSchema(d, 'post')); s.properties.email = { type: 'string' }; s.required.push('email'); d.paths['/users'].post.requestBody.content['application/json'].schema = s; },
    forward: ['breaking request-property-added-required'],
    backward: ['change request-property-removed'],
  },
  {
    name: 'a required property inside an optional object is not required of clients',
    edit: (d) => { const s = structuredClone(userSchema(d, 'post')); s.properties.address.properties.country = { type: 'string' }; s.properties.address.required = ['country']; d.paths['/users'].post.requestBody.content['application/json'].schema = s; },
    forward: ['addition request-property-added'],
    backward: ['change request-property-removed'],
  },
  {
    name: 'a response property removed',
    edit: (d) => { const s = structuredClone(userSchema(d, 'get')); delete s.properties.address; d.paths['/users/{id}'].get.responses['200'].content['application/json'].schema = s; },
    forward: ['breaking response-property-removed'],
    backward: ['addition response-property-added'],
  },
  {
    name: 'a response property type changed',
    edit: (d) => { const s = structuredClone(userSchema(d, 'get')); s.properties.age = { type: 'string' }; d.paths['/users/{id}'].get.responses['200'].content['application/json'].schema = s; },
    forward: ['breaking response-property-type-changed'],
    backward: ['breaking response-property-type-changed'],
  },
  { name: 'a success response removed', edit: (d) => { delete d.paths['/users'].post.responses['201']; }, forward: ['breaking response-removed'], backward: ['addition response-added'] },
  { name: 'an error response removed', edit: (d) => { delete d.paths['/users'].post.responses['400']; }, forward: ['change response-removed'], backward: ['addition response-added'] },
  { name: 'an authentication scheme removed', edit: (d) => { delete d.components.securitySchemes.Bearer; }, forward: ['breaking security-scheme-removed'], backward: ['addition security-scheme-added'] },
  { name: 'an operation deprecated', edit: (d) => { d.paths['/users/{id}'].delete.deprecated = true; }, forward: ['deprecation operation-deprecated'], backward: [] },
  {
    name: 'a response property deprecated',
    edit: (d) => { const s = structuredClone(userSchema(d, 'get')); s.properties.kind.deprecated = true; d.paths['/users/{id}'].get.responses['200'].content['application/json'].schema = s; },
    forward: ['deprecation response-property-deprecated'],
    backward: [],
  },
  {
    name: 'a path variable renamed is one endpoint, not a removed parameter',
    edit: (d) => { d.paths['/users/{userId}'] = d.paths['/users/{id}']; d.paths['/users/{userId}'].parameters = [{ name: 'userId', in: 'path', required: true, schema: { type: 'string' } }]; delete d.paths['/users/{id}']; },
    forward: ['change path-variable-renamed', 'change path-variable-renamed'],
    backward: ['change path-variable-renamed', 'change path-variable-renamed'],
  },
  { name: 'a webhook removed', edit: (d) => { delete d['x-webhooks'].userCreated; }, forward: ['breaking webhook-removed'], backward: ['addition webhook-added'] },
  {
    name: 'a webhook payload property removed (what a client receives: breaking, like a response)',
    edit: (d) => { delete d['x-webhooks'].userCreated.post.requestBody.content['application/json'].schema.properties.name; },
    forward: ['breaking response-property-removed'],
    backward: ['addition response-property-added'],
  },
  {
    name: 'a webhook success response removed (the client answers with it: breaking)',
    edit: (d) => { d['x-webhooks'].userCreated.post.responses['204'] = { description: 'received' }; delete d['x-webhooks'].userCreated.post.responses['200']; },
    forward: ['breaking webhook-response-removed', 'addition webhook-response-added'],
    backward: ['breaking webhook-response-removed', 'addition webhook-response-added'],
  },
  { name: 'a webhook error response removed', edit: (d) => { delete d['x-webhooks'].userCreated.post.responses['410']; }, forward: ['change webhook-response-removed'], backward: ['addition webhook-response-added'] },
  {
    name: 'a required property added to a webhook response (the client sends it, like a request: breaking)',
    edit: (d) => { const s = d['x-webhooks'].userCreated.post.responses['200'].content['application/json'].schema; s.properties.ack = { type: 'string' }; s.required.push('ack'); },
    forward: ['breaking webhook-response-property-added-required'],
    backward: ['change webhook-response-property-removed'],
  },
  {
    name: 'an optional property of a webhook response removed is no longer documented (the API ignores it)',
    edit: (d) => { delete d['x-webhooks'].userCreated.post.responses['200'].content['application/json'].schema.properties.note; },
    forward: ['change webhook-response-property-removed'],
    backward: ['addition webhook-response-property-added'],
  },
  {
    name: 'a webhook response property type narrowed',
    edit: (d) => { d['x-webhooks'].userCreated.post.responses['200'].content['application/json'].schema.properties.note.type = ['string', 'null']; },
    forward: [],
    backward: ['breaking webhook-response-property-type-narrowed'],
  },
  {
    name: 'a webhook response media type removed',
    edit: (d) => { const r = d['x-webhooks'].userCreated.post.responses['200']; r.content = { 'text/plain': { schema: { type: 'string' } } }; },
    forward: ['breaking webhook-response-media-type-removed'],
    backward: ['breaking webhook-response-media-type-removed'],
  },
  { name: 'a webhook deprecated', edit: (d) => { d['x-webhooks'].userCreated.post.deprecated = true; }, forward: ['deprecation webhook-deprecated'], backward: [] },
  {
    name: 'a webhook moved from x-webhooks to 3.1 webhooks is the same webhook',
    edit: (d) => { d.webhooks = d['x-webhooks']; delete d['x-webhooks']; },
    forward: [],
    backward: [],
  },
  {
    name: 'a request body made required',
    edit: (d) => { d.paths['/users'].post.requestBody.required = false; },
    forward: [],
    backward: ['breaking request-body-now-required'],
  },
];

for (const { name, edit, forward, backward } of cases) {
  test(`diffSpecs: ${name}`, () => {
    const before = baseSpec();
    const after = variant(edit);
    assert.deepEqual(kinds(diffSpecs(before, after)), forward, 'old → new');
    assert.deepEqual(kinds(diffSpecs(after, before)), backward, 'new → old');
  });
}

test('diffSpecs: a spec compared with itself has no changes', () => {
  assert.deepEqual(diffSpecs(baseSpec(), baseSpec()), []);
});

test('diffSpecs: a change names the operation, the field and where it is in both documents', () => {
  const after = variant((d) => { const s = structuredClone(userSchema(d, 'get')); delete s.properties.address.properties.zip; d.paths['/users/{id}'].get.responses['200'].content['application/json'].schema = s; });
  const [change] = diffSpecs(baseSpec(), after);
  assert.equal(change.operation, 'GET /users/{id}');
  assert.equal(change.operationId, 'getUser');
  assert.equal(change.field, 'address.zip');
  assert.equal(change.message, 'Response `200`: property `address.zip` was removed');
  assert.equal(change.before, '/paths/~1users~1{id}/get/responses/200/content/application~1json/schema');
});

test('diffSpecs: breaking changes come first, whatever the order they were found in', () => {
  const after = variant((d) => {
    d.paths['/users'].get.parameters.push({ name: 'page', in: 'query', schema: { type: 'integer' } });
    delete d.paths['/users/{id}'].delete;
  });
  assert.deepEqual(kinds(diffSpecs(baseSpec(), after)), ['breaking operation-removed', 'addition parameter-added']);
});

test('schemaFields: readOnly fields only in responses, writeOnly only in requests; items and compositions flattened', () => {
  const schema = {
    type: 'object',
    properties: {
      id: { type: 'string', readOnly: true },
      secret: { type: 'string', writeOnly: true },
      tags: { type: 'array', items: { type: 'object', properties: { label: { type: 'string', nullable: true } } } },
      pet: { oneOf: [{ type: 'object', properties: { bark: { type: 'boolean' } } }, { type: 'object', properties: { meow: { type: 'boolean' } } }] },
    },
  };
  assert.deepEqual([...schemaFields(schema, 'request').keys()], ['secret', 'tags', 'tags[].label', 'pet', 'pet.bark', 'pet.meow']);
  assert.deepEqual([...schemaFields(schema, 'response').keys()], ['id', 'tags', 'tags[].label', 'pet', 'pet.bark', 'pet.meow']);
  assert.deepEqual(schemaFields(schema, 'response').get('tags[].label')!.types, ['null', 'string']);
});

test('schemaFields: a cycle (a back-edge left as $ref, or a shared object) ends the walk', () => {
  const node: Record<string, any> = { type: 'object', properties: { name: { type: 'string' } } };
  node.properties.child = node; // what a dereferenced cyclic schema would be without circular: 'ignore'
  node.properties.parent = { $ref: '#/components/schemas/Node' };
  assert.deepEqual([...schemaFields(node, 'response').keys()], ['name', 'child']);
});

test('diffSpecs: a webhook change names the webhook and points into webhooks', () => {
  const after = variant((d) => { delete d['x-webhooks'].userCreated.post.requestBody.content['application/json'].schema.properties.name; });
  const [change] = diffSpecs(baseSpec(), after);
  assert.equal(change.message, 'Payload: property `name` was removed');
  assert.equal(change.operation, 'userCreated (POST)');
  assert.equal(change.after, '/x-webhooks/userCreated/post/requestBody/content/application~1json/schema');
  assert.equal(change.field, 'name');
});

test('diffSpecs: a change of a webhook response names the webhook, the status and the field, in the words of an operation response', () => {
  const after = variant((d) => { const s = d['x-webhooks'].userCreated.post.responses['200'].content['application/json'].schema; s.properties.ack = { type: 'string' }; s.required.push('ack'); });
  const [change] = diffSpecs(baseSpec(), after);
  assert.equal(change.message, 'Response `200`: new required property `ack`');
  assert.equal(change.operation, 'userCreated (POST)');
  assert.equal(change.field, 'ack');
  assert.equal(change.before, '/x-webhooks/userCreated/post/responses/200/content/application~1json/schema');
  assert.equal(change.after, '/x-webhooks/userCreated/post/responses/200/content/application~1json/schema');
  const gone = diffSpecs(baseSpec(), variant((d) => { delete d['x-webhooks'].userCreated.post.responses['200']; }));
  assert.deepEqual(gone.map((c) => [c.message, c.before]), [['Response `200` was removed', '/x-webhooks/userCreated/post/responses/200']]);
});
