// Code tabs are CSS-only radio groups (<div class="dg-tabs" data-tab-group>, one input.dg-tabs__radio per value).
// The script remembers the chosen value per group name under localStorage 'docusaurus.tab.<group>' (the old
// site's key) and applies it to every group of that name, on this page and on every page after.
import { onPage } from './pageHooks.js';
import { readStore, writeStore } from './storage.js';

const storageKey = (group: string) => `docusaurus.tab.${group}`;

/** Checks the radio with this value in every group of this name (groups without the value keep theirs). */
function selectTab(group: string, value: string): void {
  for (const tabs of document.querySelectorAll(`[data-tab-group="${CSS.escape(group)}"]`)) {
    for (const radio of tabs.querySelectorAll<HTMLInputElement>('input.dg-tabs__radio')) {
      if (radio.getAttribute('data-tab-value') === value && radio.closest('[data-tab-group]') === tabs) radio.checked = true;
    }
  }
}

function restoreTabs(): void {
  const groups = new Set([...document.querySelectorAll('[data-tab-group]')].map((el) => el.getAttribute('data-tab-group')!));
  for (const group of groups) {
    const value = readStore(storageKey(group));
    if (value) selectTab(group, value);
  }
}

/** Wires tab memory. */
export function initTabs(): void {
  onPage(restoreTabs);
  document.addEventListener('change', (event) => {
    const radio = event.target;
    if (!(radio instanceof HTMLInputElement) || !radio.matches('.dg-tabs__radio')) return;
    const tabs = radio.closest('[data-tab-group]');
    const group = tabs?.getAttribute('data-tab-group');
    const value = radio.getAttribute('data-tab-value');
    if (!tabs || !group || !value) return;
    writeStore(storageKey(group), value);
    // Other groups above may change height: keep the clicked group where the reader sees it.
    const before = tabs.getBoundingClientRect().top;
    selectTab(group, value);
    scrollBy(0, tabs.getBoundingClientRect().top - before);
  });
}
