// Browser tests: the page frame — mobile drawer, sidebar categories and hiding, announcement bar, the wrong
// base URL banner, and no language switcher with one locale.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { chromiumSkipReason } from '../helpers/e2e/chromium.js';
import { blockClientScript, hasMarker, markDocument, startClientSite, waitForHeading, type ClientSite } from '../helpers/e2e/clientSite.js';

const drawerOpen = (page: Page) => page.evaluate(() => document.querySelector<HTMLDetailsElement>('[data-dg-drawer]')!.open);
const scrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');
const focusInDrawer = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('.dg-drawer__panel'));
const focusOnMenuButton = (page: Page) => page.evaluate(() => document.activeElement?.matches('.dg-navbar__menu') ?? false);

describe('page frame', { skip: chromiumSkipReason() }, () => {
  let site: ClientSite;
  before(async () => { site = await startClientSite(); });
  after(async () => { await site?.close(); });

  test('drawer at 800 px: opens with focus inside and the page locked; Escape and back close it', async () => {
    const { page, errors } = await site.open({ viewport: { width: 800, height: 900 } });
    await page.goto(site.url('/docs/intro'));
    assert.equal(await page.isVisible('.dg-navbar__items'), false, 'the navbar entries are collapsed');
    assert.equal(await page.getAttribute('.dg-navbar__menu', 'aria-label'), 'Open the navigation menu');

    await page.click('.dg-navbar__menu');
    await page.waitForFunction(() => document.activeElement?.closest('.dg-drawer__panel'));
    assert.ok(await drawerOpen(page));
    assert.ok(await scrollLocked(page), 'body scroll is locked');
    assert.ok(await page.isVisible('.dg-drawer__panel a[href="/about"]'), 'navbar entries are in the drawer');
    assert.ok(await page.isVisible('.dg-drawer__sidebar a[href="/docs/guide/first"]'), 'the sidebar is in the drawer');
    assert.equal(await page.getAttribute('.dg-navbar__menu', 'aria-label'), 'Close the navigation menu');

    // Tab stays inside: from the last entry it comes back to the menu button.
    const count = await page.evaluate(() => document.querySelectorAll('.dg-drawer__panel a[href]').length);
    for (let i = 0; i < count + 2; i++) await page.keyboard.press('Tab');
    assert.ok((await focusInDrawer(page)) || (await focusOnMenuButton(page)), 'focus is trapped in the drawer');

    await page.keyboard.press('Escape');
    assert.equal(await drawerOpen(page), false);
    assert.equal(await scrollLocked(page), false);
    assert.ok(await focusOnMenuButton(page), 'focus returns to the menu button');
    await page.waitForFunction(() => !history.state?.dgDrawer);
    assert.equal(new URL(page.url()).pathname, '/docs/intro');

    // The back button closes it and stays on the page.
    await page.click('.dg-navbar__menu');
    await page.waitForFunction(() => history.state?.dgDrawer);
    await page.goBack();
    await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>('[data-dg-drawer]')!.open);
    assert.equal(new URL(page.url()).pathname, '/docs/intro');
    assert.equal(await scrollLocked(page), false);
    assert.deepEqual(errors, []);
  });

  test('drawer on a short screen: it opens on the current page\'s entry, in view, so the reader sees where they are', async () => {
    const { page, errors } = await site.open({ viewport: { width: 390, height: 260 } });
    await page.goto(site.url('/docs/guide/third'));
    await page.click('.dg-navbar__menu');
    await page.waitForFunction(() => document.activeElement?.closest('.dg-drawer__panel'));
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const box = el.getBoundingClientRect();
      return { href: el.getAttribute('href'), current: el.getAttribute('aria-current'), inView: box.top >= 0 && box.bottom <= innerHeight };
    });
    assert.deepEqual(focused, { href: '/docs/guide/third', current: 'page', inView: true });
    // On a page the sidebar does not list, the first entry has the focus, as before.
    await page.keyboard.press('Escape');
    await page.goto(site.url('/about'));
    await page.click('.dg-navbar__menu');
    await page.waitForFunction(() => document.activeElement?.closest('.dg-drawer__panel'));
    assert.ok(await page.evaluate(() => document.activeElement === document.querySelector('.dg-drawer__panel a[href], .dg-drawer__panel button')), 'the first entry');
    assert.deepEqual(errors, []);
  });

  test('on a phone the navbar shows the whole site title: search is a magnifier that spans the navbar while it has the focus', async () => {
    const { page, errors } = await site.open({ viewport: { width: 390, height: 700 } });
    await page.goto(site.url('/docs/intro'));
    const title = () => page.evaluate(() => {
      const span = document.querySelector<HTMLElement>('.dg-navbar__brand > span')!;
      return { text: span.textContent, cut: span.scrollWidth > span.clientWidth };
    });
    assert.deepEqual(await title(), { text: 'Client Fixture', cut: false });
    const width = (selector: string) => page.evaluate((s) => document.querySelector(s)!.getBoundingClientRect().width, selector);
    const input = '.dg-navbar input[role="combobox"]';
    await page.waitForSelector(input);
    assert.ok((await width(input)) <= 40, 'the box is a magnifier');
    await page.keyboard.press('/');
    assert.ok((await width(input)) >= 300, 'focused, it spans the navbar');
    await page.keyboard.type('second');
    await page.evaluate(() => (document.activeElement as HTMLElement).blur()); // as a tap elsewhere does
    assert.ok((await width(input)) <= 40, 'left, it is a magnifier again');
    assert.deepEqual(errors, []);

    const noScript = await site.open({ viewport: { width: 390, height: 700 } });
    await blockClientScript(noScript.page);
    await noScript.page.goto(site.url('/docs/intro'));
    const link = noScript.page.getByRole('link', { name: 'Search', exact: true });
    assert.ok((await link.boundingBox())!.width <= 40, 'without JavaScript the link to /search is a magnifier, named Search');
  });

  test('drawer: a link click closes it and navigates; growing past the breakpoint closes it', async () => {
    const { page, errors } = await site.open({ viewport: { width: 800, height: 900 } });
    await page.goto(site.url('/docs/intro'));
    await markDocument(page);
    await page.click('.dg-navbar__menu');
    await page.waitForFunction(() => history.state?.dgDrawer);
    await page.click('.dg-drawer__panel a[href="/about"]');
    await waitForHeading(page, 'About');
    assert.equal(await drawerOpen(page), false);
    assert.equal(await scrollLocked(page), false);
    assert.ok(await hasMarker(page));
    // Back returns to the previous page, not to a drawer left open.
    await page.goBack();
    await waitForHeading(page, 'Introduction');
    assert.equal(await drawerOpen(page), false);

    await page.click('.dg-navbar__menu');
    // The drawer is the script's once its toggle event has run (it adds the history entry): resize after that.
    await page.waitForFunction(() => document.querySelector<HTMLDetailsElement>('[data-dg-drawer]')!.open && history.state?.dgDrawer);
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>('[data-dg-drawer]')!.open);
    assert.equal(await scrollLocked(page), false);
    assert.deepEqual(errors, []);
  });

  test('at 390 px the navbar fits: the theme toggle keeps its size and nothing overflows', async () => {
    const { page, errors } = await site.open({ viewport: { width: 390, height: 844 } });
    await page.goto(site.url('/docs/intro'));
    const sizes = await page.evaluate(() => {
      const toggle = document.querySelector('.dg-theme-toggle')!.getBoundingClientRect();
      const bar = document.querySelector('.dg-navbar__inner')!;
      return { width: toggle.width, overflow: bar.scrollWidth - bar.clientWidth, right: toggle.right, viewport: innerWidth };
    });
    assert.equal(sizes.width, 40, JSON.stringify(sizes));
    assert.ok(sizes.overflow <= 0 && sizes.right <= sizes.viewport, JSON.stringify(sizes));
    assert.deepEqual(errors, []);
  });

  test('focusing the navbar far down a page leaves the page where it is; an anchor still stops below the navbar', async () => {
    const { page, errors } = await site.open();
    await page.goto(site.url('/docs/guide/second'));
    await page.evaluate(() => scrollTo(0, 1200));
    const scrolled = () => page.evaluate(() => Math.round(scrollY));
    assert.equal(await scrolled(), 1200);
    // The keyboard ways into the navbar: / (and Ctrl-K) to the search box, Tab on to the theme toggle.
    await page.keyboard.press('/');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    assert.equal(await scrolled(), 1200, 'the search box took the focus without scrolling the page');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    assert.equal(await scrolled(), 1200);
    await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => document.activeElement?.matches('.dg-theme-toggle')), 'Tab reached the theme toggle');
    assert.equal(await scrolled(), 1200, 'nor did the theme toggle');

    // Anchors and focused content are still kept clear of the sticky navbar.
    await page.evaluate(() => { location.hash = '#bottom-part'; });
    await page.waitForFunction(() => location.hash === '#bottom-part');
    const place = await page.evaluate(() => ({
      heading: document.getElementById('bottom-part')!.getBoundingClientRect().top,
      navbar: document.querySelector('.dg-navbar')!.getBoundingClientRect().bottom,
    }));
    assert.ok(place.heading >= place.navbar && place.heading < place.navbar + 60, `the heading shows just below the navbar (${JSON.stringify(place)})`);
    assert.deepEqual(errors, []);
  });

  test('drawer works without JavaScript', async () => {
    const { page } = await site.open({ viewport: { width: 800, height: 900 }, javaScriptEnabled: false });
    await page.goto(site.url('/docs/intro'));
    await page.click('.dg-navbar__menu');
    assert.ok(await page.isVisible('.dg-drawer__panel a[href="/about"]'));
    await page.click('.dg-drawer__panel a[href="/about"]');
    await page.waitForURL('**/about');
  });

  test('sidebar categories keep their state across pages; the sidebar hides and stays hidden', async () => {
    const { page, errors } = await site.open();
    await page.goto(site.url('/docs/intro'));
    const openState = () => page.evaluate(() => Object.fromEntries([...document.querySelectorAll<HTMLDetailsElement>('.dg-sidebar details[data-dg-category]')].map((d) => [d.dataset.dgCategory, d.open])));
    assert.deepEqual(await openState(), { Guide: true, More: false });
    await page.click('.dg-sidebar summary:has-text("More")');
    await page.click('.dg-sidebar summary:has-text("Guide")');
    assert.deepEqual(await openState(), { Guide: false, More: true });

    await page.click('.dg-navbar__items a[href="/about"]');
    await waitForHeading(page, 'About');
    await page.click('.dg-footer a[href="/docs/intro"]');
    await waitForHeading(page, 'Introduction');
    assert.deepEqual(await openState(), { Guide: false, More: true }, 'kept through soft navigation');
    await page.goto(site.url('/docs/tags'));
    await page.goto(site.url('/docs/intro'));
    assert.deepEqual(await openState(), { Guide: false, More: true }, 'kept through full loads');
    await page.goto(site.url('/docs/guide/first'));
    assert.equal((await openState()).Guide, true, 'the category of the current page opens');

    // Hide / show.
    assert.ok(await page.isVisible('.dg-sidebar__nav'));
    await page.click('[data-dg-sidebar-toggle]');
    assert.equal(await page.isVisible('.dg-sidebar__nav'), false);
    assert.equal(await page.getAttribute('[data-dg-sidebar-toggle]', 'aria-label'), 'Show the sidebar');
    assert.equal(await page.getAttribute('[data-dg-sidebar-toggle]', 'aria-expanded'), 'false');
    await blockClientScript(page);
    await page.goto(site.url('/docs/intro'));
    assert.equal(await page.isVisible('.dg-sidebar__nav'), false, 'still hidden at first paint on another page');
    await page.unrouteAll();
    await page.reload();
    await page.click('[data-dg-sidebar-toggle]');
    assert.ok(await page.isVisible('.dg-sidebar__nav'));
    assert.equal(await page.getAttribute('[data-dg-sidebar-toggle]', 'aria-label'), 'Hide the sidebar');
    assert.deepEqual(errors.filter((e) => !e.includes('ERR_FAILED')), []);
  });

  test('announcement dismissal survives reloads; a bar with a new id shows again', async () => {
    const { page, errors } = await site.open();
    await page.goto(site.url('/docs/intro'));
    assert.ok(await page.isVisible('.dg-announcement'));
    await page.click('[data-dg-announcement-close]');
    assert.equal(await page.isVisible('.dg-announcement'), false);
    assert.deepEqual(await page.evaluate(() => [localStorage.getItem('docusaurus.announcement.dismiss'), localStorage.getItem('docusaurus.announcement.id')]), ['true', 'fixture-1']);

    // Decided by the head script: hidden at first paint, no layout jump.
    await blockClientScript(page);
    await page.reload();
    assert.equal(await page.isVisible('.dg-announcement'), false);
    await page.goto(site.url('/about'));
    assert.equal(await page.isVisible('.dg-announcement'), false);

    site.server.hooks.set('*', { rewrite: (html) => html.replaceAll('fixture-1', 'fixture-2') });
    try {
      await page.reload();
      assert.ok(await page.isVisible('.dg-announcement'), 'a new announcement shows');
    } finally {
      site.server.hooks.delete('*');
    }
    assert.deepEqual(errors.filter((e) => !e.includes('ERR_FAILED')), []);
  });

  test('served under another path than its base URL, the page says it did not load properly', async () => {
    const { page } = await site.open();
    site.server.hooks.set('*', { rewrite: (html) => html.replace('data-base-url="/"', 'data-base-url="/betaseries-docs/"') });
    try {
      await page.goto(site.url('/docs/intro'));
    } finally {
      site.server.hooks.delete('*');
    }
    const banner = page.locator('#dg-base-url-banner');
    assert.equal(await banner.getAttribute('role'), 'alert');
    const text = (await banner.textContent())!;
    assert.match(text, /did not load properly/);
    assert.match(text, /\/betaseries-docs\//);
    // The right base URL shows no banner.
    await page.goto(site.url('/docs/intro'));
    assert.equal(await page.locator('#dg-base-url-banner').count(), 0);
  });

  test('no language switcher with a single locale', async () => {
    const { page } = await site.open();
    await page.goto(site.url('/docs/intro'));
    assert.equal(await page.locator('.dg-locales').count(), 0);
  });
});
