// Vite's rule for its outDir: the build replaces the whole output folder. That is expected of the site's own out/
// (inside the root), not of a folder elsewhere that already holds files (`--out ~/Documents`): that one is replaced
// only when asked with --empty-out-dir, and otherwise the build stops before writing anything.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config.js';
import { error, type Diagnostic } from '../diagnostics.js';
import { isInside } from '../readSiteFile.js';
import { realOutDir } from './checkOutDir.js';

/** What the output path holds, as far as replacing it goes. */
export type OutDirContents = 'missing' | 'empty' | 'not-empty' | 'file';

/**
 * Refuses to replace an output folder outside the site root that holds something, unless `emptyOutDir` (pure;
 * `realPathOf` gives real paths, symbolic links resolved).
 * A folder inside the root (the default `<root>/out`) is replaced as always; checkOutDir keeps the sources safe.
 */
export function checkEmptyOutDir(
  config: Pick<SiteConfig, 'root' | 'outDir'>,
  contents: OutDirContents,
  emptyOutDir = false,
  realPathOf: (p: string) => string = (p) => p,
): Diagnostic | undefined {
  if (emptyOutDir || contents === 'missing' || contents === 'empty') return undefined;
  const out = path.resolve(config.outDir);
  const root = path.resolve(config.root);
  // Inside the root as written and where it really is: `site/build/html` through a link `site/build` to a folder of
  // the user's elsewhere is that folder, and is replaced only when asked.
  const realOut = realOutDir(out, realPathOf);
  const realRoot = realPathOf(root);
  if (out !== root && isInside(root, out) && realOut !== realRoot && isInside(realRoot, realOut)) return undefined;
  const what = contents === 'file'
    ? `it is a file outside the site root (${root}), and the build would delete it`
    : `the folder is not empty and is outside the site root (${root}), and the build would delete what it holds`;
  return error('out-dir-not-empty', `Refusing to build into ${out}: ${what}`, {
    hint: 'Pass --empty-out-dir to replace it anyway, or choose an empty or new folder with --out.',
  });
}

/** Reads what is at `dir` (touches disk). */
export function readOutDirContents(dir: string): OutDirContents {
  let stat: fs.Stats;
  // stat, not lstat: a link to a folder full of files counts as that folder.
  try { stat = fs.statSync(dir); } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return 'missing';
    // Cannot tell what is there (a folder without permission to look): it may hold files, so it counts as holding some.
    return 'not-empty';
  }
  if (!stat.isDirectory()) return 'file';
  try {
    return fs.readdirSync(dir).length ? 'not-empty' : 'empty';
  } catch {
    return 'not-empty';
  }
}
