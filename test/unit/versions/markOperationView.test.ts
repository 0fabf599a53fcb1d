import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findField } from '../../../src/node/versions/markOperationView.js';
import type { SchemaRow } from '../../../src/node/openapi/buildSchemaView.js';

const row = (over: Partial<SchemaRow>, children: SchemaRow[] = []): SchemaRow => ({ id: over.name ?? over.label ?? 'root', type: 'object', required: false, deprecated: false, nullable: false, readOnly: false, writeOnly: false, children, open: true, ...over } as SchemaRow);

test('a dotted field path finds its row, through arrays shown either way', () => {
  const city = row({ name: 'city' });
  const id = row({ name: 'id' });
  const tag = row({ name: 'tag' });
  const root = row({}, [row({ name: 'user' }, [row({ name: 'address' }, [city])]), row({ name: 'pets', type: 'array' }, [id]), row({ name: 'tags', type: 'array' }, [row({ label: 'items' }, [tag])])]);
  assert.equal(findField(root, 'user.address.city'), city);
  assert.equal(findField(root, 'pets[].id'), id, "an array of plain objects lists the items' properties under it");
  assert.equal(findField(root, 'tags[].tag'), tag, "others have an 'items' row");
  assert.equal(findField(root, 'user.phone'), undefined);
  assert.equal(findField(root, ''), undefined);
});
