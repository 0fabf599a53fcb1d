// A build prints nothing on stderr on the Node that runs the tests (.ci/run runs them on Node 20 and 26): no V8
// error for a flag this Node's V8 does not know (bin/loadCompiled.mjs picks them by Node's version), and no warning
// for what a bundled dependency calls (httpsnippet's url.parse() on Node 24 and later; withoutUrlParseWarning.ts).
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDist, runDocgen } from '../helpers/runDocgen.js';
import { fixture } from '../helpers/repoPaths.js';
import { makeTmpDir } from '../helpers/tmpDir.js';

before(async () => { await ensureDist(); });

test('a build of docs, a React page and an API reference with code samples prints nothing on stderr, with or without a compile cache', async (t) => {
  const dir = makeTmpDir(t);
  // A temporary folder of its own: the first build makes Node's compile cache there (Node 22 and later), the second
  // reads it.
  const tmpdir = path.join(dir, 'tmp');
  fs.mkdirSync(tmpdir);
  const { NODE_COMPILE_CACHE: _dir, NODE_DISABLE_COMPILE_CACHE: _off, NODE_OPTIONS: _options, ...env } = process.env;
  for (const run of ['first', 'second']) {
    const out = path.join(dir, `out-${run}`);
    const r = await runDocgen(['build', '--root', fixture('client-site'), '--spec', path.join(fixture('openapi-schemas'), 'spec.yaml'), '--out', out], {
      cwd: fixture('client-site'),
      env: { ...env, TMPDIR: tmpdir },
    });
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stderr, '', `${run} build`);
    assert.match(r.stdout, /^Built \d+ pages into .* 0 warnings\.\n$/, `${run} build`);
  }
});
