// Highlighted HTML for code samples and examples: refractor's, as content/highlight.ts writes it for Markdown (the
// same grammars, classes and serialiser). Memoised: examples and samples can repeat across pages.
import { highlightToHtml } from '../content/highlight.js';
import { codeMarker } from '../render/pageParts.js';

const memo = new Map<string, string>();
// Cleared when full, so that a large spec's samples (which rarely repeat) are not all kept alive.
const MEMO_LIMIT = 2_000;

// The APIs whose pages the build's worker finishes (render/pageParts.ts), with their build's nonce: their views
// carry markers in place of highlighted code, and the worker highlights it, while `when()` says so.
const deferredApis = new WeakMap<object, { nonce: string; when: () => boolean }>();

/**
 * From now on, views built for `api` leave their code to be highlighted by whoever finishes the pages, whenever
 * `when()` is true at the time (the build asks whether its worker keeps up).
 */
export function deferHighlighting(api: object, nonce: string, when: () => boolean = () => true): void {
  deferredApis.set(api, { nonce, when });
}

/** The nonce to pass to highlightCode/highlightSample for a view of `api` built now (undefined: highlight now). */
export function highlightingDeferredFor(api: object): string | undefined {
  const deferred = deferredApis.get(api);
  return deferred?.when() ? deferred.nonce : undefined;
}

/**
 * Returns highlighted HTML (the inside of <code>) for `code` in `lang`; escaped plain text for unknown languages.
 * With `deferTo` (a build's nonce), a marker that the worker turns into that HTML.
 */
export function highlightCode(code: string, lang: string, deferTo?: string): string {
  if (deferTo !== undefined) {
    const marker = codeMarker(deferTo, 'code', lang, code);
    if (marker !== undefined) return marker;
  }
  const key = `${lang}\u0000${code}`;
  let html = memo.get(key);
  if (html === undefined) {
    html = highlightToHtml(code, lang);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(key, html);
  }
  return html;
}

// Generated samples are highlighted like any other code; the name stays for the build's worker, which finishes the
// 'sample' markers of pages with it (worker/pageFinisher.ts) until that worker goes.
export const highlightSample = highlightCode;
