// `docgen init [dir]`: writes a starter site that builds on the first try (planStarterSite.ts says what), after
// checking that none of its files exists: an existing file is never overwritten, and then nothing at all is written.
// It asks for the title and an existing spec only when stdin is a terminal (and not with --yes): in CI or a script
// it takes the defaults instead of waiting for an answer nobody will type.
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { bundleSpec } from '../versions/bundleSpec.js';
import { parseSpecText } from '../openapi/parseSpecText.js';
import { formatDiagnostic } from '../diagnostics.js';
import { packageRoot } from '../packageRoot.js';
import { version } from '../version.js';
import { planStarterSite, starterScripts } from './planStarterSite.js';

export interface InitOptions {
  /** The site folder (default: the current folder); made when missing. */
  dir?: string;
  /** An OpenAPI file to use instead of the example API; a spec in several files is bundled into one. */
  spec?: string;
  title?: string;
  /** Ask nothing: take the defaults. */
  yes?: boolean;
  /** Where questions are read (default: stdin; asked only when it is a terminal). */
  input?: NodeJS.ReadableStream & { isTTY?: boolean };
  /** Where questions are written (default: stdout). */
  output?: NodeJS.WritableStream;
  log?: (line: string) => void;
  logError?: (line: string) => void;
}

const configNames = ['docgen.config.ts', 'docgen.config.mts', 'docgen.config.mjs', 'docgen.config.js'];

/** Writes the starter site; resolves to the exit code (0 written, 1 refused or failed: nothing written). */
export async function initSite(options: InitOptions = {}): Promise<number> {
  const log = options.log ?? ((line) => process.stdout.write(line + '\n'));
  const logError = options.logError ?? ((line) => process.stderr.write(line + '\n'));
  const dir = path.resolve(options.dir ?? '.');
  const fail = (message: string) => { logError(`docgen init: ${message}`); return 1; };
  if (fs.existsSync(dir) && !fs.statSync(dir).isDirectory()) return fail(`${dir} is a file, not a folder`);

  const starter = readStarter();
  // Checked before any question: a folder that holds a site already is said at once.
  const taken = existingFiles(dir, [...configNames, ...starter.keys()]);
  if (taken.length) return fail(refusal(dir, taken));

  const input = options.input ?? process.stdin;
  const ask = !options.yes && input.isTTY === true ? createInterface({ input, output: options.output ?? process.stdout }) : undefined;
  let specFile = options.spec;
  let title = options.title;
  try {
    if (ask && specFile === undefined) {
      const answer = (await ask.question('Use an OpenAPI file you already have? Its path, or Enter for an example API: ')).trim();
      specFile = answer || undefined;
    }
    let spec: { fileName: string; text: string; title?: string } | undefined;
    if (specFile !== undefined) {
      const bundled = await readUserSpec(path.resolve(specFile), process.cwd());
      if ('error' in bundled) return fail(bundled.error);
      spec = bundled;
    }
    const defaultTitle = spec?.title ?? 'My API';
    if (ask && title === undefined) title = (await ask.question(`Site title (${defaultTitle}): `)).trim() || undefined;
    title ??= defaultTitle;

    const files = planStarterSite(starter, {
      title, spec, version,
      hasGitignore: fs.existsSync(path.join(dir, '.gitignore')),
      hasPackageJson: fs.existsSync(path.join(dir, 'package.json')),
      folderName: path.basename(dir),
    });
    // Again, with the spec's own file name: it may be taken too.
    const takenNow = existingFiles(dir, [...configNames, ...files.keys()]);
    if (takenNow.length) return fail(refusal(dir, takenNow));
    const scripts = files.has('package.json') ? undefined : addScripts(path.join(dir, 'package.json'));
    const gitignore = files.has('.gitignore') ? undefined : fs.readFileSync(path.join(dir, '.gitignore'), 'utf8');

    for (const [relPath, text] of files) {
      const file = path.join(dir, relPath);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text, { flag: 'wx' }); // never over a file made since the check
    }
    report(log, dir, [...files.keys()], [...notesOnPackageJson(scripts), ...notesOnGitignore(gitignore)]);
    return 0;
  } finally {
    ask?.close();
  }
}

/** The starter files of templates/starter/, by relative path. */
function readStarter(): Map<string, string> {
  const root = path.join(packageRoot, 'templates', 'starter');
  const files = new Map<string, string>();
  for (const relPath of (fs.readdirSync(root, { recursive: true }) as string[]).sort()) {
    const file = path.join(root, relPath);
    if (fs.statSync(file).isFile()) files.set(relPath.split(path.sep).join('/'), fs.readFileSync(file, 'utf8'));
  }
  return files;
}

function existingFiles(dir: string, relPaths: string[]): string[] {
  return [...new Set(relPaths)].filter((relPath) => fs.existsSync(path.join(dir, relPath)));
}

/** The folder as the user would type it: relative below the current folder, else absolute. */
function shown(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative.startsWith('..') || path.isAbsolute(relative) ? dir : relative;
}

function refusal(dir: string, taken: string[]): string {
  const where = shown(dir) || '.';
  return `not writing anything: ${where} has ${taken.join(', ')} already, and docgen init never overwrites a file. Run it in an empty folder (docgen init my-docs), or move ${taken.length === 1 ? 'that file' : 'those files'} away first.`;
}

/**
 * Reads the user's spec and bundles the parts its `$ref`s reach into one document (refs to other files become refs
 * inside it), as YAML or JSON like the original; a spec in one file is copied as written. Through the build's own
 * gate (versions/bundleSpec.ts): parts are read only from the spec's folder and the git work tree around it, never
 * from elsewhere on disk or over the network, so a spec from somewhere else cannot carry a machine's files into the
 * new site.
 */
async function readUserSpec(file: string, cwd: string): Promise<{ fileName: string; text: string; title?: string } | { error: string }> {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return { error: `cannot read the spec ${file}: no such file` };
  const { bytes, diagnostics } = await bundleSpec(file, path.dirname(file));
  const problems = diagnostics.filter((d) => d.severity === 'error');
  if (!bytes || problems.length) {
    const why = problems.map((d) => formatDiagnostic(d, cwd)).join('\n') || 'it could not be bundled';
    return { error: `cannot use the spec ${file}:\n${why}` };
  }
  const text = Buffer.from(bytes).toString('utf8');
  const document = parseSpecText(text, file).value as { openapi?: unknown; swagger?: unknown; info?: { title?: unknown } } | null | undefined;
  // A YAML or JSON file that is not a spec (a docker-compose.yaml, a package.json) would give a site whose first build fails.
  if (!document || typeof document !== 'object' || !(document.openapi || document.swagger)) {
    return { error: `cannot use ${file}: it is not an OpenAPI document (no \`openapi\` (3.x) or \`swagger\` (2.0) field at the top level)` };
  }
  const info = document.info;
  const json = /\.json$/i.test(file);
  const base = path.basename(file).replace(/\.(ya?ml|json)$/i, '') || 'openapi';
  return { fileName: `${base}.${json ? 'json' : 'yaml'}`, text, title: typeof info?.title === 'string' ? info.title : undefined };
}

/**
 * Adds `build` and `dev` to an existing package.json's scripts where those names are free; returns those added and
 * those it kept, or 'invalid' for a file that is not JSON (not ours to repair).
 */
function addScripts(file: string): { added: string[]; kept: string[] } | 'invalid' {
  let pkg: Record<string, any>;
  const text = fs.readFileSync(file, 'utf8');
  try { pkg = JSON.parse(text); } catch { return 'invalid'; }
  if (!pkg || typeof pkg !== 'object' || Array.isArray(pkg)) return 'invalid';
  const added = Object.keys(starterScripts).filter((name) => pkg.scripts?.[name] === undefined);
  const kept = Object.keys(starterScripts).filter((name) => !added.includes(name) && pkg.scripts[name] !== starterScripts[name]);
  if (!added.length) return { added, kept };
  pkg.scripts = { ...pkg.scripts, ...Object.fromEntries(added.map((name) => [name, starterScripts[name]])) };
  const indent = /^[ \t]+(?=")/m.exec(text)?.[0] ?? '  ';
  fs.writeFileSync(file, JSON.stringify(pkg, null, indent) + '\n');
  return { added, kept };
}

/** What happened to an existing package.json, for the summary: the user would otherwise expect scripts that are not there. */
function notesOnPackageJson(scripts: ReturnType<typeof addScripts> | undefined): string[] {
  if (scripts === undefined) return [];
  if (scripts === 'invalid') return ['package.json: not valid JSON, so left as it is (without the scripts build and dev)'];
  const plural = (names: string[]) => `script${names.length > 1 ? 's' : ''} ${names.join(' and ')}`;
  const notes: string[] = [];
  if (scripts.added.length) notes.push(`package.json: added the ${plural(scripts.added)}`);
  if (scripts.kept.length) notes.push(`package.json: kept its own ${plural(scripts.kept)} (docgen's: ${scripts.kept.map((name) => `"${starterScripts[name]}"`).join(', ')})`);
  return notes;
}

/** An existing .gitignore is left as it is; the summary says so when it lets the built site into git. */
function notesOnGitignore(text: string | undefined): string[] {
  if (text === undefined) return [];
  const ignoresOut = text.split(/\r?\n/).some((line) => /^\/?out\/?$/.test(line.trim()));
  return ignoresOut ? [] : ['.gitignore: left as it is, and it does not ignore out/: add a line out/ to keep the built site out of git'];
}

function report(log: (line: string) => void, dir: string, written: string[], notes: string[]): void {
  const where = shown(dir);
  log(`Created a docgen site in ${where || 'this folder'}:`);
  for (const relPath of written) log(`  ${relPath}`);
  for (const note of notes) log(`  ${note}`);
  const root = where ? ` --root ${/\s/.test(where) ? JSON.stringify(where) : where}` : '';
  log('');
  log('Next:');
  log(`  npx docgen serve${root}    # preview on http://127.0.0.1:3000, reloaded on every save`);
  log(`  npx docgen build${root}    # the site in ${where ? path.join(where, 'out') : 'out'}/, for any static host`);
}
