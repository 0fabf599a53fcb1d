// The images the docs show, copied under their content-hashed names (read through the same gate as when hashed).
import { error, type Diagnostic } from '../diagnostics.js';
import { createSiteScope, readSiteFile } from '../readSiteFile.js';
import type { BuiltSite, OutputFile } from './siteOutputs.js';

/** Each image of the Markdown as a file; one gone or changed since the Markdown stage is reported (reads disk). */
export function* imageFiles(site: BuiltSite, report: (problem: Diagnostic) => void): Iterable<OutputFile> {
  const scope = createSiteScope([site.config.root]);
  for (const [source, publicPath] of site.content.assets) {
    const image = readSiteFile(source, scope);
    if ('refusal' in image) report(error('broken-image', `Image not found: ${source} ${image.refusal.message} any more (changed while the build ran?)`, { file: source, hint: 'Build again.' }));
    else yield { path: publicPath, contents: image.bytes };
  }
}
