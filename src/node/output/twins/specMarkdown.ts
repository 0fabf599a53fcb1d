// A description from the spec as its twin says it: what the page shows (openapi/renderDescription.ts), in Markdown.
// Links resolve as on the page (against the API's link base where the page gives one), or become their text where
// the page unlinks them; raw HTML becomes Markdown: <a> a link, <br> a line break (two of them, or <p>, a new
// paragraph), <code> code, an image its image or its text; other tags go, their text stays. Text without tags and
// without links to resolve (most of it) is returned as written; the rest is parsed to the tree the page reads (remark +
// GFM) and written out again. Pure apart from the memo.
import type { Definition, Paragraph, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { toString } from 'mdast-util-to-string';
import { markdownItToMdast } from '../../content/markdownItToMdast/markdownItToMdast.js';
import { descriptionImageTarget, descriptionLinkTarget } from '../../openapi/renderDescription.js';
import { htmlToMarkdown, writeMarkdown, type HtmlTargets } from './htmlToMarkdown.js';

export interface SpecMarkdownOptions {
  /** The page's link base for this description (api.linkBase where the page passes it): relative links resolve against it. */
  linkBase?: string;
}

// Text with none of these has no tag, no reference definition and no link but absolute ones: it reads as written.
const NEEDS_WORK = /<[a-z!/?]|\]\((?!\s*<?(?:https?:|mailto:|tel:))|\]:/i;
// Descriptions repeat (shared parameters, the same property in many schemas): each is converted once per link base.
const memo = new Map<string, string>();
const MEMO_SIZE = 5000;
let parser: Processor<Root> | undefined;

/** The description as Markdown that says what its page shows (trimmed). */
export function specMarkdown(markdown: string, options: SpecMarkdownOptions = {}): string {
  const text = markdown.trim();
  if (!NEEDS_WORK.test(text)) return text;
  const key = `${options.linkBase ?? ''}\0${text}`;
  let result = memo.get(key);
  if (result === undefined) {
    result = convert(text, options.linkBase);
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(key, result);
  }
  return result;
}

interface Context {
  targets: HtmlTargets;
  definitions: Map<string, Definition>;
}

/**
 * The tree the page reads (remark + GFM, renderDescription.ts). markdown-it's converter makes the same one several
 * times faster, but reads `:::` as a directive (which the page does not): remark reads those, and what it declines.
 */
function parse(text: string): Root {
  const fast = text.includes(':::') ? undefined : markdownItToMdast(text);
  if (fast && !hasDirective(fast)) return fast;
  parser ??= unified().use(remarkParse).use(remarkGfm) as unknown as Processor<Root>;
  return parser.parse(text) as Root;
}

function hasDirective(node: Root | RootContent): boolean {
  return node.type.endsWith('Directive') || ('children' in node && node.children.some(hasDirective));
}

function convert(text: string, linkBase: string | undefined): string {
  const targets: HtmlTargets = {
    // An in-page anchor of the spec's own docs exists on no page here: the page unlinks it, and so does the twin.
    link: (href) => (href.startsWith('#') || !href ? undefined : descriptionLinkTarget(href, linkBase)),
    image: (src) => descriptionImageTarget(src, linkBase),
  };
  try {
    const tree = parse(text);
    const definitions = new Map<string, Definition>();
    collectDefinitions(tree, definitions);
    convertChildren(tree, { targets, definitions });
    return writeMarkdown(tree).trim();
  } catch (e) {
    // Nested too deeply to walk: the text, with no tag left to read as one.
    if (e instanceof RangeError) return text.replace(/</g, '&lt;');
    throw e;
  }
}

function collectDefinitions(node: Root | RootContent, out: Map<string, Definition>): void {
  if (node.type === 'definition' && !out.has(node.identifier)) out.set(node.identifier, node);
  if ('children' in node) for (const child of node.children) collectDefinitions(child, out);
}

const phrasingParents = new Set(['paragraph', 'heading', 'tableCell', 'emphasis', 'strong', 'delete', 'link', 'linkReference']);

/** Converts a parent's children in place: links and images as the page shows them, HTML as Markdown. */
function convertChildren(parent: Parent, ctx: Context): void {
  const inline = phrasingParents.has(parent.type);
  const out: RootContent[] = [];
  const open: OpenTag[] = [];
  for (const child of parent.children) {
    if ('children' in child) convertChildren(child, ctx);
    switch (child.type) {
      case 'link': {
        const url = ctx.targets.link(child.url);
        if (url === undefined) out.push(...child.children);
        else out.push({ ...child, url });
        break;
      }
      case 'linkReference': {
        // References become inline links: their definitions go (the page shows none).
        const definition = ctx.definitions.get(child.identifier);
        const url = definition && ctx.targets.link(definition.url);
        if (url === undefined) out.push(...child.children);
        else out.push({ type: 'link', url, title: definition!.title, children: child.children });
        break;
      }
      case 'image':
      case 'imageReference': {
        const src = child.type === 'image' ? child.url : ctx.definitions.get(child.identifier)?.url;
        const url = src === undefined ? undefined : ctx.targets.image(src);
        if (url !== undefined) out.push({ type: 'image', url, alt: child.alt, title: child.type === 'image' ? child.title : ctx.definitions.get(child.identifier)?.title });
        else if (child.alt) out.push({ type: 'text', value: child.alt });
        break;
      }
      case 'definition':
        break;
      case 'html':
        if (inline) inlineHtml(child.value, out, open, ctx);
        else out.push(...htmlToMarkdown(child.value, ctx.targets));
        break;
      case 'paragraph':
        out.push(...splitParagraph(child));
        break;
      default:
        out.push(child);
    }
  }
  parent.children = out as Parent['children'];
}

/** An <a> or <code> open in the phrasing around it, and where its content starts in `out`. */
interface OpenTag { name: string; at: number; href?: string }

const TAG = /^<(\/?)([a-z][a-z0-9-]*)((?:\s[^>]*)?)\/?>$/i;

/**
 * One tag of inline HTML (remark gives each its own node): <br> a break, <p> and </p> two (a new paragraph), <img>
 * its image or its text, <a> and <code> wrap the content up to their end tag; any other tag, a comment or a stray end
 * tag leaves nothing.
 */
function inlineHtml(html: string, out: RootContent[], open: OpenTag[], ctx: Context): void {
  const tag = TAG.exec(html.trim());
  if (!tag) return;
  const [, closing, rawName, attributes] = tag;
  const name = rawName.toLowerCase();
  if (name === 'br') out.push({ type: 'break' });
  else if (name === 'img') {
    const src = attribute(attributes, 'src');
    const alt = attribute(attributes, 'alt') ?? '';
    const url = src ? ctx.targets.image(src) : undefined;
    if (url) out.push({ type: 'image', url, alt });
    else if (alt) out.push({ type: 'text', value: alt });
  }
  else if (name === 'p') out.push({ type: 'break' }, { type: 'break' });
  else if ((name === 'a' || name === 'code') && !closing) open.push({ name, at: out.length, href: name === 'a' ? attribute(attributes, 'href') : undefined });
  else if (name === 'a' || name === 'code') {
    const index = open.map((o) => o.name).lastIndexOf(name);
    if (index < 0) return;
    const [tagOpen] = open.splice(index);
    const content = out.splice(tagOpen.at) as PhrasingContent[];
    if (name === 'code') out.push({ type: 'inlineCode', value: toString({ type: 'paragraph', children: content }) });
    else {
      const url = tagOpen.href === undefined ? undefined : ctx.targets.link(tagOpen.href);
      if (url === undefined) out.push(...content);
      else out.push({ type: 'link', url, children: content.length ? content : [{ type: 'text', value: url }] });
    }
  }
}

/** An attribute's value in a tag's attribute text, its entities for & and quotes decoded. */
function attribute(attributes: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, 'i').exec(attributes);
  if (!m) return undefined;
  return (m[1] ?? m[2] ?? m[3]).replace(/&quot;/g, '"').replace(/&#0*39;|&apos;/g, "'").replace(/&amp;/g, '&').trim();
}

/**
 * A paragraph whose HTML gave it breaks: a run of two or more breaks starts a new paragraph (`<br><br>`), breaks at
 * either end go, and so does the space beside each break and at either end (left by a tag that went).
 */
function splitParagraph(paragraph: Paragraph): Paragraph[] {
  const groups: PhrasingContent[][] = [[]];
  let breaks = 0;
  for (const child of paragraph.children) {
    if (child.type === 'break') { breaks++; continue; }
    if (breaks && child.type === 'text' && !child.value.trim()) continue;
    const current = groups[groups.length - 1];
    if (breaks >= 2 && current.length) groups.push([]);
    else if (breaks === 1 && current.length) current.push({ type: 'break' });
    breaks = 0;
    groups[groups.length - 1].push(child);
  }
  const paragraphs: Paragraph[] = [];
  for (const children of groups) {
    children.forEach((c, i) => {
      if (c.type !== 'text') return;
      if (i === 0 || children[i - 1].type === 'break') c.value = c.value.replace(/^\s+/, '');
      if (i === children.length - 1 || children[i + 1].type === 'break') c.value = c.value.replace(/\s+$/, '');
    });
    const kept = children.filter((c) => c.type !== 'text' || c.value);
    if (kept.length) paragraphs.push({ type: 'paragraph', children: kept });
  }
  return paragraphs;
}
