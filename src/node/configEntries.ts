// The objects inside the config's lists (navbar items, footer columns and their links, code samples, locales, sidebar
// entries) and the announcement bar. docgen reads their keys one by one, so without this check a misspelt key is
// dropped without a word (`lable` leaves a code-sample tab unnamed, `dismissable` a bar that cannot be closed) and a
// wrong type crashes the build far from the config. Pure: returns problems, named by path (`footer.links[0].items`).
import { describeValue, isBoolean, isString, oneOf, type Check } from './valueChecks.js';

/** One problem with a config key, by its path; config.ts turns it into a diagnostic at that key's line. */
export interface EntryProblem {
  key: string;
  message: string;
  unknownKey?: boolean;
  hint?: string;
}

interface EntryShape {
  keys: Record<string, Check | { listOf: EntryShape }>;
  required: string[];
  /** An entry as it is written, for the message when an entry is not an object at all. */
  example: string;
}


const navbarItem: EntryShape = {
  keys: { label: isString, href: isString, position: oneOf('left', 'right'), sidebar: isString },
  required: ['label', 'href'],
  example: "{ label: 'Guides', href: '/docs/intro' }",
};
const footerLink: EntryShape = { keys: { label: isString, href: isString }, required: ['label', 'href'], example: "{ label: 'Status', href: 'https://status.example.com' }" };
const footerColumn: EntryShape = {
  keys: { title: isString, items: { listOf: footerLink } },
  required: ['title', 'items'],
  example: "{ title: 'More', items: [{ label: 'Status', href: 'https://status.example.com' }] }",
};
const codeSample: EntryShape = {
  keys: { id: isString, label: isString, target: isString, client: isString },
  required: ['id', 'label', 'target'],
  example: "{ id: 'curl', label: 'curl', target: 'shell', client: 'curl' }",
};
const locale: EntryShape = { keys: { code: isString, label: isString, direction: oneOf('ltr', 'rtl') }, required: ['code', 'label'], example: "{ code: 'fr', label: 'Français' }" };
const announcementBar: EntryShape = {
  keys: { id: isString, content: isString, dismissible: isBoolean },
  required: ['id', 'content'],
  example: "{ id: 'v2', content: 'Version 2 is out' }",
};

/** The lists of entries and the object checked here, by their path in the config. */
const entryLists: [string, EntryShape][] = [['navbar.items', navbarItem], ['footer.links', footerColumn], ['codeSamples', codeSample], ['i18n.locales', locale]];

const sidebarEntryWords = "a doc id ('intro'), { category: 'guides' }, { dir: 'guides' } or { api: true }";

/** Every problem of the config's list entries and announcement bar; the rest of the config is checked in config.ts. */
export function checkConfigEntries(config: Record<string, unknown>): EntryProblem[] {
  const problems: EntryProblem[] = [];
  for (const [keyPath, shape] of entryLists) {
    const list = keyPath.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), config);
    if (Array.isArray(list)) list.forEach((entry, i) => checkEntry(entry, shape, `${keyPath}[${i}]`, problems));
  }
  if (config.announcementBar) checkEntry(config.announcementBar, announcementBar, 'announcementBar', problems);
  const sidebars = config.sidebars;
  if (sidebars && typeof sidebars === 'object' && !Array.isArray(sidebars)) {
    for (const [name, entries] of Object.entries(sidebars)) {
      if (!Array.isArray(entries)) {
        problems.push({ key: `sidebars.${name}`, message: `Config key 'sidebars.${name}' must be a list of entries, each ${sidebarEntryWords}, got ${describeValue(entries)}` });
        continue;
      }
      entries.forEach((entry, i) => {
        if (!isSidebarEntry(entry)) problems.push({ key: `sidebars.${name}[${i}]`, message: `Config key 'sidebars.${name}[${i}]' must be ${sidebarEntryWords}, got ${describeValue(entry)}` });
      });
    }
  }
  return problems;
}

function checkEntry(entry: unknown, shape: EntryShape, name: string, problems: EntryProblem[]): void {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
    problems.push({ key: name, message: `Config key '${name}' must be an object such as ${shape.example}, got ${describeValue(entry)}` });
    return;
  }
  const value = entry as Record<string, unknown>;
  for (const [key, v] of Object.entries(value)) {
    const rule = shape.keys[key];
    if (!rule) {
      problems.push({ key: `${name}.${key}`, message: `Unknown config key '${name}.${key}'`, unknownKey: true, hint: `Known keys here: ${Object.keys(shape.keys).join(', ')}` });
    } else if (v === undefined) {
      continue;
    } else if (typeof rule === 'function') {
      const expected = rule(v);
      if (expected) problems.push({ key: `${name}.${key}`, message: `Config key '${name}.${key}' must be ${expected}, got ${describeValue(v)}` });
    } else if (!Array.isArray(v)) {
      problems.push({ key: `${name}.${key}`, message: `Config key '${name}.${key}' must be a list of objects such as ${rule.listOf.example}, got ${describeValue(v)}` });
    } else {
      v.forEach((item, i) => checkEntry(item, rule.listOf, `${name}.${key}[${i}]`, problems));
    }
  }
  const missing = shape.required.filter((key) => value[key] === undefined);
  if (missing.length) {
    const words = missing.map((key) => `'${key}'`).join(' and ');
    problems.push({ key: name, message: `Config key '${name}' needs ${missing.length > 1 ? 'the keys' : 'the key'} ${words}, as in ${shape.example}` });
  }
}

function isSidebarEntry(entry: unknown): boolean {
  if (typeof entry === 'string') return true;
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return false;
  const keys = Object.keys(entry);
  const value = (entry as Record<string, unknown>)[keys[0]];
  return keys.length === 1 && (keys[0] === 'api' ? value === true : (keys[0] === 'category' || keys[0] === 'dir') && typeof value === 'string');
}
