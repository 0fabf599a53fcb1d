// watchSite: what `docgen serve` watches, and the chokidar watcher over it. The list is derived from the
// resolved config, so a config edit that moves content/ or the spec moves the watch with it.
import path from 'node:path';
import fs from 'node:fs';
import chokidar from 'chokidar';
import type { SiteConfig } from '../config.js';
import { packageRoot } from '../packageRoot.js';

/**
 * What a changed file means for the rebuild: a template needs a new render bundle; the config and the spec drop
 * the cached config and API model; a stylesheet drops the cached assets; a Markdown file drops nothing (its parse
 * is cached by its text); any other file (a page component, a file it imports, a category file, an image) drops
 * the compiled page components.
 */
export type ChangeKind = 'template' | 'style' | 'config' | 'spec' | 'markdown' | 'other';

export interface WatchTargets {
  paths: string[];
  templatesDir: string;
  specDirs: string[];
  configFiles: string[];
  /** versioned/: the frozen docs versions. */
  versionedDir?: string;
}

const configNames = ['docgen.config.ts', 'docgen.config.mjs', 'docgen.config.js'];

/** Returns the folders and files to watch for a site, from its config when it resolved (checks which exist). */
export function listWatchTargets(root: string, config?: SiteConfig): WatchTargets {
  const templatesDir = path.join(packageRoot, 'templates');
  // versions.json changes what the site is made of, like the config; versioned/ holds the frozen docs versions.
  const configFiles = [...configNames.map((n) => path.join(root, n)), config?.versionsFile ?? path.join(root, 'versions.json')];
  const paths = new Set<string>(configFiles);
  paths.add(config?.contentDir ?? path.join(root, 'content'));
  // static/ is copied by every build (output/staticFiles.ts): a change there is an 'other' change, a rebuild.
  paths.add(config?.staticDir ?? path.join(root, 'static'));
  // The spec's folder catches files it refers to ($ref: ./parts/x.yaml) as well as the spec itself.
  const specDirs = [path.join(root, 'openapi')];
  if (config?.specFile && !specDirs.includes(path.dirname(config.specFile))) specDirs.push(path.dirname(config.specFile));
  for (const dir of specDirs) paths.add(dir);
  const versionedDir = config?.versionedDir ?? path.join(root, 'versioned');
  paths.add(versionedDir);
  if (fs.existsSync(templatesDir)) paths.add(templatesDir);
  return { paths: [...paths], templatesDir, specDirs, configFiles, versionedDir };
}

/** Says what a changed file means for the rebuild (pure). */
export function classifyChange(file: string, targets: WatchTargets): ChangeKind {
  const inside = (dir: string) => file.startsWith(dir + path.sep);
  if (targets.configFiles.includes(file)) return 'config';
  if (inside(targets.templatesDir)) return /\.(tsx?|jsx?|mjs)$/.test(file) ? 'template' : 'style';
  if (targets.specDirs.some(inside)) return 'spec';
  // A frozen version's spec, sidebars or manifest: the API stage is loaded again.
  if (targets.versionedDir && inside(targets.versionedDir) && /\.(ya?ml|json)$/i.test(file)) return 'spec';
  return /\.mdx?$/i.test(file) ? 'markdown' : 'other';
}

/**
 * The loaded specs that a change of `files` (spec changes) leaves as they were (pure): a frozen docs version's spec
 * is read from its own folder in versioned/ only, the working copy's from anywhere else.
 */
export function unchangedSpecs(files: string[], targets: WatchTargets): (specFile: string) => boolean {
  const versionOf = (file: string) => (targets.versionedDir && file.startsWith(targets.versionedDir + path.sep) ? path.relative(targets.versionedDir, file).split(path.sep)[0] : '');
  const touched = new Set(files.map(versionOf));
  return (specFile) => !touched.has(versionOf(specFile));
}

// Editor droppings and folders that never hold site sources.
const ignored = (file: string) => /(^|[\\/])(node_modules|\.git)([\\/]|$)|(~|\.sw[px]|\.tmp|#)$|[\\/]\.#/.test(file);

export interface SiteWatcher {
  add(paths: string[]): void;
  close(): Promise<void>;
}

/** Starts watching `paths` (missing ones are picked up when created); resolves once the initial scan is done. */
export async function startWatcher(paths: string[], onChange: (file: string) => void, onError: (e: Error) => void): Promise<SiteWatcher> {
  const watcher = chokidar.watch(paths, { ignoreInitial: true, ignored, persistent: true });
  // chokidar does not notice a watched path that does not exist yet (a site with no openapi/ or no config):
  // watch the folders holding the paths, one level deep, and hand a path to the main watcher once it appears.
  const wanted = new Set(paths);
  const holders = chokidar.watch([...new Set(paths.map((p) => path.dirname(p)))].filter((d) => fs.existsSync(d)), { ignoreInitial: true, depth: 0, persistent: true });
  holders.on('all', (event, file) => {
    const full = path.resolve(file);
    if (!wanted.has(full) || (event !== 'add' && event !== 'addDir')) return;
    watcher.add(full);
    report(full);
  });
  holders.on('error', (e) => onError(e as Error));
  // chokidar reports the first change of a file and drops further ones for 50 ms. A second save inside that
  // window (a formatter rewriting the file right after the editor saved it) would be lost: look again once the
  // window has passed, and report the file again if it moved on since.
  const stamps = new Map<string, string>();
  const timers = new Map<string, NodeJS.Timeout>();
  const report = (file: string) => {
    stamps.set(file, stampOf(file));
    onChange(file);
    clearTimeout(timers.get(file));
    timers.set(file, setTimeout(() => {
      timers.delete(file);
      if (stampOf(file) !== stamps.get(file)) report(file);
    }, 75));
  };
  watcher.on('all', (event, file) => {
    if (event === 'addDir') return;
    report(path.resolve(file));
  });
  watcher.on('error', (e) => onError(e as Error));
  await Promise.all([watcher, holders].map((w) => new Promise<void>((resolve) => w.once('ready', () => resolve()))));
  return {
    add(more) {
      for (const p of more) wanted.add(p);
      watcher.add(more);
      holders.add([...new Set(more.map((p) => path.dirname(p)))].filter((d) => fs.existsSync(d)));
    },
    async close() {
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      await Promise.all([watcher.close(), holders.close()]);
    },
  };
}

/** Size and modification time, or 'missing'. */
function stampOf(file: string): string {
  try { const s = fs.statSync(file); return `${s.mtimeMs}:${s.size}`; } catch { return 'missing'; }
}
