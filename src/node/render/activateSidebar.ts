// A sidebar's HTML rendered once (sidebarHtml.tsx), made one page's: string edits only, no React, so that the worker
// can finish pages with it too (pageParts.ts).

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Marks the links to `href` as current and opens the categories numbered `open` (data-dg-cat; pure). */
export function activateSidebarHtml(html: string, href: string, open: number[]): string {
  let out = html.replace(new RegExp(`<a href="${escapeRegExp(escapeAttr(href))}" class="([^"]*)"`, 'g'), (_m, cls: string) => `<a href="${escapeAttr(href)}" class="${cls} dg-sidebar__link--active" aria-current="page"`);
  for (const index of open) {
    out = out.replace(new RegExp(`<details class="dg-sidebar__category"( data-dg-category="[^"]*" data-dg-cat="${index}")`), '<details class="dg-sidebar__category" open=""$1');
  }
  return out;
}
