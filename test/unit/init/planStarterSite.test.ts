import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { planStarterSite } from '../../../src/node/init/planStarterSite.js';
import { repoRoot } from '../../helpers/repoPaths.js';

const intro = fs.readFileSync(path.join(repoRoot, 'templates/starter/content/docs/intro.md'), 'utf8');
const starter = new Map([['content/docs/intro.md', intro], ['openapi/openapi.yaml', 'openapi: 3.1.0\n']]);
const choices = { title: 'Kettles', hasGitignore: true, hasPackageJson: true, version: '0.1.0', folderName: 'kettles' };

test("the starter intro names the site's own spec file, not the example API it does not have", () => {
  const own = planStarterSite(starter, { ...choices, spec: { fileName: 'kettles.yaml', text: 'openapi: 3.1.0\n' } });
  assert.ok(own.has('openapi/kettles.yaml') && !own.has('openapi/openapi.yaml'));
  const text = own.get('content/docs/intro.md')!;
  assert.match(text, /`openapi\/kettles\.yaml`/);
  assert.doesNotMatch(text, /openapi\/openapi\.yaml/);
  // With the example API, the intro says to replace it.
  assert.match(planStarterSite(starter, choices).get('content/docs/intro.md')!, /Replace `openapi\/openapi\.yaml`/);
});
