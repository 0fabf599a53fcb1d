// What the "Try it" form of an operation shows, as plain data: servers, parameter and body fields, credentials,
// and the curl command of the request the form holds when the page loads. Pure.
import { buildRequest, type BodyInput, type RequestInput } from '../../../shared/tryIt/buildRequest.js';
import { toCurl } from '../../../shared/tryIt/toCurl.js';
import { generateExample } from '../generateExample.js';
import { siblingSlugs } from '../kebabCase.js';
import { isEmptyRequestBody } from '../isEmptyRequestBody.js';
import { PARAMETER_LOCATIONS, parameterAnchors } from '../listOperationHeadings.js';
import type { ApiOperation, ApiSecurityScheme, LoadedApi } from '../types.js';
import { formBodyFields, parameterField, type TryItField } from './tryItFields.js';

/** Site-wide settings of the form (config `api.tryIt`, where the spec is published, the script chunk). */
export interface TryItSettings {
  /** The client chunk that makes the form work (loaded when the reader opens it). */
  chunk: string;
  proxyUrl?: string;
  timeoutMs: number;
  /** Absolute URL of the spec as published with the site: relative server URLs are relative to it (OpenAPI). */
  specUrl: string;
}

export interface TryItServer {
  /** The URL with the variables' defaults, resolved against the spec's URL. */
  url: string;
  template?: string;
  description?: string;
  variables: { id: string; name: string; default: string; enum?: string[]; description?: string }[];
}

/** One credential input group: an API key, a token, or a user and password. */
export interface TryItCredential {
  scheme: string;
  id: string;
  kind: 'apiKey' | 'token' | 'basic';
  /** Where the value goes and under which name; `prefix` starts a token's value ('Bearer '). */
  in: 'header' | 'query' | 'cookie';
  name: string;
  prefix: string;
  label: string;
  /** What the reader needs to know to get a value (OAuth flows and their URLs). */
  note?: string;
}

export interface TryItBody {
  contentType: string;
  kind: 'text' | 'urlencoded' | 'multipart';
  /** The text editor's content: JSON (or other text) bodies, and urlencoded bodies' raw editor. */
  text: string;
  fields: TryItField[];
  /** Fields of the schema not in the form (too many): the raw editor is the way to send them. */
  omitted: number;
  /** Urlencoded bodies with omitted fields offer a raw editor for the whole body. */
  raw: boolean;
}

export interface TryItView {
  method: string;
  path: string;
  servers: TryItServer[];
  params: TryItField[];
  credentials: TryItCredential[];
  /** Schemes the browser cannot send (mutual TLS). */
  unsupportedSchemes: string[];
  body?: TryItBody;
  /**
   * The content type of a request body that the form cannot send: a browser's fetch refuses a body with GET and HEAD.
   * Absent when the declared body holds nothing (Stripe declares an empty optional form on every GET).
   */
  unsentBody?: string;
  settings: TryItSettings;
  /** The curl command of the request the form holds on load. */
  curl: string;
  /** The request the form holds on load (the client computes the same from the form). */
  input: RequestInput;
}

// Large enough for a readable example body, small enough that the form stays a small part of the page.
const BODY_EXAMPLE_NODES = 60;

/** Builds the form's view of an operation. Pure. */
export function createTryItView(api: LoadedApi, op: ApiOperation, settings: TryItSettings): TryItView {
  const resolve = api.schemas.resolveRef;
  const servers = op.servers.map((s, i) => {
    const slugs = siblingSlugs((s.variables ?? []).map((v) => v.name));
    return {
      url: resolveServerUrl(s.url, settings.specUrl),
      template: s.template,
      description: s.description,
      variables: (s.variables ?? []).map((v, j) => ({ ...v, id: `tryit-server-${i}-${slugs[j]}` })),
    };
  });
  // A 3.2 `querystring` parameter (the whole query string as one value) has no field: the curl sample shows it.
  // Each field's id is the parameter's anchor on the page, prefixed: unique where two names slug alike.
  const anchors = new Map(PARAMETER_LOCATIONS.map((location) => [location, parameterAnchors(op, location)]));
  const params = op.parameters.filter((p) => p.in !== 'querystring').map((p) => parameterField(p, `tryit-${anchors.get(p.in)!.get(p.name)}`, resolve));
  const schemeKeys = [...new Set(op.security.flatMap((alt) => alt.map((s) => s.scheme)))];
  const schemes = schemeKeys.map((key) => api.securitySchemes.find((s) => s.key === key)).filter((s): s is ApiSecurityScheme => !!s);
  const credentials = schemes.map(credentialOf).filter((c): c is TryItCredential => !!c);
  const unsupportedSchemes = schemes.filter((s) => !credentialOf(s)).map((s) => s.key);
  const bodiless = /^(get|head)$/i.test(op.method);
  const body = bodiless ? undefined : bodyOf(api, op);
  const declared = op.requestBody?.content[0]?.contentType;
  const unsentBody = bodiless && declared !== undefined && !isEmptyRequestBody(op.requestBody!) ? declared : undefined;
  const view = { method: op.additional ? op.method : op.method.toUpperCase(), path: op.path, servers, params, credentials, unsupportedSchemes, body, unsentBody, settings };
  const input = initialInput(view);
  return { ...view, input, curl: toCurl(buildRequest(input)) };
}

/** Resolves a server URL as OpenAPI says: relative to where the spec is served. Without a trailing slash. */
export function resolveServerUrl(url: string, specUrl: string): string {
  let resolved = url;
  try {
    resolved = new URL(url, specUrl).href;
  } catch {
    /* a URL with unresolved variables or odd characters stays as written */
  }
  return resolved.replace(/\/+$/, '');
}

function credentialOf(s: ApiSecurityScheme): TryItCredential | undefined {
  // The scheme's anchor on the overview, prefixed: unique where two keys slug alike (api_key, apiKey).
  const id = `tryit-${s.anchor}`;
  const base = { scheme: s.key, id };
  if (s.type === 'apiKey' && s.name) {
    const where = s.in === 'query' ? 'query' : s.in === 'cookie' ? 'cookie' : 'header';
    return { ...base, kind: 'apiKey', in: where, name: s.name, prefix: '', label: `${s.key}: API key (${where} ${s.name})` };
  }
  if (s.type === 'http' && s.scheme?.toLowerCase() === 'basic') {
    return { ...base, kind: 'basic', in: 'header', name: 'Authorization', prefix: 'Basic ', label: `${s.key}: user and password (HTTP Basic)` };
  }
  if (s.type === 'http' && s.scheme) {
    const scheme = s.scheme.charAt(0).toUpperCase() + s.scheme.slice(1).toLowerCase();
    return { ...base, kind: 'token', in: 'header', name: 'Authorization', prefix: `${scheme} `, label: `${s.key}: ${scheme} token${s.bearerFormat ? ` (${s.bearerFormat})` : ''}` };
  }
  if (s.type === 'oauth2' || s.type === 'openIdConnect') {
    return { ...base, kind: 'token', in: 'header', name: 'Authorization', prefix: 'Bearer ', label: `${s.key}: access token`, note: tokenNote(s) };
  }
  return undefined;
}

const FLOW_NAMES: Record<string, string> = { authorizationCode: 'authorization code', clientCredentials: 'client credentials', implicit: 'implicit', password: 'password', deviceAuthorization: 'device authorization' };

function tokenNote(s: ApiSecurityScheme): string {
  if (s.type === 'openIdConnect') return `OpenID Connect: get a token from the provider described at ${s.openIdConnectUrl ?? 'its discovery URL'}, then paste it here.`;
  const flows = Object.entries(s.flows ?? {}).map(([flow, f]) => {
    const urls = [f.authorizationUrl && `authorize at ${f.authorizationUrl}`, f.tokenUrl && `token from ${f.tokenUrl}`].filter(Boolean).join(', ');
    return `${FLOW_NAMES[flow] ?? flow}${urls ? ` (${urls})` : ''}`;
  });
  return `OAuth 2${flows.length ? `, ${flows.join('; ')}` : ''}: get a token with your OAuth client, then paste it here.`;
}

function bodyOf(api: LoadedApi, op: ApiOperation): TryItBody | undefined {
  const media = op.requestBody?.content[0];
  if (!media) return undefined;
  const resolve = api.schemas.resolveRef;
  const contentType = media.contentType;
  const example = media.example !== undefined ? media.example : generateExample(media.schema, { mode: 'request', resolve, maxNodes: BODY_EXAMPLE_NODES });
  const multipart = /^multipart\//i.test(contentType);
  const urlencoded = /x-www-form-urlencoded/i.test(contentType);
  if (multipart || urlencoded) {
    const { fields, omitted } = formBodyFields(media, 'tryit-body', resolve);
    const raw = urlencoded && omitted > 0;
    const text = raw ? rawFormText(example) : '';
    return { contentType, kind: multipart ? 'multipart' : 'urlencoded', text, fields, omitted, raw };
  }
  const text = example === undefined ? '' : typeof example === 'string' && !/json/i.test(contentType) ? example : JSON.stringify(example, null, 2);
  return { contentType, kind: 'text', text, fields: [], omitted: 0, raw: false };
}

/** An example object as urlencoded text with bracketed nested names (the raw editor's start). */
function rawFormText(value: unknown): string {
  const pairs: string[] = [];
  const walk = (v: unknown, name: string) => {
    if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) walk(x, name ? `${name}[${k}]` : k);
    } else if (v !== undefined && v !== null) {
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(v))}`);
    }
  };
  walk(value, '');
  return pairs.join('&');
}

/** The request the form holds on load: every field's first values, no credentials. */
function initialInput(view: Omit<TryItView, 'curl' | 'input'>): RequestInput {
  let body: BodyInput | undefined;
  const b = view.body;
  if (b?.kind === 'text') body = { kind: 'text', contentType: b.contentType, text: b.text };
  else if (b) {
    const fields = b.fields.map((f) => ({ name: f.name, values: f.control === 'file' ? [] : f.values, array: f.array, style: f.style, explode: f.explode, file: f.control === 'file' }));
    body = b.kind === 'urlencoded' ? { kind: 'urlencoded', contentType: b.contentType, fields } : { kind: 'multipart', contentType: b.contentType, fields };
  }
  return {
    method: view.method,
    serverUrl: view.servers[0]?.url ?? '',
    path: view.path,
    params: view.params.map((p) => ({
      name: p.name, in: p.in as 'path', style: p.style, explode: p.explode, array: p.array, values: p.values,
      properties: p.properties?.map((f): [string, string] => [f.name, f.values[0] ?? '']), json: p.control === 'json' && !p.array,
    })),
    credentials: [],
    body,
  };
}
