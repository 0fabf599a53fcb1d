import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { collectRefs, prepareExternalRefs } from '../../../src/node/openapi/prepareExternalRefs.js';
import { parseSpecText } from '../../../src/node/openapi/parseSpecText.js';
import { createSiteScope } from '../../../src/node/readSiteFile.js';
import { fixture } from '../../helpers/repoPaths.js';
import { makeTmpDir } from '../../helpers/tmpDir.js';

test("a part's YAML aliases that multiply (billion laughs) are refused at the part's line, as the main file's are", (t) => {
  const dir = makeTmpDir(t);
  const specText = "openapi: 3.1.0\ninfo: { title: T, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n    Laughs: { $ref: 'laughs.yaml#/Laughs' }\n";
  // The bomb of bad-specs/alias-bomb.yaml, moved into a part that the spec refers to.
  const bomb = fs.readFileSync(path.join(fixture('bad-specs'), 'alias-bomb.yaml'), 'utf8').split('\npaths:')[0].replace(/^(openapi|info|  title|  version).*\n/gm, '');
  fs.writeFileSync(path.join(dir, 'laughs.yaml'), `${bomb}\nLaughs: { type: string, x-laughs: *i }\n`);
  const specPath = path.join(dir, 'spec.yaml');
  const doc = parseSpecText(specText, specPath).value;
  const scan = prepareExternalRefs(doc, specPath, specText, collectRefs(doc), createSiteScope([dir]));
  assert.deepEqual(scan.diagnostics.map((d) => [d.severity, d.code, d.file, d.line]), [['error', 'openapi-yaml-aliases', path.join(dir, 'laughs.yaml'), 9]]); // at x-bomb.g, where the count passes the limit
  assert.match(scan.diagnostics[0].message, /YAML aliases expand to more than 1,000,000 values/);
  assert.equal(scan.parts.size, 0, 'the part is not handed to the ref parser');
});
