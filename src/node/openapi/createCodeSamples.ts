// Code samples for an operation: a HAR request built from the model, converted by httpsnippet, highlighted with
// Prism at build time. `x-codeSamples` from the spec replace the generated sample of the same language.
import httpsnippet from 'httpsnippet';
import { highlightCode, highlightSample } from './highlightCode.js';
import { defaultCodeSamples } from '../config.js';
import { isEmptyRequestBody } from './isEmptyRequestBody.js';
import { generateExample } from './generateExample.js';
import { primaryType } from './describeSchema.js';
import { slugifyAnchor } from './kebabCase.js';
import { withoutUrlParseWarning } from './withoutUrlParseWarning.js';
import { contentValue, serializeHeader, serializePath, serializeQuery } from '../../shared/serializeParameter.js';
import type { ApiOperation, ApiParameter, CodeSampleLanguage, LoadedApi } from './types.js';

const { HTTPSnippet } = httpsnippet;
// Samples show the shape of a request, not every optional field: big bodies (Stripe) would repeat 9 times.
const SAMPLE_BODY_NODES = 40;

export interface CodeSample {
  /** Stable tab value ('python', 'curl'): the client script remembers the choice across pages by it. */
  id: string;
  label: string;
  /** Prism language of the sample. */
  language: string;
  code: string;
  /** Highlighted HTML for the inside of <code>. */
  html: string;
}

/** Default languages, in tab order (httpsnippet target + client): the config's defaults, defined once there. */
export const DEFAULT_CODE_SAMPLES: CodeSampleLanguage[] = defaultCodeSamples;

const PRISM_LANGUAGE: Record<string, string> = {
  shell: 'bash', node: 'javascript', javascript: 'javascript', python: 'python', csharp: 'csharp', go: 'go', ruby: 'ruby',
  php: 'php', java: 'java', powershell: 'powershell', kotlin: 'kotlin', swift: 'swift', c: 'c', http: 'http',
};

interface HarRequest {
  method: string;
  url: string;
  httpVersion: string;
  headers: { name: string; value: string }[];
  queryString: { name: string; value: string }[];
  cookies: { name: string; value: string }[];
  postData?: { mimeType: string; text?: string; params?: { name: string; value: string; fileName?: string }[] };
  headersSize: number;
  bodySize: number;
}

/**
 * Returns the code samples of an operation (custom ones first), highlighted. Pure. `languages` replaces the configured
 * ones and `highlight: false` leaves `html` empty (the Markdown twins want the curl sample as text). `bodyFile` names
 * a file that holds a text body, sent from there (`--data @body.json`): a compact twin shows the body once, above.
 */
export function createCodeSamples(api: LoadedApi, op: ApiOperation, options: { languages?: CodeSampleLanguage[]; highlight?: boolean; bodyFile?: string } = {}): CodeSample[] {
  const highlight = options.highlight !== false;
  const custom: CodeSample[] = op.customSamples.map((s) => {
    const id = slugifyAnchor(s.lang === 'shell' || s.lang === 'bash' ? 'curl' : s.lang);
    return { id, label: s.label, language: s.lang, code: s.source, html: highlight ? highlightCode(s.source, s.lang) : '' };
  });
  const har = createHarRequest(api, op, options.bodyFile);
  const covered = new Set(custom.map((c) => c.id));
  const generated: CodeSample[] = [];
  let snippet: InstanceType<typeof HTTPSnippet> | undefined;
  try {
    snippet = withoutUrlParseWarning(() => new HTTPSnippet(har as any));
  } catch {
    snippet = undefined; // an invalid request (e.g. an odd server URL) gives no generated samples
  }
  for (const lang of op.kind === 'webhook' ? webhookLanguages(api) : (options.languages ?? api.options.codeSamples)) {
    if (covered.has(lang.id) || !snippet) continue;
    let code: string | string[] | false;
    try {
      code = snippet.convert(lang.target as any, lang.client);
    } catch {
      code = false;
    }
    if (code === false) continue;
    const text = Array.isArray(code) ? code.join('\n') : code;
    const language = PRISM_LANGUAGE[lang.target] ?? lang.target;
    generated.push({ id: lang.id, label: lang.label, language, code: text, html: highlight ? highlightSample(text, language) : '' });
  }
  return [...custom, ...generated];
}

/**
 * Why each configured language cannot make samples: a target or client httpsnippet does not have (a typo would
 * otherwise drop that tab from every page without a word). Pure.
 */
export function checkCodeSampleLanguages(languages: CodeSampleLanguage[]): string[] {
  const targets = new Map<string, string[]>(httpsnippet.availableTargets().map((t) => [t.key, t.clients.map((c) => c.key)]));
  const problems: string[] = [];
  for (const lang of languages) {
    const clients = targets.get(lang.target);
    if (!clients) problems.push(`the code sample '${lang.id}' has the target '${lang.target}', which is not one of ${[...targets.keys()].join(', ')}`);
    else if (lang.client !== undefined && !clients.includes(lang.client)) problems.push(`the code sample '${lang.id}' has the client '${lang.client}', which the target '${lang.target}' does not have (it has ${clients.join(', ')})`);
  }
  return problems;
}

// A webhook is a request the API sends: its sample posts the example payload to the reader's own receiver, to test it.
export const WEBHOOK_TEST_URL = 'http://localhost:8080/webhook';

/** A webhook's sample is a curl command only (no handler code): the configured curl tab, else curl. */
function webhookLanguages(api: LoadedApi): CodeSampleLanguage[] {
  const curl = api.options.codeSamples.filter((l) => l.target === 'shell');
  return curl.length ? curl : [{ id: 'curl', label: 'curl', target: 'shell', client: 'curl' }];
}

/** Builds the HAR request for an operation: server URL, example path and required query params, auth, body. */
export function createHarRequest(api: LoadedApi, op: ApiOperation, bodyFile?: string): HarRequest {
  const webhook = op.kind === 'webhook';
  const server = webhook ? WEBHOOK_TEST_URL : absoluteServer(op.servers[0]?.url ?? '/');
  const path = webhook ? '' : op.path.replace(/\{([^}]+)\}/g, (m, name) => {
    const p = op.parameters.find((x) => x.in === 'path' && x.name === name);
    // The URL is handed to httpsnippet as written: path values are encoded here, the delimiters of the style are not.
    return p ? serializePath(p, parameterExample(p, api), encodeURIComponent) : encodeURIComponent(name);
  });
  const har: HarRequest = {
    method: op.additional ? op.method : op.method.toUpperCase(),
    url: server.replace(/\/+$/, '') + path,
    httpVersion: 'HTTP/1.1',
    headers: [],
    queryString: [],
    cookies: [],
    headersSize: -1,
    bodySize: -1,
  };
  for (const p of op.parameters) {
    if (!p.required || p.in === 'path') continue;
    if (p.in === 'querystring') {
      // OpenAPI 3.2: one parameter is the whole query string; its example (an object, or the string as sent) gives the pairs.
      const example = p.example ?? (p.schema ? generateExample(p.schema, { resolve: api.schemas.resolveRef, names: api.schemas.names }) : undefined);
      const pairs = typeof example === 'string' ? [...new URLSearchParams(example)] : example && typeof example === 'object' ? Object.entries(example).map(([k, v]) => [k, stringify(v)]) : [];
      for (const [name, value] of pairs) har.queryString.push({ name, value });
      continue;
    }
    // Query and cookie pairs go to httpsnippet unencoded (it encodes them, once); repeated names are repeated pairs.
    const example = contentValue(p, parameterExample(p, api));
    if (p.in === 'header') har.headers.push({ name: p.name, value: serializeHeader(p, example) });
    else {
      const target = p.in === 'query' ? har.queryString : har.cookies;
      for (const [name, value] of serializeQuery(p, example)) target.push({ name, value });
    }
  }
  if (!webhook) addAuth(har, api, op);
  addBody(har, api, op, bodyFile);
  return har;
}

function absoluteServer(url: string): string {
  // httpsnippet needs an absolute URL; relative servers ('/', '/v1') are shown on a placeholder host.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return url;
  return 'https://api.example.com' + (url.startsWith('/') ? url : `/${url}`);
}

/** A parameter's example value (the spec's, else generated), as a value: its style decides how it is written. */
function parameterExample(p: ApiParameter, api: LoadedApi): unknown {
  if (p.example !== undefined) return p.example;
  const schema = p.schema;
  if (!schema) return p.name;
  const value = generateExample(schema, { resolve: api.schemas.resolveRef, names: api.schemas.names });
  // An object with no example properties would leave the parameter out of the sample: its name stands in for it.
  if (value === undefined || (isPlainObject(value) && !Object.keys(value).length)) return p.name;
  if (value !== null && typeof value === 'object') return value;
  // A made-up 'string' says less than the parameter's own name.
  if (value === 'string' && schema.example === undefined) return p.name;
  if (value === 0 && primaryType(schema) === 'integer' && schema.minimum === undefined) return 1;
  return value;
}

function addAuth(har: HarRequest, api: LoadedApi, op: ApiOperation) {
  // The first alternative of the operation's security: every scheme in it applies together.
  for (const { scheme: key } of op.security[0] ?? []) {
    const scheme = api.securitySchemes.find((s) => s.key === key);
    if (!scheme) continue;
    // Named after the scheme (BetaSeriesToken -> <BETA_SERIES_TOKEN>), so two keys of one request stay distinct.
    const placeholder = `<${slugifyAnchor(key).replace(/-/g, '_').toUpperCase()}>`;
    if (scheme.type === 'apiKey') {
      const target = scheme.in === 'query' ? har.queryString : scheme.in === 'cookie' ? har.cookies : har.headers;
      target.push({ name: scheme.name ?? key, value: placeholder });
    } else if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') {
      har.headers.push({ name: 'Authorization', value: 'Basic <BASE64_USER_PASSWORD>' });
    } else if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
      const kind = scheme.type === 'http' && scheme.scheme ? capitalise(scheme.scheme) : 'Bearer';
      har.headers.push({ name: 'Authorization', value: `${kind} <ACCESS_TOKEN>` });
    }
  }
}

function addBody(har: HarRequest, api: LoadedApi, op: ApiOperation, bodyFile?: string) {
  const media = op.requestBody?.content[0];
  // An optional body that can hold nothing (Stripe declares one on every GET) is no body: no Content-Type, no payload.
  if (!media || isEmptyRequestBody(op.requestBody!)) return;
  if (bodyFile && hasTextBody(media.contentType)) {
    har.headers.push({ name: 'Content-Type', value: media.contentType });
    har.postData = { mimeType: media.contentType, text: `@${bodyFile}` };
    return;
  }
  const value = media.example !== undefined ? media.example : generateExample(media.schema, { mode: 'request', resolve: api.schemas.resolveRef, names: api.schemas.names, maxNodes: SAMPLE_BODY_NODES });
  const type = media.contentType;
  const form = /x-www-form-urlencoded|multipart\/form-data/i.test(type) && isPlainObject(value) ? flattenForm(value) : undefined;
  har.headers.push({ name: 'Content-Type', value: type });
  if (/json/i.test(type)) {
    har.postData = { mimeType: type, text: JSON.stringify(value ?? {}, null, 2) };
  } else if (form) {
    // In multipart bodies, binary fields (generated as '<binary>') are file uploads: curl -F file=@file.
    const multipart = /multipart/i.test(type);
    har.postData = { mimeType: type, params: form.map((p) => (multipart && p.value === '<binary>' ? { name: p.name, value: '', fileName: p.name } : p)) };
  } else if (value !== undefined) {
    har.postData = { mimeType: type, text: typeof value === 'string' ? value : JSON.stringify(value) };
  }
}

/** Whether a body of this content type is sent as text (JSON, XML, plain text…) rather than as form fields. */
export function hasTextBody(contentType: string): boolean {
  return !/x-www-form-urlencoded|multipart\/form-data/i.test(contentType);
}

/** Flattens nested values the way form bodies encode them: a[b]=1, list[0]=x (Stripe's convention). */
function flattenForm(value: Record<string, unknown>, prefix = ''): { name: string; value: string }[] {
  const out: { name: string; value: string }[] = [];
  for (const [k, v] of Object.entries(value)) {
    const name = prefix ? `${prefix}[${k}]` : k;
    if (v && typeof v === 'object') {
      const entries = Array.isArray(v) ? Object.fromEntries(v.map((x, i) => [String(i), x])) : (v as Record<string, unknown>);
      out.push(...flattenForm(entries, name));
    } else out.push({ name, value: stringify(v) });
  }
  return out;
}

function stringify(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();
}
