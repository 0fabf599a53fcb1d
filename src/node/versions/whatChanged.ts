// The 'What changed in <version>' pages: the changes of the API (diff/diffSpecs.ts) between each docs version and the
// one before it, each linked to its operation, in both versions; and the parameters each version added or changed,
// for the "New in" / "Changed in" marks of its operation pages. Pure.
import type { Route } from '../../shared/types.js';
import { diffSpecs, type ChangeLevel, type SpecChange } from '../diff/diffSpecs.js';
import { operationUrl } from '../openapi/apiUrls.js';
import { parameterAnchors, responseId, SECTION_IDS } from '../openapi/listOperationHeadings.js';
import type { LoadedApi, ParameterLocation } from '../openapi/types.js';
import { outputPathFor } from '../routes/urls.js';
import type { VersionPlan } from './planVersions.js';
import { markSchemas, type SchemaMarks } from './markSchemas.js';

export interface ChangeEntry {
  level: ChangeLevel;
  message: string;
  operation?: string;
  /** Where the change is in the newer and in the older version's API pages. */
  newerHref?: string;
  olderHref?: string;
}

/** One 'What changed' page, as its template shows it. */
export interface WhatChangedPage {
  url: string;
  newer: { name: string; label: string };
  older: { name: string; label: string };
  changes: ChangeEntry[];
}

/**
 * What a version added or changed on one operation page, 'new' or 'changed' by key: a parameter by its anchor
 * ('query-limit'), a body property by bodyMarkKey ('request', or the response status; media type; dotted path).
 */
export type OperationMarks = Map<string, 'new' | 'changed'>;

/** The key of a body property's mark: `where` is 'request' or a response status. */
export function bodyMarkKey(where: string, mediaType: string, field: string): string {
  return `body\0${where}\0${mediaType}\0${field}`;
}

export interface VersionApi {
  plan: VersionPlan;
  api?: LoadedApi;
}

export const whatChangedBase = '/docs/what-changed';

/** The URL of the page listing what changed in `plan` against the version before it. */
export function whatChangedUrl(plan: VersionPlan): string {
  return `${whatChangedBase}/${plan.segment || plan.name}`;
}

/**
 * One page per pair of neighbours that both have an API: each frozen version against the next older one, and the
 * working copy against the latest. `versions` are in dropdown order (working copy, then newest to oldest).
 */
export function createWhatChanged(versions: VersionApi[]): { pages: WhatChangedPage[]; marks: Map<string, Map<string, OperationMarks>>; schemaMarks: Map<string, SchemaMarks> } {
  const pages: WhatChangedPage[] = [];
  const marks = new Map<string, Map<string, OperationMarks>>();
  const schemaMarks = new Map<string, SchemaMarks>();
  for (let i = 0; i + 1 < versions.length; i++) {
    const newer = versions[i];
    const older = versions[i + 1];
    if (!newer.api || !older.api) continue;
    const changes = diffSpecs(older.api.document, newer.api.document);
    pages.push({
      url: whatChangedUrl(newer.plan),
      newer: { name: newer.plan.name, label: newer.plan.label },
      older: { name: older.plan.name, label: older.plan.label },
      changes: changes.map((c) => ({
        level: c.level, message: c.message, operation: c.operation,
        newerHref: c.after !== undefined ? hrefOf(newer.api!, c.after, c.operation) : undefined,
        olderHref: c.before !== undefined ? hrefOf(older.api!, c.before, c.operation) : undefined,
      })),
    });
    marks.set(newer.plan.name, markOperations(newer.api, changes));
    schemaMarks.set(newer.plan.name, markSchemas(newer.api, older.api));
  }
  return { pages, marks, schemaMarks };
}

/** The routes of the 'What changed' pages (no sidebar; not part of any one version). */
export function whatChangedRoutes(pages: WhatChangedPage[]): Route[] {
  return pages.map((p) => ({
    url: p.url, kind: 'what-changed', outputPath: outputPathFor(p.url), key: `what-changed:${p.newer.name}`, tags: [], headings: [],
    title: `What changed in ${p.newer.label}`,
    description: `Changes of the API from ${p.older.label} to ${p.newer.label}: breaking changes first, then additions and deprecations.`,
  }));
}

/**
 * The operation and parameter behind a JSON pointer of the document (`/paths/~1shows/get/parameters/0/...`), or the
 * webhook (`/webhooks/<name>/post/requestBody/...`).
 */
function locate(api: LoadedApi, pointer: string, operation?: string): { page?: string; anchor?: string } {
  const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (parts.length < 3) return {};
  // A parameter of the path item (`/paths/~1pets/parameters/0`) is every operation's of that path: the change names the
  // one it was found on ('GET /pets').
  const ofPathItem = parts[0] === 'paths' && parts[2] === 'parameters';
  if (ofPathItem) {
    const method = operation?.split(' ')[0].toLowerCase();
    if (!method) return {};
    parts.splice(2, 0, method);
  }
  const kind = parts[0] === 'paths' ? 'operation' : parts[0] === 'webhooks' || parts[0] === 'x-webhooks' ? 'webhook' : undefined;
  const op = kind && api.operations.find((o) => o.kind === kind && o.path === parts[1] && o.method === parts[2]);
  if (!op) return {};
  let anchor: string | undefined;
  if (parts[3] === 'parameters' && parts[4] !== undefined) {
    const pathItem = api.document.paths?.[parts[1]];
    const declared = ofPathItem ? pathItem?.parameters : pathItem?.[parts[2]]?.parameters;
    const parameter = (declared ?? [])[Number(parts[4])];
    if (parameter && typeof parameter.name === 'string') anchor = parameterAnchors(op, parameter.in as ParameterLocation).get(parameter.name);
  } else if (parts[3] === 'requestBody') anchor = SECTION_IDS.requestBody;
  else if (parts[3] === 'responses' && parts[4] !== undefined) anchor = responseId(parts[4]);
  return { page: op.id, anchor };
}

function hrefOf(api: LoadedApi, pointer: string, operation?: string): string | undefined {
  const { page, anchor } = locate(api, pointer, operation);
  const op = page === undefined ? undefined : api.operations.find((o) => o.id === page);
  return op ? operationUrl(api, op) + (anchor ? '#' + anchor : '') : undefined;
}

/** Parameters and body properties of each operation page (by page id) that the newer version added or changed. */
function markOperations(api: LoadedApi, changes: SpecChange[]): Map<string, OperationMarks> {
  const byPage = new Map<string, OperationMarks>();
  for (const change of changes) {
    if (change.after === undefined) continue;
    // Changes inside an operation point at the operation on the older side: 'new' is known by the kind of change.
    const added = /-added(-required)?$/.test(change.kind);
    let key: string | undefined;
    let page: string | undefined;
    if (/\/parameters\/\d+$/.test(change.after)) {
      const at = locate(api, change.after, change.operation);
      page = at.page;
      key = at.anchor;
    } else if (change.field !== undefined) {
      const body = /^(\/(?:paths|webhooks|x-webhooks)\/[^/]+\/[^/]+)\/(?:requestBody|responses\/([^/]+))\/content\/([^/]+)\/schema$/.exec(change.after);
      if (!body) continue;
      page = locate(api, body[1]).page;
      const unescape = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');
      key = bodyMarkKey(body[2] === undefined ? 'request' : unescape(body[2]), unescape(body[3]), change.field);
    }
    if (page === undefined || key === undefined) continue;
    const marks = byPage.get(page) ?? new Map();
    marks.set(key, added || marks.get(key) === 'new' ? 'new' : 'changed');
    byPage.set(page, marks);
  }
  return byPage;
}
