import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DocgenError, error, formatDiagnostic, hasErrors, sortDiagnostics, warning } from '../../src/node/diagnostics.js';

test('formatDiagnostic: `path:line:col  severity  message`, path relative to cwd, then the hint', () => {
  const d = error('broken-link', 'Broken link to /x', { file: '/site/content/docs/a.md', line: 7, column: 3, hint: 'Fix it.' });
  assert.equal(formatDiagnostic(d, '/site'), 'content/docs/a.md:7:3  error  Broken link to /x\n    hint: Fix it.');
  assert.equal(formatDiagnostic(warning('w', 'Careful', { file: '/elsewhere/f.md', line: 2 }), '/site'), '/elsewhere/f.md:2  warning  Careful');
  assert.equal(formatDiagnostic(error('e', 'No place'), '/site'), 'error  No place');
  assert.equal(formatDiagnostic(error('e', 'Route', { file: '/docs/api/x' }), '/site'), '/docs/api/x  error  Route');
  // A folder that merely starts with the cwd's name is not inside it.
  assert.equal(formatDiagnostic(error('e', 'm', { file: '/site2/a.md', line: 1, column: 1 }), '/site'), '/site2/a.md:1:1  error  m');
});

test('formatDiagnostic shows the cause stack only when verbose', () => {
  const cause = new Error('inner');
  const d = error('e', 'outer', { cause });
  assert.ok(!formatDiagnostic(d, '/').includes('inner'));
  assert.ok(formatDiagnostic(d, '/', true).includes('Error: inner'));
});

test('sortDiagnostics orders by file, line, column; hasErrors ignores warnings', () => {
  const list = [
    warning('w', 'b', { file: '/b.md', line: 1 }),
    error('e', 'a2', { file: '/a.md', line: 10, column: 1 }),
    error('e', 'a1', { file: '/a.md', line: 2, column: 5 }),
  ];
  assert.deepEqual(sortDiagnostics(list).map((d) => d.message), ['a1', 'a2', 'b']);
  assert.equal(hasErrors([list[0]]), false);
  assert.equal(hasErrors(list), true);
});

test('DocgenError carries its diagnostics', () => {
  const e = new DocgenError([error('a', 'first'), error('b', 'second')]);
  assert.equal(e.diagnostics.length, 2);
  assert.equal(e.message, 'first; second');
});
