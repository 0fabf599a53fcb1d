// `docgen diff <old-spec> <new-spec>`: reads both specs as the build does (same checks, same confinement), prints
// what changed and answers with the exit code a CI step needs.
// Exit codes: 0 nothing selected by --fail-on changed, 1 something did, 2 wrong usage (commander's), 3 a spec
// cannot be read.
import path from 'node:path';
import { formatDiagnostic, type Diagnostic } from '../diagnostics.js';
import { loadSpec } from '../openapi/loadSpec.js';
import { diffSpecs, type SpecChange } from './diffSpecs.js';
import { formatChanges, type ChangeFormat } from './formatChanges.js';

export type FailOn = 'breaking' | 'any' | 'none';

export interface DiffOptions {
  format: ChangeFormat;
  failOn: FailOn;
}

/** Whether the changes fail the check that `failOn` selects. */
export function failsOn(changes: SpecChange[], failOn: FailOn): boolean {
  if (failOn === 'none') return false;
  return failOn === 'any' ? changes.length > 0 : changes.some((c) => c.level === 'breaking');
}

export async function runDiff(beforeFile: string, afterFile: string, options: DiffOptions, out = process.stdout, err = process.stderr): Promise<number> {
  const cwd = process.cwd();
  const print = (list: Diagnostic[]) => { for (const d of list) err.write(formatDiagnostic(d, cwd) + '\n'); };
  const [before, after] = await Promise.all([beforeFile, afterFile].map((file) => loadSpec(file, { root: path.dirname(path.resolve(file)) })));
  let unreadable = false;
  for (const loaded of [before, after]) {
    print(loaded.diagnostics);
    if (!loaded.document) unreadable = true;
  }
  if (unreadable) {
    err.write('\ndocgen diff: a spec cannot be read (above); nothing was compared.\n');
    return 3;
  }
  const changes = diffSpecs(before.document!, after.document!);
  const title = (file: string, doc: Record<string, any>) => {
    const version = doc.info?.version;
    return `${path.relative(cwd, path.resolve(file)) || file}${typeof version === 'string' && version ? ` (${version})` : ''}`;
  };
  out.write(formatChanges(changes, options.format, { before: title(beforeFile, before.document!), after: title(afterFile, after.document!) }));
  return failsOn(changes, options.failOn) ? 1 : 0;
}
