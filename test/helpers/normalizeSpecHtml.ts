// The CommonMark spec's HTML normaliser (test/normalize.py of commonmark-spec, which spec_tests.py uses to compare
// a renderer's output with the expected HTML), ported for the conformance test. It ignores what the spec counts as
// insignificant: runs of white space outside <pre> become one space, white space around block-level tags goes,
// `<br />` is `<br>`, attributes are sorted, tag and attribute names lowercased, and character references become the
// characters they stand for.
// One difference, on purpose: in text, `<`, `>`, `&` and `"` always come out as entities, written or referenced
// (normalize.py re-escapes only the referenced ones, so a renderer that writes `>` literally, as hast-util-to-html
// does, would fail where its HTML means the same).
import { decodeNamedCharacterReference } from 'decode-named-character-reference';

const blockTags = new Set(['article', 'header', 'aside', 'hgroup', 'blockquote', 'hr', 'iframe', 'body', 'li', 'map', 'button', 'object', 'canvas',
  'ol', 'caption', 'output', 'col', 'p', 'colgroup', 'pre', 'dd', 'progress', 'div', 'section', 'dl', 'table', 'td', 'dt',
  'tbody', 'embed', 'textarea', 'fieldset', 'tfoot', 'figcaption', 'th', 'figure', 'thead', 'footer', 'tr', 'form', 'ul',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'video', 'script', 'style']);

// The pieces of HTML, in the order Python's HTMLParser tries them.
const piece = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>|<\?[^>]*>|<\/([a-zA-Z][^\s/>]*)\s*>|<([a-zA-Z][^\s/>]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>|[^<]+|</g;
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Character references (`&amp;`, `&#35;`, `&#x22;`) as the characters they stand for; unknown ones stay as written. */
function decodeReferences(s: string): string {
  return s.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]*);/g, (whole, ref: string) => {
    if (ref[0] !== '#') {
      const decoded = decodeNamedCharacterReference(ref);
      return decoded === false ? whole : decoded;
    }
    const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    return code > 0x10ffff ? whole : String.fromCodePoint(code);
  });
}

/** The normalised form of an HTML fragment (pure): equal forms are equal renderings to the spec. */
export function normalizeSpecHtml(html: string): string {
  let output = '';
  let last: 'starttag' | 'endtag' | 'data' | 'other' = 'starttag';
  let lastTag = '';
  let inPre = false;
  for (const m of html.matchAll(piece)) {
    const [whole, endName, startName, attrs, selfClosing] = m;
    if (endName !== undefined) {
      const tag = endName.toLowerCase();
      if (tag === 'pre') inPre = false;
      else if (blockTags.has(tag)) output = output.trimEnd();
      output += `</${tag}>`;
      lastTag = tag;
      last = 'endtag';
    } else if (startName !== undefined) {
      const tag = startName.toLowerCase();
      if (tag === 'pre') inPre = true;
      if (blockTags.has(tag)) output = output.trimEnd();
      const list = [...attrs.matchAll(attribute)].map((a) => {
        const value = a[2] ?? a[3] ?? a[4];
        return [a[1].toLowerCase(), value === undefined ? undefined : decodeReferences(value)] as const;
      });
      list.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : (a[1] ?? '') < (b[1] ?? '') ? -1 : 1));
      output += `<${tag}${list.map(([k, v]) => (v === undefined ? ` ${k}` : ` ${k}="${escapeText(v)}"`)).join('')}>`;
      lastTag = tag;
      // `<br />` counts as closed, `<br>` as open (normalize.py's handle_startendtag).
      last = selfClosing ? 'endtag' : 'starttag';
    } else if (whole.startsWith('<') && whole.length > 1) {
      output += whole; // comments, declarations, processing instructions, CDATA: verbatim
      last = 'other';
    } else {
      let data = whole;
      const afterTag = last === 'endtag' || last === 'starttag';
      const afterBlockTag = afterTag && blockTags.has(lastTag);
      if (afterTag && lastTag === 'br') data = data.replace(/^\n+/, '');
      if (!inPre) data = data.replace(/\s+/g, ' ');
      if (afterBlockTag && !inPre) data = last === 'starttag' ? data.trimStart() : data.trim();
      output += escapeText(decodeReferences(data));
      last = 'data';
    }
  }
  return output;
}
