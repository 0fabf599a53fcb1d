// The Markdown twin of a schema page: the schema's tree as a list of dotted property paths (schemaList), then the
// operations and schemas that use it. Made from the view the page is rendered from. Pure.
import type { SchemaPageView } from '../../openapi/createSchemaPageView.js';
import { schemaRootLines, type ListedPaths } from './schemaList.js';
import type { TwinLinker } from './twinText.js';

/** The body of a schema page's twin (front matter excluded). */
export function schemaTwinBody(view: SchemaPageView, title: string, link: TwinLinker, plain: (markdown: string) => string): string {
  const listed: ListedPaths = new Map();
  const root = { ...view.root, description: view.root.description ? plain(view.root.description) : undefined };
  const out = [`# ${title}`, '', '## Schema', ''];
  schemaRootLines(root, listed, `the ${view.name} schema`, out, link);
  out.push('');
  out.push('## Used by', '');
  const { operations, schemas } = view.usedBy;
  if (!operations.length && !schemas.length) out.push('No operation or other schema refers to this schema directly.');
  out.push(...operations.map((op) => `- [${op.method.toUpperCase()} ${op.path}](${link.twin(op.href)})${op.label !== `${op.method.toUpperCase()} ${op.path}` ? `: ${op.label}` : ''}`));
  out.push(...schemas.map((s) => `- [${s.name}](${link.twin(s.href)}) (schema)`));
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
}
