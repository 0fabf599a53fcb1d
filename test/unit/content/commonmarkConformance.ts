// Renders the CommonMark spec's examples (npm `commonmark-spec`) three ways, for the conformance test and the
// README's figures: through docgen's Markdown pipeline (the renderer the build uses, fast path included), with
// docgen's documented additions taken out again; through plain remark + rehype; and as the spec expects.
import specModule from 'commonmark-spec';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import type { Element, ElementContent, Root } from 'hast';
import { visit, SKIP } from 'unist-util-visit';
import { createMarkdownRenderer, type MarkdownContext } from '../../../src/node/content/markdownProcessor.js';
import { hastText } from '../../../src/node/content/plugins/rehypeHeadings.js';
import type { SourceLink } from '../../../src/shared/types.js';
import { normalizeSpecHtml } from '../../helpers/normalizeSpecHtml.js';

export interface SpecExample { markdown: string; html: string; section: string; number: number }

/** Every example of CommonMark 0.31.2, tabs restored (the spec file shows them as →). */
export const examples: SpecExample[] = (specModule as unknown as { tests: SpecExample[] }).tests
  .map((e) => ({ ...e, markdown: e.markdown.replace(/→/g, '\t'), html: e.html.replace(/→/g, '\t') }));

const docgen = createMarkdownRenderer({ sanitize: false });
const context: MarkdownContext = {
  file: '/site/content/docs/spec.md', root: '/site', url: '/docs/spec', lineOffset: 0, markdownRoutes: new Map(),
  onBrokenMarkdownLinks: 'warn',
  // No image file exists: image paths stay as written (docgen would copy the file and point at the copy).
  addAsset: () => undefined,
};
const remark = unified().use(remarkParse).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRaw).use(rehypeStringify).freeze();

/** Plain remark + rehype's HTML for a Markdown text. */
export function renderWithRemark(markdown: string): string {
  return String(remark.processSync(markdown));
}

/** docgen's HTML for a Markdown text, and the same HTML without docgen's documented additions. */
export function renderWithDocgen(markdown: string): { html: string; plain: string } {
  const result = docgen(markdown, context);
  const tree = fromHtml(result.html, { fragment: true });
  removeDocgenAdditions(tree, result.links);
  return { html: result.html, plain: toHtml(tree) };
}

/** An HTML fragment parsed and written again, so that two renderings compare by their trees. */
export function reserialize(html: string): string {
  return toHtml(fromHtml(html, { fragment: true }));
}

/**
 * Whether a rendering is the spec's, by its normaliser. The spec's HTML ends every block with a line break;
 * hast-util-to-html writes none after the last one, so one is added (to docgen's and remark's alike).
 */
export function passesSpec(html: string, example: SpecExample): boolean {
  return normalizeSpecHtml(html + '\n') === normalizeSpecHtml(example.html);
}

/**
 * Takes out what docgen adds on purpose (README, "Markdown"): heading ids and anchor links; the code-block wrapper,
 * its <pre> class and tabindex and the highlighting tokens (the <code> gets its language class and its final line
 * break back); links and image paths rewritten to absolute routes; task-list labels.
 */
function removeDocgenAdditions(tree: Root, links: SourceLink[]): void {
  // Links to a fragment keep their href; the others are rewritten, recorded in document order.
  const rewritten = links.filter((l) => !l.original.startsWith('#'));
  visit(tree, 'element', (node, index, parent) => {
    if (/^h[1-6]$/.test(node.tagName)) {
      delete node.properties.id;
      node.children = node.children.filter((c) => !(c.type === 'element' && c.tagName === 'a' && (c.properties.className as string[] | undefined)?.includes('dg-anchor')));
    }
    if (node.tagName === 'div' && (node.properties.className as string[] | undefined)?.includes('dg-codeblock') && parent && index !== undefined) {
      const pre = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'pre')!;
      const lang = (pre.properties.className as string[]).find((c) => c.startsWith('language-'));
      const text = hastText(pre);
      const code: ElementContent = { type: 'element', tagName: 'code', properties: lang ? { className: [lang] } : {}, children: text ? [{ type: 'text', value: text + '\n' }] : [] };
      parent.children[index] = { type: 'element', tagName: 'pre', properties: {}, children: [code] };
      return SKIP;
    }
    const attribute = node.tagName === 'a' ? 'href' : node.tagName === 'img' ? 'src' : undefined;
    if (attribute && rewritten.length && node.properties[attribute] === rewritten[0].href) node.properties[attribute] = rewritten.shift()!.original;
    if (node.tagName === 'input' && node.properties.type === 'checkbox') delete node.properties.ariaLabel;
  });
}
