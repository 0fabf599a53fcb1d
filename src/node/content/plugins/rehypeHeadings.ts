// Gives every heading a GitHub-style id (github-slugger: stable, unique per page) and collects them for the TOC
// and for the link checker's anchors. The first h1 becomes the page title and leaves the body: the template prints it.
import type { VFile } from 'vfile';
import type { Root, Element } from 'hast';
import GithubSlugger from 'github-slugger';
import { visit, SKIP } from 'unist-util-visit';
import type { Heading } from '../../../shared/types.js';
import type { DocgenFileData } from '../markdownProcessor.js';

const headingDepth: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

/** Text content of a hast node (pure). */
export function hastText(node: Root | Element | Root['children'][number]): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return (node.children as Element[]).map(hastText).join('');
  return '';
}

export function rehypeHeadings() {
  return (tree: Root, file: VFile) => {
    const data = file.data as unknown as DocgenFileData;
    const slugger = new GithubSlugger();
    const headings: Heading[] = [];
    const firstElement = tree.children.find((c) => c.type === 'element');
    visit(tree, 'element', (node, index, parent) => {
      const depth = headingDepth[node.tagName];
      if (!depth) return;
      const text = hastText(node).trim();
      // Visually hidden headings (the footnotes label) keep their id but stay out of the TOC.
      if ((node.properties.className as string[] | undefined)?.includes('sr-only')) return SKIP;
      if (depth === 1 && node === firstElement && parent && index !== undefined) {
        data.titleFromHeading = text;
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      const existing = node.properties.id;
      const id = typeof existing === 'string' && existing ? existing : slugger.slug(text);
      if (typeof existing === 'string' && existing) slugger.slug(existing); // reserve it so later duplicates get -1
      node.properties.id = id;
      headings.push({ depth, id, text });
      // A self-link lets readers copy a link to the section; aria-hidden since the heading already names it.
      node.children.push({ type: 'element', tagName: 'a', properties: { className: ['dg-anchor'], href: `#${id}`, ariaLabel: `Link to this section: ${text}` }, children: [{ type: 'text', value: '#' }] });
      return SKIP;
    });
    data.headings = headings;
  };
}
