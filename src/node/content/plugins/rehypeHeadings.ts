// Gives every heading a GitHub-style id (github-slugger: stable, unique per page) and collects them for the TOC
// and for the link checker's anchors.
// The content's first h1 is the page's heading: it stays where the writer put it, with its markup, and the template
// adds no other (templates add an h1 only to content without one). It is left out of the TOC and gets no id or
// anchor, like the heading a template adds; its plain text names the page when the front matter has no title.
// Later h1s are sections like any other heading.
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
    visit(tree, 'element', (node) => {
      const depth = headingDepth[node.tagName];
      if (!depth) return;
      const text = hastText(node).trim();
      // Visually hidden headings (the footnotes label) keep their id but stay out of the TOC.
      if ((node.properties.className as string[] | undefined)?.includes('sr-only')) return SKIP;
      if (depth === 1 && data.contentHeading === undefined) {
        // A setext heading may span lines: the page's name is one line.
        data.contentHeading = text.replace(/\s+/g, ' ');
        return SKIP;
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
