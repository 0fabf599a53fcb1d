// Build-time syntax highlighting with Prism grammars (refractor): one instance, created once. Highlighting at build
// time means nothing of it ships to the browser.
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
  return (refractor.highlight(code, name) as Root).children as ElementContent[];
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
