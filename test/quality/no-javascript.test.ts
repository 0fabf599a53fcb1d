// Gate: with JavaScript disabled, every page type shows all its content (on an operation page: parameters,
// schemas, responses and a code sample as visible text; what a closed <details> holds behind a summary that shows it
// opens), offers no control that needs a script, and plain links navigate.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { exampleSite } from '../helpers/quality/buildSiteOnce.js';
import { gotoPageType } from '../helpers/quality/listPageTypes.js';
import { readOperationFacts } from '../helpers/quality/readOperationFacts.js';
import { setUpBrowserGate } from '../helpers/quality/setUpBrowserGate.js';

const gate = await setUpBrowserGate();
const { missing, pageTypes, operation } = gate;

function withoutScript<T>(width: 1280 | 390, run: (page: Page) => Promise<T>): Promise<T> {
  return gate.withPage(width, { javaScriptEnabled: false }, run);
}

/**
 * Text in <main> that is not rendered and that a reader cannot reveal without a script. Allowed: content of a
 * closed <details> (its summary opens it), panels of CSS tabs (their radio labels switch them), and the copy of
 * the table of contents that the other screen width uses, and the label of a button hidden because it needs a script.
 */
function findHiddenContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return ['no <main> element'];
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!.replace(/\s+/g, ' ').trim();
      const el = node.parentElement!;
      if (!text || el.closest('script, style, template, noscript')) continue;
      if (el.checkVisibility({ visibilityProperty: true })) continue;
      if (el.closest('details:not([open])') && !el.closest('details:not([open]) > summary')) continue;
      if (el.closest('.dg-toc-inline, .dg-doc__toc')) continue;
      // A control's label is not content: a button that needs a script is hidden without one (deadButtons, below).
      if (el.closest('button')) continue;
      const panel = el.closest('.dg-tabs__panel');
      if (panel) {
        const tabs = panel.closest('.dg-tabs');
        const value = panel.getAttribute('data-tab-value');
        const radio = tabs?.querySelector<HTMLInputElement>(`input[type="radio"][value="${CSS.escape(value ?? '')}"]`);
        const label = radio?.labels?.[0];
        if (label && label.checkVisibility()) continue;
      }
      const where = el.id ? `#${el.id}` : `${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).trim().split(/\s+/).join('.') : ''}`;
      found.push(`${where}: "${text.slice(0, 60)}"`);
    }
    return [...new Set(found)].slice(0, 30);
  });
}

test('page types for the no-JavaScript gate', { skip: missing }, () => assert.ok(pageTypes.length > 0));

// Page types run side by side: most of the time goes to round trips with the browser, not to CPU.
describe('no-JavaScript gate, every page type', { concurrency: 3 }, () => {
  for (const type of pageTypes) {
    test(`no JavaScript: the ${type.name} (${type.path}) shows all its content and no dead control`, async () => {
      for (const width of [1280, 390] as const) {
        const result = await withoutScript(width, async (page) => {
          await gotoPageType(page, gate.origin, type);
          return {
            h1: (await page.locator('main h1').first().innerText().catch(() => '')).trim(),
            mainText: (await page.locator('main').innerText()).trim().length,
            hidden: await findHiddenContent(page),
            // A button needs a script here (there are no forms): showing one that does nothing misleads.
            deadButtons: await page.$$eval('button', (buttons) =>
              buttons.filter((b) => b.checkVisibility({ visibilityProperty: true }) && !b.form).map((b) => `button.${b.className} "${b.getAttribute('aria-label') ?? b.textContent}"`),
            ),
            // Hidden content is allowed only behind a summary that shows it opens (a disclosure marker, or a drawn one).
            unmarkedSummaries: await page.$$eval('main summary', (summaries) => summaries.filter((s) => {
              const style = getComputedStyle(s);
              const drawn = ['::before', '::after'].some((p) => !['none', 'normal', ''].includes(getComputedStyle(s, p).content));
              return s.checkVisibility() && !(style.display === 'list-item' && style.listStyleType !== 'none') && !drawn;
            }).map((s) => `summary.${s.className} "${s.textContent!.slice(0, 40)}"`)),
            scriptLinks: await page.$$eval('a', (links) => links.filter((a) => !a.hasAttribute('href') || /^\s*(javascript:|#$)/i.test(a.getAttribute('href')!)).map((a) => a.outerHTML.slice(0, 100))),
          };
        });
        assert.ok(result.h1, `${width}px: no visible <h1> in <main>`);
        assert.ok(result.mainText > result.h1.length, `${width}px: <main> shows nothing but its heading`);
        assert.deepEqual({ width, hidden: result.hidden, deadButtons: result.deadButtons, unmarkedSummaries: result.unmarkedSummaries.slice(0, 5), scriptLinks: result.scriptLinks }, { width, hidden: [], deadButtons: [], unmarkedSummaries: [], scriptLinks: [] });
      }
    });
  }
});

test('no JavaScript: the operation page shows its parameters, schemas, responses and a code sample as text', { skip: missing }, async (t) => {
  assert.ok(operation, 'no API operation page in the build');
  const facts = readOperationFacts(path.join(exampleSite, 'openapi/betaseries.yaml'), operation.path.split('/').pop()!);
  assert.ok(facts, `${operation.path}: no operation with that id in examples/betaseries/openapi/betaseries.yaml`);
  const seen = await withoutScript(1280, async (page) => {
    await gotoPageType(page, gate.origin, operation);
    return {
      text: await page.locator('main').innerText(),
      samples: await page.$$eval('main pre', (pres) => pres.filter((p) => p.checkVisibility()).map((p) => (p as HTMLElement).innerText)),
    };
  });
  const words = (names: string[]) => names.filter((n) => !new RegExp(`(^|[^\\w-])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w-])`).test(seen.text));
  t.diagnostic(`${operation.path}: ${facts.parameters.length} parameters, ${facts.responses.length} responses, body ${facts.bodyProperties.length} / response ${facts.responseProperties.length} top-level properties`);
  assert.deepEqual(
    {
      parameters: words(facts.parameters),
      responses: words(facts.responses),
      bodyProperties: words(facts.bodyProperties),
      responseProperties: words(facts.responseProperties),
    },
    { parameters: [], responses: [], bodyProperties: [], responseProperties: [] },
    'names from the spec that are not visible text on the page',
  );
  const pathStart = facts.path.split('{')[0];
  assert.ok(seen.samples.some((s) => s.includes(pathStart)), `no visible code sample mentions ${pathStart}`);
});

test('no JavaScript: navbar, sidebar, drawer and pagination links navigate', { skip: missing }, async () => {
  const visits = await withoutScript(1280, async (page) => {
    const log: string[] = [];
    await page.goto(gate.origin + '/', { waitUntil: 'load' });
    await page.locator('.dg-navbar__items a.dg-navbar__link[href^="/"]').first().click();
    log.push(new URL(page.url()).pathname);
    const next = page.locator('.dg-sidebar a.dg-sidebar__link:not([aria-current]):visible').first();
    const target = await next.getAttribute('href');
    await next.click();
    log.push(new URL(page.url()).pathname === target ? 'sidebar ok' : `sidebar went to ${page.url()}, not ${target}`);
    const pager = page.locator('a.dg-pagination__link').first();
    const href = await pager.getAttribute('href');
    await pager.click();
    log.push(new URL(page.url()).pathname === href ? 'pagination ok' : `pagination went to ${page.url()}, not ${href}`);
    return log;
  });
  assert.notEqual(visits[0], '/', 'a click on the first navbar link did not leave the home page');
  assert.deepEqual(visits.slice(1), ['sidebar ok', 'pagination ok']);
  const mobile = await withoutScript(390, async (page) => {
    await page.goto(gate.origin + '/docs/intro', { waitUntil: 'load' });
    await page.click('.dg-navbar__menu');
    const link = page.locator('.dg-drawer__panel a[href^="/"]:not([aria-current]):visible').last();
    const href = await link.getAttribute('href');
    await link.click();
    return { href, landed: new URL(page.url()).pathname };
  });
  assert.equal(mobile.landed, mobile.href, 'a link in the drawer (opened without JavaScript) did not navigate');
});
