// "New in 3.0" / "Changed in 3.0" on an operation page of a docs version: its parameters and body properties that
// the version added or changed (whatChanged.ts found them). Works on the page's own view, built for this page only.
import type { OperationView } from '../openapi/createOperationView.js';
import type { SchemaRow } from '../openapi/buildSchemaView.js';
import { bodyMarkKey, type OperationMarks } from './whatChanged.js';

/** Sets `versionMark` on the rows of `view` that `marks` names (mutates the view). */
export function markOperationView(view: OperationView, marks: OperationMarks, label: string): void {
  const text = (mark: 'new' | 'changed') => `${mark === 'new' ? 'New' : 'Changed'} in ${label}`;
  for (const group of view.parameterGroups) {
    for (const { row } of group.params) {
      const mark = marks.get(row.id);
      if (mark) row.versionMark = text(mark);
    }
  }
  const bodies = [
    ...(view.requestBody?.content ?? []).map((media) => ({ where: 'request', media })),
    ...view.responses.flatMap((r) => r.content.map((media) => ({ where: r.response.status, media }))),
  ];
  for (const [key, mark] of marks) {
    if (!key.startsWith('body\0')) continue;
    for (const { where, media } of bodies) {
      const prefix = bodyMarkKey(where, media.contentType, '');
      if (!media.schema || !key.startsWith(prefix)) continue;
      const row = findField(media.schema, key.slice(prefix.length));
      if (row) row.versionMark = text(mark);
    }
  }
}

/**
 * The row of a dotted field path (`user.address.city`, `items[].id`) under a body's root row, or undefined when the
 * page does not show it there (a schema shown once elsewhere on the page and linked, a level past the depth shown).
 */
export function findField(root: SchemaRow, path: string): SchemaRow | undefined {
  let row: SchemaRow | undefined = root;
  for (const token of path.match(/[^.[\]]+|\[\]/g) ?? []) {
    if (!row) return undefined;
    if (token === '[]') {
      // Arrays of plain objects list their items' properties under the array row; others have an 'items' row.
      row = row.children.find((c) => c.label === 'items') ?? row;
      continue;
    }
    row = row.children.find((c) => c.name === token);
  }
  return row === root ? undefined : row;
}
