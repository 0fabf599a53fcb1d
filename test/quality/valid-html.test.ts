// Gate: every page of the built site passes the Nu HTML Checker with zero errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { buildSiteOnce } from '../helpers/quality/buildSiteOnce.js';
import { javaMissing, runNuChecker } from '../helpers/quality/runNuChecker.js';

test('every built page is valid HTML (Nu HTML Checker, errors only)', { skip: javaMissing() }, async () => {
  const site = await buildSiteOnce();
  assert.ok(site.pages.length > 0, 'the build produced no pages');
  const errors = await runNuChecker(site.pages.map((p) => p.file));
  const report = errors.map((e) => {
    const where = `${path.relative(site.outDir, e.file)}:${e.line ?? '?'}:${e.column ?? '?'}`;
    return `${where} ${e.message}${e.extract ? `\n    ${e.extract.replace(/\s+/g, ' ').slice(0, 160)}` : ''}`;
  });
  assert.equal(errors.length, 0, `${errors.length} HTML error(s) in ${site.pages.length} pages:\n${report.join('\n')}`);
});
