import path from 'node:path';
import type { SiteConfig } from '../config.js';
import { error, type Diagnostic } from '../diagnostics.js';
import { isInside as inside } from '../readSiteFile.js';

/** Refuses an output folder whose replacement would delete sources: the root, a source folder, or a parent of them (pure). */
export function checkOutDir(config: SiteConfig): Diagnostic | undefined {
  const out = path.resolve(config.outDir);
  // Folders of the site that are not docgen's to replace (sources, static files, frozen versions, installed packages,
  // the repository): out/ may be neither one of them, nor hold one, nor sit inside one.
  const ownedByUser = ['openapi', 'templates', 'src', 'node_modules', '.git'].map((name) => path.join(config.root, name));
  const sourceDirs = [config.contentDir, config.staticDir, config.versionedDir, ...ownedByUser];
  // The root and the spec's folder (often a shared folder such as /tmp) may hold out/, but out/ must not hold them.
  const holderDirs = [config.root, ...(config.specFile ? [path.dirname(config.specFile)] : [])];
  for (const dir of [...sourceDirs, ...holderDirs]) {
    if (inside(out, dir) || (sourceDirs.includes(dir) && inside(dir, out))) {
      return error('unsafe-out-dir', `Refusing to build into ${out}: it ${out === dir ? 'is' : inside(out, dir) ? 'contains' : 'is inside'} ${dir}, and the build replaces the whole output folder`, { hint: 'Choose a separate folder with --out, such as ./out.' });
    }
  }
  return undefined;
}
