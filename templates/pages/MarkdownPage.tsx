import type { PageData } from '../SiteContext.js';
import { PageActions } from '../parts/PageActions.js';

/** A standalone Markdown page: no sidebar, a centred column. */
export function MarkdownPage({ page, html }: { page: PageData; html: string }) {
  return (
    <div className="dg-standalone">
      <PageActions url={page.route.url} />
      <article className="dg-article">
        {page.route.contentHeading === undefined ? <h1>{page.route.title}</h1> : null}
        <div className="dg-markdown" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </div>
  );
}
