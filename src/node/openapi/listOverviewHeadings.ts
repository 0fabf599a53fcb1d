// The h2/h3 headings of the API overview page, shared by the route (TOC) and the template.
import type { Heading } from '../../shared/types.js';
import { renderDescription, type DescriptionOptions } from './renderDescription.js';
import type { LoadedApi } from './types.js';

export const OVERVIEW_IDS = {
  authentication: 'authentication',
  servers: 'servers',
  about: 'contact-and-licence',
  download: 'openapi-spec',
} as const;

/** Options for rendering info.description on the overview: headings from h2, with ids that avoid ours. */
export function overviewDescriptionOptions(api: LoadedApi): DescriptionOptions {
  return {
    headingBase: 2,
    headingIds: true,
    linkBase: api.linkBase,
    // The ids of the sections the page will have: description headings avoid them, its links may target them.
    reservedIds: listOverviewSectionIds(api),
  };
}

/** Returns the ids of the overview's own sections that exist for this API. */
function listOverviewSectionIds(api: LoadedApi): string[] {
  const ids: string[] = [];
  if (api.securitySchemes.length) ids.push(OVERVIEW_IDS.authentication, ...api.securitySchemes.map((s) => s.anchor));
  ids.push(OVERVIEW_IDS.servers);
  if (hasAboutSection(api)) ids.push(OVERVIEW_IDS.about);
  ids.push(OVERVIEW_IDS.download);
  return ids;
}

/** Returns whether the overview shows a contact/licence section. */
export function hasAboutSection(api: LoadedApi): boolean {
  return Boolean(api.contact?.name || api.contact?.url || api.contact?.email || api.license?.name || api.termsOfService || api.externalDocs);
}

/** Returns the headings of the overview page in order. Pure apart from the description memo. */
export function listOverviewHeadings(api: LoadedApi): Heading[] {
  const headings: Heading[] = [];
  if (api.description) headings.push(...renderDescription(api.description, overviewDescriptionOptions(api)).headings);
  if (api.securitySchemes.length) {
    headings.push({ depth: 2, id: OVERVIEW_IDS.authentication, text: 'Authentication' });
    for (const s of api.securitySchemes) headings.push({ depth: 3, id: s.anchor, text: s.key });
  }
  headings.push({ depth: 2, id: OVERVIEW_IDS.servers, text: 'Servers' });
  if (hasAboutSection(api)) headings.push({ depth: 2, id: OVERVIEW_IDS.about, text: 'Contact and licence' });
  headings.push({ depth: 2, id: OVERVIEW_IDS.download, text: 'OpenAPI spec' });
  return headings;
}
