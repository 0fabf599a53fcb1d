// build() over an in-memory writer: every stage runs, every output lands in the writer, and a failed build commits
// nothing. (test/cli/build.test.ts runs the same through the CLI and the file system.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build } from '../../src/node/build.js';
import { MemoryWriter } from '../../src/node/output/writer.js';
import { noCache, type StageCache } from '../../src/node/stageCache.js';
import { fixture } from '../helpers/repoPaths.js';
import { makeTmpDir } from '../helpers/tmpDir.js';
import { parseRouteList } from '../helpers/runDocgen.js';

const spec = path.join(fixture('openapi-schemas'), 'spec.yaml');

test('every output is written: one page per route, the assets, the images, the sitemap, robots.txt and the spec', async () => {
  const writer = new MemoryWriter();
  const result = await build({ root: fixture('basic'), spec, writer });
  assert.equal(result.ok, true, result.diagnostics.map((d) => d.message).join('\n'));
  const files = [...writer.files.keys()];
  const expected = parseRouteList(fs.readFileSync(path.join(fixture('basic'), 'expected-routes.txt'), 'utf8'));
  for (const url of expected) assert.ok(files.includes(url === '/' ? 'index.html' : `${url.slice(1)}/index.html`), `${url} is written`);
  assert.ok(files.includes('404.html'));
  assert.ok(files.some((f) => /^docs\/api\/.+\/index\.html$/.test(f)), 'the API pages');
  assert.ok(files.some((f) => /^assets\/style\.\w+\.css$/.test(f)) && files.some((f) => /^assets\/app\.\w+\.js$/.test(f)));
  assert.ok(files.some((f) => /^assets\/img\/logo\.\w+\.png$/.test(f)), 'the image the intro shows');
  assert.ok(files.includes('sitemap.xml') && files.includes('robots.txt'));
  assert.ok(files.some((f) => f.startsWith('openapi/')), 'the spec download');
  assert.equal(result.pages, result.graph!.routes.length);
  // The summary's sizes cover every file written, in bytes.
  assert.deepEqual(new Set(result.sizes.keys()), new Set(files));
  const intro = writer.files.get('docs/intro/index.html') as string;
  assert.equal(result.sizes.get('docs/intro/index.html'), Buffer.byteLength(intro));
});

test('a broken link fails the build, names its file and line, and commits nothing', async (t) => {
  const root = makeTmpDir(t);
  fs.mkdirSync(path.join(root, 'content/docs'), { recursive: true });
  fs.writeFileSync(path.join(root, 'content/docs/intro.md'), '# Intro\n\nSee [the guide](/docs/missing).\n');
  const writer = new MemoryWriter();
  const result = await build({ root, writer });
  assert.equal(result.ok, false);
  const broken = result.diagnostics.find((d) => d.code === 'broken-link');
  assert.ok(broken, result.diagnostics.map((d) => d.message).join('\n'));
  assert.equal(broken.file, path.join(root, 'content/docs/intro.md'));
  assert.equal(broken.line, 3);
  assert.equal(writer.files.size, 0, 'nothing committed');
});

test('stage results come through the cache build() is given', async () => {
  const asked: string[] = [];
  const cache: StageCache = {
    config: (key, load) => { asked.push('config'); return noCache.config(key, load); },
    api: (file, load) => { asked.push('api'); return noCache.api(file, load); },
    assets: (breakpoint, load) => { asked.push('assets'); return noCache.assets(breakpoint, load); },
    components: (module, pages, load) => { asked.push('components'); return noCache.components(module, pages, load); },
    pageRenderer: (inputs, render) => { asked.push('pages'); return noCache.pageRenderer(inputs, render); },
  };
  const result = await build({ root: fixture('basic'), writer: new MemoryWriter(), cache });
  assert.equal(result.ok, true);
  assert.deepEqual(asked, ['config', 'api', 'components', 'assets', 'pages']);
});

test('an image removed after the Markdown stage read it is "Image not found", not an internal error', async (t) => {
  const root = makeTmpDir(t);
  fs.mkdirSync(path.join(root, 'content/docs/img'), { recursive: true });
  fs.writeFileSync(path.join(root, 'content/docs/img/shot.png'), 'png bytes');
  fs.writeFileSync(path.join(root, 'content/docs/intro.md'), '# Intro\n\n![A shot](./img/shot.png)\n');
  // The assets stage runs after the Markdown and before the outputs: the image goes in between.
  const cache: StageCache = { ...noCache, assets: (breakpoint, load) => { fs.rmSync(path.join(root, 'content/docs/img/shot.png')); return load(); } };
  const writer = new MemoryWriter();
  const result = await build({ root, writer, cache });
  assert.equal(result.ok, false);
  const problem = result.diagnostics.find((d) => d.code === 'broken-image');
  assert.ok(problem, result.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n'));
  assert.match(problem.message, /^Image not found: .*shot\.png does not exist any more/);
  assert.equal(writer.files.size, 0);
});

test('a writer that falls behind holds the build back: no more files wait on it than its backlog allows', async () => {
  // Each file takes a few milliseconds to "store"; past three waiting, the writer asks the build to wait.
  class SlowWriter extends MemoryWriter {
    waiting = 0;
    mostWaiting = 0;
    private drained?: Promise<void>;
    override write(relPath: string, contents: string | Uint8Array): void {
      super.write(relPath, contents);
      this.waiting++;
      this.mostWaiting = Math.max(this.mostWaiting, this.waiting);
      setTimeout(() => { this.waiting--; }, 2);
    }
    backlog(): Promise<void> | undefined {
      if (this.waiting <= 3) return undefined;
      this.drained ??= new Promise<void>((resolve) => {
        const poll = () => (this.waiting <= 1 ? (this.drained = undefined, resolve()) : setTimeout(poll, 1));
        poll();
      });
      return this.drained;
    }
  }
  const writer = new SlowWriter();
  const result = await build({ root: fixture('basic'), spec, writer });
  assert.equal(result.ok, true, result.diagnostics.map((d) => d.message).join('\n'));
  assert.ok(writer.files.size > 20, `${writer.files.size} files`);
  assert.ok(writer.mostWaiting <= 4, `at most 4 files waited at once (${writer.mostWaiting})`);
});

test('a site with a language menu: its pages say their language and direction, and links to the other languages are not checked', async (t) => {
  const root = makeTmpDir(t);
  fs.mkdirSync(path.join(root, 'content/docs'), { recursive: true });
  fs.writeFileSync(path.join(root, 'content/docs/intro.md'), '# Intro\n\nWelcome.\n');
  fs.writeFileSync(path.join(root, 'docgen.config.mjs'), `export default {
    baseUrl: '/sub/',
    i18n: { defaultLocale: 'ar', locales: [{ code: 'ar', label: 'Arabic', direction: 'rtl' }, { code: 'fr', label: 'Français' }] },
  };\n`);
  const writer = new MemoryWriter();
  const result = await build({ root, writer });
  assert.equal(result.ok, true, result.diagnostics.map((d) => d.message).join('\n'));
  const intro = String(writer.files.get('docs/intro/index.html'));
  assert.match(intro, /<html lang="ar" dir="rtl"/);
  assert.match(intro, /<a href="\/sub\/fr\/docs\/intro" hrefLang="fr"/);
  assert.match(intro, /<a href="\/sub\/docs\/intro" hrefLang="ar"/);
});

test("a page component's links go through docgen-cli/components: Link and useBaseUrl put the base URL in front", async (t) => {
  const root = makeTmpDir(t);
  fs.mkdirSync(path.join(root, 'content/docs'), { recursive: true });
  fs.mkdirSync(path.join(root, 'content/pages'), { recursive: true });
  fs.writeFileSync(path.join(root, 'content/docs/intro.md'), '# Intro\n\nWelcome.\n');
  fs.writeFileSync(path.join(root, 'content/pages/index.tsx'), `import { Link, useBaseUrl } from 'docgen-cli/components';
export const meta = { title: 'Home' };
export default function Home() {
  return <p><Link href="/docs/intro" className="start">Start</Link> <img src={useBaseUrl('/img/logo.svg')} alt="" /> <Link href="https://example.org">Out</Link></p>;
}\n`);
  fs.mkdirSync(path.join(root, 'static/img'), { recursive: true });
  fs.writeFileSync(path.join(root, 'static/img/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(root, 'docgen.config.mjs'), "export default { baseUrl: '/developers/' };\n");
  const writer = new MemoryWriter();
  const result = await build({ root, writer });
  assert.equal(result.ok, true, result.diagnostics.map((d) => d.message).join('\n'));
  const home = String(writer.files.get('index.html'));
  assert.match(home, /<a href="\/developers\/docs\/intro" class="start">Start<\/a>/);
  assert.match(home, /<img src="\/developers\/img\/logo\.svg"/);
  assert.match(home, /<a href="https:\/\/example\.org" rel="noopener noreferrer" target="_blank">Out/);
});

test("a page component's Link without an href (Docusaurus's `to`) is an error that says so, pointed at the writer's code", async (t) => {
  const root = makeTmpDir(t);
  fs.mkdirSync(path.join(root, 'content/pages'), { recursive: true });
  fs.writeFileSync(path.join(root, 'content/pages/about.tsx'), `import { Link } from 'docgen-cli/components';
export const meta = { title: 'About' };
export default function About() {
  return <p><Link to="/">Home</Link></p>;
}\n`);
  const result = await build({ root, writer: new MemoryWriter() });
  assert.equal(result.ok, false);
  assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code), ['render-failed'], 'no broken link to the page on top (from the A–Z index)');
  const failed = result.diagnostics.find((d) => d.code === 'render-failed');
  assert.equal(failed?.message, 'Rendering /about failed: <Link> needs an href, a site path such as \'/docs/intro\' or a URL (it has to="/": docgen\'s Link takes href)');
  assert.match(failed?.file ?? '', /content\/pages\/about\.tsx$/);
  assert.equal(failed?.hint, 'The page component threw while rendering: run again with --verbose to see where.');
});

test('an llms.optional route that matches no page is a warning naming it; one that holds pages is not', async (t) => {
  const root = makeTmpDir(t);
  fs.mkdirSync(path.join(root, 'content/docs/tutorial'), { recursive: true });
  fs.writeFileSync(path.join(root, 'content/docs/intro.md'), '# Intro\n\nWelcome.\n');
  fs.writeFileSync(path.join(root, 'content/docs/tutorial/one.md'), '# One\n\nA step.\n');
  fs.writeFileSync(path.join(root, 'docgen.config.mjs'), "export default { llms: { optional: ['/docs/tutorial', '/docs/tutorials'] } };\n");
  const result = await build({ root, writer: new MemoryWriter() });
  assert.equal(result.ok, true);
  const unknown = result.diagnostics.filter((d) => d.code === 'llms-optional-unknown');
  assert.equal(unknown.length, 1, JSON.stringify(result.diagnostics));
  assert.match(unknown[0].message, /lists \/docs\/tutorials, which is no page of the site/);
  assert.equal(unknown[0].severity, 'warning');
});
