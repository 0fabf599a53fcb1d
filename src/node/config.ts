// resolveConfig: docgen.config.ts (optional) + CLI flags → one validated SiteConfig with absolute paths.
import fs from 'node:fs';
import path from 'node:path';
import type { DocgenConfig, CodeSampleLanguageConfig, LocaleConfig, SidebarEntryConfig, VersionConfig } from './configTypes.js';
import { checkConfigEntries } from './configEntries.js';
import { describeValue, isArray, isBoolean, isFunction, isNumber, isObject, isString, nullable, oneOf, type Check } from './valueChecks.js';
import { DocgenError, error, type Diagnostic } from './diagnostics.js';
import { loadConfigFile, locateConfigKey } from './loadConfigFile.js';

export interface SiteConfig {
  root: string;
  configFile?: string;
  /** The config file's text as it was read, to point messages at the line of a key or value in it. */
  configSource?: string;
  contentDir: string;
  docsDir: string;
  pagesDir: string;
  /** Copied as it is into the output (output/staticFiles.ts). */
  staticDir: string;
  outDir: string;
  specFile?: string;
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon?: string;
  /** strict: problems of the spec against the OpenAPI schema are errors, not warnings (`--strict`). `tryIt` is false when the config turns the "Try it" form off. */
  api: { routeBasePath: string; categoryUrl: string; strict: boolean; tryIt: TryItConfig | false };
  navbar: { title: string; items: { label: string; href: string; position: 'left' | 'right'; sidebar?: string }[] };
  footer: { links: { title: string; items: { label: string; href: string }[] }[]; copyright: string };
  announcementBar: { id: string; content: string; dismissible: boolean } | null;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean };
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  mobileBreakpoint: number;
  progressBarDelay: number;
  codeSamples: CodeSampleLanguageConfig[];
  i18n: { defaultLocale: string; locales: LocaleConfig[]; localePath: (path: string, locale: string) => string };
  links: { onBrokenLinks: 'error' | 'warn'; onBrokenMarkdownLinks: 'error' | 'warn' };
  sanitizeMarkdownHtml: boolean;
  /** Bytes; a bigger Markdown file is an error rather than an out-of-memory crash (see loadSources.ts). */
  maxMarkdownFileSize: number;
  /** Bytes; a bigger spec file is an error rather than minutes of building (see openapi/loadSpec.ts). */
  maxSpecFileSize: number;
  sidebars: Record<string, SidebarEntryConfig[]>;
  /** Where the docs of this build live: /docs (a docs version other than the latest sets /docs/<version>). */
  docsBase: string;
  /** Where the spec download goes under out/ ('openapi'; 'openapi/<version>' for a docs version other than the latest). */
  downloadDir: string;
  /** Per-version settings of the config (labels, banners, noIndex). */
  versions: Record<string, VersionConfig>;
  /** versions.json and the frozen versions' folder (`docgen version`). */
  versionsFile: string;
  versionedDir: string;
  /** Markdown twins and llms.txt (output/twins); `siteUrl` is config `url` when given, for absolute links, else ''. */
  llms: { enabled: boolean; optional: string[]; summary: string; siteUrl: string };
}

/** The "Try it" form: an optional CORS proxy put in front of request URLs, and the time a request may take. */
export interface TryItConfig {
  proxyUrl?: string;
  /** Seconds. */
  timeout: number;
}

export interface CliOverrides {
  out?: string;
  spec?: string;
  /** `--strict`: the spec's problems against the OpenAPI schema fail the build. */
  strict?: boolean;
}

export const defaultCodeSamples: CodeSampleLanguageConfig[] = [
  { id: 'python', label: 'Python', target: 'python', client: 'requests' },
  { id: 'curl', label: 'curl', target: 'shell', client: 'curl' },
  { id: 'csharp', label: 'C#', target: 'csharp', client: 'httpclient' },
  { id: 'go', label: 'Go', target: 'go', client: 'native' },
  { id: 'nodejs', label: 'Node.js', target: 'node', client: 'fetch' },
  { id: 'ruby', label: 'Ruby', target: 'ruby', client: 'native' },
  { id: 'php', label: 'PHP', target: 'php', client: 'curl' },
  { id: 'java', label: 'Java', target: 'java', client: 'unirest' },
  { id: 'powershell', label: 'PowerShell', target: 'powershell', client: 'restmethod' },
];

// micromark needs about 400 bytes of heap per byte of Markdown: 6 MB stays well inside Node's default heap
// (2-4 GB), where a 10 MB page would end in an out-of-memory crash instead of a message.
export const defaultMaxMarkdownFileSize = 6_000_000;

// Real specs are a few MB (Stripe's: 4.2 MB) and the benchmark's 10,000 operations 65 MB; far past 100 MB, a build
// would run out of Node's default heap instead of ending with a message.
export const defaultMaxSpecFileSize = 100_000_000;

// The type of every key, checked before anything is built so that a typo names the key instead of failing later.
const isPositive: Check = (v) => (typeof v === 'number' && v > 0 ? undefined : 'a positive number');
// API routes become folders under out/: a base path must stay inside it.
const isRoutePath: Check = (v) => (typeof v === 'string' && v.startsWith('/') && !/(^|\/)\.\.?(\/|$)|[?#\\\s%]/.test(v) ? undefined : "a path starting with '/' (without '..', '?', '#', '%' or spaces)");

// Where the site is published: canonical links, the sitemap and llms.txt are made from it, so it needs its scheme.
const isSiteUrl: Check = (v) => (typeof v === 'string' && (v === '' || /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(v)) ? undefined : "the address the site is published at, such as 'https://docs.example.com'");

// false, or { proxyUrl: 'https://…', timeout: seconds }.
const isTryIt: Check = (v) => {
  if (v === false) return undefined;
  const expected = "false or { proxyUrl?: 'https://…', timeout?: seconds }";
  if (!v || typeof v !== 'object' || Array.isArray(v)) return expected;
  const { proxyUrl, timeout, ...rest } = v as Record<string, unknown>;
  if (Object.keys(rest).length) return expected;
  if (proxyUrl !== undefined && (typeof proxyUrl !== 'string' || !/^https?:\/\/[^\s]+$/i.test(proxyUrl))) return `${expected} (proxyUrl an http(s) URL)`;
  if (timeout !== undefined && (typeof timeout !== 'number' || !(timeout > 0))) return `${expected} (timeout a positive number)`;
  return undefined;
};

const schema: Record<string, Check | Record<string, Check>> = {
  title: isString, tagline: isString, url: isSiteUrl, baseUrl: isString, favicon: isString,
  contentDir: isString, staticDir: isString, outDir: isString, spec: isString,
  api: { routeBasePath: isRoutePath, categoryUrl: isRoutePath, strict: isBoolean, tryIt: isTryIt },
  navbar: { title: isString, items: isArray },
  footer: { links: isArray, copyright: isString },
  announcementBar: nullable(isObject),
  colorMode: { defaultMode: oneOf('light', 'dark'), disableSwitch: isBoolean },
  tableOfContents: { minHeadingLevel: isNumber, maxHeadingLevel: isNumber },
  mobileBreakpoint: isNumber, progressBarDelay: isNumber,
  codeSamples: isArray,
  i18n: { defaultLocale: isString, locales: isArray, localePath: isFunction },
  links: { onBrokenLinks: oneOf('error', 'warn'), onBrokenMarkdownLinks: oneOf('error', 'warn') },
  sanitizeMarkdownHtml: isBoolean,
  maxMarkdownFileSize: isPositive,
  maxSpecFileSize: isPositive,
  sidebars: isObject,
  versions: isObject,
  llms: { enabled: isBoolean, optional: isArray, summary: isString },
};

/** Returns one diagnostic per unknown key or wrong type in a user config (pure). */
export function validateConfig(config: Record<string, unknown>, file?: string, source?: string): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const at = (key: string) => (source ? locateConfigKey(source, key) : undefined);
  const hint = "See the configuration reference in docgen's README: every key of DocgenConfig, with its default.";
  const walk = (value: Record<string, unknown>, shape: Record<string, Check | Record<string, Check>>, prefix: string) => {
    for (const [key, v] of Object.entries(value)) {
      const name = prefix + key;
      const rule = shape[key];
      if (!rule) {
        problems.push(error('config-unknown-key', `Unknown config key '${name}'`, { file, ...at(name), hint: `Known keys here: ${Object.keys(shape).join(', ')}` }));
      } else if (v === undefined) {
        continue;
      } else if (typeof rule === 'function') {
        const expected = rule(v);
        if (expected) problems.push(error('config-type', `Config key '${name}' must be ${expected}, got ${describeValue(v)}`, { file, ...at(name), hint }));
      } else if (!v || typeof v !== 'object' || Array.isArray(v)) {
        problems.push(error('config-type', `Config key '${name}' must be an object, got ${describeValue(v)}`, { file, ...at(name), hint }));
      } else {
        walk(v as Record<string, unknown>, rule, name + '.');
      }
    }
  };
  walk(config, schema, '');
  for (const [name, v] of Object.entries((config.versions as Record<string, unknown> | undefined) ?? {})) {
    const entry = v as Record<string, unknown>;
    const bad = !entry || typeof entry !== 'object' ? 'an object such as { label: \'2.0 (LTS)\', noIndex: true }'
      : entry.label !== undefined && typeof entry.label !== 'string' ? 'an object whose label is a string'
      : entry.banner !== undefined && !['none', 'unreleased', 'unmaintained'].includes(entry.banner as string) ? "an object whose banner is 'none', 'unreleased' or 'unmaintained'"
      : entry.noIndex !== undefined && typeof entry.noIndex !== 'boolean' ? 'an object whose noIndex is true or false'
      : Object.keys(entry).find((k) => !['label', 'banner', 'noIndex'].includes(k)) ? 'an object with only label, banner and noIndex'
      : undefined;
    if (bad) problems.push(error('config-type', `Config key 'versions.${name}' must be ${bad}`, { file, ...at('versions'), hint }));
  }
  for (const p of checkConfigEntries(config)) {
    problems.push(error(p.unknownKey ? 'config-unknown-key' : 'config-type', p.message, { file, ...at(p.key), hint: p.hint ?? hint }));
  }
  const toc = config.tableOfContents as { minHeadingLevel?: unknown; maxHeadingLevel?: unknown } | undefined;
  const level = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback);
  if (toc && typeof toc === 'object') {
    const min = level(toc.minHeadingLevel, 2), max = level(toc.maxHeadingLevel, 3);
    if (![min, max].every((n) => Number.isInteger(n) && n >= 2 && n <= 6) || min > max) {
      problems.push(error('config-type', `Config key 'tableOfContents' must have heading levels from 2 to 6 with minHeadingLevel <= maxHeadingLevel, got ${min} to ${max}`, { file, ...at('tableOfContents'), hint: 'For example tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 }.' }));
    }
  }
  const optional = (config.llms as { optional?: unknown } | undefined)?.optional;
  if (Array.isArray(optional) && optional.some((o) => typeof o !== 'string' || !o.startsWith('/'))) {
    problems.push(error('config-type', "Config key 'llms.optional' must list routes starting with '/'", { file, ...at('llms.optional'), hint: "For example llms: { optional: ['/docs/tutorial-basics'] }." }));
  }
  return problems;
}

function normaliseBaseUrl(base: string): string {
  let b = base.trim() || '/';
  if (!b.startsWith('/')) b = '/' + b;
  if (!b.endsWith('/')) b += '/';
  return b;
}

function isDirectory(dir: string): boolean {
  try { return fs.statSync(dir).isDirectory(); } catch { return false; }
}

/** Finds the spec in <root>/openapi when the config names none: the first YAML/JSON file there (touches disk). */
function findDefaultSpec(root: string): string | undefined {
  const dir = path.join(root, 'openapi');
  let names: string[];
  try { names = fs.readdirSync(dir).filter((n) => /\.(ya?ml|json)$/i.test(n)).sort(); } catch { return undefined; }
  return names.length ? path.join(dir, names[0]) : undefined;
}

/** Loads docgen.config.ts if present and returns the resolved, validated SiteConfig (reads disk; throws DocgenError). */
export async function resolveConfig(rootArg: string, overrides: CliOverrides = {}): Promise<SiteConfig> {
  const root = path.resolve(rootArg);
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) {
    throw new DocgenError(error('root-missing', `The root folder ${root} does not exist`, { hint: 'Pass an existing folder with --root.' }));
  }
  const configFile = ['docgen.config.ts', 'docgen.config.mjs', 'docgen.config.js'].map((n) => path.join(root, n)).find((f) => fs.existsSync(f));
  const user: DocgenConfig = configFile ? await loadConfigFile(configFile) : {};
  const source = configFile ? fs.readFileSync(configFile, 'utf8') : undefined;
  const problems = validateConfig(user as Record<string, unknown>, configFile, source);
  if (problems.length) throw new DocgenError(problems);
  const config: SiteConfig = { ...applyDefaults(root, configFile, user, overrides), configSource: source };
  // A content folder named in the config must exist; without a config a missing content/ is only a warning (build.ts).
  if (user.contentDir !== undefined && !isDirectory(config.contentDir)) {
    throw new DocgenError(error('config-content-dir', `Config key 'contentDir' names ${user.contentDir}, which is not a folder`, {
      file: configFile, ...(source ? locateConfigKey(source, 'contentDir') : {}), hint: `Create ${path.relative(root, config.contentDir) || '.'}/docs/, or remove the key to use content/.`,
    }));
  }
  return config;
}

/** Fills every default and makes paths absolute (pure apart from looking for a default spec). */
export function applyDefaults(root: string, configFile: string | undefined, user: DocgenConfig, overrides: CliOverrides = {}): SiteConfig {
  const contentDir = path.resolve(root, user.contentDir ?? 'content');
  const specFile = overrides.spec ? path.resolve(overrides.spec) : user.spec ? path.resolve(root, user.spec) : findDefaultSpec(root);
  const title = user.title ?? 'Documentation';
  const defaultLocale = user.i18n?.defaultLocale ?? 'en';
  const defaultSidebars: Record<string, SidebarEntryConfig[]> = { docs: [{ dir: '.' }] };
  if (specFile) defaultSidebars.api = [{ api: true }];
  return {
    root,
    configFile,
    contentDir,
    docsDir: path.join(contentDir, 'docs'),
    pagesDir: path.join(contentDir, 'pages'),
    staticDir: path.resolve(root, user.staticDir ?? 'static'),
    outDir: overrides.out ? path.resolve(overrides.out) : path.resolve(root, user.outDir ?? 'out'),
    specFile,
    title,
    tagline: user.tagline ?? '',
    url: (user.url ?? 'http://localhost').replace(/\/+$/, ''),
    baseUrl: normaliseBaseUrl(user.baseUrl ?? '/'),
    favicon: user.favicon,
    api: {
      routeBasePath: user.api?.routeBasePath ?? '/docs/api',
      categoryUrl: user.api?.categoryUrl ?? '/docs/category/api',
      strict: overrides.strict || user.api?.strict === true,
      tryIt: user.api?.tryIt === false ? false : { proxyUrl: user.api?.tryIt?.proxyUrl, timeout: user.api?.tryIt?.timeout ?? 30 },
    },
    navbar: {
      title: user.navbar?.title ?? title,
      items: (user.navbar?.items ?? []).map((i) => ({ label: i.label, href: i.href, position: i.position ?? 'left', sidebar: i.sidebar })),
    },
    footer: { links: user.footer?.links ?? [], copyright: user.footer?.copyright ?? `Copyright © ${new Date().getFullYear()} ${title}. Built with docgen.` },
    announcementBar: user.announcementBar ? { dismissible: true, ...user.announcementBar } : null,
    colorMode: { defaultMode: user.colorMode?.defaultMode ?? 'light', disableSwitch: user.colorMode?.disableSwitch ?? false },
    tableOfContents: { minHeadingLevel: user.tableOfContents?.minHeadingLevel ?? 2, maxHeadingLevel: user.tableOfContents?.maxHeadingLevel ?? 3 },
    mobileBreakpoint: user.mobileBreakpoint ?? 996,
    progressBarDelay: user.progressBarDelay ?? 200,
    codeSamples: user.codeSamples ?? defaultCodeSamples,
    i18n: {
      defaultLocale,
      locales: user.i18n?.locales ?? [{ code: defaultLocale, label: 'English' }],
      localePath: user.i18n?.localePath ?? ((p, locale) => (locale === defaultLocale ? p : `/${locale}${p === '/' ? '' : p}`)),
    },
    links: { onBrokenLinks: user.links?.onBrokenLinks ?? 'error', onBrokenMarkdownLinks: user.links?.onBrokenMarkdownLinks ?? 'warn' },
    sanitizeMarkdownHtml: user.sanitizeMarkdownHtml ?? false,
    maxMarkdownFileSize: user.maxMarkdownFileSize ?? defaultMaxMarkdownFileSize,
    maxSpecFileSize: user.maxSpecFileSize ?? defaultMaxSpecFileSize,
    sidebars: user.sidebars ?? defaultSidebars,
    docsBase: '/docs',
    downloadDir: 'openapi',
    versions: user.versions ?? {},
    versionsFile: path.join(root, 'versions.json'),
    versionedDir: path.join(root, 'versioned'),
    llms: {
      enabled: user.llms?.enabled ?? true,
      optional: (user.llms?.optional ?? []).map((r) => r.replace(/\/+$/, '') || '/'),
      summary: user.llms?.summary ?? user.tagline ?? '',
      siteUrl: user.url ? user.url.replace(/\/+$/, '') : '',
    },
  };
}
