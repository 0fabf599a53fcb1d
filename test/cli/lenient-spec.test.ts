// Lenient loading (issue #27): specs that break the OpenAPI schema build, with warnings at their lines; --strict and
// api.strict fail; multi-file specs are bundled first; OpenAPI 3.2 and webhooks render. Each rule has its fixture.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDist, runDocgen } from '../helpers/runDocgen.js';
import { fixture } from '../helpers/repoPaths.js';
import { makeTmpDir, writeTree } from '../helpers/tmpDir.js';
import { assertWellFormed } from '../fuzz/assertOutput.js';

type T = Parameters<typeof makeTmpDir>[0];

/** Builds `spec` into a fresh site, from the spec's folder (so that paths print relative to it). */
async function buildSpec(t: T, spec: string, extra: string[] = [], config?: string) {
  const root = makeTmpDir(t);
  writeTree(root, { 'content/docs/intro.md': '# Intro\n', ...(config ? { 'docgen.config.ts': config } : {}) });
  const out = path.join(makeTmpDir(t), 'out');
  const cwd = path.dirname(spec);
  const run = await runDocgen(['build', '--root', root, '--out', out, '--spec', spec, ...extra], { cwd, timeoutMs: 60_000 });
  const text = (page: string) => {
    const html = fs.readFileSync(path.join(out, 'docs/api', page, 'index.html'), 'utf8');
    return html.replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&gt;/g, '>').replace(/&lt;/g, '<').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
  };
  return { ...run, out, text, lines: assertWellFormed(run.stderr, cwd) };
}

before(async () => { await ensureDist(); });

describe('lenient loading', { concurrency: 4 }, () => {
  test('a 3.0 spec with what renderers accept builds: a warning at each line, and the pages read it as meant', async (t) => {
    const r = await buildSpec(t, path.join(fixture('openapi-lenient'), 'spec.yaml'));
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.lines, [
      "spec.yaml  warning  The security scheme 'gardenKey' (required by GET /plants) is not declared in components.securitySchemes",
      "spec.yaml:5:3  warning  Not valid OpenAPI 3.0.3 at /info/license: 'identifier' is not a field OpenAPI defines here (docgen ignores it)",
      'spec.yaml:26:13  warning  Not valid OpenAPI 3.0.3 at /paths/~1plants/get/responses/200/content/text~1plain: a combination of fields OpenAPI does not allow together',
      'spec.yaml:56:9  warning  Not valid OpenAPI 3.0.3 at /components/schemas/Plant/properties/name: the text "string" where OpenAPI expects an object',
      'spec.yaml:58:11  warning  Not valid OpenAPI 3.0.3 at /components/schemas/Plant/properties/height/type: a list where OpenAPI expects a text',
      'spec.yaml:60:11  warning  Not valid OpenAPI 3.0.3 at /components/schemas/Plant/properties/sown/type: "null" is not one of "array", "boolean", "integer", "number", "object", "string"',
      'spec.yaml:63:11  warning  Not valid OpenAPI 3.0.3 at /components/schemas/Plant/properties/position/items: a list where OpenAPI expects an object',
    ]);
    const seed = r.text('plant-seed');
    // The $ref'd request body the parser leaves unresolved (its schema is circular) shows its content.
    assert.match(seed, /The seed to plant, with its parent plant Content type: application\/json object \( ?Plant ?\) name string height number nullable sown any nullable position \[number, number\] item 1 number item 2 number/);
    // The shared 4XX response, also left as a $ref by the parser, shows its content; the null media type is empty.
    const list = r.text('list-plants');
    assert.match(list, /4XX Client error What went wrong Content type: application\/json object \( ?Problem ?\) message string/);
    assert.match(list, /Content type: text\/plain 4XX/);
    // An undeclared scheme is named, with no link to an authentication section the overview does not have.
    assert.doesNotMatch(fs.readFileSync(path.join(r.out, 'docs/api/list-plants/index.html'), 'utf8'), /lenient-garden#authentication"/);
  });

  test('--strict and api.strict make the schema warnings errors, and nothing is written', async (t) => {
    const spec = path.join(fixture('openapi-lenient'), 'spec.yaml');
    for (const [extra, config] of [[['--strict'], undefined], [[], "export default { api: { strict: true } };\n"]] as const) {
      const r = await buildSpec(t, spec, [...extra], config);
      assert.equal(r.code, 1, r.stderr);
      assert.equal(r.lines.filter((l) => / error {2}Not valid OpenAPI 3\.0\.3 at /.test(l)).length, 6, r.stderr);
      assert.ok(r.lines.includes("spec.yaml  error  The security scheme 'gardenKey' (required by GET /plants) is not declared in components.securitySchemes"));
      assert.equal(fs.existsSync(r.out), false);
    }
  });

  test('the first 20 warnings are printed, then how many more; --verbose lists all', async (t) => {
    const dir = makeTmpDir(t);
    const props = Array.from({ length: 25 }, (_, i) => `        p${i}: string`).join('\n');
    fs.writeFileSync(path.join(dir, 'many.yaml'), `openapi: 3.0.3\ninfo: { title: Many, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n    Thing:\n      properties:\n${props}\n`);
    const r = await buildSpec(t, path.join(dir, 'many.yaml'));
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.lines.length, 20);
    assert.match(r.stderr, /\nand 5 more warnings \(--verbose lists all\)\n/);
    assert.match(r.stdout, /; 25 warnings\.\n$/);
    const verbose = await buildSpec(t, path.join(dir, 'many.yaml'), ['--verbose']);
    assert.equal(verbose.lines.length, 25);
    assert.doesNotMatch(verbose.stderr, /more warnings/);
  });

  test('a multi-file spec with schemas circular across files builds; a warning inside a part is at its line in that part', async (t) => {
    const r = await buildSpec(t, path.join(fixture('openapi-multifile'), 'spec.yaml'));
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.lines, [
      'schemas/keeper.yaml:7:5  warning  Not valid OpenAPI 3.0.3 at /paths/~1keepers~1{keeperId}/get/responses/200/content/application~1json/schema/properties/since/nullable: the text "no" where OpenAPI expects true or false',
    ]);
    assert.match(r.text('get-keeper'), /object name string since string dogs Dog\[\] items object \( ?Dog ?\) name string required keeper object Circular reference/);
    assert.match(r.text('list-dogs'), /The dogs, each with its keeper/);
  });

  test('a Swagger 2.0 spec split over files is bundled before it is converted: its parameters are not checked as 3.0', async (t) => {
    const r = await buildSpec(t, path.join(fixture('openapi-multifile'), 'swagger2', 'spec.yaml'));
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.lines, []);
    assert.match(r.text('list-dogs'), /limit integer How many dogs at most Constraints: >= 1/);
  });

  test('OpenAPI 3.2: nested tags, query and custom methods, querystring, streams, serialised examples, device flow, webhooks', async (t) => {
    const r = await buildSpec(t, path.join(fixture('openapi-32'), 'spec.yaml'));
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.lines, [
      "spec.yaml:21:5  warning  The tag 'lost' names the parent 'nowhere', which is not a declared tag: it is shown at the top level",
      "spec.yaml:23:5  warning  The parents of the tag 'ping' loop back to it (ping → pong → ping): it is shown at the top level",
    ]);
    for (const page of ['search-birds', 'list-birds', 'copy-bird', 'stream-feedings', 'bird-arrived', 'aviary']) assert.ok(fs.existsSync(path.join(r.out, 'docs/api', page, 'index.html')), page);
    const search = r.text('search-birds');
    assert.match(search, /QUERY \/birds\/search/);
    assert.match(search, /Wide wings \{ "wingspan" : 2\.50 \}/, 'the serialised value exactly as given');
    assert.match(search, /200 OK — Matching birds/);
    assert.match(search, /curl --request QUERY/);
    assert.match(r.text('copy-bird'), /COPY custom method \/birds/);
    assert.match(r.text('list-birds'), /Query string filter object colour string/);
    assert.match(r.text('list-birds'), /Server: Production https:\/\/aviary\.example\.com\/v2/);
    assert.match(r.text('list-birds'), /robin → Robin , \(any other value\) → Robin/);
    assert.match(r.text('stream-feedings'), /A stream: each item is object data string/);
    const overview = r.text('aviary');
    assert.match(overview, /Device authorization flow Device authorization URL https:\/\/aviary\.example\.com\/device/);
    assert.match(overview, /Server metadata https:\/\/aviary\.example\.com\/\.well-known\/oauth-authorization-server/);
    assert.match(overview, /oldKey deprecated/);
    // The sidebar nests the tags under their parent, labelled by their summary; the index shows the kind as a badge.
    const html = fs.readFileSync(path.join(r.out, 'docs/api/list-birds/index.html'), 'utf8');
    const sidebar = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    assert.match(sidebar, /Birds Songbirds .*Search birds with a query body .*Feeding times .*Stream feeding events .*List birds .*Copy a bird/);
    const index = fs.readFileSync(path.join(r.out, 'docs/category/api/index.html'), 'utf8');
    assert.match(index, /dg-card dg-card--nested[^>]*>.*Songbirds<span class="dg-badge dg-badge--tag-kind">nav<\/span>/s);
  });

  test('a webhook has its page: a Webhook badge instead of a path, the payload, the responses, a curl sample to your endpoint', async (t) => {
    const r = await buildSpec(t, path.join(fixture('openapi-32'), 'spec.yaml'));
    const page = r.text('bird-arrived');
    assert.match(page, /Webhook POST birdArrived The API sends this request to the URL you register/);
    assert.match(page, /curl --request POST \\ --url http:\/\/localhost:8080\/webhook \\ --header 'Content-Type: application\/json' \\ --data '\{ "kind": "robin", "name": "Robin Redbreast" \}'/);
    assert.match(page, /Payload .*Content type: application\/json object \( ?Bird ?\)/);
    assert.match(page, /200 OK Your endpoint received the bird/);
    // Only curl: a webhook's sample tests a receiver, it is not handler code.
    assert.doesNotMatch(page, /import requests/);
    assert.match(fs.readFileSync(path.join(r.out, 'docs/api/list-birds/index.html'), 'utf8'), /Webhooks.*A bird arrived/s);
  });

  test('what would make the site wrong stays an error, at its line: syntax, a missing $ref target, two operations on one URL, a file outside the site', async (t) => {
    const dir = makeTmpDir(t);
    const base = "openapi: 3.0.3\ninfo: { title: Wrong, version: '1' }\npaths:\n";
    fs.writeFileSync(path.join(dir, 'syntax.yaml'), base + '  /a:\n    get: [unclosed\n');
    fs.writeFileSync(path.join(dir, 'missing.yaml'), base + "  /a:\n    get:\n      responses:\n        '200': { $ref: '#/components/responses/Nope' }\n");
    fs.writeFileSync(path.join(dir, 'twice.yaml'), base + "  /a:\n    get:\n      operationId: same\n      responses: { '200': { description: OK } }\n  /b:\n    get:\n      operationId: same\n      responses: { '200': { description: OK } }\n");
    fs.writeFileSync(path.join(dir, 'outside.yaml'), base + "  /a:\n    get:\n      responses:\n        '200': { $ref: '/etc/passwd' }\n");
    const expected: Record<string, RegExp> = {
      'syntax.yaml': /^syntax\.yaml:\d+:\d+ {2}error {2}Invalid YAML/,
      'missing.yaml': /^missing\.yaml:7:18 {2}error {2}\$ref "#\/components\/responses\/Nope"/,
      'twice.yaml': /^twice\.yaml:10:7 {2}error {2}The operationId `same` of GET \/b is already used by GET \/a \(line 6\)/,
      'outside.yaml': /^outside\.yaml:7:18 {2}error {2}\$ref '\/etc\/passwd'/,
    };
    for (const [name, pattern] of Object.entries(expected)) {
      const r = await buildSpec(t, path.join(dir, name));
      assert.equal(r.code, 1, `${name}: ${r.stderr}`);
      assert.match(r.lines[0], pattern, name);
    }
  });
});
