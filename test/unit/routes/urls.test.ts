import { test } from 'node:test';
import assert from 'node:assert/strict';
import { humanize, outputPathFor, slugify } from '../../../src/node/routes/urls.js';

test('outputPathFor maps clean URLs to folder index files', () => {
  assert.equal(outputPathFor('/'), 'index.html');
  assert.equal(outputPathFor('/docs/intro'), 'docs/intro/index.html');
  assert.equal(outputPathFor('/markdown-page'), 'markdown-page/index.html');
});

test('slugify is GitHub-style and never empty', () => {
  assert.equal(slugify('Tutorial - Basics'), 'tutorial---basics');
  assert.equal(slugify('Getting Started'), 'getting-started');
  assert.equal(slugify('!!!'), 'item');
});

test('humanize turns a file name into a title', () => {
  assert.equal(humanize('tutorial-basics/create-a-page'), 'Create a page');
  assert.equal(humanize('my_file'), 'My file');
});
