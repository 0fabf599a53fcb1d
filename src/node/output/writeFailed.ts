// The diagnostic for an output file the file system refused: shared by the build and its render worker.
import { error, type Diagnostic } from '../diagnostics.js';

/** An output file (or the staging folder) the file system refused, as a diagnostic naming it and the reason. */
export function writeFailed(e: unknown, target: string, source?: string): Diagnostic {
  const code = (e as NodeJS.ErrnoException).code;
  const reason = code === 'ENAMETOOLONG' ? 'the name is too long for the file system' : code ?? (e as Error).message;
  return error('write-failed', `Cannot write ${target}: ${reason}`, {
    file: source, cause: e, hint: code === 'EACCES' || code === 'EROFS' ? 'Check that the output folder and its parent are writable.' : undefined,
  });
}
