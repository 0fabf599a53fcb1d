// Small pieces of Markdown text the twins share: front matter, table cells, inline code, where a twin lives.
// Pure string work over values docgen already holds.

import { twinPath } from '../../../shared/twinPath.js';

export { twinPath };

/** How a twin names other pages: absolute when the config gives the site's `url`, root-relative (with the base) otherwise. */
export interface TwinLinker {
  /** The twin of a route, with a fragment if given ('/docs/intro#setup' → '…/docs/intro.md#setup'). */
  twin(routeWithHash: string): string;
  /** Any other site path ('/openapi/betaseries.yaml', '/assets/img/x.png'), with the base and the origin. */
  file(sitePath: string): string;
  /** The page itself, as its canonical URL. */
  page(url: string): string;
}

export function createTwinLinker(siteUrl: string, baseUrl: string): TwinLinker {
  const base = baseUrl.replace(/\/$/, '');
  const file = (sitePath: string) => siteUrl + base + sitePath;
  return {
    file,
    twin: (routeWithHash) => {
      const i = routeWithHash.indexOf('#');
      const route = i < 0 ? routeWithHash : routeWithHash.slice(0, i);
      return file(twinPath(route)) + (i < 0 ? '' : routeWithHash.slice(i));
    },
    page: (url) => file(url === '/' ? '/' : url),
  };
}

/**
 * YAML front matter. Values are written as JSON, which YAML reads as the same strings and lists: no quoting rules
 * to get wrong, whatever a title holds. Absent values are left out.
 */
export function frontMatter(fields: Record<string, string | string[] | undefined>): string {
  const lines = Object.entries(fields).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)).map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

/**
 * How a compact twin (one too long to read in one go otherwise) is shortened. Operation and schema twins take what
 * fits of their examples or "Used by" list; the view may link named schemas from fewer levels down than its page.
 */
export interface CompactTwin {
  /** The HTML page, which shows everything the twin leaves out. */
  page: string;
  /** Characters the body may have. */
  room: number;
  /** Whether the view links named schemas from fewer levels down than the page (the views' namedDepth). */
  schemasLinked: boolean;
}

/** The note at the top of a compact twin: how it is shortened (`parts`, if any), and where everything is. */
export function compactNote(compact: CompactTwin, parts: (string | false)[]): string[] {
  const shortened = [compact.schemasLinked && 'named schemas link to their own twins instead of being listed here', ...parts].filter(Boolean);
  return shortened.length ? [`> This Markdown twin is shortened to fit one read: ${shortened.join('; ')}. [The HTML page](${compact.page}) shows everything.`, ''] : [];
}

/** A count as a reader writes it: 12,345. */
export function count(n: number): string {
  return n.toLocaleString('en-US');
}

/** Text on one line: a summary can run to paragraphs (GitHub's webhooks), which would end a list item. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

// A description's last line that is part of a block (a list item, a quote, a table row, a fence, a heading, indented
// code): a full stop there would change the block, so facts after it start a paragraph of their own.
const BLOCK_LINE = /^(?:\s*(?:[-*+]\s|\d+[.)]\s|>|\||`{3,}|~{3,}|#{1,6}\s)| {4})/;
// Closing punctuation, perhaps inside closing quotes, brackets or emphasis.
const SENTENCE_END = /[.!?…:;][*_"'”’»)\]]*$/;

/** Text that ends a sentence: as it is when it ends with closing punctuation, else with a full stop. */
export function closeSentence(text: string): string {
  const trimmed = text.trimEnd();
  return !trimmed || SENTENCE_END.test(trimmed) ? trimmed : trimmed + '.';
}

/**
 * A description and the facts after it (example, constraints…), each read as its own sentence: the description ends
 * with a full stop if it has no closing punctuation; one that ends with a block gets the facts as a paragraph of
 * their own, unless `oneLine` (a table cell, where every line is joined).
 */
export function withFacts(text: string, facts: string, oneLine = false): string {
  const trimmed = text.trimEnd();
  if (!trimmed || !facts) return trimmed || facts;
  if (!oneLine && BLOCK_LINE.test(trimmed.slice(trimmed.lastIndexOf('\n') + 1))) return `${trimmed}\n\n${facts}`;
  return `${closeSentence(trimmed)} ${facts}`;
}

/** Text for one table cell: one line, pipes escaped. */
export function tableCell(text: string | undefined): string {
  return (text ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|').trim();
}

/** Inline code that survives backticks inside ('a`b' → '`` a`b ``'). */
export function code(text: string): string {
  if (!text.includes('`') && text[0] !== ' ') return `\`${text}\``;
  const runs = text.match(/`+/g) ?? [];
  const fence = '`'.repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
  const pad = /^`|`$|^ .* $/.test(text) ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A fenced code block whose fence is longer than any backtick run inside. */
export function fence(text: string, language = ''): string {
  const runs = text.match(/^`{3,}/gm) ?? [];
  const marks = '`'.repeat(Math.max(2, ...runs.map((r) => r.length)) + 1);
  return `${marks}${language}\n${text.replace(/\n+$/, '')}\n${marks}`;
}

/** Continuation lines of a list item's text, indented under it so that Markdown keeps them in the item. */
export function indentRest(text: string, indent: string): string {
  if (!text.includes('\n')) return text.trim();
  return text.trim().replace(/\n/g, '\n' + indent).replace(/\n\s+\n/g, '\n\n');
}

/**
 * A twin's body as it is kept until the twins output has written it and llms-full.txt: its UTF-8 bytes, off the
 * JavaScript heap (a large API's twins are hundreds of megabytes of text, and a string holding one '…' takes two bytes
 * a character), and its length in characters, which is what a twin's room is counted in.
 */
export interface TwinBody { bytes: Buffer; chars: number }

/** A body text as it is kept. */
export function keepTwinBody(text: string): TwinBody {
  return { bytes: Buffer.from(text), chars: text.length };
}

/**
 * A twin in its two parts, front matter and body, joined only as it is written (joinTwin): the bodies stay in memory
 * for llms-full.txt, and a joined copy of each kept beside them would double what a large API's twins hold.
 */
export interface TwinText { head: string; body: TwinBody }

/** A twin's bytes: its front matter, a line break, its body. */
export function joinTwin(twin: TwinText): Buffer {
  return Buffer.concat([Buffer.from(twin.head + '\n'), twin.body.bytes]);
}
