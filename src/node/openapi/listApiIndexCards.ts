// The cards of the API index page (/docs/category/api), shared by the route (its TOC) and the template.
import type { Heading } from '../../shared/types.js';
import { operationUrl, overviewUrl } from './apiUrls.js';
import { descriptionToText } from './renderDescription.js';
import type { LoadedApi } from './types.js';

export interface ApiIndexCard {
  id: string;
  title: string;
  href: string;
  description?: string;
  count?: number;
}

/** Returns the overview card, one card per tag, and one for untagged operations if any. Pure. */
export function listApiIndexCards(api: LoadedApi): ApiIndexCard[] {
  const byId = new Map(api.operations.map((op) => [op.id, op]));
  const cards: ApiIndexCard[] = [
    { id: 'introduction', title: 'Introduction', href: overviewUrl(api), description: api.description ? descriptionToText(api.description, 160) : `About the ${api.title}: authentication, servers, the spec file.` },
  ];
  for (const tag of api.tags) {
    const first = byId.get(tag.operationIds[0]);
    if (!first) continue;
    cards.push({
      id: tag.anchor,
      title: tag.name,
      href: operationUrl(api, first),
      description: tag.description ? descriptionToText(tag.description, 160) : undefined,
      count: tag.operationIds.length,
    });
  }
  const untagged = api.operations.filter((op) => op.tags.length === 0);
  if (untagged.length) cards.push({ id: 'untagged-operations', title: 'Other operations', href: operationUrl(api, untagged[0]), count: untagged.length });
  return cards;
}

/** Returns the index page's headings (its card titles). */
export function listApiIndexHeadings(api: LoadedApi): Heading[] {
  return listApiIndexCards(api).map((card) => ({ depth: 2, id: card.id, text: card.title }));
}
