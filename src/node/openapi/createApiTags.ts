// The tags of the API reference, in the spec's order, each with its operations; OpenAPI 3.2 tags nest (`parent`),
// are labelled by their `summary` and carry a `kind`. A parent that is not declared, or a chain of parents that loops,
// is reported and the tag shown at the top level. Pure.
import { warning, type Diagnostic } from '../diagnostics.js';
import { joinPointer } from './jsonPointer.js';
import { siblingSlugs } from './kebabCase.js';
import type { SpecPosition } from './parseSpecText.js';
import type { ApiOperation, ApiTag } from './types.js';

/** Tags in the spec's order, then tags only used by operations (first use order); each with its operations. */
export function createApiTags(
  declared: unknown,
  operations: ApiOperation[],
  file: string,
  locate?: (pointer: string) => SpecPosition | undefined,
): { tags: ApiTag[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const list = Array.isArray(declared) ? declared.filter((t) => t && typeof t === 'object' && typeof t.name === 'string') : [];
  const byName = new Map<string, any>(list.map((t) => [String(t.name), t]));
  const indexOf = new Map<string, number>(Array.isArray(declared) ? declared.map((t, i) => [String(t?.name), i]) : []);
  const at = (name: string) => ({ file, ...locate?.(joinPointer(['tags', indexOf.get(name) ?? 0, 'parent'])) });

  // A parent must be declared, and following parents must never come back to the tag.
  const parentOf = new Map<string, string>();
  for (const t of list) {
    if (typeof t.parent !== 'string') continue;
    if (!byName.has(t.parent)) {
      diagnostics.push(warning('openapi-tag-parent', `The tag '${t.name}' names the parent '${t.parent}', which is not a declared tag: it is shown at the top level`, at(t.name)));
    } else parentOf.set(String(t.name), t.parent);
  }
  for (const name of [...parentOf.keys()]) {
    const seen = new Set([name]);
    for (let p = parentOf.get(name); p !== undefined; p = parentOf.get(p)) {
      if (!seen.has(p)) { seen.add(p); continue; }
      if (p === name) {
        diagnostics.push(warning('openapi-tag-parent', `The parents of the tag '${name}' loop back to it (${[...seen, name].join(' → ')}): it is shown at the top level`, at(name)));
        parentOf.delete(name);
      }
      break;
    }
  }

  // Declared tags that hold no operation, directly or through their children, would be empty sidebar categories.
  const used = new Set(operations.flatMap((op) => op.tags));
  for (const name of [...used]) for (let p = parentOf.get(name); p !== undefined && !used.has(p); p = parentOf.get(p)) used.add(p);
  const tags = new Map<string, ApiTag>();
  const add = (name: string, t?: any) => {
    if (tags.has(name)) return;
    tags.set(name, {
      name,
      anchor: '', // below, once every tag is known
      description: typeof t?.description === 'string' ? t.description : undefined,
      summary: typeof t?.summary === 'string' && t.summary.trim() ? t.summary : undefined,
      parent: parentOf.get(name),
      kind: typeof t?.kind === 'string' ? t.kind : undefined,
      operationIds: [],
    });
  };
  for (const t of list) if (used.has(t.name)) add(String(t.name), t);
  for (const op of operations) for (const t of op.tags) add(t);
  for (const op of operations) for (const t of op.tags) tags.get(t)!.operationIds.push(op.id);
  // Tags whose names slug alike (`Pets`, `pets`) are numbered by their sorted order, as properties are.
  const slugs = siblingSlugs([...tags.keys()]);
  [...tags.values()].forEach((tag, i) => (tag.anchor = `tag-${slugs[i]}`));
  return { tags: [...tags.values()], diagnostics };
}
