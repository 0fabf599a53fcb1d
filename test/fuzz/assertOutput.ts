// Checks shared by the bad-input, hostile and fuzz tests: the shape of docgen's messages, and what a built page
// may contain when its sources were written by someone else.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import { repoRoot } from '../helpers/repoPaths.js';

/** A diagnostic line: `path:line:col  severity  text`, the location optional (line and column when known). */
export const diagnosticLine = /^(?:(\S(?:.*\S)?)(?::(\d+)(?::(\d+))?)?  )?(error|warning)  (\S.*)$/;
const hintLine = /^    hint: \S/;
const summaryLine = /^(Build failed: \d+ errors?, \d+ warnings? \([\d.]+ s\)\. The previous output was left untouched\.|Built \d+ pages into .+|and \d+ more warnings? \(--verbose lists all\))$/;
const stackFrame = /^\s+at .+:\d+:\d+\)?$/m;

/**
 * Asserts that stderr holds only well-formed diagnostics, each followed by at most one hint line, then the summary;
 * no stack trace, no absolute path under `cwd`. Returns the diagnostic lines.
 */
export function assertWellFormed(stderr: string, cwd?: string): string[] {
  assert.doesNotMatch(stderr, stackFrame, `a stack trace in:\n${stderr}`);
  // docgen's own failures are printed in the same form, but they are bugs, not messages about the input.
  assert.doesNotMatch(stderr, /internal error|did not expect this input|bug in docgen/i, stderr);
  const lines = stderr.split('\n').filter((l) => l.trim() !== '');
  const diagnostics: string[] = [];
  lines.forEach((line, i) => {
    if (diagnosticLine.test(line)) diagnostics.push(line);
    else if (hintLine.test(line)) assert.match(lines[i - 1] ?? '', diagnosticLine, `a hint line must follow a diagnostic: ${line}`);
    else assert.match(line, summaryLine, `not a diagnostic, hint or summary line: ${JSON.stringify(line)}\nin:\n${stderr}`);
  });
  if (cwd) assert.ok(!stderr.includes(cwd + path.sep), `absolute paths under the working folder in:\n${stderr}`);
  return diagnostics;
}

/** The diagnostic lines of stderr (without hints). */
export function diagnosticLines(stderr: string): string[] {
  return stderr.split('\n').filter((l) => diagnosticLine.test(l));
}

type P5Node = { nodeName: string; tagName?: string; attrs?: { name: string; value: string }[]; childNodes?: P5Node[]; content?: P5Node; value?: string };

const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'poster', 'background', 'srcdoc', 'ping', 'cite']);
const activeTags = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base']);

/**
 * Everything in a page that could run code or load a foreign document: script elements other than docgen's two
 * (the inline head script and the deferred bundle), event-handler attributes, javascript:/vbscript:/data:text/html
 * URLs, iframes and plugins, <meta http-equiv="refresh">. Parses the HTML as a browser does (parse5).
 */
export function findActiveContent(html: string): string[] {
  const headScript = fs.readFileSync(path.join(repoRoot, 'dist', 'head.js'), 'utf8').trim();
  const found: string[] = [];
  const text = (n: P5Node) => (n.childNodes ?? []).map((c) => c.value ?? '').join('');
  const walk = (node: P5Node) => {
    if (node.tagName) {
      const attrs = node.attrs ?? [];
      const attr = (name: string) => attrs.find((a) => a.name === name)?.value;
      if (node.tagName === 'script') {
        const ours = (attrs.length === 2 && /^\/assets\/app\.[0-9a-f]{10}\.js$/.test(attr('src') ?? '') && attr('defer') === '' && text(node) === '')
          || (attrs.length === 0 && text(node).trim() === headScript);
        if (!ours) found.push(`<script ${attrs.map((a) => `${a.name}="${a.value}"`).join(' ')}>${text(node).slice(0, 60)}`);
      }
      if (activeTags.has(node.tagName)) found.push(`<${node.tagName}>`);
      if (node.tagName === 'meta' && attr('http-equiv')) found.push(`<meta http-equiv="${attr('http-equiv')}">`);
      for (const a of attrs) {
        if (/^on/i.test(a.name)) found.push(`<${node.tagName} ${a.name}="${a.value}">`);
        // Browsers ignore ASCII whitespace and control characters inside a scheme: 'java\tscript:' runs.
        const squashed = a.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (urlAttributes.has(a.name) && /^(javascript|vbscript|livescript):|^data:text\/html/.test(squashed)) found.push(`<${node.tagName} ${a.name}="${a.value}">`);
        if (a.name === 'style' && /expression\(|javascript:/i.test(a.value)) found.push(`<${node.tagName} style="${a.value}">`);
      }
      if (node.tagName === 'style' && /javascript:|expression\(/i.test(text(node))) found.push(`<style>${text(node).slice(0, 60)}`);
    }
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
  };
  walk(parse(html) as unknown as P5Node);
  return found;
}
