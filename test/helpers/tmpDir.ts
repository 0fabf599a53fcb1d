// Temporary folders that go away after the test that made them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestContext } from 'node:test';

/** Creates an empty temporary folder, removed when the test (or suite) ends. */
export function makeTmpDir(t: Pick<TestContext, 'after'>, prefix = 'docgen-test-'): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Writes a tree of files ({ 'content/docs/a.md': '...' }) under `root`. */
export function writeTree(root: string, files: Record<string, string | Uint8Array>): void {
  for (const [rel, contents] of Object.entries(files)) {
    const file = path.join(root, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, contents);
  }
}

/** Every file under `dir`, as sorted relative paths with forward slashes. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(path.relative(dir, full).split(path.sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** A snapshot of a folder (relative path → bytes) to compare before and after. */
export function snapshotDir(dir: string): Map<string, string> {
  return new Map(listFiles(dir).map((f) => [f, fs.readFileSync(path.join(dir, f)).toString('base64')]));
}

/** The names in `dir` once the previous output's background removal (FsWriter.commit) is done: waits up to 10 s. */
export async function settledNames(dir: string): Promise<string[]> {
  const names = () => fs.readdirSync(dir).sort();
  for (let waited = 0; names().some((n) => /\.docgen-.*-old$/.test(n)) && waited < 10_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return names();
}
