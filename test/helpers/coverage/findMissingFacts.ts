// Looks for an operation's facts (listOperationFacts) on its page and on the pages its content links to directly
// (one click). Reads the rendered HTML: property and parameter names are the names of schema rows, enum values any
// code element, status codes the response headings, media types the "Content type" lines.
import type { OperationFacts } from './listOperationFacts.js';

export interface PageFacts {
  names: Set<string>;
  codes: Set<string>;
  headings: Set<string>;
  /** Internal links of the page's content, without their #fragment. */
  links: Set<string>;
}

const decode = (s: string) =>
  s.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');

/** Reads what a page body shows (pure). */
export function readPageFacts(html: string): PageFacts {
  const names = new Set([...html.matchAll(/<code class="dg-schema__name">([\s\S]*?)<\/code>/g)].map((m) => decode(m[1])));
  const codes = new Set([...html.matchAll(/<code(?: [^>]*)?>([\s\S]*?)<\/code>/g)].map((m) => decode(m[1])));
  const headings = new Set([...html.matchAll(/<h[2-4] id="([^"]*)"/g)].map((m) => m[1]));
  const links = new Set([...html.matchAll(/<a href="(\/[^"#]*)(?:#[^"]*)?"/g)].map((m) => decode(m[1])));
  return { names, codes, headings, links };
}

/** Returns the facts found neither on the page nor on a page it links to: 'GET /x: property foo', one per miss. */
export function findMissingFacts(op: OperationFacts, page: PageFacts, linked: PageFacts[], responseHeadingId: (status: string) => string): string[] {
  const misses: string[] = [];
  const all = [page, ...linked];
  for (const name of op.parameters) if (!page.names.has(name)) misses.push(`${op.label}: parameter ${name}`);
  for (const name of op.properties) if (!all.some((p) => p.names.has(name))) misses.push(`${op.label}: property ${name}`);
  for (const value of op.enumValues) if (!all.some((p) => p.codes.has(value))) misses.push(`${op.label}: enum value ${value}`);
  for (const status of op.statuses) if (!page.headings.has(responseHeadingId(status))) misses.push(`${op.label}: status ${status}`);
  for (const type of op.mediaTypes) if (!page.codes.has(type)) misses.push(`${op.label}: media type ${type}`);
  return misses;
}
