// Plain data shared by the node pipeline, the templates and (types only) the client.
// No node:* imports and no DOM here: both sides compile against this file.

/** A heading collected from a page, used for the table of contents and as a link anchor. */
export interface Heading {
  depth: number; // 1..6
  id: string;
  text: string;
}

/** A link found while transforming Markdown, kept with its source position for diagnostics. */
export interface SourceLink {
  href: string; // as it ends up in the HTML (already rewritten from ./x.md to a route)
  original: string; // as written in the Markdown
  line: number; // 1-based, in the source file (front matter counted)
  column: number;
}

export type SidebarItem =
  | { type: 'link'; label: string; href: string; className?: string; badge?: string }
  | {
      type: 'category';
      label: string;
      href?: string; // a category may have its own page (generated index)
      collapsed: boolean; // default state when the current page is not inside it
      items: SidebarItem[];
    };

export interface Sidebar {
  id: string;
  items: SidebarItem[];
}

export type RouteKind =
  | 'home'
  | 'page' // standalone Markdown or React page, no sidebar
  | 'doc'
  | 'tags'
  | 'tag'
  | 'category' // generated index of a sidebar category
  | 'api-overview'
  | 'api-operation'
  | 'api-schema' // the page of one named schema of the spec
  | 'api-schema-users' // one page of the operations that use a schema, when its own page cannot list them all
  | 'search' // the A–Z index and full-page search (/search, /search/<letter>)
  | 'what-changed' // the changes of the API between a docs version and the one before it
  | 'not-found';

/** One page of the site. The route graph is a sorted array of these. */
export interface Route {
  url: string; // '/docs/intro', '/' ; never a trailing slash except the root
  kind: RouteKind;
  outputPath: string; // relative to out/: 'docs/intro/index.html', '404.html'
  source?: string; // absolute path of the file it came from (Markdown, page component, spec)
  /** Names the page: sidebar label (unless one is given), <title>, breadcrumbs, search. Plain text. */
  title: string;
  /**
   * The plain text of the page's own h1 when its content has one (Markdown pages): that h1 is in the page's HTML, so
   * templates and other outputs add no heading; when undefined, the page's heading is `title`, added by the template.
   */
  contentHeading?: string;
  description?: string;
  sidebarId?: string;
  tags: string[];
  headings: Heading[];
  hideTableOfContents?: boolean;
  /** Kind-specific payload key (doc id, operation id, tag name...). */
  key: string;
  /** The docs version the page belongs to ('current' for the working copy), when the site has versions. */
  version?: string;
}

export interface NavbarItem {
  label: string;
  href: string; // internal route or absolute URL
  position: 'left' | 'right';
  /** For doc entries: the sidebar whose pages make this entry active. */
  activeSidebar?: string;
}

export interface FooterColumn {
  title: string;
  items: { label: string; href: string }[];
}
