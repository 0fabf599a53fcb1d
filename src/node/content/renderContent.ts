// renderContent: Markdown documents → HTML, headings and links, with images registered as assets.
// Parsed output is cached by file path + text, so `docgen serve` re-parses only what changed.
import fs from 'node:fs';
import path from 'node:path';
import type { PageInput } from '../routes/createRouteGraph.js';
import { humanize } from '../routes/urls.js';
import type { ContentDoc } from './collectContent.js';
import { createMarkdownRenderer, type RenderedMarkdown } from './markdownProcessor.js';
import type { TwinEdit } from './plugins/remarkTwinEdits.js';
import { contentHash } from '../output/siteAssets.js';
import { createSiteScope, readSiteFile } from '../readSiteFile.js';
import type { SiteConfig } from '../config.js';
import type { Diagnostic } from '../diagnostics.js';
import type { SourceLink } from '../../shared/types.js';
import type { TextSection } from './plugins/rehypeSearchText.js';

type Cache = Map<string, { key: string; result: RenderedMarkdown; assets: [string, string][]; missing: string[] }>;
const cache: Cache = new Map();
let cachedRenderer: { sanitize: boolean; render: ReturnType<typeof createMarkdownRenderer> } | undefined;

/** What the Markdown stage makes of the docs, in the order of the docs list. */
export interface RenderedContent {
  pages: PageInput[];
  html: Map<string, string>;
  /** Each Markdown page's text by h2/h3 section, by route URL (the search index reads it). */
  textSections: Map<string, TextSection[]>;
  /**
   * Each page's Markdown (front matter removed), its file, and where its twin differs from it, by route URL: the
   * Markdown twins are made from it; `rebaseRoute` is the docs version's rewriting of the absolute routes it links to,
   * which its HTML got (rehypeLinks) and its twin gets too.
   */
  markdown: Map<string, { body: string; file: string; twinEdits: TwinEdit[]; rebaseRoute?: (route: string) => string }>;
  sourceLinks: Map<string, { file: string; links: SourceLink[]; unresolved: string[] }>;
  /** Image source path → public path. */
  assets: Map<string, string>;
  diagnostics: Diagnostic[];
}

/** What the Markdown stage needs of the site's config. */
export type MarkdownSiteOptions = Pick<SiteConfig, 'sanitizeMarkdownHtml' | 'baseUrl' | 'root'> & { links: Pick<SiteConfig['links'], 'onBrokenMarkdownLinks'> }
  & { rebaseRoute?: (route: string) => string };

/**
 * Renders every Markdown doc (component pages are skipped); reads image files to hash them, the Markdown itself is
 * already in memory. Each doc's output depends on its own text and on the URLs of all docs.
 */
export function renderContent(docs: ContentDoc[], config: MarkdownSiteOptions, otherRoutes?: ReadonlyMap<string, string>): RenderedContent {
  if (!cachedRenderer || cachedRenderer.sanitize !== config.sanitizeMarkdownHtml) {
    cachedRenderer = { sanitize: config.sanitizeMarkdownHtml, render: createMarkdownRenderer({ sanitize: config.sanitizeMarkdownHtml }) };
    cache.clear();
  }
  const markdownRoutes = new Map([...(otherRoutes ?? []), ...docs.map((d) => [d.file, d.url] as const)]);
  // Every doc's cache key holds the URLs of all docs: hashed once here, not once per doc.
  const routesKey = contentHash([...markdownRoutes].map(([f, u]) => f + '>' + u).join('|'));
  const out: RenderedContent = { pages: [], html: new Map(), textSections: new Map(), markdown: new Map(), sourceLinks: new Map(), assets: new Map(), diagnostics: [] };
  const scope = createSiteScope([config.root]);

  for (const doc of docs) {
    if (doc.kind !== 'markdown') continue;
    // The output of a doc depends on its text, its URL and the URLs of the docs it may link to.
    const key = `${doc.url}\0${config.baseUrl}\0${doc.lineOffset}\0${contentHash(doc.body)}\0${routesKey}`;
    let entry = cache.get(doc.file);
    // An image that was missing and now exists (or the reverse) changes the output although the text did not.
    if (!entry || entry.key !== key || entry.assets.some(([src]) => !fs.existsSync(src)) || entry.missing.some((src) => fs.existsSync(src))) {
      const assets: [string, string][] = [];
      const missing: string[] = [];
      const result = cachedRenderer.render(doc.body, {
        file: doc.file, root: config.root, url: doc.url, baseUrl: config.baseUrl, lineOffset: doc.lineOffset, markdownRoutes,
        onBrokenMarkdownLinks: config.links.onBrokenMarkdownLinks, rebaseRoute: doc.collection === 'docs' ? config.rebaseRoute : undefined,
        addAsset: (source) => {
          const image = readSiteFile(source, scope);
          if ('refusal' in image) {
            if (image.refusal.reason !== 'missing') return { refused: image.refusal.message };
            missing.push(source);
            return undefined;
          }
          const ext = path.extname(source);
          const publicPath = `/assets/img/${path.basename(source, ext).replace(/[^\w.-]+/g, '-')}.${contentHash(image.bytes)}${ext.toLowerCase()}`;
          assets.push([source, publicPath]);
          return publicPath;
        },
      });
      entry = { key, result, assets, missing };
      cache.set(doc.file, entry);
    }
    const { result } = entry;
    const fm = doc.frontMatter;
    const page: PageInput = {
      collection: doc.collection, kind: 'markdown', id: doc.id, dir: doc.dir, file: doc.file, url: doc.url,
      // The front matter names the page; else the content's h1, whose markup stays in the heading only.
      title: fm.title ?? (result.contentHeading || undefined) ?? humanize(doc.id),
      contentHeading: result.contentHeading,
      description: fm.description ?? firstSentence(result.html),
      sidebarLabel: fm.sidebar_label, sidebarPosition: fm.sidebar_position,
      tags: fm.tags ?? [], headings: result.headings, hideTableOfContents: fm.hide_table_of_contents,
    };
    out.pages.push(page);
    out.html.set(doc.url, result.html);
    out.textSections.set(doc.url, result.textSections);
    out.markdown.set(doc.url, { body: doc.body, file: doc.file, twinEdits: result.twinEdits, rebaseRoute: doc.collection === 'docs' ? config.rebaseRoute : undefined });
    out.sourceLinks.set(doc.url, { file: doc.file, links: result.links, unresolved: result.unresolvedLinks });
    for (const [source, publicPath] of entry.assets) out.assets.set(source, publicPath);
    out.diagnostics.push(...result.diagnostics);
  }
  return out;
}

/** A meta description for pages without one: the first paragraph's text, cut at 160 characters. */
function firstSentence(html: string): string | undefined {
  const m = /<p>([\s\S]*?)<\/p>/.exec(html);
  if (!m) return undefined;
  const text = m[1].replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/g, ' ').trim();
  return text.length > 160 ? text.slice(0, 157).replace(/\s+\S*$/, '') + '…' : text || undefined;
}
