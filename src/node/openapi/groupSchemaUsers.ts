// The operations that use a schema, as its page shows them: a short list as it is; a longer one grouped by tag; one
// too long for the page (an Error schema that every operation of a large API returns) split over pages of its own,
// grouped by tag, which the schema page lists with their counts, so that each user is one click away. Pure.
import type { Heading } from '../../shared/types.js';
import { getSchemaCatalog, type NamedSchema } from './createSchemaCatalog.js';
import { operationLabel, operationUrl, tagLabel } from './apiUrls.js';
import { slugifyAnchor } from './kebabCase.js';
import type { ApiOperation, LoadedApi } from './types.js';

/** `requestLine`: 'GET /shows/display', shown beside a label that is not already it. */
export interface UsedByOperation { label: string; method: string; path: string; requestLine: string; href: string }

/** The users of a schema that share a tag (the first of each operation's tags). */
export interface UsedByGroup {
  /** The id of the group's heading: the tag's anchor, or `untagged-operations` / `webhooks`. */
  id: string;
  title: string;
  operations: UsedByOperation[];
  /**
   * On a schema page whose users are on pages of their own: where this group's list is, one link per page it takes
   * (more than one only for a group longer than a page).
   */
  hrefs?: string[];
}

/** One of the pages that list a schema's users: whole groups, or the part of a group that fits. */
export interface UsedByPart {
  url: string;
  number: number;
  of: number;
  /** The pages before and after this one, when there are. */
  previous?: string;
  next?: string;
  /** `continued`: the group started on the page before (its heading there has the group's id). */
  groups: (UsedByGroup & { continued: boolean })[];
}

/** Up to this many operations, the list is shown as it always was. */
export const SHORT_USED_BY = 50;
/** Up to this many, the page lists them all, grouped by tag, each group closed. */
export const INLINE_USED_BY = 1000;
/**
 * What one page of users holds, in characters of its entries (label, path, link, and room for the twin's markup and
 * the site's URL): its Markdown twin then stays under what an assistant reads of one page (50,000 characters).
 */
export const PART_CHARS = 40_000;
const entryChars = (op: UsedByOperation) => op.label.length + op.path.length + op.href.length + 60;
const groupChars = (ops: UsedByOperation[]) => ops.reduce((n, op) => n + entryChars(op), 0);

/** The entry of one operation in a "Used by" list. */
export function usedByOperation(api: LoadedApi, op: ApiOperation): UsedByOperation {
  return { label: operationLabel(op), method: op.method, path: op.path, requestLine: `${op.method.toUpperCase()} ${op.path}`, href: operationUrl(api, op) };
}

/** Groups `operations` by their first tag, in the spec's order of tags; untagged operations, then webhooks, last. */
export function groupUsersByTag(api: LoadedApi, operations: ApiOperation[]): UsedByGroup[] {
  const byTag = new Map<string, ApiOperation[]>();
  for (const op of operations) {
    const key = op.tags[0] ?? (op.kind === 'webhook' ? '\0webhooks' : '\0untagged');
    const list = byTag.get(key);
    if (list) list.push(op);
    else byTag.set(key, [op]);
  }
  const groups: UsedByGroup[] = [];
  const add = (key: string, id: string, title: string) => {
    const ops = byTag.get(key);
    if (ops) groups.push({ id, title, operations: ops.map((op) => usedByOperation(api, op)) });
    byTag.delete(key);
  };
  for (const tag of api.tags) add(tag.name, tag.anchor, tagLabel(tag));
  // api.tags holds every tag an operation names (createApiTags adds the undeclared ones): this is a safety net.
  for (const key of [...byTag.keys()]) if (!key.startsWith('\0')) add(key, `tag-${slugifyAnchor(key)}`, key);
  add('\0untagged', 'untagged-operations', 'Other operations');
  add('\0webhooks', 'webhooks', 'Webhooks');
  return groups;
}

/** The URL of the `number`th page (from 1) of a schema's users. */
function usedByPartUrl(named: NamedSchema, number: number): string {
  return `${named.url}/used-by/${number}`;
}

/**
 * Splits the groups over pages of at most PART_CHARS, in order. A group that does not fit what is left of a page
 * starts the next one, so that the link to it leads to all of it; only a group longer than a page is cut (it fills
 * what is left of the page first), and links to each of its pages. Sets each group's `hrefs`.
 */
export function splitUsedBy(named: NamedSchema, groups: UsedByGroup[]): UsedByPart[] {
  const pages: UsedByPart['groups'][] = [[]];
  let room = PART_CHARS;
  const newPage = () => { pages.push([]); room = PART_CHARS; };
  for (const group of groups) {
    const size = groupChars(group.operations);
    if (size <= PART_CHARS && size > room) newPage();
    group.hrefs = [];
    for (let done = 0; done < group.operations.length; ) {
      let end = done;
      while (end < group.operations.length && entryChars(group.operations[end]) <= room) room -= entryChars(group.operations[end++]);
      if (end === done) {
        // Not one more entry fits: the next page (which takes at least one, however long).
        if (pages[pages.length - 1].length) { newPage(); continue; }
        room -= entryChars(group.operations[end++]);
      }
      const part = { ...group, operations: group.operations.slice(done, end), continued: done > 0 };
      group.hrefs.push(`${usedByPartUrl(named, pages.length)}#${partGroupId(part)}`);
      pages[pages.length - 1].push(part);
      done = end;
    }
  }
  return pages.map((list, i) => ({
    url: usedByPartUrl(named, i + 1), number: i + 1, of: pages.length, groups: list,
    previous: i > 0 ? usedByPartUrl(named, i) : undefined, next: i + 1 < pages.length ? usedByPartUrl(named, i + 2) : undefined,
  }));
}

// A schema's users grouped and split once, for its route list, its page, each page of its users and their twins.
const groupedBySchema = new WeakMap<NamedSchema, { groups: UsedByGroup[]; parts: UsedByPart[] }>();

/**
 * A schema's users by tag (none up to SHORT_USED_BY: the list is shown as it is) and the pages they are split over
 * (none up to INLINE_USED_BY: the schema's own page lists them). Splitting sets each group's `hrefs`. Memoised.
 */
export function groupSchemaUsers(api: LoadedApi, named: NamedSchema): { groups: UsedByGroup[]; parts: UsedByPart[] } {
  let grouped = groupedBySchema.get(named);
  if (!grouped) {
    const operations = getSchemaCatalog(api).usedBy(named.schema).operations;
    const groups = operations.length > SHORT_USED_BY ? groupUsersByTag(api, operations) : [];
    grouped = { groups, parts: operations.length > INLINE_USED_BY ? splitUsedBy(named, groups) : [] };
    groupedBySchema.set(named, grouped);
  }
  return grouped;
}

/** The route key of a page of a schema's users: the schema's slug and the page's number. */
export function usedByPartKey(slug: string, number: number): string {
  return `${slug}/used-by/${number}`;
}

/** The schema and the page of its users that a route key names, if any. */
export function findUsedByPart(api: LoadedApi, key: string): { named: NamedSchema; part: UsedByPart } | undefined {
  const m = /^(.*)\/used-by\/(\d+)$/.exec(key);
  const named = m ? getSchemaCatalog(api).bySlug.get(m[1]) : undefined;
  const part = named && groupSchemaUsers(api, named).parts[Number(m![2]) - 1];
  return named && part ? { named, part } : undefined;
}

/** What a schema page says above its tags when its users are on pages of their own (and its twin says too). */
export function usedByPagesNote(operations: string, pages: number): string {
  return `${operations} operations, too many for this page: they are listed by tag on ${pages} pages. Each tag links to its list.`;
}

/** The title of a page of a schema's users. */
export function usedByPartTitle(name: string, part: Pick<UsedByPart, 'number' | 'of'>): string {
  return `Operations that use ${name} (${part.number} of ${part.of})`;
}

/** The id of a group's heading on a page of users: a group continued from the page before has an id of its own. */
export function partGroupId(group: UsedByPart['groups'][number]): string {
  return group.continued ? `${group.id}-continued` : group.id;
}

/** The heading of a group on a page of users: its tag, '(continued)' when it started on the page before. */
export function partGroupTitle(group: UsedByPart['groups'][number]): string {
  return group.continued ? `${group.title} (continued)` : group.title;
}

/** The headings of a page of a schema's users: one per tag. */
export function listUsedByPartHeadings(part: UsedByPart): Heading[] {
  return part.groups.map((g) => ({ depth: 2, id: partGroupId(g), text: partGroupTitle(g) }));
}
