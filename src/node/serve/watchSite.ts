// watchSite: what `docgen serve` watches, and the chokidar watcher over it. The list is derived from the
// resolved config, so a config edit that moves content/ or the spec moves the watch with it.
import path from 'node:path';
import fs from 'node:fs';
import chokidar, { type FSWatcher } from 'chokidar';
import type { SiteConfig } from '../config.js';
import { packageRoot } from '../packageRoot.js';

export type ChangeKind = 'template' | 'config' | 'content';

export interface WatchTargets {
  paths: string[];
  templatesDir: string;
  configFiles: string[];
}

const configNames = ['docgen.config.ts', 'docgen.config.mjs', 'docgen.config.js'];

/** Returns the folders and files to watch for a site, from its config when it resolved (checks which exist). */
export function listWatchTargets(root: string, config?: SiteConfig): WatchTargets {
  const templatesDir = path.join(packageRoot, 'templates');
  const configFiles = configNames.map((n) => path.join(root, n));
  const paths = new Set<string>(configFiles);
  paths.add(config?.contentDir ?? path.join(root, 'content'));
  // The spec's folder catches files it refers to ($ref: ./parts/x.yaml) as well as the spec itself.
  paths.add(path.join(root, 'openapi'));
  if (config?.specFile) paths.add(path.dirname(config.specFile));
  if (fs.existsSync(templatesDir)) paths.add(templatesDir);
  return { paths: [...paths], templatesDir, configFiles };
}

/** Says what a changed file means for the rebuild: a template needs a new render bundle; the rest just rebuilds (pure). */
export function classifyChange(file: string, targets: WatchTargets): ChangeKind {
  if (targets.configFiles.includes(file)) return 'config';
  if (file.startsWith(targets.templatesDir + path.sep) && /\.(tsx?|jsx?|mjs)$/.test(file)) return 'template';
  return 'content';
}

// Editor droppings and folders that never hold site sources.
const ignored = (file: string) => /(^|[\\/])(node_modules|\.git)([\\/]|$)|(~|\.sw[px]|\.tmp|#)$|[\\/]\.#/.test(file);

/** Starts watching `paths` (missing ones are picked up when created); resolves once the initial scan is done. */
export async function startWatcher(paths: string[], onChange: (file: string) => void, onError: (e: Error) => void): Promise<FSWatcher> {
  const watcher = chokidar.watch(paths, { ignoreInitial: true, ignored, persistent: true });
  watcher.on('all', (event, file) => {
    if (event === 'addDir') return;
    onChange(path.resolve(file));
  });
  watcher.on('error', (e) => onError(e as Error));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return watcher;
}
