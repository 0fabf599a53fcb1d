// Browser tests: code tabs remembered across pages, copy buttons, the table of contents highlight, and no console
// errors on any page type.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { chromiumSkipReason } from '../helpers/e2e/chromium.js';
import { hasMarker, markDocument, startClientSite, waitForHeading, type ClientSite } from '../helpers/e2e/clientSite.js';

/** The text of each code-samples group's visible panel (the CSS shows the checked radio's panel). */
const visiblePanels = (page: Page) => page.evaluate(() => [...document.querySelectorAll('[data-tab-group="code-samples"]')]
  .map((group) => [...group.querySelectorAll<HTMLElement>('.dg-tabs__panel')].filter((p) => p.checkVisibility()).map((p) => p.querySelector('pre')?.textContent)));
const checkedTab = (page: Page) => page.evaluate(() => [...document.querySelectorAll('[data-tab-group="code-samples"]')]
  .map((group) => group.querySelector<HTMLInputElement>('.dg-tabs__radio:checked')?.dataset.tabValue));

describe('page content', { skip: chromiumSkipReason() }, () => {
  let site: ClientSite;
  before(async () => { site = await startClientSite(); });
  after(async () => { await site?.close(); });

  test('the chosen code-sample language carries to other pages', async () => {
    const { page, errors } = await site.open();
    await page.goto(site.url('/docs/intro'));
    assert.deepEqual(await checkedTab(page), ['python']);
    assert.deepEqual(await visiblePanels(page), [['print("python sample")']]);
    await page.click('label[for="intro-curl"]');
    assert.deepEqual(await checkedTab(page), ['curl']);
    assert.deepEqual(await visiblePanels(page), [['curl https://example.test/curl-sample']]);
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.tab.code-samples')), 'curl');

    await markDocument(page);
    await page.click('.dg-markdown a[href="/docs/guide/first"]');
    await waitForHeading(page, 'First guide page');
    assert.ok(await hasMarker(page));
    assert.deepEqual(await checkedTab(page), ['curl'], 'applied after a soft navigation');
    assert.deepEqual(await visiblePanels(page), [['curl https://example.test/first']]);
    await page.reload();
    assert.deepEqual(await checkedTab(page), ['curl'], 'applied after a full load');

    // A value a group does not have leaves that group on its own choice.
    await page.click('label[for="first-go"]');
    await page.goto(site.url('/docs/intro'));
    assert.deepEqual(await checkedTab(page), ['python']);
    assert.deepEqual(errors, []);
  });

  test('every code block has a copy button that copies its code', async () => {
    const { context, page, errors } = await site.open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.origin });
    await page.goto(site.url('/docs/intro'));
    const counts = await page.evaluate(() => [document.querySelectorAll('pre.dg-code').length, document.querySelectorAll('.dg-copyable > pre.dg-code + .dg-copy').length]);
    assert.equal(counts[0], 3);
    assert.equal(counts[1], counts[0], 'one button per block');
    const button = page.locator('.dg-codeblock:has(.dg-codeblock__title) .dg-copy');
    await button.click();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), "console.log('hello from the fixture');");
    assert.equal(await button.textContent(), 'Copied');
    await page.waitForFunction(() => document.querySelector('[data-dg-announcer]')?.textContent?.includes('Copied'));
    // Blocks that arrive with a soft navigation get buttons too.
    await page.click('.dg-markdown a[href="/docs/guide/first"]');
    await waitForHeading(page, 'First guide page');
    assert.equal(await page.locator('.dg-copyable .dg-copy').count(), 3);
    assert.deepEqual(errors, []);
  });

  test('the table of contents highlights the section in view', async () => {
    const { page, errors } = await site.open({ viewport: { width: 1400, height: 800 } });
    await page.goto(site.url('/docs/intro'));
    const active = () => page.evaluate(() => [...document.querySelectorAll('[data-dg-toc] .dg-toc__link--active')].map((a) => a.getAttribute('href')));
    await page.waitForFunction(() => document.querySelector('[data-dg-toc] .dg-toc__link--active'));
    assert.deepEqual(await active(), ['#getting-around']);
    await page.evaluate(() => document.getElementById('links')!.scrollIntoView());
    await page.waitForFunction(() => document.querySelector('[data-dg-toc] .dg-toc__link--active')?.getAttribute('href') === '#links');
    assert.equal(await page.getAttribute('[data-dg-toc] a[href="#links"]', 'aria-current'), 'location');
    await page.evaluate(() => document.getElementById('tabs')!.scrollIntoView());
    await page.waitForFunction(() => document.querySelector('[data-dg-toc] .dg-toc__link--active')?.getAttribute('href') === '#tabs');
    assert.deepEqual(await active(), ['#tabs'], 'exactly one entry is active');
    // After a soft navigation the new page's headings are followed.
    await page.evaluate(() => scrollTo(0, 0));
    await page.click('.dg-markdown a[href="/docs/guide/first"]');
    await waitForHeading(page, 'First guide page');
    await page.waitForFunction(() => document.querySelector('[data-dg-toc] .dg-toc__link--active')?.getAttribute('href') === '#samples');
    assert.deepEqual(errors, []);
  });

  test('a long page painted before the parser reaches its table of contents keeps its layout (no shift)', async (t) => {
    // The HTML arrives in two parts, cut before the TOC (which follows the article): Chromium paints the first part
    // meanwhile, as it does with any long page on a slow connection. Everything else is passed through.
    const server = http.createServer(async (req, res) => {
      const upstream = await fetch(site.url(req.url ?? '/'));
      const body = Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
      const cut = req.url === '/docs/intro' ? body.indexOf('<div class="dg-doc__toc"') : -1;
      if (cut < 0) return res.end(body);
      res.write(body.subarray(0, cut));
      setTimeout(() => res.end(body.subarray(cut)), 700);
    }).listen(0, '127.0.0.1');
    t.after(() => server.close());
    await new Promise((resolve) => server.once('listening', resolve));
    const { page, errors } = await site.open({ viewport: { width: 1350, height: 940 } });
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: number[] };
      w.__shifts = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) w.__shifts.push((e as unknown as { value: number }).value); }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/docs/intro`);
    await page.waitForSelector('[data-dg-toc]');
    await page.waitForTimeout(300);
    assert.ok(await page.isVisible('.dg-doc__toc'), 'the TOC column is shown at this width');
    assert.deepEqual(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts), [], 'no layout shift');
    assert.deepEqual(errors, []);
  });

  test('no console errors on any page type, loaded directly or by soft navigation', async () => {
    const { page, errors } = await site.open();
    const pages = ['/', '/docs/intro', '/docs/guide/first', '/docs/category/guide', '/docs/tags', '/docs/tags/alpha', '/about', '/docs/more/hidden-page'];
    for (const path of pages) {
      await page.goto(site.url(path));
      assert.ok(await page.locator('main h1').count(), `${path} has a heading`);
    }
    const missing = await page.goto(site.url('/no/such/page'));
    assert.equal(missing?.status(), 404);
    assert.equal(await page.textContent('main h1'), 'Page not found');
    // The browser reports the 404 status of the document itself; nothing else may complain.
    const notFoundNotice = (e: string) => e.includes('/no/such/page') && e.includes('404');
    assert.deepEqual(errors.filter((e) => !notFoundNotice(e)), []);

    await page.goto(site.url('/'));
    await markDocument(page);
    for (const [selector, path] of [
      ['main a[href="/docs/intro"]', '/docs/intro'],
      ['.dg-sidebar a[href="/docs/category/guide"]', '/docs/category/guide'],
      ['.dg-sidebar a[href="/docs/guide/first"]', '/docs/guide/first'],
      ['.dg-doc__tags a[href="/docs/tags/beta"]', '/docs/tags/beta'],
      ['.dg-footer a[href="/docs/tags"]', '/docs/tags'],
      ['.dg-navbar__items a[href="/about"]', '/about'],
      ['.dg-navbar__brand', '/'],
    ] as const) {
      await page.click(selector);
      await page.waitForFunction((p) => location.pathname === p && document.querySelector('main h1'), path);
    }
    assert.ok(await hasMarker(page), 'all by soft navigation');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(errors.filter((e) => !notFoundNotice(e)), []);
  });
});
