/** @jsxRuntime automatic @jsxImportSource react */
// The page of one named schema: its whole tree, then the operations and schemas that use it (a long list grouped by
// tag, or linking to the pages that list it: groupSchemaUsers.ts).
import type { SchemaPageView } from '../../src/node/openapi/createSchemaPageView.js';
import { SCHEMA_PAGE_IDS } from '../../src/node/openapi/createSchemaPageView.js';
import { Link } from '../parts/Link.js';
import { SchemaTree } from './SchemaTree.js';
import { UsedByGroups, UsedByOperations, UsedByTagLinks } from './UsedByList.js';
import { count } from '../../src/node/output/twins/twinText.js';
import { usedByPagesNote } from '../../src/node/openapi/groupSchemaUsers.js';


/** A schema page: name, full property tree, "Used by". */
export function ApiSchemaPage(props: { view: SchemaPageView }) {
  const { view } = props;
  const { operations, schemas } = view.usedBy;
  return (
    <div className="dg-api dg-api-schema">
      <h1>{view.name}</h1>
      <section className="dg-api-section">
        <h2 id={SCHEMA_PAGE_IDS.schema}>Schema</h2>
        <SchemaTree root={view.root} />
      </section>
      <section className="dg-api-section">
        <h2 id={SCHEMA_PAGE_IDS.usedBy}>Used by</h2>
        {operations.length === 0 && schemas.length === 0 ? <p>No operation or other schema refers to this schema directly.</p> : null}
        {view.usedBy.layout === 'list' && operations.length > 0 ? <UsedByOperations operations={operations} /> : null}
        {view.usedBy.layout === 'groups' ? (
          <>
            <p>{`${count(operations.length)} operations, by tag: open a tag to list its operations.`}</p>
            <UsedByGroups groups={view.usedBy.groups} />
          </>
        ) : null}
        {view.usedBy.layout === 'pages' ? (
          <>
            <p>{usedByPagesNote(count(operations.length), view.usedBy.parts)}</p>
            <UsedByTagLinks groups={view.usedBy.groups} />
          </>
        ) : null}
        {schemas.length > 0 && (
          <>
            <p className="dg-api-subtitle">Schemas</p>
            <ul className="dg-api-used-by">
              {schemas.map((s) => (
                <li key={s.href}>
                  <Link href={s.href}>{s.name}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
