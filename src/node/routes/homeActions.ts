// Where the built-in home page (a site without content/pages/index) sends a reader: its page and its twin say the same.
import type { SidebarItem } from '../../shared/types.js';
import type { RouteGraph } from './createRouteGraph.js';

/** The built-in home page's buttons: the first page of the first docs sidebar, then the API index. */
export function homeActions(graph: Pick<RouteGraph, 'routes' | 'sidebars'>): { firstDoc?: string; apiUrl?: string } {
  const firstDoc = Object.values(graph.sidebars).find((s) => s.id !== 'api')?.items;
  return {
    firstDoc: firstDoc ? firstLink(firstDoc) : undefined,
    apiUrl: graph.routes.find((r) => r.kind === 'category' && r.key === 'api')?.url,
  };
}

function firstLink(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.href) return item.href;
    if (item.type === 'category') {
      const inner = item.href ?? firstLink(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}
