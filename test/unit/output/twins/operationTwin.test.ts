// The twin of an operation page (src/node/output/twins/operationTwin.ts) says what the page says: its descriptions'
// links as the page resolves them, raw HTML as Markdown, each description and the facts after it as sentences of
// their own, the flags of a parameter, and the names a deepObject parameter sends its properties under.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createOperationView } from '../../../../src/node/openapi/createOperationView.js';
import type { LoadedApi } from '../../../../src/node/openapi/types.js';
import { describeOperationView } from '../../../../src/node/render/describeApiViews.js';
import { operationTwinBody } from '../../../../src/node/output/twins/operationTwin.js';
import { pagePlain } from '../../../../src/node/output/twins/apiTwins.js';
import { createTwinLinker } from '../../../../src/node/output/twins/twinText.js';
import { fixture } from '../../../helpers/repoPaths.js';
import { loadOrFail, renderRoute, visibleText } from '../../openapi/helpers.js';
import { createApiRoutes } from '../../../../src/node/openapi/index.js';
import { makeTmpDir, writeTree } from '../../../helpers/tmpDir.js';

const spec = path.join(fixture('twin-descriptions'), 'spec.yaml');
const site = 'https://docs.example';

async function twinOf(): Promise<{ api: LoadedApi; twin: string }> {
  const api = await loadOrFail(spec);
  const view = createOperationView(api, api.operations[0], { plain: true });
  return { api, twin: operationTwinBody(api, view, 'List the boats', createTwinLinker(site, '/'), pagePlain(api)) };
}

const row = (twin: string, name: string) => twin.split('\n').find((l) => l.startsWith(`| \`${name}\` |`)) ?? '';

test('descriptions keep no raw HTML, and link where the page links: to the API\'s origin from the page\'s text, nowhere from rows', async () => {
  const { api, twin } = await twinOf();
  assert.doesNotMatch(twin, /<\/?(?:a|br)\b/);
  assert.match(twin, /Lists the boats in the harbour\. \[The mooring guide\]\(https:\/\/harbour\.example\/guides\/moorings\) explains berths; so do\s+the \[tide tables\]\(https:\/\/harbour\.example\/guides\/tides\)\./);
  assert.match(twin, /^The boats, as listed in the \[harbour log\]\(https:\/\/harbour\.example\/guides\/log\)\.$/m);
  // Rows are rendered without the link base on the page: their relative links are text there, and here.
  assert.match(row(twin, 'berth'), /\| A berth on the quay, see berths\. Boats at anchor have none\. Example: `"B-12"`\. \|$/);
  assert.match(twin, /^- `reference` \(string\): The harbour's reference\. How references are made\.$/m);

  // Every link the twin has to another site is one the page has.
  const pageView = createOperationView(api, api.operations[0]);
  const text = describeOperationView(api, pageView);
  const rowsHtml: string[] = [];
  const collect = (r: { descriptionHtml?: string; children: any[]; groups?: { options: any[] }[] }) => {
    if (r.descriptionHtml) rowsHtml.push(r.descriptionHtml);
    r.children.forEach(collect);
    r.groups?.forEach((g) => g.options.forEach(collect));
  };
  pageView.parameterGroups.forEach((g) => g.params.forEach((p) => collect(p.row)));
  pageView.responses.forEach((r) => { if (r.descriptionHtml) rowsHtml.push(r.descriptionHtml); r.content.forEach((m) => m.schema && collect(m.schema)); });
  const pageHrefs = new Set([text.descriptionHtml, ...rowsHtml].flatMap((html) => [...(html ?? '').matchAll(/href="([^"]*)"/g)].map((m) => m[1])));
  const twinHrefs = [...twin.matchAll(/\]\((https?:[^)\s]+)\)/g)].map((m) => m[1]).filter((href) => !href.startsWith(site));
  assert.deepEqual([...new Set(twinHrefs)].sort(), [...pageHrefs].sort());
});

test('a description without closing punctuation ends with a full stop before the facts that follow it', async () => {
  const { twin } = await twinOf();
  assert.match(row(twin, 'limit'), /\| How many boats to list at once \(a hundred at most\)\. Constraints: `<= 100`\. \|$/);
  assert.match(twin, /^- `id` \(string<uuid>\): Unique identifier of the list\. Example: `"3f0c9a52-1d4e-4b7a-9a55-5b1de3f6a0c2"`\.$/m);
  // Without facts the description stays as written.
  assert.match(row(twin, 'state'), /\| Only the boats in this state \|$/);
  // A further paragraph of a nested property stays in its item: indented past the item's marker, not under its parent.
  assert.match(twin, /^ {2}- `skipper\.name` \(string\): The skipper's name, as on the licence\.\n\n {6}A boat without a skipper has none\. Example: `"Ada"`\.$/m);
});

test('a nullable parameter is nullable in the table', async () => {
  const { twin } = await twinOf();
  assert.match(row(twin, 'state'), /^\| `state` \| query \| string \(BoatState\), nullable \| no \|/);
});

test('a deepObject parameter names its properties as they are sent, `launched[after]`, and says its style', async () => {
  const { twin } = await twinOf();
  assert.match(row(twin, 'launched'), /Style: deepObject, each property sent as its own query parameter \(`launched\[after\]`\)\. \|$/);
  assert.match(twin, /^ {2}- `launched\[after\]` \(integer\)$/m);
  assert.match(twin, /^ {2}- `launched\[before\]` \(integer\)$/m);
  assert.doesNotMatch(twin, /launched\.after/);
});

test('a form body names its nested fields as they are sent, `card[exp_month]`, as its curl sample does', async () => {
  const api = await loadOrFail(path.join(fixture('tryit-site'), 'openapi/pets.yaml'));
  const op = api.operations.find((o) => o.operationId === 'createCharge')!;
  const twin = operationTwinBody(api, createOperationView(api, op, { plain: true }), 'Create a charge', createTwinLinker(site, '/'), pagePlain(api));
  assert.match(twin, /^ *- `card\[exp_month\]`/m, twin);
  assert.doesNotMatch(twin, /card\.exp_month/);
});

test('an optional body that can hold nothing (Stripe declares one on every GET) is one sentence on the page and in the twin', async (t) => {
  const root = makeTmpDir(t);
  const emptyForm = { type: 'object', properties: {}, additionalProperties: false };
  const body = (required: boolean, schema: object) => ({ required, content: { 'application/x-www-form-urlencoded': { schema } } });
  writeTree(root, {
    'spec.json': JSON.stringify({
      openapi: '3.0.3', info: { title: 'Charges', version: '1' }, servers: [{ url: 'https://api.example.test' }],
      paths: {
        '/charges': {
          get: { operationId: 'listCharges', requestBody: body(false, emptyForm), responses: { 200: { description: 'ok' } } },
          // Required, or with a field: the body is drawn as always.
          post: { operationId: 'createCharge', requestBody: body(true, emptyForm), responses: { 200: { description: 'ok' } } },
          put: { operationId: 'replaceCharge', requestBody: body(false, { type: 'object', properties: { amount: { type: 'integer' } } }), responses: { 200: { description: 'ok' } } },
        },
      },
    }),
  });
  const api = await loadOrFail(path.join(root, 'spec.json'));
  const sentence = 'No body to send: the operation declares an optional `application/x-www-form-urlencoded` body that holds no field.';
  const pageOf = (id: string) => visibleText(renderRoute(api, createApiRoutes(api).routes.find((r) => r.key === id)!));
  const twinOf = (id: string) => operationTwinBody(api, createOperationView(api, api.operations.find((o) => o.id === id)!, { plain: true }), id, createTwinLinker(site, '/'), pagePlain(api));
  assert.match(pageOf('list-charges'), /Request body No body to send: the operation declares an optional application\/x-www-form-urlencoded body that holds no field\. Responses/);
  assert.ok(twinOf('list-charges').includes(`## Request body\n\n${sentence}\n`), twinOf('list-charges'));
  for (const id of ['create-charge', 'replace-charge']) {
    assert.doesNotMatch(pageOf(id), /No body to send/, id);
    assert.ok(!twinOf(id).includes(sentence), id);
    assert.match(twinOf(id), /Content type: `application\/x-www-form-urlencoded`/, id);
  }
});
