// Browser tests: colour mode (stored choice applied before first paint, ?docgen-theme, the toggle's name).
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromiumSkipReason } from '../helpers/e2e/chromium.js';
import { blockClientScript, startClientSite, waitForHeading, type ClientSite } from '../helpers/e2e/clientSite.js';

describe('colour mode', { skip: chromiumSkipReason() }, () => {
  let site: ClientSite;
  before(async () => { site = await startClientSite(); });
  after(async () => { await site?.close(); });

  const theme = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
  const toggleName = (page: import('playwright-core').Page) => page.getAttribute('[data-dg-theme-toggle]', 'aria-label');

  test('the toggle switches and names the mode; the choice persists across reloads and pages with no flash', async () => {
    const { page, errors } = await site.open();
    await page.goto(site.url('/docs/intro'));
    assert.equal(await theme(page), 'light');
    assert.match((await toggleName(page))!, /currently light mode/);

    await page.click('[data-dg-theme-toggle]');
    assert.equal(await theme(page), 'dark');
    assert.match((await toggleName(page))!, /Switch to light mode \(currently dark mode\)/);
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');

    // After a soft navigation the new navbar's toggle still names the current mode.
    await page.click('main a[href="/docs/guide/first"]');
    await waitForHeading(page, 'First guide page');
    assert.match((await toggleName(page))!, /currently dark mode/);

    assert.deepEqual(errors, []);

    // Without the client script, only the inline head script can have set the mode: it is there at first paint.
    await blockClientScript(page);
    for (const path of ['/docs/intro', '/about', '/', '/docs/tags']) {
      await page.goto(site.url(path));
      assert.equal(await theme(page), 'dark', `dark before any deferred script on ${path}`);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      assert.notEqual(background, 'rgb(255, 255, 255)', `dark background on ${path}`);
    }
    await page.unrouteAll();
    await page.reload();
    await page.click('[data-dg-theme-toggle]');
    assert.equal(await theme(page), 'light');
    await page.reload();
    assert.equal(await theme(page), 'light');
  });

  test('?docgen-theme=dark forces dark for the visit without changing the stored choice', async () => {
    const { context, page } = await site.open();
    await blockClientScript(page);
    await page.goto(site.url('/docs/intro?docgen-theme=dark'));
    assert.equal(await theme(page), 'dark');
    await page.goto(site.url('/about'));
    assert.equal(await theme(page), 'dark', 'the forced mode lasts for the visit');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), null, 'the stored choice is untouched');
    await page.goto(site.url('/about?docgen-theme=light'));
    assert.equal(await theme(page), 'light');

    // A new visit (new browsing session) starts from the stored choice again.
    const other = await context.newPage();
    await other.goto(site.url('/about'));
    assert.equal(await theme(other), 'light');
  });

  test('an explicit toggle ends a forced mode and is stored', async () => {
    const { page } = await site.open();
    await page.goto(site.url('/docs/intro?docgen-theme=dark'));
    assert.match((await toggleName(page))!, /currently dark mode/);
    await page.click('[data-dg-theme-toggle]');
    assert.equal(await theme(page), 'light');
    await page.goto(site.url('/about'));
    assert.equal(await theme(page), 'light');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'light');
  });
});
