import { resolveConfig } from '../../src/node/config.ts';
import { loadSite } from '../../src/node/loadSite.ts';
import { noCache } from '../../src/node/stageCache.ts';
import * as renderModule from '../../src/node/render/index.ts';
import { collectSearchDocuments } from '../../src/node/search/collectSearchDocuments.ts';
import { createSearchIndex } from '../../src/node/search/createSearchIndex.ts';
const [root, spec] = process.argv.slice(2);
const config = await resolveConfig(root, { spec });
const { site } = await loadSite(config, renderModule as any, noCache, () => {});
for (let i = 0; i < 3; i++) {
  let c = process.cpuUsage();
  const docs = collectSearchDocuments({ routes: site!.graph.routes, textSections: site!.content.textSections, api: (site!.api.renderContext as any)?.api });
  let c2 = process.cpuUsage(c); c = process.cpuUsage();
  const files = createSearchIndex(docs);
  let c3 = process.cpuUsage(c);
  console.log('collect', (c2.user + c2.system) / 1000, 'index', (c3.user + c3.system) / 1000, files.map(f => f.contents.length), 'props', docs.reduce((n, d) => n + (d.a?.length ?? 0), 0));
}
{
  const docs = collectSearchDocuments({ routes: site!.graph.routes, textSections: site!.content.textSections, api: (site!.api.renderContext as any)?.api });
  for (const f of ['title','path','opid','params','props','tag','headings','text'] as const) console.log(f, docs.reduce((n, d) => n + ((d as any)[f]?.length ?? 0), 0));
  console.log('stored a chars', JSON.stringify(docs.map(d => d.a)).length);
  console.log(docs[5]);
}
{
  const docs = collectSearchDocuments({ routes: site!.graph.routes, textSections: site!.content.textSections, api: (site!.api.renderContext as any)?.api });
  const c: Record<string, number> = {};
  for (const d of docs) for (const t of d.a ?? []) { const k = t[0] + ':' + (t[2].startsWith('request-body') ? 'req' : t[2].startsWith('response') ? 'resp' : 'other') + ':' + t[1].split('.').length; c[k] = (c[k] ?? 0) + 1; }
  console.log(c);
  console.log(docs.find(d => d.k === 'operation' && d.m === 'post')?.a?.slice(0, 30));
}
{
  const MiniSearch = (await import('minisearch')).default;
  const { miniSearchOptions } = await import('../../src/shared/search/searchIndexFormat.ts');
  const { packSearchIndex } = await import('../../src/shared/search/packSearchIndex.ts');
  const docs = collectSearchDocuments({ routes: site!.graph.routes, textSections: site!.content.textSections, api: (site!.api.renderContext as any)?.api });
  for (let i = 0; i < 2; i++) {
    let c = process.cpuUsage(); const ms = new MiniSearch(miniSearchOptions); ms.addAll(docs); const a = process.cpuUsage(c);
    c = process.cpuUsage(); const j = ms.toJSON(); const b = process.cpuUsage(c);
    c = process.cpuUsage(); const p = packSearchIndex(j); const d = process.cpuUsage(c);
    c = process.cpuUsage(); const s = JSON.stringify(p); const e = process.cpuUsage(c);
    c = process.cpuUsage(); const { contentHash } = await import('../../src/node/output/siteAssets.ts'); contentHash(s); const f = process.cpuUsage(c);
    const ms_ = (x: any) => ((x.user + x.system) / 1000).toFixed(0);
    console.log('addAll', ms_(a), 'toJSON', ms_(b), 'pack', ms_(d), 'stringify', ms_(e), 'hash', ms_(f));
  }
}
