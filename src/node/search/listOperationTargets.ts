// The names a reader may search for on an operation page, with the anchor each one has there: parameters, and the
// properties of the request body as dotted paths. The anchors come from the same view the page is drawn from
// (createOperationView, anchors only), so a result links to the row itself. What a response holds is found on the
// schema pages, where each named schema is indexed once rather than on every operation that returns it.
import { createOperationView } from '../openapi/createOperationView.js';
import type { SchemaRow } from '../openapi/buildSchemaView.js';
import type { ApiOperation, LoadedApi } from '../openapi/types.js';
import type { SearchTarget } from '../../shared/search/searchIndexFormat.js';

// Deeper properties are rarely what a reader types, and on large APIs they multiply the index.
const MAX_PROPERTY_DEPTH = 2;

export interface OperationTargets {
  params: SearchTarget[];
  /** The request body's top-level properties: form fields and JSON keys a reader thinks of as parameters. */
  bodyFields: SearchTarget[];
  /** The request body's nested properties, first occurrence of each path. */
  properties: SearchTarget[];
}

/** Returns the searchable names of an operation page and their anchors (pure). */
export function listOperationTargets(api: LoadedApi, op: ApiOperation): OperationTargets {
  const view = createOperationView(api, op, { anchorsOnly: true });
  const params: SearchTarget[] = view.parameterGroups.flatMap((g) => g.params.map(({ param, row }): SearchTarget => ['p', param.name, row.id]));
  const seen = new Set<string>();
  const bodyFields: SearchTarget[] = [];
  const properties: SearchTarget[] = [];
  const add = (list: SearchTarget[], path: string, id: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    list.push(['r', path, id]);
  };
  const body = view.requestBody?.content[0]?.schema;
  if (body) walkRows(body, '', 1, (path, id, depth) => add(depth === 1 ? bodyFields : properties, path, id));
  return { params, bodyFields, properties };
}

/**
 * The schema's own properties (its page's first level), with their anchors. The named schemas under them have pages
 * of their own, where their properties are indexed: each named schema once.
 */
export function listSchemaTargets(root: SchemaRow): SearchTarget[] {
  const seen = new Set<string>();
  const targets: SearchTarget[] = [];
  walkRows(root, '', 1, (path, id, depth) => {
    if (depth > 1 || seen.has(path)) return;
    seen.add(path);
    targets.push(['r', path, id]);
  });
  return targets;
}

/** Calls visit for every named property under row, with its dotted path; items and alternatives add no name. */
function walkRows(row: SchemaRow, prefix: string, depth: number, visit: (path: string, id: string, depth: number) => void): void {
  const children = [...row.children, ...(row.groups ?? []).flatMap((group) => group.options)];
  for (const child of children) {
    if (child.name === undefined) {
      walkRows(child, prefix, depth, visit);
      continue;
    }
    if (child.name.startsWith('[')) continue; // additionalProperties ('[key: string]'): any name, nothing to search for
    const path = prefix ? `${prefix}.${child.name}` : child.name;
    visit(path, child.id, depth);
    // A row that links elsewhere on the page (a repeat, a cycle) has its properties listed where it is shown.
    if (!child.link && depth < MAX_PROPERTY_DEPTH) walkRows(child, path, depth + 1, visit);
  }
}
