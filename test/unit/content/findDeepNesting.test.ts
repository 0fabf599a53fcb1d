import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { findDeepNesting, maxNestingDepth } from '../../../src/node/content/findDeepNesting.js';
import { exampleSite } from '../../helpers/repoPaths.js';

const list = (levels: number) => Array.from({ length: levels }, (_, i) => '  '.repeat(i) + '- item').join('\n');

test('ordinary documents pass, however long', () => {
  assert.equal(findDeepNesting('# Title\n\n> a quote\n> > nested\n\n- a\n  - b\n    - c\n\n:::tip\ntext\n:::\n'.repeat(1000)), undefined);
  assert.equal(findDeepNesting(list(maxNestingDepth)), undefined);
  assert.equal(findDeepNesting('**bold** and __strong__ and ' + '*'.repeat(2 * maxNestingDepth)), undefined);
});

test('lists, quotes, ::: containers and emphasis runs nested past the limit are found at their line', () => {
  assert.deepEqual(findDeepNesting('intro\n\n' + list(300)), { line: 2 + maxNestingDepth + 1, column: 2 * maxNestingDepth + 1, depth: maxNestingDepth + 1 });
  assert.deepEqual(findDeepNesting('x\n' + '> '.repeat(400) + 'deep\n'), { line: 2, column: 801, depth: 400 });
  assert.equal(findDeepNesting(':::note\n'.repeat(300) + 'x\n' + ':::\n'.repeat(300))?.depth, maxNestingDepth + 1);
  assert.deepEqual(findDeepNesting('a\n\nb ' + '*'.repeat(10_000) + 'x'), { line: 3, column: 3, depth: 5000 });
});

test('fenced code is not nesting, whatever its indentation or asterisks', () => {
  const code = '```text\n' + list(400) + '\n' + '*'.repeat(5000) + '\n```\n';
  assert.equal(findDeepNesting('# Code\n\n' + code + '\nafter\n'), undefined);
  assert.equal(findDeepNesting('~~~~\n```\n' + '> '.repeat(400) + '\n~~~~\n'), undefined, 'a shorter fence of the other kind does not close it');
});

// The scan as first written (every test on every line), to compare the faster one with.
function referenceFindDeepNesting(markdown: string, limit: number): { line: number; column: number; depth: number } | undefined {
  let fence: string | undefined;
  let containers = 0;
  let lineNumber = 0;
  let start = 0;
  while (start <= markdown.length) {
    let end = markdown.indexOf('\n', start);
    if (end < 0) end = markdown.length;
    const line = markdown.slice(start, Math.min(end, start + 100_000));
    lineNumber++;
    start = end + 1;
    // Block quote markers (with the spaces around them) and indentation, as they open the line.
    const prefix = /^[ \t>]*/.exec(line)![0];
    const quotes = prefix.split('>').length - 1;
    const rest = line.slice(prefix.length);
    const fenceMark = /^(`{3,}|~{3,})/.exec(rest)?.[1];
    if (fence) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = undefined;
      continue;
    }
    if (fenceMark) { fence = fenceMark; continue; }
    if (/^:{3,}[A-Za-z]/.test(rest)) containers++;
    else if (/^:{3,}\s*$/.test(rest) && containers > 0) containers--;
    const indent = prefix.replace(/>/g, '').replace(/\t/g, '    ').length;
    const listItem = /^([-*+]|\d{1,9}[.)])(\s|$)/.test(rest) ? 1 + Math.floor(indent / 2) : 0;
    const depth = quotes + listItem + containers;
    if (depth > limit) return { line: lineNumber, column: prefix.length + 1, depth };
    // A run of * or _ nests emphasis two markers a level (and the attention resolver is quadratic on it).
    const run = new RegExp(`\\*{${2 * limit + 1},}|_{${2 * limit + 1},}`).exec(rest);
    if (run) return { line: lineNumber, column: prefix.length + run.index + 1, depth: Math.floor(run[0].length / 2) };
  }
  return undefined;
}

test('the same answer as the scan that ran every test on every line, on generated Markdown and on the docs', () => {
  let seed = 11;
  const next = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  const starts = ['', ' ', '  ', '\t', '> ', '>> ', ' > ', '- ', '* ', '+ ', '1. ', '12) ', '```', '````', '~~~', ':::tip', ':::', '::: ', 'text ', '**', '__', '-', '1.x'];
  const tails = ['', 'word', '*'.repeat(9), '_'.repeat(12), ' - nested', '```', ':::note'];
  for (let i = 0; i < 3000; i++) {
    const lines = Array.from({ length: 1 + Math.floor(next() * 30) }, () => Array.from({ length: Math.floor(next() * 4) }, () => starts[Math.floor(next() * starts.length)]).join('') + tails[Math.floor(next() * tails.length)]);
    const text = lines.join(next() < 0.1 ? '\r\n' : '\n');
    for (const limit of [0, 1, 2, 3, 5]) assert.deepEqual(findDeepNesting(text, limit), referenceFindDeepNesting(text, limit), JSON.stringify({ text, limit }));
  }
  for (const file of fs.readdirSync(path.join(exampleSite, 'content'), { recursive: true }) as string[]) {
    if (!file.endsWith('.md')) continue;
    const text = fs.readFileSync(path.join(exampleSite, 'content', file), 'utf8');
    for (const limit of [1, 2, 3, maxNestingDepth]) assert.deepEqual(findDeepNesting(text, limit), referenceFindDeepNesting(text, limit), `${file} at ${limit}`);
  }
});
