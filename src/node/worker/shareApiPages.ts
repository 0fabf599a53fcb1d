// The build's side of sharing API pages with the worker (see siteWorker.ts): when to, and the order in which the
// build's thread renders while the worker takes pages from the same counter.
import fs from 'node:fs';
import type { RouteGraph } from '../routes/createRouteGraph.js';
import type { SiteData } from '../../../templates/SiteContext.js';
import type { SiteWorker } from './startSiteWorker.js';
import { claimPages, closeShare } from './siteWorkerProtocol.js';

// Both threads render API pages for specs in this range of sizes; the worker gets a copy of the model the build's
// thread loaded (openapi/portableApi.ts). Measured on 2 cores, wall, median of 5, shared vs the worker only writing:
// Stripe (4 MB) 4.39 vs 4.85 s; 1,000 synthetic operations (6.5 MB) 4.12 vs 4.91 s; 2,000 (13 MB) 7.46 vs 8.77 s.
// Below it the worker's cold start on the render code costs more than its half of the pages saves (BetaSeries,
// 0.5 MB and 170 operations: 1.97 vs 1.75 s, its views being prepared while the Markdown renders). Above it, the
// second copy of the model costs too much memory (10,000 operations, 65 MB: 1.4-1.75 GB shared, 0.94 GB not).
const SHARED_RENDER_SPEC_BYTES = { min: 2_000_000, max: 40_000_000 };

/** True when the spec file's size is in the range where both threads render API pages. */
export function isSharedSpecSize(specFile: string): boolean {
  const size = specSize(specFile);
  return size >= SHARED_RENDER_SPEC_BYTES.min && size <= SHARED_RENDER_SPEC_BYTES.max;
}

function specSize(specFile: string): number {
  try { return fs.statSync(specFile).size; } catch { return 0; /* missing: the spec stage reports it */ }
}

/**
 * API operation and overview pages are shared with the worker (which has a copy of the model): the order this thread
 * renders in is every other page first, then API pages claimed from the shared counter, a few at a time.
 */
export function startRenderShare(worker: SiteWorker, graph: RouteGraph, site: SiteData, folder: string) {
  const isShared = (kind: string) => kind === 'api-operation' || kind === 'api-overview';
  const routes = [...graph.routes.keys()].filter((i) => isShared(graph.routes[i].kind));
  const counter = new SharedArrayBuffer(8);
  return {
    render: (onProgress: (pages: number, bytes: number) => void) => worker.renderShare({ site: withoutFunctions(site), graph, routes, counter, folder }, onProgress),
    /** True when the worker never started (its spec still loading when this thread took the last page): nothing to wait for. */
    closeUnstarted: () => closeShare(new Int32Array(counter)),
    *order(): Generator<number> {
      for (const [i, route] of graph.routes.entries()) if (!isShared(route.kind)) yield i;
      const claims = new Int32Array(counter);
      for (let claim = claimPages(claims, routes.length); claim; claim = claimPages(claims, routes.length)) {
        for (let i = claim[0]; i < claim[1]; i++) yield routes[i];
      }
    },
  };
}

function withoutFunctions(site: SiteData): Omit<SiteData, 'localePath'> {
  const { localePath: _, ...rest } = site;
  return rest;
}
