import type { Sidebar } from '../../src/shared/types.js';
import { useSite } from '../SiteContext.js';
import { Link } from './Link.js';
import { ThemeToggle } from './ThemeToggle.js';
import { LocaleSwitcher } from './LocaleSwitcher.js';
import { SearchLink } from './SearchLink.js';

/** Top bar; below the mobile breakpoint its entries move into a drawer (a <details>, so it works without JS). */
export function Navbar({ url, sidebar }: { url: string; sidebar?: Sidebar }) {
  const site = useSite();
  const isActive = (item: { href: string; sidebar?: string }) => (item.sidebar ? item.sidebar === sidebar?.id : url === item.href);
  const left = site.navbar.items.filter((i) => i.position === 'left');
  const right = site.navbar.items.filter((i) => i.position === 'right');
  const items = (list: typeof left) =>
    list.map((item) => (
      <li key={item.label + item.href}>
        <Link href={item.href} className={'dg-navbar__link' + (isActive(item) ? ' dg-navbar__link--active' : '')} current={url === item.href}>{item.label}</Link>
      </li>
    ));
  return (
    <header className="dg-navbar">
      <nav className="dg-navbar__inner" aria-label="Main">
        <details className="dg-drawer" data-dg-drawer="">
          <summary className="dg-navbar__menu" aria-label="Open the navigation menu">
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
          </summary>
          <div className="dg-drawer__panel" role="dialog" aria-label="Navigation menu">
            <ul className="dg-drawer__items">{items(left)}{items(right)}</ul>
            {/* Filled from the page's sidebar by the client script when the drawer opens (see src/client/drawer.ts). */}
            {sidebar ? <nav className="dg-drawer__sidebar" aria-label="Section" data-dg-drawer-sidebar="" /> : null}
          </div>
        </details>
        <Link href="/" className="dg-navbar__brand">
          <svg className="dg-navbar__logo" aria-hidden="true" width="28" height="28" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="currentColor" /><path d="M9 10h9a5 5 0 0 1 0 10h-4v4H9z" fill="var(--dg-bg)" /></svg>
          <span>{site.navbar.title}</span>
        </Link>
        <ul className="dg-navbar__items">{items(left)}</ul>
        <ul className="dg-navbar__items dg-navbar__items--right">{items(right)}</ul>
        <SearchLink />
        <LocaleSwitcher url={url} />
        {site.colorMode.disableSwitch ? null : <ThemeToggle />}
      </nav>
    </header>
  );
}
