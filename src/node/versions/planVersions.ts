// The docs versions of a site as plain data: their URL segments, labels and banners, and the config each is built
// with. Pure. Docusaurus's rules, so a migrating site keeps its URLs: the newest name in versions.json is the latest
// version, at /docs/…; the working copy ('current', labelled 'Next') moves to /docs/next/…; older ones to /docs/<name>/….
import path from 'node:path';
import type { SiteConfig } from '../config.js';
import { versionPaths, type VersionPaths } from '../../shared/versionUrls.js';
import type { FrozenVersion } from './readVersions.js';

export const currentVersion = 'current';

export interface VersionPlan extends VersionPaths {
  name: string;
  /** URL segment: '' for the latest version, 'next' for the working copy, else the name. */
  segment: string;
  label: string;
  latest: boolean;
  banner: 'none' | 'unreleased' | 'unmaintained';
  noIndex: boolean;
  /** Absent for the working copy, which is built from the site's own content and spec. */
  frozen?: FrozenVersion;
}

/** The working copy and every frozen version, in dropdown order (working copy first, then newest to oldest). */
export function planVersions(config: Pick<SiteConfig, 'versions' | 'api'>, frozen: FrozenVersion[]): VersionPlan[] {
  const plan = (name: string, index: number, version?: FrozenVersion): VersionPlan => {
    const settings = config.versions[name] ?? {};
    const latest = index === 0;
    const segment = version === undefined ? 'next' : latest ? '' : name;
    return {
      name, segment, latest, frozen: version,
      label: settings.label ?? (version === undefined ? 'Next' : name),
      banner: settings.banner ?? (version === undefined ? 'unreleased' : latest ? 'none' : 'unmaintained'),
      noIndex: settings.noIndex ?? false,
      ...versionPaths(segment, config.api.routeBasePath.replace(/\/+$/, ''), config.api.categoryUrl.replace(/\/+$/, '')),
    };
  };
  return [plan(currentVersion, -1), ...frozen.map((v, i) => plan(v.name, i, v))];
}

/** The config one version is built with: its docs, spec, sidebars and URL bases (pure). */
export function versionConfig(config: SiteConfig, plan: VersionPlan): SiteConfig {
  const paths = { docsBase: plan.docsBase, api: { ...config.api, routeBasePath: plan.apiBase, categoryUrl: plan.categoryUrl } };
  // The latest version's spec keeps the unversioned download URL; the others go under their segment.
  const downloadDir = plan.latest ? config.downloadDir : `${config.downloadDir}/${plan.segment}`;
  if (!plan.frozen) return { ...config, ...paths, downloadDir };
  return {
    ...config, ...paths,
    docsDir: plan.frozen.docsDir,
    contentDir: path.dirname(plan.frozen.docsDir),
    specFile: plan.frozen.specFile,
    sidebars: plan.frozen.sidebars,
    downloadDir,
  };
}

/**
 * How an absolute route written in a version's Markdown is read: '/docs/x' means this version's page x when it has
 * one; a route written with a version's segment ('/docs/1.0/x', '/docs/next/x') stays in that version, and one
 * written with the latest version's name ('/docs/2.0/x') means the latest version's page (pure).
 */
export function createRouteRebaser(plan: VersionPlan, plans: VersionPlan[], latest: VersionPlan, ownUrls: ReadonlySet<string>): (route: string) => string {
  const explicit = plans.filter((p) => p.segment).map((p) => p.docsBase);
  const latestByName = `/docs/${latest.name}`;
  return (route) => {
    if (route === latestByName || route.startsWith(latestByName + '/')) return '/docs' + route.slice(latestByName.length);
    if (plan.latest || explicit.some((base) => route === base || route.startsWith(base + '/'))) return route;
    for (const [from, to] of [[latest.apiBase, plan.apiBase], [latest.categoryUrl, plan.categoryUrl], [latest.docsBase, plan.docsBase]]) {
      if (route !== from && !route.startsWith(from + '/')) continue;
      const mapped = to + route.slice(from.length);
      // Category and tag pages are made from the docs after the Markdown: the version has them when it has the docs.
      const generated = from === latest.docsBase && /^\/(category|tags)(\/|$)/.test(route.slice(from.length));
      return generated || ownUrls.has(mapped.replace(/\/+$/, '') || '/') ? mapped : route;
    }
    return route;
  };
}
