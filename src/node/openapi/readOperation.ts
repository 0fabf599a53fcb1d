// Reads one operation of a dereferenced document into plain model data. Pure.
import type {
  ApiCallback,
  ApiMediaType,
  ApiOperation,
  ApiParameter,
  ApiRequestBody,
  ApiResponse,
  ApiServer,
  CustomCodeSample,
  ParameterLocation,
  SecurityRequirement,
} from './types.js';
import { splitPointer } from './jsonPointer.js';

const LOCATIONS: ParameterLocation[] = ['path', 'query', 'querystring', 'header', 'cookie'];
/** The methods a path item names as fields; OpenAPI 3.2 adds `query`, and any other under `additionalOperations`. */
export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];

/** Follows `$ref`s within the document; what the parser left unresolved (a ref into a cycle) is read here. */
type Resolve = (value: unknown) => any;

export interface OperationInput {
  document: Record<string, any>;
  pathItem: Record<string, any>;
  op: Record<string, any>;
  method: string;
  urlPath: string;
  id: string;
  /** The document's servers, already read. */
  docServers: ApiServer[];
  /** 'webhook' for an operation of `webhooks` (urlPath is then the webhook's name). */
  kind?: 'operation' | 'webhook';
  /** True for an operation of a 3.2 path item's `additionalOperations` (a method HTTP has no field for). */
  additional?: boolean;
}

/** Returns the model of one operation: merged parameters, effective security and servers, bodies, responses. */
export function readOperation({ document, pathItem, op, method, urlPath, id, docServers, kind = 'operation', additional = false }: OperationInput): ApiOperation {
  const resolve = createLocalResolver(document);
  return {
    id,
    operationId: typeof op.operationId === 'string' ? op.operationId : undefined,
    kind,
    additional,
    method,
    path: urlPath,
    summary: textOrUndefined(op.summary) ?? textOrUndefined(pathItem.summary),
    description: textOrUndefined(op.description) ?? textOrUndefined(pathItem.description),
    deprecated: op.deprecated === true,
    tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
    parameters: mergeParameters(pathItem.parameters, op.parameters, resolve),
    requestBody: readRequestBody(op.requestBody, resolve),
    responses: readResponses(op.responses, resolve),
    callbacks: readCallbacks(op.callbacks, resolve),
    security: readSecurity(op.security ?? document.security),
    servers: pickServers(op.servers, pathItem.servers) ?? docServers,
    customSamples: readCustomSamples(op['x-codeSamples'] ?? op['x-code-samples']),
  };
}

/** A resolver of `#/...` refs in `document`, through chains of refs (at most 20 hops); other values as they are. */
export function createLocalResolver(document: Record<string, any>): Resolve {
  return (value: any) => {
    for (let hops = 0; value && typeof value === 'object' && typeof value.$ref === 'string' && hops < 20; hops++) {
      const ref: string = value.$ref;
      if (!ref.startsWith('#/')) break;
      let node: any = document;
      for (const segment of splitPointer(ref)) node = node && typeof node === 'object' ? node[segment] : undefined;
      if (node === undefined) break;
      value = node;
    }
    return value;
  };
}

/** Path-level parameters, overridden by operation parameters with the same name and location. */
export function mergeParameters(pathLevel: unknown, opLevel: unknown, resolve: Resolve = (v) => v): ApiParameter[] {
  const merged = new Map<string, ApiParameter>();
  for (const list of [pathLevel, opLevel]) {
    if (!Array.isArray(list)) continue;
    for (const listed of list) {
      const p = resolve(listed);
      if (!p || typeof p !== 'object' || typeof p.name !== 'string' || !LOCATIONS.includes(p.in)) continue;
      merged.set(`${p.in}:${p.name}`, readParameter(p, resolve));
    }
  }
  return [...merged.values()];
}

function readParameter(p: Record<string, any>, resolve: Resolve): ApiParameter {
  // `content` parameters carry their schema inside a single media type; a 3.2 `querystring` one is the whole query.
  const media = p.content && typeof p.content === 'object' ? (Object.values(p.content)[0] as any) : undefined;
  const schema = p.schema ?? media?.schema;
  const firstExample = p.examples && typeof p.examples === 'object' ? readExample(resolve(Object.values(p.examples)[0]))?.value : undefined;
  return {
    name: p.name,
    in: p.in,
    required: p.in === 'path' ? true : p.required === true,
    deprecated: p.deprecated === true,
    description: textOrUndefined(p.description),
    schema: schema && typeof schema === 'object' ? schema : undefined,
    example: p.example ?? firstExample ?? media?.example,
    contentType: media && p.content ? Object.keys(p.content)[0] : undefined,
    style: p.style,
    explode: p.explode,
  };
}

/**
 * An Example Object's value: `value`, else 3.2's `dataValue`; `serializedValue` is the text as sent, kept as given.
 * `externalValue` is only the address of an example kept elsewhere (never fetched): it is not the example's value.
 */
function readExample(e: any): { value: unknown; serialized?: string; external?: string } | undefined {
  if (!e || typeof e !== 'object') return undefined;
  const serialized = typeof e.serializedValue === 'string' ? e.serializedValue : undefined;
  const value = e.value !== undefined ? e.value : e.dataValue !== undefined ? e.dataValue : serialized;
  const external = value === undefined && typeof e.externalValue === 'string' ? e.externalValue : undefined;
  return { value, serialized, ...(external !== undefined ? { external } : {}) };
}

/** Reads a `content` map into media types, keeping the spec's examples. A `null` media type is an empty one. */
export function readMediaTypes(content: unknown, resolve: Resolve = (v) => v): ApiMediaType[] {
  if (!content || typeof content !== 'object') return [];
  return Object.entries<any>(content).map(([contentType, mt]) => {
    const examples = Object.entries<any>(mt?.examples ?? {})
      .map(([name, e]) => [name, resolve(e)] as const)
      .filter(([, e]) => e && typeof e === 'object')
      .map(([name, e]) => ({ name, summary: textOrUndefined(e.summary), ...readExample(e)! }));
    return {
      contentType,
      schema: mt?.schema && typeof mt.schema === 'object' ? mt.schema : undefined,
      itemSchema: mt?.itemSchema && typeof mt.itemSchema === 'object' ? mt.itemSchema : undefined,
      example: mt?.example !== undefined ? mt.example : examples.find((e) => e.value !== undefined)?.value,
      examples,
      ...(mt?.encoding && typeof mt.encoding === 'object' ? { encoding: readEncoding(mt.encoding) } : {}),
    };
  });
}

function readEncoding(encoding: Record<string, any>): NonNullable<ApiMediaType['encoding']> {
  const out: NonNullable<ApiMediaType['encoding']> = {};
  for (const [name, e] of Object.entries(encoding)) {
    if (!e || typeof e !== 'object') continue;
    out[name] = { contentType: typeof e.contentType === 'string' ? e.contentType : undefined, style: typeof e.style === 'string' ? e.style : undefined, explode: typeof e.explode === 'boolean' ? e.explode : undefined };
  }
  return out;
}

function readRequestBody(given: unknown, resolve: Resolve): ApiRequestBody | undefined {
  const body = resolve(given);
  if (!body || typeof body !== 'object' || typeof body.$ref === 'string') return undefined;
  return { description: textOrUndefined(body.description), required: body.required === true, content: readMediaTypes(body.content, resolve) };
}

export function readResponses(responses: unknown, resolve: Resolve = (v) => v): ApiResponse[] {
  if (!responses || typeof responses !== 'object') return [];
  return Object.entries<any>(responses)
    .filter(([status]) => !status.startsWith('x-'))
    .map(([status, given]) => {
      const r = resolve(given);
      return {
        status,
        summary: textOrUndefined(r?.summary),
        description: textOrUndefined(r?.description),
        headers: Object.entries<any>(r?.headers ?? {}).map(([name, given]) => {
          const h = resolve(given);
          return {
            name,
            description: textOrUndefined(h?.description),
            schema: h?.schema ?? (h?.content ? (Object.values(h.content)[0] as any)?.schema : undefined),
            required: h?.required === true,
            deprecated: h?.deprecated === true,
          };
        }),
        content: readMediaTypes(r?.content, resolve),
        links: Object.entries<any>(r?.links ?? {}).map(([name, given]) => {
          const l = resolve(given);
          return { name, operationId: textOrUndefined(l?.operationId), operationRef: textOrUndefined(l?.operationRef), description: textOrUndefined(l?.description), parameters: l?.parameters && typeof l.parameters === 'object' ? l.parameters : undefined };
        }),
      };
    });
}

function readCallbacks(callbacks: unknown, resolve: Resolve): ApiCallback[] {
  if (!callbacks || typeof callbacks !== 'object') return [];
  const out: ApiCallback[] = [];
  for (const [name, cb] of Object.entries<any>(callbacks)) {
    for (const [expression, given] of Object.entries<any>(resolve(cb) ?? {})) {
      const item = resolve(given);
      if (!item || typeof item !== 'object') continue;
      out.push({
        name,
        expression,
        operations: Object.keys(item)
          .filter((k) => METHODS.includes(k))
          .map((method) => ({
            method,
            summary: textOrUndefined(item[method]?.summary),
            description: textOrUndefined(item[method]?.description),
            requestBody: readRequestBody(item[method]?.requestBody, resolve),
            responses: readResponses(item[method]?.responses, resolve),
          })),
      });
    }
  }
  return out;
}

function readSecurity(security: unknown): SecurityRequirement[] {
  if (!Array.isArray(security)) return [];
  return security
    .filter((req) => req && typeof req === 'object')
    .map((req) => Object.entries<any>(req).map(([scheme, scopes]) => ({ scheme, scopes: Array.isArray(scopes) ? scopes.map(String) : [] })));
}

function pickServers(...lists: unknown[]): ApiServer[] | undefined {
  for (const list of lists) {
    if (Array.isArray(list) && list.length) return list.filter((s) => typeof s?.url === 'string').map(readServer);
  }
  return undefined;
}

/** Reads a server object: its URL with the variables' defaults, and the template and variables for the "Try it" form. */
export function readServer(s: { url: string; description?: string; variables?: Record<string, any> }): ApiServer {
  const server: ApiServer = { url: substituteServerVariables(s.url, s.variables), description: textOrUndefined(s.description) };
  const name = textOrUndefined((s as { name?: unknown }).name);
  if (name) server.name = name;
  if (s.variables && typeof s.variables === 'object' && /\{[^}]+\}/.test(s.url)) {
    server.template = s.url;
    server.variables = Object.entries<any>(s.variables).filter(([, v]) => v && typeof v === 'object').map(([name, v]) => ({
      name,
      default: v.default === undefined ? '' : String(v.default),
      enum: Array.isArray(v.enum) && v.enum.length ? v.enum.map(String) : undefined,
      description: textOrUndefined(v.description),
    }));
  }
  return server;
}

/** Replaces `{var}` in a server URL by the variable's default. */
export function substituteServerVariables(url: string, variables?: Record<string, { default?: string }>): string {
  return url.replace(/\{([^}]+)\}/g, (m, name) => (variables?.[name]?.default !== undefined ? String(variables[name].default) : m));
}

function readCustomSamples(samples: unknown): CustomCodeSample[] {
  if (!Array.isArray(samples)) return [];
  return samples
    .filter((s) => s && typeof s.source === 'string')
    .map((s) => ({ lang: String(s.lang ?? 'text'), label: String(s.label ?? s.lang ?? 'Sample'), source: s.source }));
}

function textOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}
