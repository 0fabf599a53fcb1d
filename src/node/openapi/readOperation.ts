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

const LOCATIONS: ParameterLocation[] = ['path', 'query', 'header', 'cookie'];
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export interface OperationInput {
  document: Record<string, any>;
  pathItem: Record<string, any>;
  op: Record<string, any>;
  method: string;
  urlPath: string;
  id: string;
  /** The document's servers, already read. */
  docServers: ApiServer[];
}

/** Returns the model of one operation: merged parameters, effective security and servers, bodies, responses. */
export function readOperation({ document, pathItem, op, method, urlPath, id, docServers }: OperationInput): ApiOperation {
  return {
    id,
    operationId: typeof op.operationId === 'string' ? op.operationId : undefined,
    method,
    path: urlPath,
    summary: textOrUndefined(op.summary) ?? textOrUndefined(pathItem.summary),
    description: textOrUndefined(op.description) ?? textOrUndefined(pathItem.description),
    deprecated: op.deprecated === true,
    tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
    parameters: mergeParameters(pathItem.parameters, op.parameters),
    requestBody: readRequestBody(op.requestBody),
    responses: readResponses(op.responses),
    callbacks: readCallbacks(op.callbacks),
    security: readSecurity(op.security ?? document.security),
    servers: pickServers(op.servers, pathItem.servers) ?? docServers,
    customSamples: readCustomSamples(op['x-codeSamples'] ?? op['x-code-samples']),
  };
}

/** Path-level parameters, overridden by operation parameters with the same name and location. */
export function mergeParameters(pathLevel: unknown, opLevel: unknown): ApiParameter[] {
  const merged = new Map<string, ApiParameter>();
  for (const list of [pathLevel, opLevel]) {
    if (!Array.isArray(list)) continue;
    for (const p of list) {
      if (!p || typeof p !== 'object' || typeof p.name !== 'string' || !LOCATIONS.includes(p.in)) continue;
      merged.set(`${p.in}:${p.name}`, readParameter(p));
    }
  }
  return [...merged.values()];
}

function readParameter(p: Record<string, any>): ApiParameter {
  // `content` parameters carry their schema inside a single media type.
  const media = p.content && typeof p.content === 'object' ? (Object.values(p.content)[0] as any) : undefined;
  const schema = p.schema ?? media?.schema;
  const firstExample = p.examples && typeof p.examples === 'object' ? (Object.values(p.examples)[0] as any)?.value : undefined;
  return {
    name: p.name,
    in: p.in,
    required: p.in === 'path' ? true : p.required === true,
    deprecated: p.deprecated === true,
    description: textOrUndefined(p.description),
    schema: schema && typeof schema === 'object' ? schema : undefined,
    example: p.example ?? firstExample ?? media?.example,
    style: p.style,
    explode: p.explode,
  };
}

/** Reads a `content` map into media types, keeping the spec's examples. */
export function readMediaTypes(content: unknown): ApiMediaType[] {
  if (!content || typeof content !== 'object') return [];
  return Object.entries<any>(content).map(([contentType, mt]) => {
    const examples = Object.entries<any>(mt?.examples ?? {})
      .filter(([, e]) => e && typeof e === 'object')
      .map(([name, e]) => ({ name, summary: textOrUndefined(e.summary), value: e.value ?? e.externalValue }));
    return {
      contentType,
      schema: mt?.schema && typeof mt.schema === 'object' ? mt.schema : undefined,
      example: mt?.example !== undefined ? mt.example : examples[0]?.value,
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

function readRequestBody(body: any): ApiRequestBody | undefined {
  if (!body || typeof body !== 'object') return undefined;
  return { description: textOrUndefined(body.description), required: body.required === true, content: readMediaTypes(body.content) };
}

function readResponses(responses: unknown): ApiResponse[] {
  if (!responses || typeof responses !== 'object') return [];
  return Object.entries<any>(responses)
    .filter(([status]) => !status.startsWith('x-'))
    .map(([status, r]) => ({
      status,
      description: textOrUndefined(r?.description),
      headers: Object.entries<any>(r?.headers ?? {}).map(([name, h]) => ({
        name,
        description: textOrUndefined(h?.description),
        schema: h?.schema ?? (h?.content ? (Object.values(h.content)[0] as any)?.schema : undefined),
        required: h?.required === true,
        deprecated: h?.deprecated === true,
      })),
      content: readMediaTypes(r?.content),
      links: Object.entries<any>(r?.links ?? {}).map(([name, l]) => ({
        name,
        operationId: l?.operationId,
        operationRef: l?.operationRef,
        description: textOrUndefined(l?.description),
        parameters: l?.parameters,
      })),
    }));
}

function readCallbacks(callbacks: unknown): ApiCallback[] {
  if (!callbacks || typeof callbacks !== 'object') return [];
  const out: ApiCallback[] = [];
  for (const [name, cb] of Object.entries<any>(callbacks)) {
    for (const [expression, item] of Object.entries<any>(cb ?? {})) {
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
            requestBody: readRequestBody(item[method]?.requestBody),
            responses: readResponses(item[method]?.responses),
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
  const server: ApiServer = { url: substituteServerVariables(s.url, s.variables), description: s.description };
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
