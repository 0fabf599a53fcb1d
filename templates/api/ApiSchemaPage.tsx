/** @jsxRuntime automatic @jsxImportSource react */
// The page of one named schema: its whole tree, then the operations and schemas that use it.
import type { SchemaPageView } from '../../src/node/openapi/createSchemaPageView.js';
import { SCHEMA_PAGE_IDS } from '../../src/node/openapi/createSchemaPageView.js';
import { Link } from '../parts/Link.js';
import { MethodBadge } from './MethodBadge.js';
import { SchemaTree } from './SchemaTree.js';

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
        {operations.length > 0 && (
          <ul className="dg-api-used-by">
            {operations.map((op) => (
              <li key={op.href}>
                <Link href={op.href}>
                  <MethodBadge method={op.method} /> {op.label}
                </Link>
                {op.label !== `${op.method.toUpperCase()} ${op.path}` ? <> <code className="dg-api-used-by__path">{op.path}</code></> : null}
              </li>
            ))}
          </ul>
        )}
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
