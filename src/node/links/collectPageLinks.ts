// Reads the internal links and the ids out of a rendered page, so the HTML itself can be let go right after.
// A hand-written scanner over start tags (same grammar as the regex
// /<[a-zA-Z][^\s>/]*((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/ ): much faster than
// matchAll over that regex, which was a large share of a big build. Text between tags is never read, so
// href-like text in code is not a link (React escapes '<' in text).

export interface PageLinks {
  url: string;
  /** The source file (Markdown) for reporting, when the page has one. */
  source?: string;
  hrefs: string[];
  ids: Set<string>;
}

function decodeEntities(s: string): string {
  return s.indexOf('&') < 0 ? s : s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

const GT = 62, SLASH = 47, EQ = 61, DQ = 34, SQ = 39;

// `docgen build` runs with TurboFan's inlining off (bin/loadCompiled.mjs), so the per-character tests below are
// written out where they are used, not called: with a call per character, the scan was markedly slower.
// The test is that of \s in a JS regex: ASCII whitespace, then the Unicode spaces (rare in markup, checked the slow way):
//   c === 32 || (c <= 13 && c >= 9) || (c > 127 && isUnicodeSpace(c))
function isUnicodeSpace(c: number): boolean {
  return /\s/.test(String.fromCharCode(c));
}

/**
 * A copy of `s` that does not point into the page: V8 keeps substrings of 13+ characters as slices of their parent,
 * so keeping an href would keep the whole page's HTML alive (every page of the site, until the link check).
 * `intern` shares one copy of each link between pages (sidebars repeat the same links on every page).
 */
function detachedCopy(s: string, intern?: Map<string, string>): string {
  if (s.length < 13) return s;
  const known = intern?.get(s);
  if (known !== undefined) return known;
  const copy = (' ' + s).slice(1); // concatenation flattens into a new string; the slice points into that, not the page
  intern?.set(copy, copy);
  return copy;
}

// Scratch space for the attributes of the tag being read (kept only once the whole tag parses): plain arrays
// and a count, reused, since allocating or truncating per tag was a visible share of the scan.
const foundKinds: number[] = [];
const foundValues: string[] = [];
let foundCount = 0;

/**
 * Returns every href/src that stays on the site and every id of the page (pure). With `from` and `to`, of the tags
 * that start in that part of it (a part that begins and ends between tags), added to `into` when given.
 */
export function collectPageLinks(url: string, html: string, source?: string, intern?: Map<string, string>, from = 0, to = html.length, into?: PageLinks): PageLinks {
  const hrefs: string[] = into?.hrefs ?? [];
  const ids = into?.ids ?? new Set<string>();
  const n = to;
  let i = html.indexOf('<', from);
  while (i >= 0 && i < n - 1) {
    const first = html.charCodeAt(i + 1) | 32; // a letter, either case
    if (first < 97 || first > 122) { i = html.indexOf('<', i + 1); continue; }
    foundCount = 0;
    const end = readTag(html, i + 2);
    if (end < 0) { i = html.indexOf('<', i + 1); continue; }
    for (let f = 0; f < foundCount; f++) {
      const value = decodeEntities(foundValues[f]);
      // Ids are mostly unique to their page: sharing them would only grow the table (a million entries at 10,000 pages).
      if (foundKinds[f] === 2) { if (value) ids.add(detachedCopy(value)); continue; }
      if (!value || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(value)) continue;
      // Site paths repeat across pages (sidebar, navbar, breadcrumbs); '#anchors' are mostly the page's own.
      hrefs.push(detachedCopy(value, value.charCodeAt(0) === SLASH ? intern : undefined));
    }
    i = html.indexOf('<', end);
  }
  foundValues.fill(''); // let go of the page's substrings (the array is as long as the most attributes kept from one tag)
  return { url, source, hrefs, ids };
}

/** The kind of an attribute we keep: 1 href/src, 2 id, 0 any other (compares char codes: no string per attribute). */
function attributeKind(html: string, start: number, end: number): number {
  const len = end - start;
  const c0 = html.charCodeAt(start) | 32, c1 = html.charCodeAt(start + 1) | 32;
  if (len === 2) return c0 === 105 && c1 === 100 ? 2 : 0; // id
  if (len === 3) return c0 === 115 && c1 === 114 && (html.charCodeAt(start + 2) | 32) === 99 ? 1 : 0; // src
  if (len === 4) return c0 === 104 && c1 === 114 && (html.charCodeAt(start + 2) | 32) === 101 && (html.charCodeAt(start + 3) | 32) === 102 ? 1 : 0; // href
  return 0;
}

/**
 * Parses the rest of a start tag from `i` (just after '<' and its first letter); records the kind and value of its
 * href/src/id attributes in the scratch arrays. Returns the index after '>' or -1 when this '<' begins no start tag.
 */
function readTag(html: string, i: number): number {
  const n = html.length;
  let c = 0;
  // the rest of the name: [^\s>/]*
  while (i < n) { c = html.charCodeAt(i); if (c === GT || c === SLASH || c === 32 || (c <= 13 && c >= 9) || (c > 127 && isUnicodeSpace(c))) break; i++; }
  for (;;) {
    const beforeSpace = i;
    while (i < n) { c = html.charCodeAt(i); if (!(c === 32 || (c <= 13 && c >= 9) || (c > 127 && isUnicodeSpace(c)))) break; i++; }
    if (i >= n) return -1;
    if (c === GT) return i + 1;
    if (c === SLASH) return i + 1 < n && html.charCodeAt(i + 1) === GT ? i + 2 : -1;
    if (i === beforeSpace) return -1; // an attribute must follow whitespace
    // the name: [^\s=>/]+
    const nameStart = i;
    while (i < n) { c = html.charCodeAt(i); if (c === EQ || c === GT || c === SLASH || c === 32 || (c <= 13 && c >= 9) || (c > 127 && isUnicodeSpace(c))) break; i++; }
    if (i === nameStart) return -1;
    const len = i - nameStart;
    const kind = len >= 2 && len <= 4 ? attributeKind(html, nameStart, i) : 0;
    // an optional value: \s*=\s*("…"|'…'|[^\s>]+)
    let j = i;
    while (j < n) { c = html.charCodeAt(j); if (!(c === 32 || (c <= 13 && c >= 9) || (c > 127 && isUnicodeSpace(c)))) break; j++; }
    if (j >= n || c !== EQ) continue; // no value: nothing to keep
    j++;
    while (j < n) { c = html.charCodeAt(j); if (!(c === 32 || (c <= 13 && c >= 9) || (c > 127 && isUnicodeSpace(c)))) break; j++; }
    if (j >= n) return -1;
    if (c === GT) continue; // `name=>`: not a value; the '=' then ends the tag as malformed (as the regex does)
    let valueStart: number, valueEnd: number, after: number;
    if (c === DQ || c === SQ) {
      const close = html.indexOf(c === DQ ? '"' : "'", j + 1);
      if (close < 0) return -1;
      valueStart = j + 1;
      valueEnd = close;
      after = close + 1;
      // `a="x"y`: the regex reads the whole run as an unquoted value; the value itself stays what the quotes hold.
      const next = after < n ? html.charCodeAt(after) : GT;
      if (next !== GT && next !== SLASH && !(next === 32 || (next <= 13 && next >= 9) || (next > 127 && isUnicodeSpace(next)))) after = skipUnquoted(html, after);
    } else {
      after = skipUnquoted(html, j);
      valueStart = j;
      valueEnd = after;
    }
    if (kind) { foundKinds[foundCount] = kind; foundValues[foundCount] = html.slice(valueStart, valueEnd); foundCount++; }
    i = after;
  }
}

function skipUnquoted(html: string, i: number): number {
  const n = html.length;
  while (i < n) { const c = html.charCodeAt(i); if (c === GT || c === 32 || (c <= 13 && c >= 9) || (c > 127 && isUnicodeSpace(c))) break; i++; }
  return i;
}
