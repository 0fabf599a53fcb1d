import type { SidebarItem } from '../../src/shared/types.js';
import { Link } from './Link.js';

function contains(item: SidebarItem, url: string): boolean {
  if (item.type === 'link') return item.href === url;
  return item.href === url || item.items.some((i) => contains(i, url));
}

/**
 * Nested list of a sidebar. Categories are <details>: they open and close without JS, and never close each other.
 * Each category carries its preorder number (data-dg-cat), so a page can open the ones holding it in the HTML that
 * was rendered once for the whole sidebar (see activateSidebarHtml).
 */
export function SidebarTree({ items, url, counter = { n: 0 } }: { items: SidebarItem[]; url: string; counter?: { n: number } }) {
  return (
    <ul className="dg-sidebar__list">
      {items.map((item, i) =>
        item.type === 'link' ? (
          <li key={i}>
            <Link href={item.href} className={'dg-sidebar__link' + (item.href === url ? ' dg-sidebar__link--active' : '') + (item.className ? ' ' + item.className : '')} current={item.href === url}>
              {item.badge ? <span className={`dg-badge dg-badge--${item.badge}`}>{item.badge === 'delete' ? 'del' : item.badge}</span> : null}
              {badgedLabel(item)}
            </Link>
          </li>
        ) : (
          <li key={i}>
            <details className="dg-sidebar__category" open={!item.collapsed || contains(item, url)} data-dg-category={item.label} data-dg-cat={counter.n++}>
              <summary className="dg-sidebar__summary">{item.label}</summary>
              {item.href ? (
                <ul className="dg-sidebar__list"><li><Link href={item.href} className={'dg-sidebar__link' + (item.href === url ? ' dg-sidebar__link--active' : '')} current={item.href === url}>Overview</Link></li></ul>
              ) : null}
              <SidebarTree items={item.items} url={url} counter={counter} />
            </details>
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The label beside a badge, without what the badge already says: an operation without a summary is titled by its
 * request line ('GET /pets' beside a GET badge shows '/pets'); a webhook's 'order.paid webhook' shows 'order.paid'.
 */
function badgedLabel(item: Extract<SidebarItem, { type: 'link' }>): string {
  const badge = item.badge;
  if (!badge) return item.label;
  const prefix = badge.toUpperCase() + ' ';
  if (item.label.startsWith(prefix) && item.label.length > prefix.length) return item.label.slice(prefix.length);
  const suffix = ' ' + badge;
  if (item.label.endsWith(suffix) && item.label.length > suffix.length) return item.label.slice(0, -suffix.length);
  return item.label;
}

/** Preorder numbers of the categories that hold `url` (the same numbering as SidebarTree's data-dg-cat). */
export function categoriesHolding(items: SidebarItem[], url: string, counter = { n: 0 }, out: number[] = []): number[] {
  for (const item of items) {
    if (item.type !== 'category') continue;
    const index = counter.n++;
    if (contains(item, url)) out.push(index);
    categoriesHolding(item.items, url, counter, out);
  }
  return out;
}
