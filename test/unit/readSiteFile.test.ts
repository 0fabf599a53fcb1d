import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createSiteScope, locateSiteFile } from '../../src/node/readSiteFile.js';
import { makeTmpDir, writeTree } from '../helpers/tmpDir.js';

test('a path outside the site is refused as outside whether or not it exists (the message tells nothing of what is there)', (t) => {
  const base = makeTmpDir(t);
  const root = path.join(base, 'site');
  writeTree(base, { 'site/content/a.png': 'a', 'outside/secret.png': 'secret' });
  const scope = createSiteScope([root]);
  const existing = locateSiteFile(path.join(root, '../outside/secret.png'), scope);
  const missing = locateSiteFile(path.join(root, '../outside/nothing-here.png'), scope);
  assert.ok('refusal' in existing && 'refusal' in missing);
  assert.equal(existing.refusal.reason, 'outside');
  assert.deepEqual(missing.refusal, existing.refusal);
  // Inside the site, a missing file is missing.
  const inside = locateSiteFile(path.join(root, 'content/b.png'), scope);
  assert.ok('refusal' in inside);
  assert.equal(inside.refusal.reason, 'missing');
  assert.deepEqual(locateSiteFile(path.join(root, 'content/a.png'), scope), { realPath: fs.realpathSync(path.join(root, 'content/a.png')) });
});
