// Browser tests of the Markdown twins on the page: the alternate link in the head, "Copy page" putting the twin's
// text on the clipboard (and saying so to screen readers), "View as Markdown" without JavaScript, and axe with the
// button on the page.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromiumSkipReason } from '../helpers/e2e/chromium.js';
import { startClientSite, waitForHeading, type ClientSite } from '../helpers/e2e/clientSite.js';
import { runAxe } from '../helpers/quality/runAxe.js';

describe('Copy page and View as Markdown', { skip: chromiumSkipReason() }, () => {
  let site: ClientSite;
  before(async () => { site = await startClientSite(); });
  after(async () => { await site?.close(); });

  test('the head links to the twin, and "Copy page" copies its text', async () => {
    const { context, page, errors } = await site.open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.origin });
    await page.goto(site.url('/docs/intro'));
    assert.equal(await page.getAttribute('link[rel="alternate"][type="text/markdown"]', 'href'), '/docs/intro.md');
    const twin = await (await fetch(site.url('/docs/intro.md'))).text();
    assert.match(twin, /^---\ntitle: /);
    const button = page.getByRole('button', { name: 'Copy page' });
    await button.click();
    await page.waitForFunction(() => document.querySelector('[data-dg-copy-page]')?.textContent === 'Copied');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), twin);
    await page.waitForFunction(() => document.querySelector('[data-dg-announcer]')?.textContent === 'Copied the page as Markdown');

    // After a soft navigation the button copies the new page's twin.
    await page.click('.dg-markdown a[href="/docs/guide/first"]');
    await waitForHeading(page, 'First guide page');
    await page.getByRole('button', { name: 'Copy page' }).click();
    const first = await (await fetch(site.url('/docs/guide/first.md'))).text();
    await page.waitForFunction((text) => navigator.clipboard.readText().then((t) => t === text), first);
    assert.deepEqual(errors, []);
  });

  test('without JavaScript the button is hidden and "View as Markdown" opens the twin', async () => {
    const { page } = await site.open({ javaScriptEnabled: false });
    await page.goto(site.url('/docs/intro'));
    assert.equal(await page.locator('[data-dg-copy-page]').isVisible(), false);
    const [response] = await Promise.all([page.waitForResponse(/\/docs\/intro\.md$/), page.getByRole('link', { name: 'View as Markdown' }).click()]);
    assert.equal(response.status(), 200);
    assert.match(response.headers()['content-type'] ?? '', /^text\/markdown/);
  });

  test('axe finds no WCAG 2.1 AA violation with the buttons on the page, in light and dark mode', async () => {
    for (const theme of ['light', 'dark']) {
      const { page } = await site.open();
      await page.goto(site.url(`/docs/intro?docgen-theme=${theme}`));
      assert.equal(await page.locator('.dg-page-actions').count(), 1);
      const findings = await runAxe(page, '.dg-page-actions');
      assert.deepEqual(findings.map((f) => `${f.rule}: ${f.nodes.join('; ')}`), [], theme);
    }
  });
});
