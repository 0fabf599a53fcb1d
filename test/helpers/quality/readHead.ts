// Reads the document-level metadata of a rendered page: <html lang>, <title>, <meta> and <link> tags.
// Our pages come from React's renderToString, so start tags are well formed; script bodies are dropped
// first so that code inside them can never look like a tag.

export interface HeadData {
  lang?: string;
  titles: string[];
  /** Values of <meta name|property=key content=...>, every occurrence. */
  meta: Map<string, string[]>;
  /** href of <link rel=key>, every occurrence. */
  links: Map<string, string[]>;
}

/** Returns the metadata found in an HTML document's <html> start tag and <head>. */
export function readHead(html: string): HeadData {
  const headEnd = html.search(/<\/head\s*>/i);
  const head = (headEnd >= 0 ? html.slice(0, headEnd) : html).replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');
  const htmlTag = /<html\b([^>]*)>/i.exec(head);
  const data: HeadData = { lang: htmlTag ? readAttributes(htmlTag[1]).get('lang') : undefined, titles: [], meta: new Map(), links: new Map() };
  for (const m of head.matchAll(/<title\b[^>]*>([\s\S]*?)<\/title\s*>/gi)) data.titles.push(decodeEntities(m[1]).trim());
  for (const m of head.matchAll(/<(meta|link)\b([^>]*)>/gi)) {
    const attrs = readAttributes(m[2]);
    const isMeta = m[1].toLowerCase() === 'meta';
    const key = isMeta ? (attrs.get('name') ?? attrs.get('property')) : attrs.get('rel');
    const value = isMeta ? attrs.get('content') : attrs.get('href');
    if (key === undefined || value === undefined) continue;
    const map = isMeta ? data.meta : data.links;
    map.set(key, [...(map.get(key) ?? []), value]);
  }
  return data;
}

function readAttributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of source.matchAll(/([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attrs.set(m[1].toLowerCase(), decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return attrs;
}

/** Decodes the character references React and hand-written HTML put in text and attributes. */
export function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') return String.fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10));
    return named[ref.toLowerCase()] ?? whole;
  });
}
