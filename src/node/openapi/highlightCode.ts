// Highlighted HTML for code samples and examples: refractor's tokens (its `tokenize`, the same grammars and the same
// `token <type>` classes as content/highlight.ts, which registers the languages) written straight to an HTML string
// (tokenHtml.ts), without a hast tree per token: samples are the bulk of an API reference's highlighting. Memoised:
// examples and sample templates repeat across pages.
import { refractor } from 'refractor/core';
import { resolveLanguage } from '../content/highlight.js';
import { escapeText, tokensToHtml } from './tokenHtml.js';

const memo = new Map<string, string>();
// Cleared when full, so that a large spec's samples (which rarely repeat) are not all kept alive.
const MEMO_LIMIT = 2_000;

/** Returns highlighted HTML (the inside of <code>) for `code` in `lang`; escaped plain text for unknown languages. */
export function highlightCode(code: string, lang: string): string {
  const key = `${lang}\u0000${code}`;
  let html = memo.get(key);
  if (html === undefined) {
    const name = resolveLanguage(lang);
    const grammar = name ? (refractor as any).languages[name] : undefined;
    html = grammar ? tokensToHtml((refractor as any).tokenize(code, grammar)) : escapeText(code);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, html!);
  }
  return html!;
}

/**
 * Highlights a generated sample through a template: its URLs become placeholders, so every operation with the same
 * request shape (method, headers, body) shares one highlighting from the memo; the URLs go back in afterwards,
 * escaped. Samples almost never repeat (their URLs differ) but fall into few shapes.
 */
export function highlightSample(text: string, language: string): string {
  const urls: string[] = [];
  const template = text.replace(/https?:\/\/[^\s'"`<>\\]+/g, (url) => `DOCGENURL${urls.push(url) - 1}X`);
  if (!urls.length) return highlightCode(text, language);
  let found = 0;
  const html = highlightCode(template, language).replace(/DOCGENURL(\d+)X/g, (_, i: string) => {
    found++;
    return escapeText(urls[Number(i)]);
  });
  // A grammar that cut a placeholder in two would lose a URL: highlight the real text instead.
  return found === urls.length ? html : highlightCode(text, language);
}
