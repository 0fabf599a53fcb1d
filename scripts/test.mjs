// `npm test`: every test file, through node's own test runner (Node 20's --test does not expand globs itself).
// Extra arguments narrow the run: `npm test -- test/unit` runs the files under test/unit only. Without them, every
// file but test/slow/'s.
import { spawnSync } from 'node:child_process';
import fg from 'fast-glob';

const roots = process.argv.slice(2);
const patterns = roots.length ? roots.map((r) => (r.endsWith('.ts') ? r : `${r.replace(/\/$/, '')}/**/*.test.ts`)) : ['test/**/*.test.ts'];
// test/slow/ (the packaging test: npm pack and an install, a minute or two) runs only when named: .ci/run names it.
const files = fg.sync(patterns, { ignore: ['**/node_modules/**', 'test/fixtures/**', ...(roots.length ? [] : ['test/slow/**'])] }).sort();
if (!files.length) {
  console.error(`No test files match ${patterns.join(' ')}`);
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
