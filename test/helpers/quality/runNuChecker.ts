// The Nu HTML Checker (vnu.jar from the vnu-jar package) over many files in few Java processes.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface NuMessage {
  file: string;
  line?: number;
  column?: number;
  message: string;
  extract?: string;
}

const BATCH = 400; // files per Java process at most: keeps the command line short
// --no-langdetect: language detection only ever yields warnings, and is a third of the time.
// C1-only compilation cuts the checker's CPU time by about a third on a run this short; it needs a deeper
// stack than the default (the checker says "StackOverflowError while evaluating HTML schema" otherwise).
const JAVA_FLAGS = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-XX:CICompilerCount=1'];

/** Returns a skip message when no usable `java` is on the PATH, otherwise undefined. */
export function javaMissing(): string | undefined {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return probe.error || probe.status !== 0
    ? 'java not found: the Nu HTML Checker needs a JRE (apt-get install -y default-jre-headless, or .ci/install-deps.sh)'
    : undefined;
}

/** Path of vnu.jar inside the installed vnu-jar package. */
export function vnuJarPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
}

/** Checks the files and resolves to every error (and every file the checker could not read); spawns java. */
export async function runNuChecker(files: string[]): Promise<NuMessage[]> {
  // One Java process at a time: a second one in parallel pays its own JIT warm-up (twice the CPU for the
  // same work) while the test runner already runs another gate beside this one.
  const messages: NuMessage[] = [];
  for (let i = 0; i < files.length; i += BATCH) messages.push(...(await checkBatch(files.slice(i, i + BATCH))));
  return messages;
}

async function checkBatch(files: string[]): Promise<NuMessage[]> {
  const child = spawn('java', [...JAVA_FLAGS, '-jar', vnuJarPath(), '--errors-only', '--no-langdetect', '--format', 'json', ...files], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d) => (out += d));
  child.stderr.setEncoding('utf8').on('data', (d) => (out += d)); // the JSON report goes to stderr
  const code = await new Promise<number | null>((resolve, reject) => child.on('error', reject).on('close', resolve));
  let report: { messages?: Array<Record<string, unknown>> };
  try {
    report = JSON.parse(out.slice(out.indexOf('{')));
  } catch {
    throw new Error(`vnu.jar exited with ${code} and no JSON report:\n${out.slice(0, 2000)}`);
  }
  return (report.messages ?? [])
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => ({
      file: typeof m.url === 'string' && m.url.startsWith('file:') ? fileURLToPath(m.url) : String(m.url),
      line: (m.lastLine ?? m.firstLine) as number | undefined,
      column: (m.firstColumn ?? m.lastColumn) as number | undefined,
      message: String(m.message),
      extract: typeof m.extract === 'string' ? m.extract : undefined,
    }));
}

