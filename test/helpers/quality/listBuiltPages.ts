// The HTML pages of a built site, each with the route it serves.
import fs from 'node:fs';
import path from 'node:path';

export interface BuiltPage {
  /** '/', '/docs/intro', or '/404' for out/404.html. */
  route: string;
  file: string;
}

/** Returns every .html file under outDir with its route, sorted by route (reads the disk). */
export function listBuiltPages(outDir: string): BuiltPage[] {
  const pages: BuiltPage[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) pages.push({ route: routeOf(path.relative(outDir, full)), file: full });
    }
  };
  walk(outDir);
  return pages.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}

function routeOf(relative: string): string {
  const parts = relative.split(path.sep);
  if (parts[parts.length - 1] === 'index.html') parts.pop();
  else parts[parts.length - 1] = parts[parts.length - 1].replace(/\.html$/, '');
  return '/' + parts.join('/');
}
