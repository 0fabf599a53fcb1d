// Internal `$ref`s ('#/components/schemas/Show') are checked before the parser sees the document: its "Missing
// $ref pointer" error names the ref but not where it is written, and an empty ref sends it reading the spec's
// folder (EISDIR). Here each broken one becomes an error at the line of its `$ref`.
import { error, type Diagnostic } from '../diagnostics.js';
import { joinPointer, safeDecodeURIComponent } from './jsonPointer.js';
import type { SpecPosition } from './parseSpecText.js';
import { isLocalRef, type FoundRef } from './prepareExternalRefs.js';

/** Returns an error for each local `$ref` of `refs` that is empty or points at nothing in `document`. Pure. */
export function checkLocalRefs(refs: FoundRef[], document: unknown, file: string, locate: (pointer: string) => SpecPosition | undefined): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const problems = new Map<string, string | undefined>();
  for (const { ref, pointer, scoped } of refs) {
    if (!isLocalRef(ref)) continue;
    // Refs repeat (Stripe: 4,082 refs to 600 targets): each target is looked up once.
    let problem = problems.get(ref);
    if (!problems.has(ref)) {
      problem = findRefProblem(ref, document);
      problems.set(ref, problem);
    }
    // Inside a schema with an `$id` the ref may point into that schema: leave it to the parser.
    if (problem === undefined || (scoped && ref !== '')) continue;
    diagnostics.push(
      error('openapi-missing-ref', `$ref "${ref}" at ${pointer}: ${problem}`, {
        file,
        ...locate(pointer),
        hint: ref === '' ? "Write what it refers to, such as '#/components/schemas/Show'." : 'Correct the ref, or define what it points at.',
      }),
    );
  }
  return diagnostics;
}

/** Returns why a local ref cannot be resolved in `document`, or undefined when it can (or cannot be judged here). */
export function findRefProblem(ref: string, document: unknown): string | undefined {
  if (ref === '') return 'an empty reference';
  const fragment = ref.slice(1);
  // '#name' is a plain-name fragment (an `$anchor` in OpenAPI 3.1), not a pointer: the parser judges those.
  if (fragment !== '' && !fragment.startsWith('/')) {
    return fragment.includes('/') ? `a JSON pointer after '#' starts with '/' (write "#/${fragment}")` : undefined;
  }
  const tokens = fragment === '' ? [] : fragment.slice(1).split('/');
  return resolveTokens(document, tokens, document, 0);
}

const MAX_INDIRECTIONS = 50;

/**
 * Walks `tokens` from `node`, as leniently as the ref parser: a token matches a key as written or percent-decoded,
 * a key may contain '/' (several tokens joined), and a `$ref` met on the way is followed.
 */
function resolveTokens(node: unknown, tokens: string[], document: unknown, indirections: number): string | undefined {
  const found: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    if (node === null || typeof node !== 'object') return `${pointerOf(found)} is ${describe(node)}, which has no "${unescape(tokens[i])}"`;
    // The token alone first, then (a key with '/' in it, written unescaped) the longest run of tokens joined.
    let matched = 0;
    for (const j of [i + 1, ...range(tokens.length, i + 1)]) {
      const key = findKey(node as Record<string, unknown>, tokens.slice(i, j).join('/'));
      if (key !== undefined) {
        node = (node as Record<string, unknown>)[key];
        found.push(key);
        matched = j - i;
        break;
      }
    }
    if (matched) {
      i += matched;
      continue;
    }
    const via = (node as { $ref?: unknown }).$ref;
    if (typeof via === 'string' && via.startsWith('#/') && indirections < MAX_INDIRECTIONS) {
      // The remaining tokens continue from where that ref points.
      const rest = via.slice(2).split('/').concat(tokens.slice(i));
      return resolveTokens(document, rest, document, indirections + 1);
    }
    if (typeof via === 'string') return undefined; // through another file or a long chain: the parser decides
    return `no "${unescape(tokens[i])}" in ${pointerOf(found)}`;
  }
  return undefined;
}

/** The key of `node` that a pointer token names, trying it as written and percent-decoded. */
function findKey(node: Record<string, unknown>, token: string): string | undefined {
  const plain = unescape(token);
  if (Object.prototype.hasOwnProperty.call(node, plain)) return plain;
  const decoded = unescape(safeDecodeURIComponent(token));
  if (decoded !== plain && Object.prototype.hasOwnProperty.call(node, decoded)) return decoded;
  return undefined;
}

function unescape(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** from, from - 1, ... down to (and without) `to`. */
function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let j = from; j > to; j--) out.push(j);
  return out;
}

function pointerOf(keys: string[]): string {
  return keys.length ? joinPointer(keys) : 'the document';
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)}`;
  return `${typeof value === 'number' ? 'the number' : 'the value'} ${String(value)}`;
}
