// Where the tests find docgen, its fixtures and the shared material (read-only, may be absent).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const fixturesDir = path.join(repoRoot, 'test', 'fixtures');
/** The shared folder beside the repo; tests that need it skip when it is missing. */
export const sharedDir = path.resolve(repoRoot, '../shared');
export const docgenBin = path.join(repoRoot, 'bin', 'docgen.js');
/** The BetaSeries site, the example the repository builds (its content/, openapi/ and docgen.config.ts). */
export const exampleSite = path.join(repoRoot, 'examples', 'betaseries');

/** Absolute path of a fixture site. */
export function fixture(name: string): string {
  return path.join(fixturesDir, name);
}
