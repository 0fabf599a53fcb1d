// Where rendered pages go: each page's links and ids are read out of its HTML, the page is written, and at the end
// every link is checked against what was written. The same code runs in the build's thread or in its worker
// (worker/siteWorker.ts), so a build with a worker writes and reports exactly what a build without one does.
// Pages carry their index in the route list: whichever thread handled them, links and problems are checked and
// reported in route order.
import type { SourceLink } from '../../shared/types.js';
import type { Diagnostic } from '../diagnostics.js';
import { checkLinks } from '../links/checkLinks.js';
import { collectPageLinks, type PageLinks } from '../links/collectPageLinks.js';
import { writeFailed } from './pageProblems.js';

/** What the sink needs of a route (plain data, so it can be posted to a worker). */
export interface SinkRoute {
  /** Position in the route list. */
  index: number;
  url: string;
  outputPath: string;
  source?: string;
  /** The 404 page is written but not a link target, and its links are checked on the pages that have them. */
  notFound: boolean;
  /**
   * Where in the page (as sent, before its parts are finished) the build's thread put a sidebar it activated itself,
   * and from which template: its links are those of every page of that template, read once (worker/pageFinisher.ts).
   */
  sidebar?: { template: number; start: number; end: number };
}

export interface LinkCheckRequest {
  /** Files written besides pages, as site paths: '/assets/style.abc.css', '/sitemap.xml'. */
  files: string[];
  baseUrl: string;
  sourceLinks: Map<string, { file: string; links: SourceLink[]; unresolved: string[] }>;
  severity: 'error' | 'warn';
}

/** Pages handled elsewhere (by a worker that rendered them), to be checked with this sink's own. */
export interface SinkRecord {
  pages: [index: number, links: PageLinks][];
  problems: [index: number, problem: Diagnostic][];
}

export interface PageSink {
  /**
   * Takes one rendered page (`links` and its size in bytes when already known, e.g. from serve's cache); may wait
   * while a worker catches up.
   */
  add(route: SinkRoute, html: string, links?: PageLinks, bytes?: number): void | Promise<void>;
  /** Write failures, then broken links (of these pages and `more`), once every page has been added. */
  finish(request: LinkCheckRequest, more?: SinkRecord): Promise<Diagnostic[]>;
}

/** What a local sink collected, for a worker to send back instead of checking links itself. */
export interface LocalPageSink extends PageSink {
  record(): SinkRecord;
  /** A page that could not be finished (worker/siteWorker.ts): not written, its problem reported with the others. */
  reject(route: SinkRoute, problem: Diagnostic): void;
}

/** Called with each page's size in UTF-8 bytes once the sink has it (a worker's sink: in batches, in order). */
export type OnPageWritten = (route: SinkRoute, bytes: number) => void;

/**
 * A sink in this thread, writing through `write` (a Writer's or a FolderWriter's). `linkStrings`: one copy of each
 * link for the whole site (sidebars repeat them on every page; see collectPageLinks), shared with whoever else
 * reads this site's links (the worker, for the sidebars it finishes).
 */
export function createLocalPageSink(write: (relPath: string, contents: string) => void, onWritten?: OnPageWritten, linkStrings = new Map<string, string>()): LocalPageSink {
  const record: SinkRecord = { pages: [], problems: [] };
  return {
    add(route, html, links, bytes) {
      links ??= collectPageLinks(route.url, html, route.source, linkStrings);
      onWritten?.(route, bytes ?? Buffer.byteLength(html));
      if (!route.notFound) record.pages.push([route.index, links]);
      // A name the file system refuses (too long, reserved) is the page's problem, not a crash.
      try { write(route.outputPath, html); } catch (e) { record.problems.push([route.index, writeFailed(e, route.outputPath, route.source ?? route.url)]); }
    },
    async finish(request, more) {
      const byIndex = <T>(list: [number, T][]) => list.sort((a, b) => a[0] - b[0]).map(([, value]) => value);
      const problems = byIndex([...record.problems, ...(more?.problems ?? [])]);
      const pages = byIndex([...record.pages, ...(more?.pages ?? [])]);
      return [...problems, ...checkLinks({ ...request, pages, files: new Set(request.files) })];
    },
    record: () => record,
    reject(route, problem) {
      record.problems.push([route.index, problem]);
    },
  };
}
