// Which names a docs version may have: each becomes a URL segment (/docs/<name>/…) and a folder (versioned/<name>/),
// so it must be one safe path segment and must not collide with a route the site already has. Pure.

/** Segments docgen's own routes use beside the versions, under /docs and the API base. */
export const reservedVersionNames = ['current', 'next', 'api', 'tags', 'category', 'what-changed'];

// Letters, digits, '.', '_' and '-', not starting with a dot: a folder name every file system takes and a URL segment
// that needs no escaping. Spaces, slashes and '..' are out by construction.
const safeName = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,63}$/;

/**
 * Returns why `name` cannot name a version, or undefined when it can. `docsSegments` are the first URL segments under
 * /docs of the working copy's docs (top-level folders and slugs), which a version segment would shadow.
 */
export function versionNameProblem(name: string, docsSegments: ReadonlySet<string> = new Set()): string | undefined {
  if (!name) return 'it is empty';
  if (!safeName.test(name)) return 'it is not one safe path segment (use letters, digits, dots, dashes and underscores, e.g. 2.0 or v2)';
  if (/\.\.|\.$/.test(name)) return "it contains '..' or ends with a dot";
  const lower = name.toLowerCase();
  // /docs/intro.md is the Markdown copy of /docs/intro: a version folder of that name would take its place.
  if (lower.endsWith('.md')) return "it ends in '.md', which names the Markdown copy of a page";
  if (/^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/.test(lower)) return 'it is a device name that Windows does not allow as a folder';
  if (reservedVersionNames.includes(lower)) return `'${name}' is a route of its own (${reservedVersionNames.join(', ')} are reserved)`;
  for (const segment of docsSegments) {
    if (segment.toLowerCase() === lower) return `the docs already have a page or folder at /docs/${segment}`;
  }
  return undefined;
}
