// What every page's templates read of the site: the config's presentation keys, the sidebars and the assets.
import type { SiteConfig } from '../config.js';
import type { RouteGraph } from '../routes/createRouteGraph.js';
import type { SiteAssets } from '../output/siteAssets.js';
import type { SiteData, VersionsData } from '../../../templates/SiteContext.js';

/** The SiteData the templates receive; `searchIndexes` are the index files' paths, in loading order (pure). */
export function createSiteData(config: SiteConfig, graph: RouteGraph, assets: SiteAssets, searchIndexes: string[] = [], versions?: VersionsData): SiteData {
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    navbar: config.navbar,
    footer: config.footer,
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    toc: config.tableOfContents,
    locales: config.i18n.locales.map((l) => ({ code: l.code, label: l.label })),
    language: { code: config.i18n.defaultLocale, direction: config.i18n.locales.find((l) => l.code === config.i18n.defaultLocale)?.direction ?? 'ltr' },
    localePath: config.i18n.localePath,
    progressBarDelay: config.progressBarDelay,
    mobileBreakpoint: config.mobileBreakpoint,
    assets: { css: assets.css.path, js: assets.js.path, headScript: assets.headScript, favicon: config.favicon },
    search: { script: assets.search.path, indexes: searchIndexes },
    sidebars: graph.sidebars,
    versions,
    markdownTwins: config.llms.enabled,
  };
}
