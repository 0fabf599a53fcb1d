// "New in 3.0" / "Changed in 3.0" on the schema pages of a docs version: the properties of each named schema that
// the version added or changed, against the schema of the same name in the version before it. Pure.
import { schemaFields, type SchemaField } from '../diff/schemaFields.js';
import { getSchemaCatalog } from '../openapi/createSchemaCatalog.js';
import type { LoadedApi } from '../openapi/types.js';
import type { SchemaRow } from '../openapi/buildSchemaView.js';
import { findField } from './markOperationView.js';

/** Dotted property path → mark, by schema page slug. */
export type SchemaMarks = Map<string, Map<string, 'new' | 'changed'>>;

/** A schema page shows both views (readOnly and writeOnly properties, flagged): its fields are those of either. */
function allFields(schema: unknown): Map<string, SchemaField> {
  return new Map([...schemaFields(schema, 'request'), ...schemaFields(schema, 'response')]);
}

const same = (a: SchemaField, b: SchemaField) =>
  a.required === b.required && a.deprecated === b.deprecated && a.types.join() === b.types.join() && (a.enumValues ?? []).join() === (b.enumValues ?? []).join();

/** The properties of `newer`'s named schemas that are new or changed against `older`'s schemas of the same name. */
export function markSchemas(newer: LoadedApi, older: LoadedApi): SchemaMarks {
  const before = new Map(getSchemaCatalog(older).schemas.map((s) => [s.name, s.schema]));
  const marks: SchemaMarks = new Map();
  for (const named of getSchemaCatalog(newer).schemas) {
    const was = before.get(named.name);
    if (was === undefined) continue; // a new schema: its page is new as a whole
    const old = allFields(was);
    const page = new Map<string, 'new' | 'changed'>();
    for (const [path, field] of allFields(named.schema)) {
      const previous = old.get(path);
      if (!previous) page.set(path, 'new');
      else if (!same(previous, field)) page.set(path, 'changed');
    }
    if (page.size) marks.set(named.slug, page);
  }
  return marks;
}

/** Sets `versionMark` on the rows of a schema page's tree that `marks` names (mutates the page's own view). */
export function markSchemaView(root: SchemaRow, marks: Map<string, 'new' | 'changed'>, label: string): void {
  for (const [path, mark] of marks) {
    const row = findField(root, path);
    if (row) row.versionMark = `${mark === 'new' ? 'New' : 'Changed'} in ${label}`;
  }
}
