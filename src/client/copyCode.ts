// A "Copy" button on every code block (pre.dg-code). It exists only with JavaScript, which copying needs anyway.
import { onPage } from './pageHooks.js';
import { announce } from './announcer.js';

/** Puts each block in a positioned wrapper with its button (a block that has one already is left alone). */
function addButtons(): void {
  for (const pre of document.querySelectorAll<HTMLPreElement>('pre.dg-code')) {
    if (pre.parentElement?.classList.contains('dg-copyable')) continue;
    const wrapper = document.createElement('div');
    wrapper.className = 'dg-copyable';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'dg-copy';
    button.setAttribute('data-dg-copy', '');
    button.textContent = 'Copy';
    pre.replaceWith(wrapper);
    wrapper.append(pre, button);
  }
}

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  // Insecure origins have no Clipboard API: fall back to a selected textarea.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;opacity:0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

/** Adds the buttons on every page and copies on click. */
export function initCopyCode(): void {
  onPage(addButtons);
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('[data-dg-copy]');
    const pre = button?.parentElement?.querySelector('pre');
    if (!button || !pre) return;
    const text = (pre.textContent ?? '').replace(/\n$/, '');
    writeClipboard(text).then(
      () => { button.textContent = 'Copied'; announce('Copied the code to the clipboard'); },
      () => { button.textContent = 'Copy failed'; },
    ).finally(() => setTimeout(() => { button.textContent = 'Copy'; }, 2000));
  });
}
