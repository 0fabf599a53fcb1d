// The twin of a Markdown page: its own Markdown as written, with what only the HTML can show made plain, by the
// edits the Markdown stage found in the tree it parsed (content/plugins/remarkTwinEdits.ts): admonitions become block
// quotes that start with their title, other directives the text the page shows, raw HTML its text and links, and
// every link to a page of the site points at that page's twin. The writer's first heading stays as written; a page
// without one gets its title as a heading. Pure over the text and the maps it is given.
import path from 'node:path';
import { parseMarkdownTree } from '../../content/markdownProcessor.js';
import { collectTwinEdits, type TwinEdit } from '../../content/plugins/remarkTwinEdits.js';
import { resolveAgainst } from '../../content/plugins/rehypeLinks.js';
import { htmlToMarkdown, writeMarkdown } from './htmlToMarkdown.js';
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

/** The source with the edits spliced in, in order; an edit inside one already applied (a link in a title) is left out. */
function applyEdits(source: string, edits: readonly TwinEdit[], ctx: GuideTwinContext): string {
  const parts: string[] = [];
  let at = 0;
  for (const edit of edits) {
    if (edit.start < at) continue;
    let text: string;
    if (edit.kind === 'text') text = edit.text;
    else if (edit.kind === 'html') text = htmlAsMarkdown(edit.html, edit.prefix, ctx);
    // A definition does not say whether images use it: one that names an image the page shows is that image.
    else text = destination(edit.image || assetOf(edit.url, ctx) ? imageUrl(edit.url, ctx) : linkUrl(edit.url, ctx));
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

/** Raw HTML as Markdown paragraphs, each line after the first behind `prefix` (the quotes and indents it sits in). */
function htmlAsMarkdown(html: string, prefix: string, ctx: GuideTwinContext): string {
  const blocks = htmlToMarkdown(html, { link: (href) => linkUrl(href, ctx), image: (src) => imageUrl(src, ctx) });
  if (!blocks.length) return '';
  const text = writeMarkdown({ type: 'root', children: blocks });
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
