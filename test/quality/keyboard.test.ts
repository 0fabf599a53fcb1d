// Gate: keyboard use. The skip link is the first tab stop and moves focus to <main>; Tab reaches every
// interactive element in document order (no positive tabindex); every stop shows a focus indicator on screen;
// the drawer, colour-mode switch, sidebar categories and code-sample tabs work from the keyboard.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { gotoPageType, type PageType } from '../helpers/quality/listPageTypes.js';
import { recordTabSequence, type TabReport } from '../helpers/quality/recordTabSequence.js';
import { setUpBrowserGate } from '../helpers/quality/setUpBrowserGate.js';

const gate = await setUpBrowserGate();
const { missing, pageTypes, operation } = gate;
const docPage: PageType = { name: 'doc page', path: '/docs/intro', route: '/docs/intro', status: 200 };

function withPage<T>(width: 1280 | 390, type: PageType, run: (page: Page) => Promise<T>): Promise<T> {
  return gate.withPage(width, { reducedMotion: 'reduce' }, async (page) => {
    await gotoPageType(page, gate.origin, type);
    return run(page);
  });
}

const active = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? { tag: el.tagName.toLowerCase(), id: el.id, className: typeof el.className === 'string' ? el.className : '', href: el.getAttribute('href') } : null;
  });

/** Presses Tab on a fresh page: the skip link must come first, on screen, and Enter must focus <main>. */
async function checkSkipLink(page: Page): Promise<string[]> {
  await page.keyboard.press('Tab');
  const first = await active(page);
  if (!first?.className.split(' ').includes('dg-skip') || first.href !== '#main') return [`first tab stop is ${JSON.stringify(first)}, not the skip link a.dg-skip[href="#main"]`];
  const box = await page.locator('.dg-skip').boundingBox();
  const problems: string[] = [];
  if (!box || box.y < 0 || box.x < 0 || box.height < 10) problems.push(`the focused skip link is not on screen (${JSON.stringify(box)})`);
  await page.keyboard.press('Enter');
  const target = await active(page);
  if (target?.id !== 'main' || target.tag !== 'main') problems.push(`Enter on the skip link focused ${JSON.stringify(target)}, not <main id="main">`);
  return problems;
}

/** Compares one Tab cycle with the document order (or the drawer's own order when the drawer traps focus). */
function checkCycle(report: TabReport): string[] {
  const problems = report.positiveTabindex.map((d) => `positive tabindex (breaks the order): ${d}`);
  const stops = report.stops.filter((s) => !s.scroller);
  for (const s of stops) if (s.index < 0) problems.push(`focus landed on an element outside the tabbable list: ${s.label}`);
  const trapped = stops.length > 0 && stops.every((s) => s.inDrawer);
  const wanted = trapped ? report.drawerIndices : report.expected.map((_, i) => i);
  const seen = stops.filter((s) => s.index >= 0).map((s) => s.index);
  const at = wanted.findIndex((w, i) => seen[i] !== w);
  if (at >= 0 || seen.length !== wanted.length) {
    const i = at >= 0 ? at : Math.min(seen.length, wanted.length);
    problems.push(
      `tab order differs from document order at stop ${i}: expected ${report.expected[wanted[i]] ?? '(end)'}, got ${seen[i] !== undefined ? report.expected[seen[i]] : '(end)'}` +
        ` (${seen.length} stops for ${wanted.length} tabbable elements${trapped ? ' in the drawer' : ''})`,
    );
  }
  for (const s of report.stops) {
    if (!s.indicatorVisible) problems.push(`no visible focus indicator (outline or focus box-shadow): ${s.label}`);
    if (!s.onScreen) problems.push(`focused element is off screen or too small to see: ${s.label}`);
  }
  return problems;
}

test('page types for the keyboard gate', { skip: missing }, () => assert.ok(pageTypes.length > 0));

// Page types run side by side: most of the time goes to round trips with the browser, not to CPU.
describe('keyboard gate, every page type', { concurrency: 3 }, () => {
  for (const type of pageTypes) {
    test(`keyboard, 1280 px: skip link, tab order and visible focus on the ${type.name} (${type.path})`, async () => {
      const problems = await withPage(1280, type, async (page) => [...(await checkSkipLink(page)), ...checkCycle(await recordTabSequence(page))]);
      assert.deepEqual(problems, []);
    });

    test(`keyboard, 390 px: skip link, drawer opened with Enter, tab order and visible focus in it, on the ${type.name} (${type.path})`, async () => {
      const problems = await withPage(390, type, async (page) => {
        const found = await checkSkipLink(page);
        await gotoPageType(page, gate.origin, type); // from the top again (a reload would keep #main)
        for (let i = 0; i < 30 && !(await active(page))?.className.includes('dg-navbar__menu'); i++) await page.keyboard.press('Tab');
        if (!(await active(page))?.className.includes('dg-navbar__menu')) return [...found, 'Tab never reached the drawer button summary.dg-navbar__menu'];
        await page.keyboard.press('Enter');
        if (!(await page.locator('details.dg-drawer').evaluate((d) => d.hasAttribute('open')))) return [...found, 'Enter on summary.dg-navbar__menu did not open the drawer'];
        await page.keyboard.press('Tab');
        const next = await page.evaluate(() => !!document.activeElement?.closest('.dg-drawer__panel'));
        if (!next) found.push('the first Tab after opening the drawer does not go into .dg-drawer__panel');
        return [...found, ...checkCycle(await recordTabSequence(page)).map((p) => `drawer open: ${p}`)];
      });
      assert.deepEqual(problems, []);
    });
  }
});

test('keyboard: Escape closes the open drawer and gives focus back to its button', { skip: missing }, async () => {
  const result = await withPage(390, docPage, async (page) => {
    const drawerOpen = () => page.locator('details.dg-drawer').evaluate((d) => d.hasAttribute('open'));
    await page.focus('.dg-navbar__menu');
    await page.keyboard.press('Enter');
    if (!(await drawerOpen())) return { openedWithEnter: false };
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    // The client may close it on the next frame: wait for the state rather than sample it once.
    const closed = await page
      .waitForFunction(() => !document.querySelector('details.dg-drawer')?.hasAttribute('open') && !!document.activeElement?.matches('.dg-navbar__menu'), null, { timeout: 2000 })
      .then(() => true, () => false);
    return { openedWithEnter: true, closedWithFocusOnButton: closed };
  });
  assert.deepEqual(result, { openedWithEnter: true, closedWithFocusOnButton: true });
});

test('keyboard: Enter and Space on the colour-mode button switch the theme', { skip: missing }, async () => {
  const themes = await withPage(1280, docPage, async (page) => {
    const theme = () => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
    const seen = [await theme()];
    await page.focus('.dg-theme-toggle');
    await page.keyboard.press('Enter');
    seen.push(await theme());
    await page.keyboard.press('Space');
    seen.push(await theme());
    return seen;
  });
  assert.deepEqual(themes, ['light', 'dark', 'light']);
});

test('keyboard: Enter on a sidebar category toggles it', { skip: missing }, async () => {
  const states = await withPage(1280, docPage, async (page) => {
    const summary = page.locator('.dg-sidebar .dg-sidebar__summary').first();
    const open = () => summary.evaluate((s) => s.parentElement!.hasAttribute('open'));
    const seen = [await open()];
    await summary.focus();
    await page.keyboard.press('Enter');
    seen.push(await open());
    await page.keyboard.press('Enter');
    seen.push(await open());
    return seen;
  });
  assert.deepEqual(states, [states[0], !states[0], states[0]]);
});

test('keyboard: arrow keys switch the code-sample tabs and show the chosen sample', { skip: missing }, async () => {
  assert.ok(operation, 'no API operation page in the build');
  const result = await withPage(1280, operation, async (page) => {
    // The code samples' tabs (the example responses beside them are tabs of their own).
    const visiblePanels = () => page.$$eval('[data-tab-group="code-samples"] .dg-tabs__panel', (panels) => panels.filter((p) => p.checkVisibility()).map((p) => p.getAttribute('data-tab-value')));
    const before = await visiblePanels();
    await page.focus('[data-tab-group="code-samples"] .dg-tabs__radio:checked');
    await page.keyboard.press('ArrowRight');
    const checked = await page.$eval('[data-tab-group="code-samples"] .dg-tabs__radio:checked', (r) => (r as HTMLInputElement).value);
    return { before, checked, after: await visiblePanels(), focused: await page.evaluate(() => (document.activeElement as HTMLInputElement).value) };
  });
  assert.equal(result.before.length, 1, `one sample panel should show at first, saw ${JSON.stringify(result.before)}`);
  assert.notEqual(result.checked, result.before[0], 'ArrowRight did not move to the next sample');
  assert.deepEqual({ after: result.after, focused: result.focused }, { after: [result.checked], focused: result.checked });
});
