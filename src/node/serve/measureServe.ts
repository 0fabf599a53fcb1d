// measureServe: the numbers `npm run bench` reports for `docgen serve`. Starts the dev server in this process,
// listens to the reload channel like a browser would, edits files and times each edit to its reload event.
// Every edit is undone at the end (the original bytes are written back).
import fs from 'node:fs';
import http from 'node:http';
import { startDevServer } from './startDevServer.js';
import { reloadEventsPath } from './reloadClient.js';

export interface ServeMeasureOptions {
  root: string;
  spec?: string;
  /** A Markdown file of the site and the page it renders to ('/docs/intro'). */
  markdown?: { file: string; page: string };
  /** The spec file and a page that shows its info.description (the API overview). */
  specEdit?: { file: string; page: string; find: string };
  runs?: number;
}

export interface ServeMeasurements {
  /** Start to listening and watching, after the first build (wall clock, and CPU time of this process). */
  readyMs: number;
  readyCpuMs: number;
  /** Write of the file to the reload event reaching the page, per run (wall clock). */
  markdownMs: number[];
  specMs: number[];
  /** CPU time this process spent over the same spans: what the wall time would be on an idle machine. */
  markdownCpuMs: number[];
  specCpuMs: number[];
}

/** Starts a server on a free port, times the edits, stops it; returns milliseconds (edits files, restores them). */
export async function measureServe(options: ServeMeasureOptions): Promise<ServeMeasurements> {
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  const server = await startDevServer({ root: options.root, spec: options.spec, port: 0, log: () => {}, logError: () => {} });
  const readyMs = performance.now() - started;
  const startCpu = process.cpuUsage(cpuAtStart);
  const readyCpuMs = (startCpu.user + startCpu.system) / 1000;
  const runs = options.runs ?? 7;
  try {
    const markdown = options.markdown
      ? await timeEdits(server.url, options.markdown.file, options.markdown.page, runs, (text, i) => `${text}\n\nBenchmark paragraph ${i}.\n`)
      : { wall: [], cpu: [] };
    const spec = options.specEdit;
    const specTimes = spec
      ? await timeEdits(server.url, spec.file, spec.page, runs, (text, i) => text.replace(spec.find, `${spec.find} (benchmark ${i})`))
      : { wall: [], cpu: [] };
    return { readyMs, readyCpuMs, markdownMs: markdown.wall, specMs: specTimes.wall, markdownCpuMs: markdown.cpu, specCpuMs: specTimes.cpu };
  } finally {
    await server.close();
  }
}

async function timeEdits(url: string, file: string, page: string, runs: number, edit: (text: string, i: number) => string): Promise<{ wall: number[]; cpu: number[] }> {
  const original = fs.readFileSync(file);
  const stream = await openEventStream(url, page);
  const wall: number[] = [];
  const cpu: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      // Let the watcher's per-file throttle (50 ms) pass, so each edit is its own change.
      await new Promise((r) => setTimeout(r, 200));
      const t = performance.now();
      const c = process.cpuUsage();
      fs.writeFileSync(file, edit(original.toString('utf8'), i));
      await stream.next('reload');
      wall.push(performance.now() - t);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
    }
  } finally {
    fs.writeFileSync(file, original);
    await stream.next('reload').catch(() => {});
    stream.close();
  }
  return { wall, cpu };
}

interface EventStream { next(event: string): Promise<void>; close(): void }

function openEventStream(base: string, page: string): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const seen: string[] = [];
    let waiting: { event: string; resolve: () => void } | undefined;
    const deliver = () => {
      if (!waiting) return;
      const i = seen.indexOf(waiting.event);
      if (i < 0) return;
      seen.splice(0, i + 1);
      const w = waiting; waiting = undefined; w.resolve();
    };
    const req = http.get(`${base.replace(/\/$/, '')}${reloadEventsPath}?page=${encodeURIComponent(page)}`, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const name = /^event: (.*)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (name) seen.push(name);
          if (name === 'hello') resolve(stream);
        }
        deliver();
      });
    });
    req.on('error', reject);
    const stream: EventStream = {
      next: (event) => new Promise<void>((done) => { waiting = { event, resolve: done }; deliver(); }),
      close: () => req.destroy(),
    };
  });
}
