// Builds a site in memory (the real pipeline) and opens its search index as the browser does: for the search tests.
import fs from 'node:fs';
import path from 'node:path';
import type MiniSearch from 'minisearch';
import { build } from '../../../src/node/build.js';
import { MemoryWriter } from '../../../src/node/output/writer.js';
import { createMiniSearch, type SearchDocument, type SearchManifest } from '../../../src/shared/search/searchIndexFormat.js';
import { repoRoot } from '../repoPaths.js';

export interface SearchSite {
  /** Written files by site path without the leading slash ('docs/intro/index.html'). */
  files: Map<string, string | Uint8Array>;
  manifest: SearchManifest;
  /** Each index file, loaded (the first answers first; the last holds everything). */
  indexes: MiniSearch<SearchDocument>[];
  text(sitePath: string): string;
}

/** The BetaSeries site's folder: the repository root, or examples/betaseries once the site moves there. */
export const betaseriesRoot = fs.existsSync(path.join(repoRoot, 'examples/betaseries/docgen.config.ts')) ? path.join(repoRoot, 'examples/betaseries') : repoRoot;

/** Builds root (with spec instead of the configured one, when given) into memory; throws on a failed build. */
export async function buildSearchSite(root: string, spec?: string): Promise<SearchSite> {
  const writer = new MemoryWriter();
  const result = await build({ root, spec, writer });
  if (!result.ok) throw new Error(result.diagnostics.map((d) => `${d.file ?? ''} ${d.message}`).join('\n'));
  const text = (sitePath: string) => {
    const file = writer.files.get(sitePath.replace(/^\//, ''));
    if (file === undefined) throw new Error(`no file ${sitePath}`);
    return typeof file === 'string' ? file : Buffer.from(file).toString('utf8');
  };
  const home = text('index.html');
  const attribute = /data-dg-search="([^"]+)"/.exec(home)?.[1];
  if (!attribute) throw new Error('no search link on the home page');
  const manifest = JSON.parse(attribute.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as SearchManifest;
  const indexes = manifest.indexes.map((url) => createMiniSearch(JSON.parse(text(url))));
  return { files: writer.files, manifest, indexes, text };
}
