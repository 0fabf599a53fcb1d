import { Link, PageLinkContext } from '../parts/Link.js';
import { MethodBadge } from '../api/MethodBadge.js';

export interface SearchIndexEntry { title: string; letter: string; url: string; kind: string; method?: string; path?: string; params?: string[] }
export interface SearchIndexLetter { letter: string; slug: string; url: string; count: number }
export interface SearchIndexLetterPage { url: string; first: string; last: string; current: boolean }

/**
 * /search: the full-page search box (added by the client script into the hidden placeholder, so that without
 * JavaScript there is no input that does nothing) and the A–Z index of every guide and API page. On a large site
 * /search lists the letters and each letter has its own page; `current` is that letter. A letter with more entries
 * than one page holds has several: `pages` lists them, each by the first and last titles it holds.
 */
export function SearchIndexPage({ title, letters, entries, current, pages }: { title: string; letters: SearchIndexLetter[]; entries: SearchIndexEntry[]; current?: string; pages?: SearchIndexLetterPage[] }) {
  const groups = new Map<string, SearchIndexEntry[]>();
  for (const e of entries) {
    const group = groups.get(e.letter);
    if (group) group.push(e);
    else groups.set(e.letter, [e]);
  }
  return (
    <div className="dg-standalone dg-search-index">
      <h1>{title}</h1>
      <div className="dg-search dg-search--page" data-dg-search-page="" hidden />
      <p>Every guide and API page from A to Z{entries.length ? '' : ', one page per letter'}.</p>
      <nav aria-label="Index letters">
        <ul className="dg-search-index__letters">
          {letters.map((l) => (
            <li key={l.slug}>
              <Link href={l.url} className={l.letter === current ? 'dg-search-index__letter--current' : undefined} current={l.letter === current}>
                {l.letter}{entries.length ? null : <span className="dg-search-index__count"> ({l.count})</span>}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {pages ? (
        <nav aria-label={`Pages of ${current}`}>
          <ol className="dg-search-index__pages">
            {pages.map((p) => (
              <li key={p.url}>
                <Link href={p.url} className={p.current ? 'dg-search-index__letter--current' : undefined} current={p.current}>
                  {p.first} – {p.last}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {/* Each entry links to the page listed (docs versions: the latest's), not to the reader's preferred version of
          it as the navbar's links do: that version may not have the page, and the link would lead to its first page. */}
      <PageLinkContext.Provider value={null}>
        {[...groups].map(([letter, list]) => (
          <section key={letter}>
            <h2 id={`letter-${letters.find((l) => l.letter === letter)?.slug}`}>{letter}</h2>
            <ul className="dg-search-index__list">
              {list.map((e) => {
                // An operation without a summary is titled by its request line: the badge and the path say it once.
                const titledByPath = !!e.method && e.title === `${e.method.toUpperCase()} ${e.path}`;
                return (
                  <li key={e.url}>
                  <Link href={e.url}>{e.method ? <><MethodBadge method={e.method} /> </> : null}{titledByPath ? e.path : e.title}</Link>
                  {e.path && !titledByPath ? <> <code>{e.path}</code></> : null}
                  {e.params?.length ? <span className="dg-search-index__params"> Parameters: {e.params.map((p, i) => <span key={p + i}>{i ? ', ' : ''}<code>{p}</code></span>)}</span> : null}
                </li>
                );
              })}
            </ul>
          </section>
        ))}
      </PageLinkContext.Provider>
    </div>
  );
}

