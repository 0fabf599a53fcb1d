import { useSite } from '../SiteContext.js';

/** Language menu; only shown when the site has more than one locale. */
export function LocaleSwitcher({ url }: { url: string }) {
  const site = useSite();
  if (site.locales.length < 2) return null;
  return (
    <details className="dg-locales">
      <summary>Language</summary>
      <ul>
        {site.locales.map((l) => (
          <li key={l.code}><a href={site.localePath(url, l.code)} hrefLang={l.code} lang={l.code}>{l.label}</a></li>
        ))}
      </ul>
    </details>
  );
}
