import type { ChangeLevel } from '../../src/node/diff/diffSpecs.js';
import type { ChangeEntry, WhatChangedPage } from '../../src/node/versions/whatChanged.js';
import { useSite, withBase } from '../SiteContext.js';

const sections: { level: ChangeLevel; title: string }[] = [
  { level: 'breaking', title: 'Breaking changes' },
  { level: 'addition', title: 'Additions' },
  { level: 'deprecation', title: 'Deprecations' },
  { level: 'change', title: 'Other changes' },
];

/** Backticked identifiers of a change's sentence as <code>. */
function Message({ text }: { text: string }) {
  return <>{text.split(/`([^`]*)`/).map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}</>;
}

function Change({ change, page }: { change: ChangeEntry; page: WhatChangedPage }) {
  // Plain links, not <Link>: each names its version on purpose and must not follow the reader's preferred one.
  const site = useSite();
  return (
    <li className="dg-change">
      <Message text={change.message} />
      {change.operation && !change.message.includes(change.operation) ? <> in <code>{change.operation}</code></> : null}
      {change.newerHref || change.olderHref ? (
        <span className="dg-change__links">
          {change.newerHref ? <a href={withBase(site, change.newerHref)}>{page.newer.label}</a> : null}
          {change.newerHref && change.olderHref ? ' · ' : null}
          {change.olderHref ? <a href={withBase(site, change.olderHref)}>{page.older.label}</a> : null}
        </span>
      ) : null}
    </li>
  );
}

/** What changed in the API from one docs version to the next: breaking changes first, then additions and deprecations. */
export function WhatChangedPageView({ page }: { page: WhatChangedPage }) {
  return (
    <article className="dg-article dg-what-changed">
      <h1>What changed in {page.newer.label}</h1>
      <p className="dg-lead">Changes of the API from {page.older.label} to {page.newer.label}, as a client written for {page.older.label} sees them.</p>
      {page.changes.length === 0 ? <p>The API did not change.</p> : null}
      {sections.map(({ level, title }) => {
        const list = page.changes.filter((c) => c.level === level);
        if (!list.length) return null;
        return (
          <section key={level}>
            <h2 id={level}>{title} ({list.length})</h2>
            <ul className="dg-changes">{list.map((c, i) => <Change key={i} change={c} page={page} />)}</ul>
          </section>
        );
      })}
    </article>
  );
}
