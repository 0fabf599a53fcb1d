// Markdown of spec descriptions -> sanitised HTML. Spec text is untrusted (raw HTML allowed, then sanitised).
// PERF-NOTES: descriptions repeat a lot and most are plain text, so results are memoised by text + options and
// plain text skips the unified pipeline altogether.
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import { toHtml } from 'hast-util-to-html';
import GithubSlugger from 'github-slugger';
import type { Element, Root, RootContent, ElementContent } from 'hast';
import type { Heading } from '../../shared/types.js';
import { highlightToHast } from '../content/highlight.js';

export interface DescriptionOptions {
  /** The level a description's top heading gets (its `#` becomes `<h{headingBase}>`), at most 6. */
  headingBase?: number;
  /** Origin that root-relative and relative links resolve against; without it they are unlinked. */
  linkBase?: string;
  /** Give h2/h3 ids (slugs, avoiding `reservedIds`) and return them; otherwise every id is removed. */
  headingIds?: boolean;
  reservedIds?: readonly string[];
}

export interface RenderedDescription {
  html: string;
  headings: Heading[];
}

const cache = new Map<string, RenderedDescription>();
// Text with none of these cannot contain Markdown or HTML: emphasis, code, links, tags, entities, headings, tables,
// line-based syntax (needs a newline or a leading list marker) and GFM autolinks (URLs, www., e-mail addresses).
const MARKDOWN_SYNTAX = /[\\`*_[\]<>#|~&\n@]|:\/\/|www\.|^\s*(?:[-+]|\d+[.)])\s/;

/** Returns sanitised HTML for a description (memoised by text and options). Pure apart from the memo. */
export function renderDescription(text: string, options: DescriptionOptions = {}): RenderedDescription {
  const key = `${options.headingBase ?? 2}|${options.linkBase ?? ''}|${options.headingIds ? (options.reservedIds ?? []).join(',') : '-'}|${text}`;
  let result = cache.get(key);
  if (!result) {
    const trimmed = text.trim();
    if (!MARKDOWN_SYNTAX.test(trimmed)) result = { html: `<p>${escapeLikeHast(trimmed)}</p>`, headings: [] };
    else result = renderSimpleInline(trimmed) ?? renderMarkdown(text, options);
    cache.set(key, result);
  }
  return result;
}

// The most common Markdown in specs is paragraphs with `code`, [links](https://...) and **strong** only. For those, the
// HTML is produced directly, identical to what the pipeline gives (a unit test compares both on real specs).
const CODE_SPAN = /`([^`\n]+)`/g;
const ABSOLUTE_LINK = /\[([^\][`\n]+)\]\((https?:\/\/[^()\s"'<>]+)\)/g;
// **strong** whose text starts and ends with a letter or digit (so the delimiters always open and close) and holds
// nothing but words, spaces and plain punctuation: common in generated specs, and no nesting to get wrong.
const STRONG = /\*\*([A-Za-z0-9](?:[A-Za-z0-9 ,.;:!?'"/-]*[A-Za-z0-9])?)\*\*/g;
const SIMPLE_TOKEN = new RegExp(`${CODE_SPAN.source}|${ABSOLUTE_LINK.source}|${STRONG.source}`, 'g');
const SIMPLE_REST = /[\\`*_[\]<>#|~&@]|:\/\/|www\./;
// A line that may start a block: indented code, a list, a quote, a heading, a rule... (`**word` cannot).
const BLOCK_START = /^(?:\s{4}|\s*(?:[-+>#=]|\*(?!\*[A-Za-z0-9])|\d+[.)]|$))/;

/** Renders paragraphs whose only syntax is code spans, absolute links and simple **strong**; undefined when the text has more. */
export function renderSimpleInline(text: string): RenderedDescription | undefined {
  const paragraphs = text.split(/\n[ \t]*\n/).map((p) => p.trim());
  const html: string[] = [];
  for (let paragraph of paragraphs) {
    const lines = paragraph.split('\n');
    if (lines.some((line) => BLOCK_START.test(line) || /\s{2,}$/.test(line))) return undefined;
    // Markdown drops the spaces around soft line breaks.
    paragraph = lines.map((line) => line.trim()).join('\n');
    // Links first: a link whose text holds a code span is not simple, and leaves a '[' behind.
    const rest = paragraph.replace(ABSOLUTE_LINK, '').replace(CODE_SPAN, '').replace(STRONG, '');
    if (SIMPLE_REST.test(rest)) return undefined;
    let out = '';
    let last = 0;
    const tokens = [...paragraph.matchAll(SIMPLE_TOKEN)];
    for (const m of tokens) {
      out += escapeLikeHast(paragraph.slice(last, m.index));
      if (m[1] !== undefined) out += `<code>${escapeLikeHast(trimCodeSpan(m[1]))}</code>`;
      else if (m[4] !== undefined) out += `<strong>${escapeLikeHast(m[4])}</strong>`;
      else out += `<a href="${escapeLikeHast(m[3], true)}" rel="noopener noreferrer">${escapeLikeHast(m[2])}</a>`;
      last = m.index! + m[0].length;
    }
    out += escapeLikeHast(paragraph.slice(last));
    html.push(`<p>${out}</p>`);
  }
  return { html: html.join('\n'), headings: [] };
}

/** Escapes the way hast-util-to-html does (text: & and <; attributes: & and "), so both paths agree byte for byte. */
function escapeLikeHast(text: string, attribute = false): string {
  return attribute ? text.replace(/&/g, '&#x26;').replace(/"/g, '&#x22;') : text.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;');
}

/** CommonMark strips one space from both ends of a code span when both are spaces and it is not all spaces. */
function trimCodeSpan(code: string): string {
  return code.length > 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim() ? code.slice(1, -1) : code;
}

/** Returns plain text for a description (for meta descriptions and labels): Markdown and tags stripped, one line. */
export function descriptionToText(text: string, maxLength = 300): string {
  const plain = text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_#>|~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > maxLength ? plain.slice(0, maxLength - 1).trimEnd() + '…' : plain;
}

type AnyProcessor = Processor<any, any, any, any, any>;
const processors: { plain?: AnyProcessor; raw?: AnyProcessor } = {};

/** The unified pipeline, built once per flavour: parsing raw HTML (parse5) is only paid for text that has tags. */
function getProcessor(withRawHtml: boolean): AnyProcessor {
  const key = withRawHtml ? 'raw' : 'plain';
  let proc = processors[key];
  if (!proc) {
    proc = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: withRawHtml }) as AnyProcessor;
    // Order matters: raw HTML becomes real elements (rehype-raw) before sanitising, so sanitising sees them.
    if (withRawHtml) proc = proc.use(rehypeRaw);
    proc = proc.use(rehypeSanitize, {
      ...defaultSchema,
      // Keep ids unprefixed here: we drop or assign every id ourselves afterwards (a description may appear
      // several times on one page, so ids from it could never be unique).
      clobberPrefix: '',
    });
    processors[key] = proc;
  }
  return proc;
}

/** Renders through the full unified pipeline, never the fast paths (exported for tests comparing both). */
export function renderMarkdown(text: string, options: DescriptionOptions = {}): RenderedDescription {
  const proc = getProcessor(text.includes('<'));
  const tree = proc.runSync(proc.parse(text)) as Root;
  const headings = finishTree(tree, options);
  return { html: toHtml(tree), headings };
}

/** Post-sanitising pass: ids, heading levels, links, code highlighting. */
function finishTree(tree: Root, options: DescriptionOptions): Heading[] {
  const headings: Heading[] = [];
  const slugger = new GithubSlugger();
  for (const id of options.reservedIds ?? []) slugger.slug(id);
  const base = options.headingBase ?? 2;
  const elements: Element[] = [];
  collectElements(tree, elements);
  const depths = elements.map((e) => headingDepth(e)).filter((d): d is number => d !== undefined);
  const shift = depths.length ? base - Math.min(...depths) : 0;
  // In-page links may target our own section ids (reserved) and the description's headings.
  const ids = new Set<string>(options.headingIds ? options.reservedIds ?? [] : []);

  for (const el of elements) {
    delete el.properties.id;
    delete el.properties.name;
    const depth = headingDepth(el);
    if (depth !== undefined) {
      const level = Math.min(6, Math.max(1, depth + shift));
      el.tagName = `h${level}`;
      if (options.headingIds && level <= 3) {
        const textContent = toText(el);
        const id = slugger.slug(textContent);
        el.properties.id = id;
        ids.add(id);
        headings.push({ depth: level, id, text: textContent });
      }
    }
  }
  for (const el of elements) {
    if (el.tagName === 'a') fixLink(el, options, ids);
    else if (el.tagName === 'img') fixImage(el, options);
    else if (el.tagName === 'pre') highlightPre(el);
  }
  return headings;
}

function fixLink(el: Element, options: DescriptionOptions, ids: Set<string>) {
  const href = typeof el.properties.href === 'string' ? el.properties.href : '';
  if (href.startsWith('#')) {
    // In-page anchors of the original docs do not exist here (ids are removed), except our own heading ids.
    if (!ids.has(decodeURIComponent(href.slice(1)))) unlink(el);
    return;
  }
  const target = descriptionLinkTarget(href, options.linkBase);
  if (target === undefined) unlink(el);
  else if (target !== href) el.properties.href = target;
  else if (/^https?:/i.test(href)) el.properties.rel = ['noopener', 'noreferrer'];
}

function fixImage(el: Element, options: DescriptionOptions) {
  const src = typeof el.properties.src === 'string' ? el.properties.src : '';
  const target = descriptionImageTarget(src, options.linkBase);
  if (target !== undefined) el.properties.src = target;
  else {
    // A relative image from someone else's site cannot resolve here; keep its text.
    el.tagName = 'span';
    el.children = [{ type: 'text', value: String(el.properties.alt ?? '') }];
    el.properties = {};
  }
}

/**
 * Where a description's link (other than an in-page `#anchor`) points on the page: absolute and empty ones as
 * written, root-relative and relative ones against `linkBase`; undefined when it cannot resolve and is unlinked. The
 * Markdown twins resolve descriptions' links with it too (output/twins/specMarkdown.ts). Pure.
 */
export function descriptionLinkTarget(href: string, linkBase: string | undefined): string | undefined {
  if (!href || /^(https?:|mailto:|tel:)/i.test(href)) return href;
  return linkBase && !/^[a-z][a-z0-9+.-]*:/i.test(href) ? resolveUrl(href, linkBase) : undefined;
}

/** Where a description's image comes from: an absolute http(s) URL, or one resolved against `linkBase`; undefined: its alt text is shown. */
export function descriptionImageTarget(src: string, linkBase: string | undefined): string | undefined {
  if (/^https?:/i.test(src)) return src;
  return linkBase && src && !/^[a-z][a-z0-9+.-]*:/i.test(src) ? resolveUrl(src, linkBase) : undefined;
}

function resolveUrl(url: string, base: string): string | undefined {
  try { return new URL(url, base + '/').toString(); } catch { return undefined; }
}

/** A link we cannot resolve keeps its text but loses its target, so the link checker has nothing to fail on. */
function unlink(el: Element) {
  el.tagName = 'span';
  el.properties = {};
}

function highlightPre(pre: Element) {
  const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  if (!code) return;
  const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
  const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
  pre.properties.className = ['dg-code', ...(lang ? [`language-${lang}`] : [])];
  if (lang) code.children = highlightToHast(toText(code), lang);
}

function collectElements(node: Root | Element, out: Element[]) {
  for (const child of node.children as (RootContent | ElementContent)[]) {
    if (child.type === 'element') {
      out.push(child);
      collectElements(child, out);
    }
  }
}

function headingDepth(el: Element): number | undefined {
  const m = /^h([1-6])$/.exec(el.tagName);
  return m ? Number(m[1]) : undefined;
}

function toText(node: Element | Root): string {
  let text = '';
  for (const child of node.children as (RootContent | ElementContent)[]) {
    if (child.type === 'text') text += child.value;
    else if (child.type === 'element') text += toText(child);
  }
  return text;
}
