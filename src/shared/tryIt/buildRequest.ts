// The request of the "Try it" form, from the form's values: one pure function that the server (for the curl preview
// of the example request, rendered into the HTML) and the browser (for the live preview and the request it sends)
// both run, so the two can never disagree. Serialisation follows OpenAPI's style/explode rules (serializeParameter.ts,
// which the generated code samples use too).
import { serializeHeader, serializePath, serializeQuery } from '../serializeParameter.js';

export type ParamLocation = 'path' | 'query' | 'header' | 'cookie';

/** One parameter as the form holds it: every value typed (one per repeated field of an array). */
export interface ParamInput {
  name: string;
  in: ParamLocation;
  style?: string;
  explode?: boolean;
  array?: boolean;
  values: string[];
  /** An object typed one field per property: each property's name and value; the object is sent without the empty ones. */
  properties?: [string, string][];
  /** The value is an object or array typed as JSON: sent as that value (serializeParameter.ts), or as typed when not JSON. */
  json?: boolean;
}

/** A credential ready to send: the scheme's header, query parameter or cookie and its full value ('Bearer x'). */
export interface CredentialInput {
  in: 'header' | 'query' | 'cookie';
  name: string;
  value: string;
}

/** One field of a form body, as the form holds it; for a file, the values are the chosen files' names. */
export interface FormFieldInput {
  name: string;
  values: string[];
  array?: boolean;
  style?: string;
  explode?: boolean;
  file?: boolean;
}

/** One name=value pair of a form body as sent; `file`: the value is a file's name (the browser keeps the file). */
export interface FormPair {
  name: string;
  value: string;
  file?: boolean;
}

export type BodyInput =
  | { kind: 'text'; contentType: string; text: string }
  | { kind: 'urlencoded'; contentType: string; fields: FormFieldInput[] }
  | { kind: 'multipart'; contentType: string; fields: FormFieldInput[] };


export interface RequestInput {
  method: string;
  /** The server URL as the reader left it (absolute, or as written when the site could not resolve it). */
  serverUrl: string;
  /** The path template: '/pets/{id}'. */
  path: string;
  params: ParamInput[];
  credentials: CredentialInput[];
  body?: BodyInput;
}

export type BuiltBody =
  | { kind: 'text'; contentType: string; text: string }
  | { kind: 'multipart'; fields: FormPair[] };

/** The request as it goes out: what fetch sends and what curl shows. */
export interface BuiltRequest {
  method: string;
  url: string;
  /** Header names and values in order (Content-Type included, except for multipart: the sender sets the boundary). */
  headers: [string, string][];
  /** Cookies: browsers do not let a page send them to another site, so only curl carries them. */
  cookies: [string, string][];
  body?: BuiltBody;
}

const enc = encodeURIComponent;

/** Builds the request from the form's values. Empty optional values are left out. Pure. */
export function buildRequest(input: RequestInput): BuiltRequest {
  const filled = input.params
    .map((p) => ({ ...p, values: p.values.filter((v) => v !== ''), properties: p.properties?.filter(([, v]) => v !== '') }))
    .filter((p) => (p.properties ? p.properties.length > 0 : p.values.length > 0));
  // The form holds an array's items as repeated fields, an object's properties as one field each, any other value as one.
  const value = (p: ParamInput) => (p.properties ? Object.fromEntries(p.properties) : p.array ? p.values : p.json ? jsonValue(p.values[0]) : p.values[0]);
  const path = input.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const p = filled.find((x) => x.in === 'path' && x.name === name);
    return p ? serializePath(p, value(p), enc) : whole;
  });
  const query: string[] = [];
  for (const p of filled) if (p.in === 'query') query.push(...serializeQuery(p, value(p), enc).map(([n, v]) => `${n}=${v}`));
  const headers: [string, string][] = [];
  for (const p of filled) if (p.in === 'header') headers.push([p.name, serializeHeader(p, value(p))]);
  const cookies: [string, string][] = [];
  for (const p of filled) if (p.in === 'cookie') cookies.push(...serializeQuery(p, value(p)));
  for (const c of input.credentials) {
    if (c.value === '') continue;
    if (c.in === 'query') query.push(`${enc(c.name)}=${enc(c.value)}`);
    else if (c.in === 'cookie') cookies.push([c.name, c.value]);
    else headers.push([c.name, c.value]);
  }
  let body: BuiltBody | undefined;
  const b = input.body;
  if (b?.kind === 'text') {
    headers.push(['Content-Type', b.contentType]);
    body = { kind: 'text', contentType: b.contentType, text: b.text };
  } else if (b?.kind === 'urlencoded') {
    headers.push(['Content-Type', b.contentType]);
    const text = formPairs(b.fields).map((f) => `${formEncode(f.name)}=${formEncode(f.value)}`).join('&');
    body = { kind: 'text', contentType: b.contentType, text };
  } else if (b?.kind === 'multipart') {
    body = { kind: 'multipart', fields: formPairs(b.fields) };
  }
  const base = input.serverUrl.replace(/\/+$/, '');
  const url = base + path + (query.length ? (path.includes('?') ? '&' : '?') + query.join('&') : '');
  return { method: input.method.toUpperCase(), url, headers, cookies, body };
}

/** JSON text typed for an object or array parameter, as that value; other text (a typo, a bare word) as typed. */
function jsonValue(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? value : text;
  } catch {
    return text;
  }
}

/**
 * The pairs of a form body: an array repeats its name (style form, explode), is joined with commas (explode: false),
 * or numbers its entries ('expand[0]', style deepObject: the bracket notation of nested fields).
 */
export function formPairs(fields: FormFieldInput[]): FormPair[] {
  const pairs: FormPair[] = [];
  for (const f of fields) {
    const values = f.values.filter((v) => v !== '');
    if (!values.length) continue;
    const file = f.file || undefined;
    if (!f.array && f.style === 'deepObject' && !file) pairs.push(...deepObjectPairs(f.name, values[0]));
    else if (!f.array) pairs.push({ name: f.name, value: values[0], file });
    else if (f.style === 'deepObject') values.forEach((value, i) => pairs.push({ name: `${f.name}[${i}]`, value, file }));
    else if (f.explode === false && !file) pairs.push({ name: f.name, value: values.join(',') });
    else for (const value of values) pairs.push({ name: f.name, value, file });
  }
  return pairs;
}

/**
 * An object field sent deepObject-style, typed as JSON ('{"order_id": "6735"}'): one pair per leaf, named with
 * brackets ('metadata[order_id]', 'card[address][city]', 'items[0]'). Text that is not a JSON object is sent as typed.
 */
function deepObjectPairs(name: string, text: string): FormPair[] {
  let value: unknown;
  try { value = JSON.parse(text); } catch { return [{ name, value: text }]; }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [{ name, value: text }];
  const pairs: FormPair[] = [];
  const add = (key: string, v: unknown) => {
    if (v && typeof v === 'object') for (const [k, inner] of Object.entries(v)) add(`${key}[${k}]`, inner);
    else if (v !== undefined) pairs.push({ name: key, value: v === null ? '' : String(v) });
  };
  add(name, value);
  return pairs;
}

/** application/x-www-form-urlencoded as URLSearchParams writes it (spaces as '+'), without needing URLSearchParams. */
function formEncode(text: string): string {
  return enc(text).replace(/%20/g, '+').replace(/[!'()~]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
}

declare function btoa(data: string): string;
declare function unescape(data: string): string;

/** The value of an HTTP Basic Authorization header (UTF-8 user and password). */
export function basicCredential(user: string, password: string): string {
  if (user === '' && password === '') return '';
  // btoa takes bytes as characters: UTF-8 first, as RFC 7617 recommends.
  const binary = unescape(encodeURIComponent(`${user}:${password}`));
  return `Basic ${btoa(binary)}`;
}
