// Builds test/fixtures/client-site into a temporary folder with the real CLI, serves it, and opens a browser:
// the shared set-up of the browser tests (one per test file).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, BrowserContextOptions, ConsoleMessage, Page } from 'playwright-core';
import { startStaticServer, type StaticServer } from './staticServer.js';
import { launchChromium } from './chromium.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixture = path.join(repoRoot, 'test/fixtures/client-site');

export interface ClientSite {
  server: StaticServer;
  browser: Browser;
  url(pathname: string): string;
  /** A fresh context (own storage) and page; console errors and page errors are collected in `errors`. */
  open(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page; errors: string[] }>;
  close(): Promise<void>;
}

/** Builds the fixture site; returns the output folder (removed by the caller). */
export async function buildClientSite(): Promise<string> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-e2e-'));
  const out = path.join(tmp, 'out');
  await promisify(execFile)(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), 'build', '--root', fixture, '--out', out], { cwd: repoRoot });
  return out;
}

/** Builds, serves and launches. */
export async function startClientSite(): Promise<ClientSite> {
  const out = await buildClientSite();
  const server = await startStaticServer(out);
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  return {
    server,
    browser,
    url: (pathname) => server.origin + pathname,
    async open(options = {}) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
      contexts.push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        // Chromium probes /favicon.ico on its own; the fixture has no favicon (not a page error).
        if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      return { context, page, errors };
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close();
      await server.close();
      fs.rmSync(path.dirname(out), { recursive: true, force: true });
    },
  };
}

/** Marks the current document so a test can tell a soft navigation (marker kept) from a full load (marker gone). */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => { (window as unknown as { __marker: string }).__marker = 'kept'; });
}

export async function hasMarker(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __marker?: string }).__marker === 'kept');
}

/** Stops the client script from loading, so what a page shows comes from the HTML, the CSS and the inline head script
 * alone: the state of the first paint. */
export async function blockClientScript(page: Page): Promise<void> {
  await page.route(/\/assets\/app\.[^/]+\.js$/, (route) => route.abort());
}

/** Waits until the page's h1 reads text. */
export async function waitForHeading(page: Page, text: string): Promise<void> {
  await page.waitForFunction((t) => document.querySelector('main h1')?.textContent === t, text);
}
