// The set-up the browser gates (accessibility, keyboard, no-JavaScript) share: the site built once, its page types,
// and, around the tests of the calling file, a static server for the site and a headless Chromium.
import { after, before } from 'node:test';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { buildSiteOnce, type BuiltSite } from './buildSiteOnce.js';
import { chromiumMissing, launchChromium } from './launchChromium.js';
import { listPageTypes, type PageType } from './listPageTypes.js';
import { serveStatic, type StaticServer } from './serveStatic.js';

export interface BrowserGate {
  /** The skip message when Chromium is missing (nothing is built then), else undefined. */
  missing: string | undefined;
  site: BuiltSite | undefined;
  /** Every page type of the site; empty when Chromium is missing. */
  pageTypes: PageType[];
  /** The API operation among the page types. */
  operation: PageType | undefined;
  /** The browser, started by the before() hook. */
  readonly browser: Browser;
  /** The served site's origin ('http://127.0.0.1:port'), started by the before() hook. */
  readonly origin: string;
  /** Runs run(page) on a new page `width` px wide, in its own context closed afterwards. */
  withPage<T>(width: 1280 | 390, options: BrowserContextOptions, run: (page: Page) => Promise<T>): Promise<T>;
}

/**
 * Builds the site (unless Chromium is missing) and registers before()/after() hooks that start and stop the server
 * and the browser. Call it once, at the top level of a test file: the page types must be known to declare the tests.
 */
export async function setUpBrowserGate(): Promise<BrowserGate> {
  const missing = chromiumMissing();
  const site = missing ? undefined : await buildSiteOnce();
  const pageTypes = site ? listPageTypes(site) : [];
  let browser: Browser | undefined;
  let server: StaticServer | undefined;
  before(async () => {
    if (site) [browser, server] = await Promise.all([launchChromium(), serveStatic(site.outDir)]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the browser gate is not running: Chromium is missing, or a test ran outside the file\'s before() hook');
    return value;
  };
  return {
    missing,
    site,
    pageTypes,
    operation: pageTypes.find((t) => t.name.startsWith('API operation')),
    get browser() {
      return started(browser);
    },
    get origin() {
      return started(server).origin;
    },
    async withPage(width, options, run) {
      const context = await started(browser).newContext({ ...options, viewport: { width, height: width === 390 ? 844 : 900 } });
      context.setDefaultTimeout(5000); // a missing element fails fast
      try {
        return await run(await context.newPage());
      } finally {
        await context.close();
      }
    },
  };
}
