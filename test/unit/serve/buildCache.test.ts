// The cache must never change what a build produces: a cached rebuild's files equal a fresh build's after each
// kind of edit; and it must actually save work: an unchanged page is not rendered again.
import { before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions } from '../../../src/node/build.js';
import { MemoryWriter } from '../../../src/node/output/writer.js';
import { BuildCache } from '../../../src/node/serve/buildCache.js';
import { freezeVersion } from '../../../src/node/versions/freezeVersion.js';
import { listWatchTargets, unchangedSpecs } from '../../../src/node/serve/watchSite.js';
import { fixture, repoRoot } from '../../helpers/repoPaths.js';
import { ensureDist } from '../../helpers/runDocgen.js';
import { makeTmpDir } from '../../helpers/tmpDir.js';

// The renderer as the CLI runs it (the bundle, JSX compiled for production), as `docgen serve` passes it.
let renderModule: NonNullable<BuildOptions['renderModule']>;
before(async () => {
  await ensureDist();
  renderModule = await import(pathToFileURL(path.join(repoRoot, 'dist', 'render.mjs')).href);
});

// As `docgen serve` builds: the search index named without its hash (fresh builds too, so that the two compare).
async function buildInMemory(root: string, cache?: BuildCache) {
  const writer = new MemoryWriter();
  const result = await build({ root, writer, cache, renderModule, fixedSearchIndexName: true });
  return { result, files: writer.files };
}

function copySite(t: { after: (fn: () => void) => void }): string {
  const dir = makeTmpDir(t, 'docgen-cache-');
  fs.cpSync(fixture('serve-site'), dir, { recursive: true });
  return dir;
}

test('after each kind of edit, a cached rebuild writes exactly what a fresh build writes', async (t) => {
  const root = copySite(t);
  const cache = new BuildCache();
  const doc = (name: string) => path.join(root, 'content', 'docs', name);
  const edits: [string, () => void][] = [
    ['nothing', () => {}],
    ['body text', () => fs.writeFileSync(doc('guide.md'), fs.readFileSync(doc('guide.md'), 'utf8').replace('Original step text.', 'New step text.'))],
    ['a title (shown in the sidebar of every page)', () => fs.writeFileSync(doc('other.md'), fs.readFileSync(doc('other.md'), 'utf8').replace('title: Other page', 'title: Renamed page'))],
    ['a description (front matter shown in the page head only)', () => fs.writeFileSync(doc('other.md'), fs.readFileSync(doc('other.md'), 'utf8').replace('sidebar_position: 3', 'sidebar_position: 3\ndescription: A page about other things.'))],
    ['a heading (the table of contents)', () => fs.writeFileSync(doc('guide.md'), fs.readFileSync(doc('guide.md'), 'utf8').replace('## Steps', '## Next steps'))],
    ['a new file', () => fs.writeFileSync(doc('extra.md'), '---\ntitle: Extra\nsidebar_position: 4\n---\n\nExtra page linking to the [intro](./intro.md).\n')],
    ['a removed file', () => fs.rmSync(doc('extra.md'))],
    ['a broken link', () => fs.writeFileSync(doc('other.md'), fs.readFileSync(doc('other.md'), 'utf8') + '\n[missing](/docs/nowhere)\n')],
    ['the link fixed', () => fs.writeFileSync(doc('other.md'), fs.readFileSync(doc('other.md'), 'utf8').replace('[missing](/docs/nowhere)', '[intro](/docs/intro)'))],
  ];
  for (const [what, edit] of edits) {
    edit();
    const cached = await buildInMemory(root, cache);
    const fresh = await buildInMemory(root);
    assert.equal(fresh.result.ok, what !== 'a broken link', `${what}: ${fresh.result.diagnostics.map((d) => d.message).join('; ')}`);
    assert.equal(cached.result.ok, fresh.result.ok, what);
    assert.deepEqual(cached.result.diagnostics.map((d) => [d.file, d.line, d.message]), fresh.result.diagnostics.map((d) => [d.file, d.line, d.message]), what);
    assert.deepEqual([...cached.files.keys()].sort(), [...fresh.files.keys()].sort(), what);
    for (const [key, contents] of fresh.files) assert.deepEqual(cached.files.get(key), contents, `${what}: ${key}`);
  }
});

test('a body edit renders that page again and reuses every other one', async (t) => {
  const root = copySite(t);
  const cache = new BuildCache();
  const first = await buildInMemory(root, cache);
  assert.equal(first.result.ok, true);
  assert.equal(cache.rendered.length, first.result.pages, 'the first build renders every page');
  const guide = path.join(root, 'content', 'docs', 'guide.md');
  fs.writeFileSync(guide, fs.readFileSync(guide, 'utf8').replace('Original step text.', 'Changed.'));
  await buildInMemory(root, cache);
  assert.deepEqual(cache.rendered, ['/docs/guide']);
  cache.invalidate('all');
  await buildInMemory(root, cache);
  assert.equal(cache.rendered.length, first.result.pages, "invalidate('all') renders everything again");
});

/** The fixture site with a spec under openapi/, built once into a fresh cache. */
async function firstBuildWithSpec(t: { after: (fn: () => void) => void }, name: string, text: string) {
  const root = copySite(t);
  fs.mkdirSync(path.join(root, 'openapi'));
  const spec = path.join(root, 'openapi', name);
  fs.writeFileSync(spec, text);
  const cache = new BuildCache();
  const first = await buildInMemory(root, cache);
  assert.equal(first.result.ok, true, first.result.diagnostics.map((d) => d.message).join('; '));
  return { root, spec, cache, first };
}

const tinySpec = `openapi: 3.0.3
info:
  title: Tiny API
  version: '1.0'
  description: A tiny API for the cache test.
paths:
  /things:
    get:
      operationId: listThings
      summary: List things
      tags: [things]
      responses:
        '200':
          description: The things.
tags:
  - name: things
    description: Things to list.
`;

test('a spec edit renders the API pages again and reuses the docs, with the same output as a fresh build', async (t) => {
  const { root, spec, cache, first } = await firstBuildWithSpec(t, 'tiny.yaml', tinySpec);
  const apiPages = first.result.graph!.routes.filter((r) => r.kind.startsWith('api-') || (r.kind === 'category' && r.key === 'api')).map((r) => r.url);
  assert.ok(apiPages.length >= 2, `API pages: ${apiPages.join(' ')}`);

  fs.writeFileSync(spec, tinySpec.replace('The things.', 'Every thing there is.'));
  cache.invalidate('config'); // what the dev server does when a file in the spec's folder changes
  const cached = await buildInMemory(root, cache);
  const fresh = await buildInMemory(root);
  assert.ok(cache.rendered.length > 0);
  for (const url of cache.rendered) assert.ok(apiPages.includes(url), `${url} is not an API page but was rendered again`);
  assert.ok(!cache.rendered.includes('/docs/guide'));
  assert.deepEqual([...cached.files.keys()].sort(), [...fresh.files.keys()].sort());
  for (const [key, contents] of fresh.files) assert.deepEqual(cached.files.get(key), contents, key);
  assert.ok([...cached.files.values()].some((c) => typeof c === 'string' && c.includes('Every thing there is.')));
});

const sharingSpec = `openapi: 3.0.3
info:
  title: Sharing API
  version: '1.0'
  description: Operations that share schemas.
paths:
  /shows:
    get:
      operationId: listShows
      summary: List shows
      description: Every show.
      tags: [shows]
      responses:
        '200':
          description: The shows.
          content:
            application/json:
              schema:
                type: array
                items:
                  $ref: '#/components/schemas/Show'
  /shows/{id}:
    get:
      operationId: getShow
      summary: Get a show
      tags: [shows]
      parameters:
        - name: id
          in: path
          required: true
          schema: { type: integer }
      responses:
        '200':
          description: The show.
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Show'
  /people:
    get:
      operationId: listPeople
      summary: List people
      tags: [people]
      responses:
        '200':
          description: The people.
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Person'
components:
  schemas:
    Show:
      type: object
      properties:
        title: { type: string, description: The title. }
        cast:
          type: array
          items:
            $ref: '#/components/schemas/Role'
    Role:
      type: object
      properties:
        character: { type: string }
    Person:
      type: object
      properties:
        name: { type: string, description: The name. }
`;

test('a spec edit renders again only the operations and schema pages drawn from what changed (and the overview), with the same output as a fresh build', async (t) => {
  const { root, spec, cache } = await firstBuildWithSpec(t, 'sharing.yaml', sharingSpec);
  const always = ['/docs/api/sharing-api', '/docs/category/api'];
  const edits: [string, string, string, string[]][] = [
    ['one operation\'s description', 'description: Every show.', 'description: Every show there is.', ['/docs/api/list-shows']],
    ['a schema two operations reach (through another schema)', 'character: { type: string }', 'character: { type: string, description: Who they play. }', ['/docs/api/list-shows', '/docs/api/get-show', '/docs/api/schemas/role', '/docs/api/schemas/show']],
    ['a schema one operation uses', 'description: The name.', 'description: The full name.', ['/docs/api/list-people', '/docs/api/schemas/person']],
    ['the API description (the overview only)', 'description: Operations that share schemas.', 'description: Operations sharing schemas.', []],
    ['the servers (every operation: samples show them)', 'paths:\n', 'servers:\n  - url: https://api.example.org\npaths:\n', ['/docs/api/list-shows', '/docs/api/get-show', '/docs/api/list-people', ...['person', 'role', 'show'].map((s) => `/docs/api/schemas/${s}`)]],
  ];
  for (const [what, find, replace, changed] of edits) {
    fs.writeFileSync(spec, fs.readFileSync(spec, 'utf8').replace(find, replace));
    cache.invalidate('config'); // what the dev server does when a file in the spec's folder changes
    const cached = await buildInMemory(root, cache);
    const fresh = await buildInMemory(root);
    assert.equal(cached.result.ok, true, what);
    assert.deepEqual(cache.rendered.filter((u) => !always.includes(u)).sort(), [...changed].sort(), what);
    assert.deepEqual([...cached.files.keys()].sort(), [...fresh.files.keys()].sort(), what);
    for (const [key, contents] of fresh.files) assert.deepEqual(cached.files.get(key), contents, `${what}: ${key}`);
  }
});

test('docs versions: an edit loads again only the spec it touched and renders again only what it changed, with the same output as a fresh build', async (t) => {
  const root = makeTmpDir(t, 'docgen-cache-versions-');
  fs.cpSync(fixture('versions'), root, { recursive: true });
  const edit = (rel: string, find: string, replace: string) => {
    const file = path.join(root, rel);
    const text = fs.readFileSync(file, 'utf8');
    assert.ok(text.includes(find), `${rel} has ${find}`);
    fs.writeFileSync(file, text.replace(find, replace));
  };
  const newParameter = '        - name: species\n          in: query\n          schema:\n            type: string\n';
  await freezeVersion(root, '1.0');
  edit('openapi/pets.yaml', '        - name: color\n', `${newParameter}        - name: color\n`); // 2.0 adds `species`
  const walking = path.join(root, 'content/docs/guide/walking.md');
  fs.writeFileSync(walking, 'Walk the pet.\n');
  await freezeVersion(root, '2.0');
  fs.rmSync(walking);

  const cache = new BuildCache();
  const loads: string[] = [];
  const loadApi = cache.api.bind(cache);
  cache.api = (specFile, load) => loadApi(specFile, () => { loads.push(path.relative(root, specFile ?? '')); return load(); });
  const first = await buildInMemory(root, cache);
  assert.equal(first.result.ok, true, first.result.diagnostics.map((d) => d.message).join('; '));
  const specs = ['openapi/pets.yaml', 'versioned/1.0/openapi/pets.yaml', 'versioned/2.0/openapi/pets.yaml'];
  assert.deepEqual(loads.sort(), specs);
  assert.match(first.files.get('docs/api/list-pets/index.html') as string, /New in 2\.0/);
  // Every build draws these from a fresh API context (as on a site without versions).
  const always = first.result.graph!.routes.filter((r) => r.kind === 'api-overview' || (r.kind === 'category' && r.key.endsWith('api'))).map((r) => r.url);
  assert.equal(always.length, 6, always.join(' '));
  const targets = listWatchTargets(root);

  const edits: { what: string; change: () => void; spec?: string; loads: string[]; rendered: (url: string) => boolean }[] = [
    { what: "a frozen version's Markdown", change: () => edit('versioned/2.0/content/docs/guide/feeding.md', 'How to feed a pet.', 'How to feed a pet well.'), loads: [], rendered: (u) => u === '/docs/guide/feeding' },
    // The A–Z index (/search, drawn by the working copy's renderer) lists the latest version's titles.
    { what: "a title in the latest version", change: () => edit('versioned/2.0/content/docs/guide/feeding.md', 'title: Feeding', 'title: Feeding time'), loads: [], rendered: (u) => !/^\/docs\/(1\.0|next)\//.test(u) },
    { what: "the working copy's Markdown", change: () => edit('content/docs/intro.md', 'Ask for one.', 'Ask us for one.'), loads: [], rendered: (u) => u === '/docs/next/intro' },
    // The version menu of the latest's Walking page leads to the working copy's own Walking page once there is one
    // (every version's menus are drawn from the URLs of all versions: all pages are drawn again).
    { what: "a page of the latest added to the working copy", change: () => fs.writeFileSync(walking, 'Walk the pet.\n'), loads: [], rendered: () => true },
    { what: "the working copy's spec", change: () => edit('openapi/pets.yaml', 'description: The pets\n', 'description: Every pet\n'), spec: 'openapi/pets.yaml', loads: ['openapi/pets.yaml'], rendered: (u) => u.startsWith('/docs/next/api/') },
    // 1.0 gets `species` too: 2.0 no longer adds it, so its marks and its What changed page change, although 2.0's
    // spec did not (2.0's pages are drawn again: their marks are one input of all of them); the working copy is kept.
    { what: "a frozen version's spec", change: () => edit('versioned/1.0/openapi/pets.yaml', '        - name: color\n', `${newParameter}        - name: color\n`), spec: 'versioned/1.0/openapi/pets.yaml', loads: ['versioned/1.0/openapi/pets.yaml'], rendered: (u) => /^\/docs\/1\.0\/api\//.test(u) || !/^\/docs\/(1\.0|next|what-changed\/next)(\/|$)/.test(u) },
  ];
  for (const step of edits) {
    step.change();
    loads.length = 0;
    // What the dev server does when a spec changes (startDevServer: rebuild).
    if (step.spec) cache.invalidate('config', unchangedSpecs([path.join(root, step.spec)], targets));
    const cached = await buildInMemory(root, cache);
    const fresh = await buildInMemory(root);
    assert.equal(cached.result.ok, true, step.what);
    assert.deepEqual(loads.sort(), step.loads, `${step.what}: specs loaded again`);
    const rendered = cache.rendered.filter((u) => !always.includes(u));
    assert.ok(rendered.length > 0, `${step.what}: something is rendered again`);
    assert.deepEqual(rendered.filter((u) => !step.rendered(u)), [], `${step.what}: rendered again`);
    assert.deepEqual([...cached.files.keys()].sort(), [...fresh.files.keys()].sort(), step.what);
    for (const [key, contents] of fresh.files) assert.deepEqual(cached.files.get(key), contents, `${step.what}: ${key}`);
  }
  const latest = (await buildInMemory(root, cache)).files;
  assert.match(latest.get('search/index.html') as string, /Feeding time/);
  assert.doesNotMatch(latest.get('docs/api/list-pets/index.html') as string, /New in 2\.0/);
});
