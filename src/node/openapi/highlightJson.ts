// Highlighted HTML for JSON, exactly as Prism's JSON grammar and tokensToHtml (tokenHtml.ts) would write it,
// from one pass over the text. Examples are JSON.stringify output, the most highlighted text of an API reference
// (a BetaSeries build highlights 103, 48 KB: 32 ms of Prism). Cold, on all 763 examples of the BetaSeries spec:
// Prism 27.5 ms, this 14.4 ms (medians of 9 processes).
//
// Prism's result is matched only where the two are known to agree, and the text is left to Prism otherwise
// (undefined): outside strings, only JSON whitespace, punctuation, numbers and the three literals, each set off
// from letters and digits as its \b requires; at most two strings on a line, the first of them a property. The
// last rule is what pretty-printed JSON always meets: Prism's string patterns cannot cross a line, but on one line
// `["a", ": b"]` it reads `", "` as a property, from a closing quote to the next opening one.
import { escapeText } from './tokenHtml.js';

// One token per match, from where the last one ended: a sticky regex runs natively, where a loop over the
// characters ran cold in the interpreter (as slow as Prism). Strings are read as Prism's `"(?:\\.|[^\\"\r\n])*"`
// reads them: `.` matches no line break nor U+2028/2029. Numbers as JSON writes them; Prism's pattern reads the same
// span.
const TOKEN = /[ \t\r\n]+|"(?:\\[^\n\r\u2028\u2029]|[^\\"\n\r])*"|[{}[\],:]|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
const BEFORE_COLON = /[ \t\r\n]*:/y;

/** Prism's JSON tokens as tokensToHtml writes them; undefined when Prism might tokenize `text` differently. */
export function highlightJson(text: string): string | undefined {
  let html = '';
  let stringsOnLine = 0;
  let firstOnLineIsProperty = false;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (match === null) return undefined;
    const token = match[0];
    const first = token.charCodeAt(0);
    if (first === 32 || first === 9 || first === 10 || first === 13) {
      if (token.includes('\n') || token.includes('\r')) stringsOnLine = 0;
      html += token;
    } else if (first === 34) {
      if (stringsOnLine === 2 || (stringsOnLine === 1 && !firstOnLineIsProperty)) return undefined;
      BEFORE_COLON.lastIndex = TOKEN.lastIndex;
      const property = BEFORE_COLON.test(text);
      if (stringsOnLine++ === 0) firstOnLineIsProperty = property;
      html += `<span class="token ${property ? 'property' : 'string'}">${escapeText(token)}</span>`;
    } else if (token.length === 1 && (first < 48 || first > 57)) {
      html += first === 58 ? '<span class="token operator">:</span>' : `<span class="token punctuation">${token}</span>`;
    } else {
      // Prism's \b on both sides: a number or literal must not touch a letter, digit or underscore.
      if (isWordChar(text.charCodeAt(start - 1)) || isWordChar(text.charCodeAt(TOKEN.lastIndex))) return undefined;
      html += first === 110 ? '<span class="token null keyword">null</span>' : `<span class="token ${first === 116 || first === 102 ? 'boolean' : 'number'}">${token}</span>`;
    }
  }
  return html;
}

/** \w, as Prism's \b sees it (NaN, before the start or past the end, is not one). */
function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}
