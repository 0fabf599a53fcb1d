// docgen serve: the CLI face of startDevServer. Parses the port, prints where the site is, opens a browser
// when asked, and stops cleanly on Ctrl-C or SIGTERM (watcher closed, streams ended, port released, exit 0).
import fs from 'node:fs';
import { startDevServer, type DevServer } from './startDevServer.js';
import { openBrowser } from './listen.js';

export interface ServeOptions { root: string; spec?: string; port: string; host: string; open?: boolean; verbose?: boolean }

/** Serves the site with live reload until SIGINT/SIGTERM; resolves to the exit code (0 stopped, 1 cannot start, 2 usage). */
export async function serve(options: ServeOptions): Promise<number> {
  const port = Number(options.port);
  if (!/^\d+$/.test(String(options.port)) || port > 65535) {
    process.stderr.write(`docgen serve: --port must be a number from 0 to 65535, got '${options.port}'\n`);
    return 2;
  }
  // A build that fails is served as an error page until a save fixes it; a missing site folder is not fixed by a save.
  if (!fs.statSync(options.root, { throwIfNoEntry: false })?.isDirectory()) {
    process.stderr.write(`docgen serve: the site folder ${options.root} does not exist (pass an existing folder with --root)\n`);
    return 1;
  }
  const started = performance.now();
  const stopRequested = waitForStopSignal();
  // Ctrl-C during the first build (seconds on a large spec) stops it instead of waiting for it.
  const startup = new AbortController();
  void stopRequested.promise.then(() => startup.abort());
  let server: DevServer;
  try {
    server = await startDevServer({ root: options.root, spec: options.spec, port, host: options.host, verbose: options.verbose, signal: startup.signal });
  } catch (e) {
    if (startup.signal.aborted) {
      process.stdout.write('\ndocgen serve: stopped before the first build finished\n');
      stopRequested.dispose();
      return 0;
    }
    const err = e as NodeJS.ErrnoException;
    const reason = err.code === 'EADDRINUSE' ? `ports ${port} to ${port + 19} are all in use; pass a free one with --port`
      : err.code === 'EACCES' ? `no permission to listen on port ${port}; use a port above 1023`
      : err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND' ? `cannot bind to ${options.host}: no such address on this machine`
      : err.message;
    process.stderr.write(`docgen serve: cannot start: ${reason}\n`);
    stopRequested.dispose();
    return 1;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  if (port !== 0 && server.port !== port) process.stdout.write(`Port ${port} is in use; using ${server.port} instead.\n`);
  const state = server.first.ok ? `${server.first.pages} pages` : 'the build failed (see above); fix it and save';
  process.stdout.write(`docgen serve: ${server.url}  (${state}; ready in ${seconds} s; watching for changes, Ctrl-C to stop)\n`);
  if (options.host !== '127.0.0.1' && options.host !== 'localhost' && options.host !== '::1') {
    process.stdout.write(`Listening on ${options.host}: other machines on the network can reach this server.\n`);
  }
  if (options.open) openBrowser(server.url, (e) => process.stderr.write(`docgen serve: cannot open a browser (${e.message}); open ${server.url} yourself\n`));

  const signal = await stopRequested.promise;
  process.stdout.write(`\ndocgen serve: stopping (${signal})\n`);
  // A second Ctrl-C while closing means "now".
  const force = () => process.exit(130);
  process.once('SIGINT', force);
  await server.close();
  process.off('SIGINT', force);
  stopRequested.dispose();
  return 0;
}

function waitForStopSignal(): { promise: Promise<NodeJS.Signals>; dispose(): void } {
  let handler!: (s: NodeJS.Signals) => void;
  const promise = new Promise<NodeJS.Signals>((resolve) => { handler = resolve; });
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
  return { promise, dispose() { process.off('SIGINT', handler); process.off('SIGTERM', handler); } };
}
