// A YAML alias (*name) stands for its anchor's value (&name): the parser shares one object between them, but
// everything after it (JSON.stringify for the download, the validator, the page model) sees each use as a copy.
// Nine levels of nine aliases ("billion laughs", 2 KB of YAML) are 387 million values: minutes of work, then
// "Invalid string length". This check counts the expanded size in one pass over the shared values and refuses
// a document past a limit no real spec comes near, before anything expands it.
import { error, type Diagnostic } from '../diagnostics.js';
import { joinPointer } from './jsonPointer.js';
import type { SpecPosition } from './parseSpecText.js';

/**
 * Values that aliases may add to a document. Stripe's spec (4 MB, 99,000 values) has no aliases at all; a spec that
 * uses a few anchors for shared parameters adds thousands. One million more is tens of MB of JSON.
 */
export const MAX_ALIAS_EXPANSION = 1_000_000;

/**
 * Returns false when YAML text has no anchor (&name), so no alias and no shared value: the walk below can be
 * skipped. An anchor follows white space, a line start or a flow indicator; '&' in 'a=1&b=2' or 'Tom & Jerry' does not
 * count (when in doubt, true: the walk decides).
 */
export function hasYamlAnchor(text: string): boolean {
  return /(?:^|[\s[{,])&[^\s[\]{},]/m.test(text);
}

class Refusal {
  constructor(readonly reason: 'size' | 'cycle', readonly path: (string | number)[]) {}
}

/**
 * Returns an error when aliases make `value` expand by more than `limit` values, or contain themselves (a cycle);
 * otherwise undefined. Time is linear in the distinct values: a shared value is measured once. Pure.
 */
export function checkAliasExpansion(
  value: unknown,
  file: string,
  locate: (pointer: string) => SpecPosition | undefined,
  limit = MAX_ALIAS_EXPANSION,
): Diagnostic | undefined {
  // Expanded size of each container measured so far; -1 while it is being measured (met again: a cycle).
  const sizes = new Map<object, number>();
  const path: (string | number)[] = [];
  let expanded = 0; // values of the expanded document met so far, in depth-first order
  let distinct = 0; // values of the document as parsed (a shared container counted once)
  const visit = (v: unknown): void => {
    expanded++;
    distinct++;
    if (v === null || typeof v !== 'object') return;
    const known = sizes.get(v);
    if (known !== undefined) {
      if (known < 0) throw new Refusal('cycle', [...path]);
      // A second use of a shared value: all of it again, expanded.
      distinct--;
      expanded += known - 1;
      if (expanded - distinct > limit) throw new Refusal('size', [...path]);
      return;
    }
    const start = expanded - 1;
    sizes.set(v, -1);
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        path.push(i);
        visit(v[i]);
        path.pop();
      }
    } else {
      for (const key in v) {
        if (!Object.prototype.hasOwnProperty.call(v, key)) continue;
        path.push(key);
        visit((v as Record<string, unknown>)[key]);
        path.pop();
      }
    }
    sizes.set(v, expanded - start);
  };
  try {
    visit(value);
    return undefined;
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    const pointer = joinPointer(e.path);
    const where = { file, ...locate(pointer) };
    if (e.reason === 'cycle') {
      return error('openapi-yaml-aliases', `A YAML alias at ${pointer} refers to a value that contains it: the document would be infinite`, {
        ...where,
        hint: 'An alias (*name) cannot be used inside its own anchor (&name); for a recursive schema, use $ref.',
      });
    }
    return error('openapi-yaml-aliases', `YAML aliases expand to more than ${limit.toLocaleString('en-US')} values (at ${pointer}): docgen stops before they fill the memory`, {
      ...where,
      hint: 'Each alias (*name) repeats the whole value of its anchor (&name), and aliases of aliases multiply: write the values out, or use $ref.',
    });
  }
}
