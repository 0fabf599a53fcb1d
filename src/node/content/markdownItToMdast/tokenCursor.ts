// The state the block conversion (convertBlocks.ts, convertTable.ts) shares while it walks markdown-it's flat token
// list: nested blocks are read by recursive calls that move one cursor forward.
import type { Token } from 'markdown-it';
import type { SourceText } from './sourceText.js';

/** markdown-it's tokens, the next one to read, and how many block quotes the reading is in. */
export interface TokenCursor {
  readonly source: SourceText;
  readonly tokens: Token[];
  i: number;
  quoteDepth: number;
  /** markdown-it's definitions by normalised label (its env.references). */
  readonly references?: Record<string, { href: string; title: string }>;
}
