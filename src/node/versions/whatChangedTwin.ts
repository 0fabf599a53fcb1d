// The Markdown twin of a 'What changed' page: the same lists, each change linked to the twins of its operation in
// both versions. Pure.
import type { TwinLinker } from '../output/twins/twinText.js';
import type { WhatChangedPage } from './whatChanged.js';

const sections = [['breaking', 'Breaking changes'], ['addition', 'Additions'], ['deprecation', 'Deprecations'], ['change', 'Other changes']] as const;

/** The body of the twin (after its front matter). */
export function whatChangedTwinBody(page: WhatChangedPage, link: TwinLinker): string {
  const out = [`# What changed in ${page.newer.label}`, '', `Changes of the API from ${page.older.label} to ${page.newer.label}, as a client written for ${page.older.label} sees them.`, ''];
  if (!page.changes.length) out.push('The API did not change.', '');
  for (const [level, title] of sections) {
    const list = page.changes.filter((c) => c.level === level);
    if (!list.length) continue;
    out.push(`## ${title} (${list.length})`, '');
    for (const c of list) {
      const links = [c.newerHref && `[${page.newer.label}](${link.twin(c.newerHref)})`, c.olderHref && `[${page.older.label}](${link.twin(c.olderHref)})`].filter(Boolean);
      const where = c.operation && !c.message.includes(c.operation) ? ` in \`${c.operation}\`` : '';
      out.push(`- ${c.message}${where}${links.length ? ` (${links.join(', ')})` : ''}`);
    }
    out.push('');
  }
  return out.join('\n');
}
