// Mobile drawer. Without JavaScript it is a plain <details>; the script adds what a menu dialog needs: focus moves
// in and back to the button, Tab stays inside, Escape / back button / growing past the breakpoint close it, and
// the page behind does not scroll. Opening adds a history entry so that the back button closes it.
const root = document.documentElement;
let current: HTMLDetailsElement | null = null;

type CloseReason = 'toggle' | 'key' | 'link' | 'pop' | 'resize';

const summaryOf = (details: HTMLDetailsElement) => details.querySelector<HTMLElement>(':scope > summary')!;

/** The drawer's focusable elements in order, its button first. */
function focusables(details: HTMLDetailsElement): HTMLElement[] {
  const inside = details.querySelectorAll<HTMLElement>('.dg-drawer__panel :is(a[href], button, summary, input, select, textarea, [tabindex]:not([tabindex="-1"]))');
  // The content of a closed <details> still has boxes in Chromium (content-visibility): ask checkVisibility.
  const visible = (el: HTMLElement) => (el.checkVisibility ? el.checkVisibility() : el.getClientRects().length > 0);
  return [summaryOf(details), ...[...inside].filter(visible)];
}

/**
 * The drawer's copy of the page's sidebar is made here, on first open, instead of being shipped twice in every page
 * (on an API page the sidebar is a third of the HTML). Without JavaScript the sidebar shows below the content instead.
 */
function fillSidebar(details: HTMLDetailsElement): void {
  const slot = details.querySelector<HTMLElement>('[data-dg-drawer-sidebar]');
  const source = document.querySelector('[data-dg-sidebar] .dg-sidebar__nav');
  if (!slot || !source || slot.childElementCount) return;
  slot.innerHTML = source.innerHTML;
}

function opened(details: HTMLDetailsElement): void {
  fillSidebar(details);
  current = details;
  root.setAttribute('data-dg-scroll-lock', '');
  summaryOf(details).setAttribute('aria-label', 'Close the navigation menu');
  if (!history.state?.dgDrawer) history.pushState({ ...history.state, dgDrawer: 1 }, '');
  // The current page's entry, when the drawer's sidebar has it, in the middle of the drawer: in a long sidebar the
  // first entry would leave it far below, where the reader would have to scroll to find where they are.
  const list = focusables(details);
  const entry = list.find((el) => el.matches('.dg-drawer__sidebar a[aria-current="page"]'));
  if (!entry) return list[1]?.focus();
  entry.focus({ preventScroll: true });
  entry.scrollIntoView({ block: 'center' });
}

/** Closes the open drawer, if any. A link click leaves history to the navigation, which replaces the drawer's entry. */
export function closeDrawer(reason: CloseReason): void {
  const details = current;
  if (!details) return;
  current = null;
  details.open = false;
  root.removeAttribute('data-dg-scroll-lock');
  const summary = summaryOf(details);
  summary.setAttribute('aria-label', 'Open the navigation menu');
  if (reason !== 'pop' && reason !== 'link' && history.state?.dgDrawer) history.back();
  if (reason !== 'link' && reason !== 'resize') summary.focus();
}

function trapTab(event: KeyboardEvent, details: HTMLDetailsElement): void {
  const list = focusables(details);
  const first = list[0];
  const last = list[list.length - 1];
  if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
  else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
}

/** Wires the drawer. Listeners sit on document/window, so they survive soft navigation swapping the navbar. */
export function initDrawer(): void {
  document.addEventListener('toggle', (event) => {
    const details = event.target;
    if (!(details instanceof HTMLDetailsElement) || !details.hasAttribute('data-dg-drawer')) return;
    if (details.open && current !== details) opened(details);
    else if (!details.open && current === details) closeDrawer('toggle');
  }, true);
  document.addEventListener('keydown', (event) => {
    if (!current) return;
    if (event.key === 'Escape') { event.preventDefault(); closeDrawer('key'); }
    else if (event.key === 'Tab') trapTab(event, current);
  });
  // Capture phase: runs before the navigation's click handler, which then replaces the drawer's history entry.
  document.addEventListener('click', (event) => {
    if (current && (event.target as Element).closest?.('.dg-drawer__panel a[href]')) closeDrawer('link');
  }, true);
  addEventListener('popstate', () => closeDrawer('pop'));
  const breakpoint = Number(root.getAttribute('data-breakpoint')) || 996;
  matchMedia(`(max-width: ${breakpoint}px)`).addEventListener('change', (event) => {
    if (!event.matches) closeDrawer('resize');
  });
}
