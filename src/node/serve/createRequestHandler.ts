// The dev server's request handler: serves only the in-memory site of the last good build, with clean URLs,
// the 404 page, no-cache + ETag headers, and the live-reload client injected into HTML. GET and HEAD only, and
// only for the hosts and origins checkRequestOrigin allows.
import type http from 'node:http';
import type net from 'node:net';
import type { Duplex } from 'node:stream';
import crypto from 'node:crypto';
import { checkRequestOrigin } from './checkRequestOrigin.js';
import { contentTypeOf, decodeRequestPath, findSiteFile } from './resolveRequestPath.js';
import { createErrorPage, injectReloadClient, reloadClientPath, reloadClientSource, reloadEventsPath } from './reloadClient.js';
import type { ReloadChannel } from './createReloadChannel.js';
import type { SiteFiles } from './diffSite.js';

export interface ServedSite {
  /** Files of the last good build; empty until one succeeds. */
  files: SiteFiles;
  baseUrl: string;
  /** Messages of the failing build, when the latest build failed. */
  errors?: string[];
}

/** Returns the request listener over `getSite()` (memory only: no request ever reads the disk); `hostName` is --host. */
export function createRequestHandler(getSite: () => ServedSite, channel: ReloadChannel, greeting: () => [string, unknown][], hostName?: string): http.RequestListener {
  // ETags are computed once per file per build, on first request.
  const etags = new WeakMap<SiteFiles, Map<string, string>>();
  const etagOf = (files: SiteFiles, key: string, body: string | Uint8Array) => {
    let map = etags.get(files);
    if (!map) etags.set(files, (map = new Map()));
    let tag = map.get(key);
    if (!tag) map.set(key, (tag = `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`));
    return tag;
  };

  return (req, res) => {
    const refused = checkRequestOrigin(req.headers, false, { port: req.socket.localPort ?? 0, hostName });
    if (refused) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', connection: 'close' }).end(refused + '\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
      return;
    }
    const target = req.url ?? '/';
    const bare = target.replace(/[?#].*$/s, '');
    if (bare === reloadEventsPath) {
      if (req.method === 'HEAD') { res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' }).end(); return; }
      channel.connectEventStream(req, res, pageOf(target), greeting());
      return;
    }
    if (bare === reloadClientPath) {
      send(req, res, 200, 'text/javascript; charset=utf-8', reloadClientSource, undefined);
      return;
    }

    const site = getSite();
    const pathname = decodeRequestPath(target, site.baseUrl);
    if (!site.files.size) {
      // No good build yet: every HTML request gets the error page, which reloads once the site builds.
      const page = createErrorPage(site.errors ?? ['The site is still building.']);
      send(req, res, 500, 'text/html; charset=utf-8', page, undefined);
      return;
    }
    const page = pathname === undefined ? undefined : findSiteFile(pathname, (k) => site.files.has(k));
    // A page with a Markdown twin answers in Markdown to a client that asks for it (`Accept: text/markdown`).
    const twin = page ? twinKeyOf(page) : undefined;
    const hasTwin = twin !== undefined && site.files.has(twin);
    const key = hasTwin && prefersMarkdown(req.headers.accept) ? twin : page;
    const vary = hasTwin ? { vary: 'Accept' } : undefined;
    const status = key ? 200 : 404;
    const fileKey = key ?? '404.html';
    const body = site.files.get(fileKey) ?? 'Not found\n';
    const type = site.files.has(fileKey) ? contentTypeOf(fileKey) : 'text/plain; charset=utf-8';
    const tag = site.files.has(fileKey) ? etagOf(site.files, fileKey, body) : undefined;
    if (tag && status === 200 && req.headers['if-none-match'] === tag) {
      res.writeHead(304, { etag: tag, 'cache-control': 'no-cache', ...vary }).end();
      return;
    }
    const served = type.startsWith('text/html') && typeof body === 'string' ? injectReloadClient(body) : body;
    send(req, res, status, type, served, tag, vary);
  };
}

/** The Markdown twin of a page's file: 'docs/intro/index.html' → 'docs/intro.md', 'index.html' → 'index.md'. */
function twinKeyOf(key: string): string | undefined {
  if (key === 'index.html') return 'index.md';
  return key.endsWith('/index.html') ? key.slice(0, -'/index.html'.length) + '.md' : undefined;
}

/** Whether an Accept header ranks text/markdown above text/html (browsers never ask for Markdown). */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const quality = (type: string) => {
    let q = 0;
    for (const part of accept.split(',')) {
      const [range, ...params] = part.trim().toLowerCase().split(';').map((p) => p.trim());
      if (range !== type) continue;
      const given = params.find((p) => p.startsWith('q='));
      q = Math.max(q, given ? Number(given.slice(2)) || 0 : 1);
    }
    return q;
  };
  const markdown = quality('text/markdown');
  return markdown > 0 && markdown >= quality('text/html');
}

/** Handles an HTTP upgrade: the reload channel's WebSocket from this server's own pages, and nothing else. */
export function createUpgradeHandler(channel: ReloadChannel, greeting: () => [string, unknown][], hostName?: string) {
  return (req: http.IncomingMessage, socket: Duplex): void => {
    // An upgraded socket is ours alone: an error on it (a reset while refusing) must not reach the server.
    socket.on('error', () => socket.destroy());
    const port = (socket as Partial<net.Socket>).localPort ?? 0;
    const refused = checkRequestOrigin(req.headers, true, { port, hostName });
    if (refused) { refuseUpgrade(socket, '403 Forbidden', refused + '\n'); return; }
    const target = req.url ?? '/';
    if (target.replace(/[?#].*$/s, '') !== reloadEventsPath) { refuseUpgrade(socket, '404 Not Found', ''); return; }
    channel.connectWebSocket(req, socket, pageOf(target), greeting());
  };
}

/** Answers an upgrade with a plain HTTP status and closes the socket once the answer is written. */
function refuseUpgrade(socket: Duplex, status: string, text: string): void {
  const body = Buffer.from(text);
  const head = `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nContent-Length: ${body.length}\r\n\r\n`;
  socket.end(Buffer.concat([Buffer.from(head), body]), () => socket.destroy());
  // A client that never reads must not keep the socket.
  setTimeout(() => socket.destroy(), 1000).unref();
}

/** The page a reload connection speaks for: its ?page= parameter. */
function pageOf(target: string): string {
  try { return new URL(target, 'http://x').searchParams.get('page') ?? '/'; } catch { return '/'; }
}

function send(req: http.IncomingMessage, res: http.ServerResponse, status: number, type: string, body: string | Uint8Array, etag: string | undefined, extra?: Record<string, string>) {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, {
    'content-type': type,
    'content-length': bytes.byteLength,
    // Development: always revalidate, so a rebuilt page or stylesheet is never served stale from the cache.
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    ...(etag ? { etag } : {}),
    ...extra,
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
