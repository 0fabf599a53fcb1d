// Highlighted HTML for code samples and examples, straight from Prism's tokens to an HTML string (tokenHtml.ts).
// Same grammars and the same `token <type>` classes as content/highlight.ts (which registers the languages on
// the shared refractor instance), without building a hast tree per token and serialising it: samples are the
// bulk of the highlighting (9 per operation; Stripe has 468 operations), and that tree was most of their cost.
// JSON takes a one-pass tokenizer that writes what Prism writes (highlightJson.ts). Memoised too: generated
// examples and samples repeat across pages.
import { refractor } from 'refractor/core';
import { compileGrammar, resolveLanguage } from '../content/highlight.js';
import { highlightJson } from './highlightJson.js';
import { escapeText, tokensToHtml } from './tokenHtml.js';

const memo = new Map<string, string>();
// Hits are templates of the same request shape (highlightSample) and repeated examples: a few thousand entries
// hold them. A bigger memo only kept every sample of a large spec alive (10,000 operations: hundreds of MB).
const MEMO_LIMIT = 2_000;

/** Returns highlighted HTML (the inside of <code>) for `code` in `lang`; escaped plain text for unknown languages. */
export function highlightCode(code: string, lang: string): string {
  const key = `${lang}\u0000${code}`;
  let html = memo.get(key);
  if (html === undefined) {
    const name = resolveLanguage(lang);
    html = (name === 'json' ? highlightJson(code) : undefined) ?? highlightWithPrism(code, name);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, html!);
  }
  return html!;
}

/** Prism's highlighting of `code` in the grammar `name` (escaped plain text without one), not memoised. */
export function highlightWithPrism(code: string, name: string | undefined): string {
  const grammar = name ? (refractor as any).languages[name] : undefined;
  if (grammar) compileGrammar(name!);
  return grammar ? tokensToHtml((refractor as any).tokenize(code, grammar)) : escapeText(code);
}

/**
 * Highlights a generated sample through a template: its URLs become placeholders, so every operation with the same
 * request shape (method, headers, body) shares one highlighting; the URLs go back in, escaped, afterwards.
 * Samples almost never repeat (their URLs differ) but they fall into few shapes (PERF-NOTES).
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
