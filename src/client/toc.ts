// Table of contents: highlights the entry of the section being read. The active section is the last heading that
// has scrolled up to the top of the window (below the sticky navbar); at the very bottom, the last heading.
import { onPage } from './pageHooks.js';
import { hashTarget } from './pageLinks.js';

let entries: { link: HTMLAnchorElement; heading: HTMLElement }[] = [];
let frame = 0;

function collect(): void {
  entries = [];
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-dg-toc] a[href^="#"]')) {
    const heading = hashTarget(link.hash);
    if (heading) entries.push({ link, heading });
  }
  highlight();
}

function highlight(): void {
  frame = 0;
  if (!entries.length) return;
  const html = document.documentElement;
  // Where a heading stops when scrolled to (its scroll margin clears the sticky navbar), plus a little.
  const top = (parseFloat(getComputedStyle(entries[0].heading).scrollMarginTop) || 72) + 8;
  let active: (typeof entries)[number] | undefined;
  for (const entry of entries) {
    if (entry.heading.getBoundingClientRect().top > top) break;
    active = entry;
  }
  if (!active && entries[0].heading.getBoundingClientRect().top < innerHeight) active = entries[0];
  if (innerHeight + scrollY >= html.scrollHeight - 2) active = entries[entries.length - 1];
  for (const entry of entries) {
    const on = entry === active;
    entry.link.classList.toggle('dg-toc__link--active', on);
    if (on) entry.link.setAttribute('aria-current', 'location');
    else entry.link.removeAttribute('aria-current');
  }
}

const schedule = () => { if (!frame) frame = requestAnimationFrame(highlight); };

/** Follows scrolling and re-reads the headings after each navigation. */
export function initToc(): void {
  onPage(collect);
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule, { passive: true });
}
