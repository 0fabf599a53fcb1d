// Everything an operation page shows, as plain data with every anchor decided: the templates only lay it out.
// Built per page (ids are unique per page and named schemas render once per page). Pure.
import { buildNamedRow, buildSchemaView, claimId, createPageContext, ERROR_ROOT_BUDGET, ROOT_BUDGET, type PageContext, type SchemaRow } from './buildSchemaView.js';
import { getSchemaCatalog } from './createSchemaCatalog.js';
import { createCodeSamples, type CodeSample } from './createCodeSamples.js';
import { operationHasSamples } from './createApiRoutes.js';
import { formatValue, ownExample, shortenText } from './describeSchema.js';
import { contentValue, writeParameter } from '../../shared/serializeParameter.js';
import { isEmptyRequestBody } from './isEmptyRequestBody.js';
import { generateExample } from './generateExample.js';
import { highlightCode } from './highlightCode.js';
import { siblingSlugs, slugifyAnchor } from './kebabCase.js';
import {
  callbackIds,
  listOperationHeadings,
  parameterAnchors,
  PARAMETER_LOCATIONS,
  parameterGroupId,
  parameterGroupTitle,
  responseId,
  responseTitle,
} from './listOperationHeadings.js';
import type { CodeSampleLanguage, ApiMediaType, ApiOperation, ApiParameter, ApiRequestBody, ApiResponse, LoadedApi, ParameterLocation } from './types.js';

export interface ParameterView {
  param: ApiParameter;
  row: SchemaRow;
}

export interface MediaTypeView {
  contentType: string;
  /** Anchor of this media type's block. */
  id: string;
  schema?: SchemaRow;
  /** OpenAPI 3.2 streams: the schema of each item (event) of the stream. */
  itemSchema?: SchemaRow;
  /** Examples to show, highlighted: the spec's (all named ones), else one generated from the schema. */
  examples: { label: string; text: string; html: string; language: string; generated: boolean }[];
}

export interface ResponseView {
  response: ApiResponse;
  id: string;
  title: string;
  /** The response's description as HTML, added before the page is drawn (render/describeApiViews.ts). */
  descriptionHtml?: string;
  headers: SchemaRow[];
  content: MediaTypeView[];
  links: (ApiResponse['links'][number] & { href?: string })[];
}

export interface CallbackView {
  id: string;
  name: string;
  expression: string;
  /** `descriptionHtml`: the description as HTML, added before the page is drawn (render/describeApiViews.ts). */
  operations: { method: string; summary?: string; description?: string; descriptionHtml?: string; requestBody?: { body: ApiRequestBody; content: MediaTypeView[] }; responses: ResponseView[] }[];
}

export interface OperationView {
  op: ApiOperation;
  hasSamples: boolean;
  samples: CodeSample[];
  parameterGroups: { location: ParameterLocation; id: string; title: string; params: ParameterView[] }[];
  /** `holdsNothing`: an optional body whose every media type admits only an empty object (see isEmptyRequestBody). */
  requestBody?: { body: ApiRequestBody; content: MediaTypeView[]; holdsNothing?: boolean };
  responses: ResponseView[];
  callbacks: CallbackView[];
}

const MAX_EXAMPLE_CHARS = 20_000;
// Error envelopes repeat on every page: their generated examples stay short.
const ERROR_EXAMPLE_NODES = 30;

/**
 * What the Markdown twin needs, when it builds the view: no highlighting, and the curl sample only (`plain`); what
 * the search index needs: the anchors of the parameters and the request body (`anchorsOnly`): no samples, no
 * examples, no responses or callbacks (anchors are claimed in page order, so those before are the same). A Markdown
 * twin too big to read in one go is written from a view whose named schemas past `namedDepth` property levels link
 * to their pages (0: all those below each body's root, -1: the roots as well).
 */
export interface ViewOptions { plain?: boolean; anchorsOnly?: boolean; namedDepth?: number }

/** How a view's examples are made: highlighted (pages), plain text (twins), or not at all (search). */
type ExampleMode = 'highlighted' | 'plain' | 'none';

const CURL: CodeSampleLanguage = { id: 'curl', label: 'curl', target: 'shell', client: 'curl' };

/**
 * The curl sample of an operation, unhighlighted, whatever languages the site's pages show. With `bodyFile`, a text
 * body is read from that file (`--data @body.json`) instead of written out.
 */
export function curlSample(api: LoadedApi, op: ApiOperation, options: { bodyFile?: string } = {}): CodeSample | undefined {
  return createCodeSamples(api, op, { languages: [CURL], highlight: false, bodyFile: options.bodyFile }).find((s) => s.id === 'curl');
}

/** Builds the view of one operation page. Pure (memoised helpers aside). */
export function createOperationView(api: LoadedApi, op: ApiOperation, options: ViewOptions = {}): OperationView {
  const hasSamples = operationHasSamples(api, op);
  const highlight = !options.plain;
  const examples: ExampleMode = options.anchorsOnly ? 'none' : highlight ? 'highlighted' : 'plain';
  const ctx = createPageContext(api.schemas, listOperationHeadings(op, hasSamples).map((h) => h.id), getSchemaCatalog(api).urlOf);
  if (options.namedDepth !== undefined) {
    ctx.maxNamedDepth = options.namedDepth;
    ctx.minNamedDepth = Math.min(ctx.minNamedDepth, options.namedDepth);
  }
  const parameterGroups = PARAMETER_LOCATIONS.map((location) => {
    const anchors = parameterAnchors(op, location);
    return {
      location,
      id: parameterGroupId(location),
      title: parameterGroupTitle(location),
      params: op.parameters
        .filter((p) => p.in === location)
        .map((param) => {
          const row = buildNamedRow(param.schema, ctx, { id: claimId(ctx, anchors.get(param.name)!), name: param.name, required: param.required, mode: 'request' });
          // The parameter's own description, example and deprecation win over its schema's.
          if (param.description) row.description = param.description;
          if (param.example !== undefined) row.example = formatValue(param.example);
          // An array or object as JSON (`[42,57]`) is not what the request carries: it is shown as sent (`id=42,57`).
          const example = param.example !== undefined ? param.example : schemaExample(param.schema, api);
          const sent = contentValue(param, example);
          if (param.in !== 'querystring' && ((example !== null && typeof example === 'object') || sent !== example)) row.example = shortenText(writeParameter(param, sent));
          if (param.contentType && param.in !== 'querystring') row.sentAs = param.contentType;
          if (param.deprecated) row.deprecated = true;
          // deepObject is defined for objects: an array or a value sent that way has no property to name.
          const property = param.style === 'deepObject' ? firstProperty(row) : undefined;
          if (property !== undefined) row.deepObjectKey = `${param.name}[${property}]`;
          return { param, row };
        }),
    };
  }).filter((g) => g.params.length > 0);

  const requestBody = op.requestBody
    ? { body: op.requestBody, content: viewMediaTypes(api, ctx, op.requestBody.content, 'request-body', 'request', examples), holdsNothing: isEmptyRequestBody(op.requestBody) || undefined }
    : undefined;
  const responses = options.anchorsOnly ? [] : viewResponses(api, ctx, op.responses, '', examples);
  const callbackHeadings = callbackIds(op);
  const callbacks = options.anchorsOnly ? [] : op.callbacks.map((cb) => {
    const id = callbackHeadings.get(cb.name)!;
    return {
      id,
      name: cb.name,
      expression: cb.expression,
      operations: cb.operations.map((cop) => {
        const prefix = `${id}-${cop.method}`;
        return {
          ...cop,
          requestBody: cop.requestBody ? { body: cop.requestBody, content: viewMediaTypes(api, ctx, cop.requestBody.content, `${prefix}-body`, 'request', examples) } : undefined,
          responses: viewResponses(api, ctx, cop.responses, `${prefix}-`, examples),
        };
      }),
    };
  });
  return {
    op,
    hasSamples,
    samples: options.anchorsOnly ? [] : options.plain ? [curlSample(api, op)].filter((s) => s !== undefined) : hasSamples ? createCodeSamples(api, op) : [],
    parameterGroups,
    requestBody,
    responses,
    callbacks,
  };
}

function viewResponses(api: LoadedApi, ctx: PageContext, responses: ApiResponse[], prefix: string, examples: ExampleMode): ResponseView[] {
  const used = new Set<string>();
  return responses.map((response) => {
    const headerSlugs = siblingSlugs(response.headers.map((h) => h.name));
    // Top-level response ids are heading ids, reserved up front (the first of '2XX'/'2xx' keeps it);
    // callback responses and such twins claim a fresh id here.
    const base = `${prefix}${responseId(response.status)}`;
    const id = prefix || used.has(base) ? claimId(ctx, base) : base;
    used.add(base);
    return {
      response,
      id,
      title: responseTitle(response.status),
      headers: response.headers.map((h, i) =>
        buildNamedRow(h.schema, ctx, { id: claimId(ctx, `${id}-header-${headerSlugs[i]}`), name: h.name, required: h.required, mode: 'response' }),
      ).map((row, i) => ({ ...row, description: response.headers[i].description ?? row.description, deprecated: response.headers[i].deprecated || row.deprecated })),
      content: viewMediaTypes(api, ctx, response.content, id, 'response', examples, /^[23]/.test(response.status) ? ROOT_BUDGET : ERROR_ROOT_BUDGET),
      links: response.links.map((l) => {
        const target = l.operationId ? api.operations.find((o) => o.operationId === l.operationId) : undefined;
        return { ...l, href: target ? `${api.options.routeBasePath.replace(/\/+$/, '')}/${target.id}` : undefined };
      }),
    };
  });
}

function viewMediaTypes(
  api: LoadedApi,
  ctx: PageContext,
  content: ApiMediaType[],
  prefix: string,
  mode: 'request' | 'response',
  examples: ExampleMode,
  budget = ROOT_BUDGET,
): MediaTypeView[] {
  return content.map((media, i) => {
    // The first media type's properties get the short anchors ('response-200-title'); others are qualified.
    const base = i === 0 ? prefix : `${prefix}-${slugifyAnchor(media.contentType)}`;
    const id = claimId(ctx, `${base}-${slugifyAnchor(media.contentType)}`);
    const schema = media.schema ? buildSchemaView(media.schema, ctx, base, mode, budget) : undefined;
    const itemSchema = media.itemSchema ? buildSchemaView(media.itemSchema, ctx, `${base}-item`, mode, budget) : undefined;
    return { contentType: media.contentType, id, schema, itemSchema, examples: examples === 'none' ? [] : viewExamples(api, media, mode, examples === 'highlighted', budget < ROOT_BUDGET ? ERROR_EXAMPLE_NODES : undefined) };
  });
}

function viewExamples(api: LoadedApi, media: ApiMediaType, mode: 'request' | 'response', highlight: boolean, maxNodes?: number): MediaTypeView['examples'] {
  const language = /json/i.test(media.contentType) ? 'json' : /ya?ml/i.test(media.contentType) ? 'yaml' : /xml/i.test(media.contentType) ? 'markup' : 'text';
  const show = (value: unknown, label: string, generated: boolean) => {
    let text = typeof value === 'string' && language !== 'json' ? value : JSON.stringify(value, null, 2) ?? String(value);
    if (text.length > MAX_EXAMPLE_CHARS) text = text.slice(0, MAX_EXAMPLE_CHARS) + '\n…';
    return { label, text, html: highlight ? highlightCode(text, language) : '', language, generated };
  };
  // 3.2's serializedValue is the body exactly as sent: shown as written, never re-serialised.
  const serialized = (text: string, label: string) => {
    const as = language === 'json' ? 'json' : 'text';
    return { label, text, html: highlight ? highlightCode(text, as) : '', language: as, generated: false };
  };
  // An example kept in a file of its own is named by its address: docgen never fetches it.
  const external = (url: string, label: string) => {
    const text = `This example is a separate file: ${url}`;
    return { label, text, html: highlight ? highlightCode(text, 'text') : '', language: 'text', generated: false };
  };
  if (media.examples.length) {
    return media.examples.map((e) => (e.serialized !== undefined ? serialized(e.serialized, e.summary ?? e.name) : e.external !== undefined ? external(e.external, e.summary ?? e.name) : show(e.value, e.summary ?? e.name, false)));
  }
  if (media.example !== undefined) return [show(media.example, 'Example', false)];
  const from = media.schema ?? media.itemSchema;
  if (!from) return [];
  const value = generateExample(from, { mode, resolve: api.schemas.resolveRef, names: api.schemas.names, maxNodes });
  return value === undefined ? [] : [show(value, 'Example (generated from the schema)', true)];
}

/** A parameter schema's own example; a `$ref` the parser left (a cycle's back-edge) is resolved first. */
function schemaExample(schema: ApiParameter['schema'], api: LoadedApi): unknown {
  const own = schema && typeof schema.$ref === 'string' ? api.schemas.resolveRef(schema.$ref) : schema;
  return own ? ownExample(own) : undefined;
}

/** The name of the first property under a row (through alternatives), for an example of a deepObject key. */
function firstProperty(row: SchemaRow): string | undefined {
  for (const child of [...row.children, ...(row.groups ?? []).flatMap((g) => g.options)]) {
    const name = child.name ?? firstProperty(child);
    if (name !== undefined) return name;
  }
  return undefined;
}
