import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config.js';
import { error, type Diagnostic } from '../diagnostics.js';
import { isInside as inside } from '../readSiteFile.js';

/** What checkOutDir needs from the disk, given by the caller so that the check itself stays pure. */
export interface OutDirDisk {
  /** The real path of a path (symbolic links resolved; for a missing path, those of its nearest existing parent). */
  realPathOf?: (p: string) => string;
  /** The user's home folder, which no build may replace. */
  home?: string;
}

/**
 * Refuses an output folder whose replacement would delete sources: the root, a source folder, a parent of them, or
 * the home folder. Compared as written and, with `disk.realPathOf`, where the paths really are: `--out` written
 * through a link to the site (or the site's root given through one) names the same folder (pure).
 */
export function checkOutDir(config: SiteConfig, disk: OutDirDisk = {}): Diagnostic | undefined {
  const out = path.resolve(config.outDir);
  const outs = [out, ...(disk.realPathOf ? [realOutDir(out, disk.realPathOf)] : [])];
  const real = (dir: string) => [dir, ...(disk.realPathOf ? [disk.realPathOf(dir)] : [])];
  // Folders of the site that are not docgen's to replace (sources, static files, frozen versions, installed packages,
  // the repository): out/ may be neither one of them, nor hold one, nor sit inside one.
  const ownedByUser = ['openapi', 'templates', 'src', 'node_modules', '.git'].map((name) => path.join(config.root, name));
  const sourceDirs = [config.contentDir, config.staticDir, config.versionedDir, ...ownedByUser];
  // The root and the spec's folder (often a shared folder such as /tmp) may hold out/, but out/ must not hold them.
  const holderDirs = [config.root, ...(config.specFile ? [path.dirname(config.specFile)] : [])];
  for (const dir of [...sourceDirs, ...holderDirs]) {
    for (const o of outs) {
      for (const d of real(dir)) {
        if (!inside(o, d) && !(sourceDirs.includes(dir) && inside(d, o))) continue;
        const how = o === d ? 'is' : inside(o, d) ? 'contains' : 'is inside';
        const linked = o !== out || d !== dir ? ' (once symbolic links are resolved)' : '';
        return error('unsafe-out-dir', `Refusing to build into ${out}: it ${how} ${dir}${linked}, and the build replaces the whole output folder`, { hint: 'Choose a separate folder with --out, such as ./out.' });
      }
    }
  }
  // Not even with --empty-out-dir: a mistyped `--out ~` would delete everything the user has.
  if (disk.home) {
    for (const home of real(path.resolve(disk.home))) {
      if (outs.some((o) => inside(o, home))) {
        return error('unsafe-out-dir', `Refusing to build into ${out}: it ${outs.includes(home) ? 'is' : 'contains'} the home folder ${home}, and the build replaces the whole output folder`, { hint: 'Choose a separate folder with --out, such as ./out.' });
      }
    }
  }
  return undefined;
}

/** Where the output folder `out` really is: the entry the build replaces (a link there is replaced, not followed), in its parent's real path. */
export function realOutDir(out: string, realPathOf: (p: string) => string): string {
  return path.join(realPathOf(path.dirname(out)), path.basename(out));
}

/** The real path of `p`, links resolved; for a missing path, its nearest existing parent's real path and the rest (touches disk). */
export function realPathOnDisk(p: string): string {
  const absolute = path.resolve(p);
  try {
    return fs.realpathSync.native(absolute);
  } catch {
    const parent = path.dirname(absolute);
    return parent === absolute ? absolute : path.join(realPathOnDisk(parent), path.basename(absolute));
  }
}
