// One row of a schema as a page shows it (made by buildSchemaView, drawn by templates/api/SchemaTree and listed by
// the Markdown twins' schemaList): plain data.

export interface SchemaRow {
  id: string;
  /** 'New in 2.0' / 'Changed in 2.0': what the page's docs version did to this parameter or property (docs versions only). */
  versionMark?: string;
  /** Property name; undefined for roots, items, alternatives and "any other key" rows. */
  name?: string;
  /** Label of an alternative ('1. Cat'), of items ('items', 'item 1') or of other keys ('any other key'). */
  label?: string;
  type: string;
  schemaName?: string;
  /** The `title` of an unnamed schema (a property's or an option's own): shown beside its type, as a name is. */
  title?: string;
  required: boolean;
  deprecated: boolean;
  nullable: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  description?: string;
  /** The description as HTML, added before the page is drawn (render/describeApiViews.ts). */
  descriptionHtml?: string;
  constraints: string[];
  enumValues?: string[];
  /** x-enumDescriptions / x-enum-descriptions, value by value. */
  enumDescriptions?: { value: string; description: string }[];
  defaultValue?: string;
  example?: string;
  /** A deepObject query parameter: how its first property is sent (`created[gt]`), each property a parameter of its own. */
  deepObjectKey?: string;
  /** A parameter defined by a media type: its value is sent as that text (`application/json`), not by a style. */
  sentAs?: string;
  /** `not`, as text. */
  not?: string;
  /** if/then/else, as text. */
  conditional?: { if: string; then?: string; else?: string };
  /** Properties (objects), or the properties of the items (arrays of objects), or items rows. */
  children: SchemaRow[];
  /** Every oneOf/anyOf group (an allOf may hold several); `label` names a group when there are more than one. */
  groups?: { kind: 'oneOf' | 'anyOf'; label?: string; options: SchemaRow[] }[];
  discriminator?: { propertyName: string; mapping: { value: string; schemaName: string; href?: string }[] };
  /** On an alternative: the discriminator values that select it. */
  discriminatorValues?: string[];
  /** 'closed' when the object forbids other keys (additionalProperties: false). */
  additional?: 'closed';
  /** A tuple that allows no items past its positions (`items: false`; `additionalItems: false` in older drafts). */
  itemsClosed?: boolean;
  /** Where this schema is shown: above on the page ('repeat', 'cycle') or on its own page ('page'). */
  link?: { href: string; reason: 'cycle' | 'repeat' | 'page'; label: string };
  /** A `$ref` nothing resolves (outside the document). */
  externalRef?: string;
  /** Whether the row's details start open. */
  open: boolean;
}

/**
 * The schema's name (or an unnamed schema's title) as a row shows it beside its type, once: undefined when the type
 * ('Pet[]') or the alternative's label ('1. Cat') already says it. The page and its Markdown twin both ask here.
 */
export function shownSchemaName(row: SchemaRow): string | undefined {
  const name = row.schemaName ?? row.title;
  return name && !row.type.includes(name) && !row.label?.includes(name) ? name : undefined;
}
