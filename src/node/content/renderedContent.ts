// What the Markdown stage produces and needs, without the Markdown engine: the build's thread imports this module,
// and renderContent.ts (unified, micromark, parse5 and the rest) only when it renders docs itself.
import type { SiteConfig } from '../config.js';
import type { Diagnostic } from '../diagnostics.js';
import type { SourceLink } from '../../shared/types.js';
import type { PageInput } from '../routes/createRouteGraph.js';

export interface RenderedContent {
  pages: PageInput[];
  html: Map<string, string>;
  sourceLinks: Map<string, { file: string; links: SourceLink[]; unresolved: string[] }>;
  /** Image source path → public path. */
  assets: Map<string, string>;
  diagnostics: Diagnostic[];
}

/** What the Markdown stage needs of the site's config (plain data: it is posted to the build's worker). */
export type MarkdownSiteOptions = Pick<SiteConfig, 'sanitizeMarkdownHtml' | 'baseUrl' | 'root'> & { links: Pick<SiteConfig['links'], 'onBrokenMarkdownLinks'> };

/** The Markdown options out of a full config. */
export function markdownSiteOptions(config: SiteConfig): MarkdownSiteOptions {
  return { sanitizeMarkdownHtml: config.sanitizeMarkdownHtml, baseUrl: config.baseUrl, root: config.root, links: { onBrokenMarkdownLinks: config.links.onBrokenMarkdownLinks } };
}

/** One Markdown doc rendered: what renderContent gathers for the site, for the doc at `index` of its list. */
export interface RenderedDoc {
  index: number;
  page: PageInput;
  html: string;
  sourceLinks: { file: string; links: SourceLink[]; unresolved: string[] };
  assets: [source: string, publicPath: string][];
  diagnostics: Diagnostic[];
}

/** The site's content from its docs rendered in any order, by any thread: in the order of the docs list (pure). */
export function mergeRenderedDocs(rendered: RenderedDoc[]): RenderedContent {
  const out: RenderedContent = { pages: [], html: new Map(), sourceLinks: new Map(), assets: new Map(), diagnostics: [] };
  for (const doc of [...rendered].sort((a, b) => a.index - b.index)) {
    for (const [src, pub] of doc.assets) out.assets.set(src, pub);
    out.diagnostics.push(...doc.diagnostics);
    out.pages.push(doc.page);
    out.html.set(doc.page.url, doc.html);
    out.sourceLinks.set(doc.page.url, doc.sourceLinks);
  }
  return out;
}
