import { useSite, withBase } from '../SiteContext.js';

/**
 * Language menu; only shown when the site has more than one locale. Each other language is a site built on its own
 * (by default under /<locale>/ beside this one, inside the base URL): the link checker leaves those paths alone.
 */
export function LocaleSwitcher({ url }: { url: string }) {
  const site = useSite();
  if (site.locales.length < 2) return null;
  return (
    <details className="dg-locales">
      <summary>Language</summary>
      <ul>
        {site.locales.map((l) => (
          <li key={l.code}><a href={withBase(site, site.localePath(url, l.code))} hrefLang={l.code} lang={l.code}>{l.label}</a></li>
        ))}
      </ul>
    </details>
  );
}
