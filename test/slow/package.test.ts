// docgen as a user gets it: `npm pack`, then `npm i -D docgen-cli-x.y.z.tgz` in an empty folder (the registry for
// its dependencies, nothing else), `npx docgen init --yes`, `npx docgen build`, the library from ESM with its types,
// and a spec of ../shared/specs built zero-config. Runs on whatever Node runs the tests. It takes a minute or two
// (npm's install most of it), so `npm test` leaves test/slow/ out: .ci/run runs it, on this machine's Node and on Node 26.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, sharedDir } from '../helpers/repoPaths.js';
import { ensureDist } from '../helpers/runDocgen.js';
import { listFiles, makeTmpDir } from '../helpers/tmpDir.js';

before(async () => { await ensureDist(); });

function run(command: string, args: string[], options: SpawnSyncOptions & { cwd: string }) {
  const r = spawnSync(command, args, { encoding: 'utf8', timeout: 240_000, ...options, env: { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false', ...options.env } });
  const output = `${r.stdout ?? ''}\n${r.stderr ?? ''}`;
  assert.equal(r.status, 0, `${command} ${args.join(' ')} (exit ${r.status ?? r.signal}):\n${output}`);
  return { stdout: String(r.stdout), stderr: String(r.stderr) };
}

// What a user's site is made of, and what docgen's own repository has besides the tool: never in the tarball.
const notShipped = /^(test|examples|scripts|src|content|openapi|\.ci)\/|^docgen\.config\.|\.v8cache$|\.tsbuildinfo$|betaseries/i;
const shipped = /^(bin\/docgen\.js|bin\/loadCompiled\.mjs|dist\/[^/]+\.(cjs|mjs|js)|dist\/types\/.+\.d\.ts|templates\/styles\/[^/]+\.css|templates\/starter\/.+|package\.json|README\.md|LICENSE)$/;

test('the tarball holds what runs, installs into an empty folder, and `npx docgen init --yes` then `npx docgen build` make the site', async (t) => {
  const work = makeTmpDir(t, 'docgen-package-');
  const packed = JSON.parse(run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], { cwd: repoRoot }).stdout)[0] as {
    filename: string; size: number; unpackedSize: number; entryCount: number; files: { path: string }[];
  };
  const files = packed.files.map((f) => f.path).sort();
  t.diagnostic(`${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1e6).toFixed(2)} MB packed, ${(packed.unpackedSize / 1e6).toFixed(2)} MB unpacked`);
  assert.deepEqual(files.filter((f) => notShipped.test(f)), [], 'no test, fixture, example, script, source or BetaSeries file');
  assert.deepEqual(files.filter((f) => !shipped.test(f)), [], 'only bin/, the built dist/ with its declarations, the stylesheets, the starter site and the package files');
  for (const needed of ['bin/docgen.js', 'dist/docgen.cjs', 'dist/index.mjs', 'dist/render.mjs', 'dist/client.js', 'dist/head.js', 'dist/types/index.d.ts', 'templates/starter/openapi/openapi.yaml']) {
    assert.ok(files.includes(needed), needed);
  }

  const app = path.join(work, 'app');
  fs.mkdirSync(app);
  run('npm', ['install', '--save-dev', '--no-audit', '--no-fund', '--prefer-offline', path.join(work, packed.filename)], { cwd: app });
  const installed = path.join(app, 'node_modules', 'docgen-cli');
  const shippedFiles = listFiles(installed).join('\n');

  const init = run('npx', ['docgen', 'init', '--yes'], { cwd: app });
  assert.match(init.stdout, /npx docgen serve\b/);
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(app, 'package.json'), 'utf8')).scripts, { build: 'docgen build', dev: 'docgen serve' });
  const build = run('npx', ['docgen', 'build'], { cwd: app });
  assert.match(build.stdout, /^Built 10 pages into /);
  assert.equal(build.stderr, '', 'no warning, no V8 or deprecation message');
  for (const page of ['index.html', 'docs/intro/index.html', 'docs/write-a-guide/index.html', 'docs/api/add-book/index.html', 'favicon.svg', 'sitemap.xml']) {
    assert.ok(fs.existsSync(path.join(app, 'out', page)), page);
  }
  assert.match(fs.readFileSync(path.join(app, 'out/docs/api/add-book/index.html'), 'utf8'), /<h1[^>]*>Add a book<\/h1>/);
  // The package is used as shipped: nothing rebuilt inside node_modules/docgen-cli.
  assert.equal(listFiles(installed).join('\n'), shippedFiles);
  // Node 20: the code cache is made by the first build, in the project's cache folder (later Nodes keep their own).
  const cache = path.join(app, 'node_modules', '.cache', 'docgen', 'docgen.cjs.v8cache');
  if (Number(process.versions.node.split('.')[0]) < 22) assert.ok(fs.statSync(cache).size > 100_000, 'a code cache for the next build');
  else assert.equal(fs.existsSync(cache), false, 'Node\'s own compile cache instead');

  // The library, from ESM, typed by the shipped declarations (checked with this repository's TypeScript).
  fs.writeFileSync(path.join(app, 'use-library.mts'), `import { build, serve, defineConfig, type BuildResult, type DocgenConfig } from 'docgen-cli';
const config: DocgenConfig = defineConfig({ title: 'Typed', navbar: { items: [{ label: 'Guides', href: '/docs/intro' }] } });
const result: BuildResult = await build({ root: '.', out: 'out-library' });
const server = await serve({ port: 0, log: () => {}, logError: () => {} });
await server.close();
console.log(JSON.stringify({ ok: result.ok, pages: result.pages, title: config.title, served: server.first.ok }));
`);
  // One compile of both files: the only error is the misspelt key (the declarations are what types the config).
  fs.writeFileSync(path.join(app, 'wrong-key.mts'), "import { defineConfig } from 'docgen-cli';\nexport default defineConfig({ titel: 'typo' });\n");
  const tsc = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext',
    '--target', 'es2022', '--typeRoots', path.join(repoRoot, 'node_modules', '@types'), '--types', 'node', 'use-library.mts', 'wrong-key.mts'], { cwd: app, encoding: 'utf8' });
  const typeErrors = tsc.stdout.trim().split('\n').filter((l) => /error TS/.test(l));
  assert.equal(typeErrors.length, 1, tsc.stdout);
  assert.match(typeErrors[0], /^wrong-key\.mts\(2,\d+\): error TS\d+: .*'titel' does not exist in type 'DocgenConfig'/);
  fs.copyFileSync(path.join(app, 'use-library.mts'), path.join(app, 'use-library.mjs'));
  fs.writeFileSync(path.join(app, 'use-library.mjs'), fs.readFileSync(path.join(app, 'use-library.mjs'), 'utf8').replace(', type BuildResult, type DocgenConfig', '').replace(/: (DocgenConfig|BuildResult)/g, ''));
  const library = run(process.execPath, ['use-library.mjs'], { cwd: app });
  assert.deepEqual(JSON.parse(library.stdout.trim().split('\n').pop()!), { ok: true, pages: 10, title: 'Typed', served: true });

  // A third-party spec, zero-config: an empty root and --spec.
  const spec = path.join(sharedDir, 'specs', 'oai', 'v3.0', 'petstore-expanded.yaml');
  if (!fs.existsSync(spec)) { t.diagnostic(`skipped the zero-config build: ${spec} is absent`); return; }
  const empty = path.join(work, 'empty-root');
  fs.mkdirSync(empty);
  const zero = run('npx', ['docgen', 'build', '--root', empty, '--spec', spec, '--out', path.join(work, 'petstore-site')], { cwd: app });
  assert.match(zero.stdout, /^Built \d+ pages/);
  assert.ok(listFiles(path.join(work, 'petstore-site')).some((f) => /^docs\/api\/.+\/index\.html$/.test(f)), 'the API pages');
});
