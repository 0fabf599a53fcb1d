// What every template may know about the site, handed down through React context (no globals, no window).
import { createContext, useContext } from 'react';
import type { Route, Sidebar } from '../src/shared/types.js';
import type { SearchManifest } from '../src/shared/search/searchIndexFormat.js';
import type { VersionPaths } from '../src/shared/versionUrls.js';

/** One docs version, as the dropdown, the badge and the banners show it. */
export interface VersionSummary extends VersionPaths {
  /** As in versions.json; 'current' for the working copy. */
  name: string;
  label: string;
  latest: boolean;
  banner: 'none' | 'unreleased' | 'unmaintained';
  noIndex: boolean;
  /** The version's first page: where a link to a page it does not have goes. */
  firstUrl: string;
}

/** Every docs version of the site, when it has versions.json. */
export interface VersionsData {
  /** In dropdown order: the working copy ('Next') first, then newest to oldest. */
  list: VersionSummary[];
  latest: VersionSummary;
  /** The URLs of each version's pages, by version name: a link to the same page in another version only where it exists. */
  urls: Record<string, ReadonlySet<string>>;
  /** The 'What changed' pages, by the name of the newer version. */
  whatChanged: Record<string, string>;
  /** Each version's search index files, by version name (pages outside the versioned docs use the latest's). */
  searchIndexes: Record<string, string[]>;
}

export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  navbar: { title: string; items: { label: string; href: string; position: 'left' | 'right'; sidebar?: string }[] };
  footer: { links: { title: string; items: { label: string; href: string }[] }[]; copyright: string };
  announcementBar: { id: string; content: string; dismissible: boolean } | null;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean };
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  locales: { code: string; label: string }[];
  /** The language of this site's pages (i18n.defaultLocale) and its writing direction. */
  language: { code: string; direction: 'ltr' | 'rtl' };
  /** Rewrites a route to its counterpart in another locale (config i18n.localePath). */
  localePath: (path: string, locale: string) => string;
  progressBarDelay: number;
  mobileBreakpoint: number;
  assets: { css: string; js: string; headScript: string; favicon?: string };
  /** The search script and index files, loaded when the reader first uses the search box. */
  search: SearchManifest;
  /** Sidebars by id, for the layout. */
  sidebars: Record<string, Sidebar>;
  /** Absent on a site without docs versions. */
  versions?: VersionsData;
  /** Every page has a Markdown twin (config `llms`): the head links to it and pages offer "Copy page". */
  markdownTwins?: boolean;
}

export interface PageData {
  route: Route;
  sidebar?: Sidebar;
  breadcrumbs: { label: string; href?: string }[];
  previous?: { label: string; href: string };
  next?: { label: string; href: string };
}

export const SiteContext = createContext<SiteData | null>(null);

/** Returns a sidebar's HTML for a page, when the renderer renders sidebars once and activates them per page. */
export type SidebarHtml = (sidebar: Sidebar, url: string) => string;
export const SidebarHtmlContext = createContext<SidebarHtml | null>(null);

/** The pre-rendered sidebar HTML for this page, or undefined to render the tree with React. */
export function useSidebarHtml(sidebar: Sidebar, url: string): string | undefined {
  const render = useContext(SidebarHtmlContext);
  return render ? render(sidebar, url) : undefined;
}

/** The site data; throws when a template is rendered outside the layout (a docgen bug, not a user error). */
export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('SiteContext missing: render templates through renderPage');
  return site;
}

/** Prefixes an internal route with the base URL; leaves absolute URLs alone. */
export function withBase(site: Pick<SiteData, 'baseUrl'>, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  return site.baseUrl === '/' ? href : site.baseUrl.replace(/\/$/, '') + href;
}

/** A site path with the base URL in front, for links a page component writes itself (`docgen-cli/components`). */
export function useBaseUrl(href: string): string {
  return withBase(useSite(), href);
}

/** True when href leaves the site. */
export function isExternal(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}
