import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withoutUrlParseWarning } from '../../../src/node/openapi/withoutUrlParseWarning.js';

/** The arguments of each process.emitWarning call `run` makes, none of them printed. */
function emitWarningCalls(run: () => void): unknown[][] {
  const calls: unknown[][] = [];
  const emitWarning = process.emitWarning;
  process.emitWarning = ((...args: unknown[]) => { calls.push(args); }) as typeof process.emitWarning;
  try {
    run();
  } finally {
    process.emitWarning = emitWarning;
  }
  return calls;
}

const urlParseError = Object.assign(new Error('url.parse'), { name: 'DeprecationWarning', code: 'DEP0169' });

test('drops DEP0169 in each form of emitWarning while the function runs, and passes the others on as they were', () => {
  let value: number | undefined;
  const calls = emitWarningCalls(() => {
    value = withoutUrlParseWarning(() => {
      process.emitWarning('url.parse', 'DeprecationWarning', 'DEP0169');
      process.emitWarning('url.parse', { type: 'DeprecationWarning', code: 'DEP0169' });
      process.emitWarning(urlParseError);
      process.emitWarning('other', 'DeprecationWarning', 'DEP0999');
      process.emitWarning('other', { code: 'DEP0998', detail: 'why' });
      process.emitWarning('plain');
      return 42;
    });
  });
  assert.equal(value, 42);
  assert.deepEqual(calls, [['other', 'DeprecationWarning', 'DEP0999'], ['other', { code: 'DEP0998', detail: 'why' }], ['plain']]);
});

test('DEP0169 passes again after the function, also when it threw', () => {
  const calls = emitWarningCalls(() => {
    assert.throws(() => withoutUrlParseWarning(() => { throw new Error('boom'); }), /boom/);
    process.emitWarning('url.parse', 'DeprecationWarning', 'DEP0169');
  });
  assert.deepEqual(calls, [['url.parse', 'DeprecationWarning', 'DEP0169']]);
});
