/** @jsxRuntime automatic @jsxImportSource react */
// The lists of a "Used by" section: the full entries of a short list, the lean ones of a long list (a link and, when
// the operation has a summary, its request line; no badge), and the groups of a long list by tag.
import type { UsedByGroup, UsedByOperation } from '../../src/node/openapi/groupSchemaUsers.js';
import { Link } from '../parts/Link.js';
import { MethodBadge } from './MethodBadge.js';
import { count } from '../../src/node/output/twins/twinText.js';

/** A short list: badge, label and, when the label is not the request line, the path. */
export function UsedByOperations(props: { operations: UsedByOperation[] }) {
  return (
    <ul className="dg-api-used-by">
      {props.operations.map((op) => (
        <li key={op.href}>
          <Link href={op.href}>
            <MethodBadge method={op.method} /> {op.label}
          </Link>
          {op.label !== op.requestLine ? <> <code className="dg-api-used-by__path">{op.path}</code></> : null}
        </li>
      ))}
    </ul>
  );
}

/** A long list's entries: thousands of them on one page, so each is a link and a line of text. */
export function LeanUsedByOperations(props: { operations: UsedByOperation[] }) {
  return (
    <ul className="dg-api-used-by dg-api-used-by--lean">
      {props.operations.map((op) => (
        <li key={op.href}>
          <Link href={op.href}>{op.label}</Link>
          {op.label !== op.requestLine ? ` ${op.requestLine}` : null}
        </li>
      ))}
    </ul>
  );
}

/** Groups by tag, each closed: its title and count, its entries once opened. */
export function UsedByGroups(props: { groups: UsedByGroup[] }) {
  return (
    <>
      {props.groups.map((g) => (
        <details key={g.id} className="dg-api-used-by__group">
          <summary>
            {`${g.title} `}<span className="dg-api-used-by__count">{`(${count(g.operations.length)})`}</span>
          </summary>
          <LeanUsedByOperations operations={g.operations} />
        </details>
      ))}
    </>
  );
}

/** Tags with counts, each linking to its list on the pages of users (a tag longer than a page: to each part). */
export function UsedByTagLinks(props: { groups: UsedByGroup[] }) {
  return (
    <ul className="dg-api-used-by dg-api-used-by--tags">
      {props.groups.map((g) => {
        const [first, ...more] = g.hrefs ?? [];
        return (
          <li key={g.id}>
            <Link href={first}>{g.title}</Link>
            {` (${count(g.operations.length)})`}
            {more.map((href, i) => (
              <span key={href}>
                {i === 0 ? ', continued: ' : ', '}
                <Link href={href}>{`part ${i + 2}`}</Link>
              </span>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
