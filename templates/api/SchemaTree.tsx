/** @jsxRuntime automatic @jsxImportSource react */
// A schema as nested lists of properties. Rows with nested content are <details> (deep levels start closed),
// so the whole tree is in the HTML and usable without JavaScript.
import type { ReactElement } from 'react';
import type { SchemaRow } from '../../src/node/openapi/buildSchemaView.js';
import { shownSchemaName } from '../../src/node/openapi/schemaRow.js';
import { CodeList } from './CodeList.js';
import { Description } from './Description.js';
import { Link } from '../parts/Link.js';
import { isExternal } from '../SiteContext.js';

/** The properties (and alternatives) under a schema's root row. */
export function SchemaTree(props: { root: SchemaRow }) {
  const { root } = props;
  return (
    <div className="dg-schema" id={root.id}>
      <p className="dg-schema__root">
        <SchemaType row={root} />
        <Flags row={root} />
      </p>
      <Description html={root.descriptionHtml} className="dg-schema__description" />
      <Facts row={root} />
      <RowBody row={root} />
    </div>
  );
}

/** A list of rows: properties of an object, parameters of a location, headers of a response. */
export function SchemaRows(props: { rows: SchemaRow[]; className?: string }) {
  if (props.rows.length === 0) return null;
  return (
    <ul className={`dg-schema__list${props.className ? ' ' + props.className : ''}`}>
      {props.rows.map((row) => (
        <SchemaRowItem key={row.id} row={row} />
      ))}
    </ul>
  );
}

/** One property: name, type, flags, then description, facts and nested content. */
export function SchemaRowItem(props: { row: SchemaRow }) {
  const { row } = props;
  const nested = row.children.length > 0 || row.groups !== undefined || row.itemsClosed === true;
  const head = (
    <>
      {row.name !== undefined ? <code className="dg-schema__name">{row.name}</code> : <span className="dg-schema__label">{row.label}</span>}{' '}
      <SchemaType row={row} />
      <Flags row={row} />
    </>
  );
  const details = (
    <>
      <Description html={row.descriptionHtml} className="dg-schema__description" />
      <Facts row={row} />
    </>
  );
  if (!nested) {
    return (
      <li className="dg-schema__row" id={row.id}>
        <div className="dg-schema__head">{head}</div>
        {details}
      </li>
    );
  }
  return (
    <li className="dg-schema__row dg-schema__row--nested" id={row.id}>
      <details className="dg-schema__details" open={row.open}>
        <summary className="dg-schema__head">{head}</summary>
        {details}
        <RowBody row={row} />
      </details>
    </li>
  );
}

function RowBody(props: { row: SchemaRow }) {
  const { row } = props;
  return (
    <>
      <SchemaRows rows={row.children} />
      {row.groups?.map((group, i) => (
        <div key={i} className="dg-schema__alternatives">
          <p className="dg-schema__alternatives-title">
            {group.label ? `${group.label}: ${group.kind === 'oneOf' ? 'exactly one of' : 'any of'}` : group.kind === 'oneOf' ? 'Exactly one of:' : 'Any of:'}
          </p>
          <SchemaRows rows={group.options} className="dg-schema__list--alternatives" />
        </div>
      ))}
      {row.discriminator && (
        <p className="dg-schema__discriminator">
          Discriminator: <code>{row.discriminator.propertyName}</code>
          {row.discriminator.mapping.length > 0 ? ':' : null}
          {row.discriminator.mapping.map((m, i) => (
            <span key={m.value} className="dg-schema__mapping">
              {i > 0 ? ', ' : ' '}
              <code>{m.value}</code> → {m.href ? <Link href={m.href}>{m.schemaName}</Link> : m.schemaName}
            </span>
          ))}
        </p>
      )}
      {row.additional === 'closed' && <p className="dg-schema__note">No other properties allowed.</p>}
      {row.itemsClosed && <p className="dg-schema__note">No other items allowed.</p>}
    </>
  );
}

function SchemaType(props: { row: SchemaRow }) {
  const { row } = props;
  const name = shownSchemaName(row);
  return (
    <span className="dg-schema__type">
      {row.type}
      {name ? <span className="dg-schema__ref">{` (${name})`}</span> : null}
    </span>
  );
}

function Flags(props: { row: SchemaRow }) {
  const { row } = props;
  return (
    <>
      {row.discriminatorValues?.map((v) => <span key={v} className="dg-flag dg-flag--value">{v}</span>)}
      {row.required && <span className="dg-flag dg-flag--required">required</span>}
      {row.nullable && <span className="dg-flag">nullable</span>}
      {row.readOnly && <span className="dg-flag">read-only</span>}
      {row.writeOnly && <span className="dg-flag">write-only</span>}
      {row.deprecated && <span className="dg-flag dg-flag--deprecated">deprecated</span>}
      {row.versionMark && <span className="dg-flag dg-flag--version">{row.versionMark}</span>}
    </>
  );
}


function Facts(props: { row: SchemaRow }) {
  const { row } = props;
  const items: ReactElement[] = [];
  // Values with their own descriptions are listed in the table below instead.
  const described = new Set(row.enumDescriptions?.map((d) => d.value));
  const plainValues = row.enumValues?.filter((v) => !described.has(v));
  if (plainValues?.length) items.push(<li key="enum">{described.size ? 'Other possible values: ' : 'Possible values: '}<CodeList values={plainValues} /></li>);
  if (row.sentAs !== undefined) items.push(<li key="sent-as">Sent as <code>{row.sentAs}</code>: the whole value written as one text</li>);
  if (row.deepObjectKey !== undefined) items.push(<li key="style">Style: deepObject, each property sent as its own query parameter (<code>{row.deepObjectKey}</code>)</li>);
  if (row.defaultValue !== undefined) items.push(<li key="default">Default: <code>{row.defaultValue}</code></li>);
  if (row.example !== undefined) items.push(<li key="example">Example: <code>{row.example}</code></li>);
  if (row.constraints.length) items.push(<li key="constraints">Constraints: <CodeList values={row.constraints} /></li>);
  if (row.not !== undefined) items.push(<li key="not">Must not be: <code>{row.not}</code></li>);
  if (row.conditional) {
    const c = row.conditional;
    items.push(
      <li key="if">
        If <code>{c.if}</code>
        {c.then !== undefined ? <>, then <code>{c.then}</code></> : null}
        {c.else !== undefined ? <>, otherwise <code>{c.else}</code></> : null}
      </li>,
    );
  }
  if (row.link) {
    const text = row.link.reason === 'cycle' ? 'Circular reference: ' : row.link.reason === 'repeat' ? 'Shown above: ' : 'Properties: ';
    items.push(
      <li key="link" className="dg-schema__see">
        {text}
        <Link href={row.link.href}>{row.link.reason === 'page' ? `${row.link.label} →` : row.link.label}</Link>
      </li>,
    );
  }
  if (row.externalRef) {
    items.push(
      <li key="ref" className="dg-schema__see">
        Defined outside this document: {isExternal(row.externalRef) ? <Link href={row.externalRef}>{row.externalRef}</Link> : <code>{row.externalRef}</code>}
      </li>,
    );
  }
  const table = row.enumDescriptions?.length ? (
    <table className="dg-schema__enum-table">
      <thead>
        <tr>
          <th scope="col">Value</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {row.enumDescriptions.map((d) => (
          <tr key={d.value}>
            <td><code>{d.value}</code></td>
            <td>{d.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ) : null;
  if (items.length === 0) return table;
  return (
    <>
      <ul className="dg-schema__facts">{items}</ul>
      {table}
    </>
  );
}
