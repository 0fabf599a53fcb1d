// micromark 4.0.3 applies its batched event edits (micromark-util-edit-map) by copying the WHOLE event list on
// every call, and its document tokenizer calls it each time a list or block quote closes: parsing is then
// quadratic in the document's length (a page of a few MB with ordinary lists took minutes; micromark 4.0.2 was linear).
// The edits always sit near the end of the list, so copying only the part from the first edit onwards gives the
// same events in time proportional to that part. Remove this file once micromark fixes it upstream or is pinned.
import { EditMap } from 'micromark-util-edit-map';

type Change = [number, number, unknown[]];
interface EditMapInternals { map: Change[]; index: Map<number, Change> }

/** The library's own consume(), kept so tests can compare the two. */
export const originalConsume: (this: EditMap, events: unknown[]) => void = EditMap.prototype.consume as never;

/** Applies the recorded edits to `events` in place: same result as the library's, copying only from the first edit on. */
export function consumeFromFirstEdit(this: EditMap, events: unknown[]): void {
  const self = this as unknown as EditMapInternals;
  const map = self.map;
  if (map.length === 0) return;
  map.sort((a, b) => a[0] - b[0]);
  const start = Math.min(map[0][0], events.length);
  const end = events.length;
  const tail = events.slice(start);
  events.length = start;
  for (let i = 0; i < map.length; i++) {
    const [at, remove, add] = map[i];
    for (const event of add) events.push(event);
    // The untouched events up to the next edit (none when edits overlap, as in the original).
    const to = i + 1 < map.length ? Math.min(map[i + 1][0], end) : end;
    for (let j = at + remove; j < to; j++) events.push(tail[j - start]);
  }
  map.length = 0;
  self.index?.clear();
}

let patched = false;

/** Replaces EditMap.prototype.consume with consumeFromFirstEdit, once per process (mutates the library class). */
export function patchEditMap(): void {
  if (patched) return;
  patched = true;
  EditMap.prototype.consume = consumeFromFirstEdit as never;
}
