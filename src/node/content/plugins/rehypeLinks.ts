// Rewrites links and images in one pass over the HTML tree (Markdown and raw HTML alike) and records each
// with its source line, so the link checker can point at `file:line:col` after front matter.
//   ./other.md#x  → the other doc's route (a missing file is a warning: the link policy says so)
//   ./relative    → absolute route, resolved against the page's URL (relative URLs break behind trailing slashes)
//   ./img/a.png   → copied to out/assets/ under a content-hashed name
import type { VFile } from 'vfile';
import path from 'node:path';
import type { Root, Element } from 'hast';
import { visit } from 'unist-util-visit';
import { error, warning } from '../../diagnostics.js';
import type { DocgenFileData } from '../markdownProcessor.js';
import { safeDecodeURI } from '../../openapi/jsonPointer.js';

const external = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

export function rehypeLinks() {
  return (tree: Root, file: VFile) => {
    const data = file.data as unknown as DocgenFileData;
    const ctx = data.context;
    const at = (node: Element) => ({ line: (node.position?.start.line ?? 1) + ctx.lineOffset, column: node.position?.start.column ?? 1 });
    // Markdown speaks in routes ('/docs/x'); the HTML needs the base URL in front, like the templates' <Link>.
    const base = (ctx.baseUrl ?? '/').replace(/\/$/, '');
    const withBase = (href: string) => (base && href.startsWith('/') && !href.startsWith('//') ? base + href : href);

    visit(tree, 'element', (node) => {
      // Elements without a position were made by our own plugins (heading anchors): nothing to report from the source.
      if (!node.position) return;
      if (node.tagName === 'a' && typeof node.properties.href === 'string') {
        const original = node.properties.href;
        if (!original || external.test(original) || original.startsWith('#')) {
          if (original.startsWith('#')) data.links.push({ href: ctx.url + original, original, ...at(node) });
          return;
        }
        const [pathPart, hash = ''] = splitHash(original);
        if (/\.mdx?$/i.test(pathPart) && !pathPart.startsWith('/')) {
          const target = path.resolve(path.dirname(ctx.file), safeDecodeURI(pathPart));
          const route = ctx.markdownRoutes.get(target);
          if (!route) {
            const make = ctx.onBrokenMarkdownLinks === 'error' ? error : warning;
            data.diagnostics.push(make('broken-markdown-link', `Markdown link to a missing file: ${original}`, {
              file: ctx.file, ...at(node), hint: `No ${path.relative(ctx.root, target)} in the content folder.`,
            }));
            data.unresolvedLinks.push(original);
            return;
          }
          node.properties.href = withBase(route + (hash ? '#' + hash : ''));
        } else if (!pathPart.startsWith('/')) {
          node.properties.href = withBase(resolveAgainst(ctx.url, pathPart) + (hash ? '#' + hash : ''));
        } else {
          node.properties.href = withBase(ctx.rebaseRoute ? ctx.rebaseRoute(pathPart) + original.slice(pathPart.length) : original);
        }
        data.links.push({ href: node.properties.href as string, original, ...at(node) });
      } else if (node.tagName === 'img' && typeof node.properties.src === 'string') {
        const original = node.properties.src;
        if (!original || external.test(original) || original.startsWith('/')) {
          if (original.startsWith('/')) {
            node.properties.src = withBase(original);
            data.links.push({ href: node.properties.src, original, ...at(node) });
          }
          return;
        }
        const source = path.resolve(path.dirname(ctx.file), safeDecodeURI(splitHash(original)[0]));
        const asset = ctx.addAsset(source);
        if (typeof asset !== 'string') {
          data.diagnostics.push(asset
            ? error('outside-site', `Image '${original}' ${asset.refused}`, { file: ctx.file, ...at(node), hint: 'docgen copies only images inside the site folder: put the image there and refer to it by a relative path.' })
            : error('broken-image', `Image not found: ${original}`, { file: ctx.file, ...at(node), hint: `Expected ${path.relative(ctx.root, source)}.` }));
          data.unresolvedLinks.push(original); // already reported: the link checker skips it
          return;
        }
        node.properties.src = withBase(asset);
        if (node.properties.loading === undefined) node.properties.loading = 'lazy';
        data.links.push({ href: node.properties.src, original, ...at(node) });
      }
    });
  };
}

function splitHash(href: string): [string, string | undefined] {
  const i = href.indexOf('#');
  return i < 0 ? [href, undefined] : [href.slice(0, i), href.slice(i + 1)];
}

/** Resolves a relative URL path against a page route (treated as a file: /docs/a + ./b → /docs/b). */
export function resolveAgainst(pageUrl: string, relative: string): string {
  const resolved = new URL(relative, 'http://docgen.invalid' + pageUrl).pathname;
  return resolved.length > 1 ? resolved.replace(/\/$/, '') : resolved;
}
