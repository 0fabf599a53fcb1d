// scripts/generate-spec.mjs: the benchmark's synthetic specs are deterministic, have the promised shape, and build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { repoRoot } from '../helpers/repoPaths.js';
import { ensureDist, runDocgen } from '../helpers/runDocgen.js';
import { makeTmpDir } from '../helpers/tmpDir.js';
import { createOperationPageId } from '../../src/node/openapi/kebabCase.js';

const script = path.join(repoRoot, 'scripts', 'generate-spec.mjs');
// @ts-expect-error: a plain .mjs script without type declarations
const { generateSpec, generateParametersSpec, formatSpec } = await import('../../scripts/generate-spec.mjs');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

function operationsOf(spec: any): { method: string; path: string; op: any }[] {
  return Object.entries(spec.paths as Record<string, any>).flatMap(([p, item]) =>
    Object.entries(item).filter(([m]) => METHODS.includes(m)).map(([method, op]) => ({ method, path: p, op })));
}

test('the same arguments give byte-identical output; another seed gives another spec', (t) => {
  const dir = makeTmpDir(t);
  const run = (out: string, ...extra: string[]) => {
    const r = spawnSync(process.execPath, [script, '60', '--out', path.join(dir, out), ...extra], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    return fs.readFileSync(path.join(dir, out));
  };
  const a = run('a.json');
  const b = run('b.json');
  assert.ok(a.length > 10_000);
  assert.ok(a.equals(b), 'two runs with the same arguments differ');
  assert.ok(!a.equals(run('c.json', '--seed', '2')), 'another seed gave the same spec');
  const yaml = run('d.yaml');
  assert.ok(yaml.equals(run('e.yaml')), 'YAML output is not deterministic');
  assert.ok(!yaml.toString('utf8').trimStart().startsWith('{'), 'a .yaml file should be written as YAML');
});

test('the spec has the realistic shape the benchmark promises', async () => {
  const spec = generateSpec(200, 1);
  assert.equal(spec.openapi, '3.0.3');
  const ops = operationsOf(spec);
  assert.equal(ops.length, 200);
  const ids = ops.map((o) => o.op.operationId);
  assert.equal(new Set(ids).size, ids.length, 'operationIds must be unique');
  assert.ok(spec.tags.length >= 3);
  const locations = new Set<string>();
  for (const { method, path: p, op } of ops) {
    assert.ok(op.parameters.length >= 4 && op.parameters.length <= 8, `${method} ${p}: ${op.parameters.length} parameters`);
    for (const param of op.parameters) locations.add(param.in);
    for (const name of [...p.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])) {
      assert.ok(op.parameters.some((x: any) => x.in === 'path' && x.name === name), `${p} lacks path parameter ${name}`);
    }
    const responses = Object.keys(op.responses);
    assert.ok(responses.length >= 2 && responses.length <= 4, `${method} ${p}: ${responses.length} responses`);
    for (const r of Object.values<any>(op.responses)) if (r.content) assert.ok(r.content['application/json'].example !== undefined);
    assert.ok(spec.tags.some((tag: any) => tag.name === op.tags[0]));
    if (['post', 'put', 'patch'].includes(method)) assert.match(JSON.stringify(op.requestBody.content['application/json'].schema), /#\/components\/schemas\//);
  }
  assert.deepEqual([...locations].sort(), ['cookie', 'header', 'path', 'query']);
  const schemas = Object.values<any>(spec.components.schemas);
  assert.ok(schemas.some((s) => s.allOf), 'no allOf schema');
  const props = schemas.flatMap((s) => Object.values<any>(s.properties ?? s.allOf?.[1]?.properties ?? {}));
  assert.ok(props.some((p) => p.enum), 'no enum');
  assert.ok(props.some((p) => p.type === 'array' && p.items.$ref), 'no array of a named schema');
  assert.ok(props.some((p) => p.$ref), 'schemas do not refer to each other');
  assert.equal(await formatSpec(spec), JSON.stringify(spec, null, 2) + '\n');
});

test('--parameters: one operation with that many parameters, each name its own, the same for the same arguments', (t) => {
  const dir = makeTmpDir(t);
  const run = (out: string) => {
    const r = spawnSync(process.execPath, [script, '--parameters', '300', '--out', path.join(dir, out)], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    return fs.readFileSync(path.join(dir, out));
  };
  assert.ok(run('a.json').equals(run('b.json')));
  const spec = JSON.parse(run('a.json').toString('utf8'));
  assert.deepEqual(spec, generateParametersSpec(300, 1));
  const ops = operationsOf(spec);
  assert.equal(ops.length, 1);
  const parameters: any[] = ops[0].op.parameters;
  assert.equal(parameters.length, 300);
  assert.equal(new Set(parameters.map((p) => `${p.in} ${p.name}`)).size, 300);
  assert.deepEqual([...new Set(parameters.map((p) => p.in))].sort(), ['cookie', 'header', 'query']);
  assert.equal(spawnSync(process.execPath, [script, '10', '--parameters', '5'], { encoding: 'utf8' }).status, 2, 'both kinds at once');
});

test('a generated 50-operation spec builds, one page per operation', async (t) => {
  await ensureDist();
  const dir = makeTmpDir(t);
  const root = path.join(dir, 'empty');
  fs.mkdirSync(root);
  const specFile = path.join(dir, 'spec', 'synthetic-50.json');
  const gen = spawnSync(process.execPath, [script, '50', '--out', specFile], { encoding: 'utf8' });
  assert.equal(gen.status, 0, gen.stderr);
  const out = path.join(dir, 'out');
  const r = await runDocgen(['build', '--root', root, '--spec', specFile, '--out', out], { timeoutMs: 120_000 });
  assert.equal(r.code, 0, r.stderr);
  const spec = JSON.parse(fs.readFileSync(specFile, 'utf8'));
  const ops = operationsOf(spec);
  assert.equal(ops.length, 50);
  const pages = new Set(fs.readdirSync(path.join(out, 'docs', 'api')).filter((d) => fs.existsSync(path.join(out, 'docs', 'api', d, 'index.html'))));
  for (const { method, path: p, op } of ops) {
    const id = createOperationPageId(method, p, op.operationId);
    assert.ok(pages.has(id), `no page for ${op.operationId} (/docs/api/${id})`);
    pages.delete(id);
  }
  assert.equal(pages.size, 1, `pages besides the operations and the overview: ${[...pages].join(', ')}`);
});
