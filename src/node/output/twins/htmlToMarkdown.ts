// A block of raw HTML as Markdown blocks, for the twins: read by the same HTML parser as the page (rehype-raw), then
// its text (h1 to h6 as headings), line breaks, code, links and images. Guides (guideTwin.ts) and spec descriptions
// (specMarkdown.ts) resolve link targets each their own way, as their pages do. Pure.
import type { Heading, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { toMarkdown, type Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { unified } from 'unified';
import rehypeRaw from 'rehype-raw';

/** Where a link or an image of the HTML points in the twin; undefined: it cannot point anywhere, its text stays. */
export interface HtmlTargets {
  link(href: string): string | undefined;
  image(src: string): string | undefined;
}

// Made once, at the first use: a site has many blocks of HTML, and each set of options is compiled again by its user.
let toMarkdownOptions: ToMarkdownOptions | undefined;
let htmlReader: ReturnType<typeof createHtmlReader> | undefined;
const createHtmlReader = () => unified().use(rehypeRaw);

const skipped = new Set(['script', 'style', 'template', 'noscript', 'iframe']);
const blocks = new Set(['p', 'div', 'section', 'article', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'figure', 'figcaption', 'dt', 'dd', 'details', 'summary', 'table', 'ul', 'ol', 'dl', 'header', 'footer', 'aside', 'nav', 'main']);

/** The paragraphs and headings of a block of raw HTML (inline HTML, a tag inside a paragraph, is the caller's). */
export function htmlToMarkdown(html: string, targets: HtmlTargets): RootContent[] {
  htmlReader ??= createHtmlReader();
  const hast = htmlReader.runSync({ type: 'root', children: [{ type: 'raw', value: html }] } as unknown as HastRoot) as HastRoot;
  const paragraphs: (Paragraph | Heading)[] = [];
  let current: PhrasingContent[] = [];
  const flush = (depth?: number) => {
    // Space and line breaks at either end would show as nothing but a stray `\`.
    const blank = (c: PhrasingContent | undefined) => c?.type === 'break' || (c?.type === 'text' && !c.value.trim());
    while (blank(current[0])) current.shift();
    while (blank(current[current.length - 1])) current.pop();
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
        const alt = typeof el.properties.alt === 'string' ? el.properties.alt : '';
        const url = src ? targets.image(src) : '';
        if (url) current.push({ type: 'image', url, alt });
        // An image that cannot be shown here is its text, as on the page.
        else if (url === undefined && alt) current.push({ type: 'text', value: alt });
        continue;
      }
      if (el.tagName === 'a' && typeof el.properties.href === 'string') {
        const before = current;
        current = [];
        walk(el.children);
        const text = current;
        current = before;
        const url = targets.link(el.properties.href);
        if (url === undefined) current.push(...text);
        else current.push({ type: 'link', url, children: text.length ? text : [{ type: 'text', value: el.properties.href }] });
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

/** Markdown text of a tree, as the twins write it (`-` bullets, fenced code), without the final line break. */
export function writeMarkdown(tree: Root): string {
  toMarkdownOptions ??= { extensions: [gfmToMarkdown({ tablePipeAlign: false })], bullet: '-', rule: '-', fences: true, listItemIndent: 'one' };
  return toMarkdown(tree, toMarkdownOptions).replace(/\n+$/, '');
}
