import { resolveConfig } from '../../src/node/config.ts';
import { loadSite } from '../../src/node/loadSite.ts';
import { noCache } from '../../src/node/stageCache.ts';
import * as renderModule from '../../src/node/render/index.ts';
import { collectSearchDocuments } from '../../src/node/search/collectSearchDocuments.ts';
import { miniSearchOptions } from '../../src/shared/search/searchIndexFormat.ts';
import MiniSearch from 'minisearch';
import { gzipSync } from 'node:zlib';
const [root, spec] = process.argv.slice(2);
const config = await resolveConfig(root, { spec });
const { site } = await loadSite(config, renderModule as any, noCache, () => {});
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  const docs = collectSearchDocuments({ routes: site!.graph.routes, textSections: site!.content.textSections, api: (site!.api.renderContext as any)?.api });
  const t1 = performance.now();
  const ms = new MiniSearch(miniSearchOptions); ms.addAll(docs);
  const json = JSON.stringify(ms);
  const t2 = performance.now();
  console.log(`docs ${docs.length} collect ${(t1-t0).toFixed(0)}ms index ${(t2-t1).toFixed(0)}ms raw ${json.length} gz ${gzipSync(json).length}`);
  if (i === 0) {
    const stored = JSON.stringify(docs.map(d => [d.title, d.path, d.u, d.k, d.m, d.s, d.a]));
    console.log('stored gz', gzipSync(stored).length, 'props', docs.reduce((n, d) => n + (d.props?.split(' ').length ?? 0), 0));
  }
}
{
  const docs = collectSearchDocuments({ routes: site!.graph.routes, textSections: site!.content.textSections, api: (site!.api.renderContext as any)?.api });
  for (const f of ['title','path','opid','params','props','tag','headings','text'] as const) {
    const opts = { ...miniSearchOptions, fields: [f] };
    const t = performance.now();
    const ms = new MiniSearch(opts as any); ms.addAll(docs);
    const el = performance.now() - t;
    const o = { ...miniSearchOptions, fields: [f], storeFields: [] };
    const ms2 = new MiniSearch(o as any); ms2.addAll(docs);
    const j = JSON.stringify(ms2);
    console.log(f, 'chars', docs.reduce((n, d) => n + ((d as any)[f]?.length ?? 0), 0), 'gz', gzipSync(j).length, el.toFixed(0), 'ms');
  }
  const { tokenize, indexTerms } = await import('../../src/shared/search/searchTerms.ts');
  const all = docs.map(d => [d.title, d.text, d.props, d.params].join(' ')).join(' ');
  let t = performance.now(); const toks = tokenize(all); const a = performance.now() - t; t = performance.now(); let n = 0; for (const x of toks) n += indexTerms(x)?.length ?? 0; console.log('tokens', toks.length, a.toFixed(0), 'terms', n, (performance.now() - t).toFixed(0));
}
{
  const docs = collectSearchDocuments({ routes: site!.graph.routes, textSections: site!.content.textSections, api: (site!.api.renderContext as any)?.api });
  const by: Record<string, number> = {};
  for (const d of docs) by[d.k] = (by[d.k] ?? 0) + (d.text?.length ?? 0);
  console.log(by, docs.filter(d => d.k !== 'operation').map(d => d.u + ' ' + (d.text?.length ?? 0)).join('\n'));
}
{
  const docs = collectSearchDocuments({ routes: site!.graph.routes, textSections: site!.content.textSections, api: (site!.api.renderContext as any)?.api });
  const ms = new MiniSearch(miniSearchOptions); ms.addAll(docs);
  const j = ms.toJSON() as any;
  for (const k of Object.keys(j)) console.log('part', k, gzipSync(JSON.stringify(j[k])).length);
  console.log('terms', j.index.length);
}
{
  const docs = collectSearchDocuments({ routes: site!.graph.routes, textSections: site!.content.textSections, api: (site!.api.renderContext as any)?.api });
  const ms = new MiniSearch(miniSearchOptions); ms.addAll(docs);
  const j = ms.toJSON() as any;
  // compact: [term, f, [d, n, d, n...], f, [...]] with delta doc ids, freq omitted when 1
  const compact = j.index.map(([term, data]: any) => [term, ...Object.entries(data).flatMap(([f, post]: any) => { let prev = 0; const arr: number[] = []; for (const [d, n] of Object.entries(post)) { const di = Number(d); arr.push(n === 1 ? di - prev : -(di - prev), ...(n === 1 ? [] : [n as number])); prev = di; } return [Number(f), arr]; })]);
  console.log('compact index gz', gzipSync(JSON.stringify(compact)).length, 'orig', gzipSync(JSON.stringify(j.index)).length);
  const fl = gzipSync(JSON.stringify(j.fieldLength)).length;
  console.log('fieldLength', fl);
}
