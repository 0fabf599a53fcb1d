// Highlighted HTML for code samples and examples: refractor's, as content/highlight.ts writes it for Markdown (the
// same grammars, classes and serialiser). Memoised: examples and samples can repeat across pages.
import { highlightToHtml } from '../content/highlight.js';

const memo = new Map<string, string>();
// Cleared when full, so that a large spec's samples (which rarely repeat) are not all kept alive.
const MEMO_LIMIT = 2_000;

/** Returns highlighted HTML (the inside of <code>) for `code` in `lang`; escaped plain text for unknown languages. */
export function highlightCode(code: string, lang: string): string {
  const key = `${lang}\u0000${code}`;
  let html = memo.get(key);
  if (html === undefined) {
    html = highlightToHtml(code, lang);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, html);
  }
  return html;
}

/**
 * Highlights a generated sample through a template: its URLs become placeholders, so every operation with the same
 * request shape (method, headers, body) shares one highlighting from the memo; the URLs go back in afterwards,
 * escaped as hast-util-to-html escapes text. Samples almost never repeat (their URLs differ) but fall into few shapes.
 */
export function highlightSample(text: string, language: string): string {
  const urls: string[] = [];
  const template = text.replace(/https?:\/\/[^\s'"`<>\\]+/g, (url) => `DOCGENURL${urls.push(url) - 1}X`);
  if (!urls.length) return highlightCode(text, language);
  let found = 0;
  const html = highlightCode(template, language).replace(/DOCGENURL(\d+)X/g, (_, i: string) => {
    found++;
    return urls[Number(i)].replace(/&/g, '&#x26;').replace(/</g, '&#x3C;');
  });
  // A grammar that cut a placeholder in two would lose a URL: highlight the real text instead.
  return found === urls.length ? html : highlightCode(text, language);
}
