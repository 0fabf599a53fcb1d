// Reads versions.json and each frozen version's manifest: the only module that reads versioned/ for a build.
import path from 'node:path';
import type { SiteConfig } from '../config.js';
import { error, type Diagnostic } from '../diagnostics.js';
import type { SidebarEntryConfig } from '../configTypes.js';
import { createSiteScope, readSiteFile } from '../readSiteFile.js';
import { versionNameProblem } from './versionName.js';

/** What `docgen version` froze: where the docs and the spec of the version are, and its sidebars. */
export interface FrozenVersion {
  name: string;
  /** versioned/<name>/ */
  dir: string;
  docsDir: string;
  specFile?: string;
  sidebars: Record<string, SidebarEntryConfig[]>;
}

/** The file docgen version writes into versioned/<name>/, naming the frozen docs and spec relative to that folder. */
export const manifestName = 'version.json';
export const sidebarsName = 'sidebars.json';

/** The names in versions.json, newest first; none when the file does not exist (reads disk). */
export function readVersionNames(config: Pick<SiteConfig, 'root' | 'versionsFile'>): { names: string[]; diagnostics: Diagnostic[] } {
  const scope = createSiteScope([config.root]);
  const read = readSiteFile(config.versionsFile, scope);
  if ('refusal' in read) {
    if (read.refusal.reason === 'missing') return { names: [], diagnostics: [] };
    return { names: [], diagnostics: [error('versions-read', `Cannot read versions.json: it ${read.refusal.message}`, { file: config.versionsFile })] };
  }
  const hint = 'versions.json lists the docs versions newest first, e.g. ["2.0", "1.0"]; `docgen version <name>` adds one.';
  let value: unknown;
  try { value = JSON.parse(read.bytes.toString('utf8')); } catch (e) {
    return { names: [], diagnostics: [error('versions-invalid', `versions.json is not valid JSON: ${(e as Error).message}`, { file: config.versionsFile, hint })] };
  }
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    return { names: [], diagnostics: [error('versions-invalid', 'versions.json must be a list of version names', { file: config.versionsFile, hint })] };
  }
  const diagnostics: Diagnostic[] = [];
  const names: string[] = [];
  for (const name of value as string[]) {
    const problem = versionNameProblem(name);
    if (problem) diagnostics.push(error('versions-invalid', `versions.json names the version '${name}', which cannot be a version: ${problem}`, { file: config.versionsFile, hint }));
    else if (names.includes(name)) diagnostics.push(error('versions-invalid', `versions.json names the version '${name}' twice`, { file: config.versionsFile, hint }));
    else names.push(name);
  }
  return { names, diagnostics };
}

/** A frozen version's folder, docs, spec and sidebars, from its manifest (reads disk). */
export function readFrozenVersion(config: Pick<SiteConfig, 'root' | 'versionedDir' | 'versionsFile'>, name: string): { version?: FrozenVersion; diagnostics: Diagnostic[] } {
  const dir = path.join(config.versionedDir, name);
  const scope = createSiteScope([config.root]);
  const readJson = (file: string): { value?: any; diagnostic?: Diagnostic } => {
    const read = readSiteFile(file, scope);
    if ('refusal' in read) {
      return { diagnostic: error('versions-missing', `The version '${name}' listed in versions.json has no ${path.relative(config.root, file)}: it ${read.refusal.message}`, {
        file: config.versionsFile, hint: `Make versions with \`docgen version <name>\`, or remove '${name}' from versions.json.`,
      }) };
    }
    try { return { value: JSON.parse(read.bytes.toString('utf8')) }; } catch (e) {
      return { diagnostic: error('versions-invalid', `Cannot read ${path.basename(file)} of the version '${name}': ${(e as Error).message}`, { file }) };
    }
  };
  const manifest = readJson(path.join(dir, manifestName));
  if (manifest.diagnostic) return { diagnostics: [manifest.diagnostic] };
  const sidebars = readJson(path.join(dir, sidebarsName));
  if (sidebars.diagnostic) return { diagnostics: [sidebars.diagnostic] };
  const { docs, spec } = manifest.value ?? {};
  // The manifest is data in the repository: its paths stay inside the version's folder.
  const inside = (p: unknown) => typeof p === 'string' && !path.isAbsolute(p) && !p.split(/[\\/]/).includes('..');
  if (!inside(docs) || (spec !== undefined && !inside(spec))) {
    return { diagnostics: [error('versions-invalid', `The manifest of the version '${name}' must name its docs (and spec) by paths inside versioned/${name}/`, { file: path.join(dir, manifestName) })] };
  }
  const sidebarsWrong = sidebarsProblem(sidebars.value);
  if (sidebarsWrong) {
    return { diagnostics: [error('versions-invalid', `sidebars.json of the version '${name}' ${sidebarsWrong}`, {
      file: path.join(dir, sidebarsName), hint: 'sidebars.json holds the sidebars as `docgen version` froze them, e.g. { "docs": ["intro", { "dir": "guides" }, { "api": true }] }.',
    })] };
  }
  return { version: { name, dir, docsDir: path.join(dir, docs), specFile: spec === undefined ? undefined : path.join(dir, spec), sidebars: sidebars.value }, diagnostics: [] };
}

/**
 * Why a frozen sidebars.json cannot be used, or undefined: it is data in the repository, so each entry is checked
 * for the shapes `docgen version` writes (a doc id, { category }, { dir } or { api: true }) before the sidebar
 * builder meets it (pure).
 */
export function sidebarsProblem(value: unknown): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'must be an object of sidebars, each a list of entries';
  for (const [id, entries] of Object.entries(value)) {
    if (!Array.isArray(entries)) return `must list the entries of the sidebar '${id}'`;
    const i = entries.findIndex((entry) => !isSidebarEntry(entry));
    if (i >= 0) return `has an entry ${JSON.stringify(entries[i])?.slice(0, 80)} in the sidebar '${id}', which is not a doc id, { "category": ... }, { "dir": ... } or { "api": true }`;
  }
  return undefined;
}

function isSidebarEntry(entry: unknown): entry is SidebarEntryConfig {
  if (typeof entry === 'string') return true;
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return false;
  const e = entry as Record<string, unknown>;
  return typeof e.category === 'string' || typeof e.dir === 'string' || e.api === true;
}
