// Colour mode: the navbar button switches light/dark and stores the choice under localStorage 'theme'.
// The head script applied the stored (or ?docgen-theme forced) mode before first paint.
import { onPage } from './pageHooks.js';
import { writeStore } from './storage.js';

const root = document.documentElement;
const currentMode = () => (root.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

/** Keeps every toggle's accessible name true to the current mode. */
function labelToggles(): void {
  const mode = currentMode();
  for (const button of document.querySelectorAll('[data-dg-theme-toggle]')) {
    button.setAttribute('aria-label', `Switch to ${mode === 'dark' ? 'light' : 'dark'} mode (currently ${mode} mode)`);
  }
}

function setMode(mode: string): void {
  root.setAttribute('data-theme', mode);
  labelToggles();
}

/** Wires the toggle, and follows a choice made in another tab. */
export function initTheme(): void {
  onPage(labelToggles);
  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest?.('[data-dg-theme-toggle]')) return;
    const next = currentMode() === 'dark' ? 'light' : 'dark';
    setMode(next);
    writeStore('theme', next);
    // An explicit choice ends a mode forced by ?docgen-theme for this visit.
    writeStore('docgen-theme', null, 'sessionStorage');
  });
  addEventListener('storage', (event) => {
    if (event.key === 'theme' && (event.newValue === 'dark' || event.newValue === 'light')) setMode(event.newValue);
  });
}
