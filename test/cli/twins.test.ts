// The Markdown twins, llms.txt and llms-full.txt of the BetaSeries site, built twice with the real CLI: every page
// has its twin, every link of llms.txt resolves, every parameter of every operation (read from the spec here, not
// from docgen's model) and every property name the HTML shows is in the twins, and two builds give the same bytes.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { ensureDist, runDocgen } from '../helpers/runDocgen.js';
import { repoRoot, fixture } from '../helpers/repoPaths.js';
import { listFiles, makeTmpDir } from '../helpers/tmpDir.js';

// The BetaSeries site: at the repository's root, or under examples/betaseries once it moves there.
const siteRoot = fs.existsSync(path.join(repoRoot, 'examples/betaseries/docgen.config.ts')) ? path.join(repoRoot, 'examples/betaseries') : repoRoot;
const specFile = path.join(siteRoot, 'openapi/betaseries.yaml');
const siteUrl = 'https://developers.betaseries.com';

const read = (out: string, p: string) => fs.readFileSync(path.join(out, p), 'utf8');

describe('Markdown twins of the BetaSeries site', () => {
  let out = '';
  let second = '';
  before(async () => {
    await ensureDist();
    const tmp = fs.mkdtempSync(path.join((await import('node:os')).tmpdir(), 'docgen-twins-'));
    out = path.join(tmp, 'a');
    second = path.join(tmp, 'b');
    for (const dir of [out, second]) {
      const r = await runDocgen(['build', '--root', siteRoot, '--out', dir], { timeoutMs: 180_000 });
      assert.equal(r.code, 0, r.stderr);
    }
  });

  test('one twin per HTML page, the 404 page excepted, and each head links to its twin', () => {
    const files = listFiles(out);
    const pages = files.filter((f) => f.endsWith('.html') && f !== '404.html');
    const twinOf = (page: string) => (page === 'index.html' ? 'index.md' : page.replace(/\/index\.html$/, '.md'));
    assert.deepEqual(pages.filter((p) => !files.includes(twinOf(p))), [], 'pages without a twin');
    assert.equal(files.filter((f) => f.endsWith('.md')).length, pages.length, 'no twin without a page');
    for (const page of pages) {
      const links = [...read(out, page).matchAll(/<link rel="alternate" type="text\/markdown" href="([^"]+)"\/>/g)].map((m) => m[1]);
      assert.deepEqual(links, ['/' + twinOf(page)], page);
    }
    assert.doesNotMatch(read(out, '404.html'), /text\/markdown/);
  });

  test('llms.txt follows the llmstxt.org shape and every link resolves to a file in out/', () => {
    const text = read(out, 'llms.txt');
    assert.equal(read(out, '.well-known/llms.txt'), text);
    const lines = text.split('\n');
    assert.equal(lines[0], '# BetaSeries API');
    assert.match(lines[2], /^> \S/);
    for (const line of lines.slice(3)) {
      if (!line || line.startsWith('## ') || /^Every page of this site/.test(line)) continue;
      assert.match(line, /^- \[[^\]]+\]\([^)\s]+\)(: .+)?$/, `not a list item of the llmstxt.org grammar: ${line}`);
    }
    const urls = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
    assert.ok(urls.length > 190, `${urls.length} links`);
    assert.equal(new Set(urls).size, urls.length, 'no page listed twice');
    for (const url of urls) {
      assert.ok(url.startsWith(siteUrl + '/'), `absolute, as the config has url: ${url}`);
      assert.ok(fs.existsSync(path.join(out, new URL(url).pathname)), `llms.txt links to a missing file: ${url}`);
    }
    // Operations are listed as the request an agent meets in code, under one H2 per tag.
    assert.match(text, /^## API: Shows$/m);
    assert.match(text, /^- \[GET \/shows\/display\]\(https:\/\/developers\.betaseries\.com\/docs\/api\/get-shows-display\.md\): \S/m);
    assert.match(text, /^- \[OpenAPI description \(YAML\)\]\(https:\/\/developers\.betaseries\.com\/openapi\/betaseries\.yaml\)/m);
    // The tutorial pages, marked optional in the config, are listed last, under Optional.
    const optional = text.slice(text.indexOf('\n## Optional\n'));
    assert.ok(text.indexOf('\n## Optional\n') > 0);
    assert.match(optional, /tutorial-basics\/create-a-document\.md/);
    assert.doesNotMatch(text.slice(0, text.indexOf('\n## Optional\n')), /tutorial-basics/);
  });

  test('llms-full.txt is the twins of the non-optional pages, in llms.txt order', () => {
    const text = read(out, 'llms.txt');
    const listed = [...text.slice(0, text.indexOf('\n## Optional\n')).matchAll(/\]\((https:[^)\s]+\.md)\)/g)].map((m) => new URL(m[1]).pathname);
    const expected = listed.map((p) => read(out, p)).join('\n');
    assert.equal(read(out, 'llms-full.txt'), expected);
  });

  test('every parameter of every operation of the spec, and every property the HTML shows, is in the twins', () => {
    const spec = yaml.load(fs.readFileSync(specFile, 'utf8')) as any;
    const resolve = (p: any) => (p?.$ref ? p.$ref.split('/').slice(1).reduce((o: any, k: string) => o[k], spec) : p);
    let operations = 0;
    const missing: string[] = [];
    for (const [route, item] of Object.entries<any>(spec.paths)) {
      for (const method of ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']) {
        const op = item[method];
        if (!op) continue;
        operations++;
        const page = findOperationPage(out, method, route);
        const twin = read(out, `docs/api/${page}.md`);
        assert.ok(twin.includes(`path: ${JSON.stringify(route)}`) && twin.includes(`method: "${method.toUpperCase()}"`), `${page}.md is ${method} ${route}`);
        for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])].map(resolve)) {
          if (!twin.includes('`' + p.name + '`')) missing.push(`${page}: parameter ${p.name}`);
        }
        const shown = [...read(out, `docs/api/${page}/index.html`).matchAll(/<code class="dg-schema__name">([^<]+)<\/code>/g)].map((m) => decode(m[1]));
        for (const name of new Set(shown)) {
          const asPath = name === '[key: string]' ? '.<key>`' : new RegExp('`(?:[^`\\s]+\\.)?' + escapeRegExp(name) + '`');
          if (!(typeof asPath === 'string' ? twin.includes(asPath) : asPath.test(twin))) missing.push(`${page}: property ${name}`);
        }
      }
    }
    assert.equal(operations, 169);
    assert.deepEqual(missing, []);
  });

  test('every schema page has a twin with every property name its HTML shows, and the links of every twin resolve', () => {
    const schemaPages = listFiles(out).filter((f) => /^docs\/api\/schemas\/[^/]+\/index\.html$/.test(f));
    assert.ok(schemaPages.length > 20, `only ${schemaPages.length} schema pages`);
    const missing: string[] = [];
    for (const page of schemaPages) {
      const twinFile = page.replace(/\/index\.html$/, '.md');
      if (!fs.existsSync(path.join(out, twinFile))) { missing.push(`${twinFile}: no twin`); continue; }
      const twin = read(out, twinFile);
      assert.match(twin, /^## Used by$/m, twinFile);
      const shown = [...read(out, page).matchAll(/<code class="dg-schema__name">([^<]+)<\/code>/g)].map((m) => decode(m[1]));
      for (const name of new Set(shown)) {
        if (!new RegExp('`(?:[^`\\s]+\\.)?' + escapeRegExp(name) + '`').test(twin)) missing.push(`${twinFile}: property ${name}`);
      }
    }
    assert.deepEqual(missing, []);
    // Links from one twin to another (operations to schemas, schemas to their users, guides to pages) name files of out/.
    const broken: string[] = [];
    let checked = 0;
    for (const file of listFiles(out).filter((f) => f.endsWith('.md'))) {
      for (const [, url] of read(out, file).matchAll(/\]\((https:\/\/developers\.betaseries\.com\/[^)\s#]+\.md)[)#]/g)) {
        checked++;
        if (!fs.existsSync(path.join(out, new URL(url).pathname))) broken.push(`${file} → ${url}`);
      }
    }
    assert.ok(checked > 500, `only ${checked} links between twins`);
    assert.deepEqual(broken, []);
    assert.equal(listFiles(out).filter((f) => f.endsWith('.md') && read(out, f).includes('not expanded here')).length, 0);
  });

  test('get-shows-display.md holds the request line, every parameter with its default, the key header and a curl line', () => {
    const twin = read(out, 'docs/api/get-shows-display.md');
    const [, head] = /^---\n([\s\S]*?)\n---\n/.exec(twin)!;
    const meta = yaml.load(head) as Record<string, unknown>;
    assert.deepEqual({ ...meta, description: undefined }, {
      title: 'Get a show', description: undefined, url: `${siteUrl}/docs/api/get-shows-display`,
      operationId: 'get-shows-display', method: 'GET', path: '/shows/display', tags: ['Shows'],
    });
    assert.match(twin, /^GET https:\/\/api\.betaseries\.com\/shows\/display$/m);
    const row = (name: string) => twin.split('\n').find((l) => l.startsWith(`| \`${name}\` |`));
    for (const name of ['id', 'thetvdb_id', 'imdb_id', 'url', 'summary(default=false)', 'includes', 'locale', 'X-BetaSeries-Version']) assert.ok(row(name), `a table row for ${name}`);
    assert.match(row('locale')!, /\| `"fr"` \|/);
    assert.match(row('summary(default=false)')!, /\| `false` \|/);
    assert.match(row('includes')!, /`"user"`, `"notes"`/);
    assert.match(twin, /API key in the header `X-BetaSeries-Key`/);
    assert.match(twin, /^curl --request GET \\$/m);
    assert.match(twin, /--header 'X-BetaSeries-Key: /);
    // Nested properties by their dotted paths; a repeated schema points where it is listed.
    assert.match(twin, /^ {4}- `show\.notes\.mean` \(number<float>, read-only\)/m);
    assert.match(twin, /\(Images: see `show\.images`\)/);
  });

  test('twins are plain Markdown: no HTML, no undefined, no [object Object], none over 50,000 characters', () => {
    for (const file of listFiles(out).filter((f) => f.endsWith('.md'))) {
      const text = read(out, file);
      assert.ok(text.length <= 50_000, `${file}: ${text.length} characters`);
      assert.doesNotMatch(text, /\bundefined\b|\[object Object\]/, file);
      const prose = text.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '').replace(/(`+)[^`]*?\1/g, '');
      assert.doesNotMatch(prose, /<\/?(?:div|span|p|a|script|details|summary|code|pre|br|img)\b[^>]*>/i, `${file} holds HTML`);
    }
  });

  test('guides keep their Markdown: admonitions as block quotes, fences with their language, links to twins', () => {
    const twin = read(out, 'docs/buttons/add-series.md');
    assert.match(twin, /^# Add series button$/m);
    assert.match(twin, /^> \*\*Tip: Check the title\*\*$/m);
    assert.match(twin, /^```html title="review\.html"/m);
    assert.match(twin, /\[`GET \/shows\/search`\]\(https:\/\/developers\.betaseries\.com\/docs\/api\/get-shows-search\.md\)/);
    assert.match(twin, /\[Introduction to buttons\]\(https:\/\/developers\.betaseries\.com\/docs\/buttons\/introduction\.md\)/);
    // Raw HTML in the Markdown becomes its link.
    assert.match(twin, /^\[Add Breaking Bad to my BetaSeries account\]\(https:\/\/www\.betaseries\.com\/serie\/breaking-bad\)$/m);
  });

  test('two builds write the same twins and llms files, byte for byte', () => {
    const files = listFiles(out).filter((f) => /\.md$|llms(-full)?\.txt$/.test(f));
    assert.ok(files.length > 190);
    for (const f of files) assert.ok(fs.readFileSync(path.join(out, f)).equals(fs.readFileSync(path.join(second, f))), f);
  });
});

test('llms: { enabled: false } writes no twin, no llms.txt, no alternate link and no Copy page button', async (t) => {
  await ensureDist();
  const root = makeTmpDir(t);
  fs.cpSync(fixture('basic'), root, { recursive: true });
  const config = path.join(root, 'docgen.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace(/defineConfig\(\{/, 'defineConfig({\n  llms: { enabled: false },'));
  const r = await runDocgen(['build', '--root', root]);
  assert.equal(r.code, 0, r.stderr);
  const files = listFiles(path.join(root, 'out'));
  assert.deepEqual(files.filter((f) => /\.md$|llms/.test(f)), []);
  for (const page of files.filter((f) => f.endsWith('.html'))) assert.doesNotMatch(fs.readFileSync(path.join(root, 'out', page), 'utf8'), /type="text\/markdown"|data-dg-copy-page/, page);
});

test('without a configured url, llms.txt and the twins link root-relative', async (t) => {
  await ensureDist();
  const root = makeTmpDir(t);
  fs.cpSync(fixture('basic'), root, { recursive: true });
  const config = path.join(root, 'docgen.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace(/^\s*url:.*$/m, ''));
  const r = await runDocgen(['build', '--root', root]);
  assert.equal(r.code, 0, r.stderr);
  const text = fs.readFileSync(path.join(root, 'out/llms.txt'), 'utf8');
  const urls = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
  assert.ok(urls.length > 0);
  for (const url of urls) {
    assert.ok(url.startsWith('/'), url);
    assert.ok(fs.existsSync(path.join(root, 'out', url)), url);
  }
});

function findOperationPage(out: string, method: string, route: string): string {
  const dir = path.join(out, 'docs/api');
  cache ??= new Map(fs.readdirSync(dir).filter((f) => f.endsWith('.md')).map((f) => {
    const head = fs.readFileSync(path.join(dir, f), 'utf8').split('\n---\n')[0];
    return [`${/^method: "(.*)"$/m.exec(head)?.[1]} ${JSON.parse(/^path: (.*)$/m.exec(head)?.[1] ?? '""')}`, f.slice(0, -3)];
  }));
  const page = cache.get(`${method.toUpperCase()} ${route}`);
  assert.ok(page, `no twin for ${method.toUpperCase()} ${route}`);
  return page;
}
let cache: Map<string, string> | undefined;

function decode(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('a circular schema ends with a reference to the schema, in dotted paths', async (t) => {
  await ensureDist();
  const root = makeTmpDir(t);
  const r = await runDocgen(['build', '--root', root, '--spec', path.join(fixture('openapi-schemas'), 'spec.yaml')]);
  assert.equal(r.code, 0, r.stderr);
  const twin = fs.readFileSync(path.join(root, 'out/docs/api/list-keepers.md'), 'utf8');
  assert.match(twin, /^ {2}- `\[\]\.mentor` \(object \(Keeper\)\): \(circular: Keeper/m);
});
