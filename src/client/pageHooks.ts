// Behaviours that depend on the page's content run once at start-up and again after every soft navigation.
// A plain list (not DOM events) so an exception in one of them reaches the navigation code, which shows the crash box.

const hooks: (() => void)[] = [];

/** Runs fn now and after every soft navigation. */
export function onPage(fn: () => void): void {
  hooks.push(fn);
  fn();
}

/** Runs every page hook (after new content has been swapped in) and tells outside scripts with a `dg:page` event. */
export function runPageHooks(): void {
  for (const fn of hooks) fn();
  document.dispatchEvent(new CustomEvent('dg:page'));
}
