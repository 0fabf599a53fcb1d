// An operation (or a path item) that lists a parameter twice, same `in` and `name`: OpenAPI forbids it, and the
// schema validator says so only when the two are identical, as "duplicate items" at the whole list. Checked here
// instead, on the document as written and in one pass with a set, so that each repeat is a warning (the page shows
// the last one, as other renderers do) at its own line naming the first; the validator's findings about the same
// repeats are then left out.
import { warning, type Diagnostic } from '../diagnostics.js';
import { joinPointer, splitPointer } from './jsonPointer.js';
import type { SpecPosition } from './parseSpecText.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export interface ParameterCheck {
  diagnostics: Diagnostic[];
  /** Whether a finding of the schema validator (checkSpecSchema) is about a repeat reported here. */
  covers(problem: { pointer: string; message: string }): boolean;
}

/**
 * Returns a warning at each parameter whose `in` and `name` an earlier one of the same list has, naming that one's
 * line. Parameters given by a `$ref` within the document count as what it points at; others (another file) are
 * left to the validator. Linear in the number of parameters. Pure.
 */
export function checkParameters(document: Record<string, any>, file: string, locate: (pointer: string) => SpecPosition | undefined): ParameterCheck {
  const diagnostics: Diagnostic[] = [];
  // The lists where the schema check may find two identical items.
  const lists = new Set<string>();
  const paths = document.paths;
  if (paths && typeof paths === 'object') {
    for (const [urlPath, pathItem] of Object.entries<unknown>(paths)) {
      if (!pathItem || typeof pathItem !== 'object') continue;
      const item = pathItem as Record<string, unknown>;
      const check = (parameters: unknown, segments: string[], label: string) => {
        if (!Array.isArray(parameters)) return;
        const first = new Map<string, number>();
        parameters.forEach((listed, index) => {
          const parameter = resolveLocal(document, listed);
          if (typeof parameter?.name !== 'string' || typeof parameter.in !== 'string') return;
          const key = JSON.stringify([parameter.in, parameter.name]);
          const earlier = first.get(key);
          if (earlier === undefined) {
            first.set(key, index);
            return;
          }
          const list = joinPointer(['paths', urlPath, ...segments, 'parameters']);
          const line = locate(`${list}/${earlier}`)?.line;
          diagnostics.push(
            warning('openapi-duplicate-parameter', `The ${parameter.in} parameter \`${parameter.name}\` of ${label} is already listed${line ? ` (line ${line})` : ''}`, {
              file,
              ...locate(`${list}/${index}`),
              hint: 'An operation takes each parameter (its name and `in`) once: remove the repeat, or rename one of them.',
            }),
          );
          lists.add(list);
        });
      };
      check(item.parameters, [], `the path ${urlPath}`);
      for (const method of METHODS) {
        const operation = item[method];
        if (operation && typeof operation === 'object') check((operation as Record<string, unknown>).parameters, [method], `${method.toUpperCase()} ${urlPath}`);
      }
    }
  }
  return {
    diagnostics,
    covers: (problem) => lists.has(problem.pointer) && / are the same$/.test(problem.message),
  };
}

/** `value`, or what its `$ref` within the document points at (through further refs); undefined when that is elsewhere. */
function resolveLocal(document: unknown, value: unknown): Record<string, unknown> | undefined {
  for (let hops = 0; value !== null && typeof value === 'object' && typeof (value as { $ref?: unknown }).$ref === 'string'; hops++) {
    const ref = (value as { $ref: string }).$ref;
    if (!ref.startsWith('#/') || hops >= 20) return undefined;
    value = splitPointer(ref).reduce<unknown>((node, key) => (node !== null && typeof node === 'object' && Object.prototype.hasOwnProperty.call(node, key) ? (node as Record<string, unknown>)[key] : undefined), document);
  }
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}
