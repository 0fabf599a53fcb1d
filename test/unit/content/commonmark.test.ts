// Every example of the CommonMark spec (0.31.2, npm `commonmark-spec`) through docgen's Markdown pipeline, the
// renderer the build uses with its fast path, against plain remark + rehype (remark-parse, remark-rehype with raw
// HTML, rehype-raw, rehype-stringify) once docgen's documented additions are taken out (commonmarkConformance.ts).
// Where the two still differ, it is one of the decisions below, each checked; and the pass rates against the spec's
// own HTML, by the spec's normaliser, are the ones the README gives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { examples, passesSpec, renderWithDocgen, renderWithRemark, reserialize, type SpecExample } from './commonmarkConformance.js';
import { fastParseCount } from '../../../src/node/content/markdownProcessor.js';
import { repoRoot } from '../../helpers/repoPaths.js';

interface Decision { why: string; holds: (example: SpecExample, docgenHtml: string) => boolean }

const gfmAutolink: Decision = {
  why: "docgen's Markdown is GFM: remark-gfm makes a bare URL or e-mail address a link (GFM's autolink literals), also inside an angle bracket that does not close an autolink",
  holds: (example, html) => /<a href="(https:|mailto:)/.test(html) && !/<a /.test(reserialize(renderWithRemark(example.markdown))),
};
const codeStartsWithBlankLine: Decision = {
  why: "docgen follows the spec where plain remark + rehype does not: rehype-raw re-parses the page as a browser would and drops a code block's first line break, read as the one after <pre>; docgen runs rehype-raw only on pages that hold raw HTML",
  holds: (example, html) => passesSpec(html, example) && !passesSpec(renderWithRemark(example.markdown), example),
};

/** The examples where docgen's rendering, without its additions, is not plain remark + rehype's: why, and a check. */
const decisions = new Map<number, Decision>([
  [127, codeStartsWithBlankLine], [129, codeStartsWithBlankLine],
  [602, gfmAutolink], [606, gfmAutolink], [608, gfmAutolink], [611, gfmAutolink], [612, gfmAutolink],
]);

const rendered = examples.map((example) => {
  const docgen = renderWithDocgen(example.markdown);
  const remark = renderWithRemark(example.markdown);
  return { example, docgen, remark, same: docgen.plain === reserialize(remark) };
});

test('the spec has its 652 examples, and they go through the fast path where it can', () => {
  assert.equal(examples.length, 652);
  const before = fastParseCount.fast;
  renderWithDocgen(examples.map((e) => e.markdown).find((m) => m.startsWith('# foo'))!);
  assert.equal(fastParseCount.fast, before + 1, 'an ATX heading example goes through markdown-it');
});

test('every CommonMark example renders as plain remark + rehype does, but for the listed decisions', () => {
  const unexplained = rendered.filter((r) => !r.same && !decisions.has(r.example.number))
    .map((r) => `example ${r.example.number} (${r.example.section}) ${JSON.stringify(r.example.markdown)}\n  docgen: ${JSON.stringify(r.docgen.plain)}\n  remark: ${JSON.stringify(reserialize(r.remark))}`);
  assert.deepEqual(unexplained, []);
});

test('each listed decision still applies to its example, for the reason given', () => {
  for (const [number, decision] of decisions) {
    const r = rendered.find((x) => x.example.number === number)!;
    assert.ok(!r.same, `example ${number} now renders as remark does: take it off the list`);
    assert.ok(decision.holds(r.example, r.docgen.plain), `example ${number}: ${decision.why}`);
  }
});

test("docgen's additions are what the comparison takes out, and the content's h1 is kept", () => {
  const atx = rendered.find((r) => r.example.markdown === '# foo\n## foo\n### foo\n#### foo\n##### foo\n###### foo\n')!;
  assert.match(atx.docgen.html, /^<h1>foo<\/h1>\n<h2 id="foo">foo<a class="dg-anchor" href="#foo"/);
  assert.ok(atx.same);
  const fence = rendered.find((r) => r.example.markdown === '```ruby\ndef foo(x)\n  return 3\nend\n```\n')!;
  assert.match(fence.docgen.html, /^<div class="dg-codeblock"><pre class="dg-code language-ruby" tabindex="0"><code><span class="token keyword">def<\/span>/);
  assert.ok(fence.same);
});

/** Pass rates against the spec's HTML (the README quotes them; examples outside GFM's extensions counted apart). */
function passRates() {
  const gfm = new Set([...decisions].filter(([, d]) => d === gfmAutolink).map(([n]) => n));
  const count = (pick: (r: (typeof rendered)[number]) => string, only = (_: number) => true) => rendered.filter((r) => only(r.example.number) && passesSpec(pick(r), r.example)).length;
  const core = (n: number) => !gfm.has(n);
  return {
    total: examples.length, core: examples.length - gfm.size,
    docgen: count((r) => r.docgen.plain), remark: count((r) => r.remark),
    docgenCore: count((r) => r.docgen.plain, core), remarkCore: count((r) => r.remark, core),
  };
}

test('the README gives the pass rates against the spec, and docgen passes at least as many as remark where GFM does not extend CommonMark', () => {
  const rates = passRates();
  assert.ok(rates.docgenCore >= rates.remarkCore, JSON.stringify(rates));
  const pct = (n: number, of: number) => `${n}/${of} (${(100 * n / of).toFixed(1)} %)`;
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const expected = [
    `| all ${rates.total} examples | ${pct(rates.docgen, rates.total)} | ${pct(rates.remark, rates.total)} |`,
    `| the ${rates.core} that GFM does not extend | ${pct(rates.docgenCore, rates.core)} | ${pct(rates.remarkCore, rates.core)} |`,
  ];
  for (const line of expected) assert.ok(readme.includes(line), `README.md should hold the line:\n${line}`);
});
