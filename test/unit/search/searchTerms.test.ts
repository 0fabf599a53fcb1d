import { test } from 'node:test';
import assert from 'node:assert/strict';
import { identifierParts, indexTerms, queryParts, tokenize, wholeTerm } from '../../../src/shared/search/searchTerms.js';

const terms = (text: string) => tokenize(text).map(indexTerms);

test('identifiers are kept whole and split into their parts', () => {
  assert.deepEqual(terms('thetvdb_id'), [['thetvdb_id', 'thetvdb', 'id']]);
  assert.deepEqual(terms('getShowsDisplay'), [['getshowsdisplay', 'get', 'shows', 'display']]);
  assert.deepEqual(terms('get-shows-display'), [['get-shows-display', 'get', 'shows', 'display']]);
  assert.deepEqual(terms('card.exp_month'), [['card.exp_month', 'card', 'exp_month', 'exp', 'month']]);
  assert.deepEqual(terms('X-BetaSeries-Key'), [['x-betaseries-key', 'betaseries', 'beta', 'series', 'key']]);
});

test('paths, calls and sentences split at slashes, brackets and spaces; edge punctuation and stop words go', () => {
  assert.deepEqual(terms('GET /shows/display'), [['get'], ['shows'], ['display']]);
  assert.deepEqual(terms('summary(default=false)'), [['summary'], ['default'], ['false']]);
  assert.deepEqual(terms('Rate an episode.'), [['rate'], null, ['episode']]);
  assert.equal(wholeTerm('_id_'), 'id');
  assert.deepEqual(identifierParts('word'), []);
  assert.deepEqual(terms('Épisode numéro'), [['épisode'], ['numéro']]);
});

test('a query asks for the parts of the first level that splits an identifier, each once', () => {
  assert.deepEqual(queryParts('X-BetaSeries-Key'), ['betaseries', 'key']);
  assert.deepEqual(queryParts('x-betaseries-key'), ['betaseries', 'key']);
  assert.deepEqual(queryParts('card.exp_month'), ['card', 'exp_month']);
  assert.deepEqual(queryParts('getShowsDisplay'), ['get', 'shows', 'display']);
  assert.deepEqual(queryParts('thetvdb_id'), ['thetvdb', 'id']);
  assert.deepEqual(queryParts('episode'), []);
});
