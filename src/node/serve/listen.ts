// listen: binds the dev server, moving to the next port when the asked one is taken.
import type http from 'node:http';
import { spawn } from 'node:child_process';

/** Listens on `port` or the first free one of the next `tries - 1`; resolves to the bound port (opens a socket). */
export async function listenOnFreePort(server: http.Server, port: number, host: string, tries = 20): Promise<number> {
  for (let p = port, left = tries; ; p++, left--) {
    try {
      await new Promise<void>((resolve, reject) => {
        const onError = (e: Error) => { server.off('listening', onListening); reject(e); };
        const onListening = () => { server.off('error', onError); resolve(); };
        server.once('error', onError);
        server.once('listening', onListening);
        server.listen(p, host);
      });
      const address = server.address();
      return typeof address === 'object' && address ? address.port : p;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      // Port 0 asks the system for any port: it cannot be "in use", so only a real port walks on.
      if (code !== 'EADDRINUSE' || port === 0 || left <= 1 || p >= 65535) throw e;
    }
  }
}

/** The URL to print for a host and port: wildcard addresses are shown as localhost, IPv6 in brackets (pure). */
export function formatUrl(host: string, port: number, baseUrl = '/'): string {
  const shown = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}${baseUrl}`;
}

/** Opens `url` in the default browser, without waiting for it (spawns a detached process). */
export function openBrowser(url: string, onError: (e: Error) => void): void {
  const [command, args] = process.platform === 'darwin' ? ['open', [url]]
    : process.platform === 'win32' ? ['cmd', ['/c', 'start', '""', url]]
    : ['xdg-open', [url]];
  try {
    const child = spawn(command, args as string[], { stdio: 'ignore', detached: true });
    child.on('error', onError);
    child.unref();
  } catch (e) {
    onError(e as Error);
  }
}
