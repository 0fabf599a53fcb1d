// Runs the real CLI (node bin/docgen.js) in a child process, as a user would.
import { spawn, type ChildProcess } from 'node:child_process';
import { docgenBin, repoRoot } from './repoPaths.js';

export interface DocgenRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Spawns `node bin/docgen.js ...args` and resolves with its exit code and output (never rejects on exit code). */
export function runDocgen(args: string[], options: { cwd?: string; timeoutMs?: number; env?: Record<string, string>; onSpawn?: (child: ChildProcess) => void } = {}): Promise<DocgenRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [docgenBin, ...args], {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    options.onSpawn?.(child);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => { stdout += s; });
    child.stderr.setEncoding('utf8').on('data', (s: string) => { stderr += s; });
    const timer = setTimeout(() => { child.kill('SIGKILL'); }, options.timeoutMs ?? 60_000);
    child.on('error', (e) => { clearTimeout(timer); reject(e); });
    child.on('close', (code) => { clearTimeout(timer); resolve({ code, stdout, stderr }); });
  });
}

/** Brings dist/ up to date once, before tests spawn the CLI (so parallel spawns do not all rebuild it). */
export async function ensureDist(): Promise<void> {
  // @ts-expect-error: a plain .mjs script without type declarations
  const { ensureBundle } = await import('../../scripts/ensure-bundle.mjs');
  await ensureBundle();
}

/** Reads routes from an expected-routes.txt / routes.txt text: one per line, blank lines and # comments ignored. */
export function parseRouteList(text: string): string[] {
  return text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
}

export { repoRoot };
