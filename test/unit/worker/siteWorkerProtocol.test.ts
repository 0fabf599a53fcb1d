// The counters both threads take work from: every doc (and every page of a share) is taken exactly once, whichever
// thread takes it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BUILD_JOINS_MARKDOWN_AT, CLAIM_SIZE, claimDocs, claimDocsWhileWorthIt, claimPages, markdownLeft, isWorkerMarkdownDone, markWorkerMarkdownDone, markdownCounterBytes } from '../../../src/node/worker/siteWorkerProtocol.js';

test('two takers of one doc counter: each doc once, between them all of them, in order', () => {
  const total = 6;
  const counter = new Int32Array(new SharedArrayBuffer(markdownCounterBytes));
  const worker = claimDocs(counter, total);
  const build = claimDocs(counter, total);
  const taken: [string, number][] = [];
  // The worker starts; the build's thread joins after two docs and they alternate.
  taken.push(['worker', worker.next().value as number], ['worker', worker.next().value as number]);
  assert.equal(markdownLeft(counter, Array(total).fill(1)), total - 2, 'the docs nobody took yet');
  for (;;) {
    const a = build.next();
    if (!a.done) taken.push(['build', a.value]);
    const b = worker.next();
    if (!b.done) taken.push(['worker', b.value]);
    if (a.done && b.done) break;
  }
  assert.deepEqual(taken.map(([, i]) => i), [0, 1, 2, 3, 4, 5], 'each doc once');
  assert.deepEqual(taken.filter(([who]) => who === 'build').map(([, i]) => i), [2, 4]);
  assert.equal(markdownLeft(counter, Array(total).fill(1)), 0);
  assert.equal(isWorkerMarkdownDone(counter), false);
  markWorkerMarkdownDone(counter);
  assert.equal(isWorkerMarkdownDone(counter), true, "the build's thread sees the worker's last doc done");
});

test('pages of a share are claimed CLAIM_SIZE at a time until none is left', () => {
  const counter = new Int32Array(new SharedArrayBuffer(8));
  const total = CLAIM_SIZE * 2 + 1;
  assert.deepEqual(claimPages(counter, total), [0, CLAIM_SIZE]);
  assert.deepEqual(claimPages(counter, total), [CLAIM_SIZE, CLAIM_SIZE * 2]);
  assert.deepEqual(claimPages(counter, total), [CLAIM_SIZE * 2, total]);
  assert.equal(claimPages(counter, total), undefined);
});

test("the build's thread takes docs only while enough Markdown is unclaimed to pay for its cold start", () => {
  const big = BUILD_JOINS_MARKDOWN_AT / 2;
  // Five docs: two big ones, a component page (nothing to render), two small ones.
  const sizes = [big, big, 0, 300, 300];
  const counter = new Int32Array(new SharedArrayBuffer(markdownCounterBytes));
  const worker = claimDocs(counter, sizes.length);
  assert.equal(worker.next().value, 0, 'the worker starts');
  assert.equal(markdownLeft(counter, sizes), big + 600);
  const build = claimDocsWhileWorthIt(counter, sizes);
  assert.deepEqual([...build], [], 'less than BUILD_JOINS_MARKDOWN_AT left: the build waits for the worker');
  const fresh = new Int32Array(new SharedArrayBuffer(markdownCounterBytes));
  const joining = claimDocsWhileWorthIt(fresh, [big, big, 0, 300, 300]);
  assert.equal(joining.next().value, 0, 'all of it left: the build takes a doc');
  assert.equal(joining.next().done, true, 'then half of it: not worth another');
  assert.deepEqual([...claimDocs(fresh, 5)], [1, 2, 3, 4], 'the worker takes the rest, each doc once');
});
