// The one gate for every file that a site's content names: the docs themselves, the images they show, the spec and
// every part its $refs reach. Content is data from people a maintainer may not know (a pull request, built in CI with
// secrets in the environment), so a path it names is read only when it is a regular file whose real path (symlinks
// resolved) lies inside one of the scope's folders, with no segment that starts with a dot (`.git/config` holds a
// CI checkout's token; `.env` and `.npmrc` hold secrets). Code (docgen.config.ts, page components, templates) is
// not read through here: it is reviewed as code.
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from './diagnostics.js';

/** The folders whose files content may name: each as given and as its real path. */
export interface SiteScope {
  folders: { given: string; real: string }[];
  /**
   * The dot-named paths this scope reads after all, by path relative to its folder with '/' separators (the static
   * folder's `.well-known/` and `.nojekyll`: output/staticFiles.ts); every other dot segment is refused.
   */
  allowDotPath?: (relative: string) => boolean;
}

/** Why a path may not be read; `message` completes "… <ref> …" in a diagnostic ("points outside the site folder"). */
export interface Refusal {
  reason: 'outside' | 'dot-segment' | 'missing' | 'broken-link' | 'link-loop' | 'folder' | 'not-regular' | 'unreadable' | 'too-large';
  message: string;
  /** For 'too-large': the file's size in bytes. */
  size?: number;
}

export type SiteFile = { realPath: string; bytes: Buffer } | { refusal: Refusal };

/** A scope over `folders` (missing ones are left out); their real paths are read once, here (touches disk). */
export function createSiteScope(folders: string[], allowDotPath?: (relative: string) => boolean): SiteScope {
  const seen = new Set<string>();
  const scope: SiteScope = { folders: [], allowDotPath };
  for (const folder of folders) {
    const given = path.resolve(folder);
    let real: string;
    try { real = fs.realpathSync.native(given); } catch { continue; }
    if (seen.has(given + '\0' + real)) continue;
    seen.add(given + '\0' + real);
    scope.folders.push({ given, real });
  }
  return scope;
}

/** The folder of the git working tree that holds `dir` (a parent with a `.git` entry), if any (touches disk). */
export function findGitWorkTree(dir: string): string | undefined {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if (fs.existsSync(path.join(current, '.git'))) return current;
    if (path.dirname(current) === current) return undefined;
  }
}

/**
 * Where `file` really is, when the scope allows reading it: a regular file, inside a scope folder once symlinks are
 * resolved, with no dot segment below that folder (touches disk: realpath and stat, no read).
 */
export function locateSiteFile(file: string, scope: SiteScope): { realPath: string } | { refusal: Refusal } {
  const absolute = path.resolve(file);
  // As written (before links are followed): `content/.secrets/x.png` is refused even if `.secrets` links elsewhere.
  const givenIn = scope.folders.find((f) => isInside(f.given, absolute));
  if (givenIn && hasDotSegment(path.relative(givenIn.given, absolute), scope)) return { refusal: dotSegment(path.relative(givenIn.given, absolute)) };
  let realPath: string;
  try {
    realPath = fs.realpathSync.native(absolute);
  } catch (e) {
    // A path that lies outside the site as written is refused as such whether or not it exists: "not found" for a
    // missing one and "outside the site" for an existing one would tell what exists outside the site.
    if (!givenIn && !scope.folders.some((f) => isInside(f.real, absolute))) return { refusal: confineRealPath(absolute, scope)! };
    return { refusal: missing(e as NodeJS.ErrnoException, absolute) };
  }
  const outside = confineRealPath(realPath, scope, realPath !== absolute && givenIn !== undefined);
  if (outside) return { refusal: outside };
  let stat: fs.Stats;
  try { stat = fs.statSync(realPath); } catch (e) { return { refusal: missing(e as NodeJS.ErrnoException, absolute) }; }
  if (stat.isDirectory()) return { refusal: { reason: 'folder', message: 'is a folder, not a file' } };
  if (!stat.isFile()) return { refusal: { reason: 'not-regular', message: `is not a regular file (${describeKind(stat)})` } };
  return { realPath };
}

/** Why a real path (symlinks resolved) is out of the scope's reach, or undefined when it is inside (pure). */
export function confineRealPath(realPath: string, scope: SiteScope, throughLink = false): Refusal | undefined {
  const realIn = scope.folders.find((f) => isInside(f.real, realPath));
  if (!realIn) return { reason: 'outside', message: `points outside the site folder${throughLink ? ` (through a symbolic link, to ${realPath})` : ''}` };
  if (hasDotSegment(path.relative(realIn.real, realPath), scope)) return dotSegment(path.relative(realIn.real, realPath));
  return undefined;
}

/** Reads `file` when locateSiteFile allows it; never blocks on a FIFO swapped in meanwhile (touches disk). */
export function readSiteFile(file: string, scope: SiteScope, maxBytes = Infinity): SiteFile {
  const located = locateSiteFile(file, scope);
  if ('refusal' in located) return located;
  let fd: number | undefined;
  try {
    // The real path, not following links any more, and non-blocking: checked and read are the same regular file.
    fd = fs.openSync(located.realPath, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
    const stat = fs.fstatSync(fd);
    if (!stat.isFile()) return { refusal: { reason: 'not-regular', message: `is not a regular file (${describeKind(stat)})` } };
    if (stat.size > maxBytes) return { refusal: { reason: 'too-large', message: 'is too large', size: stat.size } };
    return { realPath: located.realPath, bytes: fs.readFileSync(fd) };
  } catch (e) {
    return { refusal: missing(e as NodeJS.ErrnoException, located.realPath) };
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** True when `child` is `parent` or lies below it (lexically; both absolute). */
export function isInside(parent: string, child: string): boolean {
  return child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);
}

function hasDotSegment(relative: string, scope: SiteScope): boolean {
  const segments = relative.split(path.sep);
  if (!segments.some((segment) => segment.startsWith('.') && segment !== '.')) return false;
  return !(scope.allowDotPath?.(segments.join('/')) ?? false);
}

function dotSegment(relative: string): Refusal {
  const segment = relative.split(path.sep).find((s) => s.startsWith('.') && s !== '.' && s !== '..') ?? '..';
  return { reason: 'dot-segment', message: segment === '..' ? 'points outside the site folder' : `goes through '${segment}', and docgen never reads files or folders whose name starts with a dot` };
}

function missing(e: NodeJS.ErrnoException, file: string): Refusal {
  if (e.code === 'ELOOP') return { reason: 'link-loop', message: 'is a symbolic link that points back to itself' };
  if (e.code === 'ENOENT') {
    let target: string | undefined;
    try { target = fs.readlinkSync(file); } catch { /* not a link itself */ }
    return target !== undefined ? { reason: 'broken-link', message: `is a symbolic link to ${target}, which does not exist` } : { reason: 'missing', message: 'does not exist' };
  }
  if (e.code === 'EACCES' || e.code === 'EPERM') return { reason: 'unreadable', message: 'cannot be read: permission denied' };
  if (e.code === 'ENOTDIR') return { reason: 'missing', message: 'does not exist' };
  return { reason: 'unreadable', message: `cannot be read: ${e.code ?? e.message}` };
}

function describeKind(stat: fs.Stats): string {
  return stat.isFIFO() ? 'a named pipe' : stat.isSocket() ? 'a socket' : stat.isCharacterDevice() || stat.isBlockDevice() ? 'a device' : 'not a file';
}

export interface SiteFolderEntry {
  name: string;
  /** Path below the walked folder, with forward slashes. */
  relPath: string;
  /** A folder, or a symbolic link to one. */
  isFolder: boolean;
}

export interface SiteFolderWalk {
  scope: SiteScope;
  /** Whether to walk into a folder entry, or to list a file entry. */
  include: (entry: SiteFolderEntry) => boolean;
  /** The problem of a link to a folder walked already (first reached at `firstRelDir`): a loop, or a second way in. */
  loop: (folder: string, firstRelDir: string) => Diagnostic;
  /** The problem of a link to a folder outside the scope (`message`: the refusal's). */
  outside: (folder: string, message: string) => Diagnostic;
}

/**
 * The files under `dir` that `include` keeps, as relative paths in walk order (names sorted within each folder),
 * following symbolic links to folders inside the scope once each: a loop, or a folder outside, is reported, not
 * walked (it may be the whole disk). Reads folders, not files: readSiteFile decides for each file (touches disk).
 */
export function walkSiteFolder(dir: string, walk: SiteFolderWalk): { files: string[]; diagnostics: Diagnostic[] } {
  const files: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const walked = new Map<string, string>();
  const visit = (relDir: string) => {
    const absolute = path.join(dir, relDir);
    const real = fs.realpathSync.native(absolute);
    const before = walked.get(real);
    if (before !== undefined) { diagnostics.push(walk.loop(absolute, before)); return; }
    // The walked folder itself too: content/ or static/ may be a symbolic link out of the site.
    const outside = confineRealPath(real, walk.scope, real !== absolute);
    if (outside) { diagnostics.push(walk.outside(absolute, outside.message)); return; }
    walked.set(real, relDir);
    for (const entry of fs.readdirSync(absolute, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const relPath = relDir ? `${relDir}/${entry.name}` : entry.name;
      let isFolder = entry.isDirectory();
      if (entry.isSymbolicLink()) {
        // Followed to see what it is; readSiteFile decides whether its target may be read.
        try { isFolder = fs.statSync(path.join(dir, relPath)).isDirectory(); } catch { isFolder = false; }
      }
      if (!walk.include({ name: entry.name, relPath, isFolder })) continue;
      if (isFolder) visit(relPath);
      else files.push(relPath);
    }
  };
  visit('');
  return { files, diagnostics };
}
