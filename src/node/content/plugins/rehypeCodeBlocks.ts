// Highlights fenced and indented code at build time (not a <pre> written in raw HTML) and reads the fence meta: ```js title="app.js" {1,3-5}
// Output: <div class="dg-codeblock"><div class="dg-codeblock__title">app.js</div><pre class="dg-code language-js">…</pre></div>
import type { Root, Element, ElementContent } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { visit, SKIP } from 'unist-util-visit';
import { highlightToHast, splitLines } from '../highlight.js';
import { hastText } from './rehypeHeadings.js';

/** Parses fence meta into a title and the set of highlighted line numbers (pure). */
export function parseCodeMeta(meta: string | undefined): { title?: string; lines: Set<number> } {
  const lines = new Set<number>();
  if (!meta) return { lines };
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  if (ranges) {
    for (const part of ranges[1].split(',')) {
      const [a, b] = part.trim().split('-').map((n) => Number.parseInt(n, 10));
      if (Number.isNaN(a)) continue;
      for (let n = a; n <= (Number.isNaN(b ?? NaN) ? a : b); n++) lines.add(n);
    }
  }
  return { title: title ? title[1] ?? title[2] ?? title[3] : undefined, lines };
}

/**
 * remark plugin: marks the <code> of every fenced and indented code block with `data-code-block`, holding the fence's
 * meta ('' without). The mark tells rehypeCodeBlocks which <pre> the Markdown made: a <pre> written in raw HTML is
 * the writer's own and keeps its attributes. A property, because remark-rehype keeps the meta in `element.data`,
 * which rehype-raw drops when it re-parses the tree.
 */
export function remarkCodeMeta() {
  return (tree: MdastRoot) => {
    visit(tree, 'code', (node) => {
      const data = (node.data ??= {}) as { hProperties?: Record<string, unknown> };
      data.hProperties = { ...data.hProperties, dataCodeBlock: node.meta ?? '' };
    });
  };
}

export function rehypeCodeBlocks() {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      const meta = code?.properties.dataCodeBlock;
      if (!code || typeof meta !== 'string') return;
      const className = (code.properties.className as string[] | undefined) ?? [];
      const lang = className.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const { title, lines } = parseCodeMeta(meta);
      const text = hastText(code).replace(/\n$/, '');
      let children: ElementContent[] = highlightToHast(text, lang);
      if (lines.size) {
        children = splitLines(children).flatMap((line, i) => {
          const span: Element = { type: 'element', tagName: 'span', properties: { className: lines.has(i + 1) ? ['dg-line', 'dg-line--highlighted'] : ['dg-line'] }, children: line };
          return [span, { type: 'text', value: '\n' }];
        });
      }
      // tabindex: a scrollable <pre> must be reachable by keyboard (WCAG scrollable-region-focusable).
      const pre: Element = {
        type: 'element', tagName: 'pre',
        properties: { className: ['dg-code', ...(lang ? [`language-${lang}`] : [])], tabIndex: 0 },
        children: [{ type: 'element', tagName: 'code', properties: {}, children }],
      };
      const wrapper: Element = {
        type: 'element', tagName: 'div', properties: { className: ['dg-codeblock'] },
        children: title ? [{ type: 'element', tagName: 'div', properties: { className: ['dg-codeblock__title'] }, children: [{ type: 'text', value: title }] }, pre] : [pre],
      };
      parent.children[index] = wrapper;
      return SKIP;
    });
  };
}
