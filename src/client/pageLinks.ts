// Which links the client may load itself: same origin, under the base URL, an HTML page (not a download or a file
// such as /openapi.yaml), opened in this tab. Everything else is left to the browser.

/** The page a link leads to, or null when the browser should follow it. */
export function pageUrlOf(link: Element | null): URL | null {
  if (!(link instanceof HTMLAnchorElement) || !link.hasAttribute('href') || link.hasAttribute('download')) return null;
  const target = link.getAttribute('target');
  if ((target && target !== '_self') || /\bexternal\b/.test(link.rel)) return null;
  const url = new URL(link.href, location.href);
  const base = document.documentElement.getAttribute('data-base-url') || '/';
  if (url.origin !== location.origin || !(url.pathname + '/').startsWith(base)) return null;
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (/\.\w+$/.test(last) && !/\.html?$/i.test(last)) return null;
  return url;
}

/** Path and query: what identifies a page (the hash only scrolls). */
export function pageKey(url: URL | Location): string {
  return url.pathname + url.search;
}

/** The element a hash points at ('#caf%C3%A9' or '#café'), if any. */
export function hashTarget(hash: string): HTMLElement | null {
  const id = hash.slice(1);
  if (!id) return null;
  try { return document.getElementById(decodeURIComponent(id)) ?? document.getElementById(id); } catch { return document.getElementById(id); }
}
