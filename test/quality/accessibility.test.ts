// Gate: axe-core reports no WCAG 2.1 A/AA violation (colour contrast included) on any page type, in light and dark
// mode, at 1280 and 390 px, with the drawer open and closed, in real Chromium.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { listMissingPageTypes } from '../helpers/quality/listPageTypes.js';
import { runAxe } from '../helpers/quality/runAxe.js';
import { setUpBrowserGate } from '../helpers/quality/setUpBrowserGate.js';
import { describeVariant, visitVariants } from '../helpers/quality/visitVariants.js';

const gate = await setUpBrowserGate();
const { missing, site, pageTypes } = gate;

test('every page type exists in the build', { skip: missing }, () => {
  assert.deepEqual(listMissingPageTypes(site!, pageTypes), []);
});

// Page types run side by side: most of the time goes to round trips with the browser, not to CPU.
describe('axe gate, every page type', { concurrency: 3 }, () => {
  for (const type of pageTypes) {
    test(`axe: no WCAG 2.1 AA violation on the ${type.name} (${type.path})`, async () => {
      // Opening the drawer changes only the header (the drawer, its backdrop): the open state is checked there,
      // the rest of the page was checked in the same state with the drawer closed.
      const reports = await visitVariants(gate.browser, gate.origin, type, async (page, variant) =>
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
