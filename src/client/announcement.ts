// Announcement bar: dismissal is stored under the keys the old site used, so readers who closed it there keep it
// closed. The head script hides a dismissed bar before first paint; a bar with a new id shows again.
import { writeStore } from './storage.js';

/** Wires the bar's close button. */
export function initAnnouncement(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('[data-dg-announcement-close]');
    const bar = button?.closest('[data-dg-announcement]');
    if (!bar) return;
    writeStore('docusaurus.announcement.dismiss', 'true');
    writeStore('docusaurus.announcement.id', bar.getAttribute('data-dg-announcement') ?? '');
    document.documentElement.setAttribute('data-announcement-dismissed', '');
    // The focused button disappears: continue from the start of the page rather than from nowhere.
    document.querySelector<HTMLElement>('.dg-navbar__brand')?.focus();
  });
}
