// Never crash: Markdown from test/fixtures/basic and our seed spec (test/fixtures/hostile-fuzz/spec.yaml), mutated
// at random, go through build() in this process (an in-memory writer, no child per case). docgen either builds or
// returns well-formed diagnostics; it never throws, never reports its own failure as a diagnostic, and never takes
// more than 10 s. A handful of real CLI runs at the end check the printed form and the exit code.
//   FUZZ_SEED=random FUZZ_RUNS=2000 explores; FUZZ_SEED=<n> FUZZ_PATH=<p> replays a failure (fast-check prints both).
// Every failure found here is kept as a regular test in test/fuzz/seeds.test.ts, with its input as a fixture.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import YAML from 'yaml';
import { build, type BuildResult } from '../../src/node/build.js';
import { MemoryWriter } from '../../src/node/output/writer.js';
import { formatDiagnostic, hasErrors } from '../../src/node/diagnostics.js';
import { ensureDist, runDocgen } from '../helpers/runDocgen.js';
import { fixture } from '../helpers/repoPaths.js';
import { assertWellFormed, diagnosticLine } from './assertOutput.js';
import { addFrontMatter, applyMutations, applySpecEdits, markdownCase, specCase } from './mutate.js';

// A fixed seed by default, so that `npm test` is repeatable; FUZZ_SEED=random explores (and prints its seed on failure).
const seed = process.env.FUZZ_SEED === 'random' ? undefined : Number(process.env.FUZZ_SEED ?? 20261122);
const replayPath = process.env.FUZZ_PATH;
// While exploring, a known finding (already kept in seeds.test.ts) can be set aside: FUZZ_IGNORE=<regex on the message>.
const ignore = process.env.FUZZ_IGNORE ? new RegExp(process.env.FUZZ_IGNORE) : undefined;
const scale = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) / 100 : 1;
const MAX_MS = 10_000;
// Diagnostics that mean docgen failed, not the input: a fuzz finding even though the build "handled" it.
const ownFailures = new Set(['internal-error', 'render-failed', 'markdown-failed']);

// ---- the site the cases are built in ------------------------------------------------------------------------------

let root: string;
let markdownFiles: string[];
const specFile = () => path.join(root, 'spec', 'spec.yaml');
const seedSpecText = fs.readFileSync(path.join(fixture('hostile-fuzz'), 'spec.yaml'), 'utf8');
const seedSpec = YAML.parse(seedSpecText);

/** Runs one in-process build and checks the contract; returns the result for further checks. */
async function buildChecked(options: { spec?: string }, describeInput: () => string): Promise<BuildResult> {
  const writer = new MemoryWriter();
  const started = performance.now();
  let result: BuildResult;
  try {
    result = await build({ root, out: path.join(root, '..', 'fuzz-out'), writer, ...options });
  } catch (e) {
    assert.fail(`build() threw ${(e as Error)?.stack ?? e}\non input:\n${describeInput()}`);
  }
  const ms = performance.now() - started;
  assert.ok(ms < MAX_MS, `the build took ${Math.round(ms)} ms (limit ${MAX_MS}) on input:\n${describeInput()}`);
  assert.equal(result.ok, !hasErrors(result.diagnostics), 'ok is false exactly when there is an error');
  for (const d of result.diagnostics) {
    if (ignore?.test(d.message)) continue;
    assert.ok(!ownFailures.has(d.code), `docgen failed on its own (${d.code}: ${d.message})\n${(d.cause as Error)?.stack ?? ''}\non input:\n${describeInput()}`);
    const [first, hint, ...rest] = formatDiagnostic(d, root).split('\n');
    assert.match(first, diagnosticLine, `malformed diagnostic ${JSON.stringify(first)}`);
    assert.ok(hint === undefined || hint.startsWith('    hint: '), `malformed hint ${JSON.stringify(hint)}`);
    assert.deepEqual(rest, [], 'one line and a hint at most');
  }
  if (result.ok) assert.ok(writer.files.has('index.html') && writer.files.has('404.html'), 'a successful build writes the home and 404 pages');
  return result;
}

before(async () => {
  await ensureDist();
  root = path.join(fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-fuzz-'))), 'site');
  fs.cpSync(fixture('basic'), root, { recursive: true });
  fs.mkdirSync(path.dirname(specFile()));
  markdownFiles = fs.readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md')).sort();
});
after(() => { fs.rmSync(path.dirname(root), { recursive: true, force: true }); });

describe('fuzz', () => {
  test('mutated Markdown: a build or diagnostics, never a throw, never over 10 s', { timeout: 600_000 }, async () => {
    await fc.assert(fc.asyncProperty(markdownCase, async (c) => {
      const rel = markdownFiles[c.file % markdownFiles.length];
      const file = path.join(root, 'content', rel);
      const original = fs.readFileSync(file, 'utf8');
      const text = addFrontMatter(applyMutations(original, c.mutations), c.frontMatter);
      fs.writeFileSync(file, text);
      try {
        await buildChecked({}, () => `content/${rel}:\n${JSON.stringify(text)}`);
      } finally {
        fs.writeFileSync(file, original);
      }
    }), { numRuns: Math.max(1, Math.round(60 * scale)), seed, path: replayPath, includeErrorInReport: true });
  });

  test('mutated specs (text and tree): a build or diagnostics, never a throw, never over 10 s', { timeout: 600_000 }, async () => {
    await fc.assert(fc.asyncProperty(specCase, async (c) => {
      const text = c.kind === 'text' ? applyMutations(seedSpecText, c.mutations) : YAML.stringify(applySpecEdits(seedSpec, c.edits), { aliasDuplicateObjects: false });
      fs.writeFileSync(specFile(), text);
      await buildChecked({ spec: specFile() }, () => `spec.yaml:\n${text}`);
    }), { numRuns: Math.max(1, Math.round(40 * scale)), seed, path: replayPath, includeErrorInReport: true });
  });

  test('the CLI on a few mutated inputs: exit 0 or 1, only well-formed messages, no stack trace', { timeout: 300_000 }, async () => {
    const cases = [
      ...fc.sample(markdownCase, { numRuns: 3, seed }).map((c) => ({ markdown: c })),
      ...fc.sample(specCase, { numRuns: 2, seed }).map((c) => ({ spec: c })),
    ];
    for (const [i, c] of cases.entries()) {
      const site = path.join(path.dirname(root), `cli-${i}`);
      fs.cpSync(root, site, { recursive: true });
      const args = ['build', '--root', site, '--out', path.join(path.dirname(root), `cli-out-${i}`)];
      if ('markdown' in c && c.markdown) {
        const file = path.join(site, 'content', markdownFiles[c.markdown.file % markdownFiles.length]);
        fs.writeFileSync(file, addFrontMatter(applyMutations(fs.readFileSync(file, 'utf8'), c.markdown.mutations), c.markdown.frontMatter));
      } else if ('spec' in c && c.spec) {
        const s = c.spec;
        fs.writeFileSync(path.join(site, 'spec', 'spec.yaml'), s.kind === 'text' ? applyMutations(seedSpecText, s.mutations) : YAML.stringify(applySpecEdits(seedSpec, s.edits), { aliasDuplicateObjects: false }));
        args.push('--spec', path.join(site, 'spec', 'spec.yaml'));
      }
      const r = await runDocgen(args, { cwd: site, timeoutMs: 60_000 });
      assert.ok(r.code === 0 || r.code === 1, `case ${i}: exit ${r.code}\n${r.stderr}`);
      const lines = assertWellFormed(r.stderr, site);
      assert.equal(r.code === 1, lines.some((l) => /  error  /.test(l)), `case ${i}: exit 1 exactly when an error is printed\n${r.stderr}`);
    }
  });
});
