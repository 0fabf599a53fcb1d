// GFM task-list checkboxes are disabled inputs with no name; screen readers announce "checkbox" and nothing else.
import type { Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';

export function rehypeTaskLists() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      // Highlighted code is most of a doc's elements (a span per token) and holds no checkbox.
      if (node.tagName === 'pre') return SKIP;
      if (node.tagName === 'input' && node.properties.type === 'checkbox' && node.properties.disabled !== undefined && !node.properties.ariaLabel) {
        node.properties.ariaLabel = node.properties.checked ? 'Done' : 'Not done';
      }
    });
  };
}
