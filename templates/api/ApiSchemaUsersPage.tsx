/** @jsxRuntime automatic @jsxImportSource react */
// One of the pages that list the operations using a schema, when the schema's own page cannot hold them all: the
// operations by tag, with a link back to the schema.
import type { NamedSchema } from '../../src/node/openapi/createSchemaCatalog.js';
import { partGroupId, partGroupTitle, usedByPartTitle, type UsedByPart } from '../../src/node/openapi/groupSchemaUsers.js';
import { Link } from '../parts/Link.js';
import { LeanUsedByOperations } from './UsedByList.js';

/** A page of a schema's users: its groups (tags), each with its operations. */
export function ApiSchemaUsersPage(props: { named: NamedSchema; part: UsedByPart }) {
  const { named, part } = props;
  return (
    <div className="dg-api dg-api-schema-users">
      <h1>{usedByPartTitle(named.name, part)}</h1>
      <p>
        The operations whose parameters, bodies or responses use the <Link href={named.url}>{named.name}</Link> schema, by tag.
        {part.previous ? <>{' '}<Link href={part.previous}>Previous page</Link>.</> : null}
        {part.next ? <>{' '}<Link href={part.next}>Next page</Link>.</> : null}
      </p>
      {part.groups.map((g) => (
        <section key={partGroupId(g)} className="dg-api-section">
          <h2 id={partGroupId(g)}>{partGroupTitle(g)}</h2>
          <LeanUsedByOperations operations={g.operations} />
        </section>
      ))}
    </div>
  );
}
