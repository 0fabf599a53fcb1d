// The API reference model: plain data built once by loadApi and read by createApiRoutes and the templates.
// Schemas stay as the parser left them (dereferenced in place, back-edges of cycles kept as `{ $ref }`),
// so the schema renderer can recognise named schemas by object identity (see SchemaIndex).

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** An OpenAPI/JSON-schema object as found in the spec (untrusted, loosely typed on purpose). */
export type SchemaObject = Record<string, any>;

export interface ApiOptions {
  routeBasePath: string; // '/docs/api'
  categoryUrl: string; // '/docs/category/api'
  /** httpsnippet target/client per tab, in tab order. */
  codeSamples: CodeSampleLanguage[];
  /** Spec text is untrusted: it is always sanitised; kept for the contract, `false` is ignored. */
  sanitize?: boolean;
  /** Largest spec file accepted, in bytes (config `maxSpecFileSize`); no limit when absent. */
  maxSpecFileSize?: number;
  /** The site root, for the folders the spec may read from (loadSpec's createSpecScope). */
  root?: string;
  /** Where the spec download goes under out/ ('openapi'; 'openapi/1.0' for an older docs version). */
  downloadDir?: string;
  /** The spec's problems against the OpenAPI schema (and what docgen reads past) are errors instead of warnings. */
  strict?: boolean;
}

export interface CodeSampleLanguage {
  id: string;
  label: string;
  target: string;
  client?: string;
}

/** 'querystring' (OpenAPI 3.2): one parameter whose schema describes the whole query string. */
export type ParameterLocation = 'path' | 'query' | 'querystring' | 'header' | 'cookie';

export interface ApiParameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  deprecated: boolean;
  description?: string;
  schema?: SchemaObject;
  example?: unknown;
  /** `content` parameters (rare, and every 3.2 `querystring` one): the media type whose schema is shown. */
  contentType?: string;
  style?: string;
  explode?: boolean;
}

export interface ApiMediaType {
  contentType: string;
  /** Form bodies: how each property is serialised (`encoding`), when the spec says. */
  encoding?: Record<string, { contentType?: string; style?: string; explode?: boolean }>;
  schema?: SchemaObject;
  /** OpenAPI 3.2 streams (server-sent events, JSON lines): the schema of each item of the stream. */
  itemSchema?: SchemaObject;
  /** The spec's example (`example`, or the first of `examples`); undefined when the spec gives none. */
  example?: unknown;
  /**
   * Named examples as given (`examples`), shown after the first; `serialized` is 3.2's `serializedValue`, shown as
   * written; `external` is the `externalValue` of an example that has no value in the spec (its address, not read).
   */
  examples: { name: string; summary?: string; value: unknown; serialized?: string; external?: string }[];
}

export interface ApiResponse {
  status: string; // '200', '4XX', 'default'
  /** OpenAPI 3.2: a short label for the response. */
  summary?: string;
  description?: string;
  headers: { name: string; description?: string; schema?: SchemaObject; required: boolean; deprecated: boolean }[];
  content: ApiMediaType[];
  links: { name: string; operationId?: string; operationRef?: string; description?: string; parameters?: Record<string, unknown> }[];
}

export interface ApiRequestBody {
  description?: string;
  required: boolean;
  content: ApiMediaType[];
}

/** One alternative security requirement: every scheme in it applies together. */
export type SecurityRequirement = { scheme: string; scopes: string[] }[];

export interface ApiSecurityScheme {
  key: string; // the name under components.securitySchemes
  anchor: string; // id of its section on the overview page
  type: string; // apiKey | http | oauth2 | openIdConnect | mutualTLS
  description?: string;
  name?: string; // apiKey: header/query/cookie name
  in?: string;
  scheme?: string; // http: bearer | basic ...
  bearerFormat?: string;
  /** oauth2 flows; 3.2 adds `deviceAuthorization` (with its deviceAuthorizationUrl). */
  flows?: Record<string, { authorizationUrl?: string; tokenUrl?: string; refreshUrl?: string; deviceAuthorizationUrl?: string; scopes: Record<string, string> }>;
  openIdConnectUrl?: string;
  /** OpenAPI 3.2: where the OAuth 2 server's metadata (RFC 8414) is published. */
  oauth2MetadataUrl?: string;
  deprecated: boolean;
}

export interface ApiCallback {
  name: string;
  expression: string;
  operations: { method: string; summary?: string; description?: string; requestBody?: ApiRequestBody; responses: ApiResponse[] }[];
}

export interface CustomCodeSample {
  lang: string;
  label: string;
  source: string;
}

export interface ApiOperation {
  /** Kebab-case page id: the last URL segment. */
  id: string;
  operationId?: string;
  /** 'webhook': a request the API sends to the reader's endpoint (`webhooks`, `x-webhooks`); `path` is then its name. */
  kind: 'operation' | 'webhook';
  /** From a 3.2 path item's `additionalOperations`: a method OpenAPI has no field for (shown as written, with a badge). */
  additional: boolean;
  method: string; // lower case, but for additional operations (as written)
  path: string;
  summary?: string;
  description?: string;
  deprecated: boolean;
  tags: string[];
  parameters: ApiParameter[];
  requestBody?: ApiRequestBody;
  responses: ApiResponse[];
  callbacks: ApiCallback[];
  /** Effective security: the operation's, else the document's. Empty = no authentication. */
  security: SecurityRequirement[];
  servers: ApiServer[];
  /** `x-codeSamples` / `x-code-samples` from the spec: they replace the generated samples. */
  customSamples: CustomCodeSample[];
}

/** A server: `url` with every variable at its default; `template` and `variables` as the spec wrote them. */
export interface ApiServer {
  url: string;
  description?: string;
  /** OpenAPI 3.2: the server's short name. */
  name?: string;
  template?: string;
  variables?: { name: string; default: string; enum?: string[]; description?: string }[];
}

export interface ApiTag {
  name: string;
  /** OpenAPI 3.2: the label shown (else the name), the parent tag's name (tags nest), and a kind ('nav', 'badge'...). */
  summary?: string;
  parent?: string;
  kind?: string;
  /** Anchor on the category page. */
  anchor: string;
  description?: string;
  operationIds: string[];
}

export interface SpecFile {
  outputPath: string; // relative to out/: 'openapi/betaseries.yaml'
  contents: string | Uint8Array;
}

export interface LoadedApi {
  specPath: string;
  options: ApiOptions;
  title: string;
  version: string;
  openapiVersion: string;
  description?: string;
  overviewId: string;
  termsOfService?: string;
  contact?: { name?: string; url?: string; email?: string };
  license?: { name?: string; url?: string; identifier?: string };
  externalDocs?: { url: string; description?: string };
  servers: ApiServer[];
  securitySchemes: ApiSecurityScheme[];
  tags: ApiTag[];
  /** Operations in spec order (path order, then method order). */
  operations: ApiOperation[];
  /** The spec as given and as JSON, copied to out/ for the download link. */
  files: SpecFile[];
  /** Where the spec files end up, as URLs ('/openapi/betaseries.yaml'). */
  downloadUrls: { label: string; url: string }[];
  /** Resolves what the parser left as `{ $ref }` (back-edges of cycles) and names schemas. */
  schemas: SchemaIndex;
  /** Base for relative links inside spec descriptions (an absolute origin), if the spec suggests one. */
  linkBase?: string;
  /** The dereferenced document the model was read from (what changed between docs versions is read from it). */
  document: Record<string, any>;
}

/** Names of component schemas by object identity, and the document to resolve leftover internal `$ref`s. */
export interface SchemaIndex {
  /** The dereferenced document the index was built from. */
  document: Record<string, any>;
  names: WeakMap<object, string>;
  resolveRef(ref: string): SchemaObject | undefined;
}
