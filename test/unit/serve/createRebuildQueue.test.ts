import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRebuildQueue, type ChangeBatch } from '../../../src/node/serve/createRebuildQueue.js';

test('changes close together become one batch', async () => {
  const batches: string[][] = [];
  const queue = createRebuildQueue(async (b) => { batches.push([...b.files].sort()); }, 20);
  queue.add('/a.md');
  queue.add('/b.md');
  queue.add('/a.md');
  await queue.idle();
  assert.deepEqual(batches, [['/a.md', '/b.md']]);
  await queue.close();
});

test('a batch never starts while another runs; changes made meanwhile go into the next one', async () => {
  let running = 0;
  let overlapped = false;
  const batches: string[][] = [];
  let release!: () => void;
  let markStarted!: () => void;
  const firstStarted = new Promise<void>((resolve) => { markStarted = resolve; });
  const queue = createRebuildQueue(async (b: ChangeBatch) => {
    running++;
    if (running > 1) overlapped = true;
    batches.push([...b.files].sort());
    if (batches.length === 1) { markStarted(); await new Promise<void>((r) => { release = r; }); }
    running--;
  }, 5);
  queue.add('/one.md');
  await firstStarted;
  queue.add('/two.md');
  queue.add('/three.md');
  // Longer than the debounce: without the no-overlap rule a second batch would have started by now.
  await new Promise((r) => setTimeout(r, 30));
  assert.equal(batches.length, 1, 'the second batch waits for the first');
  release();
  await queue.idle();
  assert.deepEqual(batches, [['/one.md'], ['/three.md', '/two.md']]);
  assert.equal(overlapped, false);
  await queue.close();
});

test('a failing batch does not stop the queue', async (t) => {
  const errors: string[] = [];
  t.mock.method(process.stderr, 'write', (s: string) => { errors.push(s); return true; });
  const seen: string[] = [];
  const queue = createRebuildQueue(async (b) => { seen.push(...b.files); if (seen.length === 1) throw new Error('boom'); }, 5);
  queue.add('/x.md');
  await queue.idle();
  queue.add('/y.md');
  await queue.idle();
  assert.deepEqual(seen, ['/x.md', '/y.md']);
  assert.match(errors.join(''), /boom/);
  await queue.close();
});

test('after close, changes are ignored', async () => {
  const seen: string[] = [];
  const queue = createRebuildQueue(async (b) => { seen.push(...b.files); }, 5);
  await queue.close();
  queue.add('/late.md');
  await queue.idle();
  assert.deepEqual(seen, []);
});
