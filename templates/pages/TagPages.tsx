import { docsBaseOf } from '../parts/versionLinks.js';
import { useSite, type PageData } from '../SiteContext.js';
import { Link } from '../parts/Link.js';

export interface TagInfo { name: string; url: string; pages: { title: string; url: string; description?: string }[] }

/** /docs/tags: every tag with its count, grouped by first letter. */
export function TagsIndexPage({ tags }: { tags: TagInfo[] }) {
  const groups = new Map<string, TagInfo[]>();
  for (const t of tags) {
    const letter = t.name[0]?.toUpperCase() ?? '#';
    groups.set(letter, [...(groups.get(letter) ?? []), t]);
  }
  return (
    <div className="dg-standalone">
      <h1>Tags</h1>
      {[...groups].map(([letter, list]) => (
        <section key={letter} className="dg-tags__group">
          <h2 id={`letter-${letter.toLowerCase()}`}>{letter}</h2>
          <ul className="dg-tags__list">
            {list.map((t) => <li key={t.url}><Link href={t.url} className="dg-tag">{t.name} <span className="dg-tag__count">{t.pages.length}</span></Link></li>)}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** /docs/tags/<tag>: every doc with that tag. */
export function TagPage({ page, tag }: { page: PageData; tag: TagInfo }) {
  return (
    <div className="dg-standalone">
      <h1>{page.route.title}</h1>
      <p><Link href={`${docsBaseOf(useSite(), page.route)}/tags`}>View all tags</Link></p>
      <ul className="dg-cards">
        {tag.pages.map((p) => (
          <li key={p.url} className="dg-card">
            <h2 className="dg-card__title"><Link href={p.url}>{p.title}</Link></h2>
            {p.description ? <p>{p.description}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
