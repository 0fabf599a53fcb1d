// `docgen version <name>`: freezes the docs (with the images they show), the `sidebars` of the config and the spec
// (bundled into one file) into versioned/<name>/, and puts the name first in versions.json. All or nothing: the
// version is written into a staging folder beside versioned/<name>/ and renamed into place, and versions.json is
// replaced by a rename; when anything fails, nothing of the version is left.
import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig, type SiteConfig } from '../config.js';
import { DocgenError, error, hasErrors, type Diagnostic } from '../diagnostics.js';
import { loadSources } from '../content/loadSources.js';
import { collectContent } from '../content/collectContent.js';
import { renderContent } from '../content/renderContent.js';
import { createSiteScope, readSiteFile } from '../readSiteFile.js';
import { manifestName, readVersionNames, sidebarsName } from './readVersions.js';
import { versionNameProblem } from './versionName.js';
import { bundleSpec } from './bundleSpec.js';

export interface FrozenResult {
  name: string;
  dir: string;
  files: number;
  versions: string[];
}

/** Freezes the working copy as version `name` under `root` (reads and writes disk; throws DocgenError). */
export async function freezeVersion(root: string, name: string): Promise<FrozenResult> {
  const config = await resolveConfig(root);
  const fail = (diagnostics: Diagnostic | Diagnostic[]): never => { throw new DocgenError(diagnostics); };
  const known = readVersionNames(config);
  if (hasErrors(known.diagnostics)) fail(known.diagnostics);
  const dir = path.join(config.versionedDir, name);
  const hint = 'Pick another name, or remove the version from versions.json and versioned/ first.';
  if (known.names.includes(name)) fail(error('version-exists', `The version '${name}' already exists (versions.json lists it)`, { file: config.versionsFile, hint }));

  // The working copy's docs, as the build reads them: what to copy, which names they take under /docs, their images.
  const sources = loadSources(config.docsDir, undefined, { root: config.root, maxMarkdownFileSize: config.maxMarkdownFileSize });
  const content = collectContent(sources.files);
  const segments = new Set(content.docs.map((d) => d.url.split('/')[2]).filter((s): s is string => !!s));
  const problem = versionNameProblem(name, segments);
  if (problem) fail(error('version-name', `Cannot make a version named '${name}': ${problem}`, { hint: 'Version names are one URL segment such as 2.0, v2 or 2024-06.' }));
  if (fs.existsSync(dir)) fail(error('version-exists', `The version '${name}' already exists: ${path.relative(config.root, dir)}/ is there`, { file: dir, hint }));
  if (hasErrors(sources.diagnostics)) fail(sources.diagnostics);
  const images = renderContent(content.docs, config).assets;

  const files = new Map<string, Uint8Array>();
  const scope = createSiteScope([config.root]);
  const copy = (source: string) => {
    const relative = path.relative(config.root, source);
    const read = readSiteFile(source, scope);
    if ('refusal' in read) fail(error('version-copy', `Cannot freeze ${relative}: it ${read.refusal.message}`, { file: source }));
    else files.set(relative, read.bytes);
  };
  // Every file of the docs folder (Markdown, category files, images beside them), then images the docs show from elsewhere.
  for (const file of listFiles(config.docsDir)) copy(file);
  for (const image of images.keys()) if (!files.has(path.relative(config.root, image))) copy(image);

  const manifest: { docs: string; spec?: string } = { docs: path.relative(config.root, config.docsDir) };
  if (config.specFile) {
    const spec = await bundleSpec(config.specFile, config.root, config.maxSpecFileSize);
    if (!spec.bytes) fail(spec.diagnostics);
    manifest.spec = `openapi/${path.basename(config.specFile)}`;
    files.set(manifest.spec, spec.bytes!);
  }
  files.set(sidebarsName, Buffer.from(JSON.stringify(config.sidebars, null, 2) + '\n'));
  files.set(manifestName, Buffer.from(JSON.stringify(manifest, null, 2) + '\n'));
  const versions = [name, ...known.names];
  writeAtomically(config, dir, files, versions);
  return { name, dir, files: files.size, versions };
}

/** Every regular file under `dir`, skipping dot-files (touches disk). */
function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath ?? (e as unknown as { path: string }).path, e.name))
    .filter((f) => !path.relative(dir, f).split(path.sep).some((part) => part.startsWith('.')))
    .sort();
}

function writeAtomically(config: SiteConfig, dir: string, files: Map<string, Uint8Array>, versions: string[]): void {
  const staging = path.join(config.versionedDir, `.${path.basename(dir)}.staging-${process.pid}`);
  const versionsTmp = `${config.versionsFile}.${process.pid}.tmp`;
  let moved = false;
  try {
    for (const [relative, bytes] of files) {
      const target = path.join(staging, relative);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, bytes);
    }
    fs.writeFileSync(versionsTmp, JSON.stringify(versions, null, 2) + '\n');
    fs.renameSync(staging, dir);
    moved = true;
    fs.renameSync(versionsTmp, config.versionsFile);
  } catch (e) {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(versionsTmp, { force: true });
    if (moved) fs.rmSync(dir, { recursive: true, force: true });
    throw new DocgenError(error('version-write', `Cannot write the version: ${(e as Error).message}`, { file: dir, hint: 'Nothing was changed: versions.json and versioned/ are as they were.' }));
  }
}
