import type { Route } from '../../src/shared/types.js';
import { useSite, withBase } from '../SiteContext.js';
import { pageVersion, sameOrFirst } from './versionLinks.js';

/**
 * The docs versions as a menu of links (a <details>, so it works without JavaScript): each to the same page in that
 * version, else to its first page. Outside the versioned docs it shows the latest version. The client script keeps
 * the page's ?query#hash on these links and remembers the choice (src/client/versions.ts).
 */
export function VersionDropdown({ route }: { route: Route }) {
  const site = useSite();
  const versions = site.versions;
  if (!versions || versions.list.length < 2) return null;
  const active = pageVersion(site, route);
  const shown = active ?? versions.latest;
  return (
    <details className="dg-versions" data-dg-versions="">
      <summary className="dg-versions__button" aria-label={`Docs version: ${shown.label}`}>{shown.label}</summary>
      <ul className="dg-versions__menu">
        {versions.list.map((v) => {
          const href = active ? sameOrFirst(site, route.url, active, v) : v.firstUrl;
          return (
            <li key={v.name}>
              <a href={withBase(site, href)} data-dg-version={v.name} data-dg-same={active ? '' : undefined} aria-current={v === active ? 'true' : undefined} className={'dg-versions__item' + (v === shown ? ' dg-versions__item--active' : '')}>{v.label}</a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
