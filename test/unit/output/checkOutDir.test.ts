import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { applyDefaults } from '../../../src/node/config.js';
import { checkOutDir } from '../../../src/node/output/checkOutDir.js';

const root = path.resolve('/tmp/site-root');
const configFor = (out: string, spec?: string) => applyDefaults(root, undefined, {}, { out, spec });

test('the default out/ and folders outside the root are accepted', () => {
  assert.equal(checkOutDir(configFor(path.join(root, 'out'))), undefined);
  assert.equal(checkOutDir(configFor('/tmp/elsewhere/out')), undefined);
  assert.equal(checkOutDir(configFor(path.join(root, 'build', 'site'))), undefined);
});

test('the root itself, a parent of it, a source folder or a folder inside one are refused', () => {
  for (const out of [root, path.dirname(root), path.join(root, 'content'), path.join(root, 'content', 'docs'), path.join(root, 'content', 'docs', 'sub'), path.join(root, 'openapi'), path.join(root, 'src')]) {
    const d = checkOutDir(configFor(out));
    assert.ok(d, `refuses ${out}`);
    assert.equal(d.severity, 'error');
    assert.equal(d.code, 'unsafe-out-dir');
    assert.ok(d.message.includes(out));
  }
});

test("the spec's folder is protected too", () => {
  const d = checkOutDir(configFor('/data/specs', '/data/specs/petstore.yaml'));
  assert.ok(d);
  assert.equal(checkOutDir(configFor('/data/out', '/data/specs/petstore.yaml')), undefined);
});

test('static files, frozen docs versions, installed packages and the repository are never the output folder', () => {
  const folders = [
    path.join(root, 'static'), path.join(root, 'static', 'img'), path.join(root, 'versioned'), path.join(root, 'versioned', '1.0'),
    path.join(root, 'node_modules'), path.join(root, '.git'), path.join(root, '.git', 'site'),
  ];
  for (const out of folders) {
    const d = checkOutDir(configFor(out));
    assert.ok(d, `refuses ${out}`);
    assert.equal(d.code, 'unsafe-out-dir');
  }
  // A static folder moved by the config is protected where it is.
  const moved = applyDefaults(root, undefined, { staticDir: 'public' }, { out: path.join(root, 'public') });
  assert.equal(checkOutDir(moved)?.code, 'unsafe-out-dir');
  // Hosts' output folders inside the root stay possible.
  assert.equal(checkOutDir(configFor(path.join(root, '.vercel', 'output', 'static'))), undefined);
});

test('a path through a symbolic link names the folder it leads to: the site, its sources or a parent of them are refused', () => {
  // /tmp/link → the site root; /tmp/site-root/pub → /tmp/site-root/static.
  const links: Record<string, string> = { '/tmp/link': root, [path.join(root, 'pub')]: path.join(root, 'static') };
  const realPathOf = (p: string) => {
    for (const [from, to] of Object.entries(links)) if (p === from || p.startsWith(from + '/')) return to + p.slice(from.length);
    return p;
  };
  for (const out of ['/tmp/link/content', '/tmp/link/static/img', path.join(root, 'pub', 'img')]) {
    const d = checkOutDir(configFor(out), { realPathOf });
    assert.equal(d?.code, 'unsafe-out-dir', `refuses ${out}`);
    assert.match(d.message, /once symbolic links are resolved/);
  }
  // The site's root given through the link, --out as it really is.
  const throughLink = applyDefaults('/tmp/link', undefined, {}, { out: root });
  assert.equal(checkOutDir(throughLink, { realPathOf })?.code, 'unsafe-out-dir');
  assert.equal(checkOutDir(throughLink), undefined, 'as written, the two paths differ');
  // A link as out/ itself is replaced, not followed: it is not the folder it points to.
  assert.equal(checkOutDir(configFor('/tmp/link'), { realPathOf }), undefined);
  assert.equal(checkOutDir(configFor(path.join(root, 'pub')), { realPathOf }), undefined);
});

test('the home folder and the folders that hold it are never the output folder', () => {
  const home = '/home/me';
  for (const out of [home, '/home', `${home}/`]) {
    const d = checkOutDir(configFor(out), { home });
    assert.equal(d?.code, 'unsafe-out-dir', `refuses ${out}`);
    assert.match(d.message, /the home folder \/home\/me/);
  }
  assert.equal(checkOutDir(configFor(`${home}/site-out`), { home }), undefined);
  assert.equal(checkOutDir(configFor('/srv/site'), { home }), undefined);
});
