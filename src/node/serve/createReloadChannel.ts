// The live-reload channel. Each open page connects with its own path, so the server can tell exactly which
// pages must reload after a rebuild and leave the others alone. Browsers connect with a WebSocket (the injected
// client); the same events are also offered as server-sent events on a plain GET, for tools, tests and the bench.
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { acceptWebSocket } from './acceptWebSocket.js';

export interface ReloadClient {
  /** The page's pathname as the browser shows it ('/docs/intro'). */
  page: string;
  send(event: string, data: unknown): void;
}

export interface ReloadChannel {
  /** Takes over an event-stream GET; `greeting` events are sent first (session id, current error). */
  connectEventStream(req: http.IncomingMessage, res: http.ServerResponse, page: string, greeting: [string, unknown][]): void;
  /** Takes over an upgraded WebSocket connection, with the same greeting. */
  connectWebSocket(req: http.IncomingMessage, socket: Duplex, page: string, greeting: [string, unknown][]): void;
  clients(): ReadonlySet<ReloadClient>;
  /** Sends one event to every connected page. */
  broadcast(event: string, data: unknown): void;
  /** Ends every connection (the browsers reconnect to the next server). */
  close(): void;
}

/** Returns an empty channel; event streams get a comment every 20 s (an unref'd timer: it never holds the process). */
export function createReloadChannel(): ReloadChannel {
  const open = new Map<ReloadClient, { end(): void; ping?(): void }>();
  const heartbeat = setInterval(() => { for (const c of open.values()) c.ping?.(); }, 20_000);
  heartbeat.unref();

  const add = (client: ReloadClient, handle: { end(): void; ping?(): void }, greeting: [string, unknown][]) => {
    open.set(client, handle);
    for (const [event, data] of greeting) client.send(event, data);
  };

  return {
    connectEventStream(req, res, page, greeting) {
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
      });
      // A short retry: after a server restart the page finds the new one quickly.
      res.write('retry: 500\n\n');
      req.socket.setNoDelay(true);
      const client: ReloadClient = { page, send: (event, data) => { res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`); } };
      const drop = () => open.delete(client);
      req.on('close', drop);
      res.on('close', drop);
      add(client, { end: () => res.end(), ping: () => res.write(': ping\n\n') }, greeting);
    },
    connectWebSocket(req, socket, page, greeting) {
      const peer = acceptWebSocket(req, socket);
      if (!peer) return;
      const client: ReloadClient = { page, send: (event, data) => peer.sendText(JSON.stringify({ event, data })) };
      peer.onClose(() => open.delete(client));
      add(client, { end: () => peer.close() }, greeting);
    },
    clients: () => new Set(open.keys()),
    broadcast(event, data) { for (const c of open.keys()) c.send(event, data); },
    close() {
      clearInterval(heartbeat);
      for (const handle of open.values()) handle.end();
      open.clear();
    },
  };
}
