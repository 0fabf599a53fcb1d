// The twin of a Markdown page: its own Markdown, read by the pipeline's parser, with what only the HTML can show
// made plain: admonitions become block quotes that start with their title, other directives the text they were
// written as (as on the page), raw HTML its text and links, and every link to a page of the site points at that
// page's twin. Written back with mdast-util-to-markdown. Pure over the text and the maps it is given.
import path from 'node:path';
import type { Root, RootContent, Parent, PhrasingContent, Paragraph, BlockContent } from 'mdast';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import { unified } from 'unified';
import rehypeRaw from 'rehype-raw';
import { parseMarkdownTree } from '../../content/markdownProcessor.js';
import { remarkAdmonitions } from '../../content/plugins/remarkAdmonitions.js';
import { resolveAgainst } from '../../content/plugins/rehypeLinks.js';
import type { TwinLinker } from './twinText.js';

export interface GuideTwinContext {
  /** The Markdown file and its route. */
  file: string;
  url: string;
  title: string;
  /** Whether the Markdown has an h1 of its own (Route.contentHeading): it heads the twin, as it heads the page. */
  ownHeading: boolean;
  /** Absolute Markdown path → route (the same map the HTML's links are rewritten with). */
  markdownRoutes: ReadonlyMap<string, string>;
  /** Whether a route is a page of the site (its twin exists). */
  isRoute: (url: string) => boolean;
  /** Image source path → its public path (the Markdown stage copied it). */
  assets: ReadonlyMap<string, string>;
  link: TwinLinker;
}

const external = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** The body of a guide's twin (front matter excluded), or undefined when its Markdown cannot be read. */
export function guideTwinBody(markdown: string, ctx: GuideTwinContext): string | undefined {
  const tree = parseMarkdownTree(markdown);
  if (!tree) return undefined;
  remarkAdmonitions()(tree);
  plainAdmonitions(tree);
  rewrite(tree, ctx);
  // As on the page: the writer's h1 stays, with its markup; the title heads only a text without one.
  const title: RootContent = { type: 'heading', depth: 1, children: [{ type: 'text', value: ctx.title }] };
  if (!ctx.ownHeading) tree.children.unshift(title);
  return toMarkdown(tree, { extensions: [gfmToMarkdown({ tablePipeAlign: false })], bullet: '-', rule: '-', fences: true, listItemIndent: 'one' });
}

/**
 * A description from the spec as plain Markdown: as written, unless it holds raw HTML, which becomes its text and
 * links (as in a guide). Spec text is Markdown already; only the HTML would reach a reader as tags.
 */
export function plainMarkdown(markdown: string): string {
  const text = markdown.trim();
  if (!/<[a-z!/]/i.test(text)) return text;
  const tree = parseMarkdownTree(text);
  if (!tree) return text.replace(/</g, '&lt;');
  rewrite(tree);
  return toMarkdown(tree, { extensions: [gfmToMarkdown({ tablePipeAlign: false })], bullet: '-', rule: '-', fences: true, listItemIndent: 'one' }).trim();
}

/** remarkAdmonitions left `div.dg-admonition` containers; here they become `> **Tip:** …` block quotes. */
function plainAdmonitions(node: Root | Parent): void {
  node.children.forEach((child, i) => {
    if (child.type === 'containerDirective') {
      const className = ((child.data as { hProperties?: { className?: string[] } } | undefined)?.hProperties?.className ?? []).find((c) => c.startsWith('dg-admonition--'));
      const [titleParagraph, ...body] = child.children as BlockContent[];
      if (className && titleParagraph?.type === 'paragraph') {
        const kind = className.slice('dg-admonition--'.length);
        const title = toString(titleParagraph);
        const label = title.toLowerCase() === kind ? title : `${kind[0].toUpperCase()}${kind.slice(1)}: ${title}`;
        const lead: Paragraph = { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: label }] }] };
        plainAdmonitions({ type: 'root', children: body } as Root);
        node.children[i] = { type: 'blockquote', children: [lead, ...body] } as never;
        return;
      }
    }
    if ('children' in child) plainAdmonitions(child as Parent);
  });
}

/** Links to twins, images to their public URLs, raw HTML to Markdown (the loop is iterative over parents). */
function rewrite(root: Root, ctx?: GuideTwinContext): void {
  const stack: Parent[] = [root];
  while (stack.length) {
    const parent = stack.pop()!;
    const children: RootContent[] = [];
    for (const child of parent.children as RootContent[]) {
      if (ctx && (child.type === 'link' || child.type === 'definition')) child.url = linkUrl(child.url, ctx);
      else if (ctx && child.type === 'image') child.url = imageUrl(child.url, ctx);
      if (child.type === 'html') {
        children.push(...htmlToMarkdown(child.value, parent.type === 'paragraph' || parent.type === 'heading' || parent.type === 'link' || parent.type === 'emphasis' || parent.type === 'strong' || parent.type === 'tableCell', ctx));
        continue;
      }
      children.push(child);
      if ('children' in child) stack.push(child as Parent);
    }
    parent.children = children as never;
  }
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
    route = pathPart.startsWith('/') ? pathPart.replace(/(.)\/+$/, '$1') : resolveAgainst(ctx.url, pathPart);
  }
  return ctx.isRoute(route) ? ctx.link.twin(route + hash) : ctx.link.file(route + hash);
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
 * Raw HTML written in the Markdown, read by the same HTML parser as the page (rehype-raw), as Markdown: its text, its
 * links and images. Inline HTML (a tag inside a paragraph) is only its tag: dropped, the text around it stays.
 */
function htmlToMarkdown(html: string, inline: boolean, ctx: GuideTwinContext | undefined): RootContent[] {
  if (inline) return [];
  const hast = unified().use(rehypeRaw).runSync({ type: 'root', children: [{ type: 'raw', value: html }] } as unknown as HastRoot) as HastRoot;
  const paragraphs: Paragraph[] = [];
  let current: PhrasingContent[] = [];
  const flush = () => {
    while (current[0]?.type === 'text' && !current[0].value.trim()) current.shift();
    if (current.some((c) => c.type !== 'text' || c.value.trim())) paragraphs.push({ type: 'paragraph', children: current });
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
      if (block) flush();
    }
  };
  walk(hast.children);
  flush();
  return paragraphs;
}

function hastText(node: Element): string {
  return node.children.map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? hastText(c) : '')).join('');
}
