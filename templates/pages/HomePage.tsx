import { useSite } from '../SiteContext.js';
import { Link } from '../parts/Link.js';

/** The built-in home page, used when content/pages has no index page (zero-config sites). */
export function HomePage({ firstDoc, apiUrl }: { firstDoc?: string; apiUrl?: string }) {
  const site = useSite();
  return (
    <div className="dg-home">
      <section className="dg-hero">
        <h1 className="dg-hero__title">{site.title}</h1>
        {site.tagline ? <p className="dg-hero__tagline">{site.tagline}</p> : null}
        <div className="dg-hero__actions">
          {firstDoc ? <Link href={firstDoc} className="dg-button dg-button--primary">Read the docs</Link> : null}
          {apiUrl ? <Link href={apiUrl} className="dg-button dg-button--secondary">API reference</Link> : null}
        </div>
      </section>
    </div>
  );
}
