// httpsnippet parses each request's URL with url.parse(). Node 24 and later warn about url.parse() (DEP0169) once
// per process, for calls from outside node_modules; bundled into dist/docgen.cjs, httpsnippet no longer looks like
// a package, and every `docgen build` printed the warning for a call the user cannot change. Only that warning, and
// only while the given function runs, is dropped: any other warning still prints, and so does DEP0169 from a call
// made before (Node would not have warned of a later one either: it warns once).

/** Runs `run` with DEP0169 warnings dropped in this thread; returns what it returns. Touches only process.emitWarning. */
export function withoutUrlParseWarning<T>(run: () => T): T {
  const emitWarning = process.emitWarning;
  process.emitWarning = function (this: NodeJS.Process, warning: string | Error, ...rest: unknown[]) {
    if (warningCode(warning, rest) === 'DEP0169') return;
    return (emitWarning as (...args: unknown[]) => void).call(this, warning, ...rest);
  } as typeof process.emitWarning;
  try {
    return run();
  } finally {
    process.emitWarning = emitWarning;
  }
}

/** The code of an emitWarning call: (warning, type, code), (warning, { code }) or an Error warning's own. */
function warningCode(warning: string | Error, rest: unknown[]): unknown {
  const [second, third] = rest;
  if (typeof second === 'object' && second !== null) return (second as { code?: unknown }).code;
  if (typeof second === 'string' && typeof third === 'string') return third;
  return typeof warning === 'object' && warning !== null ? (warning as { code?: unknown }).code : undefined;
}
