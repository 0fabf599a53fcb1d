// The live-reload client, injected into HTML pages by the dev server only (never in `docgen build` output).
// It is a few lines of plain browser JavaScript kept as a string here: it belongs to serve mode alone, so it does
// not go into dist/client.js, and the server hands it out at /__docgen/client.js. A WebSocket, not an
// EventSource: an open EventSource takes one of the browser's six connections per host for good.

export const reloadClientPath = '/__docgen/client.js';
export const reloadEventsPath = '/__docgen/events';

// Messages from the server, as JSON {event, data} over a WebSocket:
//   hello        {session}           on connect; a different session after a reconnect means a new server: reload
//   reload       {id, changed}       sent only to pages whose output changed
//   build-error  {id, messages}      a rebuild failed: show the overlay (the page keeps the last good content)
//   built        {id, changed}       a rebuild succeeded: remove the overlay
export const reloadClientSource = `(() => {
  const base = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + ${JSON.stringify(reloadEventsPath)} + '?page=';
  let session;
  let overlay;
  let socket;
  let page;
  let retry;
  const handlers = {
    hello(data) {
      if (session && data.session !== session) location.reload();
      session = data.session;
    },
    reload() { location.reload(); },
    built() { hide(); },
    'build-error'(data) { show(data.messages || []); },
  };
  // The server sends 'reload' only to pages whose output changed, so it must know which page this is.
  // The site's own script navigates without a full load (history.pushState): follow it.
  function connect() {
    clearTimeout(retry);
    page = location.pathname;
    if (socket) { socket.onclose = null; socket.close(); }
    const current = socket = new WebSocket(base + encodeURIComponent(page));
    current.onmessage = (m) => {
      let message;
      try { message = JSON.parse(m.data); } catch { return; }
      const handle = handlers[message.event];
      if (handle) handle(message.data || {});
    };
    // The server stopped or restarted: try again; 'hello' from a new server reloads the page.
    current.onclose = () => { if (socket === current) retry = setTimeout(connect, 1000); };
  }
  const follow = () => { if (location.pathname !== page) connect(); };
  for (const name of ['pushState', 'replaceState']) {
    const original = history[name];
    history[name] = function (...args) { const result = original.apply(this, args); follow(); return result; };
  }
  addEventListener('popstate', follow);
  connect();
  function hide() { if (overlay) { overlay.remove(); overlay = undefined; } }
  function show(messages) {
    hide();
    overlay = document.createElement('div');
    overlay.id = 'docgen-error-overlay';
    overlay.setAttribute('role', 'alert');
    overlay.setAttribute('style', 'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;background:rgba(20,20,24,.96);color:#f5f5f5;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace');
    const title = document.createElement('p');
    title.setAttribute('style', 'margin:0 0 1rem;font-weight:700;font-size:16px;color:#ffb4ab');
    title.textContent = 'docgen: the last change does not build. This page shows the last good version.';
    const text = document.createElement('pre');
    text.setAttribute('style', 'margin:0 0 1rem;white-space:pre-wrap;color:#f5f5f5');
    text.textContent = messages.join('\\n\\n');
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Dismiss';
    close.setAttribute('style', 'font:inherit;padding:.25rem .75rem;color:#141418;background:#f5f5f5;border:0;border-radius:4px;cursor:pointer');
    close.addEventListener('click', hide);
    overlay.append(title, text, close);
    document.body.append(overlay);
    close.focus();
  }
  addEventListener('keydown', (e) => { if (e.key === 'Escape') hide(); });
})();
`;

const tag = `<script src="${reloadClientPath}" defer></script>`;

/** Returns the page with the reload client's script tag before </body> (pure). */
export function injectReloadClient(html: string): string {
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + tag : html.slice(0, at) + tag + html.slice(at);
}

/** A page for when there is no good build to show yet: the errors, plus the client that reloads on the fix (pure). */
export function createErrorPage(messages: string[]): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
    + '<title>Build failed · docgen</title></head><body style="font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1a1a1a;background:#fff">'
    + '<h1>The site does not build yet</h1><p>Fix the problems below and save; this page reloads by itself.</p>'
    + `<pre style="white-space:pre-wrap;background:#f4f4f5;padding:1rem;border-radius:4px">${escape(messages.join('\n\n'))}</pre>`
    + `${tag}</body></html>`;
}
