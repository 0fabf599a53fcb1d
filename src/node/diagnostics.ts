// Errors and warnings are values: every stage returns them, the CLI prints them once.
// Form on the terminal: `path:line:col  error|warning  message` then an indented hint line.

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  severity: Severity;
  /** Short stable name of the problem, e.g. 'broken-link', 'front-matter-yaml'. */
  code: string;
  message: string;
  /** Absolute path or a route (`/docs/x`) when there is no file. */
  file?: string;
  line?: number;
  column?: number;
  hint?: string;
  /** The original exception, printed only with --verbose. */
  cause?: unknown;
}

/** An exception that carries diagnostics up to the CLI, which prints them without a stack trace. */
export class DocgenError extends Error {
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: Diagnostic | Diagnostic[]) {
    const list = Array.isArray(diagnostics) ? diagnostics : [diagnostics];
    super(list.map((d) => d.message).join('; '));
    this.name = 'DocgenError';
    this.diagnostics = list;
  }
}

/** Builds an error diagnostic. */
export function error(code: string, message: string, where: Partial<Diagnostic> = {}): Diagnostic {
  return { severity: 'error', code, message, ...where };
}

/** Builds a warning diagnostic. */
export function warning(code: string, message: string, where: Partial<Diagnostic> = {}): Diagnostic {
  return { severity: 'warning', code, message, ...where };
}

/** Returns true when any diagnostic is an error. */
export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** Formats one diagnostic as `path:line:col  severity  message` (+ hint line), paths relative to `cwd`. */
export function formatDiagnostic(d: Diagnostic, cwd: string, verbose = false): string {
  let where = d.file ?? '';
  if (where && cwd && where.startsWith(cwd + '/')) where = where.slice(cwd.length + 1);
  if (where && d.line != null) where += `:${d.line}` + (d.column != null ? `:${d.column}` : '');
  // Messages name other files too (both sides of a collision, a missing $ref target): relative like the location.
  let text = `${where ? where + '  ' : ''}${d.severity}  ${relativePaths(oneLine(d.message), cwd)}`;
  if (d.hint) text += `\n    hint: ${relativePaths(oneLine(d.hint), cwd)}`;
  if (verbose && d.cause instanceof Error && d.cause.stack) text += `\n${d.cause.stack}`;
  return text;
}

/** Absolute paths under `cwd` (after a space, a quote, a parenthesis or at the start) made relative to it. */
function relativePaths(text: string, cwd: string): string {
  if (!cwd || cwd === '/' || !text.includes(cwd + '/')) return text;
  const escaped = (cwd + '/').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(^|[\\s'"(])${escaped}`, 'g'), '$1');
}

/** One diagnostic is one line (and a hint line): line breaks inside a message (parser code frames) become spaces. */
function oneLine(text: string): string {
  return text.replace(/\s*\r?\n\s*/g, ' ');
}

/** Sorts diagnostics by file, line, column so reports are stable. */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) =>
      (a.file ?? '').localeCompare(b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      a.message.localeCompare(b.message),
  );
}
