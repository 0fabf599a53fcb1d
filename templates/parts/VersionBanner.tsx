import type { Route } from '../../src/shared/types.js';
import { useSite, withBase } from '../SiteContext.js';
import { pageVersion, sameOrFirst } from './versionLinks.js';

/**
 * Above a versioned page: the "Version: X" badge (when the site has more than one version) and, for the working copy
 * and older versions (and the latest when the config gives it a banner), a banner pointing to the same page in the
 * latest version (Docusaurus's words, so readers of a
 * migrated site see what they know).
 */
export function VersionBanner({ route }: { route: Route }) {
  const site = useSite();
  const versions = site.versions;
  const version = versions && pageVersion(site, route);
  if (!versions || !version) return null;
  const latest = versions.latest;
  const latestHref = withBase(site, sameOrFirst(site, route.url, version, latest));
  return (
    <>
      {version.banner !== 'none' ? (
        <div className="dg-version-banner" role="alert">
          <p>
            {version.banner === 'unreleased'
              ? `This is unreleased documentation for ${site.title} ${version.label} version.`
              : `This is documentation for ${site.title} ${version.label}, which is no longer actively maintained.`}
          </p>
          {/* The latest version gets a banner only when the config asks for one: it has no later version to point to. */}
          {!version.latest ? <p>For up-to-date documentation, see the <a href={latestHref} data-dg-version={latest.name}><b>latest version</b></a> ({latest.label}).</p> : null}
        </div>
      ) : null}
      {versions.list.length > 1 ? <span className="dg-version-badge">Version: {version.label}</span> : null}
    </>
  );
}
