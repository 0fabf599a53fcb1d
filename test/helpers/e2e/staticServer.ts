// A small static server for a built site, bound to 127.0.0.1, for the browser tests: clean URLs (/x → x/index.html),
// 404.html with status 404, and per-path hooks to delay, fail or rewrite a response.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

export interface PathHook {
  /** Wait this long before answering. */
  delayMs?: number;
  /** Hold the answer until this settles (a deterministic "slow" response). */
  hold?: Promise<unknown>;
  /** Answer with this status and a plain-text body instead of the file. */
  failStatus?: number;
  /** Only apply the hook this many times (then serve normally). */
  times?: number;
  /** Rewrite an HTML body before sending it. */
  rewrite?: (html: string) => string;
}

export interface StaticServer {
  origin: string;
  /** Hooks by URL path ('/docs/intro'); '*' applies to every HTML page. Tests add and remove them freely. */
  hooks: Map<string, PathHook>;
  /** Every request path, in order. */
  requests: string[];
  close(): Promise<void>;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.xml': 'application/xml', '.txt': 'text/plain; charset=utf-8', '.json': 'application/json', '.yaml': 'application/yaml',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.md': 'text/markdown; charset=utf-8',
};

/** The file for a URL path: the file itself, or <path>/index.html; undefined when there is none. */
function resolveFile(root: string, urlPath: string): string | undefined {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const full = path.join(root, clean);
  if (!full.startsWith(root)) return undefined;
  for (const candidate of [full, path.join(full, 'index.html')]) {
    try { if (fs.statSync(candidate).isFile()) return candidate; } catch { /* next */ }
  }
  return undefined;
}

function takeHook(hooks: Map<string, PathHook>, key: string): PathHook | undefined {
  const hook = hooks.get(key);
  if (!hook) return undefined;
  if (hook.times !== undefined) {
    hook.times -= 1;
    if (hook.times <= 0) hooks.delete(key);
  }
  return hook;
}

/** Serves root on 127.0.0.1 at a free port. */
export async function startStaticServer(root: string): Promise<StaticServer> {
  const hooks = new Map<string, PathHook>();
  const requests: string[] = [];
  const server = http.createServer(async (req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    requests.push(urlPath);
    const hook = takeHook(hooks, urlPath);
    if (hook?.delayMs) await new Promise((resolve) => setTimeout(resolve, hook.delayMs));
    if (hook?.hold) await hook.hold;
    if (hook?.failStatus) {
      res.writeHead(hook.failStatus, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end(`Failed on purpose (${hook.failStatus})`);
      return;
    }
    const file = resolveFile(root, urlPath);
    const status = file ? 200 : 404;
    const served = file ?? path.join(root, '404.html');
    const type = types[path.extname(served)] ?? 'application/octet-stream';
    let body: string | Buffer = fs.readFileSync(served);
    if (type.startsWith('text/html')) {
      let html = body.toString('utf8');
      const rewrite = hook?.rewrite ?? hooks.get('*')?.rewrite;
      if (rewrite) html = rewrite(html);
      body = html;
    }
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hooks,
    requests,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
