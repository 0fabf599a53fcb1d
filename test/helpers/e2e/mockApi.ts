// A small API for the "Try it" browser tests, on 127.0.0.1: it records every request as it arrived (method, raw URL,
// headers, body bytes) and answers JSON; with `cors` off it sends no CORS headers, as most APIs do.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ArrivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface MockApi {
  origin: string;
  /** Requests other than CORS preflights, in order. */
  requests: ArrivedRequest[];
  cors: boolean;
  close(): Promise<void>;
}

export async function startMockApi(): Promise<MockApi> {
  const api: MockApi = { origin: '', requests: [], cors: true, close: async () => undefined };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const cors: Record<string, string> = api.cors
        ? {
            'access-control-allow-origin': '*',
            'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
            'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? ''),
            'access-control-expose-headers': '*',
          }
        : {};
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors).end();
        return;
      }
      api.requests.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
      const path = new URL(req.url!, 'http://x').pathname;
      if (path.endsWith('/slow')) {
        const timer = setTimeout(() => res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{"late":true}'), 10_000);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      if (path.endsWith('/page')) {
        res.writeHead(200, { ...cors, 'content-type': 'text/html' }).end('<p>Hi</p><img src=x onerror="window.__xss = 1">');
        return;
      }
      res.writeHead(200, { ...cors, 'content-type': 'application/json', 'x-request-id': 'abc123' }).end(JSON.stringify({ ok: true, path, method: req.method }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api.close = () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); });
  return api;
}

/** Reads a curl command as toCurl writes it (one option per line, single-quoted words) into its parts. */
export function parseCurl(command: string): { method: string; url: string; headers: [string, string][]; cookie?: string; data?: string; form: string[]; formString: string[] } {
  const words: string[] = [];
  for (const m of command.matchAll(/'((?:[^']|'\\'')*)'|(\S+)/g)) {
    if (m[2] === '\\') continue;
    words.push(m[1] !== undefined ? m[1].replace(/'\\''/g, "'") : m[2]);
  }
  const out = { method: '', url: '', headers: [] as [string, string][], cookie: undefined as string | undefined, data: undefined as string | undefined, form: [] as string[], formString: [] as string[] };
  for (let i = 1; i < words.length; i += 2) {
    const [flag, value] = [words[i], words[i + 1]];
    if (flag === '--request') out.method = value;
    else if (flag === '--url') out.url = value;
    else if (flag === '--header') {
      const at = value.indexOf(': ');
      out.headers.push([value.slice(0, at), value.slice(at + 2)]);
    } else if (flag === '--cookie') out.cookie = value;
    else if (flag === '--data-raw') out.data = value;
    else if (flag === '--form') out.form.push(value);
    else if (flag === '--form-string') out.formString.push(value);
    else throw new Error(`unexpected curl word ${flag}`);
  }
  return out;
}
