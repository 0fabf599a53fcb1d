// The rebuild queue: file changes are debounced into batches, and a batch never starts while another runs.
// Changes arriving during a build wait for it and go into the next batch together (editors save in bursts:
// truncate + write, or a formatter rewriting several files).

export interface ChangeBatch {
  /** Absolute paths that changed. */
  files: Set<string>;
  /** performance.now() of the first change in the batch: the start of the change-to-reload time. */
  firstChangeAt: number;
}

export interface RebuildQueue {
  /** Records a changed file; the batch runs after `delay` ms without a change (at most `maxWait` ms after the first). */
  add(file: string): void;
  /** Resolves when nothing is waiting or running. */
  idle(): Promise<void>;
  /** Drops waiting changes and resolves after the running batch, if any. */
  close(): Promise<void>;
}

/** Returns a queue that calls `run` with each batch, one at a time (timers only, no disk). */
export function createRebuildQueue(run: (batch: ChangeBatch) => Promise<void>, delay = 30, maxWait = 250): RebuildQueue {
  let pending: ChangeBatch | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (pending || running) return;
    const w = waiters; waiters = [];
    for (const resolve of w) resolve();
  };
  const schedule = () => {
    if (running || !pending || closed) return;
    clearTimeout(timer);
    const wait = Math.max(0, Math.min(delay, pending.firstChangeAt + maxWait - performance.now()));
    timer = setTimeout(flush, wait);
  };
  const flush = () => {
    timer = undefined;
    if (running || !pending || closed) return;
    const batch = pending;
    pending = undefined;
    running = run(batch)
      .catch((e) => { process.stderr.write(`docgen serve: internal error while rebuilding: ${(e as Error).stack ?? e}\n`); })
      .finally(() => { running = undefined; schedule(); settle(); });
  };

  return {
    add(file) {
      if (closed) return;
      if (!pending) pending = { files: new Set(), firstChangeAt: performance.now() };
      pending.files.add(file);
      schedule();
    },
    idle: () => new Promise<void>((resolve) => { waiters.push(resolve); settle(); }),
    async close() {
      closed = true;
      clearTimeout(timer);
      pending = undefined;
      await running;
      settle();
    },
  };
}
