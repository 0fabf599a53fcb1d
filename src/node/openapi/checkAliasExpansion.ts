// A YAML alias (*name) stands for its anchor's value (&name): the parser shares one object between them, but
// everything after it (JSON.stringify for the download, the validator, the page model) sees each use as a copy.
// Nine levels of nine aliases ("billion laughs", 2 KB of YAML) are 387 million values: minutes of work, then
// "Invalid string length". This check counts the expanded size in one pass over the shared values and refuses
// a document past a limit no real spec comes near, before anything expands it. Aliases multiply nesting too (an
// alias inside 150 brackets of an anchor inside 150 brackets...), past what the text's own nesting limit lets
// through: the expanded depth is held to that limit here.
import { error, type Diagnostic } from '../diagnostics.js';
import { maxSpecNestingDepth } from './findDeepSpecNesting.js';
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
  constructor(readonly reason: 'size' | 'cycle' | 'depth', readonly path: (string | number)[]) {}
}

/**
 * Returns an error when aliases make `value` expand by more than `limit` values or nest deeper than `depthLimit`
 * levels, or contain themselves (a cycle); otherwise undefined. Time is linear in the distinct values: a shared
 * value is measured once. Pure.
 */
export function checkAliasExpansion(
  value: unknown,
  file: string,
  locate: (pointer: string) => SpecPosition | undefined,
  limit = MAX_ALIAS_EXPANSION,
  depthLimit = maxSpecNestingDepth,
): Diagnostic | undefined {
  // Expanded size of each container measured so far; -1 while it is being measured (met again: a cycle).
  const sizes = new Map<object, number>();
  // Expanded depth of each container measured (1 for one that holds only scalars).
  const depths = new Map<object, number>();
  const path: (string | number)[] = [];
  let expanded = 0; // values of the expanded document met so far, in depth-first order
  let distinct = 0; // values of the document as parsed (a shared container counted once)
  // Returns the expanded depth of `v` (0 for a scalar).
  const visit = (v: unknown): number => {
    expanded++;
    distinct++;
    if (v === null || typeof v !== 'object') return 0;
    const known = sizes.get(v);
    if (known !== undefined) {
      if (known < 0) throw new Refusal('cycle', [...path]);
      // A second use of a shared value: all of it again, expanded, and all its nesting below this place.
      distinct--;
      expanded += known - 1;
      if (expanded - distinct > limit) throw new Refusal('size', [...path]);
      const depth = depths.get(v)!;
      if (path.length + depth > depthLimit) throw new Refusal('depth', [...path]);
      return depth;
    }
    // Also where a value is met first through an alias (keys that look like numbers come first in a JS object).
    if (path.length >= depthLimit) throw new Refusal('depth', [...path]);
    const start = expanded - 1;
    sizes.set(v, -1);
    let deepest = 0;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        path.push(i);
        deepest = Math.max(deepest, visit(v[i]));
        path.pop();
      }
    } else {
      for (const key in v) {
        if (!Object.prototype.hasOwnProperty.call(v, key)) continue;
        path.push(key);
        deepest = Math.max(deepest, visit((v as Record<string, unknown>)[key]));
        path.pop();
      }
    }
    sizes.set(v, expanded - start);
    depths.set(v, deepest + 1);
    return deepest + 1;
  };
  try {
    visit(value);
    return undefined;
  } catch (e) {
    if (!(e instanceof Refusal)) throw e;
    const pointer = joinPointer(e.path);
    const where = { file, ...locate(pointer) };
    if (e.reason === 'depth') {
      return error('openapi-yaml-aliases', `YAML aliases nest the document deeper than ${depthLimit} levels here; docgen accepts up to ${depthLimit}`, {
        ...where,
        hint: 'Each alias (*name) repeats the whole value of its anchor (&name), nesting and all: write the values out, or use $ref.',
      });
    }
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
