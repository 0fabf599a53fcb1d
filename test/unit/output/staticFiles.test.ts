// static/: copied byte for byte to the same paths in out/, through the same gate as content (regular files inside
// the root, no dot names but .well-known/ and .nojekyll); a static file that a page also claims fails the build,
// naming both; `serve` serves the same files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from '../../../src/node/build.js';
import { serve } from '../../../src/node/index.js';
import { listFiles, makeTmpDir, writeTree } from '../../helpers/tmpDir.js';

// Bytes that are not UTF-8: a copy that decoded and re-encoded them would change them.
const binary = crypto.randomBytes(4096);

function site(t: Parameters<typeof makeTmpDir>[0], extra: Record<string, string | Uint8Array> = {}): string {
  const root = makeTmpDir(t);
  writeTree(root, {
    'content/docs/intro.md': '# Intro\n\nHello.\n',
    'static/CNAME': 'docs.example.com\n',
    'static/img/photo.bin': binary,
    'static/.nojekyll': '',
    'static/.well-known/security.txt': 'Contact: mailto:security@example.com\n',
    'static/.env': 'SECRET=1\n',
    'static/.git/config': '[core]\n',
    ...extra,
  });
  return root;
}

test('every static file arrives byte for byte at the same path; dot names other than .well-known/ and .nojekyll do not', async (t) => {
  const root = site(t);
  const out = path.join(root, 'out');
  const result = await build({ root });
  assert.equal(result.ok, true, result.diagnostics.map((d) => d.message).join('\n'));
  assert.deepEqual(fs.readFileSync(path.join(out, 'img/photo.bin')), binary);
  assert.equal(fs.readFileSync(path.join(out, 'CNAME'), 'utf8'), 'docs.example.com\n');
  assert.equal(fs.readFileSync(path.join(out, '.well-known/security.txt'), 'utf8'), 'Contact: mailto:security@example.com\n');
  assert.ok(fs.existsSync(path.join(out, '.nojekyll')));
  const files = listFiles(out);
  assert.ok(!files.some((f) => f.includes('.env') || f.startsWith('.git/')), files.join(', '));
  const skipped = result.diagnostics.filter((d) => d.code === 'static-dotfile').map((d) => d.message).sort();
  assert.deepEqual(skipped, ['Not copied: .env (a name that starts with a dot)', 'Not copied: .git (a name that starts with a dot)']);
  assert.ok(result.diagnostics.every((d) => d.severity === 'warning'));
});

test("static/robots.txt replaces docgen's own", async (t) => {
  const root = site(t, { 'static/robots.txt': 'User-agent: *\nDisallow: /\n' });
  const result = await build({ root });
  assert.equal(result.ok, true);
  assert.equal(fs.readFileSync(path.join(root, 'out', 'robots.txt'), 'utf8'), 'User-agent: *\nDisallow: /\n');
});

test('a static file and a page that claim the same path fail the build, naming both; out/ is not written', async (t) => {
  const root = site(t, { 'static/docs/intro/index.html': '<p>mine</p>' });
  const result = await build({ root });
  assert.equal(result.ok, false);
  const collision = result.diagnostics.find((d) => d.code === 'static-collision');
  assert.ok(collision, result.diagnostics.map((d) => d.message).join('\n'));
  assert.match(collision.message, /^static\/docs\/intro\/index\.html and the page \/docs\/intro \(.*content\/docs\/intro\.md\) both make \/docs\/intro\/index\.html$/);
  assert.equal(fs.existsSync(path.join(root, 'out')), false);
});

test("a static file named like a page's folder, or like a file docgen makes, is a collision too", async (t) => {
  const root = site(t, { 'static/docs/intro': 'a file where the page needs a folder', 'static/sitemap.xml': '<urlset/>' });
  const result = await build({ root });
  assert.equal(result.ok, false);
  const messages = result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message);
  assert.ok(messages.some((m) => m.startsWith('static/docs/intro and the page /docs/intro')), messages.join('\n'));
  assert.ok(messages.some((m) => m.endsWith('and a file docgen makes itself both make /sitemap.xml')), messages.join('\n'));
});

test('a static file that links out of the site root is refused, and nothing is written', async (t) => {
  const root = site(t);
  const outside = path.join(makeTmpDir(t), 'secret.txt');
  fs.writeFileSync(outside, 'not for the site');
  fs.symlinkSync(outside, path.join(root, 'static', 'leak.txt'));
  const result = await build({ root });
  assert.equal(result.ok, false);
  const refused = result.diagnostics.find((d) => d.file === path.join(root, 'static', 'leak.txt'));
  assert.match(refused?.message ?? '', /Cannot copy the static file: it points outside the site folder/);
  assert.equal(fs.existsSync(path.join(root, 'out')), false);
});

test('serve serves static files too, byte for byte', async (t) => {
  const root = site(t);
  const server = await serve({ root, port: 0, log: () => undefined, logError: () => undefined });
  t.after(() => server.close());
  assert.equal(server.first.ok, true);
  const response = await fetch(new URL('img/photo.bin', server.url));
  assert.equal(response.status, 200);
  assert.deepEqual(Buffer.from(await response.arrayBuffer()), binary);
  assert.equal((await fetch(new URL('.well-known/security.txt', server.url))).status, 200);
  assert.equal((await fetch(new URL('.env', server.url))).status, 404);
});
