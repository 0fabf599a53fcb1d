import { Link } from './Link.js';

/** Previous / next links in sidebar order. */
export function Pagination({ previous, next }: { previous?: { label: string; href: string }; next?: { label: string; href: string } }) {
  if (!previous && !next) return null;
  return (
    <nav className="dg-pagination" aria-label="Docs pages">
      {previous ? <Link href={previous.href} className="dg-pagination__link dg-pagination__link--prev"><span className="dg-pagination__sub">Previous</span><span className="dg-pagination__label">« {previous.label}</span></Link> : <span />}
      {next ? <Link href={next.href} className="dg-pagination__link dg-pagination__link--next"><span className="dg-pagination__sub">Next</span><span className="dg-pagination__label">{next.label} »</span></Link> : <span />}
    </nav>
  );
}
