// What the reader sees while a page loads and when loading goes wrong: a progress bar and a spinner (only after the
// configured delay, so fast navigations show nothing), a red error box with Retry, and the crash box.
const root = document.documentElement;
let indicators: HTMLElement[] | undefined;

function element(tag: string, className: string, text?: string): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  if (text) el.textContent = text;
  return el;
}

let timer: ReturnType<typeof setTimeout> | undefined;
let loads = 0;

/** Shows the progress bar and spinner if loading lasts longer than data-progress-delay; returns the stop function.
 * A newer load takes over: stopping an older one then does nothing. */
export function startLoading(): () => void {
  const delay = Number(root.getAttribute('data-progress-delay') ?? 200);
  const load = ++loads;
  clearTimeout(timer);
  timer = setTimeout(() => {
    if (!indicators) {
      const bar = element('div', 'dg-progress');
      bar.setAttribute('aria-hidden', 'true');
      bar.append(element('div', 'dg-progress__bar'));
      const spinner = element('div', 'dg-spinner');
      spinner.setAttribute('role', 'status');
      spinner.append(element('span', 'dg-sr-only', 'Loading the page…'));
      indicators = [bar, spinner];
      document.body.append(bar, spinner);
    }
    root.setAttribute('data-dg-loading', '');
  }, delay);
  return () => {
    if (load !== loads) return;
    clearTimeout(timer);
    root.removeAttribute('data-dg-loading');
  };
}

/** Replaces the main content with a box: a title, the error's message and one button. */
function showBox(className: string, title: string, error: unknown, action: string, onAction: () => void): void {
  const box = element('div', `dg-error ${className}`);
  box.setAttribute('role', 'alert');
  const button = element('button', 'dg-error__button', action) as HTMLButtonElement;
  button.type = 'button';
  button.addEventListener('click', onAction);
  box.append(element('p', 'dg-error__title', title), element('p', 'dg-error__message', error instanceof Error ? error.message : String(error)), button);
  const main = document.getElementById('main');
  if (main) main.replaceChildren(box);
  else document.body.prepend(box);
  button.focus();
}

/** The red "could not be loaded" box; retry loads the page again. */
export function showLoadError(error: unknown, retry: () => void): void {
  showBox('dg-error--load', 'This page could not be loaded.', error, 'Retry', retry);
}

/** The box for an exception while swapping a page in; "Try again" reloads the page from the server. */
export function showCrash(error: unknown): void {
  console.error(error);
  showBox('dg-error--crash', 'This page crashed.', error, 'Try again', () => location.reload());
}
