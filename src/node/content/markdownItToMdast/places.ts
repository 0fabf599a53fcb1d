// Where markdown-it keeps no positions, the wrapped rules (createMarkdownIt.ts, containerDirective.ts) write them
// into the token's meta, as source offsets; the conversion reads them back to place links, images and raw HTML.
import type { Token } from 'markdown-it';

/** What the wrapped rules and the directive rule put in a token's meta. */
export interface Places { start: number; end: number; rowStart: number; labelStart: number }

/** The places recorded on a token (none of them, when no wrapped rule made it). */
export const places = (t: Token) => (t.meta ?? {}) as Partial<Places>;
