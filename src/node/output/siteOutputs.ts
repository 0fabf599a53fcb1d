// The outputs of a build, in one list that `docgen build` and `docgen serve` both run: each is a function from the
// built site to the files it adds. A new output (schema pages, a search index, Markdown copies, llms.txt) is one
// more module here. Files are yielded one at a time, so that pages can be written as they render and let go.
import type { Diagnostic } from '../diagnostics.js';
import type { SiteConfig } from '../config.js';
import type { RouteGraph } from '../routes/createRouteGraph.js';
import type { Route } from '../../shared/types.js';
import type { ApiStage } from '../openapiStage.js';
import type { RenderedContent } from '../content/renderContent.js';
import type { SiteAssets } from './siteAssets.js';
import type { RenderedPage } from '../stageCache.js';
import type { WhatChangedPage } from '../versions/whatChanged.js';
import { pageFiles } from './pageFiles.js';
import { assetFiles } from './siteAssets.js';
import { imageFiles } from './imageFiles.js';
import { sitemapFiles } from './sitemap.js';
import { searchFiles } from './searchFiles.js';
import type { SearchIndexFile } from '../search/createSearchIndex.js';
import type { SearchListing } from '../search/searchPages.js';
import { staticFiles, type StaticFile } from './staticFiles.js';
import { twinFiles } from './twins/twinFiles.js';

/** Everything a build has made before its files are written: plain data, but for the page renderer. */
export interface BuiltSite {
  config: SiteConfig;
  graph: RouteGraph;
  assets: SiteAssets;
  content: RenderedContent;
  api: ApiStage;
  /** The search index files, in the order the browser loads them. */
  search: SearchIndexFile[];
  /** What the A–Z index (/search) and its twin list. */
  searchListing: SearchListing;
  renderPage: (route: Route) => RenderedPage;
  /** The files of static/, copied as they are (staticFiles.ts). */
  staticFiles: StaticFile[];
  /** With docs versions (versions.json): the latest one's name; routes carry their version's name. */
  latestVersion?: string;
  /** With docs versions: each version as a site of its own (its routes, content and API), the working copy first. */
  versionSites?: BuiltSite[];
  /** With docs versions: each version's label by name. */
  versionLabels?: Record<string, string>;
  /** With docs versions: the 'What changed' pages (versions/whatChanged.ts). */
  whatChanged?: WhatChangedPage[];
}

/** One file of the site; a page carries its route and the links read out of it, for the link check. */
export interface OutputFile {
  /** Site path with a leading slash: '/docs/intro/index.html', '/sitemap.xml'. */
  path: string;
  contents: string | Uint8Array;
  /** UTF-8 size, when the output knows it already. */
  bytes?: number;
  page?: { route: Route; rendered: RenderedPage };
  /** The site's own file it copies (static/), for a message that names it. */
  source?: string;
}

/**
 * An output: the files it adds to the site; problems (a page that cannot render) go to `report`. With a `stage`, the
 * build reports its time under that name (build().timings, the bench's --stages), else within 'write'.
 */
export type SiteOutput = ((site: BuiltSite, report: (problem: Diagnostic) => void) => Iterable<OutputFile>) & { stage?: string };

/** Every output of a build, in the order they are written: pages first (the link check reads them). */
export const siteOutputs: SiteOutput[] = [
  pageFiles,
  assetFiles,
  sitemapFiles,
  // The spec as written and as JSON, for download (createApiRoutes made them).
  (site) => site.api.files.map((f) => ({ path: '/' + f.outputPath, contents: f.contents })),
  imageFiles,
  searchFiles,
  // Every page as Markdown, llms.txt and llms-full.txt (config `llms`). The operation and schema twins are written as their
  // pages render (twins/apiTwins.ts): that part of their time is in 'render'.
  Object.assign((site: BuiltSite, report: (problem: Diagnostic) => void) => twinFiles(site, report), { stage: 'twins' }),
  // Last: a static file that claims a path another output makes is reported against the static file.
  staticFiles,
];
