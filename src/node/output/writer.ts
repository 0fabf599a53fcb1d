// Writers: the only code that puts the site somewhere. FsWriter builds into a fresh folder beside out/ and
// swaps it in at the end, so a failed or interrupted build leaves the previous out/ exactly as it was.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';

export interface Writer {
  /** Stores one output file (relative path with forward slashes). */
  write(relPath: string, contents: string | Uint8Array): void;
  /** Makes the written site the current one. */
  commit(): void;
  /** Throws away everything written by this build. */
  abort(): void;
}

/** Writes files under one existing folder, refusing any path that would climb out of it (touches disk). */
export class FolderWriter {
  private readonly made = new Set<string>();
  constructor(readonly dir: string) { this.made.add(dir); }
  write(relPath: string, contents: string | Uint8Array): void {
    const file = path.join(this.dir, relPath);
    // Names come from specs and front matter: never let one climb out of the folder.
    if (!file.startsWith(this.dir + path.sep)) throw new Error(`Refusing to write outside the output folder: ${relPath}`);
    const dir = path.dirname(file);
    if (!this.made.has(dir)) { fs.mkdirSync(dir, { recursive: true }); this.made.add(dir); }
    fs.writeFileSync(file, contents);
  }
}

/** Writes to `<out>.docgen-<pid>-<n>` then renames it over `out` (touches disk). */
export class FsWriter implements Writer {
  /** Writers with a staging folder on disk, so a signal handler can remove them before the process exits. */
  static readonly active = new Set<FsWriter>();
  static abortAll(): void { for (const w of FsWriter.active) w.abort(); }
  /** The folder being written; a render worker writes pages into it too (see worker/siteWorker.ts). */
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
  commit(): void {
    const old = `${this.staging}-old`;
    const hadOld = fs.existsSync(this.outDir);
    if (hadOld) fs.renameSync(this.outDir, old);
    fs.renameSync(this.staging, this.outDir);
    this.done = true;
    FsWriter.active.delete(this);
    // Delete the old output after the swap, not before (PERF-NOTES: rm first makes writes 3x slower), and in a
    // process of its own: the new site is in place, so nobody needs to wait for the old one to go (0.1-4 s).
    if (hadOld) removeInBackground(old);
  }
  abort(): void {
    if (!this.done) fs.rmSync(this.staging, { recursive: true, force: true });
    this.done = true;
    FsWriter.active.delete(this);
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
  commit(): void { this.files = this.pending; this.pending = new Map(); }
  abort(): void { this.pending = new Map(); }
}
