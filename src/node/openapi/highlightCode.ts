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
