// Build-time syntax highlighting with Prism grammars (refractor): one instance, created once.
// PERF-NOTES: Prism is ~0.06 ms per 15-line snippet, 10-20x cheaper than Shiki; nothing ships to the browser.
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import csharp from 'refractor/csharp';
import css from 'refractor/css';
import diff from 'refractor/diff';
import go from 'refractor/go';
import http from 'refractor/http';
import java from 'refractor/java';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import jsx from 'refractor/jsx';
import markup from 'refractor/markup';
import markdown from 'refractor/markdown';
import php from 'refractor/php';
import powershell from 'refractor/powershell';
import python from 'refractor/python';
import ruby from 'refractor/ruby';
import tsx from 'refractor/tsx';
import typescript from 'refractor/typescript';
import yaml from 'refractor/yaml';
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';

for (const grammar of [markup, markdown, css, javascript, bash, csharp, diff, go, http, java, json, jsx, php, powershell, python, ruby, typescript, tsx, yaml]) {
  refractor.register(grammar);
}

const aliases: Record<string, string> = {
  sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', curl: 'bash',
  js: 'javascript', node: 'javascript', nodejs: 'javascript', mjs: 'javascript', cjs: 'javascript',
  ts: 'typescript', html: 'markup', xml: 'markup', svg: 'markup', yml: 'yaml', md: 'markdown', mdx: 'markdown',
  cs: 'csharp', 'c#': 'csharp', dotnet: 'csharp', py: 'python', rb: 'ruby', ps1: 'powershell', pwsh: 'powershell',
  golang: 'go',
};

/** Returns the Prism grammar name for a fence language, or undefined when we have no grammar for it. */
export function resolveLanguage(lang: string | undefined | null): string | undefined {
  if (!lang) return undefined;
  const name = aliases[lang.toLowerCase()] ?? lang.toLowerCase();
  return refractor.registered(name) ? name : undefined;
}

/** Returns highlighted hast nodes for `code` (plain text nodes when the language is unknown). Pure. */
export function highlightToHast(code: string, lang: string | undefined): ElementContent[] {
  const name = resolveLanguage(lang);
  if (!name) return [{ type: 'text', value: code }];
  compileGrammar(name);
  return (refractor.highlight(code, name) as Root).children as ElementContent[];
}

// V8 runs a regular expression's first match in its bytecode interpreter, and compiles it to machine code for the
// second ("tier-up"), except when the first subject is at least 1,000 characters long (JSRegExp::
// kTierUpForSubjectLengthValue): then it compiles it to machine code at once. Prism's grammars are large regexes that
// each run many times, and for them the bytecode compile costs more than the machine-code one: C#'s 58 regexes take
// 26 ms to bytecode and 11 ms to machine code. Cold (each language in a fresh process, summed), on the BetaSeries
// samples (9 languages) 72 -> 34 ms, on the code blocks of its docs 54 -> 31 ms. So before a thread first
// highlights in a language, every regex its grammar can reach runs once on a long subject.
const LONG_SUBJECT = '\0'.repeat(1000);
const compiledGrammars = new Set<object>();

/** Compiles the regexes of the grammar `name` (and of the grammars inside it) to machine code, once per thread. */
export function compileGrammar(name: string): void {
  const grammar = (refractor as any).languages[name];
  if (grammar && !compiledGrammars.has(grammar)) compileRegexes(grammar);
}

function compileRegexes(grammar: Record<string, any>): void {
  compiledGrammars.add(grammar);
  for (const token in grammar) {
    if (token === 'rest') continue;
    const value = grammar[token];
    for (const pattern of Array.isArray(value) ? value : [value]) {
      if (!pattern) continue;
      // What Prism does to a greedy pattern at its first match (prism-core.js, matchGrammar), done first: the regex
      // compiled here must be the one it runs. Prism takes the flags from the end of toString(), after the last
      // '/': the same as from `flags`, without scanning the source (10 ms over these grammars).
      if (pattern.greedy && pattern.pattern instanceof RegExp && !pattern.pattern.global) {
        const flags = /[imsuy]*$/.exec(pattern.pattern.flags)![0];
        pattern.pattern = RegExp(pattern.pattern.source, flags + 'g');
      }
      const regex = pattern instanceof RegExp ? pattern : pattern.pattern;
      if (regex instanceof RegExp) {
        // A global or sticky regex starts at lastIndex: one position to try. Any other scans the subject, where the
        // patterns of these grammars fail or match at once, without backtracking (measured on each of the ~1,000:
        // 2 ms at most, its compile included). Prism sets lastIndex before each match.
        regex.lastIndex = LONG_SUBJECT.length - 1;
        regex.exec(LONG_SUBJECT);
        regex.lastIndex = 0;
      }
      if (pattern.inside && typeof pattern.inside === 'object' && !compiledGrammars.has(pattern.inside)) compileRegexes(pattern.inside);
    }
  }
  if (grammar.rest && !compiledGrammars.has(grammar.rest)) compileRegexes(grammar.rest);
}

/** Returns highlighted HTML (the inside of a <code> element) for `code`. Pure. */
export function highlightToHtml(code: string, lang: string | undefined): string {
  return toHtml({ type: 'root', children: highlightToHast(code, lang) });
}

/**
 * Splits highlighted hast into one element per source line, so that single lines can be marked.
 * Prism tokens may span lines (block comments, template strings): those are cut and re-opened on each line.
 */
export function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  const walk = (node: ElementContent, stack: Element[]) => {
    if (node.type === 'text') {
      const parts = node.value.split('\n');
      parts.forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part) append({ type: 'text', value: part }, stack);
      });
    } else if (node.type === 'element') {
      for (const child of node.children as ElementContent[]) walk(child, [...stack, node]);
    }
  };
  // Re-creates the chain of enclosing token spans around a piece of text on the current line.
  const append = (leaf: ElementContent, stack: Element[]) => {
    let node = leaf;
    for (let i = stack.length - 1; i >= 0; i--) node = { ...stack[i], children: [node] };
    lines[lines.length - 1].push(node);
  };
  for (const node of nodes) walk(node, []);
  if (lines.length > 1 && lines[lines.length - 1].length === 0) lines.pop();
  return lines;
}
