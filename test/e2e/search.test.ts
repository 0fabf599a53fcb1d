// Browser tests of search (issue 29): nothing of search loads before the reader uses it; the combobox works with the
// keyboard alone and opens the parameter it names; without JavaScript the navbar links to the A–Z page; the full-page
// search at /search; no axe violations with results open, in both colour modes.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { chromiumSkipReason, launchChromium } from '../helpers/e2e/chromium.js';
import { startStaticServer, type StaticServer } from '../helpers/e2e/staticServer.js';
import { blockClientScript } from '../helpers/e2e/clientSite.js';
import { runAxe } from '../helpers/quality/runAxe.js';
import { docgenBin, fixture, repoRoot } from '../helpers/repoPaths.js';

const searchRequests = (server: StaticServer) => server.requests.filter((r) => /^\/assets\/search[.-]/.test(r));
const input = '.dg-navbar input[role="combobox"]';

describe('search in the browser', { skip: chromiumSkipReason() }, () => {
  let out: string;
  let server: StaticServer;
  let browser: Browser;
  before(async () => {
    out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-search-e2e-')), 'out');
    await promisify(execFile)(process.execPath, [docgenBin, 'build', '--root', fixture('search-site'), '--out', out], { cwd: repoRoot });
    server = await startStaticServer(out);
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    if (out) fs.rmSync(path.dirname(out), { recursive: true, force: true });
  });

  async function open(colorScheme: 'light' | 'dark' = 'light', viewport = { width: 1280, height: 800 }): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport, colorScheme });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (m) => { if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico')) errors.push(m.text()); });
    return { page, errors };
  }

  test('nothing of search is requested before the reader uses it; then the script and one index, and results', async () => {
    const { page, errors } = await open();
    server.requests.length = 0;
    await page.goto(server.origin + '/docs/intro');
    await page.waitForLoadState('networkidle');
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, 300);
    await page.click('main h1');
    await page.waitForTimeout(300);
    assert.deepEqual(searchRequests(server), [], 'no search file before interaction');
    assert.equal(await page.locator(input).count(), 1, 'the client script made the link a search box');

    await page.click(input);
    await page.keyboard.type('author_id');
    await page.waitForSelector('[role="option"]');
    const requested = searchRequests(server);
    assert.equal(requested.length, 2, `two requests to the first result: ${requested.join(', ')}`);
    assert.match(requested[0], /^\/assets\/search\.[0-9a-f]{10}\.js$/);
    assert.match(requested[1], /^\/assets\/search-index\.[0-9a-f]{10}\.json$/, 'the index name carries its content hash');
    const first = await page.locator('[role="option"]').first().innerText();
    assert.match(first, /List the books on the shelf/);
    assert.match(first, /parameter\s+author_id/);
    assert.deepEqual(errors, []);
  });

  test('keyboard only: / focuses the box, arrows move, Enter opens the parameter named, Escape closes', async () => {
    const { page, errors } = await open();
    await page.goto(server.origin + '/docs/intro');
    await page.keyboard.press('/');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox');
    await page.keyboard.type('book_id');
    await page.waitForSelector('[role="option"]');
    const box = page.locator(input);
    assert.equal(await box.getAttribute('aria-expanded'), 'true');
    const status = await page.locator('.dg-navbar [role="status"]').innerText();
    assert.match(status, /^\d+ results?(, the first \d+ shown)?$/, `the count is in a live region: ${status}`);

    await page.keyboard.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    assert.ok(active, 'aria-activedescendant names the active option');
    assert.equal(await page.locator(`#${active}`).getAttribute('aria-selected'), 'true');
    await page.keyboard.press('ArrowDown');
    assert.notEqual(await box.getAttribute('aria-activedescendant'), active, 'ArrowDown moves');
    await page.keyboard.press('ArrowUp');
    assert.equal(await box.getAttribute('aria-activedescendant'), active, 'ArrowUp moves back');

    await page.keyboard.press('Escape');
    assert.equal(await box.getAttribute('aria-expanded'), 'false', 'Escape closes the list');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox', 'the focus stays in the box');

    await page.keyboard.press('ArrowDown');
    const href = await page.locator(`#${await box.getAttribute('aria-activedescendant')}`).getAttribute('data-href');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname + url.hash === href);
    assert.match(href!, /^\/docs\/api\/[a-z-]+#path-book-id$/, 'the result opens at the parameter');
    await page.waitForFunction((id) => document.getElementById(id)?.getBoundingClientRect().top !== undefined, href!.split('#')[1]);

    // After a soft navigation the new navbar's box works too, and Ctrl-K focuses it.
    await page.keyboard.press('Control+k');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'combobox');
    await page.keyboard.type('X-Shelf-Key');
    await page.waitForSelector('[role="option"]');
    assert.match(await page.locator('[role="option"]').first().innerText(), /Send the key/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/authentication#send-the-key$/);

    await page.keyboard.press('/');
    await page.keyboard.type('zzzzqx');
    await page.waitForFunction(() => /No results for/.test(document.querySelector('.dg-navbar [role="status"]')?.textContent ?? ''));
    assert.equal(await page.locator(input).getAttribute('aria-expanded'), 'false', 'no list to expand');
    assert.deepEqual(errors, []);
  });

  for (const width of [390, 800]) {
    test(`at ${width} px the results stay on screen`, async () => {
      const { page, errors } = await open('light', { width, height: 800 });
      await page.goto(server.origin + '/docs/intro');
      await page.keyboard.press('/');
      await page.keyboard.type('book');
      await page.waitForSelector('[role="option"]');
      const box = await page.evaluate(() => {
        const panel = document.querySelector('.dg-navbar .dg-search__panel')!.getBoundingClientRect();
        const box = document.querySelector('.dg-navbar .dg-search__input')!.getBoundingClientRect();
        return { left: panel.left, right: panel.right, top: panel.top, boxBottom: box.bottom, viewport: document.documentElement.clientWidth };
      });
      assert.ok(box.left >= 0 && box.right <= box.viewport, `the whole list is within the window: ${JSON.stringify(box)}`);
      assert.ok(box.top >= box.boxBottom, `the list leaves the search box uncovered: ${JSON.stringify(box)}`);
      assert.deepEqual(errors, []);
    });
  }

  test('without JavaScript the navbar links to the A–Z page, which lists operations with method, path and parameters', async () => {
    const { page } = await open();
    await blockClientScript(page);
    await page.goto(server.origin + '/docs/intro');
    assert.equal(await page.locator('.dg-navbar input').count(), 0, 'no input that does nothing');
    await page.click('.dg-navbar a[href="/search"]');
    await page.waitForURL(/\/search$/);
    assert.equal(await page.locator('main input').count(), 0);
    const text = await page.locator('main').innerText();
    for (const expected of ['Add a book to the shelf', 'GET', '/books/{book_id}', 'include_author', 'Authentication', 'Introduction']) {
      assert.ok(text.includes(expected), `the A–Z page lists ${expected}`);
    }
    assert.ok(!(await page.locator('[data-dg-search-page]').isVisible()), 'the search placeholder stays hidden');
  });

  test('/search is also a full-page search (?q= fills it in)', async () => {
    const { page, errors } = await open();
    await page.goto(server.origin + '/search?q=stars');
    await page.waitForSelector('main [role="option"]');
    assert.match(await page.locator('main [role="option"]').first().innerText(), /Rate a book[\s\S]*property\s+stars/);
    await page.fill('main input[role="combobox"]', 'country_code');
    await page.waitForFunction(() => /property\s+publisher\.country_code/.test(document.querySelector('main [role="option"]')?.textContent ?? ''));
    assert.match(page.url(), /\?q=country_code$/);
    assert.deepEqual(errors, []);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`no axe violations with results open (${mode})`, async () => {
      const { page } = await open(mode);
      await page.goto(server.origin + `/docs/intro?docgen-theme=${mode}`);
      await page.click(input);
      await page.keyboard.type('book');
      await page.waitForSelector('[role="option"]');
      await page.keyboard.press('ArrowDown');
      const violations = await runAxe(page);
      assert.deepEqual(violations, [], JSON.stringify(violations, null, 2));
      await page.goto(server.origin + `/search?q=book&docgen-theme=${mode}`);
      await page.waitForSelector('main [role="option"]');
      const onPage = await runAxe(page);
      assert.deepEqual(onPage, [], JSON.stringify(onPage, null, 2));
    });
  }
});
