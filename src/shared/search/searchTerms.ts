// How text becomes search terms, on both sides: the build indexes with these functions and the browser queries with
// them, so an identifier is cut the same way in the index and in the query. Identifiers are kept whole and also
// split into their parts ('thetvdb_id' -> thetvdb_id, thetvdb, id; 'getShowsDisplay' -> getshowsdisplay, get, shows,
// display; 'card.exp_month' -> card.exp_month, card, exp_month, exp, month): readers of API docs type either.

/** Splits text into raw tokens: anything but letters, digits and the characters identifiers are made of. */
const TOKEN_SEPARATOR = /[^\p{L}\p{N}_.\-$@]+/u;
const EDGE_PUNCTUATION = /^[._\-]+|[._\-]+$/g;

// Common English words that carry no meaning in a query about an API ('rate an episode'); dropped from the index and
// from queries, so that they neither fill the index nor make an AND query fail.
const STOP_WORDS = new Set(
  'a an and are as at be by for from has in is it its of on or that the this to was were will with you your'.split(' '),
);

/** The raw tokens of a text, before processTerm (identifiers with `_ - .` still in one piece). */
export function tokenize(text: string): string[] {
  return text.split(TOKEN_SEPARATOR).filter((t) => t !== '');
}

/** A raw token as an index term: lower-cased, edge punctuation trimmed; null for stop words and empty tokens. */
export function wholeTerm(token: string): string | null {
  const term = token.replace(EDGE_PUNCTUATION, '').toLowerCase();
  return term === '' || STOP_WORDS.has(term) ? null : term;
}

/**
 * The parts of an identifier, lower-cased, without the whole: every level of the split ('.' then '-' then '_' then
 * camelCase) and parts of at least two characters. Empty for a plain word.
 */
export function identifierParts(token: string): string[] {
  const trimmed = token.replace(EDGE_PUNCTUATION, '');
  const parts = new Set<string>();
  const split = (piece: string, level: number) => {
    if (level === SEPARATORS.length) {
      const words = piece.match(CAMEL_WORDS) ?? [];
      if (words.length > 1) for (const w of words) parts.add(w);
      return;
    }
    const pieces = piece.split(SEPARATORS[level]).filter(Boolean);
    for (const p of pieces) {
      if (pieces.length > 1) parts.add(p);
      split(p, level + 1);
    }
  };
  split(trimmed, 0);
  const whole = trimmed.toLowerCase();
  return [...new Set([...parts].map((p) => p.toLowerCase()))].filter((p) => p !== whole && p.length > 1 && !STOP_WORDS.has(p));
}
const SEPARATORS = ['.', '-', '_'];

/**
 * The parts a query asks for: those of the first level that splits the identifier ('X-BetaSeries-Key' -> betaseries,
 * key; 'card.exp_month' -> card, exp_month), lower-cased, as identifierParts filters them. The index holds every
 * level, so these find the same pages as all the levels would; asking for every level would count a word that holds
 * several parts ('BetaSeries': betaseries, beta, series) several times, and a heading with it would outrank a page
 * that names the identifier itself.
 */
export function queryParts(token: string): string[] {
  const trimmed = token.replace(EDGE_PUNCTUATION, '');
  const whole = trimmed.toLowerCase();
  let pieces: string[] = [];
  for (const separator of SEPARATORS) {
    pieces = trimmed.split(separator).filter(Boolean);
    if (pieces.length > 1) break;
  }
  if (pieces.length < 2) pieces = trimmed.match(CAMEL_WORDS) ?? [];
  if (pieces.length < 2) return [];
  return [...new Set(pieces.map((p) => p.toLowerCase()))].filter((p) => p !== whole && p.length > 1 && !STOP_WORDS.has(p));
}
const CAMEL_WORDS = /\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+/gu;

// Most tokens are plain lower-case words: they need none of the splitting (the index is built on every build).
const PLAIN_WORD = /^[a-z0-9]+$/;
const HAS_PARTS = /[._\-]|.\p{Lu}/u;

/** processTerm at indexing time: the whole term and its identifier parts; null for a stop word. */
export function indexTerms(token: string): string[] | null {
  if (PLAIN_WORD.test(token)) return STOP_WORDS.has(token) ? null : [token];
  const whole = wholeTerm(token);
  if (whole === null) return null;
  const parts = HAS_PARTS.test(token) ? identifierParts(token) : [];
  return parts.length ? [whole, ...parts] : [whole];
}
