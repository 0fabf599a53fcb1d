// Builds the repository's own site once and shares it between the quality test files (each runs in its own
// process): the output is cached in os.tmpdir() under a key made of HEAD and the state of the work tree, so a
// second test file, or a second `npm test` on an unchanged tree, reuses it instead of building again.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listBuiltPages, type BuiltPage } from './listBuiltPages.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const cacheBase = path.join(os.tmpdir(), 'docgen-quality');

export interface BuiltSite {
  outDir: string;
  pages: BuiltPage[];
}

let pending: Promise<BuiltSite> | undefined;

/**
 * Returns the site built from the repository root (building it at most once per work-tree state; writes to os.tmpdir()).
 * DOCGEN_QUALITY_SITE=<dir> checks an already built site instead.
 */
export function buildSiteOnce(): Promise<BuiltSite> {
  pending ??= Promise.resolve().then(() => {
    const given = process.env.DOCGEN_QUALITY_SITE;
    const outDir = given ? path.resolve(given) : buildCached();
    return { outDir, pages: listBuiltPages(outDir) };
  });
  return pending;
}

function buildCached(): string {
  const key = workTreeKey();
  const finalDir = key ? path.join(cacheBase, key) : undefined;
  if (finalDir && fs.existsSync(path.join(finalDir, 'site'))) return path.join(finalDir, 'site');
  fs.mkdirSync(cacheBase, { recursive: true });
  const workDir = fs.mkdtempSync(path.join(cacheBase, `build-${process.pid}-`));
  const outDir = path.join(workDir, 'site');
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), 'build', '--root', repoRoot, '--out', outDir], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    fs.rmSync(workDir, { recursive: true, force: true });
    const output = `${result.stdout}\n${result.stderr}`.trim().split('\n');
    throw new Error(`docgen build failed (exit ${result.status}); the quality gates need the built site:\n${output.slice(-40).join('\n')}`);
  }
  if (!finalDir) return outDir; // no git: an uncached build, left in its own temporary folder
  // Two test files may build at the same time: the first rename wins, the other uses the winner's output.
  try {
    fs.renameSync(workDir, finalDir);
  } catch {
    fs.rmSync(workDir, { recursive: true, force: true });
    return path.join(finalDir, 'site');
  }
  removeStaleBuilds(key!);
  return path.join(finalDir, 'site');
}

/** HEAD plus every changed or untracked file's path and bytes; undefined outside a git checkout. */
function workTreeKey(): string | undefined {
  const git = (args: string[]) => spawnSync('git', ['--no-optional-locks', ...args], { cwd: repoRoot, encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 });
  const head = git(['rev-parse', 'HEAD']);
  const status = git(['status', '--porcelain=v1', '-z', '--untracked-files=all']);
  if (head.status !== 0 || status.status !== 0) return undefined;
  const hash = crypto.createHash('sha256').update(head.stdout).update(status.stdout);
  for (const entry of status.stdout.toString('utf8').split('\0')) {
    const file = entry.slice(3);
    if (!file) continue;
    try {
      hash.update(file).update(fs.readFileSync(path.join(repoRoot, file)));
    } catch {
      hash.update(`${file}:unreadable`); // deleted, or a directory entry
    }
  }
  // The CLI's own version of Node matters too (a different runtime may render differently).
  return hash.update(process.version).digest('hex').slice(0, 16);
}

/** Deletes cached builds of other work-tree states that nobody has touched for an hour. */
function removeStaleBuilds(current: string): void {
  const hourAgo = Date.now() - 3600_000;
  for (const name of fs.readdirSync(cacheBase)) {
    if (name === current) continue;
    const full = path.join(cacheBase, name);
    try {
      if (fs.statSync(full).mtimeMs < hourAgo) fs.rmSync(full, { recursive: true, force: true });
    } catch {
      /* another run removed it */
    }
  }
}
