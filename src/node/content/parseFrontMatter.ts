// Front matter through gray-matter, checked key by key, with the line offset that remark positions lack.
import matter from 'gray-matter';
import { error, warning, type Diagnostic } from '../diagnostics.js';
import { checkAliasExpansion, hasYamlAnchor } from '../openapi/checkAliasExpansion.js';
import { splitPointer } from '../openapi/jsonPointer.js';

export interface FrontMatter {
  title?: string;
  description?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  slug?: string;
  tags?: string[];
  hide_table_of_contents?: boolean;
}

export interface ParsedFrontMatter {
  data: FrontMatter;
  body: string;
  /** Lines before the body: add to a remark line number to get the line in the file. */
  lineOffset: number;
  diagnostics: Diagnostic[];
}

const refuse = () => { throw new Error('front matter must be YAML'); };
const yamlOnly = { js: refuse, javascript: refuse, json: refuse, coffee: refuse, coffeescript: refuse, cson: refuse, toml: refuse } as unknown as matter.GrayMatterOption<string, never>['engines'];

const types: Record<keyof FrontMatter, 'string' | 'number' | 'boolean' | 'string[]'> = {
  title: 'string', description: 'string', sidebar_label: 'string', sidebar_position: 'number', slug: 'string', tags: 'string[]', hide_table_of_contents: 'boolean',
};

const typeHints: Record<(typeof types)[keyof FrontMatter], string> = {
  string: "Quote the text: KEY: 'Like this'",
  number: 'Write a number: KEY: 2',
  boolean: 'Write true or false: KEY: true',
  'string[]': 'Write a list: KEY: [api, guide]',
};

/**
 * Values YAML aliases may add to a front matter: a page uses a few short strings, so this is far above any real one,
 * and far below what makes a message or a check over the value run for minutes (billion laughs).
 */
const MAX_FRONT_MATTER_ALIAS_EXPANSION = 10_000;
const MAX_FRONT_MATTER_DEPTH = 50;

const OPENING = /^\ufeff?---[^\n]*\n/;
// gray-matter closes at the first line that starts with ---; `...` is turned into that (withDashesClose).
const CLOSING = /^(?:---|\.\.\.[ \t]*\r?$)/m;

/**
 * YAML's document end marker `...` may close the front matter (Pandoc writes it, so does the CommonMark spec file):
 * gray-matter knows one closing delimiter, so a first closing line of `...` is handed to it as `---` (same length,
 * so offsets and lines stay).
 */
function withDashesClose(raw: string): string {
  const open = OPENING.exec(raw);
  if (!open) return raw;
  const close = CLOSING.exec(raw.slice(open[0].length));
  if (!close || !close[0].startsWith('...')) return raw;
  const at = open[0].length + close.index;
  return raw.slice(0, at) + '---' + raw.slice(at + 3);
}

/** Splits and validates front matter (pure). A YAML error gives a diagnostic with the file's line and column. */
export function parseFrontMatter(raw: string, file: string): ParsedFrontMatter {
  // gray-matter picks a parser by the word after the opening `---`, and its `js` one evaluates the text: content is
  // data, so anything but YAML is refused before gray-matter sees it.
  const language = /^\ufeff?---[ \t]*([^\s-][^\r\n]*)?\r?\n/.exec(raw)?.[1]?.trim();
  if (language && !['yaml', 'yml'].includes(language.toLowerCase())) {
    return {
      data: {}, body: '', lineOffset: 0,
      diagnostics: [error('front-matter-language', `Front matter must be YAML, not '${language.length > 40 ? language.slice(0, 37) + '…' : language}'`, {
        file, line: 1, column: 4, hint: 'Start the front matter with a plain --- line and write YAML (key: value) up to the closing ---.',
      })],
    };
  }
  // Without a closing line gray-matter reads the whole file as front matter: a page would lose its text silently
  // (`# Heading` lines are YAML comments), or get a YAML error about a line of its body.
  const open = OPENING.exec(raw);
  const unclosed = !!open && !CLOSING.test(raw.slice(open[0].length)) && raw.slice(open[0].length).trim() !== '';
  const unclosedError = (): ParsedFrontMatter => ({
    data: {}, body: '', lineOffset: 0,
    diagnostics: [error('front-matter-unclosed', 'Front matter is not closed: no --- line follows the opening one', {
      file, line: 1, column: 1, hint: 'End the front matter with a line of three dashes (---) before the page text.',
    })],
  });
  let parsed: matter.GrayMatterFile<string>;
  try {
    // The second argument matters: without options gray-matter caches by text and returns {} for a bad file next time.
    // Only the YAML engine, so that no other word after `---` can reach an engine that runs code.
    parsed = matter(withDashesClose(raw), { language: 'yaml', engines: yamlOnly });
  } catch (e) {
    if (unclosed) return unclosedError();
    const mark = (e as { mark?: { line: number; column: number } }).mark;
    const reason = (e as { reason?: string }).reason ?? (e as Error).message.split('\n')[0];
    return {
      data: {}, body: '', lineOffset: 0,
      diagnostics: [error('front-matter-yaml', `Front matter is not valid YAML: ${reason}`, {
        // js-yaml counts lines in the text after the opening `---` (its line 0 is the rest of that line): +1 gives the file line.
        file, line: mark ? mark.line + 1 : 1, column: mark ? mark.column + 1 : undefined,
        hint: 'Front matter is YAML between two --- lines; quote values that contain a colon.', cause: e,
      })],
    };
  }
  // `---` then a paragraph and `---` is a horizontal rule and a heading to CommonMark, and a plain YAML string to
  // gray-matter: front matter is key: value lines, so the whole text stays Markdown.
  const value: unknown = parsed.data;
  if (value !== null && value !== undefined && (typeof value !== 'object' || Array.isArray(value) || value instanceof Date)) {
    return {
      data: {}, body: raw, lineOffset: 0,
      diagnostics: [warning('front-matter-not-yaml', 'Front matter is not YAML: if you meant a horizontal rule, put a blank front matter `---\\n---` first', {
        file, line: 1, column: 1, hint: 'docgen reads the whole file as Markdown. Front matter is key: value lines between two --- lines; a file that starts with a horizontal rule needs an empty one (two lines of ---) before it.',
      })],
    };
  }
  if (unclosed) return unclosedError();
  const diagnostics: Diagnostic[] = [];
  const data: FrontMatter = {};
  const fmLines = raw.slice(0, raw.length - parsed.content.length).split('\n');
  const lineOf = (key: string) => {
    const i = fmLines.findIndex((l) => l.startsWith(key + ':'));
    return i >= 0 ? i + 1 : 1;
  };
  // js-yaml shares an anchor's value between its aliases: measured before anything (a message quoting the value)
  // expands them.
  if (hasYamlAnchor(parsed.matter)) {
    const locate = (pointer: string) => ({ line: lineOf(splitPointer(pointer)[0] ?? ''), column: 1 });
    const aliases = checkAliasExpansion(parsed.data, file, locate, MAX_FRONT_MATTER_ALIAS_EXPANSION, MAX_FRONT_MATTER_DEPTH);
    if (aliases) {
      return {
        data: {}, body: '', lineOffset: 0,
        diagnostics: [{ ...aliases, code: 'front-matter-aliases', hint: 'Each alias (*name) repeats the whole value of its anchor (&name): write the values out.' }],
      };
    }
  }
  const input = (parsed.data ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(input)) {
    // Own keys only: `constructor` or `__proto__` in a page's front matter is an unknown key, not Object's.
    const type = Object.hasOwn(types, key) ? types[key as keyof FrontMatter] : undefined;
    if (!type) {
      diagnostics.push(warning('front-matter-unknown-key', `Unknown front-matter key '${key}' (ignored)`, { file, line: lineOf(key), column: 1, hint: `Known keys: ${Object.keys(types).join(', ')}` }));
      continue;
    }
    if (value === null || value === undefined) continue;
    const ok = type === 'string[]' ? Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number') : typeof value === type;
    if (!ok) {
      const expected = type === 'string[]' ? 'a list of strings, e.g. [api, guide]' : `a ${type}`;
      const shown = JSON.stringify(value) ?? String(value);
      diagnostics.push(error('front-matter-type', `Front-matter key '${key}' must be ${expected}, got ${shown.length > 80 ? shown.slice(0, 77) + '…' : shown}`, {
        file, line: lineOf(key), column: key.length + 3, hint: typeHints[type].replace('KEY', key),
      }));
      continue;
    }
    (data as Record<string, unknown>)[key] = type === 'string[]' ? (value as unknown[]).map(String) : value;
  }
  const hasFrontMatter = parsed.matter !== undefined && raw.trimStart().startsWith('---');
  const lineOffset = hasFrontMatter ? raw.slice(0, raw.length - parsed.content.length).split('\n').length - 1 : 0;
  return { data, body: parsed.content, lineOffset, diagnostics };
}
