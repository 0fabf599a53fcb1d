// Browser tests: the docs version a reader chooses is remembered (docs-preferred-version-default, Docusaurus's key),
// a remembered name that is no longer a version is forgotten, links outside the versioned docs follow the choice,
// and the version menu keeps the page's ?query#hash. Without JavaScript every link leads to the latest version.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumSkipReason, launchChromium } from '../helpers/e2e/chromium.js';
import { startStaticServer, type StaticServer } from '../helpers/e2e/staticServer.js';
import { blockClientScript, repoRoot } from '../helpers/e2e/clientSite.js';
import { runAxe } from '../helpers/quality/runAxe.js';
import { javaMissing, runNuChecker } from '../helpers/quality/runNuChecker.js';

const KEY = 'docs-preferred-version-default';
const docgen = (...args: string[]) => promisify(execFile)(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), ...args], { cwd: repoRoot });

describe('docs versions in the browser', { skip: chromiumSkipReason() }, () => {
  let tmp: string;
  let out: string;
  let server: StaticServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  before(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-e2e-versions-'));
    const root = path.join(tmp, 'site');
    fs.cpSync(path.join(repoRoot, 'test/fixtures/versions'), root, { recursive: true });
    await docgen('version', '1.0', '--root', root);
    fs.writeFileSync(path.join(root, 'content/docs/guide/walking.md'), '---\ntitle: Walking\n---\nWalk the pet.\n');
    // A 2.0 that changes the API, for the What changed page and the marks.
    const spec = path.join(root, 'openapi/pets.yaml');
    fs.writeFileSync(spec, fs.readFileSync(spec, 'utf8').replace('        - name: color\n', '        - name: colour\n'));
    await docgen('version', '2.0', '--root', root);
    await docgen('build', '--root', root);
    out = path.join(root, 'out');
    server = await startStaticServer(out);
    browser = await launchChromium();
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const open = async (): Promise<{ page: Page; errors: string[] }> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { page, errors };
  };
  const url = (pathname: string) => server.origin + pathname;
  const navbarGuide = (page: Page) => page.getAttribute('.dg-navbar__items a:text("Guide")', 'href');

  test('the version menu keeps ?query#hash; choosing a version is remembered and followed outside the versioned docs', async () => {
    const { page, errors } = await open();
    await page.goto(url('/docs/1.0/guide/feeding?q=1#top'));
    assert.equal(await page.getAttribute('a.dg-versions__item[data-dg-version="2.0"]', 'href'), '/docs/guide/feeding?q=1#top');
    assert.equal(await page.getAttribute('a.dg-versions__item[data-dg-version="current"]', 'href'), '/docs/next/guide/feeding?q=1#top');
    for (const version of ['2.0', 'current']) {
      const href = (await page.getAttribute(`a.dg-versions__item[data-dg-version="${version}"]`, 'href'))!;
      const response = await page.request.get(url(href.replace(/[?#].*$/, '')));
      assert.equal(response.status(), 200, `${href} exists`);
    }

    // Without a choice, pages outside the versioned docs link to the latest version.
    await page.goto(url('/about'));
    assert.equal(await navbarGuide(page), '/docs/intro');

    await page.goto(url('/docs/guide/walking'));
    await page.click('.dg-versions summary');
    await page.click('a.dg-versions__item[data-dg-version="1.0"]');
    await page.waitForFunction(() => location.pathname === '/docs/1.0/intro');
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), KEY), '1.0');

    await page.goto(url('/about'));
    assert.equal(await navbarGuide(page), '/docs/1.0/intro');
    assert.equal(await page.getAttribute('.dg-footer a:text("Intro")', 'href'), '/docs/1.0/intro');
    await page.click('.dg-navbar__items a:text("Guide")');
    await page.waitForFunction(() => location.pathname === '/docs/1.0/intro');
    assert.match(await page.textContent('.dg-version-banner') ?? '', /no longer actively maintained/);

    // The banner's link to the latest version is a choice too.
    await page.click('.dg-version-banner a');
    await page.waitForFunction(() => location.pathname === '/docs/intro');
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), KEY), '2.0');
    await page.goto(url('/about'));
    assert.equal(await navbarGuide(page), '/docs/intro');
    assert.deepEqual(errors, []);
  });

  test('a remembered name that is no longer a version is deleted and links go to the latest', async () => {
    const { page, errors } = await open();
    await page.goto(url('/about'));
    await page.evaluate((key) => localStorage.setItem(key, '0.9'), KEY);
    await page.reload();
    await page.waitForFunction((key) => localStorage.getItem(key) === null, KEY);
    assert.equal(await navbarGuide(page), '/docs/intro');
    assert.deepEqual(errors, []);
  });

  test('the version menu, badge, banners, marks and What changed pages are valid HTML and pass axe, light and dark', async () => {
    const pages = ['/docs/1.0/guide/feeding', '/docs/next/intro', '/docs/api/list-pets', '/docs/what-changed/2.0', '/about'];
    if (!javaMissing()) {
      const messages = await runNuChecker(pages.map((p) => path.join(out, p.slice(1), 'index.html')));
      assert.deepEqual(messages.map((m) => `${m.file}:${m.line}: ${m.message}`), []);
    }
    const { page } = await open();
    for (const theme of ['light', 'dark']) {
      for (const pathname of pages) {
        await page.goto(url(`${pathname}?docgen-theme=${theme}`));
        await page.click('.dg-versions summary');
        const findings = await runAxe(page);
        assert.deepEqual(findings.map((f) => `${pathname} (${theme}): ${f.rule}: ${f.nodes.join('; ')}`), []);
      }
    }
  });

  test('without JavaScript every link leads to the latest version and the menu works as links', async () => {
    const { page } = await open();
    await page.goto(url('/about'));
    await page.evaluate((key) => localStorage.setItem(key, '1.0'), KEY);
    await blockClientScript(page);
    await page.reload();
    assert.equal(await navbarGuide(page), '/docs/intro');
    await page.goto(url('/docs/intro'));
    await page.click('.dg-versions summary');
    await page.click('a.dg-versions__item[data-dg-version="1.0"]');
    await page.waitForURL(url('/docs/1.0/intro'));
    assert.match(await page.textContent('h1') ?? '', /Introduction/);
  });
});
