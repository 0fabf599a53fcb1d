// Puts a fetched page in place of the current one: the app container (navbar, sidebar, main, footer), the title,
// the head metadata and the body class. The announcement bar and the skip link stay: they are the same on every page.

const HEAD_META = 'meta[name="description"],meta[name="robots"],link[rel="canonical"],meta[property^="og:"],meta[name^="twitter:"]';
const assets = (doc: Document) => [...doc.head.querySelectorAll('link[rel="stylesheet"],script[src]')].map((el) => el.getAttribute('href') ?? el.getAttribute('src')).join(' ');

/** Swaps the page in; returns false, touching nothing, when it needs a full load (not a docgen page, or a newer build). */
export function swapPage(html: string): boolean {
  const next = new DOMParser().parseFromString(html, 'text/html');
  const incoming = next.querySelector('[data-dg-app]');
  const outgoing = document.querySelector('[data-dg-app]');
  if (!incoming || !outgoing || assets(next) !== assets(document)) return false;
  document.title = next.title;
  for (const el of document.head.querySelectorAll(HEAD_META)) el.remove();
  const title = document.head.querySelector('title');
  const meta = [...next.head.querySelectorAll(HEAD_META)].map((el) => document.importNode(el, true));
  if (title) title.after(...meta);
  else document.head.append(...meta);
  document.body.className = next.body.className;
  // The sidebar keeps its scroll position, as if only the main column had changed (long API sidebars).
  const sidebarTop = outgoing.querySelector('.dg-sidebar__nav')?.scrollTop ?? 0;
  outgoing.replaceWith(document.adoptNode(incoming));
  const sidebar = incoming.querySelector('.dg-sidebar__nav');
  if (sidebar) sidebar.scrollTop = sidebarTop;
  return true;
}
