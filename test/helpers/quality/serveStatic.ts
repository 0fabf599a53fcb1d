// A tiny static server over a built site, the way a static host serves it: /a/b → a/b/index.html,
// anything unknown → 404.html with status 404. Loopback only.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

/** Serves dir on 127.0.0.1 at a free port; resolves once listening. */
export async function serveStatic(dir: string): Promise<StaticServer> {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = resolveFile(root, pathname);
    if (file) return send(res, 200, file);
    send(res, 404, path.join(root, '404.html'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

function resolveFile(root: string, pathname: string): string | undefined {
  const target = path.join(root, pathname);
  if (target !== root && !target.startsWith(root + path.sep)) return undefined;
  for (const candidate of [target, path.join(target, 'index.html')]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      /* try the next form */
    }
  }
  return undefined;
}

function send(res: http.ServerResponse, status: number, file: string): void {
  try {
    const body = fs.readFileSync(file);
    res.writeHead(status, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(status, { 'content-type': 'text/plain' });
    res.end('not found');
  }
}
