// Tabs through a loaded page and compares the focus cycle with the page's own list of tabbable elements in
// document order, noting for each stop whether a focus indicator is visible.
import type { Page } from 'playwright-core';

export interface TabStop {
  /** Index in the document-order list of tabbable elements, or -1 for a stop that is not in it. */
  index: number;
  /** tag.class[href] "text" — for messages. */
  label: string;
  /** Inside the mobile drawer (details.dg-drawer). */
  inDrawer: boolean;
  /** Chrome makes scrollable boxes without focusable content focusable: legitimate extra stops. */
  scroller: boolean;
  /**
   * An outline at focus that no clipping ancestor cuts into, or a box-shadow that focus changed; judged on the
   * element's <label> for visually hidden inputs.
   */
  indicatorVisible: boolean;
  /** The element (or its label) lies inside the viewport once focused. */
  onScreen: boolean;
}

export interface TabReport {
  /** Every tabbable element of the page in document order, described. */
  expected: string[];
  /** Indices (into expected) of the tabbable elements inside the drawer. */
  drawerIndices: number[];
  /** One full cycle of Tab presses, rotated to start at the first stop in document order. */
  stops: TabStop[];
  positiveTabindex: string[];
}

const MAX_PRESSES = 2000;
const BATCH = 25;

/** Presses Tab until focus comes back to where the cycle began and returns what it saw (the page keeps the focus). */
export async function recordTabSequence(page: Page): Promise<TabReport> {
  // tsx compiles with esbuild's keepNames, which wraps functions in __name(): give the page that helper too.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  await page.evaluate(installRecorder);
  let done = false;
  for (let pressed = 0; !done && pressed < MAX_PRESSES; pressed += BATCH) {
    for (let i = 0; i < BATCH; i++) await page.keyboard.press('Tab');
    done = await page.evaluate(() => (window as any).__dgTab.done);
  }
  const report: TabReport = await page.evaluate(() => {
    const rec = (window as any).__dgTab;
    return { expected: rec.expected.map(rec.describe), drawerIndices: rec.drawerIndices, stops: rec.stops, positiveTabindex: rec.positive };
  });
  if (!done) throw new Error(`focus did not come back to its first stop after ${MAX_PRESSES} presses of Tab`);
  const first = report.stops.findIndex((s) => s.index >= 0 && s.index === Math.min(...report.stops.filter((x) => x.index >= 0).map((x) => x.index)));
  if (first > 0) report.stops = [...report.stops.slice(first), ...report.stops.slice(0, first)];
  return report;
}

// Runs in the page; Playwright serialises it, so it uses nothing from this module.
function installRecorder(): void {
  const describe = (el: Element) => {
    const cls = typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\s+/).join('.') : '';
    const text = (el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const href = el.getAttribute('href');
    return `${el.tagName.toLowerCase()}${cls}${href ? `[href="${href}"]` : ''} "${text}"`;
  };
  const selector = 'a[href], area[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable]:not([contenteditable="false"]), audio[controls], video[controls]';
  const expected = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
    if (el.tabIndex < 0 || el.matches(':disabled') || el.closest('[inert]')) return false;
    if (el instanceof HTMLInputElement && el.type === 'hidden') return false;
    if (el.tagName === 'SUMMARY' && el.parentElement?.querySelector(':scope > summary') !== el) return false;
    if (!el.checkVisibility({ visibilityProperty: true })) return false;
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
      // A radio group is one tab stop: the checked radio, or the first one when none is checked.
      const group = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((r) => r.name === el.name && r.form === el.form);
      return (group.find((r) => r.checked) ?? group[0]) === el;
    }
    return true;
  });
  // An ancestor that clips (overflow other than visible) and cuts into the outline's ring hides part of it.
  const outlineClipped = (el: Element, cs: CSSStyleDeclaration) => {
    const grow = Math.max(0, parseFloat(cs.outlineWidth) + parseFloat(cs.outlineOffset || '0'));
    const r = el.getBoundingClientRect();
    const ring = { top: r.top - grow, left: r.left - grow, bottom: r.bottom + grow, right: r.right + grow };
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const acs = getComputedStyle(a);
      if (acs.overflowX === 'visible' && acs.overflowY === 'visible') continue;
      const b = a.getBoundingClientRect();
      const t = 0.5; // sub-pixel rounding
      if (ring.top < b.top - t || ring.left < b.left - t || ring.bottom > b.bottom + t || ring.right > b.right + t) return true;
    }
    return false;
  };
  const look = (el: Element) => {
    const cs = getComputedStyle(el);
    const drawn = cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 1 && !/^(transparent|rgba\(.*,\s*0\))$/.test(cs.outlineColor);
    return { outline: drawn && !outlineClipped(el, cs), shadow: cs.boxShadow };
  };
  // Seen by a sighted reader: not transparent, not shrunk to a visually-hidden pixel, inside the viewport.
  const onScreen = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (parseFloat(getComputedStyle(el).opacity) < 0.1) return false;
    return r.width >= 2 && r.height >= 2 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  };
  // Judge the state a change of focus settles in, not the first frame of a fade: flush styles (which starts
  // any transition the change triggers), then jump every running animation to its end.
  const settle = (el: Element) => {
    getComputedStyle(el).opacity;
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        /* an infinite animation (a spinner) has no end */
      }
    }
  };
  // Visually hidden inputs show their focus on their label.
  const targetsOf = (el: HTMLElement): Element[] => (onScreen(el) ? [el] : [...((el as HTMLInputElement).labels ?? [])]);
  const rec = {
    expected,
    drawerIndices: expected.flatMap((el, i) => (el.closest('details.dg-drawer') ? [i] : [])),
    positive: [...document.querySelectorAll<HTMLElement>('[tabindex]')].filter((el) => el.tabIndex > 0).map(describe),
    stops: [] as Array<Record<string, unknown> & { indicatorVisible: boolean }>,
    elements: [] as Element[],
    atFocus: [] as Array<Array<{ outline: boolean; shadow: string }>>,
    done: false,
    describe,
  };
  (window as any).__dgTab = rec;
  document.addEventListener('focusin', (event) => {
    const el = event.target as HTMLElement;
    if (rec.done) return;
    if (el === rec.elements[0]) {
      rec.done = true; // a full cycle
      return;
    }
    settle(el);
    const targets = targetsOf(el);
    const cs = getComputedStyle(el);
    const index = expected.indexOf(el);
    const looks = targets.map(look);
    rec.elements.push(el);
    rec.atFocus.push(looks);
    rec.stops.push({
      index,
      label: describe(el),
      inDrawer: !!el.closest('details.dg-drawer'),
      scroller: index < 0 && /(auto|scroll)/.test(cs.overflowX + cs.overflowY) && (el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight),
      indicatorVisible: looks.some((f) => f.outline),
      onScreen: targets.some(onScreen),
    });
  }, true);
  document.addEventListener('focusout', (event) => {
    // Focus has already left the element here, so this is its look at rest: a box-shadow counts as an indicator
    // only when focus changed it (cards and buttons may wear one at rest).
    const el = event.target as HTMLElement;
    const at = rec.elements.lastIndexOf(el);
    if (at < 0 || rec.stops[at].indicatorVisible) return;
    settle(el);
    const rest = targetsOf(el).map(look);
    if (rec.atFocus[at].some((f, i) => f.shadow !== 'none' && f.shadow !== rest[i]?.shadow)) rec.stops[at].indicatorVisible = true;
  }, true);
}
