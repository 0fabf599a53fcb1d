// The twin of a Markdown page: its own Markdown as written, with what only the HTML can show made plain, by the
// edits the Markdown stage found in the tree it parsed (content/plugins/remarkTwinEdits.ts): admonitions become block
// quotes that start with their title, other directives the text the page shows, raw HTML its text and links, and
// every link to a page of the site points at that page's twin. The writer's first heading stays as written; a page
// without one gets its title as a heading. Pure over the text and the maps it is given.
import path from 'node:path';
import type { Root, RootContent, PhrasingContent, Paragraph, Heading } from 'mdast';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { toMarkdown, type Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { unified } from 'unified';
import rehypeRaw from 'rehype-raw';
import { parseMarkdownTree } from '../../content/markdownProcessor.js';
import { collectTwinEdits, type TwinEdit } from '../../content/plugins/remarkTwinEdits.js';
import { resolveAgainst } from '../../content/plugins/rehypeLinks.js';
import type { TwinLinker } from './twinText.js';

export interface GuideTwinContext {
  /** The Markdown file and its route. */
  file: string;
  url: string;
  title: string;
  /** Whether the content has its own h1 (the page's heading, Route.contentHeading): then no title heading is added. */
  ownHeading: boolean;
  /** Absolute Markdown path → route (the same map the HTML's links are rewritten with). */
  markdownRoutes: ReadonlyMap<string, string>;
  /** Whether a route is a page of the site (its twin exists). */
  isRoute: (url: string) => boolean;
  /** Image source path → its public path (the Markdown stage copied it). */
  assets: ReadonlyMap<string, string>;
  link: TwinLinker;
  /** A docs version's rewriting of absolute routes (to its own pages), as its HTML has them. */
  rebaseRoute?: (route: string) => string;
}

const external = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * The body of a guide's twin (front matter excluded): `markdown` with `edits` applied (the Markdown stage's; read
 * again from the text when not given), or undefined when the Markdown cannot be read.
 */
export function guideTwinBody(markdown: string, ctx: GuideTwinContext, edits?: readonly TwinEdit[]): string | undefined {
  if (!edits) {
    const tree = parseMarkdownTree(markdown);
    if (!tree) return undefined;
    edits = collectTwinEdits(tree, markdown);
  }
  const body = applyEdits(markdown, edits, ctx).replace(/^\s*\n/, '').trimEnd();
  return (ctx.ownHeading ? '' : `# ${ctx.title.replace(/^([#>+-]|\d+[.)])/, '\\$1')}\n\n`) + body + '\n';
}

/**
 * A description from the spec as plain Markdown: as written, unless it holds raw HTML, which becomes its text and
 * links (as in a guide). Spec text is Markdown already; only the HTML would reach a reader as tags.
 */
export function plainMarkdown(markdown: string): string {
  const text = markdown.trim();
  if (!/<[a-z!/]/i.test(text)) return text;
  let plain = plainCache.get(text);
  if (plain === undefined) {
    const tree = parseMarkdownTree(text);
    plain = tree ? applyEdits(text, collectTwinEdits(tree, text).filter((e) => e.kind !== 'url')).trim() : text.replace(/</g, '&lt;');
    // A spec repeats its descriptions (shared parameters and responses): each is read once.
    if (plainCache.size >= 5000) plainCache.clear();
    plainCache.set(text, plain);
  }
  return plain;
}

const plainCache = new Map<string, string>();

/** The source with the edits spliced in, in order; an edit inside one already applied (a link in a title) is left out. */
function applyEdits(source: string, edits: readonly TwinEdit[], ctx?: GuideTwinContext): string {
  const parts: string[] = [];
  let at = 0;
  for (const edit of edits) {
    if (edit.start < at) continue;
    let text: string | undefined;
    if (edit.kind === 'text') text = edit.text;
    else if (edit.kind === 'html') text = htmlAsMarkdown(edit.html, edit.prefix, ctx);
    // A definition does not say whether images use it: one that names an image the page shows is that image.
    else if (ctx) text = destination(edit.image || assetOf(edit.url, ctx) ? imageUrl(edit.url, ctx) : linkUrl(edit.url, ctx));
    if (text === undefined) continue;
    parts.push(source.slice(at, edit.start), text);
    // HTML that leaves nothing (a closing tag, a comment) leaves no empty line either.
    if (!text && edit.kind === 'html') parts[parts.length - 2] = parts[parts.length - 2].replace(/\n[ \t]*$/, '');
    at = edit.end;
  }
  parts.push(source.slice(at));
  return parts.join('');
}

/** A URL as a link destination: in angle brackets when it holds what would end a bare one. */
function destination(url: string): string {
  return /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
}

// Made once, at the first block of raw HTML: a site has many, and each set of options is compiled again by its user.
let toMarkdownOptions: ToMarkdownOptions | undefined;
let htmlReader: ReturnType<typeof createHtmlReader> | undefined;
const createHtmlReader = () => unified().use(rehypeRaw);

/** Raw HTML as Markdown paragraphs, each line after the first behind `prefix` (the quotes and indents it sits in). */
function htmlAsMarkdown(html: string, prefix: string, ctx: GuideTwinContext | undefined): string {
  const blocks = htmlToMarkdown(html, ctx);
  if (!blocks.length) return '';
  toMarkdownOptions ??= { extensions: [gfmToMarkdown({ tablePipeAlign: false })], bullet: '-', rule: '-', fences: true, listItemIndent: 'one' };
  const text = toMarkdown({ type: 'root', children: blocks } as Root, toMarkdownOptions).replace(/\n+$/, '');
  return text.split('\n').map((line, i) => (i === 0 ? line : line ? prefix + line : prefix.trimEnd())).join('\n');
}

/** The same resolution as the HTML (rehypeLinks.ts), ending at the twin of the page when there is one. */
function linkUrl(original: string, ctx: GuideTwinContext): string {
  if (!original || external.test(original) || original.startsWith('#')) return original;
  const hashAt = original.indexOf('#');
  const pathPart = hashAt < 0 ? original : original.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : original.slice(hashAt);
  let route: string | undefined;
  if (/\.mdx?$/i.test(pathPart) && !pathPart.startsWith('/')) {
    let target: string | undefined;
    try { target = path.resolve(path.dirname(ctx.file), decodeURI(pathPart)); } catch { return original; }
    route = ctx.markdownRoutes.get(target);
    if (!route) return original;
  } else {
    route = pathPart.startsWith('/') ? (ctx.rebaseRoute?.(pathPart) ?? pathPart).replace(/(.)\/+$/, '$1') : resolveAgainst(ctx.url, pathPart);
  }
  return ctx.isRoute(route) ? ctx.link.twin(route + hash) : ctx.link.file(route + hash);
}

function assetOf(original: string, ctx: GuideTwinContext): string | undefined {
  if (!original || external.test(original) || original.startsWith('/')) return undefined;
  try { return ctx.assets.get(path.resolve(path.dirname(ctx.file), decodeURI(original.split('#')[0]))); } catch { return undefined; }
}

function imageUrl(original: string, ctx: GuideTwinContext): string {
  if (!original || external.test(original)) return original;
  if (original.startsWith('/')) return ctx.link.file(original);
  let source: string;
  try { source = path.resolve(path.dirname(ctx.file), decodeURI(original.split('#')[0])); } catch { return original; }
  const asset = ctx.assets.get(source);
  return asset ? ctx.link.file(asset) : original;
}

const skipped = new Set(['script', 'style', 'template', 'noscript', 'iframe']);
const blocks = new Set(['p', 'div', 'section', 'article', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'figure', 'figcaption', 'dt', 'dd', 'details', 'summary', 'table', 'ul', 'ol', 'dl', 'header', 'footer', 'aside', 'nav', 'main']);

/**
 * A block of raw HTML written in the Markdown, read by the same HTML parser as the page (rehype-raw), as Markdown: its
 * text (h1 to h6 as headings), its links and images. (Inline HTML, a tag inside a paragraph, is dropped by its edit.)
 */
function htmlToMarkdown(html: string, ctx: GuideTwinContext | undefined): RootContent[] {
  htmlReader ??= createHtmlReader();
  const hast = htmlReader.runSync({ type: 'root', children: [{ type: 'raw', value: html }] } as unknown as HastRoot) as HastRoot;
  const paragraphs: (Paragraph | Heading)[] = [];
  let current: PhrasingContent[] = [];
  const flush = (depth?: number) => {
    while (current[0]?.type === 'text' && !current[0].value.trim()) current.shift();
    if (current.some((c) => c.type !== 'text' || c.value.trim())) paragraphs.push(depth ? { type: 'heading', depth: depth as Heading['depth'], children: current } : { type: 'paragraph', children: current });
    current = [];
  };
  const walk = (nodes: (ElementContent | HastRoot['children'][number])[]) => {
    for (const node of nodes) {
      if (node.type === 'text') current.push({ type: 'text', value: node.value.replace(/\s+/g, ' ') });
      if (node.type !== 'element') continue;
      const el = node as Element;
      if (skipped.has(el.tagName)) continue;
      if (el.tagName === 'br') { current.push({ type: 'break' }); continue; }
      if (el.tagName === 'img') {
        const src = typeof el.properties.src === 'string' ? el.properties.src : '';
        if (src) current.push({ type: 'image', url: ctx ? imageUrl(src, ctx) : src, alt: typeof el.properties.alt === 'string' ? el.properties.alt : '' });
        continue;
      }
      if (el.tagName === 'a' && typeof el.properties.href === 'string') {
        const before = current;
        current = [];
        walk(el.children);
        const text = current;
        current = before;
        current.push({ type: 'link', url: ctx ? linkUrl(el.properties.href, ctx) : el.properties.href, children: text.length ? text : [{ type: 'text', value: el.properties.href }] });
        continue;
      }
      if (el.tagName === 'code') { current.push({ type: 'inlineCode', value: hastText(el) }); continue; }
      const block = blocks.has(el.tagName);
      if (block) flush();
      walk(el.children);
      if (block) flush(/^h[1-6]$/.test(el.tagName) ? Number(el.tagName[1]) : undefined);
    }
  };
  walk(hast.children);
  flush();
  return paragraphs;
}

function hastText(node: Element): string {
  return node.children.map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? hastText(c) : '')).join('');
}
