import path from 'node:path';
import type { SiteConfig } from '../config.js';
import { error, type Diagnostic } from '../diagnostics.js';
import { isInside as inside } from '../readSiteFile.js';

/** Refuses an output folder whose replacement would delete sources: the root, a source folder, or a parent of them (pure). */
export function checkOutDir(config: SiteConfig): Diagnostic | undefined {
  const out = path.resolve(config.outDir);
  // Source folders of the site: out/ may be neither one of them, nor hold one, nor sit inside one.
  const sourceDirs = [config.contentDir, path.join(config.root, 'openapi'), path.join(config.root, 'templates'), path.join(config.root, 'src')];
  // The root and the spec's folder (often a shared folder such as /tmp) may hold out/, but out/ must not hold them.
  const holderDirs = [config.root, ...(config.specFile ? [path.dirname(config.specFile)] : [])];
  for (const dir of [...sourceDirs, ...holderDirs]) {
    if (inside(out, dir) || (sourceDirs.includes(dir) && inside(dir, out))) {
      return error('unsafe-out-dir', `Refusing to build into ${out}: it ${out === dir ? 'is' : inside(out, dir) ? 'contains' : 'is inside'} ${dir}, and the build replaces the whole output folder`, { hint: 'Choose a separate folder with --out, such as ./out.' });
    }
  }
  return undefined;
}
