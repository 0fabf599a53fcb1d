// The site-wide settings of the "Try it" form, from the config and the built assets; undefined when it is turned off.
import type { SiteConfig } from '../../config.js';
import type { SiteAssets } from '../../output/siteAssets.js';
import type { LoadedApi } from '../types.js';
import type { TryItSettings } from './createTryItView.js';

export function tryItSettings(config: SiteConfig, api: LoadedApi, assets: SiteAssets): TryItSettings | undefined {
  if (config.api.tryIt === false) return undefined;
  const base = config.baseUrl.replace(/\/$/, '');
  // The spec is published with the site: relative server URLs are relative to it (OpenAPI's rule).
  const specPath = api.downloadUrls[0]?.url ?? '/';
  return {
    chunk: base + assets.tryIt.path,
    proxyUrl: config.api.tryIt.proxyUrl,
    timeoutMs: Math.round(config.api.tryIt.timeout * 1000),
    specUrl: config.url + base + specPath,
  };
}
