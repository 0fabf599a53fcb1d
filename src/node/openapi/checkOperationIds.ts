// Two operations with the same operationId: the validator says so, but not where. Checked on the document as
// written (before conversion and dereferencing), so each duplicate is reported at the line of its operationId.
import { error, type Diagnostic } from '../diagnostics.js';
import { joinPointer } from './jsonPointer.js';
import type { SpecPosition } from './parseSpecText.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Returns an error at each operationId already used by an earlier operation (naming that one and its line). Pure. */
export function checkOperationIds(document: Record<string, any>, file: string, locate: (pointer: string) => SpecPosition | undefined): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const first = new Map<string, { label: string; pointer: string }>();
  const paths = document.paths;
  if (!paths || typeof paths !== 'object') return diagnostics;
  for (const [urlPath, pathItem] of Object.entries<unknown>(paths)) {
    if (!pathItem || typeof pathItem !== 'object') continue;
    for (const method of METHODS) {
      const id = (pathItem as Record<string, any>)[method]?.operationId;
      if (typeof id !== 'string') continue;
      const pointer = joinPointer(['paths', urlPath, method, 'operationId']);
      const label = `${method.toUpperCase()} ${urlPath}`;
      const earlier = first.get(id);
      if (!earlier) {
        first.set(id, { label, pointer });
        continue;
      }
      const line = locate(earlier.pointer)?.line;
      diagnostics.push(
        error('openapi-duplicate-id', `The operationId \`${id}\` of ${label} is already used by ${earlier.label}${line ? ` (line ${line})` : ''}`, {
          file,
          ...locate(pointer),
          hint: 'Each operation needs its own operationId (it names the page): rename one of them.',
        }),
      );
    }
  }
  return diagnostics;
}
