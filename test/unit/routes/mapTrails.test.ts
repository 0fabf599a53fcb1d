import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findTrail, flattenSidebar, mapTrails } from '../../../src/node/routes/buildSidebars.js';
import type { SidebarItem } from '../../../src/shared/types.js';

const link = (href: string): SidebarItem => ({ type: 'link', label: href, href });

test('mapTrails gives every link the trail findTrail finds, first occurrence winning', () => {
  const items: SidebarItem[] = [
    link('/docs/intro'),
    { type: 'category', label: 'Basics', href: '/docs/category/basics', collapsed: false, items: [
      link('/docs/basics/a'),
      { type: 'category', label: 'Deeper', collapsed: true, items: [link('/docs/basics/deep'), link('/docs/intro')] },
    ] },
    { type: 'category', label: 'API', collapsed: true, items: [link('/docs/api/x'), link('/docs/basics/deep')] },
  ];
  const trails = mapTrails(items);
  const hrefs = new Set(flattenSidebar(items).map((l) => l.href));
  assert.equal(trails.size, hrefs.size);
  for (const href of hrefs) assert.deepEqual(trails.get(href), findTrail(items, href), href);
  assert.deepEqual(trails.get('/docs/basics/deep'), [{ label: 'Basics', href: '/docs/category/basics' }, { label: 'Deeper', href: undefined }]);
  assert.deepEqual(trails.get('/docs/intro'), []);
});
