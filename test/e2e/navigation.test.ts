// Browser tests: soft navigation, history and scrolling, the loading indicators, the error and crash boxes,
// preloading, and the links left to the browser.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { chromiumSkipReason } from '../helpers/e2e/chromium.js';
import { hasMarker, markDocument, startClientSite, waitForHeading, type ClientSite } from '../helpers/e2e/clientSite.js';

/** Makes navigator.connection report the given values (Chromium's own is real and fast on localhost). */
async function stubConnection(context: BrowserContext, connection: { saveData: boolean; effectiveType: string }): Promise<void> {
  // A string, not a function: tsx would add helpers the browser does not have.
  await context.addInitScript(`Object.defineProperty(Navigator.prototype, 'connection', { get: () => (${JSON.stringify(connection)}), configurable: true });`);
}

/** Collects the URL paths of the page fetches (soft navigation and preloads) a page makes. */
function recordFetches(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => { if (request.resourceType() === 'fetch') paths.push(new URL(request.url()).pathname); });
  return paths;
}

describe('soft navigation', { skip: chromiumSkipReason() }, () => {
  let site: ClientSite;
  before(async () => { site = await startClientSite(); });
  after(async () => { await site?.close(); });

  test('a link click swaps content, title, head metadata and focus without a full load', async () => {
    const { page, errors } = await site.open();
    await page.goto(site.url('/docs/intro'));
    await markDocument(page);
    await page.click('main .dg-markdown a[href="/docs/guide/third"]');
    await waitForHeading(page, 'Third guide page');
    assert.equal(new URL(page.url()).pathname, '/docs/guide/third');
    assert.ok(await hasMarker(page), 'the window object survived: no full page load');
    assert.equal(await page.title(), 'Third guide page | Client Fixture');
    const head = await page.evaluate(() => ({
      description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
      canonical: [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((l) => l.href),
      ogUrl: document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content,
      ogTitle: document.querySelector<HTMLMetaElement>('meta[property="og:title"]')?.content,
    }));
    assert.deepEqual(head, {
      description: 'The third page, the target of the loading tests.',
      canonical: ['https://example.test/docs/guide/third'],
      ogUrl: 'https://example.test/docs/guide/third',
      ogTitle: 'Third guide page | Client Fixture',
    });
    assert.equal(await page.getAttribute('.dg-sidebar .dg-sidebar__link--active', 'href'), '/docs/guide/third');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main', 'focus moved to the main content');
    await page.waitForFunction(() => document.querySelector('[data-dg-announcer]')?.textContent === document.title);
    assert.equal(await page.getAttribute('[data-dg-announcer]', 'aria-live'), 'polite');

    // Another page type: the about page has no sidebar and another body class.
    await page.click('.dg-navbar__items a[href="/about"]');
    await waitForHeading(page, 'About');
    assert.equal(await page.evaluate(() => document.body.className), 'dg-kind-page');
    assert.equal(await page.locator('.dg-sidebar').count(), 0);
    assert.ok(await hasMarker(page));
    assert.deepEqual(errors, []);
  });

  test('back and forward swap pages in place and restore the scroll position', async () => {
    const { page, errors } = await site.open();
    await page.goto(site.url('/docs/guide/second'));
    await markDocument(page);
    const link = page.locator('.dg-markdown a[href="/docs/guide/third"]');
    await link.scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => scrollY);
    assert.ok(y > 500, `scrolled down (${y})`);
    await link.click();
    await waitForHeading(page, 'Third guide page');
    assert.equal(await page.evaluate(() => scrollY), 0, 'a new page starts at the top');

    await page.goBack();
    await waitForHeading(page, 'Second guide page');
    assert.equal(new URL(page.url()).pathname, '/docs/guide/second');
    assert.equal(await page.evaluate(() => Math.round(scrollY)), Math.round(y), 'back restores the position');
    await page.goForward();
    await waitForHeading(page, 'Third guide page');
    assert.equal(await page.evaluate(() => scrollY), 0);
    assert.ok(await hasMarker(page));
    assert.deepEqual(errors, []);
  });

  test('hash links scroll without loading; a link to another page’s anchor scrolls there', async () => {
    const { page, errors } = await site.open();
    await page.goto(site.url('/docs/intro'));
    await markDocument(page);
    const fetches = recordFetches(page);
    await page.click('.dg-markdown p a[href="#last-section"]');
    await page.waitForFunction(() => location.hash === '#last-section');
    const top = await page.evaluate(() => document.getElementById('last-section')!.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 120, `the heading is at the top (${top})`);
    assert.ok(!fetches.includes('/docs/intro'), 'the page was not fetched again');

    await page.goBack();
    await page.waitForFunction(() => location.hash === '' && scrollY === 0);

    await page.click('main .dg-markdown a[href="/docs/guide/second"]');
    await waitForHeading(page, 'Second guide page');
    await page.click('main .dg-markdown a[href="/docs/intro#code"]');
    await waitForHeading(page, 'Introduction');
    assert.equal(new URL(page.url()).hash, '#code');
    const codeTop = await page.evaluate(() => document.getElementById('code')!.getBoundingClientRect().top);
    assert.ok(codeTop >= 0 && codeTop < 120, `the anchor is at the top (${codeTop})`);
    assert.ok(await hasMarker(page));
    assert.deepEqual(errors, []);
  });

  test('a link to an anchor inside closed <details> on another page opens them and scrolls to it', async () => {
    const { page, errors } = await site.open();
    await page.goto(site.url('/docs/guide/second'));
    await markDocument(page);
    await page.click('main .dg-markdown a[href="/docs/guide/third#folded-field"]');
    await waitForHeading(page, 'Third guide page');
    assert.ok(await hasMarker(page), 'a soft navigation');
    assert.equal(await page.evaluate(() => document.getElementById('folded-field')!.closest('details')!.open), true);
    const box = await page.evaluate(() => ({ ...document.getElementById('folded-field')!.getBoundingClientRect().toJSON(), viewport: innerHeight }));
    assert.ok(box.height > 0 && box.top >= 0 && box.top < box.viewport, `the part is shown in view (${JSON.stringify(box)})`);
    assert.deepEqual(errors, []);
  });

  test('back and forward to an anchor inside closed <details> open them again and show it', async () => {
    const { page, errors } = await site.open({ viewport: { width: 1280, height: 500 } });
    await page.goto(site.url('/docs/guide/second'));
    await markDocument(page);
    await page.click('main .dg-markdown a[href="/docs/guide/third#folded-field"]');
    await waitForHeading(page, 'Third guide page');
    const shown = () => page.evaluate(() => {
      const field = document.getElementById('folded-field')!;
      const box = field.getBoundingClientRect();
      return { open: field.closest('details')!.open, visible: field.checkVisibility(), inView: box.top >= 0 && box.bottom <= innerHeight };
    });
    assert.deepEqual(await shown(), { open: true, visible: true, inView: true });

    await page.goBack();
    await waitForHeading(page, 'Second guide page');
    await page.goForward();
    await waitForHeading(page, 'Third guide page');
    assert.ok(await hasMarker(page), 'a soft navigation');
    assert.deepEqual(await shown(), { open: true, visible: true, inView: true }, 'the fresh copy of the page has its details open again');
    assert.deepEqual(errors, []);
  });

  test('new tabs, modified clicks, downloads, files and external links are left to the browser', async () => {
    const { context, page } = await site.open();
    await context.route('https://example.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Elsewhere</title><p>elsewhere</p>' }));
    await page.goto(site.url('/docs/intro'));
    await markDocument(page);

    const [popup] = await Promise.all([context.waitForEvent('page'), page.click('#blank-link')]);
    await popup.waitForLoadState();
    assert.equal(new URL(popup.url()).pathname, '/docs/guide/third');
    await popup.close();

    const [tab] = await Promise.all([context.waitForEvent('page'), page.click('main .dg-markdown a[href="/docs/guide/first"]', { modifiers: ['ControlOrMeta'] })]);
    await tab.close();
    assert.equal(new URL(page.url()).pathname, '/docs/intro', 'a modified click does not navigate this tab');

    const [download] = await Promise.all([page.waitForEvent('download'), page.click('main a[download]')]);
    assert.equal(download.suggestedFilename(), 'robots.txt');
    assert.ok(await hasMarker(page), 'the download left the page alone');

    await Promise.all([page.waitForURL('**/sitemap.xml'), page.click('main .dg-markdown a[href="/sitemap.xml"]')]);
    assert.equal(await hasMarker(page), false, 'a non-HTML file is a full load');

    await page.goto(site.url('/docs/intro'));
    await Promise.all([page.waitForURL('https://example.org/**'), page.click('main .dg-markdown a[href="https://example.org"]')]);
    assert.equal(await page.title(), 'Elsewhere');
  });

  test('the progress bar and spinner show only when loading takes longer than the delay', async () => {
    const { page } = await site.open();
    // Fast: the target was preloaded while in view, so the click swaps it in at once.
    const preloaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/docs/guide/third');
    await page.goto(site.url('/docs/intro'));
    await (await preloaded).finished();
    await page.evaluate(() => {
      const seen = { progress: false };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver(() => { if (document.documentElement.hasAttribute('data-dg-loading')) seen.progress = true; })
        .observe(document.documentElement, { attributes: true });
    });
    await page.click('main .dg-markdown a[href="/docs/guide/third"]');
    await waitForHeading(page, 'Third guide page');
    assert.equal(await page.evaluate(() => (window as unknown as { __seen: { progress: boolean } }).__seen.progress), false);

    // Slow: the server holds the page until the bar and the spinner are on screen.
    let release!: () => void;
    site.server.hooks.set('/docs/guide/first', { hold: new Promise<void>((resolve) => { release = resolve; }) });
    try {
      await page.goto(site.url('/docs/intro'));
      await markDocument(page);
      await page.click('main .dg-markdown a[href="/docs/guide/first"]');
      await page.waitForSelector('.dg-progress', { state: 'visible' });
      assert.ok(await page.isVisible('.dg-spinner'), 'the spinner shows while loading');
      assert.equal(await page.textContent('.dg-spinner'), 'Loading the page…');
    } finally {
      release();
      site.server.hooks.delete('/docs/guide/first');
    }
    await waitForHeading(page, 'First guide page');
    await page.waitForSelector('.dg-progress', { state: 'hidden' });
    assert.equal(await page.isVisible('.dg-spinner'), false);
    assert.ok(await hasMarker(page));
  });

  test('a failed load shows the red error box and Retry recovers', async () => {
    const { context, page } = await site.open();
    await stubConnection(context, { saveData: true, effectiveType: '4g' }); // no preload: the click's own fetch fails
    site.server.hooks.set('/docs/guide/third', { failStatus: 500, times: 1 });
    await page.goto(site.url('/docs/intro'));
    await markDocument(page);
    await page.click('main .dg-markdown a[href="/docs/guide/third"]');
    const box = page.locator('.dg-error--load');
    await box.waitFor();
    assert.equal(await box.getAttribute('role'), 'alert');
    assert.match((await box.textContent())!, /This page could not be loaded\..*500/);
    assert.equal(new URL(page.url()).pathname, '/docs/guide/third');
    const colour = await box.evaluate((el) => getComputedStyle(el).borderLeftColor);
    assert.equal(colour, 'rgb(180, 35, 24)', 'the box is red (--dg-danger)');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Retry');

    await page.click('.dg-error--load button');
    await waitForHeading(page, 'Third guide page');
    assert.equal(await page.locator('.dg-error').count(), 0);
    assert.ok(await hasMarker(page), 'Retry loads in place');
  });

  test('a failed preload makes the navigation a full page load', async () => {
    const { page, errors } = await site.open();
    site.server.hooks.set('/docs/guide/third', { failStatus: 503, times: 1 });
    // The link is in view, so it is preloaded on its own; wait for that preload's answer, however long a busy
    // machine takes to get to it (network idle can come first, between two of the preloads).
    const preloadFailed = page.waitForResponse((response) => new URL(response.url()).pathname === '/docs/guide/third' && response.status() === 503);
    await page.goto(site.url('/docs/intro'));
    await preloadFailed;
    assert.equal(site.server.hooks.has('/docs/guide/third'), false, 'the preload met the failure');
    await markDocument(page);
    await Promise.all([page.waitForEvent('load'), page.click('main .dg-markdown a[href="/docs/guide/third"]')]);
    await waitForHeading(page, 'Third guide page');
    assert.equal(await hasMarker(page), false, 'a full load replaced the document');
    assert.equal(await page.locator('.dg-error').count(), 0);
    assert.ok(errors.every((e) => /503/.test(e)), errors.join('\n'));
  });

  test('no preloading with data saver or on 2g: the click makes the only fetch', async () => {
    // Control: on a normal connection, links in view are preloaded before any click.
    const normal = await site.open();
    const normalFetches = recordFetches(normal.page);
    await normal.page.goto(site.url('/docs/intro'));
    await normal.page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => (e as PerformanceResourceTiming).initiatorType === 'fetch'));
    assert.ok(normalFetches.length > 0);

    for (const connection of [{ saveData: true, effectiveType: '4g' }, { saveData: false, effectiveType: 'slow-2g' }, { saveData: false, effectiveType: '2g' }]) {
      const { context, page } = await site.open();
      await stubConnection(context, connection);
      const fetches = recordFetches(page);
      await page.goto(site.url('/docs/intro'));
      await page.hover('main .dg-markdown a[href="/docs/guide/second"]');
      await page.dispatchEvent('main .dg-markdown a[href="/docs/guide/first"]', 'touchstart');
      await page.mouse.wheel(0, 2000);
      await page.click('main .dg-markdown a[href="/docs/guide/second"]');
      await waitForHeading(page, 'Second guide page');
      assert.deepEqual(fetches, ['/docs/guide/second'], `only the navigation fetched (${JSON.stringify(connection)})`);
    }
  });

  test('an exception while swapping shows "This page crashed." and Try again reloads', async () => {
    const { page } = await site.open();
    await page.goto(site.url('/docs/intro'));
    await markDocument(page);
    await page.evaluate(() => { Element.prototype.replaceWith = () => { throw new Error('Swap exploded'); }; });
    await page.click('main .dg-markdown a[href="/docs/guide/third"]');
    const box = page.locator('.dg-error--crash');
    await box.waitFor();
    assert.match((await box.textContent())!, /This page crashed\..*Swap exploded/);
    await Promise.all([page.waitForEvent('load'), page.click('.dg-error--crash button')]);
    await waitForHeading(page, 'Third guide page');
    assert.equal(await hasMarker(page), false, 'Try again reloaded the page');
  });
});
