// checkRequestOrigin: which requests the dev server answers. A web page cannot read another site's responses,
// except through DNS rebinding: its own name (evil.example) is made to resolve to 127.0.0.1, and the browser
// then sends `Host: evil.example` to docgen serve. So only names that cannot be rebound are answered:
// localhost and *.localhost (browsers resolve them to loopback themselves), IP literals (no DNS involved), and
// the name the user gave with --host. This is Vite's rule: with --host 0.0.0.0 a phone on the LAN works by IP.
// A WebSocket is not bound by the same-origin policy at all, so the reload channel (which carries build errors
// with file paths) also checks that the Origin is this server's own.
import net from 'node:net';

export interface ServedAddress {
  /** The port the request came in on. */
  port: number;
  /** The name given with --host, answered as well. */
  hostName?: string;
}

/** Returns why a request must be refused with 403, or undefined when it may be answered (pure). */
export function checkRequestOrigin(headers: { host?: string; origin?: string }, upgrade: boolean, served: ServedAddress): string | undefined {
  const { host, origin } = headers;
  if (host === undefined || host === '') return 'Blocked request: it has no Host header.';
  if (!isAllowedHost(host, served.hostName)) {
    return `Blocked request: host '${shorten(host)}' is not allowed. docgen serve answers localhost, IP addresses and the --host name.`;
  }
  if (upgrade && !isOwnOrigin(origin, served)) {
    const from = origin === undefined ? 'without an Origin' : `from origin '${shorten(origin)}'`;
    return `Blocked WebSocket ${from}: the live-reload channel takes connections from this server's own pages only.`;
  }
  return undefined;
}

/** True when a Host header value names localhost, a *.localhost name, an IP literal or `hostName`, with any port (pure). */
export function isAllowedHost(host: string, hostName?: string): boolean {
  const parsed = splitHost(host);
  if (!parsed) return false;
  return isAllowedHostname(parsed.hostname, hostName);
}

/** True when `origin` is http:// plus an allowed host and the server's port (an absent port means 80) (pure). */
export function isOwnOrigin(origin: string | undefined, served: ServedAddress): boolean {
  // Browsers send the serialised origin, so it is compared as text, not through URL(), which would accept
  // user info, paths and other forms no browser sends here.
  if (origin === undefined || !origin.toLowerCase().startsWith('http://')) return false;
  const parsed = splitHost(origin.slice('http://'.length));
  return !!parsed && (parsed.port ?? 80) === served.port && isAllowedHostname(parsed.hostname, served.hostName);
}

function isAllowedHostname(hostname: string, hostName: string | undefined): boolean {
  if (/^([a-z0-9_-]+\.)*localhost$/.test(hostname)) return true;
  if (hostname.startsWith('[')) return net.isIPv6(hostname.slice(1, -1));
  if (net.isIPv4(hostname)) return true;
  return hostName !== undefined && hostname === hostName.toLowerCase();
}

/** `name[:port]` or `[ipv6][:port]`, lower-cased; undefined for anything else (user info, paths, a bare IPv6). */
function splitHost(value: string): { hostname: string; port?: number } | undefined {
  const m = /^(\[[^\]]*\]|[^:[\]/@\s]+)(?::(\d{1,5}))?$/.exec(value.trim());
  if (!m) return undefined;
  return { hostname: m[1].toLowerCase(), port: m[2] === undefined ? undefined : Number(m[2]) };
}

/** The header as quoted back to the client: printable ASCII only, and short. */
function shorten(value: string): string {
  const printable = value.replace(/[^\x20-\x7e]/g, '?');
  return printable.length > 80 ? printable.slice(0, 80) + '...' : printable;
}
