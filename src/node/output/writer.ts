// Writers: the only code that puts the site somewhere. FsWriter builds into a fresh folder beside out/ and
// swaps it in at the end, so a failed or interrupted build leaves the previous out/ exactly as it was.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';

export interface Writer {
  /** Stores one output file (relative path with forward slashes); a failure may show only in finish(). */
  write(relPath: string, contents: string | Uint8Array): void;
  /** Waits until every file is stored; returns those that could not be. */
  finish(): Promise<WriteFailure[]>;
  /**
   * A promise when more is waiting to be stored than the writer holds at once (see FolderWriter); undefined when not.
   * Whoever makes files faster than the disk takes them waits on it, so that a large site is not all in memory.
   */
  backlog?(): Promise<void> | undefined;
  /** Makes the written site the current one. */
  commit(): Promise<void>;
  /** Throws away everything written by this build. */
  abort(): Promise<void>;
}

export interface WriteFailure {
  relPath: string;
  error: unknown;
}

/**
 * Writes files under one existing folder, refusing any path that would climb out of it (touches disk). Writes run on
 * libuv's threads while the build goes on rendering: write() returns at once, finish() waits for them.
 */
export class FolderWriter {
  private readonly folders = new Map<string, Promise<unknown>>();
  private readonly pending = new Set<Promise<void>>();
  private readonly failures: WriteFailure[] = [];
  private waiting = 0;
  private drained?: { promise: Promise<void>; resolve: () => void };
  /**
   * `maxBacklog`: what may wait to be written (characters or bytes) before backlog() asks the build to wait. On a slow
   * disk the pages and twins of a 10,000-operation site came faster than they were written, and all stayed in memory.
   */
  constructor(readonly dir: string, private readonly maxBacklog = 64 * 1024 * 1024) { this.folders.set(dir, Promise.resolve()); }
  write(relPath: string, contents: string | Uint8Array): void {
    const file = path.join(this.dir, relPath);
    // Names come from specs and front matter: never let one climb out of the folder.
    if (!file.startsWith(this.dir + path.sep)) throw new Error(`Refusing to write outside the output folder: ${relPath}`);
    const folder = path.dirname(file);
    let made = this.folders.get(folder);
    if (!made) this.folders.set(folder, (made = fs.promises.mkdir(folder, { recursive: true })));
    const size = typeof contents === 'string' ? contents.length : contents.byteLength;
    this.waiting += size;
    const written = made.then(() => fs.promises.writeFile(file, contents)).catch((error: unknown) => { this.failures.push({ relPath, error }); });
    this.pending.add(written);
    void written.finally(() => {
      this.pending.delete(written);
      this.waiting -= size;
      if (this.drained && this.waiting <= this.maxBacklog / 2) { this.drained.resolve(); this.drained = undefined; }
    });
  }
  backlog(): Promise<void> | undefined {
    if (this.waiting <= this.maxBacklog) return undefined;
    if (!this.drained) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => { resolve = r; });
      this.drained = { promise, resolve };
    }
    return this.drained.promise;
  }
  async finish(): Promise<WriteFailure[]> {
    while (this.pending.size) await Promise.all(this.pending);
    return this.failures;
  }
}

/** Writes to `<out>.docgen-<pid>-<n>` then renames it over `out` (touches disk). */
export class FsWriter implements Writer {
  /** Writers with a staging folder on disk, so a signal handler can remove them before the process exits. */
  static readonly active = new Set<FsWriter>();
  static async abortAll(): Promise<void> { await Promise.all([...FsWriter.active].map((w) => w.abort())); }
  /** The folder being written. */
  readonly staging: string;
  private readonly folder: FolderWriter;
  private done = false;
  constructor(readonly outDir: string) {
    this.staging = `${outDir.replace(/[\\/]+$/, '')}.docgen-${process.pid}-${Date.now().toString(36)}`;
    fs.rmSync(this.staging, { recursive: true, force: true });
    fs.mkdirSync(this.staging, { recursive: true });
    this.folder = new FolderWriter(this.staging);
    FsWriter.active.add(this);
  }
  write(relPath: string, contents: string | Uint8Array): void {
    this.folder.write(relPath, contents);
  }
  finish(): Promise<WriteFailure[]> {
    return this.folder.finish();
  }
  backlog(): Promise<void> | undefined {
    return this.folder.backlog();
  }
  async commit(): Promise<void> {
    await this.folder.finish();
    const old = `${this.staging}-old`;
    const hadOld = fs.existsSync(this.outDir);
    if (hadOld) fs.renameSync(this.outDir, old);
    fs.renameSync(this.staging, this.outDir);
    this.done = true;
    FsWriter.active.delete(this);
    // Delete the old output after the swap, not before (PERF-NOTES: removing it first made the writes slower), and in a
    // process of its own: the new site is in place, so nobody needs to wait for the old one to go.
    if (hadOld) removeInBackground(old);
  }
  async abort(): Promise<void> {
    if (this.done) return;
    this.done = true;
    FsWriter.active.delete(this);
    // Writes still under way would put files back into a removed folder: they end first.
    await this.folder.finish();
    fs.rmSync(this.staging, { recursive: true, force: true });
  }
}

/** Removes a folder from a detached child process (this one may exit first); in this process if that cannot start. */
function removeInBackground(dir: string): void {
  try {
    const script = `require('node:fs').rmSync(${JSON.stringify(dir)}, { recursive: true, force: true })`;
    const child = spawn(process.execPath, ['-e', script], { detached: true, stdio: 'ignore' });
    child.on('error', () => fs.rmSync(dir, { recursive: true, force: true }));
    child.unref();
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Keeps the site in memory, for `docgen serve` and tests. */
export class MemoryWriter implements Writer {
  files = new Map<string, string | Uint8Array>();
  private pending = new Map<string, string | Uint8Array>();
  write(relPath: string, contents: string | Uint8Array): void { this.pending.set(relPath, contents); }
  async finish(): Promise<WriteFailure[]> { return []; }
  async commit(): Promise<void> { this.files = this.pending; this.pending = new Map(); }
  async abort(): Promise<void> { this.pending = new Map(); }
}
