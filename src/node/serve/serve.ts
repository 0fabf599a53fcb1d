// docgen serve: the build with an in-memory writer, served on loopback.
import http from 'node:http';
import { build } from '../build.js';
import { MemoryWriter } from '../output/writer.js';
import { formatDiagnostic } from '../diagnostics.js';

export interface ServeOptions { root: string; spec?: string; port: string; host: string; open?: boolean; verbose?: boolean }

const types: Record<string, string> = { html: 'text/html; charset=utf-8', css: 'text/css; charset=utf-8', js: 'text/javascript; charset=utf-8', json: 'application/json', yaml: 'application/yaml; charset=utf-8', xml: 'application/xml', txt: 'text/plain; charset=utf-8', svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/** Builds the site into memory and serves it until SIGINT; resolves to the exit code. */
export async function serve(options: ServeOptions): Promise<number> {
  const writer = new MemoryWriter();
  const result = await build({ root: options.root, spec: options.spec, writer });
  for (const d of result.diagnostics) process.stderr.write(formatDiagnostic(d, process.cwd(), options.verbose) + '\n');
  if (!result.ok) return 1;
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') { res.writeHead(405, { allow: 'GET, HEAD' }).end(); return; }
    let pathname: string;
    try { pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname); } catch { pathname = '/404'; }
    const key = pathname.replace(/^\/+/, '');
    const candidates = [key, key.replace(/\/?$/, '/index.html').replace(/^\//, '')];
    const found = candidates.map((c) => [c, writer.files.get(c)] as const).find(([, v]) => v !== undefined);
    const [file, body] = found ?? ['404.html', writer.files.get('404.html') ?? 'Not found'];
    const ext = file.split('.').pop() ?? 'html';
    res.writeHead(found ? 200 : 404, { 'content-type': types[ext] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(Number(options.port), options.host, resolve));
  process.stdout.write(`docgen serve: http://${options.host}:${options.port}/\n`);
  await new Promise<void>((resolve) => process.once('SIGINT', () => server.close(() => resolve())));
  return 0;
}
