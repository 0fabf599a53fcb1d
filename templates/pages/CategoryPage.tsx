import type { SidebarItem } from '../../src/shared/types.js';
import { Link } from '../parts/Link.js';

/** A generated index of a sidebar category: one card per entry. */
export function CategoryIndex({ title, description, items }: { title: string; description?: string; items: SidebarItem[] }) {
  return (
    <>
      <h1>{title}</h1>
      {description ? <p className="dg-lead">{description}</p> : null}
      <ul className="dg-cards">
        {items.map((item, i) => {
          const href = item.type === 'link' ? item.href : item.href ?? firstHref(item.items);
          return (
            <li key={i} className="dg-card">
              <h2 className="dg-card__title">{href ? <Link href={href}>{item.label}</Link> : item.label}</h2>
              {item.type === 'category' ? <p>{item.items.length} item{item.items.length === 1 ? '' : 's'}</p> : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

function firstHref(items: SidebarItem[]): string | undefined {
  for (const i of items) {
    if (i.type === 'link') return i.href;
    const inner = i.href ?? firstHref(i.items);
    if (inner) return inner;
  }
  return undefined;
}
