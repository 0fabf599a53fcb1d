// "Try it" in real Chromium against a mock API on 127.0.0.1: the request that arrives is the one the curl preview
// shows; failures say what happened; responses are text; credentials stay in the tab; Cancel and the timeout stop a
// request; form bodies; keyboard-only use; no accessibility violation with the form open and a response shown.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumSkipReason, launchChromium } from '../helpers/e2e/chromium.js';
import { startStaticServer, type StaticServer } from '../helpers/e2e/staticServer.js';
import { parseCurl, startMockApi, type ArrivedRequest, type MockApi } from '../helpers/e2e/mockApi.js';
import { repoRoot } from '../helpers/e2e/clientSite.js';
import { runAxe } from '../helpers/quality/runAxe.js';
import { javaMissing, runNuChecker } from '../helpers/quality/runNuChecker.js';

const fixture = path.join(repoRoot, 'test/fixtures/tryit-site');
let out: string;
let site: StaticServer;
let api: MockApi;
let browser: Browser;

describe('Try it', { skip: chromiumSkipReason() }, () => {
  before(async () => {
    out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-tryit-')), 'out');
    await promisify(execFile)(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), 'build', '--root', fixture, '--out', out], { cwd: repoRoot });
    site = await startStaticServer(out);
    api = await startMockApi();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await site?.close();
    await api?.close();
    if (out) fs.rmSync(path.dirname(out), { recursive: true, force: true });
  });

  /** Opens an operation page in a fresh context (or the given page) and opens its form, pointed at the mock API. */
  async function openForm(pathname: string, page?: Page): Promise<{ page: Page; errors: string[] }> {
    const errors: string[] = [];
    if (!page) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      page = await context.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
    }
    await page.goto((site.origin + pathname));
    await page.click('.dg-tryit__summary');
    await page.waitForSelector('form[data-dg-ready]');
    await page.fill('#tryit-url', api.origin);
    return { page, errors };
  }

  const curlOf = (page: Page) => page.textContent('[data-dg-curl]') as Promise<string>;

  async function send(page: Page): Promise<ArrivedRequest> {
    const before = api.requests.length;
    await page.click('[data-dg-send]');
    await page.waitForSelector('.dg-tryit__status');
    assert.equal(api.requests.length, before + 1, 'one request arrived');
    return api.requests[before];
  }

  /** The request that arrived is the one the curl command describes: method, URL, every header, the body. */
  function assertMatchesCurl(arrived: ArrivedRequest, curl: string) {
    const c = parseCurl(curl);
    assert.equal(arrived.method, c.method);
    assert.equal(api.origin + arrived.url, c.url);
    for (const [name, value] of c.headers) {
      if (name.toLowerCase() === 'content-type' && value.startsWith('multipart/')) continue;
      assert.equal(arrived.headers[name.toLowerCase()], value, `header ${name}`);
    }
    if (c.data !== undefined) assert.equal(arrived.body.toString('utf8'), c.data);
  }

  test('the chunk loads only when the form opens; the preview the server rendered is what the script computes', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });
    await page.goto((site.origin + '/docs/api/get-pet'));
    await page.waitForLoadState('load');
    assert.deepEqual(scripts.filter((s) => s.includes('tryit')), [], 'no Try it code before the form opens');
    const rendered = await curlOf(page);
    assert.match(rendered, /--url 'https:\/\/api\.pets\.example\/v1\/pets\/rex'/);
    await page.click('.dg-tryit__summary');
    await page.waitForSelector('form[data-dg-ready]');
    assert.equal(scripts.filter((s) => s.includes('tryit')).length, 1, 'the chunk loaded once');
    assert.equal(await curlOf(page), rendered, 'the client builds the same command for the untouched form');
    // Server variables rewrite the base URL; the relative server resolves against the spec's published URL.
    await page.selectOption('#tryit-server-0-version', 'v2');
    assert.equal(await page.inputValue('#tryit-url'), 'https://api.pets.example/v2');
    await page.selectOption('#tryit-server', '1');
    assert.equal(await page.inputValue('#tryit-url'), 'https://docs.example.test/mock');
    await context.close();
  });

  test('GET: path parameter percent-encoded, array repeated, empty optional parameters left out, headers as previewed', async () => {
    const { page, errors } = await openForm('/docs/api/get-pet');
    await page.fill('#tryit-path-pet-id', 'a/b c');
    await page.fill('#tryit-query-tags', 'x y');
    await page.click('[data-name="tags"] [data-dg-add]');
    await page.keyboard.type('z&1');
    // Each value's Remove button says which value it removes.
    assert.deepEqual(await page.$$eval('[data-name="tags"] [data-dg-remove]', (buttons) => buttons.map((b) => b.getAttribute('aria-label'))), ['Remove tags, value 1', 'Remove tags, value 2']);
    await page.fill('#tryit-auth-api-key', 'secret-key');
    const curl = await curlOf(page);
    const arrived = await send(page);
    assert.equal(arrived.url, '/pets/a%2Fb%20c?tags=x%20y&tags=z%261');
    assert.equal(arrived.headers['x-api-key'], 'secret-key');
    assert.equal(arrived.headers['x-trace'], undefined, 'an empty optional header is not sent');
    assertMatchesCurl(arrived, curl);
    assert.match(await page.textContent('.dg-tryit__status') ?? '', /^200 OK · \d+ ms/);
    assert.equal(await page.textContent('.dg-tryit__body'), JSON.stringify({ ok: true, path: '/pets/a%2Fb%20c', method: 'GET' }, null, 2));
    // Bearer instead: the token goes into Authorization.
    await page.fill('#tryit-auth-api-key', '');
    await page.fill('#tryit-auth-bearer', 'tok');
    await page.selectOption('#tryit-query-colour', 'green');
    const bearer = await send(page);
    assert.equal(bearer.headers.authorization, 'Bearer tok');
    assert.equal(bearer.headers['x-api-key'], undefined);
    assert.match(bearer.url, /colour=green/);
    assertMatchesCurl(bearer, await curlOf(page));
    assert.deepEqual(errors, []);
  });

  test('an object query parameter: one field per property, sent as name[prop]=value (deepObject) or prop=value (form); free-form ones as JSON', async () => {
    const { page, errors } = await openForm('/docs/api/list-pets');
    assert.equal(await page.textContent('label[for="tryit-query-filter-status"] code'), 'filter[status]');
    assert.equal(await page.textContent('label[for="tryit-query-page-size"] code'), 'size');
    await page.selectOption('#tryit-query-filter-status', 'open');
    await page.fill('#tryit-query-filter-limit', '5');
    const curl = await curlOf(page);
    const arrived = await send(page);
    assert.equal(arrived.url, '/pets?filter%5Bstatus%5D=open&filter%5Blimit%5D=5&number=1&size=20');
    assert.equal(decodeURIComponent(arrived.url), '/pets?filter[status]=open&filter[limit]=5&number=1&size=20');
    assertMatchesCurl(arrived, curl);
    // An empty property is left out; a boolean is a select; a free-form object typed as JSON is sent deepObject-style.
    await page.fill('#tryit-query-filter-limit', '');
    await page.selectOption('#tryit-query-filter-vaccinated', 'false');
    await page.fill('#tryit-query-page-size', '');
    await page.fill('#tryit-query-meta', '{"colour": "red"}');
    const second = await send(page);
    assert.equal(decodeURIComponent(second.url), '/pets?filter[status]=open&filter[vaccinated]=false&number=1&meta[colour]=red');
    assertMatchesCurl(second, await curlOf(page));
    // A required object needs a value, and its required properties theirs.
    const before = api.requests.length;
    await page.fill('#tryit-query-page-number', '');
    await page.click('[data-dg-send]');
    assert.equal(await page.textContent('[data-dg-problem]'), 'Fill in the required query parameter “page”.');
    await page.fill('#tryit-query-page-size', '10');
    await page.click('[data-dg-send]');
    assert.equal(await page.textContent('[data-dg-problem]'), 'Fill in the required property “number” of the query parameter “page”.');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'tryit-query-page-number');
    assert.equal(api.requests.length, before, 'nothing was sent');
    const violations = await runAxe(page);
    assert.deepEqual(violations.map((v) => `${v.rule}: ${v.help}\n  ${v.nodes.join('\n  ')}`), []);
    assert.deepEqual(errors, []);
  });

  test('a required field left empty and invalid JSON block sending, naming the problem', async () => {
    const { page } = await openForm('/docs/api/get-pet');
    await send(page);
    assert.ok((await page.textContent('.dg-tryit__status'))?.startsWith('200'), 'a first response is shown');
    const before = api.requests.length;
    // Blanks alone are no value; the first response goes, so it is not taken for the answer to this request.
    await page.fill('#tryit-path-pet-id', '   ');
    await page.click('[data-dg-send]');
    assert.match(await page.textContent('[data-dg-problem]') ?? '', /required path parameter “petId”/);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'tryit-path-pet-id');
    assert.equal(await page.locator('.dg-tryit__status').count(), 0, 'the earlier response is gone');

    await openForm('/docs/api/create-pet', page);
    await page.fill('#tryit-body', '{"name": "Rex",');
    await page.click('[data-dg-send]');
    assert.match(await page.textContent('[data-dg-problem]') ?? '', /not valid JSON/);
    assert.equal(api.requests.length, before, 'nothing was sent');
    await page.fill('#tryit-body', '{"name": "Rex", "age": 4}');
    const arrived = await send(page);
    assert.equal(arrived.method, 'POST');
    assert.equal(arrived.headers['content-type'], 'application/json');
    assert.equal(arrived.body.toString(), '{"name": "Rex", "age": 4}');
    assertMatchesCurl(arrived, await curlOf(page));
  });

  test('form-urlencoded body with bracketed nested fields; an `in: query` key only in the request URL', async () => {
    const { page } = await openForm('/docs/api/create-charge');
    await page.fill('#tryit-auth-query-key', 'qk');
    await page.fill('[data-name="card[exp_month]"] input', '12');
    await page.fill('[data-name="expand"] input', 'customer');
    await page.fill('[data-name="description"] input', 'two words & more');
    const curl = await curlOf(page);
    const arrived = await send(page);
    assert.equal(arrived.url, '/charges?api_key=qk');
    assert.equal(arrived.headers['content-type'], 'application/x-www-form-urlencoded');
    assert.equal(arrived.body.toString(), 'amount=500&description=two+words+%26+more&card%5Bexp_month%5D=12&expand%5B0%5D=customer');
    assertMatchesCurl(arrived, curl);
    assert.ok(!page.url().includes('qk'), 'the key is not in the page URL');
  });

  test('multipart body with a file', async () => {
    const { page } = await openForm('/docs/api/upload-photo');
    await page.fill('[data-name="caption"] input', '@not-a-file');
    await page.setInputFiles('[data-name="photo"] input', { name: 'rex.png', mimeType: 'image/png', buffer: Buffer.from('PNGDATA') });
    const curl = await curlOf(page);
    assert.match(curl, /--form-string 'caption=@not-a-file'/);
    assert.match(curl, /--form 'photo=@rex.png'/);
    const arrived = await send(page);
    assertMatchesCurl(arrived, curl);
    const data = await new Request('http://x/', { method: 'POST', headers: { 'content-type': String(arrived.headers['content-type']) }, body: arrived.body }).formData();
    assert.equal(data.get('caption'), '@not-a-file');
    const photo = data.get('photo') as File;
    assert.equal(photo.name, 'rex.png');
    assert.equal(await photo.text(), 'PNGDATA');
  });

  test('without CORS headers: a plain message and the curl command to copy', async () => {
    const { page, errors } = await openForm('/docs/api/get-pet');
    api.cors = false;
    try {
      await page.click('[data-dg-send]');
      await page.waitForSelector('.dg-tryit__status');
      assert.match(await page.textContent('.dg-tryit__status') ?? '', /The browser blocked the response: the API does not allow requests from this site \(CORS\)/);
      assert.equal(await page.textContent('[data-dg-response] pre'), await curlOf(page));
      assert.equal(await page.locator('[data-dg-response] [data-dg-copy]').count(), 1);
      assert.deepEqual(errors, [], 'no unhandled rejection');
    } finally {
      api.cors = true;
    }
  });

  test('a request the browser refuses to make (a base URL it cannot parse) is named as such, not as CORS', async () => {
    const { page, errors } = await openForm('/docs/api/get-pet');
    await page.fill('#tryit-url', 'http://[not a host');
    await page.click('[data-dg-send]');
    await page.waitForSelector('.dg-tryit__status');
    const status = await page.textContent('.dg-tryit__status') ?? '';
    assert.match(status, /^The request cannot be made: .*URL/, status);
    assert.deepEqual(errors, [], 'no unhandled rejection');
  });

  test('an HTML response body is shown as text', async () => {
    const { page } = await openForm('/docs/api/get-page');
    await send(page);
    assert.equal(await page.textContent('.dg-tryit__body'), '<p>Hi</p><img src=x onerror="window.__xss = 1">');
    assert.equal(await page.locator('[data-dg-response] img').count(), 0);
    assert.equal(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), undefined);
  });

  test('Cancel stops a request; the timeout stops a slow one', async () => {
    const { page } = await openForm('/docs/api/slow');
    await page.click('[data-dg-send]');
    await page.waitForSelector('[data-dg-cancel]:not([hidden])');
    await page.click('[data-dg-cancel]');
    await page.waitForSelector('.dg-tryit__status');
    assert.equal(await page.textContent('.dg-tryit__status'), 'Request cancelled.');
    // The fixture's config sets a 2 s timeout (30 s by default).
    const started = Date.now();
    await page.click('[data-dg-send]');
    await page.waitForSelector('.dg-tryit__status', { timeout: 8000 });
    assert.match(await page.textContent('.dg-tryit__status') ?? '', /No response within 2 s/);
    assert.ok(Date.now() - started < 8000);
  });

  test('credentials stay for the pages of one tab only, never in localStorage; Forget clears them', async () => {
    const { page } = await openForm('/docs/api/get-pet');
    await page.fill('#tryit-auth-api-key', 'tab-key');
    await openForm('/docs/api/create-pet', page);
    assert.equal(await page.inputValue('#tryit-auth-api-key'), 'tab-key', 'prefilled on another operation page');
    assert.match(await curlOf(page), /X-Api-Key: tab-key/);
    const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    assert.ok(!local.includes('tab-key'), 'nothing in localStorage');
    assert.ok(!page.url().includes('tab-key'));
    const other = await openForm('/docs/api/create-pet');
    assert.equal(await other.page.inputValue('#tryit-auth-api-key'), '', 'absent in a new browser context');
    await page.click('[data-dg-forget]');
    assert.equal(await page.inputValue('#tryit-auth-api-key'), '');
    assert.equal(await page.evaluate(() => sessionStorage.getItem('docgen.tryIt.credentials')), null);
  });

  test('keyboard only: open the form, fill it, send', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto((site.origin + '/docs/api/get-pet'));
    let found = false;
    for (let i = 0; i < 200 && !found; i++) {
      await page.keyboard.press('Tab');
      found = await page.evaluate(() => document.activeElement?.classList.contains('dg-tryit__summary') ?? false);
    }
    assert.ok(found, 'the Try it summary is reachable with Tab');
    await page.keyboard.press('Enter');
    await page.waitForSelector('form[data-dg-ready]');
    const focusOn = async (id: string) => {
      for (let i = 0; i < 40; i++) {
        if (await page.evaluate((x) => document.activeElement?.id === x, id)) return;
        await page.keyboard.press('Tab');
      }
      assert.fail(`Tab never reached #${id}`);
    };
    await focusOn('tryit-url');
    await page.keyboard.press('Control+A');
    await page.keyboard.type(api.origin);
    await focusOn('tryit-auth-api-key');
    await page.keyboard.type('kbd');
    await focusOn('tryit-path-pet-id');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('kb1');
    const before = api.requests.length;
    await page.keyboard.press('Enter');
    await page.waitForSelector('.dg-tryit__status');
    assert.equal(api.requests[before]?.url, '/pets/kb1');
    assert.equal(api.requests[before]?.headers['x-api-key'], 'kbd');
    await context.close();
  });

  test('axe: no WCAG 2.1 AA violation with the form open and a response shown, light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      const { page } = await openForm('/docs/api/get-pet');
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      await send(page);
      await page.click('.dg-tryit__headers summary');
      const violations = await runAxe(page);
      assert.deepEqual(violations.map((v) => `${v.rule}: ${v.help}\n  ${v.nodes.join('\n  ')}`), [], theme);
    }
  });

  test('two columns from 1,200 px, the right one in view while the page scrolls; one column below, samples after the parameters', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(site.origin + '/docs/api/get-pet');
    const box = (selector: string) => page.locator(selector).boundingBox().then((b) => b!);
    const [head, aside] = [await box('.dg-api-op__head'), await box('.dg-api-op__aside')];
    assert.ok(aside.x > head.x + head.width, 'samples, example response and Try it on the right');
    assert.ok(Math.abs(aside.y - head.y) < 40, 'side by side');
    await page.evaluate(() => scrollTo(0, 400));
    const [scrolledHead, scrolled] = [await box('.dg-api-op__head'), await box('.dg-api-op__aside')];
    assert.ok(scrolledHead.y < head.y - 300, 'the page scrolled');
    assert.ok(scrolled.y >= 60 && scrolled.y < 100, `the right column stays in view below the navbar (top at ${scrolled.y})`);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.evaluate(() => scrollTo(0, 0));
    const [params, samples, responses] = [await box('#parameters'), await box('#code-samples'), await box('#responses')];
    assert.ok(params.y < samples.y && samples.y < responses.y, 'one column: parameters, samples, responses');
    assert.ok(Math.abs(samples.x - params.x) < 5, 'one column');
    await context.close();
  });

  test('the API sidebar shows the current entry on load; without JavaScript it is marked', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 260 } });
    const page = await context.newPage();
    await page.goto(site.origin + '/docs/api/get-page');
    const current = page.locator('.dg-sidebar__nav [aria-current="page"]');
    await page.waitForFunction(() => {
      const nav = document.querySelector('.dg-sidebar__nav')!.getBoundingClientRect();
      const link = document.querySelector('.dg-sidebar__nav [aria-current="page"]')!.getBoundingClientRect();
      return link.top >= nav.top && link.bottom <= nav.bottom;
    }, undefined, { timeout: 3000 });
    assert.match(await current.textContent() ?? '', /Get an HTML page$/);
    const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 260 } });
    const still = await noJs.newPage();
    await still.goto(site.origin + '/docs/api/get-page');
    assert.match(await still.locator('.dg-sidebar__nav [aria-current="page"]').textContent() ?? '', /Get an HTML page$/);
    // Without JavaScript the form is there, with the example request's curl command, and nothing pretends to send.
    await still.click('.dg-tryit__summary');
    assert.ok(await still.isVisible('#tryit-url'));
    assert.ok(await still.isDisabled('[data-dg-send]'));
    assert.match(await still.textContent('[data-dg-curl]') ?? '', /^curl --request GET/);
    await noJs.close();
    await context.close();
  });

  test('the operation pages with the form are valid HTML (Nu HTML Checker)', { skip: javaMissing() }, async () => {
    const pages = fs.readdirSync(path.join(out, 'docs/api')).map((d) => path.join(out, 'docs/api', d, 'index.html'));
    const errors = await runNuChecker(pages);
    assert.deepEqual(errors.map((e) => `${path.relative(out, e.file)}:${e.line} ${e.message}`), []);
  });
});
