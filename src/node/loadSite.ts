// loadSite: the stages between the config and the outputs, over plain data: sources → content → API model →
// Markdown → page components → route graph → assets. build() runs it (and, through loadVersionedSite, once per docs
// version).
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from './config.js';
import { error, hasErrors, warning, type Diagnostic } from './diagnostics.js';
import { loadSources } from './content/loadSources.js';
import { collectContent } from './content/collectContent.js';
import { renderContent } from './content/renderContent.js';
import { createRouteGraph, type RouteGraph } from './routes/createRouteGraph.js';
import { loadSiteAssets } from './output/siteAssets.js';
import { loadApiStage, type ApiStage } from './openapiStage.js';
import type { BuiltSite } from './output/siteOutputs.js';
import { createSiteData } from './render/createSiteData.js';
import type { LoadedComponents, RenderModule, StageCache } from './stageCache.js';
import type { RenderedContent } from './content/renderContent.js';
import type { VersionsData } from '../../templates/SiteContext.js';
import type { VersionRenderInput } from './render/renderPage.js';
import { createApiTwinRecorder } from './output/twins/apiTwins.js';
import { listStaticFiles } from './output/staticFiles.js';
import { tryItSettings } from './openapi/tryIt/tryItSettings.js';
import type { StaticFile } from './output/staticFiles.js';
import { collectSearchDocuments } from './search/collectSearchDocuments.js';
import { createSearchIndex, type SearchIndexFile } from './search/createSearchIndex.js';

/** Everything up to the outputs; `site` is absent when an error stops the build before pages render. */
export interface LoadedSite {
  site?: BuiltSite;
  graph?: RouteGraph;
  diagnostics: Diagnostic[];
}

// Link problems found in Markdown (a missing image, a missing .md file with the 'error' policy) do not stop the
// build before the pages: they still render and the link checker still runs, so one build reports every broken link.
const sourceLinkCodes = new Set(['broken-image', 'broken-markdown-link']);

export interface LoadSiteOptions {
  /**
   * Name the search index without its content hash (`docgen serve`): every page names the index, so a hashed name
   * would make a Markdown edit re-render every page; the dev server revalidates each file anyway.
   */
  fixedSearchIndexName?: boolean;
}

/** Loads and prepares the whole site for rendering (reads the content, the spec and docgen's own assets). */
export async function loadSite(config: SiteConfig, renderModule: RenderModule, cache: StageCache, lap: (stage: string) => void, options: LoadSiteOptions = {}): Promise<LoadedSite> {
  const parts = await loadSiteParts(config, renderModule, cache, lap);
  if (!parts.ready) return { graph: parts.graph, diagnostics: parts.diagnostics };
  // Timed on its own (the bench's 'search' stage): every page names the index file, so it is made first.
  const search = siteSearchIndex(parts, options);
  lap('search');
  const site = await prepareSite(parts, renderModule, cache, { ...options, search });
  lap('assets');
  return { site, graph: parts.graph, diagnostics: parts.diagnostics };
}

/** A site loaded up to its route graph: what a docs version contributes before the versions know of each other. */
export interface SiteParts {
  config: SiteConfig;
  graph: RouteGraph;
  rendered: RenderedContent;
  api: ApiStage;
  components: LoadedComponents;
  /** The files of static/ (the working copy only). */
  staticFiles: StaticFile[];
  /** The docs version these are (its name in versions.json, 'current' for the working copy); absent without versions.json. */
  version?: string;
  diagnostics: Diagnostic[];
  /** False when an error stops the build before pages render. */
  ready: boolean;
}

/**
 * Sources → content → API model → Markdown → page components → route graph, for one tree of docs (reads disk).
 * `options.rebaseRoute` is a docs version's rewriting of the absolute routes its Markdown links to.
 */
export async function loadSiteParts(config: SiteConfig, renderModule: RenderModule, cache: StageCache, lap: (stage: string) => void, options: { docsOnly?: boolean; version?: string; otherRoutes?: ReadonlyMap<string, string>; rebaseRoute?: (api: ApiStage, docUrls: ReadonlySet<string>) => (route: string) => string } = {}): Promise<SiteParts> {
  const diagnostics: Diagnostic[] = [];
  const sources = loadSources(config.docsDir, options.docsOnly ? undefined : config.pagesDir, { root: config.root, maxMarkdownFileSize: config.maxMarkdownFileSize });
  // static/ belongs to the site, not to a docs version: the working copy lists it.
  const statics = options.docsOnly ? { files: [], diagnostics: [] } : listStaticFiles(config);
  diagnostics.push(...sources.diagnostics, ...(options.docsOnly ? [] : checkContentDir(config)), ...statics.diagnostics);
  const content = collectContent(sources.files, config.docsBase);
  diagnostics.push(...content.diagnostics);
  lap('load');

  const api = await cache.api(config.specFile, () => loadApiSafely(config));
  diagnostics.push(...api.diagnostics);
  lap('spec');

  const rebaseRoute = options.rebaseRoute?.(api, new Set(content.docs.map((d) => d.url)));
  const rendered = renderContent(content.docs, rebaseRoute ? { ...config, rebaseRoute } : config, options.otherRoutes);
  diagnostics.push(...rendered.diagnostics);
  lap('markdown');

  // Page components (content/pages/*.tsx) are code: compiled by esbuild, titled by their exported `meta`.
  const componentPages = content.docs.filter((d) => d.kind === 'component');
  const components = await cache.components(renderModule, componentPages.map((d) => ({ file: d.file, url: d.url })), () => renderModule.loadPageComponents(componentPages));
  diagnostics.push(...components.diagnostics);
  for (const c of components.components) {
    const doc = componentPages.find((d) => d.file === c.file)!;
    rendered.pages.push({ collection: doc.collection, kind: 'component', id: doc.id, dir: doc.dir, file: doc.file, url: doc.url, title: c.meta?.title ?? config.title, description: c.meta?.description, tags: [], headings: [] });
  }
  lap('components');

  const { graph, diagnostics: graphDiagnostics } = createRouteGraph({
    pages: rendered.pages, categories: content.categories, api: api.routes, sidebarConfig: config.sidebars, configFile: config.configFile,
    docsBase: config.docsBase, version: options.version, docsOnly: options.docsOnly,
  });
  diagnostics.push(...graphDiagnostics);
  lap('routes');
  const ready = !hasErrors(diagnostics.filter((d) => !sourceLinkCodes.has(d.code)));
  return { config, graph, rendered, api, components, staticFiles: statics.files, version: options.version, diagnostics, ready };
}

/** The search index of a site's pages (its files, named by content hash unless options.fixedSearchIndexName). */
function siteSearchIndex({ graph, rendered, api }: SiteParts, options: LoadSiteOptions): SearchIndexFile[] {
  return createSearchIndex(collectSearchDocuments({ routes: graph.routes, textSections: rendered.textSections, api: api.renderContext?.api }), { fixedNames: options.fixedSearchIndexName });
}

/**
 * The site's search index, assets and page renderer over loaded parts; `versions` tells the templates about the
 * other docs versions, `versionInputs` what this version changed.
 */
export async function prepareSite(parts: SiteParts, renderModule: RenderModule, cache: StageCache, options: LoadSiteOptions & { search: SearchIndexFile[] }, versions?: VersionsData, versionInputs?: VersionRenderInput): Promise<BuiltSite> {
  const { config, graph, rendered, api, components } = parts;
  // Made before the pages (every page names the index file, whose name holds its hash): loadSite, or one per version.
  const { search } = options;
  const assets = await cache.assets(config.mobileBreakpoint, () => loadSiteAssets(config.mobileBreakpoint));
  const apiContext = api.renderContext && { ...api.renderContext, tryIt: tryItSettings(config, api.renderContext.api, assets) };
  const searchListing = versionInputs?.searchListing ?? { routes: graph.routes, api: api.renderContext?.api };
  const pageInputs = {
    renderModule, site: createSiteData(config, graph, assets, search.map((f) => f.path), versions), graph, content: rendered.html, version: parts.version,
    api: apiContext && versionInputs?.markLabel ? { ...apiContext, marks: versionInputs.marks, schemaMarks: versionInputs.schemaMarks, markLabel: versionInputs.markLabel } : apiContext,
    components: new Map(components.components.map((c) => [c.url, c.component!])), ...versionInputs, searchListing,
    // Operation and schema twins are written from the views the pages are drawn from.
    onApiView: createApiTwinRecorder(config, api.renderContext?.api),
  };
  const renderPage = cache.pageRenderer(pageInputs, renderModule.createPageRenderer(pageInputs));
  return { config, graph, assets, content: rendered, api, search, searchListing, renderPage, staticFiles: parts.staticFiles, whatChanged: versionInputs?.whatChanged };
}

/**
 * The API stage, with whatever a third-party parser throws on the spec reported against the spec (stack trace with
 * --verbose), like any other problem of the input.
 */
function loadApiSafely(config: SiteConfig): Promise<ApiStage> {
  return loadApiStage(config).catch((e: unknown): ApiStage => ({
    files: [],
    diagnostics: [error('internal-error', `Cannot load the OpenAPI spec: ${(e as Error)?.message ?? e}`, {
      file: config.specFile, cause: e, hint: 'docgen did not expect this input: run with --verbose for the stack trace and report it with the spec.',
    })],
  }));
}

/** Zero-config on a folder without content/ still builds (home, 404, the API reference): say so, once, as a warning. */
function checkContentDir(config: SiteConfig): Diagnostic[] {
  let isDir = false;
  try { isDir = fs.statSync(config.contentDir).isDirectory(); } catch { /* missing */ }
  if (isDir) return [];
  const exists = fs.existsSync(config.contentDir);
  const what = config.specFile ? 'the home page, the 404 page and the API reference' : 'only a home page and a 404 page';
  return [warning('no-content', `${exists ? 'The content folder is a file, not a folder' : 'No content folder'}: the site has ${what}`, {
    file: config.contentDir,
    hint: `Add Markdown under ${path.join(config.contentDir, 'docs')}/ (docs/intro.md becomes /docs/intro), or pass --root the folder that holds content/.`,
  })];
}
