// Gate: axe-core reports no WCAG 2.1 A/AA violation (colour contrast included) on any page type, in light and dark
// mode, at 1280 and 390 px, with the drawer open and closed, in real Chromium.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { buildSiteOnce } from '../helpers/quality/buildSiteOnce.js';
import { chromiumMissing, launchChromium } from '../helpers/quality/launchChromium.js';
import { listMissingPageTypes, listPageTypes } from '../helpers/quality/listPageTypes.js';
import { runAxe } from '../helpers/quality/runAxe.js';
import { serveStatic, type StaticServer } from '../helpers/quality/serveStatic.js';
import { describeVariant, visitVariants } from '../helpers/quality/visitVariants.js';

const missing = chromiumMissing();
const site = missing ? undefined : await buildSiteOnce();
const pageTypes = site ? listPageTypes(site) : [];
let browser: Browser;
let server: StaticServer;

before(async () => {
  if (site) [browser, server] = await Promise.all([launchChromium(), serveStatic(site.outDir)]);
});
after(async () => {
  await browser?.close();
  await server?.close();
});

test('every page type exists in the build', { skip: missing }, () => {
  assert.deepEqual(listMissingPageTypes(site!, pageTypes), []);
});

// Page types run side by side: most of the time goes to round trips with the browser, not to CPU.
describe('axe gate, every page type', { concurrency: 3 }, () => {
  for (const type of pageTypes) {
    test(`axe: no WCAG 2.1 AA violation on the ${type.name} (${type.path})`, async () => {
      // Opening the drawer changes only the header (the drawer, its backdrop): the open state is checked there,
      // the rest of the page was checked in the same state with the drawer closed.
      const reports = await visitVariants(browser, server.origin, type, async (page, variant) =>
        (await runAxe(page, variant.drawer === 'open' ? 'header.dg-navbar' : undefined)).map(
          (f) => `[${describeVariant(variant)}] ${f.rule} (${f.impact}): ${f.help}\n      ${f.nodes.join('\n      ')}`,
        ),
      );
      const violations = reports.flat();
      assert.equal(violations.length, 0, `${type.path}:\n  ${violations.join('\n  ')}`);
    });
  }
});
if (missing) test('axe: WCAG 2.1 AA on every page type', { skip: missing }, () => {});
