// The response panel: status, time, headers and body, all as text (never parsed as HTML), JSON pretty-printed,
// long bodies cut with a button to show the rest. And the messages for requests that got no response.

// Long bodies would freeze the page in a <pre>; the rest is one click away.
const SHOWN_CHARS = 20_000;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function kb(chars: number): string {
  return chars < 1024 ? `${chars} B` : `${(chars / 1024).toFixed(1)} KB`;
}

/** Shows a response (the body already read as text). */
export function showResponse(panel: HTMLElement, response: Response, text: string, ms: number): void {
  const kind = response.status < 300 ? 'success' : response.status < 400 ? 'other' : 'error';
  const status = el('p', `dg-tryit__status dg-tryit__status--${kind}`);
  status.append(el('strong', '', `${response.status} ${response.statusText}`.trim()), ` · ${ms} ms · ${kb(text.length)}`);
  const headers = el('details', 'dg-tryit__headers');
  const list = el('dl', 'dg-tryit__header-list');
  let count = 0;
  response.headers.forEach((value, name) => {
    count++;
    list.append(el('dt', '', name), el('dd', '', value));
  });
  headers.append(el('summary', '', `Response headers (${count})`), list);
  let body = text;
  if (/json/i.test(response.headers.get('content-type') ?? '')) {
    try {
      body = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      /* not JSON after all: shown as it came */
    }
  }
  const pre = el('pre', 'dg-code dg-tryit__body');
  pre.tabIndex = 0;
  pre.setAttribute('aria-label', 'Response body');
  const code = el('code', '', body.length > SHOWN_CHARS ? body.slice(0, SHOWN_CHARS) : body);
  pre.append(code);
  panel.replaceChildren(status, headers, body ? pre : el('p', 'dg-tryit__note', 'The response has no body.'));
  if (body.length > SHOWN_CHARS) {
    const more = el('button', 'dg-button dg-button--small', `Show all (${kb(body.length)})`);
    more.type = 'button';
    more.addEventListener('click', () => {
      code.textContent = body;
      more.remove();
      pre.focus();
    });
    panel.append(el('p', 'dg-tryit__note', `The first ${kb(SHOWN_CHARS)} are shown.`), more);
  }
}

/** Shows why no response came, with the curl command to run instead when the browser could not send it. */
export function showFailure(panel: HTMLElement, message: string, curl?: string): void {
  const nodes: Node[] = [el('p', 'dg-tryit__status dg-tryit__status--error', message)];
  if (curl) {
    nodes.push(el('p', 'dg-tryit__note', 'Run it from a terminal instead:'));
    const wrapper = el('div', 'dg-copyable');
    const pre = el('pre', 'dg-code language-bash');
    pre.tabIndex = 0;
    pre.append(el('code', '', curl));
    const copy = el('button', 'dg-copy', 'Copy');
    copy.type = 'button';
    copy.setAttribute('data-dg-copy', '');
    wrapper.append(pre, copy);
    nodes.push(wrapper);
  }
  panel.replaceChildren(...nodes);
}
