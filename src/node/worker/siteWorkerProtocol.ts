// Messages between a build and its worker thread (see siteWorker.ts). Plain data only: they are structured-cloned.
import type { Diagnostic } from '../diagnostics.js';
import type { ContentDoc } from '../content/collectContent.js';
import type { MarkdownSiteOptions, RenderedContent } from '../content/renderContent.js';
import type { LinkCheckRequest, SinkRoute } from '../output/pageSink.js';

export type ToWorker =
  | { type: 'markdown'; docs: ContentDoc[]; options: MarkdownSiteOptions }
  | { type: 'open'; folder: string }
  | { type: 'page'; route: SinkRoute; html: string }
  | { type: 'finish'; request: LinkCheckRequest };

export type FromWorker =
  | { type: 'markdown'; result: RenderedContent }
  | { type: 'ack'; pages: number }
  | { type: 'finished'; diagnostics: Diagnostic[] }
  | { type: 'crashed'; message: string; stack?: string };

/** The worker acknowledges pages in batches of this size; the build waits when more than WINDOW are unacknowledged. */
export const ACK_EVERY = 16;
export const WINDOW = 64;
