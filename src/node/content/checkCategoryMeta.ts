// The keys of a folder's _category_.json (or .yml), checked as front matter is: a key docgen does not read is a
// warning (`lable` would otherwise leave the folder's own name in the sidebar without a word), a value of the wrong
// type an error (`"position": "2"` would sort the folder among the strings). Pure.
import { error, warning, type Diagnostic } from '../diagnostics.js';
import { isBoolean, isNumber, isString, type Check } from '../valueChecks.js';
const isLink: Check = (v) => {
  const link = v as Record<string, unknown> | null;
  if (link && typeof link === 'object' && !Array.isArray(link)) {
    // Its texts become the index page's title, description and URL: text or absent, nothing else.
    if (link.type === 'generated-index') {
      const wrong = ['slug', 'title', 'description'].find((k) => link[k] !== undefined && link[k] !== null && typeof link[k] !== 'string');
      return wrong ? `{ "type": "generated-index" } with "${wrong}" as a string` : undefined;
    }
    if (link.type === 'doc' && typeof link.id === 'string') return undefined;
  }
  return `{ "type": "generated-index" } or { "type": "doc", "id": "guides/intro" }`;
};

const keys: Record<string, Check> = { label: isString, position: isNumber, collapsed: isBoolean, collapsible: isBoolean, link: isLink, description: isString };

/** Problems of the parsed metadata `data` of `file`, at the line of each key in `text`. */
export function checkCategoryMeta(data: Record<string, unknown>, text: string, file: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const [key, value] of Object.entries(data)) {
    // Own keys only: `constructor`, `toString` or `__proto__` in the file are unknown keys, not Object's.
    const check = Object.hasOwn(keys, key) ? keys[key] : undefined;
    if (!check) {
      diagnostics.push(warning('category-unknown-key', `Unknown category key '${key}' (ignored)`, { file, ...locateKey(text, key), hint: `Known keys: ${Object.keys(keys).join(', ')}` }));
      continue;
    }
    const expected = value === undefined || value === null ? undefined : check(value);
    if (expected) {
      const shown = JSON.stringify(value) ?? String(value);
      diagnostics.push(error('category-meta', `Category key '${key}' must be ${expected}, got ${shown.length > 80 ? shown.slice(0, 77) + '…' : shown}`, {
        file, ...locateKey(text, key), hint: 'See _category_.json in the docs: { "label": "...", "position": 2, "collapsed": false }.',
      }));
    }
  }
  return diagnostics;
}

/** The first place where `key` is written as a key (JSON `"key":` or YAML `key:`), as line and column. */
function locateKey(text: string, key: string): { line: number; column: number } | undefined {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`(^|[{,\\s])(["']?)${escaped}\\2\\s*:`, 'm').exec(text);
  if (!m) return undefined;
  const offset = m.index + m[1].length;
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}
