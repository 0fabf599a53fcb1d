// :::note / :::tip / :::info / :::warning / :::danger containers (remark-directive syntax, `:::tip[Title]`).
// Runs right after remark-directive: any other directive is turned back into the text it was written as,
// because prose such as "see the docs:intro page" must not vanish.
import type { Root, Paragraph, PhrasingContent, RootContent } from 'mdast';
import { visit, SKIP } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';

export const admonitionTypes = ['note', 'tip', 'info', 'warning', 'danger'] as const;
const defaultTitles: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Warning' };

/**
 * The kind and title of an admonition container (undefined for any other directive), and whether its first child is
 * the `[Title]` label. The Markdown twins read admonitions the same way (plugins/remarkTwinEdits.ts).
 */
export function admonitionOf(node: { type: string; name: string; children: unknown[] }): { kind: string; title: string; hasLabel: boolean } | undefined {
  const kind = node.name === 'caution' ? 'warning' : node.name;
  if (node.type !== 'containerDirective' || !(admonitionTypes as readonly string[]).includes(kind)) return undefined;
  const labelNode = node.children[0] as Paragraph | undefined;
  const hasLabel = labelNode?.type === 'paragraph' && Boolean((labelNode.data as { directiveLabel?: boolean } | undefined)?.directiveLabel);
  return { kind, title: hasLabel ? toString(labelNode) : defaultTitles[kind], hasLabel };
}

/** unified plugin: admonition containers become <div class="dg-admonition dg-admonition--type" role="note">. */
export function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
      const admonition = admonitionOf(node);
      if (node.type === 'containerDirective' && admonition) {
        const { kind: name, title, hasLabel } = admonition;
        const body = hasLabel ? node.children.slice(1) : node.children;
        node.data = { hName: 'div', hProperties: { className: ['dg-admonition', `dg-admonition--${name}`], role: 'note', 'aria-label': title } };
        node.children = [
          { type: 'paragraph', data: { hName: 'p', hProperties: { className: ['dg-admonition__title'] } }, children: [{ type: 'text', value: title }] } as Paragraph,
          ...body,
        ];
        return;
      }
      if (!parent || index === undefined) return;
      // Not ours: restore the source text.
      const prefix = node.type === 'textDirective' ? ':' : node.type === 'leafDirective' ? '::' : ':::';
      const label = (node.children as PhrasingContent[]).length && node.type === 'textDirective' ? `[${toString(node)}]` : '';
      const text = { type: 'text', value: prefix + node.name + label } as PhrasingContent;
      if (node.type === 'textDirective') {
        parent.children.splice(index, 1, text as never);
      } else {
        const replacement: RootContent[] = [{ type: 'paragraph', children: [text] }];
        if (node.type === 'containerDirective') replacement.push(...(node.children as RootContent[]));
        parent.children.splice(index, 1, ...(replacement as never[]));
      }
      return [SKIP, index];
    });
  };
}
