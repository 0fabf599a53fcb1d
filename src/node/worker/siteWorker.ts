// The build's second thread (dist/worker.mjs). A cold build has two independent halves before rendering: the
// Markdown (22 docs: about half a second of cold micromark and Prism) and the spec (parse, validate, model). The
// worker takes the Markdown while the build's thread loads the spec; then, while that thread renders, the worker
// reads each page's links, writes it and finally checks every link: about a third of the render stage's work.
import { parentPort } from 'node:worker_threads';
import { renderContent } from '../content/renderContent.js';
import { FolderWriter } from '../output/writer.js';
import { createLocalPageSink, type PageSink } from '../output/pageSink.js';
import type { Diagnostic } from '../diagnostics.js';
import { ACK_EVERY, type FromWorker, type ToWorker } from './siteWorkerProtocol.js';

const port = parentPort!;
const send = (message: FromWorker) => port.postMessage(message);
let sink: PageSink | undefined;
let unacknowledged = 0;

port.on('message', async (message: ToWorker) => {
  try {
    switch (message.type) {
      case 'markdown': {
        const result = renderContent(message.docs, message.options);
        send({ type: 'markdown', result: { ...result, diagnostics: portable(result.diagnostics) } });
        break;
      }
      case 'open': {
        const folder = new FolderWriter(message.folder);
        sink = createLocalPageSink((relPath, contents) => folder.write(relPath, contents));
        break;
      }
      case 'page':
        sink!.add(message.route, message.html);
        if (++unacknowledged === ACK_EVERY) { send({ type: 'ack', pages: unacknowledged }); unacknowledged = 0; }
        break;
      case 'finish':
        send({ type: 'finished', diagnostics: portable(await sink!.finish(message.request)) });
        break;
    }
  } catch (e) {
    send({ type: 'crashed', message: (e as Error)?.message ?? String(e), stack: (e as Error)?.stack });
  }
});

/** A diagnostic's `cause` can be anything a library threw: keep its message and stack, which survive cloning. */
function portable(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.map((d) => {
    if (d.cause === undefined) return d;
    const cause = d.cause as Error;
    return { ...d, cause: Object.assign(new Error(cause?.message ?? String(cause)), { stack: cause?.stack }) };
  });
}
