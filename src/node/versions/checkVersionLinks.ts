// A link in one docs version that leads into another is a warning, unless its author wrote the other version's
// segment (/docs/1.0/x, /docs/next/x, or /docs/<latest name>/x for the latest): a version's Markdown written as
// '/docs/x' means its own page x, and lands in another version only when its own version has no such page. Pure.
import { warning, type Diagnostic } from '../diagnostics.js';
import type { RouteGraph } from '../routes/createRouteGraph.js';
import type { RenderedContent } from '../content/renderContent.js';
import type { VersionPlan } from './planVersions.js';

/** One warning per Markdown link whose target is a page of another docs version than its own page's. */
export function checkVersionLinks(graph: RouteGraph, content: RenderedContent, plans: VersionPlan[], baseUrl: string): Diagnostic[] {
  const base = baseUrl.replace(/\/$/, '');
  const byName = new Map(plans.map((p) => [p.name, p]));
  const out: Diagnostic[] = [];
  for (const [url, { file, links }] of content.sourceLinks) {
    const own = graph.byUrl.get(url)?.version;
    if (own === undefined) continue;
    for (const link of links) {
      let target = link.href.replace(/[?#].*$/, '');
      if (base && target.startsWith(base + '/')) target = target.slice(base.length);
      const version = graph.byUrl.get(target.replace(/(.)\/+$/, '$1'))?.version;
      if (version === undefined || version === own) continue;
      const other = byName.get(version)!;
      const segment = other.segment || other.name;
      if (link.original.includes(`/${segment}/`) || link.original.endsWith(`/${segment}`)) continue;
      out.push(warning('cross-version-link', `The link ${link.original} leads out of the docs version ${byName.get(own)!.label} to ${other.label}'s page ${target}: ${byName.get(own)!.label} has no such page`, {
        file, line: link.line, column: link.column,
        hint: `Add the page to this version, or write the version in the link (${other.segment ? other.docsBase : `/docs/${other.name}`}/…) to link to ${other.label} on purpose.`,
      }));
    }
  }
  return out;
}
