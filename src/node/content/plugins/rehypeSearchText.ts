// Collects a page's readable text for the search index, cut into sections at its h2 and h3 headings (the levels of
// the table of contents), so that a search result can link to the section it matched. Code blocks stay out: readers
// search for what the prose says, and curl examples repeat the same header names on every page. Runs after
// rehypeHeadings, which gives the headings their ids.
import type { Root, Element, RootContent, ElementContent } from 'hast';
import type { VFile } from 'vfile';
import type { DocgenFileData } from '../markdownProcessor.js';

/** The text of one section of a page: before the first h2/h3 it has no heading. */
export interface TextSection {
  heading?: { id: string; text: string };
  text: string;
}

// A very long guide still indexes its start of every section; the rest adds size to the index more than findability.
const MAX_SECTION_CHARS = 3000;

function isSectionHeading(node: RootContent): node is Element {
  return node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3') && typeof node.properties.id === 'string';
}

function isSkipped(node: Element): boolean {
  if (node.tagName === 'pre' || node.tagName === 'script' || node.tagName === 'style') return true;
  const className = node.properties.className;
  return Array.isArray(className) && className.includes('dg-anchor');
}

/** Appends the text of a node to parts, skipping code blocks and heading self-links (a loop: trees can be deep). */
function collectText(root: RootContent | ElementContent, parts: string[]): void {
  const stack: (RootContent | ElementContent)[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'text') parts.push(node.value);
    else if (node.type === 'element') {
      if (isSkipped(node)) continue;
      // Block elements end a word: '<li>a</li><li>b</li>' is 'a b', not 'ab'.
      parts.push(' ');
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
  }
}

const squeeze = (parts: string[]) => {
  const text = parts.join('').replace(/\s+/g, ' ').trim();
  return text.length > MAX_SECTION_CHARS ? text.slice(0, MAX_SECTION_CHARS) : text;
};

export function rehypeSearchText() {
  return (tree: Root, file: VFile) => {
    const sections: TextSection[] = [];
    let current: { heading?: TextSection['heading']; parts: string[] } = { parts: [] };
    const close = () => {
      const text = squeeze(current.parts);
      if (text || current.heading) sections.push({ heading: current.heading, text });
    };
    for (const node of tree.children) {
      if (isSectionHeading(node)) {
        close();
        const parts: string[] = [];
        collectText(node, parts);
        current = { heading: { id: node.properties.id as string, text: squeeze(parts) }, parts: [] };
        continue;
      }
      collectText(node, current.parts);
    }
    close();
    (file.data as unknown as DocgenFileData).textSections = sections;
  };
}
