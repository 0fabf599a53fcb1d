// The static output: every file under the site's static/ folder, copied as it is to the same path in the output
// (CNAME, _redirects, robots.txt, images the navbar links to, downloads), as Docusaurus does. The files are content:
// each is read through readSiteFile, so only regular files whose real path lies inside the site root are copied.
// Names that start with a dot are not copied (`.env`, `.git/`), except the two that static hosts read: `.well-known/`
// (security.txt, app links) and `.nojekyll` (GitHub Pages). A static file and a page that claim the same path are an
// error naming both: neither would silently win.
import fs from 'node:fs';
import path from 'node:path';
import { error, warning, type Diagnostic } from '../diagnostics.js';
import { createSiteScope, readSiteFile, walkSiteFolder, type SiteScope } from '../readSiteFile.js';
import type { SiteConfig } from '../config.js';
import type { BuiltSite, OutputFile } from './siteOutputs.js';

export interface StaticFile {
  /** Site path with a leading slash: '/CNAME', '/img/logo.svg'. */
  path: string;
  /** Absolute path of the file under static/. */
  source: string;
}

// Never meant for a site: a folder's view settings saved by macOS.
const silentlySkipped = new Set(['.DS_Store']);

/** The dot-named paths a site may publish, relative to the static folder. */
function isPublishedDotPath(relative: string): boolean {
  if (relative === '.nojekyll') return true;
  const [first, ...rest] = relative.split('/');
  return first === '.well-known' && rest.every((segment) => !segment.startsWith('.'));
}

/** The scope static files are read in: the site root, with the static folder's two published dot paths allowed. */
function staticScope(config: SiteConfig): SiteScope {
  const prefix = path.relative(config.root, config.staticDir).split(path.sep).join('/');
  return createSiteScope([config.root], (relative) => relative.startsWith(prefix + '/') && isPublishedDotPath(relative.slice(prefix.length + 1)));
}

/**
 * Lists the files under the static folder, sorted, following symbolic links to folders inside the root once each
 * (touches disk: reads folders, not files). A missing folder is no static file and no problem.
 */
export function listStaticFiles(config: SiteConfig): { files: StaticFile[]; diagnostics: Diagnostic[] } {
  const files: StaticFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const dir = config.staticDir;
  try { if (!fs.statSync(dir).isDirectory()) return { files, diagnostics }; } catch { return { files, diagnostics }; }
  const walk = walkSiteFolder(dir, {
    scope: staticScope(config),
    include: ({ name, relPath }) => {
      if (!name.startsWith('.') || isPublishedDotPath(relPath)) return true;
      if (!silentlySkipped.has(name)) {
        diagnostics.push(warning('static-dotfile', `Not copied: ${relPath} (a name that starts with a dot)`, {
          file: path.join(dir, relPath), hint: 'docgen publishes no dot-named file or folder of static/ but .well-known/ and .nojekyll: they often hold secrets (.env, .git/).',
        }));
      }
      return false;
    },
    loop: (folder) => error('link-loop', 'The symbolic link leads to a folder that static/ holds already: skipped', { file: folder, hint: 'Remove the link: each folder is copied once.' }),
    outside: (folder, message) => error('outside-site', `Cannot copy the folder: it ${message}`, { file: folder, hint: 'docgen copies only files inside the site folder: move the folder into static/ instead of linking to it.' }),
  });
  files.push(...walk.files.map((relPath) => ({ path: '/' + relPath, source: path.join(dir, relPath) })));
  diagnostics.push(...walk.diagnostics);
  return { files, diagnostics };
}

/** Each static file, byte for byte; one that a page also claims (as its file or a folder of it) is an error. */
export function* staticFiles(site: BuiltSite, report: (problem: Diagnostic) => void): Iterable<OutputFile> {
  if (!site.staticFiles.length) return;
  const pages = new Map<string, string>();
  for (const route of site.graph.routes) {
    const claim = route.source ? `the page ${route.url} (${route.source})` : `the page ${route.url}`;
    const segments = route.outputPath.split('/');
    // The page's file, and each folder above it: a static file named like a folder would stop the page being written.
    for (let i = 1; i <= segments.length; i++) pages.set('/' + segments.slice(0, i).join('/'), claim);
  }
  const scope = staticScope(site.config);
  for (const file of site.staticFiles) {
    const page = pages.get(file.path);
    if (page) {
      report(error('static-collision', `${path.relative(site.config.root, file.source)} and ${page} both make ${file.path}`, {
        file: file.source, hint: 'Rename or move the static file, or change the page\'s slug.',
      }));
      continue;
    }
    const read = readSiteFile(file.source, scope);
    if ('refusal' in read) {
      report(error(read.refusal.reason === 'outside' || read.refusal.reason === 'dot-segment' ? 'outside-site' : 'read-failed', `Cannot copy the static file: it ${read.refusal.message}`, {
        file: file.source, hint: read.refusal.reason === 'outside' ? 'docgen copies only files inside the site folder: copy the file into static/ instead of linking to it.' : undefined,
      }));
      continue;
    }
    yield { path: file.path, contents: read.bytes, source: file.source };
  }
}
