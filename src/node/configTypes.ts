// The shape of docgen.config.ts. Everything is optional: a site with no config file gets the defaults.

export interface NavbarItemConfig {
  label: string;
  /** An internal route ('/docs/intro') or an absolute URL. */
  href: string;
  position?: 'left' | 'right';
  /** Marks the entry active on every page of this sidebar. */
  sidebar?: string;
}

export interface LocaleConfig {
  code: string;
  label: string;
  direction?: 'ltr' | 'rtl';
}

/** An entry of a sidebar: a doc id, a folder shown as a category, a folder's contents inline, or the API reference. */
export type SidebarEntryConfig = string | { category: string } | { dir: string } | { api: true };

export interface CodeSampleLanguageConfig {
  id: string;
  label: string;
  /** httpsnippet target and client, e.g. 'python' + 'requests', 'shell' + 'curl'. */
  target: string;
  client?: string;
}

export interface DocgenConfig {
  title?: string;
  tagline?: string;
  /** Production origin, used for canonical URLs, Open Graph and the sitemap. */
  url?: string;
  baseUrl?: string;
  favicon?: string;
  contentDir?: string;
  /** Folder whose files are copied as they are to the same paths in the output (default: static/). */
  staticDir?: string;
  outDir?: string;
  /** The OpenAPI file, relative to the root. Default: the first *.yaml|*.yml|*.json in openapi/. */
  spec?: string;
  api?: {
    routeBasePath?: string;
    categoryUrl?: string;
    /** The spec's problems against the OpenAPI schema fail the build instead of being warnings (as `--strict`). */
    strict?: boolean;
    /**
     * The "Try it" form on operation pages; `false` turns it off. Requests go from the reader's browser straight to the
     * API, unless `proxyUrl` is set: it is put in front of the full request URL (`<proxyUrl><https://api…/x>`), for APIs
     * that do not allow cross-origin requests. `timeout`: seconds before a request is given up (default 30).
     */
    tryIt?: false | { proxyUrl?: string; timeout?: number };
  };
  navbar?: { title?: string; items?: NavbarItemConfig[] };
  footer?: { links?: { title: string; items: { label: string; href: string }[] }[]; copyright?: string };
  announcementBar?: { id: string; content: string; dismissible?: boolean } | null;
  colorMode?: { defaultMode?: 'light' | 'dark'; disableSwitch?: boolean };
  tableOfContents?: { minHeadingLevel?: number; maxHeadingLevel?: number };
  mobileBreakpoint?: number;
  progressBarDelay?: number;
  codeSamples?: CodeSampleLanguageConfig[];
  i18n?: { defaultLocale?: string; locales?: LocaleConfig[]; localePath?: (path: string, locale: string) => string };
  links?: { onBrokenLinks?: 'error' | 'warn'; onBrokenMarkdownLinks?: 'error' | 'warn' };
  /** Sanitise raw HTML written in Markdown too (spec text is always sanitised). */
  sanitizeMarkdownHtml?: boolean;
  /** Largest Markdown file accepted, in bytes (default 6,000,000): bigger ones are an error, not an out-of-memory crash. */
  maxMarkdownFileSize?: number;
  /** Largest OpenAPI spec file accepted, in bytes (default 100,000,000): a bigger one is an error, not an out-of-memory crash. */
  maxSpecFileSize?: number;
  sidebars?: Record<string, SidebarEntryConfig[]>;
  /**
   * Markdown twins of every page (`/docs/intro.md`), `/llms.txt` and `/llms-full.txt`, for coding assistants; on by
   * default. `optional` lists routes (a route stands for the pages under it too) that llms.txt lists under
   * `## Optional` and llms-full.txt leaves out; `summary` is llms.txt's blockquote (default: the tagline).
   */
  llms?: { enabled?: boolean; optional?: string[]; summary?: string };
  /**
   * Per docs version (names as in versions.json; `current` is the working copy, shown as 'Next'): its label, its
   * banner and whether search engines may index it. Versions themselves are made with `docgen version <name>`.
   */
  versions?: Record<string, VersionConfig>;
}

export interface VersionConfig {
  label?: string;
  /** Default: 'unreleased' for the working copy, 'unmaintained' for versions older than the latest. */
  banner?: 'none' | 'unreleased' | 'unmaintained';
  /** Ask search engines not to index this version's pages. */
  noIndex?: boolean;
}

/** Identity function that gives docgen.config.ts its types. */
export function defineConfig(config: DocgenConfig): DocgenConfig {
  return config;
}
