// Where a page's Markdown twin lives (output/twins writes it, the layout links to it). Pure.

/** The site path of a route's Markdown twin: '/' → '/index.md', '/docs/intro' → '/docs/intro.md'. */
export function twinPath(url: string): string {
  return url === '/' ? '/index.md' : `${url.replace(/\/+$/, '')}.md`;
}
