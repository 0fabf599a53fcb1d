// Walks a page of the served site through the variants the gates check: light and dark colour mode, 1280 px
// and 390 px wide, and at 390 px the drawer closed then open. One load per colour mode: the width changes by
// resizing the viewport and the drawer opens by a click on its summary, as a reader would do it.
import type { Browser, Page } from 'playwright-core';
import { gotoPageType, type PageType } from './listPageTypes.js';

export interface Variant {
  theme: 'light' | 'dark';
  width: 1280 | 390;
  drawer: 'open' | 'closed';
}

const HEIGHT = { 1280: 900, 390: 844 } as const;

/** A readable name for a variant in failure messages. */
export function describeVariant(v: Variant): string {
  return `${v.theme}, ${v.width}px${v.width === 390 ? `, drawer ${v.drawer}` : ''}`;
}

/**
 * Calls check(page, variant) in each of the six variants of origin+path and resolves to the results in order;
 * the two colour modes run side by side, each in its own context. Throws when a variant's state cannot be reached.
 */
export async function visitVariants<T>(browser: Browser, origin: string, type: PageType, check: (page: Page, v: Variant) => Promise<T>): Promise<T[]> {
  const path = type.path;
  const perTheme = await Promise.all(
    (['light', 'dark'] as const).map(async (theme) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: HEIGHT[1280] }, reducedMotion: 'reduce' });
      try {
        const page = await context.newPage();
        // ?docgen-theme= is read by the head script before the first paint.
        await gotoPageType(page, origin, type, theme === 'dark' ? '?docgen-theme=dark' : '');
        const actual = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
        if (actual !== theme) throw new Error(`${path}: expected data-theme="${theme}", found "${actual}"`);
        const results: T[] = [];
        results.push(await check(page, { theme, width: 1280, drawer: 'closed' }));
        await page.setViewportSize({ width: 390, height: HEIGHT[390] });
        results.push(await check(page, { theme, width: 390, drawer: 'closed' }));
        await openDrawer(page, path);
        results.push(await check(page, { theme, width: 390, drawer: 'open' }));
        return results;
      } finally {
        await context.close();
      }
    }),
  );
  return perTheme.flat();
}

/** Opens the mobile drawer by clicking its summary; throws when it does not open. */
export async function openDrawer(page: Page, path: string): Promise<void> {
  await page.click('.dg-navbar__menu');
  const open = await page.evaluate(() => document.querySelector('details.dg-drawer')?.hasAttribute('open') ?? false);
  if (!open) throw new Error(`${path}: the drawer did not open on a click on .dg-navbar__menu`);
}
