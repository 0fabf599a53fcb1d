import type { Heading } from '../../src/shared/types.js';
import { useSite } from '../SiteContext.js';

/** Headings between the configured levels, as nested lists. */
function TocList({ headings }: { headings: Heading[] }) {
  const top = Math.min(...headings.map((h) => h.depth));
  const groups: { head: Heading; children: Heading[] }[] = [];
  for (const h of headings) {
    if (h.depth === top || !groups.length) groups.push({ head: h, children: [] });
    else groups[groups.length - 1].children.push(h);
  }
  return (
    <ul className="dg-toc__list">
      {groups.map((g) => (
        <li key={g.head.id}>
          <a href={`#${g.head.id}`} className="dg-toc__link">{g.head.text}</a>
          {g.children.length ? <TocList headings={g.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The headings the TOC lists. An h1 among them is a later section of the page (the page's own h1 is not collected):
 * it is listed whatever the minimum level, which is there to leave out the page's heading.
 */
export function tocHeadings(headings: Heading[], min: number, max: number): Heading[] {
  return headings.filter((h) => (h.depth >= min || h.depth === 1) && h.depth <= max);
}

/** "On this page": a sticky column on wide screens, a collapsible block on narrow ones. */
export function Toc({ headings, variant }: { headings: Heading[]; variant: 'side' | 'inline' }) {
  const site = useSite();
  const list = tocHeadings(headings, site.toc.minHeadingLevel, site.toc.maxHeadingLevel);
  if (!list.length) return null;
  if (variant === 'inline') {
    return (
      <details className="dg-toc-inline">
        <summary>On this page</summary>
        <TocList headings={list} />
      </details>
    );
  }
  return (
    <nav className="dg-toc" aria-label="On this page" data-dg-toc="">
      <p className="dg-toc__title">On this page</p>
      <TocList headings={list} />
    </nav>
  );
}
