// URLs and labels of API pages, used by routes, sidebar, cards and templates.
import type { ApiOperation, ApiTag, LoadedApi } from './types.js';

/** Returns the URL of an operation page ('/docs/api/get-shows-display'). */
export function operationUrl(api: LoadedApi, op: ApiOperation): string {
  return `${trimSlash(api.options.routeBasePath)}/${op.id}`;
}

/** Returns the URL of the overview page ('/docs/api/betaseries-api'). */
export function overviewUrl(api: LoadedApi): string {
  return `${trimSlash(api.options.routeBasePath)}/${api.overviewId}`;
}

/** Longer than this, a summary reads as a paragraph, not as a title. */
const MAX_TITLE_CHARS = 120;

/**
 * Whether a summary can be a title: one line, no Markdown link, short. Some published specs put a paragraph there
 * (GitHub's webhooks: sentences with links); the page then shows it as its first paragraph instead.
 */
export function isTitleLike(summary: string | undefined): summary is string {
  const text = summary?.trim();
  return !!text && text.length <= MAX_TITLE_CHARS && !/\n|\]\(/.test(text);
}

/** Returns the label of an operation in the sidebar and on cards: its summary, else 'METHOD /path'. */
export function operationLabel(op: ApiOperation): string {
  if (isTitleLike(op.summary)) return op.summary.trim();
  return op.kind === 'webhook' ? `${op.path} webhook` : `${op.additional ? op.method : op.method.toUpperCase()} ${op.path}`;
}

/** The label of a tag: its 3.2 `summary`, else its name. */
export function tagLabel(tag: ApiTag): string {
  return tag.summary ?? tag.name;
}

/** The tags as a tree (3.2 `parent`), in the spec's order: top-level tags, each with its children (depth first). */
export function tagTree(api: LoadedApi): { tag: ApiTag; depth: number; children: ApiTag[] }[] {
  const children = new Map<string, ApiTag[]>();
  for (const tag of api.tags) if (tag.parent) children.set(tag.parent, [...(children.get(tag.parent) ?? []), tag]);
  const out: { tag: ApiTag; depth: number; children: ApiTag[] }[] = [];
  const visit = (tag: ApiTag, depth: number) => {
    out.push({ tag, depth, children: children.get(tag.name) ?? [] });
    for (const child of children.get(tag.name) ?? []) visit(child, depth + 1);
  };
  for (const tag of api.tags) if (!tag.parent) visit(tag, 0);
  return out;
}

/** Removes trailing slashes ('/docs/api/' -> '/docs/api'). */
export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

const byPageId = new WeakMap<LoadedApi, Map<string, ApiOperation>>();

/** The operation whose page id (last URL segment) is `id`: one index per model, since every page looks one up. */
export function findOperation(api: LoadedApi, id: string): ApiOperation | undefined {
  let index = byPageId.get(api);
  if (!index) {
    index = new Map();
    for (const op of api.operations) if (!index.has(op.id)) index.set(op.id, op);
    byPageId.set(api, index);
  }
  return index.get(id);
}
