// `docgen serve` through the real CLI on a copy of test/fixtures/serve-site: pages, confinement, the Host and
// Origin guard and the WebSocket frame cap, live reload for the edited page only, the error overlay's event and
// recovery, and a clean stop that frees the port.
// Timeouts below only stop a hung test; nothing asserts how fast anything is.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import os from 'node:os';
import { docgenBin, fixture, repoRoot } from '../helpers/repoPaths.js';
import { ensureDist, runDocgen } from '../helpers/runDocgen.js';

const guard = 30_000;

/** A free port right now: listen on 0, read it, close. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** True when nothing listens on the port (binding it succeeds). */
async function portIsFree(port: number): Promise<boolean> {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function withGuard<T>(promise: Promise<T>, what: string, ms = guard): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms); });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface Server { child: ChildProcess; url: string; port: number; stdout: () => string; stderr: () => string; exit: Promise<number | null> }

/** Spawns `docgen serve` on `root` and resolves once it prints the URL it listens on. */
async function startServe(root: string, port: number): Promise<Server> {
  const child = spawn(process.execPath, [docgenBin, 'serve', '--root', root, '--port', String(port)], {
    cwd: root, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8');
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (s: string) => { stderr += s; });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await withGuard(new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (s: string) => {
      stdout += s;
      const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(stdout);
      if (m) resolve(m[0]);
    });
    void exit.then((code) => reject(new Error(`docgen serve exited (${code}) before printing its URL:\n${stdout}\n${stderr}`)));
  }), 'the URL');
  return { child, url, port: Number(new URL(url).port), stdout: () => stdout, stderr: () => stderr, exit };
}

/** A raw GET (or other method) with the path sent exactly as written: fetch() would normalise '..' away. */
function rawRequest(port: number, target: string, method = 'GET', headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (s: string) => { body += s; });
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

interface ServerEvent { event: string; data: { id?: number; changed?: string[]; messages?: string[]; session?: string } }

/** Reads named events as they arrive; `next` waits for the first unread one with that name. */
function eventQueue(page: string) {
  const events: ServerEvent[] = [];
  let read = 0;
  let wake: (() => void) | undefined;
  return {
    push(e: ServerEvent) { events.push(e); wake?.(); },
    /** Resolves with the first unread event named `name`, and the events skipped on the way. */
    next(name: string): Promise<{ event: ServerEvent; skipped: ServerEvent[] }> {
      return withGuard(new Promise((resolve) => {
        const look = () => {
          const i = events.findIndex((e, k) => k >= read && e.event === name);
          if (i < 0) { wake = look; return; }
          const skipped = events.slice(read, i);
          read = i + 1;
          wake = undefined;
          resolve({ event: events[i], skipped });
        };
        look();
      }), `a '${name}' event on ${page}`);
    },
  };
}

type EventSourceLike = Pick<ReturnType<typeof eventQueue>, 'next'> & { close(): void };

/** The reload channel as server-sent events (GET /__docgen/events?page=...). */
async function openEventStream(port: number, page: string): Promise<EventSourceLike> {
  const queue = eventQueue(page);
  const req = http.get({ host: '127.0.0.1', port, path: `/__docgen/events?page=${encodeURIComponent(page)}` });
  const res = await withGuard(new Promise<http.IncomingMessage>((resolve, reject) => { req.on('response', resolve); req.on('error', reject); }), 'the event stream');
  assert.match(String(res.headers['content-type']), /^text\/event-stream/);
  let buffer = '';
  res.setEncoding('utf8');
  res.on('data', (s: string) => {
    buffer += s;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const chunk = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(chunk)?.[1];
      if (event) queue.push({ event, data: JSON.parse(/^data: (.*)$/m.exec(chunk)?.[1] ?? '{}') });
    }
  });
  return { next: queue.next, close: () => req.destroy() };
}

type UpgradeResult = { status: number; body: string; socket?: net.Socket; head?: Buffer; accept?: string };

/** Asks for the reload WebSocket with these headers (a browser's Origin by default; undefined leaves one out):
 * the socket on 101, else the answer. */
async function requestUpgrade(port: number, page: string, headers: Record<string, string | undefined> = {}): Promise<UpgradeResult & { key: string }> {
  const key = crypto.randomBytes(16).toString('base64');
  const all = { origin: `http://127.0.0.1:${port}`, connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-key': key, 'sec-websocket-version': '13', ...headers };
  const req = http.request({
    host: '127.0.0.1', port, path: `/__docgen/events?page=${encodeURIComponent(page)}`,
    headers: Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined)) as Record<string, string>,
  });
  req.end();
  const result = await withGuard(new Promise<UpgradeResult>((resolve, reject) => {
    req.on('upgrade', (r, s, h) => resolve({ status: r.statusCode!, body: '', socket: s, head: h, accept: String(r.headers['sec-websocket-accept']) }));
    req.on('response', (r) => {
      let body = '';
      r.setEncoding('utf8');
      r.on('data', (c: string) => { body += c; });
      r.on('end', () => resolve({ status: r.statusCode!, body }));
    });
    req.on('error', reject);
  }), 'the answer to a WebSocket upgrade');
  return { ...result, key };
}

/** The reload channel as the injected browser client opens it: a WebSocket (a minimal client: text frames only). */
async function openWebSocket(port: number, page: string): Promise<EventSourceLike> {
  const queue = eventQueue(page);
  const { status, socket, head, accept, key } = await requestUpgrade(port, page);
  assert.equal(status, 101, 'the WebSocket handshake');
  assert.equal(accept, crypto.createHash('sha1').update(key + '258EAFA5-E914-47DA-95CA-C5AB0DC85B11').digest('base64'));
  // Frames that arrived with the handshake response come in `head`.
  let buffer = Buffer.alloc(0);
  const onData = (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    while (buffer.length >= 2) {
      let length = buffer[1] & 0x7f;
      let offset = 2;
      if (length === 126) { if (buffer.length < 4) return; length = buffer.readUInt16BE(2); offset = 4; }
      else if (length === 127) { if (buffer.length < 10) return; length = Number(buffer.readBigUInt64BE(2)); offset = 10; }
      if (buffer.length < offset + length) return;
      const opcode = buffer[0] & 0x0f;
      const payload = buffer.subarray(offset, offset + length).toString('utf8');
      buffer = buffer.subarray(offset + length);
      if (opcode === 0x1) { const m = JSON.parse(payload); queue.push({ event: m.event, data: m.data ?? {} }); }
    }
  };
  onData(head!);
  socket!.on('data', onData);
  // A masked close frame, as a browser sends when the tab goes away.
  return { next: queue.next, close: () => { socket!.end(Buffer.from([0x88, 0x80, 1, 2, 3, 4])); } };
}

/** Fetches `url` after each 'built' event until it contains `text` (the events guard against waiting forever). */
async function waitForPage(url: string, text: string, events: EventSourceLike): Promise<void> {
  for (;;) {
    if ((await (await fetch(url)).text()).includes(text)) return;
    await events.next('built');
  }
}

/** Copies the fixture into a fresh temporary folder; the caller removes `dir`. */
function copyFixture(): { dir: string; root: string } {
  // The site sits one level down, so that "one folder up" holds a file that must never be served.
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-serve-')));
  const root = path.join(dir, 'site');
  fs.cpSync(fixture('serve-site'), root, { recursive: true });
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'outside the site\n');
  return { dir, root };
}

before(async () => { await ensureDist(); });

describe('docgen serve', () => {
  let server: Server;
  let root: string;
  let dir: string;
  const guideFile = () => path.join(root, 'content', 'docs', 'guide.md');

  before(async () => {
    ({ dir, root } = copyFixture());
    server = await startServe(root, await freePort());
  });
  after(async () => {
    if (server && server.child.exitCode === null) { server.child.kill('SIGKILL'); await server.exit; }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('prints the loopback URL it listens on', () => {
    assert.match(server.stdout(), /docgen serve: http:\/\/127\.0\.0\.1:\d+\//);
    assert.equal(server.port > 0, true);
  });

  test('serves pages with clean URLs, content types and dev caching headers', async () => {
    for (const p of ['/docs/guide', '/docs/guide/', '/docs/guide/index.html']) {
      const res = await fetch(server.url + p.slice(1));
      assert.equal(res.status, 200, p);
      assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8', p);
      assert.equal(res.headers.get('cache-control'), 'no-cache', p);
      const html = await res.text();
      assert.match(html, /The guide says hello\./, p);
      assert.match(html, /<script src="\/__docgen\/client\.js" defer><\/script><\/body>/, `${p}: the reload client is injected`);
    }
    const home = await fetch(server.url);
    assert.equal(home.status, 200);
    const css = /href="(\/assets\/style\.[^"]+\.css)"/.exec(await home.text())?.[1];
    assert.ok(css, 'the home page links a stylesheet');
    const style = await fetch(new URL(css, server.url));
    assert.equal(style.status, 200);
    assert.equal(style.headers.get('content-type'), 'text/css; charset=utf-8');
    const client = await fetch(new URL('/__docgen/client.js', server.url));
    assert.equal(client.headers.get('content-type'), 'text/javascript; charset=utf-8');
    assert.match(await client.text(), /new WebSocket/);
  });

  test('serves Markdown twins as text/markdown, and a page as its twin to a client that asks for Markdown', async () => {
    const twin = await fetch(server.url + 'docs/guide.md');
    assert.equal(twin.status, 200);
    assert.equal(twin.headers.get('content-type'), 'text/markdown; charset=utf-8');
    const markdown = await twin.text();
    assert.match(markdown, /^---\ntitle: /);
    assert.match(markdown, /The guide says hello\./);
    for (const accept of ['text/markdown', 'text/markdown, text/html;q=0.9', 'text/plain;q=0.5, text/markdown']) {
      const res = await fetch(server.url + 'docs/guide', { headers: { accept } });
      assert.equal(res.headers.get('content-type'), 'text/markdown; charset=utf-8', accept);
      assert.equal(res.headers.get('vary'), 'Accept', accept);
      assert.equal(await res.text(), markdown, accept);
    }
    // A browser's Accept gets the HTML page, which says it varies too.
    const html = await fetch(server.url + 'docs/guide', { headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } });
    assert.equal(html.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(html.headers.get('vary'), 'Accept');
    const home = await fetch(server.url, { headers: { accept: 'text/markdown' } });
    assert.equal(home.headers.get('content-type'), 'text/markdown; charset=utf-8');
    const llms = await fetch(server.url + 'llms.txt');
    assert.equal(llms.headers.get('content-type'), 'text/plain; charset=utf-8');
    assert.match(await llms.text(), /\/docs\/guide\.md\)/);
  });

  test('answers a repeated request with 304 when the ETag matches, and HEAD without a body', async () => {
    const first = await rawRequest(server.port, '/docs/other');
    const etag = first.headers.etag;
    assert.ok(etag, 'an ETag header');
    const again = await rawRequest(server.port, '/docs/other', 'GET', { 'if-none-match': etag });
    assert.equal(again.status, 304);
    assert.equal(again.body, '');
    const head = await rawRequest(server.port, '/docs/other', 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(head.body, '');
    assert.equal(head.headers['content-length'], first.headers['content-length']);
  });

  test('serves the 404 page with status 404 for a missing path', async () => {
    const res = await fetch(server.url + 'docs/no-such-page');
    assert.equal(res.status, 404);
    assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.match(await res.text(), /<title>[^<]*not found/i);
  });

  test('never serves a file outside what the build produced', async () => {
    const attempts = [
      '/../package.json', '/%2e%2e/package.json', '//etc/passwd', '/../secret.txt', '/..%2fsecret.txt', '/%2e%2e%2fsecret.txt',
      '/docs/../../secret.txt', '/docs/%2e%2e/%2e%2e/secret.txt', '/..\\secret.txt', '/%5c..%5csecret.txt', '/etc/passwd',
      '/docgen.config.ts', '/content/docs/guide.md', `/${path.join(root, 'docgen.config.ts')}`, '/%00', '/%',
    ];
    for (const target of attempts) {
      const res = await rawRequest(server.port, target);
      assert.equal(res.status, 404, target);
      assert.doesNotMatch(res.body, /outside the site|"name": "docgen"|root:x:0:0|defineConfig/, target);
    }
    const absolute = await rawRequest(server.port, `http://127.0.0.1:${server.port}${repoRoot}/package.json`);
    assert.equal(absolute.status, 404, 'an absolute-form request target');
  });

  test('only GET and HEAD: other methods get 405 with an Allow header', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await rawRequest(server.port, '/docs/guide', method);
      assert.equal(res.status, 405, method);
      assert.equal(res.headers.allow, 'GET, HEAD', method);
    }
  });

  test('answers only localhost, IP addresses and its --host name as Host: a DNS-rebinding name gets 403', async () => {
    for (const host of [`localhost:${server.port}`, `127.0.0.1:${server.port}`, `[::1]:${server.port}`, '[::1]', `docs.localhost:${server.port}`, `192.168.1.20:${server.port}`]) {
      const res = await rawRequest(server.port, '/docs/guide', 'GET', { host });
      assert.equal(res.status, 200, host);
      assert.match(res.body, /The guide says hello\./, host);
    }
    for (const host of ['evil.example', `evil.example:${server.port}`, `localhost.evil.example:${server.port}`, `127.0.0.1.nip.io:${server.port}`]) {
      for (const target of ['/docs/guide', '/__docgen/events?page=/', '/__docgen/client.js']) {
        const res = await rawRequest(server.port, target, 'GET', { host });
        assert.equal(res.status, 403, `${host} ${target}`);
        assert.match(String(res.headers['content-type']), /^text\/plain/);
        assert.match(res.body, /^Blocked request: host '[^']+' is not allowed\./, `${host} ${target}`);
        assert.doesNotMatch(res.body, /guide says hello|WebSocket\(|event:/, `${host} ${target}`);
      }
    }
    // HTTP/1.0 may leave the Host out; node answers an HTTP/1.1 request without one with 400 before docgen sees it.
    for (const version of ['1.0', '1.1']) {
      const socket = net.connect(server.port, '127.0.0.1');
      socket.end(`GET /docs/guide HTTP/${version}\r\nConnection: close\r\n\r\n`);
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (s: string) => { answer += s; });
      await withGuard(new Promise((resolve) => socket.on('close', resolve)), 'the answer to a request without Host');
      assert.match(answer, version === '1.0' ? /^HTTP\/1\.1 403 / : /^HTTP\/1\.1 (400|403) /, `HTTP/${version} without Host`);
      assert.doesNotMatch(answer, /guide says hello/);
    }
  });

  test('takes the reload WebSocket only from its own origin: a foreign or missing Origin gets 403, not 101', async () => {
    for (const origin of [`http://127.0.0.1:${server.port}`, `http://localhost:${server.port}`, `http://[::1]:${server.port}`]) {
      const own = await requestUpgrade(server.port, '/docs/guide', { origin });
      assert.equal(own.status, 101, origin);
      own.socket!.destroy();
    }
    const refusals: [string, Record<string, string | undefined>][] = [
      ['a foreign origin', { origin: 'http://evil.example' }],
      ['a foreign origin on the same port', { origin: `http://evil.example:${server.port}` }],
      ['another port', { origin: `http://127.0.0.1:${server.port + 1}` }],
      ['https', { origin: `https://127.0.0.1:${server.port}` }],
      ['an opaque origin', { origin: 'null' }],
      ['an empty origin', { origin: '' }],
      ['no origin (not a browser)', { origin: undefined }],
      ['a foreign Host', { host: `evil.example:${server.port}`, origin: `http://evil.example:${server.port}` }],
    ];
    for (const [what, headers] of refusals) {
      const res = await requestUpgrade(server.port, '/docs/guide', headers);
      assert.equal(res.status, 403, what);
      assert.equal(res.socket, undefined, what);
      assert.match(res.body, /^Blocked (request|WebSocket)/, what);
    }
    const page = await rawRequest(server.port, '/docs/guide');
    assert.equal(page.status, 200, 'still serving after the refusals');
  });

  test('closes a WebSocket whose frame announces more than it takes (1009), without waiting for it, and keeps serving', async () => {
    const { status, socket, head } = await requestUpgrade(server.port, '/docs/guide');
    assert.equal(status, 101);
    let received = head!;
    socket!.on('data', (chunk: Buffer) => { received = Buffer.concat([received, chunk]); });
    socket!.on('error', () => {});
    const closed = new Promise((resolve) => socket!.on('close', resolve));
    // A masked binary frame announcing 100 MiB, then a few KB of it.
    const header = Buffer.alloc(14);
    header[0] = 0x82;
    header[1] = 0x80 | 127;
    header.writeBigUInt64BE(100n * 1024n * 1024n, 2);
    header.set([1, 2, 3, 4], 10);
    socket!.write(Buffer.concat([header, Buffer.alloc(4096, 0x61)]));
    // Nothing more is sent: a server that waits for the rest of the frame never closes, and this times out.
    await withGuard(closed, 'the server to close the connection', 5_000);
    // The greeting's text frames, then the close frame (server frames are unmasked and short here).
    const opcodes: number[] = [];
    let status1009 = false;
    for (let at = 0; at + 2 <= received.length;) {
      const length = received[at + 1] & 0x7f;
      const start = at + 2 + (length === 126 ? 2 : 0);
      const size = length === 126 ? received.readUInt16BE(at + 2) : length;
      opcodes.push(received[at] & 0x0f);
      if ((received[at] & 0x0f) === 0x8) status1009 = size >= 2 && received.readUInt16BE(start) === 1009;
      at = start + size;
    }
    assert.equal(opcodes.at(-1), 0x8, `a close frame came last: ${opcodes.join(',')}`);
    assert.equal(status1009, true, 'status 1009: message too big');
    const page = await rawRequest(server.port, '/docs/guide');
    assert.equal(page.status, 200);
    assert.match(page.body, /The guide says hello\./);
  });

  test('an edit reloads the edited page only and serves the new content', async () => {
    // One page as a browser connects (WebSocket), the other as server-sent events: both transports carry the same events.
    const guide = await openWebSocket(server.port, '/docs/guide');
    const other = await openEventStream(server.port, '/docs/other');
    await guide.next('hello');
    await other.next('hello');
    const otherBefore = await (await fetch(server.url + 'docs/other')).text();

    // Body text only: the sidebar shows titles, so this edit changes no other page.
    fs.writeFileSync(guideFile(), fs.readFileSync(guideFile(), 'utf8').replace('Original step text.', 'Edited step text.'));
    const { event: reload } = await guide.next('reload');
    assert.ok(reload.data.changed?.includes('/docs/guide'), `the event names the page: ${JSON.stringify(reload.data)}`);
    assert.deepEqual(reload.data.changed, ['/docs/guide'], 'no other page changed');
    const page = await (await fetch(server.url + 'docs/guide')).text();
    assert.match(page, /Edited step text\./);
    assert.doesNotMatch(page, /Original step text\./);
    // The Markdown twin is rebuilt with its page.
    assert.match(await (await fetch(server.url + 'docs/guide.md')).text(), /Edited step text\./);
    // So is the search index, under the name every page already gives it (so that no other page changes).
    const index = await fetch(server.url + 'assets/search-index.json');
    assert.equal(index.status, 200);
    assert.match(await index.text(), /Edited step text\./);
    assert.match(page, /data-dg-search="[^"]*\/assets\/search-index\.json/);

    // Every page hears 'built' after the reloads of that build: the other page got no reload before it.
    const { event: built, skipped } = await other.next('built');
    assert.equal(built.data.id, reload.data.id);
    assert.deepEqual(skipped.filter((e) => e.event === 'reload'), [], 'the unchanged page is not told to reload');
    assert.equal(await (await fetch(server.url + 'docs/other')).text(), otherBefore);
    guide.close();
    other.close();
  });

  test('two saves in quick succession: the second one is what gets served', async () => {
    const guide = await openWebSocket(server.port, '/docs/guide');
    await guide.next('hello');
    const text = fs.readFileSync(guideFile(), 'utf8');
    fs.writeFileSync(guideFile(), text.replace('Edited step text.', 'First save.'));
    await guide.next('reload');
    // Right after the first rebuild: inside the watcher's 50 ms window for this file on a fast machine.
    fs.writeFileSync(guideFile(), text.replace('Edited step text.', 'Second save.'));
    await waitForPage(server.url + 'docs/guide', 'Second save.', guide);
    fs.writeFileSync(guideFile(), text);
    await waitForPage(server.url + 'docs/guide', 'Edited step text.', guide);
    guide.close();
  });

  test('a broken front matter keeps the last good page, sends an error event, then recovers', async () => {
    const guide = await openEventStream(server.port, '/docs/guide');
    await guide.next('hello');
    const good = fs.readFileSync(guideFile(), 'utf8');
    const stderrBefore = server.stderr().length;

    fs.writeFileSync(guideFile(), good.replace('title: Guide', 'title: [Guide'));
    const { event: failure } = await guide.next('build-error');
    const message = failure.data.messages?.join('\n') ?? '';
    assert.match(message, /guide\.md:\d+:\d+\s+error\s+Front matter is not valid YAML/);
    await withGuard((async () => { while (!/guide\.md:\d+:\d+\s+error\s+Front matter/.test(server.stderr().slice(stderrBefore))) await new Promise((r) => setTimeout(r, 20)); })(), 'the terminal message');

    assert.equal(server.child.exitCode, null, 'the server keeps running');
    const stale = await fetch(server.url + 'docs/guide');
    assert.equal(stale.status, 200);
    assert.match(await stale.text(), /Edited step text\./, 'the last good page is still served');

    // A page opened while the build is broken is told at once, so it can show the overlay.
    const late = await openWebSocket(server.port, '/docs/other');
    await late.next('hello');
    assert.match((await late.next('build-error')).event.data.messages?.join('\n') ?? '', /Front matter/);

    fs.writeFileSync(guideFile(), good.replace('Edited step text.', 'Recovered step text.'));
    await guide.next('reload');
    const { event: built } = await guide.next('built');
    assert.deepEqual(built.data.changed, ['/docs/guide']);
    assert.match(await (await fetch(server.url + 'docs/guide')).text(), /Recovered step text\./);
    await late.next('built');
    guide.close();
    late.close();
  });

  test('SIGINT stops the server with exit code 0 and frees the port', async () => {
    // Open connections of both kinds must not keep the port or the process alive.
    const events = await openEventStream(server.port, '/docs/guide');
    const socket = await openWebSocket(server.port, '/docs/other');
    await events.next('hello');
    await socket.next('hello');
    server.child.kill('SIGINT');
    assert.equal(await withGuard(server.exit, 'the process to exit'), 0);
    assert.match(server.stdout(), /stopping \(SIGINT\)/);
    assert.equal(await portIsFree(server.port), true, 'the port is released');
    events.close();
    socket.close();
  });
});

describe('docgen serve on a taken port, with a site that does not build yet', () => {
  test('moves to the next port, shows the errors, recovers, and stops on SIGTERM', async (t) => {
    const { dir, root } = copyFixture();
    t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
    const guideFile = path.join(root, 'content', 'docs', 'guide.md');
    const good = fs.readFileSync(guideFile, 'utf8');
    fs.writeFileSync(guideFile, good.replace('title: Guide', 'title: [Guide'));

    const blocker = net.createServer();
    const taken = await freePort();
    await new Promise<void>((resolve) => blocker.listen(taken, '127.0.0.1', resolve));
    t.after(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

    const server = await startServe(root, taken);
    t.after(async () => { if (server.child.exitCode === null) { server.child.kill('SIGKILL'); await server.exit; } });
    assert.notEqual(server.port, taken);
    assert.match(server.stdout(), new RegExp(`Port ${taken} is in use; using ${server.port} instead`));
    assert.match(server.stderr(), /guide\.md:\d+:\d+\s+error\s+Front matter is not valid YAML/);

    const page = await fetch(server.url + 'docs/guide');
    assert.equal(page.status, 500, 'no good build yet: an error page');
    const text = await page.text();
    assert.match(text, /Front matter is not valid YAML/);
    assert.match(text, /\/__docgen\/client\.js/);

    const events = await openEventStream(server.port, '/docs/guide');
    await events.next('hello');
    await events.next('build-error');
    fs.writeFileSync(guideFile, good);
    await events.next('reload');
    const fixed = await fetch(server.url + 'docs/guide');
    assert.equal(fixed.status, 200);
    assert.match(await fixed.text(), /The guide says hello\./);
    events.close();

    server.child.kill('SIGTERM');
    assert.equal(await withGuard(server.exit, 'the process to exit'), 0);
    assert.equal(await portIsFree(server.port), true);
  });
});

describe('docgen serve with a site folder that does not exist', () => {
  test('says so and exits 1 instead of watching nothing', async () => {
    const missing = path.join(os.tmpdir(), `docgen-no-such-site-${process.pid}`);
    const run = await runDocgen(['serve', '--root', missing, '--port', '0']);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /the site folder .*docgen-no-such-site-\d+ does not exist/);
  });
});

describe('docgen build output', () => {
  test('carries no trace of the live-reload client (it is injected by the dev server only)', async (t) => {
    const { dir, root } = copyFixture();
    t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
    const out = path.join(dir, 'out');
    const run = await runDocgen(['build', '--root', root, '--out', out]);
    assert.equal(run.code, 0, run.stderr);
    const pages = fs.readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
    assert.ok(pages.length >= 4);
    for (const page of pages) assert.doesNotMatch(fs.readFileSync(path.join(out, page), 'utf8'), /__docgen/, page);
  });
});
