// The curl command of a built request: the preview under the "Try it" form and the command a reader copies when
// the browser cannot send the request. It always names the real API URL, never a proxy.
import type { BuiltRequest } from './buildRequest.js';

/** Quotes a word for a POSIX shell. */
export function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** Returns the curl command for the request, one option per line. Pure. */
export function toCurl(request: BuiltRequest): string {
  const lines = [`curl --request ${request.method}`, `--url ${shellQuote(request.url)}`];
  for (const [name, value] of request.headers) lines.push(`--header ${shellQuote(`${name}: ${value}`)}`);
  if (request.cookies.length) lines.push(`--cookie ${shellQuote(request.cookies.map(([n, v]) => `${n}=${v}`).join('; '))}`);
  const body = request.body;
  if (body?.kind === 'text') lines.push(`--data-raw ${shellQuote(body.text)}`);
  else if (body?.kind === 'multipart') {
    // --form-string sends text as is; --form would read a value starting with '@' or '<' as a file.
    for (const f of body.fields) lines.push(f.file ? `--form ${shellQuote(`${f.name}=@${f.value}`)}` : `--form-string ${shellQuote(`${f.name}=${f.value}`)}`);
  }
  return lines.join(' \\\n  ');
}
