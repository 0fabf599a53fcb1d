// The descriptions of an API page become HTML on the node side, each with its headings one level under the heading
// it sits beneath, before the templates draw the page (which receive that HTML and run no Markdown themselves).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createOperationView } from '../../../src/node/openapi/createOperationView.js';
import { describeOperationView, describeOverview } from '../../../src/node/render/describeApiViews.js';
import { fixture } from '../../helpers/repoPaths.js';
import { loadOrFail } from '../openapi/helpers.js';

const spec = path.join(fixture('described-api'), 'spec.yaml');

test('an operation view gets its descriptions as HTML: the page\'s, the parameters\', the response\'s and the rows\'', async () => {
  const api = await loadOrFail(spec);
  const view = createOperationView(api, api.operations[0]);
  const text = describeOperationView(api, view);
  assert.equal(text.title, 'GET /lamps/{lampId}', 'a paragraph-like summary is no title');
  assert.match(text.summaryHtml ?? '', /^<p>Reads one lamp\./);
  assert.equal(text.descriptionHtml, '<p>Returns the lamp with <strong>its</strong> colour.</p>');
  assert.equal(text.overviewUrl, '/docs/api/lighthouse-api');
  assert.equal(view.parameterGroups[0].params[0].row.descriptionHtml, '<p>The lamp\'s <em>number</em>.</p>');
  const [ok] = view.responses;
  assert.match(ok.descriptionHtml ?? '', /<h5>Caching<\/h5>/, 'a response sits under an h3: its own headings start at h5');
  const colour = ok.content[0].schema!.children.find((r) => r.name === 'colour')!;
  assert.match(colour.descriptionHtml ?? '', /^<p>The colour of the light\.<\/p>\n<h5>Colours<\/h5>/, 'inside a schema tree, at h5');
  assert.equal(ok.content[0].schema!.descriptionHtml, '<p>A lamp.</p>');
});

test('the overview gets its description (headings with ids) and each security scheme\'s as HTML', async () => {
  const api = await loadOrFail(spec);
  const text = describeOverview(api);
  assert.match(text.descriptionHtml ?? '', /<h2 id="rate-limits">Rate limits<\/h2>/);
  assert.equal(text.schemes.keeper, '<p>The keeper\'s key, from <strong>the logbook</strong>.</p>');
  assert.equal(text.hasAboutSection, false);
});
