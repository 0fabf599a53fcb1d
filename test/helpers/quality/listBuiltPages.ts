// The HTML pages of a built site, each with the route it serves.
import path from 'node:path';
import { listFiles } from '../tmpDir.js';

export interface BuiltPage {
  /** '/', '/docs/intro', or '/404' for out/404.html. */
  route: string;
  file: string;
}

/** Returns every .html file under outDir with its route, sorted by route (reads the disk). */
export function listBuiltPages(outDir: string): BuiltPage[] {
  const pages = listFiles(outDir).filter((f) => f.endsWith('.html')).map((f) => ({ route: routeOf(f), file: path.join(outDir, f) }));
  return pages.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}

function routeOf(relative: string): string {
  const parts = relative.split('/');
  if (parts[parts.length - 1] === 'index.html') parts.pop();
  else parts[parts.length - 1] = parts[parts.length - 1].replace(/\.html$/, '');
  return '/' + parts.join('/');
}
