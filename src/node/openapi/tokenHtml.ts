// How highlighted code is written: Prism's tokens as `<span class="token <type> <alias>">` around escaped text.
// Straight from the tokens to a string (no hast tree per token); content/highlight.ts writes the same through hast.

export interface PrismToken {
  type: string;
  content: string | PrismToken | (string | PrismToken)[];
  alias?: string | string[];
}

export function tokensToHtml(tokens: (string | PrismToken)[]): string {
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

/** Escapes text for element content (and for attributes, " included). */
export function escapeText(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIAL_ALL, (c) => ENTITIES[c]) : text;
}
