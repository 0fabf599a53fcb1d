import type { ReactNode } from 'react';
import type { PageData } from '../SiteContext.js';
import { Breadcrumbs } from '../parts/Breadcrumbs.js';
import { Toc } from '../parts/Toc.js';
import { Pagination } from '../parts/Pagination.js';
import { Link } from '../parts/Link.js';
import { PageActions } from '../parts/PageActions.js';
import { slugifyTag } from './tagUrl.js';

/** A page with a sidebar: breadcrumbs, the article, tags, previous/next and the table of contents. */
export function DocPage({ page, html, children }: { page: PageData; html?: string; children?: ReactNode }) {
  const { route } = page;
  const showToc = !route.hideTableOfContents && route.headings.length > 0;
  return (
    <div className={'dg-doc' + (showToc ? ' dg-doc--toc' : '')}>
      <div className="dg-doc__main">
        <Breadcrumbs trail={page.breadcrumbs} title={route.title} />
        <PageActions url={route.url} />
        {showToc ? <Toc headings={route.headings} variant="inline" /> : null}
        <article className="dg-article">
          {html !== undefined ? (
            <>
              {route.contentHeading === undefined ? <h1>{route.title}</h1> : null}
              <div className="dg-markdown" dangerouslySetInnerHTML={{ __html: html }} />
            </>
          ) : children}
          {route.tags.length ? (
            <footer className="dg-doc__tags">
              <span>Tags:</span>
              <ul>{route.tags.map((t) => <li key={t}><Link href={`/docs/tags/${slugifyTag(t)}`} className="dg-tag">{t}</Link></li>)}</ul>
            </footer>
          ) : null}
        </article>
        <Pagination previous={page.previous} next={page.next} />
      </div>
      {showToc ? <div className="dg-doc__toc"><Toc headings={route.headings} variant="side" /></div> : null}
    </div>
  );
}
