// Finds, in a compact twin, an inline subtree that repeats one listed above word for word (big specs copy a schema
// inline: GitHub's webhook payloads hold the same repository object under `head` and `base`). Two subtrees are the
// same when their lines read the same once each one's own path is taken out: their keys (subtreeKey) are equal.
// Every level of a tree is a subtree of its own, so a key covers all the lines below it: building and hashing one per
// level would cost the depth of the tree again for every line. A subtree is first looked up by the start and the end
// of its key (which equal keys share), and whole keys are built only for the subtrees found that way. Pure.

// Subtrees shorter than this are listed again: a reference would save little and cost the reader a jump.
const MIN_REPEATED_SUBTREE_CHARS = 500;
// Characters of a key's start and of its end that a subtree is first looked up by.
const FINGERPRINT_CHARS = 100;

/** A subtree listed in full: where (a path, and the alternative it lies in: two alternatives often hold the same paths). */
export interface ListedSubtree {
  path: string;
  option?: string;
  /** Its lines in SubtreeLines.lines, each cut by `cut` characters (its own indent), and its own path in code. */
  from: number;
  end: number;
  cut: number;
  own: string;
  key?: string;
}

/** A compact twin's subtrees listed so far in one schema, by the start and end of their keys. */
export type ListedSubtrees = Map<string, ListedSubtree[]>;

/** Every line of one schema's list as it reads before repeats are cut, and the subtrees listed among them. */
export interface SubtreeLines {
  lines: string[];
  /** chars[i]: the length of lines[0] to lines[i - 1] together. */
  chars: number[];
  subtrees: ListedSubtrees;
}

export function createSubtreeLines(subtrees: ListedSubtrees): SubtreeLines {
  return { lines: [], chars: [0], subtrees };
}

export function addLine(s: SubtreeLines, line: string): void {
  s.lines.push(line);
  s.chars.push(s.chars[s.chars.length - 1] + line.length);
}

/**
 * The subtree listed above that the lines from `from` on repeat (their own paths aside), if any; else, when they are
 * long enough to be referred to, they are listed, `where` and `option` naming them. `cut`: the subtree's own indent
 * and list marker; `path`: its own path.
 */
export function findRepeat(s: SubtreeLines, from: number, cut: number, path: string, where: string, option: string | undefined): ListedSubtree | undefined {
  const end = s.lines.length;
  // The key's length before its own path is taken out, which only shortens it.
  if (s.chars[end] - s.chars[from] - (end - from) * (cut - 1) - 1 < MIN_REPEATED_SUBTREE_CHARS) return undefined;
  const subtree: ListedSubtree = { path: where, option, from, end, cut, own: '`' + path };
  // A path with a line break could match across two lines: such a subtree is looked up by its whole key.
  const fingerprint = path.includes('\n') ? keyOf(s, subtree) : fingerprintOf(s, subtree);
  const found = s.subtrees.get(fingerprint);
  for (const first of found ?? []) {
    if (keyOf(s, first) !== keyOf(s, subtree)) continue;
    return keyOf(s, subtree).length >= MIN_REPEATED_SUBTREE_CHARS ? first : undefined;
  }
  if (found) found.push(subtree);
  else s.subtrees.set(fingerprint, [subtree]);
  return undefined;
}

/** The subtree as it would read anywhere, repeats within it included: its lines without their indent, joined, its own path made `` `\0``. */
function keyOf(s: SubtreeLines, subtree: ListedSubtree): string {
  subtree.key ??= withoutOwnPath(s.lines.slice(subtree.from, subtree.end).map((line) => line.slice(subtree.cut)).join('\n'), subtree.own);
  return subtree.key;
}

/** The start and the end of the subtree's key, made line by line (a path without a line break matches within one). */
function fingerprintOf(s: SubtreeLines, subtree: ListedSubtree): string {
  const { from, end, cut, own } = subtree;
  let start = '';
  for (let i = from; i < end && start.length < FINGERPRINT_CHARS; i++) start += (i > from ? '\n' : '') + withoutOwnPath(s.lines[i].slice(cut), own);
  let last = '';
  for (let i = end - 1; i >= from && last.length < FINGERPRINT_CHARS; i--) last = withoutOwnPath(s.lines[i].slice(cut), own) + (i < end - 1 ? '\n' : '') + last;
  return `${start.slice(0, FINGERPRINT_CHARS)}\0${last.slice(-FINGERPRINT_CHARS)}`;
}

/** `text` with each `own` (a path in code) that is followed by `.`, `` ` `` or `[` made `` `\0``. */
function withoutOwnPath(text: string, own: string): string {
  let out = '';
  let at = 0;
  for (let i = text.indexOf(own); i >= 0; i = text.indexOf(own, i + 1)) {
    const next = text[i + own.length];
    if (next !== '.' && next !== '`' && next !== '[') continue;
    out += text.slice(at, i) + '`\0';
    at = i + own.length;
    i = at - 1;
  }
  return at ? out + text.slice(at) : text;
}
