// The stylesheet and scripts every page loads, with content-hashed names (reads docgen's own files).
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import * as esbuild from 'esbuild';
import { packageRoot } from '../packageRoot.js';
import type { BuiltSite, OutputFile } from './siteOutputs.js';

export interface SiteAssets {
  css: { path: string; contents: string };
  js: { path: string; contents: string };
  /** The "Try it" chunk: loaded by operation pages when the reader opens the form. */
  tryIt: { path: string; contents: string };
  /** The search script, an ES module loaded on the reader's first use of search (written by the search output). */
  search: { path: string; contents: string };
  headScript: string;
}

export function contentHash(data: string | Uint8Array): string {
  return crypto.createHash('sha256').update(data).digest('hex').slice(0, 10);
}

/** Concatenates templates/styles/*.css (in name order), sets the mobile breakpoint, minifies; loads the client bundle. */
export async function loadSiteAssets(breakpoint: number): Promise<SiteAssets> {
  const stylesDir = path.join(packageRoot, 'templates', 'styles');
  const css = fs.readdirSync(stylesDir).filter((f) => f.endsWith('.css')).sort().map((f) => fs.readFileSync(path.join(stylesDir, f), 'utf8')).join('\n');
  // Media queries cannot read custom properties: the configured breakpoint is written into them here.
  const sized = css.replace(/\(max-width:\s*996px\)/g, `(max-width: ${breakpoint}px)`).replace(/\(min-width:\s*997px\)/g, `(min-width: ${breakpoint + 1}px)`);
  const minified = (await esbuild.transform(sized, { loader: 'css', minify: true, target: ['chrome100', 'firefox100', 'safari15'] })).code;
  const js = fs.readFileSync(path.join(packageRoot, 'dist', 'client.js'), 'utf8');
  const tryIt = fs.readFileSync(path.join(packageRoot, 'dist', 'tryit.js'), 'utf8');
  const headScript = fs.readFileSync(path.join(packageRoot, 'dist', 'head.js'), 'utf8').trim();
  const search = fs.readFileSync(path.join(packageRoot, 'dist', 'search.js'), 'utf8');
  return {
    css: { path: `/assets/style.${contentHash(minified)}.css`, contents: minified },
    js: { path: `/assets/app.${contentHash(js)}.js`, contents: js },
    tryIt: { path: `/assets/tryit.${contentHash(tryIt)}.js`, contents: tryIt },
    search: { path: `/assets/search.${contentHash(search)}.js`, contents: search },
    headScript,
  };
}

/** The stylesheet and the client scripts (the "Try it" chunk only when an operation page may load it). */
export function assetFiles(site: BuiltSite): OutputFile[] {
  const assets = [site.assets.css, site.assets.js];
  if (site.api.renderContext && site.config.api.tryIt !== false) assets.push(site.assets.tryIt);
  return assets.map((asset) => ({ path: asset.path, contents: asset.contents }));
}
