// The command line: parses arguments, calls build() or serve(), prints diagnostics once, returns the exit code.
// Exit codes: 0 success, 1 the build failed, 2 wrong usage (`docgen diff` adds 3: a spec cannot be read).
import { Command, CommanderError, Option } from 'commander';
import { build, type BuildResult } from './build.js';
import { error, formatDiagnostic, sortDiagnostics, DocgenError, type Diagnostic } from './diagnostics.js';
import { version } from './version.js';
import { FsWriter } from './output/writer.js';

/** Runs the CLI with `argv` (without node and script); resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  ignoreClosedReader();
  let exitCode = 0;
  const program = new Command('docgen')
    .description('Build a static documentation site from Markdown and OpenAPI.')
    .version(version, '-v, --version')
    .showHelpAfterError('(run docgen --help for usage)')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });

  program.command('build')
    .description('Build the site into the output folder (out/ by default). Fails on broken links.')
    .option('--root <dir>', 'site folder, where docgen.config.ts lives', process.cwd())
    .option('--out <dir>', 'output folder (default: <root>/out)')
    .option('--spec <file>', 'OpenAPI file to use instead of the one in the config')
    .option('--empty-out-dir', 'replace the output folder even when it is outside the root and not empty')
    .option('--strict', 'fail on problems of the OpenAPI spec that are otherwise warnings (as api.strict in the config)')
    .option('--verbose', 'list every warning, and show stack traces of internal errors')
    .action(async (opts) => { exitCode = await runBuild(opts); });

  program.command('init [dir]')
    .description('Create a starter site in dir (default: the current folder): config, two guides, an example API, static/.')
    .option('--spec <file>', 'use this OpenAPI file instead of the example API (a spec in several files is bundled into one)')
    .option('--title <title>', "the site's title")
    .option('-y, --yes', 'ask nothing, take the defaults (questions are asked only in a terminal)')
    .action(async (dir: string | undefined, opts: { spec?: string; title?: string; yes?: boolean }) => {
      const { initSite } = await import('./init/initSite.js');
      exitCode = await initSite({ dir, ...opts });
    });

  program.command('serve')
    .description('Serve the site with live reload, rebuilding on every change.')
    .option('--root <dir>', 'site folder, where docgen.config.ts lives', process.cwd())
    .option('--spec <file>', 'OpenAPI file to use instead of the one in the config')
    .option('--port <port>', 'port to listen on', '3000')
    .option('--host <host>', 'address to bind', '127.0.0.1')
    .option('--open', 'open the site in a browser')
    .option('--verbose', 'show stack traces of internal errors')
    .action(async (opts) => {
      const { serve } = await import('./serve/serve.js');
      exitCode = await serve(opts);
    });

  program.command('diff')
    .description('List what changed between two versions of an OpenAPI spec, breaking changes first.')
    .argument('<old-spec>', 'the older version of the spec')
    .argument('<new-spec>', 'the newer version of the spec')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json', 'markdown']).default('text'))
    .addOption(new Option('--fail-on <level>', 'exit 1 when changes of this level exist').choices(['breaking', 'any', 'none']).default('breaking'))
    .action(async (before: string, after: string, opts) => {
      const { runDiff } = await import('./diff/runDiff.js');
      exitCode = await runDiff(before, after, { format: opts.format, failOn: opts.failOn });
    });

  program.command('version')
    .description('Freeze the docs, their sidebars and the spec as a docs version (versioned/<name>/, versions.json).')
    .argument('<name>', 'the version name, e.g. 2.0')
    .option('--root <dir>', 'site folder, where docgen.config.ts lives', process.cwd())
    .action(async (name: string, opts) => {
      const { freezeVersion } = await import('./versions/freezeVersion.js');
      const frozen = await freezeVersion(opts.root, name);
      process.stdout.write(`Froze the docs as version ${frozen.name} into ${frozen.dir} (${frozen.files} files); versions.json: ${frozen.versions.join(', ')}.\n`);
    });

  // A mistake in a command's options points at that command's help, which lists them.
  for (const command of program.commands) command.showHelpAfterError(`(run docgen ${command.name()} --help for usage)`);

  try {
    if (!argv.length) { program.outputHelp(); return 2; }
    await program.parseAsync(argv, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help') return 0;
      return 2;
    }
    const verbose = argv.includes('--verbose');
    if (e instanceof DocgenError) { printDiagnostics(e.diagnostics, verbose); return 1; }
    // A bug of docgen's, not a mistake of the user's: one formatted line, the stack trace only when asked for.
    printDiagnostics([error('internal-error', `Internal error: ${(e as Error)?.message ?? String(e)}`, {
      cause: e, hint: verbose ? undefined : 'This is a bug in docgen: run again with --verbose for the stack trace, and report it.',
    })], verbose);
    return 1;
  }
  return exitCode;
}

async function runBuild(opts: { root: string; out?: string; spec?: string; emptyOutDir?: boolean; strict?: boolean; verbose?: boolean }): Promise<number> {
  const started = performance.now();
  let result: BuildResult;
  // Ctrl-C or SIGTERM mid-build: the staging folder goes, the previous out/ stays as it was.
  const controller = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    controller.abort();
    void FsWriter.abortAll().finally(() => {
      process.stderr.write(`\ndocgen: build interrupted (${signal}); out/ left as it was\n`);
      process.exit(130);
    });
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    result = await build({ root: opts.root, out: opts.out, spec: opts.spec, emptyOutDir: opts.emptyOutDir, strict: opts.strict, signal: controller.signal });
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  printDiagnostics(result.diagnostics, !!opts.verbose);
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = result.diagnostics.length - errors;
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  if (!result.ok) {
    process.stderr.write(`\nBuild failed: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'} (${seconds} s). The previous output was left untouched.\n`);
    return 1;
  }
  const bytes = [...result.sizes.values()].reduce((a, b) => a + b, 0);
  const js = result.jsGzipBytes ?? 0;
  process.stdout.write(`Built ${result.pages} pages into ${result.outDir} in ${seconds} s: ${(bytes / 1e6).toFixed(2)} MB; JavaScript per page ${(js / 1024).toFixed(1)} KB gzipped; ${warnings} warning${warnings === 1 ? '' : 's'}.\n`);
  return 0;
}

// A published spec can break the OpenAPI schema in thousands of places: the errors are all printed, the warnings up to
// this many unless --verbose, so that the errors and the summary stay on the screen.
const SHOWN_WARNINGS = 20;

function printDiagnostics(list: Diagnostic[], verbose: boolean) {
  const cwd = process.cwd();
  let warnings = 0;
  for (const d of sortDiagnostics(list)) {
    if (d.severity === 'warning' && !verbose && ++warnings > SHOWN_WARNINGS) continue;
    process.stderr.write(formatDiagnostic(d, cwd, verbose) + '\n');
  }
  const more = warnings - SHOWN_WARNINGS;
  if (more > 0) process.stderr.write(`and ${more} more warning${more === 1 ? '' : 's'} (--verbose lists all)\n`);
}

/**
 * `docgen init | head -1`: the reader is gone before docgen's last lines. What is left to print goes nowhere, as with
 * any Unix tool, instead of a stack trace of an unhandled EPIPE after the work was done.
 */
function ignoreClosedReader(): void {
  for (const stream of [process.stdout, process.stderr]) {
    if (stream.listenerCount('error') > 0) continue;
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE') throw e;
    });
  }
}
