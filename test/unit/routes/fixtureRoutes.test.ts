// Every fixture site's route list, from the pipeline up to the route graph (no rendering): failing fixtures
// included, since their pages still get routes while their errors are reported.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig } from '../../../src/node/config.js';
import { loadSources } from '../../../src/node/content/loadSources.js';
import { collectContent } from '../../../src/node/content/collectContent.js';
import { renderContent } from '../../../src/node/content/renderContent.js';
import { createRouteGraph } from '../../../src/node/routes/createRouteGraph.js';
import { fixture } from '../../helpers/repoPaths.js';
import { parseRouteList } from '../../helpers/runDocgen.js';

async function routesOf(name: string) {
  const config = await resolveConfig(fixture(name));
  const sources = loadSources(config.docsDir, config.pagesDir);
  const content = collectContent(sources.files);
  const rendered = renderContent(content.docs, config);
  for (const d of content.docs.filter((x) => x.kind === 'component')) {
    rendered.pages.push({ collection: d.collection, kind: 'component', id: d.id, dir: d.dir, file: d.file, url: d.url, title: d.id, tags: [], headings: [] });
  }
  const { graph, diagnostics } = createRouteGraph({ pages: rendered.pages, categories: content.categories, sidebarConfig: config.sidebars, configFile: config.configFile });
  const all = [...sources.diagnostics, ...content.diagnostics, ...rendered.diagnostics, ...diagnostics];
  return { urls: graph.routes.map((r) => r.url).filter((u) => u !== '/404'), diagnostics: all };
}

const expectations: Record<string, string[]> = {
  basic: [],
  'no-config': [],
  'base-url': [],
  'broken-link': ['broken-markdown-link', 'broken-image'],
  'bad-front-matter': ['front-matter-type', 'front-matter-unknown-key', 'front-matter-yaml'],
  'slug-collision': ['bad-slug', 'route-collision'],
  'first-heading': ['front-matter-not-yaml'],
};

for (const [name, codes] of Object.entries(expectations)) {
  test(`fixture ${name}: the route graph matches expected-routes.txt`, async () => {
    const expected = parseRouteList(fs.readFileSync(path.join(fixture(name), 'expected-routes.txt'), 'utf8'));
    const { urls, diagnostics } = await routesOf(name);
    assert.deepEqual(urls, [...expected].sort());
    assert.deepEqual([...new Set(diagnostics.map((d) => d.code))].sort(), [...codes].sort());
  });
}
