import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createOperationPageId, createOverviewPageId, kebabCase, siblingSlugs, slugifyAnchor } from '../../../src/node/openapi/kebabCase.js';
import { loadApi } from '../../../src/node/openapi/index.js';
import { fixture } from '../../helpers/repoPaths.js';
import { apiOptions } from './helpers.js';

test('kebabCase splits camelCase, snake_case, acronyms and punctuation like the site we replace', () => {
  assert.equal(kebabCase('getShowsDisplay'), 'get-shows-display');
  assert.equal(kebabCase('get_shows_display'), 'get-shows-display');
  assert.equal(kebabCase('get-shows-display'), 'get-shows-display');
  assert.equal(kebabCase('BetaSeries API'), 'beta-series-api');
  assert.equal(kebabCase('HTMLParser2Go'), 'html-parser2-go');
  assert.equal(kebabCase('  Swagger Petstore  '), 'swagger-petstore');
  assert.equal(kebabCase('summary(default=false)'), 'summary-default-false');
});

test('createOperationPageId uses the operationId, else method and path', () => {
  assert.equal(createOperationPageId('get', '/shows/display', 'get-shows-display'), 'get-shows-display');
  assert.equal(createOperationPageId('get', '/pets/{petId}', undefined), 'get-pets-pet-id');
  assert.equal(createOperationPageId('delete', '/', undefined), 'delete');
  assert.equal(createOperationPageId('post', '/v1/charges', '!!!'), 'post-v1-charges');
});

test('the overview id lower-cases the title before hyphenating: BetaSeries API -> betaseries-api', () => {
  assert.equal(createOverviewPageId('BetaSeries API'), 'betaseries-api');
  assert.equal(createOverviewPageId('Swagger Petstore'), 'swagger-petstore');
  assert.equal(createOverviewPageId('***'), 'api');
});

test('slugifyAnchor never returns an empty id', () => {
  assert.equal(slugifyAnchor('$$$'), 'x');
  assert.equal(slugifyAnchor('X-Rate-Limit'), 'x-rate-limit');
});

test('siblingSlugs numbers names that slug alike by their sorted order, not their order in the object', () => {
  assert.deepEqual(siblingSlugs(['id', 'createdAt']), ['id', 'created-at']);
  assert.deepEqual(siblingSlugs(['createdAt', 'created_at', 'id']), ['created-at', 'created-at-2', 'id']);
  assert.deepEqual(siblingSlugs(['created_at', 'id', 'createdAt']), ['created-at-2', 'id', 'created-at']);
  assert.deepEqual(siblingSlugs(['Created-At', 'created_at', 'createdAt']), ['created-at', 'created-at-3', 'created-at-2']);
});

test('two operations with the same page id give an error naming both', async () => {
  const { diagnostics } = await loadApi(path.join(fixture('openapi-duplicate-ids'), 'spec.yaml'), apiOptions);
  const clash = diagnostics.find((d) => d.code === 'openapi-duplicate-page');
  assert.ok(clash, 'a duplicate-page diagnostic');
  assert.equal(clash.severity, 'error');
  assert.match(clash.message, /\/docs\/api\/get-shows/);
  assert.match(clash.message, /GET \/shows and GET \/shows\/list/);
});

test("an operation on the overview's page (info.title): one error with both lines, and the operation is left out", async () => {
  const { api, diagnostics } = await loadApi(path.join(fixture('bad-specs'), 'title-collision.yaml'), apiOptions);
  const clashes = diagnostics.filter((d) => d.code === 'openapi-duplicate-page');
  assert.equal(clashes.length, 1);
  assert.equal(clashes[0].line, 8);
  assert.match(clashes[0].message, /info\.title `Pets` \(line 3\).*operationId `pets` \(line 8\)$/);
  assert.deepEqual(api?.operations.map((op) => op.id), ['get-pet'], 'the route graph does not see the URL twice');
});
