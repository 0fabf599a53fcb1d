// Reads the internal links and the ids out of a rendered page, so the HTML itself can be let go right after.
// React writes attributes with double quotes and escapes & as &amp;: a regex over that output is exact and fast.

export interface PageLinks {
  url: string;
  /** The source file (Markdown) for reporting, when the page has one. */
  source?: string;
  hrefs: string[];
  ids: Set<string>;
}

const attr = /\s(href|src)="([^"]*)"/g;
const idAttr = /\sid="([^"]*)"/g;

function decodeEntities(s: string): string {
  return s.indexOf('&') < 0 ? s : s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** Returns every href/src that stays on the site and every id of the page (pure). */
export function collectPageLinks(url: string, html: string, source?: string): PageLinks {
  const hrefs: string[] = [];
  const ids = new Set<string>();
  for (const m of html.matchAll(attr)) {
    const value = decodeEntities(m[2]);
    if (!value || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(value)) continue;
    hrefs.push(value);
  }
  for (const m of html.matchAll(idAttr)) ids.add(decodeEntities(m[1]));
  return { url, source, hrefs, ids };
}
