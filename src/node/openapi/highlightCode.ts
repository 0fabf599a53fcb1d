// Highlighted HTML for code samples and examples, straight from Prism's tokens to an HTML string.
// Same grammars and the same `token <type>` classes as content/highlight.ts (which registers the languages on
// the shared refractor instance), without building a hast tree per token and serialising it: samples are the
// bulk of the highlighting (9 per operation; Stripe has 468 operations), and that tree was most of their cost.
// Memoised too: generated examples and samples repeat across pages.
import { refractor } from 'refractor/core';
import { resolveLanguage } from '../content/highlight.js';

interface PrismToken {
  type: string;
  content: string | PrismToken | (string | PrismToken)[];
  alias?: string | string[];
}

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
    const grammar = name ? (refractor as any).languages[name] : undefined;
    html = grammar ? tokensToHtml((refractor as any).tokenize(code, grammar)) : escapeText(code);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, html!);
  }
  return html!;
}

function tokensToHtml(tokens: (string | PrismToken)[]): string {
  let out = '';
  for (const t of tokens) {
    if (typeof t === 'string') {
      out += escapeText(t);
      continue;
    }
    let cls = `token ${t.type}`;
    if (t.alias) cls += ' ' + (Array.isArray(t.alias) ? t.alias.join(' ') : t.alias);
    const inner = typeof t.content === 'string' ? escapeText(t.content) : tokensToHtml(Array.isArray(t.content) ? t.content : [t.content]);
    out += `<span class="${cls}">${inner}</span>`;
  }
  return out;
}

const SPECIAL = /[&<>"]/;
const SPECIAL_ALL = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeText(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIAL_ALL, (c) => ENTITIES[c]) : text;
}
