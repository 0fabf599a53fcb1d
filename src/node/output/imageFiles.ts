// The images the docs show, copied under their content-hashed names (read through the same gate as when hashed).
import { error, type Diagnostic } from '../diagnostics.js';
import { createSiteScope, readSiteFile } from '../readSiteFile.js';
import type { BuiltSite, OutputFile } from './siteOutputs.js';

/** Each image of the Markdown as a file; one gone or changed since the Markdown stage is reported (reads disk). */
export function* imageFiles(site: BuiltSite, report: (problem: Diagnostic) => void): Iterable<OutputFile> {
  const scope = createSiteScope([site.config.root]);
  // The name holds a hash of the bytes: two files with one public path are the same image (docs versions freeze
  // copies of the same images), written once.
  const written = new Set<string>();
  for (const [source, publicPath] of site.content.assets) {
    if (written.has(publicPath)) continue;
    written.add(publicPath);
    const image = readSiteFile(source, scope);
    if ('refusal' in image) report(error('broken-image', `Image not found: ${source} ${image.refusal.message} any more (changed while the build ran?)`, { file: source, hint: 'Build again.' }));
    else yield { path: publicPath, contents: image.bytes };
  }
}
