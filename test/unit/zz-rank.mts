import { resolveConfig } from '../../src/node/config.ts';
import { loadSite } from '../../src/node/loadSite.ts';
import { noCache } from '../../src/node/stageCache.ts';
import * as renderModule from '../../src/node/render/index.ts';
import { collectSearchDocuments } from '../../src/node/search/collectSearchDocuments.ts';
import { createSearchIndex } from '../../src/node/search/createSearchIndex.ts';
import { miniSearchOptions } from '../../src/shared/search/searchIndexFormat.ts';
import { unpackSearchIndex } from '../../src/shared/search/packSearchIndex.ts';
import { querySearchIndex } from '../../src/shared/search/querySearchIndex.ts';
import MiniSearch from 'minisearch';
const [root, spec, ...qs] = process.argv.slice(2);
const config = await resolveConfig(root, { spec: spec || undefined });
const { site } = await loadSite(config, renderModule as any, noCache, () => {});
const docs = collectSearchDocuments({ routes: site!.graph.routes, textSections: site!.content.textSections, api: (site!.api.renderContext as any)?.api });
const files = createSearchIndex(docs);
console.log(files.map(f => `${f.path} ${f.contents.length}`));
const index = MiniSearch.loadJS(unpackSearchIndex(JSON.parse(files[0].contents)), miniSearchOptions);
for (const q of qs) {
  const t = performance.now(); const { hits } = querySearchIndex(index, q, 8); const ms = performance.now() - t;
  console.log(`\n## ${q} (${ms.toFixed(1)} ms)`); for (const h of hits) console.log('  ', h.url, '|', h.title, h.reason ? `| ${h.reason.label} ${h.reason.name} ${h.reason.url}` : '');
}
