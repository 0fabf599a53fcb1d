// Page ids for operations and the overview, compatible with what the site we replace produced
// (lodash-style kebab case: 'getShowsDisplay' and 'get_shows_display' both give 'get-shows-display').

/** Returns the kebab-case form of a string: words split at case changes and non-alphanumerics, lower-cased. Pure. */
export function kebabCase(text: string): string {
  return text
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2') // fooBar -> foo Bar
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2') // HTMLParser -> HTML Parser
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join('-')
    .toLowerCase();
}

/**
 * Returns the overview page id for the spec's title: lower-cased first, then hyphenated ('BetaSeries API' ->
 * 'betaseries-api', the URL the site has always had), unlike operation ids, which split camelCase words.
 */
export function createOverviewPageId(title: string): string {
  return kebabCase(title.toLowerCase()) || 'api';
}

/** Returns the page id of an operation: kebab(operationId), else kebab(method + path) ('get /pets/{id}' -> 'get-pets-id'). */
export function createOperationPageId(method: string, path: string, operationId?: string): string {
  const fromId = operationId ? kebabCase(operationId) : '';
  return fromId || kebabCase(`${method} ${path}`) || method.toLowerCase();
}

const slugs = new Map<string, string>();

/** Returns an anchor-safe slug (lower case, letters, digits and '-'), never empty. Memoised: property names repeat. */
export function slugifyAnchor(text: string): string {
  let slug = slugs.get(text);
  if (slug === undefined) {
    slug = kebabCase(text) || 'x';
    slugs.set(text, slug);
  }
  return slug;
}

/**
 * Returns the anchor slugs of sibling names (one object's properties, one location's parameters, one response's
 * headers), in their order: each name's slugifyAnchor, except where several names give the same slug (`createdAt`,
 * `created_at`): those are numbered `-2`, `-3`… in the order the names sort in (JavaScript's string order), not the
 * spec's, so that reordering the siblings keeps each one's anchor. `reserved`: slugs already taken beside them. Pure.
 */
export function siblingSlugs(names: readonly string[], reserved: ReadonlySet<string> = new Set()): string[] {
  const slugs = names.map(slugifyAnchor);
  const seen = new Set<string>();
  let collides = false;
  for (const slug of slugs) {
    if (seen.has(slug) || reserved.has(slug)) collides = true;
    seen.add(slug);
  }
  if (!collides) return slugs;
  const bySlug = new Map<string, string[]>();
  for (const [i, name] of names.entries()) {
    const same = bySlug.get(slugs[i]);
    if (same) same.push(name);
    else bySlug.set(slugs[i], [name]);
  }
  for (const same of bySlug.values()) same.sort();
  // A reserved slug (the id of a heading beside the siblings) is taken: its names start at -2.
  return names.map((name, i) => {
    const rank = bySlug.get(slugs[i])!.indexOf(name) + (reserved.has(slugs[i]) ? 1 : 0);
    return rank === 0 ? slugs[i] : `${slugs[i]}-${rank + 1}`;
  });
}
