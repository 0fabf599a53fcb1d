// resolveRequestPath: a request target → the key of a file the build produced, or undefined.
// Pure string work: the dev server never touches the disk for a request, so a path can only ever name
// something in the in-memory site; anything that tries to climb (`..`, encoded or not) is refused outright.

/** Returns the pathname of a request target, decoded, or undefined when it is malformed or climbs (pure). */
export function decodeRequestPath(target: string, baseUrl = '/'): string | undefined {
  // Only origin-form targets ('/x?y'). '//etc/passwd' and 'http://host/x' are not paths of this site.
  if (!target.startsWith('/') || target.startsWith('//')) return undefined;
  const raw = target.replace(/[?#].*$/s, '');
  let pathname: string;
  try { pathname = decodeURIComponent(raw); } catch { return undefined; }
  if (/[\0\\]/.test(pathname) || pathname.includes('//')) return undefined;
  const segments = pathname.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return undefined;
  if (baseUrl !== '/') {
    const base = baseUrl.replace(/\/$/, '');
    if (pathname === base) return '/';
    if (!pathname.startsWith(base + '/')) return undefined;
    pathname = pathname.slice(base.length);
  }
  return pathname;
}

/**
 * Returns the file key (as the writer stored it: 'docs/intro/index.html') that serves `pathname`, using clean
 * URLs: '/docs/intro', '/docs/intro/' and '/docs/intro/index.html' all name the same page (pure).
 */
export function findSiteFile(pathname: string, has: (key: string) => boolean): string | undefined {
  const key = pathname.replace(/^\/+/, '');
  if (key === '') return has('index.html') ? 'index.html' : undefined;
  if (!key.endsWith('/') && has(key)) return key;
  const index = key.replace(/\/?$/, '/index.html');
  if (has(index)) return index;
  // '/404' is the not-found page itself; '/x.html' written as 'x.html' was covered above.
  if (!key.endsWith('/') && has(key + '.html')) return key + '.html';
  return undefined;
}

const types: Record<string, string> = {
  html: 'text/html; charset=utf-8', css: 'text/css; charset=utf-8', js: 'text/javascript; charset=utf-8', mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8', yaml: 'application/yaml; charset=utf-8', yml: 'application/yaml; charset=utf-8',
  xml: 'application/xml; charset=utf-8', txt: 'text/plain; charset=utf-8', md: 'text/markdown; charset=utf-8', map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif', ico: 'image/x-icon',
  woff: 'font/woff', woff2: 'font/woff2', ttf: 'font/ttf', pdf: 'application/pdf', wasm: 'application/wasm',
};

/** Returns the Content-Type for a file key by its extension (pure). */
export function contentTypeOf(key: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return (ext && types[ext]) || 'application/octet-stream';
}
