// Diagnostics for a page that could not be rendered or written, whichever thread rendered it.
import { error, type Diagnostic } from '../diagnostics.js';
import type { Route } from '../../shared/types.js';

/** An output file (or the staging folder) the file system refused, as a diagnostic naming it and the reason. */
export function writeFailed(e: unknown, target: string, source?: string): Diagnostic {
  const code = (e as NodeJS.ErrnoException).code;
  const reason = code === 'ENAMETOOLONG' ? 'the name is too long for the file system' : code ?? (e as Error).message;
  return error('write-failed', `Cannot write ${target}: ${reason}`, {
    file: source, cause: e, hint: code === 'EACCES' || code === 'EROFS' ? 'Check that the output folder and its parent are writable.' : undefined,
  });
}

/** A template or a spec that made rendering throw: the page is skipped and the build fails, naming it. */
export function renderFailed(e: unknown, route: Pick<Route, 'url' | 'source'>): Diagnostic {
  // A page component (content/pages/*.tsx) is the writer's code: its own mistake is not one of docgen's to report.
  const component = /\.[jt]sx$/.test(route.source ?? '');
  return error('render-failed', `Rendering ${route.url} failed: ${(e as Error).message}`, {
    file: route.source ?? route.url, cause: e,
    hint: component ? 'The page component threw while rendering: run again with --verbose to see where.' : 'docgen did not expect this input: run with --verbose for the stack trace and report it.',
  });
}
