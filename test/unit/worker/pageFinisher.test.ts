// The worker's page finishing (src/node/worker/pageFinisher.ts): the links it gives for a page must be those of the
// finished page read whole, however much of it it skips (a sidebar's links are read once per template).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPageFinisher } from '../../../src/node/worker/pageFinisher.js';
import { collectPageLinks } from '../../../src/node/links/collectPageLinks.js';
import { codeMarker, newPartNonce, sidebarMarker } from '../../../src/node/render/pageParts.js';
import { activateSidebarHtml } from '../../../src/node/render/activateSidebar.js';
import type { SinkRoute } from '../../../src/node/output/pageSink.js';

const template = '<ul>' + ['a', 'b', 'c'].map((p) => `<li><a href="/docs/${p}" class="dg-sidebar__link" id="side-${p}">${p}</a></li>`).join('') + '</ul>';

test('a sidebar activated by the build thread, at the range it gives, yields the links of the whole page, in order', () => {
  const nonce = newPartNonce();
  const finisher = createPageFinisher(nonce, new Map([[0, template]]), new Map());
  const pages = ['a', 'b', 'c'].map((p, i) => {
    const sidebar = activateSidebarHtml(template, `/docs/${p}`, []);
    const before = `<a href="#top">top</a>${codeMarker(nonce, 'code', 'json', `{"page": ${i}}`)}<nav>`;
    // Every other page keeps its marker (the worker activates it), the others come activated, with their range.
    const html = `${before}${i % 2 ? sidebarMarker(nonce, 0, `/docs/${p}`, []) : sidebar}</nav><h1 id="top">P</h1><a href="/docs/${p}#top">self</a>`;
    const route: SinkRoute = { index: i, url: `/docs/${p}`, outputPath: `docs/${p}/index.html`, notFound: false, sidebar: i % 2 ? undefined : { template: 0, start: before.length, end: before.length + sidebar.length } };
    return { route, html };
  });
  for (const { route, html } of pages) {
    const { html: finished, links } = finisher.finish(route, html);
    assert.ok(links, `links read by the finisher for ${route.url}`);
    const whole = collectPageLinks(route.url, finished);
    assert.deepEqual(links.hrefs, whole.hrefs, route.url);
    assert.deepEqual([...links.ids].sort(), [...whole.ids].sort(), route.url);
    assert.match(finished, new RegExp(`href="/docs/${route.url.slice(-1)}" class="dg-sidebar__link dg-sidebar__link--active"`));
  }
});
