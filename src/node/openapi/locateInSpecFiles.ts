// Where a JSON pointer of the bundled document is written: in the spec file, or, when the pointer passes a `$ref` to
// another file (which bundling put in its place), in that file, at the pointer's rest. Lazy: each file's text is
// parsed with positions only when a pointer reaches it.
import path from 'node:path';
import { joinPointer, safeDecodeURI, splitPointer } from './jsonPointer.js';
import { createPointerWalker, type PointerWalk, type SpecPosition } from './parseSpecText.js';
import { isRemoteRef } from './prepareExternalRefs.js';

export type SpecFileLocator = (pointer: string) => ({ file: string } & Partial<SpecPosition>);

const MAX_HOPS = 20;

/** Returns a locator over the spec file `file` (its text `text`) and the parts it refers to (`texts`, by absolute path). */
export function createSpecFileLocator(file: string, text: string, texts: ReadonlyMap<string, string>): SpecFileLocator {
  const walkers = new Map<string, (pointer: string) => PointerWalk | undefined>();
  const walkerOf = (f: string) => {
    let walker = walkers.get(f);
    if (!walker) walkers.set(f, (walker = createPointerWalker(f === file ? text : texts.get(f)!)));
    return walker;
  };
  return (pointer) => {
    let current = file;
    let segments = splitPointer(pointer);
    let last: SpecPosition | undefined;
    for (let hop = 0; hop < MAX_HOPS; hop++) {
      const walk = walkerOf(current)(joinPointer(segments));
      if (!walk) break;
      last = walk.position;
      if (!walk.via || isRemoteRef(walk.via.ref)) break;
      const hash = walk.via.ref.indexOf('#');
      const filePart = hash < 0 ? walk.via.ref : walk.via.ref.slice(0, hash);
      const fragment = hash < 0 ? '' : walk.via.ref.slice(hash + 1);
      const target = filePart === '' ? current : path.resolve(path.dirname(current), safeDecodeURI(filePart));
      if (target !== file && !texts.has(target)) break;
      current = target;
      segments = [...splitPointer('#' + fragment), ...walk.via.rest];
      last = undefined;
    }
    return { file: current, ...last };
  };
}
