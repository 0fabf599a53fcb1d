// The live-reload channel: server-sent events on /__docgen/events. Each open page connects with its own path,
// so the server can tell exactly which pages must reload after a rebuild and leave the others alone.
import type http from 'node:http';

export interface ReloadClient {
  /** The page's pathname as the browser shows it ('/docs/intro'). */
  page: string;
  send(event: string, data: unknown): void;
}

export interface ReloadChannel {
  /** Takes over an event-stream request; `greeting` events are sent first (session id, current error). */
  connect(req: http.IncomingMessage, res: http.ServerResponse, page: string, greeting: [string, unknown][]): void;
  clients(): ReadonlySet<ReloadClient>;
  /** Sends one event to every connected page. */
  broadcast(event: string, data: unknown): void;
  /** Ends every stream (the browsers reconnect to the next server). */
  close(): void;
}

/** Returns an empty channel; streams are kept open with a comment every 20 s (no disk, no timers that hold the process). */
export function createReloadChannel(): ReloadChannel {
  const open = new Map<ReloadClient, http.ServerResponse>();
  const heartbeat = setInterval(() => { for (const res of open.values()) res.write(': ping\n\n'); }, 20_000);
  heartbeat.unref();

  return {
    connect(req, res, page, greeting) {
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
      });
      // A short retry: after a server restart the page finds the new one quickly.
      res.write('retry: 500\n\n');
      const client: ReloadClient = {
        page,
        send(event, data) { res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`); },
      };
      open.set(client, res);
      req.socket.setNoDelay(true);
      for (const [event, data] of greeting) client.send(event, data);
      const drop = () => open.delete(client);
      req.on('close', drop);
      res.on('close', drop);
    },
    clients: () => new Set(open.keys()),
    broadcast(event, data) { for (const c of open.keys()) c.send(event, data); },
    close() {
      clearInterval(heartbeat);
      for (const res of open.values()) res.end();
      open.clear();
    },
  };
}
