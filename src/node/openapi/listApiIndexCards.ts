// The cards of the API index page (/docs/category/api), shared by the route (its TOC) and the template.
import type { Heading } from '../../shared/types.js';
import { operationUrl, overviewUrl, tagLabel, tagTree } from './apiUrls.js';
import { descriptionToText } from './renderDescription.js';
import type { LoadedApi } from './types.js';

export interface ApiIndexCard {
  id: string;
  title: string;
  href: string;
  description?: string;
  count?: number;
  /** How deep the tag nests under parent tags (OpenAPI 3.2), and its `kind`, shown as a badge. */
  depth?: number;
  kind?: string;
}

/** Returns the overview card, one card per tag, and one for untagged operations if any. Pure. */
export function listApiIndexCards(api: LoadedApi): ApiIndexCard[] {
  const byId = new Map(api.operations.map((op) => [op.id, op]));
  const cards: ApiIndexCard[] = [
    { id: 'introduction', title: 'Introduction', href: overviewUrl(api), description: api.description ? descriptionToText(api.description, 160) : `About the ${api.title}: authentication, servers, the spec file.` },
  ];
  const tree = tagTree(api);
  // A parent tag without operations of its own links to its first descendant's first operation.
  const firstOf = (name: string): string | undefined => {
    const node = tree.find((n) => n.tag.name === name);
    return node?.tag.operationIds[0] ?? node?.children.map((c) => firstOf(c.name)).find(Boolean);
  };
  for (const { tag, depth } of tree) {
    const first = byId.get(firstOf(tag.name) ?? '');
    if (!first) continue;
    cards.push({
      id: tag.anchor,
      title: tagLabel(tag),
      href: operationUrl(api, first),
      description: tag.description ? descriptionToText(tag.description, 160) : undefined,
      count: tag.operationIds.length,
      depth,
      kind: tag.kind,
    });
  }
  const untagged = api.operations.filter((op) => op.tags.length === 0 && op.kind !== 'webhook');
  if (untagged.length) cards.push({ id: 'untagged-operations', title: 'Other operations', href: operationUrl(api, untagged[0]), count: untagged.length });
  const webhooks = api.operations.filter((op) => op.tags.length === 0 && op.kind === 'webhook');
  if (webhooks.length) cards.push({ id: 'webhooks', title: 'Webhooks', href: operationUrl(api, webhooks[0]), count: webhooks.length });
  return cards;
}

/** Returns the index page's headings (its card titles). */
export function listApiIndexHeadings(api: LoadedApi): Heading[] {
  return listApiIndexCards(api).map((card) => ({ depth: 2, id: card.id, text: card.title }));
}
