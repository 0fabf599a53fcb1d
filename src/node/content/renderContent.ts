// renderContent: Markdown documents → HTML, headings and links, with images registered as assets.
// Parsed output is cached by file path + text, so `docgen serve` re-parses only what changed.
import fs from 'node:fs';
import path from 'node:path';
import type { PageInput } from '../routes/createRouteGraph.js';
import { humanize } from '../routes/urls.js';
import type { ContentDoc } from './collectContent.js';
import { createMarkdownRenderer, type RenderedMarkdown } from './markdownProcessor.js';
import { contentHash } from '../output/siteAssets.js';
import { createSiteScope, readSiteFile } from '../readSiteFile.js';
import { mergeRenderedDocs, type MarkdownSiteOptions, type RenderedContent, type RenderedDoc } from './renderedContent.js';

type Cache = Map<string, { key: string; result: RenderedMarkdown; assets: [string, string][]; missing: string[] }>;
const cache: Cache = new Map();
let cachedRenderer: { sanitize: boolean; render: ReturnType<typeof createMarkdownRenderer> } | undefined;

/** Renders every Markdown doc (reads image files to hash them; the Markdown itself is already in memory). */
export function renderContent(docs: ContentDoc[], config: MarkdownSiteOptions): RenderedContent {
  return mergeRenderedDocs(renderDocs(docs, config, docs.keys()));
}

/**
 * Renders the docs at `indexes` of `docs` (component pages are skipped). Each doc's output depends on its own text
 * and on the URLs of all docs, never on another doc's rendering: the build's two threads can split the list.
 */
export function renderDocs(docs: ContentDoc[], config: MarkdownSiteOptions, indexes: Iterable<number>): RenderedDoc[] {
  if (!cachedRenderer || cachedRenderer.sanitize !== config.sanitizeMarkdownHtml) {
    cachedRenderer = { sanitize: config.sanitizeMarkdownHtml, render: createMarkdownRenderer({ sanitize: config.sanitizeMarkdownHtml }) };
    cache.clear();
  }
  const markdownRoutes = new Map(docs.map((d) => [d.file, d.url]));
  // Every doc's cache key holds the URLs of all docs: hashed once here, not once per doc.
  const routesKey = contentHash([...markdownRoutes].map(([f, u]) => f + '>' + u).join('|'));
  const rendered: RenderedDoc[] = [];
  const scope = createSiteScope([config.root]);

  for (const index of indexes) {
    const doc = docs[index];
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
        onBrokenMarkdownLinks: config.links.onBrokenMarkdownLinks,
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
    rendered.push({
      index,
      page: {
        collection: doc.collection, kind: 'markdown', id: doc.id, dir: doc.dir, file: doc.file, url: doc.url,
        title: fm.title ?? result.titleFromHeading ?? humanize(doc.id),
        description: fm.description ?? firstSentence(result.html),
        sidebarLabel: fm.sidebar_label, sidebarPosition: fm.sidebar_position,
        tags: fm.tags ?? [], headings: result.headings, hideTableOfContents: fm.hide_table_of_contents,
      },
      html: result.html,
      sourceLinks: { file: doc.file, links: result.links, unresolved: result.unresolvedLinks },
      assets: entry.assets,
      diagnostics: result.diagnostics,
    });
  }
  return rendered;
}

/** A meta description for pages without one: the first paragraph's text, cut at 160 characters. */
function firstSentence(html: string): string | undefined {
  const m = /<p>([\s\S]*?)<\/p>/.exec(html);
  if (!m) return undefined;
  const text = m[1].replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/g, ' ').trim();
  return text.length > 160 ? text.slice(0, 157).replace(/\s+\S*$/, '') + '…' : text || undefined;
}
