// `docgen diff <old> <new>`: a CI step's view of it — the list of changes in three formats and the exit codes that
// --fail-on selects (0 nothing selected changed, 1 something did, 2 wrong usage, 3 a spec cannot be read).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { exampleSite, sharedDir } from '../helpers/repoPaths.js';
import { ensureDist, runDocgen } from '../helpers/runDocgen.js';
import { makeTmpDir, writeTree } from '../helpers/tmpDir.js';

before(() => ensureDist());

const v1 = `openapi: 3.0.3
info: { title: Pets, version: '1.0' }
paths:
  /pets:
    get:
      operationId: listPets
      parameters:
        - { name: limit, in: query, schema: { type: integer } }
      responses:
        '200':
          description: The pets.
          content:
            application/json:
              schema:
                type: array
                items:
                  type: object
                  properties:
                    id: { type: integer }
                    name: { type: string }
`;
// 2.0: \`limit\` removed, a required \`owner\` added, an optional \`page\` added.
const v2 = v1
  .replace("version: '1.0'", "version: '2.0'")
  .replace('        - { name: limit, in: query, schema: { type: integer } }', '        - { name: owner, in: query, required: true, schema: { type: string } }\n        - { name: page, in: query, schema: { type: integer } }');
// 1.1: only an addition.
const v11 = v1.replace("version: '1.0'", "version: '1.1'").replace('                    name: { type: string }', '                    name: { type: string }\n                    tag: { type: string }');

function specs(t: Parameters<typeof makeTmpDir>[0]) {
  const dir = makeTmpDir(t);
  writeTree(dir, { 'v1.yaml': v1, 'v2.yaml': v2, 'v11.yaml': v11, 'broken.yaml': 'openapi: 3.0.3\ninfo: [\n' });
  return dir;
}

test('docgen diff lists breaking changes first and exits 1 on them', async (t) => {
  const dir = specs(t);
  const r = await runDocgen(['diff', 'v1.yaml', 'v2.yaml'], { cwd: dir });
  assert.equal(r.code, 1, r.stderr);
  assert.equal(r.stdout, [
    'v1.yaml (1.0) → v2.yaml (2.0): 2 breaking changes, 1 addition.',
    '',
    'Breaking changes:',
    '  GET /pets',
    '    - query parameter limit was removed',
    '    - New required query parameter owner',
    '',
    'Additions:',
    '  GET /pets',
    '    - New optional query parameter page',
    '',
  ].join('\n'));
});

test('docgen diff: --fail-on selects what fails the step', async (t) => {
  const dir = specs(t);
  assert.equal((await runDocgen(['diff', 'v1.yaml', 'v11.yaml'], { cwd: dir })).code, 0, 'an addition is not breaking');
  assert.equal((await runDocgen(['diff', 'v1.yaml', 'v11.yaml', '--fail-on', 'any'], { cwd: dir })).code, 1);
  assert.equal((await runDocgen(['diff', 'v1.yaml', 'v2.yaml', '--fail-on', 'none'], { cwd: dir })).code, 0);
  const same = await runDocgen(['diff', 'v1.yaml', 'v1.yaml', '--fail-on', 'any'], { cwd: dir });
  assert.equal(same.code, 0);
  assert.match(same.stdout, /No changes\./);
});

test('docgen diff: JSON and Markdown output', async (t) => {
  const dir = specs(t);
  const json = await runDocgen(['diff', 'v1.yaml', 'v2.yaml', '--format', 'json'], { cwd: dir });
  const parsed = JSON.parse(json.stdout);
  assert.deepEqual(parsed.counts, { breaking: 2, addition: 1, deprecation: 0, change: 0 });
  assert.deepEqual(parsed.changes.map((c: any) => [c.kind, c.operation, c.operationId]), [
    ['parameter-removed', 'GET /pets', 'listPets'],
    ['parameter-added-required', 'GET /pets', 'listPets'],
    ['parameter-added', 'GET /pets', 'listPets'],
  ]);
  assert.equal(parsed.changes[0].before, '/paths/~1pets/get/parameters/0');
  const md = await runDocgen(['diff', 'v1.yaml', 'v11.yaml', '--format', 'markdown'], { cwd: dir });
  assert.match(md.stdout, /^# Changes from v1\.yaml \(1\.0\) to v11\.yaml \(1\.1\)\n\n1 addition\.\n\n## Additions\n\n### `GET \/pets`\n\n- Response `200`: new property `\[\]\.tag`\n$/);
});

test('docgen diff: exit 3 naming the file when a spec cannot be read, 2 for wrong usage', async (t) => {
  const dir = specs(t);
  const broken = await runDocgen(['diff', 'v1.yaml', 'broken.yaml'], { cwd: dir });
  assert.equal(broken.code, 3);
  assert.match(broken.stderr, /broken\.yaml:\d+:\d+ +error/);
  assert.equal(broken.stdout, '');
  const missing = await runDocgen(['diff', 'v1.yaml', 'nowhere.yaml'], { cwd: dir });
  assert.equal(missing.code, 3);
  assert.match(missing.stderr, /nowhere\.yaml/);
  assert.equal((await runDocgen(['diff', 'v1.yaml'], { cwd: dir })).code, 2);
  assert.equal((await runDocgen(['diff', 'v1.yaml', 'v2.yaml', '--fail-on', 'sometimes'], { cwd: dir })).code, 2);
});

// OpenAPI 3.1 webhooks: 2.0 drops the 202 answer, asks the receiver's answer for a required `ack` and no longer
// documents its `note`; the payload gains a field.
const hooks1 = `openapi: 3.1.0
info: { title: Shop, version: '1.0' }
webhooks:
  orderPaid:
    post:
      requestBody:
        content:
          application/json:
            schema: { type: object, properties: { id: { type: string } } }
      responses:
        '200':
          description: Received.
          content:
            application/json:
              schema: { type: object, properties: { note: { type: string } } }
        '202':
          description: Queued.
`;
const hooks2 = hooks1
  .replace("version: '1.0'", "version: '2.0'")
  .replace('properties: { id: { type: string } }', 'properties: { id: { type: string }, total: { type: number } }')
  .replace('schema: { type: object, properties: { note: { type: string } } }', 'schema: { type: object, required: [ack], properties: { ack: { type: string } } }')
  .replace("        '202':\n          description: Queued.\n", '');

test("docgen diff compares webhooks' responses as it does operations' (what the receiver answers)", async (t) => {
  const dir = makeTmpDir(t);
  writeTree(dir, { 'hooks1.yaml': hooks1, 'hooks2.yaml': hooks2 });
  const r = await runDocgen(['diff', 'hooks1.yaml', 'hooks2.yaml'], { cwd: dir });
  assert.equal(r.code, 1, r.stderr);
  assert.equal(r.stdout, [
    'hooks1.yaml (1.0) → hooks2.yaml (2.0): 2 breaking changes, 1 addition, 1 other change.',
    '',
    'Breaking changes:',
    '  orderPaid (POST)',
    '    - Response 202 was removed',
    '    - Response 200: new required property ack',
    '',
    'Additions:',
    '  orderPaid (POST)',
    '    - Payload: new property total',
    '',
    'Other changes:',
    '  orderPaid (POST)',
    '    - Response 200: property note is no longer documented',
    '',
  ].join('\n'));
});

// The site's own spec (our description of the BetaSeries API: it has response schemas, the published one has none).
const siteSpec = path.join(exampleSite, 'openapi', 'betaseries.yaml');

test('docgen diff: the BetaSeries spec against a copy with a parameter removed, a required one added and a response property removed', async (t) => {
  const dir = makeTmpDir(t);
  const spec = YAML.parse(fs.readFileSync(siteSpec, 'utf8'), { maxAliasCount: -1 });
  const operation = spec.paths['/shows/display'].get;
  const removed = operation.parameters.findIndex((p: any) => p.name === 'thetvdb_id');
  assert.ok(removed >= 0, 'the operation declares thetvdb_id');
  operation.parameters.splice(removed, 1);
  operation.parameters.push({ name: 'region', in: 'query', required: true, schema: { type: 'string' } });
  const response = operation.responses['200'].content['application/json'].schema;
  assert.ok(response.properties.shows, 'the 200 response has a `shows` property');
  delete response.properties.shows;
  fs.writeFileSync(path.join(dir, 'changed.json'), JSON.stringify(spec));
  const r = await runDocgen(['diff', siteSpec, path.join(dir, 'changed.json'), '--format', 'json'], { cwd: dir });
  assert.equal(r.code, 1, r.stderr);
  const { changes } = JSON.parse(r.stdout);
  assert.deepEqual(changes.map((c: any) => `${c.level} ${c.operation}: ${c.message}`), [
    'breaking GET /shows/display: query parameter `thetvdb_id` was removed',
    'breaking GET /shows/display: New required query parameter `region`',
    'breaking GET /shows/display: Response `200`: property `shows` was removed',
  ]);
});

test('docgen diff: every spec of ../shared/specs compared with itself has no changes', async (t) => {
  const specsDir = path.join(sharedDir, 'specs');
  if (!fs.existsSync(specsDir)) { t.skip(`${specsDir} is absent`); return; }
  const files = fs.readdirSync(specsDir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(json|ya?ml)$/.test(f) && !/MANIFEST/i.test(f)).map((f) => path.join(specsDir, f));
  assert.ok(files.length >= 3);
  for (const file of files) {
    const r = await runDocgen(['diff', file, file, '--fail-on', 'any'], { cwd: specsDir, timeoutMs: 120_000 });
    assert.equal(r.code, 0, `${file}: ${r.stdout.slice(0, 500)}${r.stderr.slice(0, 500)}`);
    assert.match(r.stdout, /No changes\./);
  }
});
