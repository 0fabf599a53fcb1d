// Finds and launches Debian's Chromium for the browser tests (playwright-core downloads no browser of its own).
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const candidates = [process.env.DOCGEN_CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The Chromium executable, or undefined when none is installed. */
export function findChromium(): string | undefined {
  return candidates.find((file): file is string => !!file && fs.existsSync(file));
}

/** Why the browser tests skip, or false when they can run. */
export function chromiumSkipReason(): string | false {
  return findChromium() ? false : 'Chromium not found (/usr/bin/chromium): install it with `apt-get install -y chromium` or set DOCGEN_CHROMIUM';
}

/** Starts a headless Chromium. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}
