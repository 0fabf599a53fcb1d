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
/** The BetaSeries site that the quality gates measure. */
export const exampleSite = path.join(repoRoot, 'examples', 'betaseries');
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
  pending ??= (async () => {
    const given = process.env.DOCGEN_QUALITY_SITE;
    const outDir = given ? path.resolve(given) : await buildCached();
    return { outDir, pages: listBuiltPages(outDir) };
  })();
  return pending;
}

const LOCK_STALE_MS = 5 * 60_000; // a builder that held the lock this long has died
const FAILURE_REUSE_MS = 2 * 60_000; // test files of the same run share a failed build's report
const WAIT_MS = 10 * 60_000;

async function buildCached(): Promise<string> {
  const key = workTreeKey();
  fs.mkdirSync(cacheBase, { recursive: true });
  if (!key) return runBuild(fs.mkdtempSync(path.join(cacheBase, 'uncached-'))); // no git: build every time
  const finalDir = path.join(cacheBase, key);
  const site = path.join(finalDir, 'site');
  const lock = `${finalDir}.lock`;
  const failure = `${finalDir}.failed`;
  // Test files run in parallel processes: one builds while the others wait for its result.
  for (const deadline = Date.now() + WAIT_MS; ; ) {
    if (fs.existsSync(site)) return site;
    if (ageOf(failure) < FAILURE_REUSE_MS) throw new Error(fs.readFileSync(failure, 'utf8'));
    if (tryLock(lock)) break;
    if (Date.now() > deadline) throw new Error(`gave up waiting for another process to build the site (lock ${lock})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  try {
    if (fs.existsSync(site)) return site;
    const workDir = fs.mkdtempSync(path.join(cacheBase, `build-${process.pid}-`));
    try {
      runBuild(workDir);
    } catch (error) {
      fs.rmSync(workDir, { recursive: true, force: true });
      fs.writeFileSync(failure, (error as Error).message);
      throw error;
    }
    fs.renameSync(workDir, finalDir);
    fs.rmSync(failure, { force: true });
    removeStaleBuilds(key);
    return site;
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** Runs `docgen build` of the repository into dir/site and returns that path; throws with the build's output. */
function runBuild(dir: string): string {
  const outDir = path.join(dir, 'site');
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), 'build', '--root', exampleSite, '--out', outDir], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`.trim().split('\n');
    throw new Error(`docgen build failed (exit ${result.status}); the quality gates need the built site:\n${output.slice(-40).join('\n')}`);
  }
  return outDir;
}

function tryLock(lock: string): boolean {
  try {
    fs.mkdirSync(lock);
    return true;
  } catch {
    if (ageOf(lock) > LOCK_STALE_MS) fs.rmSync(lock, { recursive: true, force: true });
    return false;
  }
}

/** Milliseconds since the file was last modified; Infinity when it does not exist. */
function ageOf(file: string): number {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
}

// What the built site depends on. Edits elsewhere (tests, docs about docgen) keep the cached build.
const BUILD_INPUTS = ['bin', 'src', 'templates', 'scripts', 'examples/betaseries', 'package.json', 'package-lock.json'];

/** HEAD plus the path and bytes of every changed or untracked build input; undefined outside a git checkout. */
function workTreeKey(): string | undefined {
  const git = (args: string[]) => spawnSync('git', ['--no-optional-locks', ...args], { cwd: repoRoot, encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 });
  const head = git(['rev-parse', 'HEAD']);
  const status = git(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...BUILD_INPUTS]);
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

/** Deletes cached builds (and failure reports) of other work-tree states made more than 15 minutes ago. */
function removeStaleBuilds(current: string): void {
  const cutoff = Date.now() - 15 * 60_000; // longer than any run that may still be reading one
  for (const name of fs.readdirSync(cacheBase)) {
    if (name === current || name.endsWith('.lock')) continue;
    const full = path.join(cacheBase, name);
    try {
      if (fs.statSync(full).mtimeMs < cutoff) fs.rmSync(full, { recursive: true, force: true });
    } catch {
      /* another run removed it */
    }
  }
}
