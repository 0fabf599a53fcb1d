// Debian's Chromium driven by playwright-core. The tests skip (with this message) where it is not installed.
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Where Chromium is looked for; DOCGEN_CHROMIUM overrides it. */
export const chromiumPath = process.env.DOCGEN_CHROMIUM || '/usr/bin/chromium';

/** Returns a skip message when Chromium is missing, otherwise undefined. */
export function chromiumMissing(): string | undefined {
  return fs.existsSync(chromiumPath)
    ? undefined
    : `Chromium not found at ${chromiumPath}: install it (apt-get install -y chromium, or .ci/install-deps.sh) or set DOCGEN_CHROMIUM`;
}

/** Starts a headless Chromium with the flags that keep it quiet and offline. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}
