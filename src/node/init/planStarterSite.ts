// What `docgen init` writes, as plain data: the starter files (templates/starter/, read by initSite.ts) plus the files
// made for this site: docgen.config.ts (its title and spec), the spec the user chose, and a .gitignore and a
// package.json when the folder has none. Pure.

export interface StarterChoices {
  title: string;
  /** The user's spec, bundled into one document; absent: the example API of templates/starter/openapi/. */
  spec?: { fileName: string; text: string };
  /** The folder has these already: they are not planned (a package.json only gets scripts, in initSite.ts). */
  hasGitignore: boolean;
  hasPackageJson: boolean;
  /** docgen-cli's version, for the devDependency of a new package.json. */
  version: string;
  /** For a new package.json's name: the folder's name. */
  folderName: string;
}

/** The scripts a site's package.json gets: `npm run build` and `npm run dev`. */
export const starterScripts: Record<string, string> = { build: 'docgen build', dev: 'docgen serve' };

// The starter intro's step about the example API, which a site made with --spec does not have.
const EXAMPLE_SPEC_STEP = '- Replace `openapi/openapi.yaml` with the description of your own API.';

/** Every file to write, by path relative to the site folder (forward slashes), in writing order. */
export function planStarterSite(starter: Map<string, string>, choices: StarterChoices): Map<string, string> {
  const files = new Map<string, string>();
  const specPath = choices.spec ? `openapi/${choices.spec.fileName}` : 'openapi/openapi.yaml';
  files.set('docgen.config.ts', configText(choices.title, specPath));
  for (const [relPath, text] of starter) {
    if (relPath.startsWith('openapi/') && choices.spec) continue;
    files.set(relPath, choices.spec && relPath === 'content/docs/intro.md' ? text.replace(EXAMPLE_SPEC_STEP, `- Keep \`${specPath}\` in step with your API: every build reads it.`) : text);
  }
  if (choices.spec) files.set(specPath, choices.spec.text);
  if (!choices.hasGitignore) files.set('.gitignore', 'node_modules/\nout/\n');
  if (!choices.hasPackageJson) files.set('package.json', packageJsonText(choices));
  return files;
}

function configText(title: string, specPath: string): string {
  const quoted = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return `import { defineConfig } from 'docgen-cli';

// Every key, its type and its default: the configuration reference in docgen-cli's README.
export default defineConfig({
  title: ${quoted(title)},
  tagline: 'Guides and API reference',
  // Where the site will be published: canonical URLs and the sitemap use it. With a sub-path (GitHub Pages of a
  // project: https://you.github.io/project/), set baseUrl to '/project/'.
  url: 'https://docs.example.com',
  baseUrl: '/',
  favicon: '/favicon.svg',
  spec: ${quoted(specPath)},
  navbar: {
    items: [
      { label: 'Guides', href: '/docs/intro', sidebar: 'docs' },
      { label: 'API reference', href: '/docs/category/api', sidebar: 'api' },
    ],
  },
});
`;
}

function packageJsonText(choices: StarterChoices): string {
  const name = choices.folderName.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[._-]+|-+$/g, '') || 'docs';
  const pkg = { name, private: true, type: 'module', scripts: starterScripts, devDependencies: { 'docgen-cli': `^${choices.version}` } };
  return JSON.stringify(pkg, null, 2) + '\n';
}
