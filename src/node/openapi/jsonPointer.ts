// JSON pointers ('/paths/~1pets/get') and `$ref` fragments ('#/components/schemas/Pet'): split and joined. Pure,
// and free of the parsers, so that modules which only walk a loaded document (the schema index) stay small.

/**
 * Splits a JSON pointer into unescaped segments. A `$ref` fragment ('#/paths/~1pets/get') is part of a URI, so its
 * segments are percent-decoded too (a malformed escape such as '100%' is kept as written, as the ref parser does);
 * a plain pointer ('/paths/~1pets/get', what joinPointer makes) is not: its keys may contain '%' as they are.
 */
export function splitPointer(pointer: string): string[] {
  const isFragment = pointer.startsWith('#');
  const body = isFragment ? pointer.slice(1) : pointer;
  if (!body || body === '/') return [];
  return body
    .slice(1)
    .split('/')
    .map((s) => (isFragment ? safeDecodeURIComponent(s) : s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** decodeURIComponent, or the text unchanged when it is not valid percent-encoding. */
export function safeDecodeURIComponent(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** decodeURI, or the text unchanged when it is not valid percent-encoding (a path written `a%E0.png`). */
export function safeDecodeURI(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/** Builds a JSON pointer from segments. */
export function joinPointer(segments: (string | number)[]): string {
  return '/' + segments.map((s) => String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}
