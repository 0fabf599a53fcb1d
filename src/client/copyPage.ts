// "Copy page" (templates/parts/PageActions.tsx): puts the page's Markdown twin on the clipboard. The twin is fetched
// on click, so pages carry no copy of it; a ClipboardItem takes the pending text where the browser allows it, which
// keeps the click's permission to write while the fetch runs (Safari requires that).
import { announce } from './announcer.js';

async function fetchTwin(href: string): Promise<string> {
  const response = await fetch(href, { headers: { accept: 'text/markdown' } });
  if (!response.ok) throw new Error(`${response.status}`);
  return response.text();
}

function copyTwin(href: string): Promise<void> {
  const text = fetchTwin(href);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((t) => new Blob([t], { type: 'text/plain' }));
    return navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]).catch(async () => navigator.clipboard.writeText(await text));
  }
  if (!navigator.clipboard) return Promise.reject(new Error('no clipboard'));
  return text.then((t) => navigator.clipboard.writeText(t));
}

/** Copies on click (one listener for every page the soft navigation brings in). */
export function initCopyPage(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('[data-dg-copy-page]');
    if (!button) return;
    copyTwin(button.getAttribute('data-dg-copy-page')!).then(
      () => { button.textContent = 'Copied'; announce('Copied the page as Markdown'); },
      () => { button.textContent = 'Copy failed'; announce('Could not copy the page'); },
    ).finally(() => setTimeout(() => { button.textContent = 'Copy page'; }, 2000));
  });
}
