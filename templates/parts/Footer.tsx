import { useSite } from '../SiteContext.js';
import { Link } from './Link.js';

export function Footer() {
  const site = useSite();
  return (
    <footer className="dg-footer">
      <div className="dg-footer__inner">
        {site.footer.links.length ? (
          <div className="dg-footer__columns">
            {site.footer.links.map((col) => (
              <div key={col.title} className="dg-footer__column">
                <h2 className="dg-footer__title">{col.title}</h2>
                <ul>{col.items.map((item) => <li key={item.label}><Link href={item.href}>{item.label}</Link></li>)}</ul>
              </div>
            ))}
          </div>
        ) : null}
        <p className="dg-footer__copyright">{site.footer.copyright}</p>
      </div>
    </footer>
  );
}
