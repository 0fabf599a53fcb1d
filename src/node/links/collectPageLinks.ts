// Reads the internal links and the ids out of a rendered page, so the HTML itself can be let go right after.
// React writes attributes with double quotes and escapes & as &amp;: a regex over that output is exact and fast.

export interface PageLinks {
  url: string;
  /** The source file (Markdown) for reporting, when the page has one. */
  source?: string;
  hrefs: string[];
  ids: Set<string>;
}

// A start tag with its attributes: quoted values may hold '>' ; text never holds '<' unescaped.
const startTag = /<[a-zA-Z][^\s>/]*((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g;
const attribute = /\s([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function decodeEntities(s: string): string {
  return s.indexOf('&') < 0 ? s : s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** Returns every href/src that stays on the site and every id of the page (pure). */
export function collectPageLinks(url: string, html: string, source?: string): PageLinks {
  const hrefs: string[] = [];
  const ids = new Set<string>();
  for (const tag of html.matchAll(startTag)) {
    if (!tag[1]) continue;
    for (const a of tag[1].matchAll(attribute)) {
      const name = a[1].toLowerCase();
      if (name !== 'href' && name !== 'src' && name !== 'id') continue;
      const value = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
      if (name === 'id') { if (value) ids.add(value); continue; }
      if (!value || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(value)) continue;
      hrefs.push(value);
    }
  }
  return { url, source, hrefs, ids };
}
