import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { classifyChange, listWatchTargets, unchangedSpecs } from '../../../src/node/serve/watchSite.js';
import { repoRoot } from '../../helpers/repoPaths.js';

const root = path.join(path.sep, 'site');

test('watches content, the spec folder, the config files and docgen\'s templates', () => {
  const targets = listWatchTargets(root);
  for (const p of [path.join(root, 'content'), path.join(root, 'openapi'), path.join(root, 'docgen.config.ts'), path.join(repoRoot, 'templates')]) {
    assert.ok(targets.paths.includes(p), p);
  }
});

test('a spec outside openapi/ adds its own folder', () => {
  const specFile = path.join(path.sep, 'specs', 'api.json');
  const targets = listWatchTargets(root, { specFile, contentDir: path.join(root, 'docs-src') } as never);
  assert.ok(targets.paths.includes(path.join(path.sep, 'specs')));
  assert.ok(targets.paths.includes(path.join(root, 'docs-src')));
});

test('classifies changes by what they invalidate', () => {
  const targets = listWatchTargets(root);
  assert.equal(classifyChange(path.join(root, 'docgen.config.ts'), targets), 'config');
  assert.equal(classifyChange(path.join(root, 'openapi', 'parts', 'a.yaml'), targets), 'spec');
  assert.equal(classifyChange(path.join(root, 'content', 'docs', 'a.md'), targets), 'markdown');
  assert.equal(classifyChange(path.join(root, 'content', 'pages', 'index.tsx'), targets), 'other');
  assert.equal(classifyChange(path.join(root, 'content', 'docs', '_category_.json'), targets), 'other');
  assert.equal(classifyChange(path.join(targets.templatesDir, 'Layout.tsx'), targets), 'template');
  assert.equal(classifyChange(path.join(targets.templatesDir, 'styles', '00-base.css'), targets), 'style');
});

test('docs versions: versions.json is like the config, a frozen version\'s spec like the spec, its Markdown like content', () => {
  const targets = listWatchTargets(root);
  assert.ok(targets.paths.includes(path.join(root, 'versioned')));
  assert.equal(classifyChange(path.join(root, 'versions.json'), targets), 'config');
  assert.equal(classifyChange(path.join(root, 'versioned', '1.0', 'openapi', 'api.yaml'), targets), 'spec');
  assert.equal(classifyChange(path.join(root, 'versioned', '1.0', 'sidebars.json'), targets), 'spec');
  assert.equal(classifyChange(path.join(root, 'versioned', '1.0', 'content', 'docs', 'a.md'), targets), 'markdown');
});

test('docs versions: a spec change leaves the other versions\' specs loaded', () => {
  const targets = listWatchTargets(root);
  const working = path.join(root, 'openapi', 'api.yaml');
  const frozen = (name: string) => path.join(root, 'versioned', name, 'openapi', 'api.yaml');
  const kept = (changed: string[]) => [working, frozen('1.0'), frozen('2.0')].filter(unchangedSpecs(changed, targets));
  assert.deepEqual(kept([path.join(root, 'openapi', 'parts', 'a.yaml')]), [frozen('1.0'), frozen('2.0')]);
  assert.deepEqual(kept([frozen('1.0')]), [working, frozen('2.0')]);
  assert.deepEqual(kept([path.join(root, 'versioned', '2.0', 'version.json'), working]), [frozen('1.0')]);
});
