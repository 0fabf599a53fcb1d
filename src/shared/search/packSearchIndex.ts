// MiniSearch's JSON writes every posting as `"docId":count`; the index file writes a term's postings as one list of
// numbers instead (document ids as gaps from the previous one, a count only when it is not 1), which is about a
// fifth smaller gzipped. The browser unpacks it into MiniSearch's own form and loads that with MiniSearch.loadJS.
import type { AsPlainObject } from 'minisearch';

/** The index file: MiniSearch's plain object with `index` packed, and the document ids implied by their order. */
export interface PackedIndex extends Omit<AsPlainObject, 'index' | 'documentIds'> {
  /** [term, fieldId, postings, fieldId, postings, ...]; postings: a gap, or a negated gap followed by its count. */
  index: (string | number | number[])[][];
  /** Document count: short id n is document id n. */
  documentIds: number;
}

/** Packs MiniSearch.toJSON() of an index whose document ids are 0, 1, 2... in order (pure). */
export function packSearchIndex(plain: AsPlainObject): PackedIndex {
  const index = plain.index.map(([term, fields]) => {
    const entry: (string | number | number[])[] = [term];
    for (const [fieldId, postings] of Object.entries(fields)) {
      const list: number[] = [];
      let previous = 0;
      for (const [docId, count] of Object.entries(postings as Record<string, number>)) {
        const gap = Number(docId) - previous;
        previous = Number(docId);
        if (count === 1) list.push(gap);
        else list.push(-gap - 1, count); // -1 keeps a gap of 0 (the first document) negative
      }
      entry.push(Number(fieldId), list);
    }
    return entry;
  });
  return { ...plain, index, documentIds: Object.keys(plain.documentIds).length };
}

/** Unpacks an index file into what MiniSearch.loadJS reads (pure). */
export function unpackSearchIndex(packed: PackedIndex): AsPlainObject {
  const index: AsPlainObject['index'] = packed.index.map((entry) => {
    const fields: Record<string, Record<string, number>> = {};
    for (let i = 1; i < entry.length; i += 2) {
      const list = entry[i + 1] as number[];
      const postings: Record<string, number> = {};
      let docId = 0;
      for (let j = 0; j < list.length; j++) {
        const value = list[j];
        if (value >= 0) { docId += value; postings[docId] = 1; }
        else { docId += -value - 1; postings[docId] = list[++j]; }
      }
      fields[entry[i] as number] = postings;
    }
    return [entry[0] as string, fields];
  });
  const documentIds: Record<string, number> = {};
  for (let id = 0; id < packed.documentIds; id++) documentIds[id] = id;
  return { ...packed, index, documentIds } as AsPlainObject;
}
