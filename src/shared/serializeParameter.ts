// OpenAPI 3 parameter serialisation (`style` and `explode`, with their defaults), shared by the "Try it" request
// (src/shared/tryIt/buildRequest.ts, on the server and in the browser) and the generated code samples
// (src/node/openapi/createCodeSamples.ts), so the two never write a parameter differently. Swagger 2's
// `collectionFormat` reaches this code already converted to `style`/`explode` (swagger2openapi, in loadSpec).
//
// `encode` is applied to names and values, not to the delimiters between them (but a space): the try-it form writes
// the URL itself and passes encodeURIComponent; httpsnippet percent-encodes query and cookie pairs itself, so the
// samples pass the identity and the text is encoded once.

/** How the spec says to write a parameter (each function below is for one location). */
export interface ParameterStyle {
  name: string;
  style?: string;
  explode?: boolean;
}

type Encode = (text: string) => string;
type Parts = { kind: 'primitive'; value: string } | { kind: 'array'; items: string[] } | { kind: 'object'; entries: [string, string][] };

const identity: Encode = (text) => text;

/**
 * Returns the name=value pairs of a query or cookie parameter (default style form; explode defaults to true for
 * form only). An array with form + explode repeats its name; an object with form + explode gives one pair per
 * property; deepObject writes `name[prop]`. `value` is the example as given: a primitive, an array or an object. Pure.
 */
export function serializeQuery(p: ParameterStyle, value: unknown, encode: Encode = identity): [string, string][] {
  const parts = partsOf(value);
  const style = p.style ?? 'form';
  const explode = p.explode ?? style === 'form';
  const name = encode(p.name);
  if (parts.kind === 'primitive') return [[name, encode(parts.value)]];
  if (parts.kind === 'object' && style === 'deepObject') return parts.entries.map(([k, v]) => [encode(`${p.name}[${k}]`), encode(v)]);
  if (style === 'form' && explode) {
    return parts.kind === 'array' ? parts.items.map((v) => [name, encode(v)]) : parts.entries.map(([k, v]) => [encode(k), encode(v)]);
  }
  // OpenAPI defines spaceDelimited and pipeDelimited for explode false only: they are joined whatever explode says.
  // A space cannot stand in a URL, so that delimiter goes through `encode` ('%20' in the try-it URL).
  const separator = style === 'spaceDelimited' ? encode(' ') : style === 'pipeDelimited' ? '|' : ',';
  return [[name, flatten(parts).map(encode).join(separator)]];
}

/** Returns a path parameter as it replaces `{name}` in the path (styles simple, label and matrix). Pure. */
export function serializePath(p: ParameterStyle, value: unknown, encode: Encode = identity): string {
  const parts = partsOf(value);
  const style = p.style ?? 'simple';
  const explode = p.explode ?? false;
  const name = encode(p.name);
  if (style === 'matrix') {
    if (parts.kind === 'primitive') return `;${name}=${encode(parts.value)}`;
    if (explode) return parts.kind === 'array' ? parts.items.map((v) => `;${name}=${encode(v)}`).join('') : parts.entries.map(([k, v]) => `;${encode(k)}=${encode(v)}`).join('');
    return `;${name}=${flatten(parts).map(encode).join(',')}`;
  }
  const list = explodedList(parts, explode, encode);
  if (style === 'label') return '.' + list.join(explode ? '.' : ',');
  return list.join(',');
}

/** Returns a header parameter's value (style simple: comma-separated; an exploded object as k=v pairs). Pure. */
export function serializeHeader(p: ParameterStyle, value: unknown): string {
  return explodedList(partsOf(value), p.explode ?? false, identity).join(',');
}

/**
 * A parameter defined by a media type (`content: { application/json: … }`) is sent as that text, one value whatever
 * its shape (`filter={"status":"open"}`), not by a style: its value becomes the JSON text. Others are left as they are.
 */
export function contentValue(p: { contentType?: string }, value: unknown): unknown {
  return p.contentType && /json/i.test(p.contentType) && value !== undefined ? JSON.stringify(value) : value;
}

/**
 * Returns a parameter's value as the request carries it, for showing an example: a query parameter's pairs joined
 * with '&' (`id=42,57`, `id=1&id=5`), a cookie's with '; ', a path segment or a header value as written. Pure.
 */
export function writeParameter(p: ParameterStyle & { in: string }, value: unknown): string {
  if (p.in === 'path') return serializePath(p, value);
  if (p.in === 'header') return serializeHeader(p, value);
  return serializeQuery(p, value).map(([name, text]) => `${name}=${text}`).join(p.in === 'cookie' ? '; ' : '&');
}

/** Items, or an object's properties (`k=v` when exploded, else key and value in turn), each encoded. */
function explodedList(parts: Parts, explode: boolean, encode: Encode): string[] {
  if (parts.kind === 'object' && explode) return parts.entries.map(([k, v]) => `${encode(k)}=${encode(v)}`);
  return flatten(parts).map(encode);
}

/** An array's items, or an object's keys and values in turn (`R,100,G,200`), as OpenAPI writes unexploded objects. */
function flatten(parts: Parts): string[] {
  if (parts.kind === 'primitive') return [parts.value];
  return parts.kind === 'array' ? parts.items : parts.entries.flat();
}

function partsOf(value: unknown): Parts {
  if (Array.isArray(value)) return { kind: 'array', items: value.map(text) };
  if (value && typeof value === 'object') return { kind: 'object', entries: Object.entries(value).map(([k, v]) => [k, text(v)]) };
  return { kind: 'primitive', value: text(value) };
}

/** Nested values have no serialisation of their own in OpenAPI: they are written as JSON. */
function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
