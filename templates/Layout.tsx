import type { ReactNode } from 'react';
import { useSite, withBase, type PageData } from './SiteContext.js';
import { AnnouncementBar } from './parts/AnnouncementBar.js';
import { Navbar } from './parts/Navbar.js';
import { Sidebar } from './parts/Sidebar.js';
import { Footer } from './parts/Footer.js';
import { PageLinkContext } from './parts/Link.js';
import { VersionDropdown } from './parts/VersionDropdown.js';
import { VersionBanner } from './parts/VersionBanner.js';
import { pageVersion, sameIn, versionedLink } from './parts/versionLinks.js';
import { twinPath } from '../src/shared/twinPath.js';

// Controls that only the client script makes work.
// Without JavaScript the drawer cannot copy the sidebar in, so narrow screens show it after the content.
const noScriptMobileSidebar = (breakpoint: number) => `@media (max-width: ${breakpoint}px){.dg-page{flex-direction:column}.dg-sidebar{display:flex;position:static;width:auto;height:auto;order:2;border-right:0;border-top:1px solid var(--dg-border)}.dg-sidebar__hide{display:none}.dg-drawer__sidebar{display:none}}`;
const NO_SCRIPT_HIDDEN = '.dg-theme-toggle,.dg-announcement__close,.dg-sidebar__hide,.dg-copy-page';

// Without a configured icon browsers ask for /favicon.ico and log a 404; the logo, inline, answers instead.
const defaultFavicon = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3447a8"/><path d="M9 10h9a5 5 0 0 1 0 10h-4v4H9z" fill="#fff"/></svg>');

/** The whole HTML document: head metadata, skip link, announcement bar, navbar, optional sidebar, main, footer. */
export function Layout({ page, children }: { page: PageData; children: ReactNode }) {
  const site = useSite();
  const { route, sidebar } = page;
  // Every <title> must be unique and must not repeat itself ("BetaSeries API | BetaSeries API").
  const fullTitle = route.url === '/' ? `${site.title}${site.tagline ? ' | ' + site.tagline : ''}` : route.title === site.title ? `${route.title} reference` : `${route.title} | ${site.title}`;
  const version = pageVersion(site, route);
  // Older versions and the working copy point search engines at the same page of the latest version, where it exists.
  const canonicalUrl = version && !version.latest ? sameIn(site, route.url, version, site.versions!.latest) ?? route.url : route.url;
  const canonical = site.url + withBase(site, canonicalUrl === '/404' ? '/' : canonicalUrl);
  const description = route.description || site.tagline || site.title;
  return (
    <html lang={site.language.code} dir={site.language.direction} className={version ? `docs-version-${version.name}` : undefined} data-theme={site.colorMode.defaultMode} data-base-url={site.baseUrl} data-progress-delay={site.progressBarDelay} data-breakpoint={site.mobileBreakpoint} data-announcement-id={site.announcementBar?.dismissible ? site.announcementBar.id : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        {route.kind === 'not-found' ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
        {version?.noIndex ? <meta name="robots" content="noindex, nofollow" /> : null}
        {version ? <meta name="docgen:version" content={version.name} /> : null}
        {site.markdownTwins && route.kind !== 'not-found' ? <link rel="alternate" type="text/markdown" href={withBase(site, twinPath(route.url))} /> : null}
        <meta property="og:title" content={fullTitle} />
        <meta property="og:description" content={description} />
        <meta property="og:type" content={route.kind === 'home' ? 'website' : 'article'} />
        <meta property="og:url" content={canonical} />
        <meta property="og:site_name" content={site.title} />
        <meta name="twitter:card" content="summary" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href={site.assets.favicon ? withBase(site, site.assets.favicon) : defaultFavicon} />
        <script dangerouslySetInnerHTML={{ __html: site.assets.headScript }} />
        <link rel="stylesheet" href={withBase(site, site.assets.css)} />
        {/* Without JavaScript these buttons would do nothing: hide them rather than offer dead controls. */}
        <noscript dangerouslySetInnerHTML={{ __html: `<style>${NO_SCRIPT_HIDDEN}{display:none!important}${noScriptMobileSidebar(site.mobileBreakpoint)}</style>` }} />
        <script defer src={withBase(site, site.assets.js)} />
      </head>
      <body className={`dg-kind-${route.kind}`}>
        <a className="dg-skip" href="#main">Skip to main content</a>
        <AnnouncementBar />
        <PageLinkContext.Provider value={site.versions ? (href) => versionedLink(site, route, href) : null}>
          <div className="dg-app" data-dg-app="" data-dg-version={version?.name} data-dg-versions={site.versions?.list.map((v) => v.name).join(' ')}>
            <Navbar url={route.url} sidebar={sidebar} versions={<VersionDropdown route={route} />} version={version?.name} />
            <div className={'dg-page' + (sidebar ? ' dg-page--sidebar' : '')}>
              {sidebar ? <Sidebar sidebar={sidebar} url={route.url} /> : null}
              <main id="main" className="dg-main" tabIndex={-1}><VersionBanner route={route} />{children}</main>
            </div>
            <Footer />
          </div>
        </PageLinkContext.Provider>
      </body>
    </html>
  );
}
