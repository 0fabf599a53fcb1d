// One polite live region for the whole page: screen readers hear page changes and "Copied".
let region: HTMLElement | undefined;

/** Says text to screen reader users. */
export function announce(text: string): void {
  if (!region) {
    region = document.createElement('div');
    region.className = 'dg-sr-only';
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    region.setAttribute('data-dg-announcer', '');
    document.body.append(region);
  }
  const target = region;
  // Empty first, then fill in the next frame: the same text twice is still announced.
  target.textContent = '';
  requestAnimationFrame(() => { target.textContent = text; });
}
