import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { applyDefaults, resolveConfig, validateConfig } from '../../src/node/config.js';
import { DocgenError } from '../../src/node/diagnostics.js';
import { makeTmpDir, writeTree } from '../helpers/tmpDir.js';

async function configError(root: string): Promise<DocgenError> {
  try {
    await resolveConfig(root);
  } catch (e) {
    assert.ok(e instanceof DocgenError, `a DocgenError, not ${(e as Error).stack}`);
    return e;
  }
  assert.fail('resolveConfig should have thrown');
}

test('validateConfig: an unknown key is named, with its path for nested keys', () => {
  const problems = validateConfig({ titel: 'x', navbar: { itemz: [] } }, '/site/docgen.config.ts');
  assert.deepEqual(problems.map((p) => p.code), ['config-unknown-key', 'config-unknown-key']);
  assert.match(problems[0].message, /'titel'/);
  assert.match(problems[1].message, /'navbar\.itemz'/);
  assert.ok(problems.every((p) => p.severity === 'error' && p.file === '/site/docgen.config.ts'));
  assert.match(problems[0].hint!, /title/, 'the hint lists the known keys');
});

test('validateConfig: a wrong type names the key, what it must be and what it got', () => {
  const problems = validateConfig({
    title: 5, mobileBreakpoint: '996', colorMode: { defaultMode: 'blue' }, links: { onBrokenLinks: 'ignore' },
    navbar: 'x', announcementBar: { id: 1, content: 'c' }, sidebars: [],
  });
  const messages = problems.map((p) => p.message);
  assert.ok(messages.some((m) => /'title' must be a string, got number 5/.test(m)), messages.join('\n'));
  assert.ok(messages.some((m) => /'mobileBreakpoint' must be a number, got '996'/.test(m)));
  assert.ok(messages.some((m) => /'colorMode\.defaultMode' must be 'light' or 'dark'/.test(m)));
  assert.ok(messages.some((m) => /'links\.onBrokenLinks' must be 'error' or 'warn'/.test(m)));
  assert.ok(messages.some((m) => /'navbar' must be an object/.test(m)));
  assert.ok(messages.some((m) => /'announcementBar\.id' must be a string/.test(m)));
  assert.ok(messages.some((m) => /'sidebars' must be an object/.test(m)));
  assert.equal(problems.length, 7);
  assert.ok(problems.every((p) => p.code === 'config-type'));
});

test('validateConfig: navbar items need a label and an href', () => {
  const problems = validateConfig({ navbar: { items: [{ label: 'ok', href: '/' }, { label: 'no href' }] } });
  assert.equal(problems.length, 1);
  assert.match(problems[0].message, /navbar\.items\[1\]/);
});

test('validateConfig: the real site config shape passes', () => {
  assert.deepEqual(validateConfig({
    title: 'T', tagline: 't', url: 'https://x', baseUrl: '/', spec: 'openapi/a.yaml',
    navbar: { title: 'T', items: [{ label: 'A', href: '/docs/a', position: 'left', sidebar: 'a' }] },
    footer: { links: [], copyright: 'c' }, announcementBar: { id: 'i', content: 'c', dismissible: true },
    colorMode: { defaultMode: 'light', disableSwitch: false }, tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    mobileBreakpoint: 996, progressBarDelay: 200, codeSamples: [], i18n: { defaultLocale: 'en', locales: [] },
    links: { onBrokenLinks: 'error', onBrokenMarkdownLinks: 'warn' }, sidebars: { a: ['intro'] }, announcementBarOff: undefined,
  }).map((p) => p.message), ["Unknown config key 'announcementBarOff'"]);
});

test('zero config: no file gives the defaults with absolute paths', async (t) => {
  const root = makeTmpDir(t);
  const config = await resolveConfig(root);
  assert.equal(config.root, root);
  assert.equal(config.configFile, undefined);
  assert.equal(config.docsDir, path.join(root, 'content', 'docs'));
  assert.equal(config.pagesDir, path.join(root, 'content', 'pages'));
  assert.equal(config.outDir, path.join(root, 'out'));
  assert.equal(config.specFile, undefined);
  assert.equal(config.baseUrl, '/');
  assert.deepEqual(config.sidebars, { docs: [{ dir: '.' }] });
  assert.deepEqual(config.links, { onBrokenLinks: 'error', onBrokenMarkdownLinks: 'warn' });
  assert.equal(config.tableOfContents.minHeadingLevel, 2);
  assert.equal(config.tableOfContents.maxHeadingLevel, 3);
  assert.equal(config.mobileBreakpoint, 996);
});

test('zero config finds the spec in openapi/, and --spec / --out override it', async (t) => {
  const root = makeTmpDir(t);
  writeTree(root, { 'openapi/b.yaml': 'openapi: 3.0.0', 'openapi/a.json': '{}', 'openapi/notes.txt': '' });
  const config = await resolveConfig(root);
  assert.equal(config.specFile, path.join(root, 'openapi', 'a.json'));
  assert.deepEqual(config.sidebars.api, [{ api: true }]);
  const overridden = await resolveConfig(root, { spec: path.join(root, 'openapi', 'b.yaml'), out: path.join(root, 'public') });
  assert.equal(overridden.specFile, path.join(root, 'openapi', 'b.yaml'));
  assert.equal(overridden.outDir, path.join(root, 'public'));
});

test("docgen.config.ts with `import { defineConfig } from 'docgen'` is loaded and resolved", async (t) => {
  const root = makeTmpDir(t);
  writeTree(root, {
    'docgen.config.ts': [
      "import { defineConfig } from 'docgen';",
      "import { helper } from './config-helper';",
      "const items: { label: string; href: string }[] = [{ label: 'Docs', href: '/docs/intro' }];",
      'export default defineConfig({ title: helper(), baseUrl: "sub", url: "https://x.example/", navbar: { items }, contentDir: "src-content", spec: "api.yaml" });',
    ].join('\n'),
    'config-helper.ts': "export const helper = (): string => 'From a helper';",
    'src-content/docs/intro.md': '# Intro\n',
  });
  const config = await resolveConfig(root);
  assert.equal(config.configFile, path.join(root, 'docgen.config.ts'));
  assert.equal(config.title, 'From a helper');
  assert.equal(config.baseUrl, '/sub/');
  assert.equal(config.url, 'https://x.example');
  assert.equal(config.contentDir, path.join(root, 'src-content'));
  assert.equal(config.specFile, path.join(root, 'api.yaml'));
  assert.deepEqual(config.navbar.items, [{ label: 'Docs', href: '/docs/intro', position: 'left', sidebar: undefined }]);
  assert.equal(config.navbar.title, 'From a helper');
});

test('a config with an unknown key fails with the key named and the config file', async (t) => {
  const root = makeTmpDir(t);
  writeTree(root, { 'docgen.config.ts': "import { defineConfig } from 'docgen';\nexport default defineConfig({ title: 'x', sidebarz: {} } as never);\n" });
  const e = await configError(root);
  assert.equal(e.diagnostics.length, 1);
  assert.match(e.diagnostics[0].message, /Unknown config key 'sidebarz'/);
  assert.equal(e.diagnostics[0].file, path.join(root, 'docgen.config.ts'));
});

test('a config with a wrong type fails with the key named', async (t) => {
  const root = makeTmpDir(t);
  writeTree(root, { 'docgen.config.ts': "export default { title: 'x', progressBarDelay: 'slow' };\n" });
  const e = await configError(root);
  assert.equal(e.diagnostics.length, 1);
  assert.match(e.diagnostics[0].message, /'progressBarDelay' must be a number, got 'slow'/);
});

test('a config with a syntax error gives the file, line and column', async (t) => {
  const root = makeTmpDir(t);
  writeTree(root, { 'docgen.config.ts': "import { defineConfig } from 'docgen';\n\nexport default defineConfig({\n  title: 'x',,\n});\n" });
  const e = await configError(root);
  const [d] = e.diagnostics;
  assert.equal(d.code, 'config-syntax');
  assert.equal(d.file, path.join(root, 'docgen.config.ts'));
  assert.equal(d.line, 4);
  assert.equal(d.column, "  title: 'x',".length + 1);
});

test('a config that throws, or has no default export, is a clear error', async (t) => {
  const throwing = makeTmpDir(t);
  writeTree(throwing, { 'docgen.config.ts': "throw new Error('boom from config');\nexport default {};\n" });
  const e1 = await configError(throwing);
  assert.equal(e1.diagnostics[0].code, 'config-eval');
  assert.match(e1.diagnostics[0].message, /boom from config/);
  const noDefault = makeTmpDir(t);
  writeTree(noDefault, { 'docgen.config.ts': 'export const title = 1;\n' });
  const e2 = await configError(noDefault);
  assert.equal(e2.diagnostics[0].code, 'config-export');
});

test('a missing root folder is an error, not a crash', async (t) => {
  const e = await configError(path.join(makeTmpDir(t), 'does-not-exist'));
  assert.equal(e.diagnostics[0].code, 'root-missing');
});

test('applyDefaults normalises the base URL and fills locale paths', () => {
  const c = applyDefaults('/site', undefined, { baseUrl: 'docs' });
  assert.equal(c.baseUrl, '/docs/');
  assert.equal(c.i18n.localePath('/docs/a', 'en'), '/docs/a');
  assert.equal(c.i18n.localePath('/docs/a', 'fr'), '/fr/docs/a');
  assert.equal(c.i18n.localePath('/', 'fr'), '/fr');
});

test('llms: on by default, optional routes without trailing slashes, links absolute only with a configured url', () => {
  const plain = applyDefaults('/site', undefined, {});
  assert.deepEqual(plain.llms, { enabled: true, optional: [], summary: '', siteUrl: '' });
  const set = applyDefaults('/site', undefined, { url: 'https://docs.example/', tagline: 'T', llms: { optional: ['/docs/tutorial/'], enabled: false } });
  assert.deepEqual(set.llms, { enabled: false, optional: ['/docs/tutorial'], summary: 'T', siteUrl: 'https://docs.example' });
  const messages = validateConfig({ llms: { enabled: 'yes', optional: ['docs/x'] } }).map((d) => d.message);
  assert.ok(messages.some((m) => /'llms\.enabled' must be true or false/.test(m)), messages.join('\n'));
  assert.ok(messages.some((m) => /'llms\.optional' must list routes starting with '\/'/.test(m)), messages.join('\n'));
});

test('validateConfig: a url without its scheme, a navbar position other than left or right, heading levels that select none', () => {
  const codes = (config: Record<string, unknown>) => validateConfig(config).map((d) => d.message);
  assert.match(codes({ url: 'docs.example.com' }).join('\n'), /Config key 'url' must be the address the site is published at, such as 'https:\/\/docs\.example\.com', got 'docs\.example\.com'/);
  assert.deepEqual(codes({ url: 'https://docs.example.com' }), []);
  assert.deepEqual(codes({ url: 'https://example.org/project' }), []);
  assert.deepEqual(codes({ url: '' }), []);
  assert.match(codes({ navbar: { items: [{ label: 'A', href: '/a', position: 'middle' }] } }).join('\n'), /'navbar\.items\[0\]\.position' must be 'left' or 'right', got 'middle'/);
  assert.match(codes({ tableOfContents: { minHeadingLevel: 4, maxHeadingLevel: 2 } }).join('\n'), /minHeadingLevel <= maxHeadingLevel, got 4 to 2/);
  assert.match(codes({ tableOfContents: { maxHeadingLevel: 9 } }).join('\n'), /from 2 to 6/);
  assert.deepEqual(codes({ tableOfContents: { minHeadingLevel: 3, maxHeadingLevel: 5 } }), []);
});

test('validateConfig: a misspelt key inside a list entry or the announcement bar is named with its index, not dropped', () => {
  const problems = validateConfig({
    navbar: { items: [{ label: 'A', href: '/a', positon: 'right' }] },
    footer: { links: [{ title: 'More', items: [{ label: 'ok', href: '/ok' }, { label: 'GitHub', link: 'https://github.com' }] }] },
    codeSamples: [{ id: 'sh', lable: 'Shell', target: 'shell' }],
    announcementBar: { id: 'v2', content: 'Hi', dismissable: false },
    i18n: { locales: [{ code: 'fr', label: 'Français', dir: 'ltr' }] },
  });
  const messages = problems.filter((p) => p.code === 'config-unknown-key').map((p) => p.message);
  assert.deepEqual(messages.sort(), [
    "Unknown config key 'announcementBar.dismissable'",
    "Unknown config key 'codeSamples[0].lable'",
    "Unknown config key 'footer.links[0].items[1].link'",
    "Unknown config key 'i18n.locales[0].dir'",
    "Unknown config key 'navbar.items[0].positon'",
  ]);
  const all = problems.map((p) => p.message).join('\n');
  assert.match(all, /'codeSamples\[0\]' needs the key 'label'/);
  assert.match(all, /'footer\.links\[0\]\.items\[1\]' needs the key 'href'/);
  assert.ok(problems.every((p) => p.severity === 'error'));
});

test('validateConfig: list entries of the wrong shape are errors, not a crash later in the build', () => {
  const messages = validateConfig({
    footer: { links: [{ title: 'More', items: 'https://github.com' }, 'GitHub'] },
    codeSamples: [{ id: 'sh', label: 'Shell', target: 'shell', client: 5 }],
    sidebars: { docs: 'intro', api: [{ api: true }, { categroy: 'guides' }, { dir: 3 }, 'intro'] },
  }).map((p) => p.message).join('\n');
  assert.match(messages, /'footer\.links\[0\]\.items' must be a list of objects/);
  assert.match(messages, /'footer\.links\[1\]' must be an object such as \{ title: 'More'/);
  assert.match(messages, /'codeSamples\[0\]\.client' must be a string, got number 5/);
  assert.match(messages, /'sidebars\.docs' must be a list of entries/);
  assert.match(messages, /'sidebars\.api\[1\]' must be a doc id .* got an object with 'categroy'/);
  assert.match(messages, /'sidebars\.api\[2\]' must be a doc id/);
  assert.doesNotMatch(messages, /sidebars\.api\[0\]|sidebars\.api\[3\]/);
});

test('a misspelt key in a footer link stops the build at its line in docgen.config.ts', async (t) => {
  const root = makeTmpDir(t);
  writeTree(root, {
    'docgen.config.ts': [
      "export default {",
      "  footer: {",
      "    links: [",
      "      { title: 'More', items: [",
      "        { label: 'GitHub', link: 'https://github.com/you/api' },",
      "      ] },",
      "    ],",
      "  },",
      "};",
      "",
    ].join('\n'),
  });
  const e = await configError(root);
  const unknown = e.diagnostics.find((d) => d.code === 'config-unknown-key');
  assert.equal(unknown?.message, "Unknown config key 'footer.links[0].items[0].link'");
  assert.deepEqual([unknown?.file, unknown?.line, unknown?.column], [path.join(root, 'docgen.config.ts'), 5, 28]);
});
