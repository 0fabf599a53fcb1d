// The "Try it" chunk: loaded only when a reader opens the form (src/client/tryItLoader.ts), it makes the
// server-rendered form live: the curl preview follows every change, credentials fill in from this tab, Send sends
// with fetch (Cancel, a timeout) and the panel shows the response as text.
import { buildRequest, type BuiltRequest } from '../../shared/tryIt/buildRequest.js';
import { toCurl } from '../../shared/tryIt/toCurl.js';
import { findProblem, readFiles, readForm } from './readForm.js';
import { forgetCredentials, restoreCredentials, saveCredential } from './credentials.js';
import { showFailure, showResponse } from './showResponse.js';
import { wireFields } from './wireFields.js';

function init(details: HTMLElement): void {
  const form = details.querySelector<HTMLFormElement>('form.dg-tryit__form');
  if (!form || form.hasAttribute('data-dg-ready')) return;
  form.setAttribute('data-dg-ready', '');
  const q = <T extends Element>(selector: string) => form.querySelector<T>(selector);
  const preview = q<HTMLElement>('[data-dg-curl] code')!;
  const panel = q<HTMLElement>('[data-dg-response]')!;
  const problem = q<HTMLElement>('[data-dg-problem]')!;
  const send = q<HTMLButtonElement>('[data-dg-send]')!;
  const cancel = q<HTMLButtonElement>('[data-dg-cancel]')!;
  const forget = q<HTMLButtonElement>('[data-dg-forget]');
  const current = (): BuiltRequest => buildRequest(readForm(form));
  const update = () => {
    preview.textContent = toCurl(current());
  };

  restoreCredentials(form);
  wireFields(form, update);
  update();
  send.disabled = false;
  if (forget) {
    forget.hidden = false;
    forget.addEventListener('click', () => {
      forgetCredentials(form);
      update();
    });
  }
  form.addEventListener('input', (event) => {
    const target = event.target as HTMLElement;
    if (target instanceof HTMLInputElement && target.closest('[data-dg-credential]')) saveCredential(target);
    if (target.matches('[aria-invalid]')) target.removeAttribute('aria-invalid');
    update();
  });
  form.addEventListener('change', update);

  let controller: AbortController | undefined;
  cancel.addEventListener('click', () => controller?.abort('cancel'));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (controller) return;
    const input = readForm(form);
    const found = findProblem(form, input);
    problem.hidden = !found;
    problem.textContent = found?.message ?? '';
    if (found) {
      // The last response was to another request: it goes, so that it is not read as the answer to this one.
      panel.replaceChildren();
      found.control?.setAttribute('aria-invalid', 'true');
      found.control?.focus();
      return;
    }
    const request = buildRequest(input);
    const curl = toCurl(request);
    const timeoutMs = Number(form.dataset.timeout) || 30_000;
    const ctrl = (controller = new AbortController());
    const timer = setTimeout(() => ctrl.abort('timeout'), timeoutMs);
    cancel.hidden = false;
    panel.replaceChildren();
    panel.setAttribute('aria-busy', 'true');
    let started = 0;
    try {
      const headers = new Headers();
      for (const [name, value] of request.headers) headers.append(name, value);
      let body: BodyInit | undefined;
      if (request.body?.kind === 'text') body = request.body.text;
      else if (request.body?.kind === 'multipart') {
        const files = readFiles(form);
        const data = new FormData();
        for (const f of request.body.fields) {
          if (!f.file) data.append(f.name, f.value);
          else {
            const file = files.shift();
            if (file) data.append(f.name, file, file.name);
          }
        }
        body = data;
      }
      const url = (form.dataset.proxy ?? '') + request.url;
      // Made before it is timed: what the browser refuses to send (a URL it cannot parse) is the form's problem, not
      // the network's or CORS's, and is reported as such below.
      const sent = new Request(url, { method: request.method, headers, body, signal: ctrl.signal, credentials: 'omit', cache: 'no-store' });
      started = performance.now();
      const response = await fetch(sent);
      const text = await response.text();
      showResponse(panel, response, text, Math.round(performance.now() - started));
    } catch (error) {
      const reason = ctrl.signal.reason;
      if (reason === 'cancel') showFailure(panel, 'Request cancelled.');
      else if (reason === 'timeout') showFailure(panel, `No response within ${Math.round(timeoutMs / 1000)} s: the request was stopped.`, curl);
      else if (!started) showFailure(panel, `The request cannot be made: ${(error as Error).message}`, curl);
      else if (error instanceof TypeError) {
        showFailure(panel, `The browser blocked the response: the API does not allow requests from this site (CORS), or it could not be reached (network). ${(error as Error).message.startsWith('Failed to') ? '' : (error as Error).message}`.trim(), curl);
      } else showFailure(panel, `The request failed: ${(error as Error).message}`, curl);
    } finally {
      clearTimeout(timer);
      controller = undefined;
      if (document.activeElement === cancel) send.focus();
      cancel.hidden = true;
      panel.removeAttribute('aria-busy');
    }
  });
}

window.docgenTryIt = init;
