// Loads the OpenAPI spec when the site has one. The OpenAPI modules are imported lazily: a site without a
// spec never pays for the parser's imports.
import type { SiteConfig } from './config.js';
import { error, type Diagnostic } from './diagnostics.js';
import { locateConfigKey } from './loadConfigFile.js';
import type { Route, Sidebar } from '../shared/types.js';
import type { ApiRenderContext } from './render/renderApiRoute.js';

export interface ApiStage {
  diagnostics: Diagnostic[];
  routes?: { routes: Route[]; sidebar: Sidebar };
  files: { outputPath: string; contents: string | Uint8Array }[];
  renderContext?: ApiRenderContext;
}

/** Returns the API routes, sidebar and files for the configured spec, or nothing when there is no spec (reads disk). */
export async function loadApiStage(config: SiteConfig): Promise<ApiStage> {
  if (!config.specFile) return { diagnostics: [], files: [] };
  const { loadApi, createApiRoutes, checkCodeSampleLanguages } = await import('./openapi/index.js');
  const languageProblems = checkCodeSampleLanguages(config.codeSamples).map((problem) => error('config-code-samples', `Config key 'codeSamples': ${problem}`, {
    file: config.configFile, ...(config.configSource ? locateConfigKey(config.configSource, 'codeSamples') : {}), hint: 'Targets and clients are those of httpsnippet, e.g. { id: \'python\', label: \'Python\', target: \'python\', client: \'requests\' }.',
  }));
  if (languageProblems.length) return { diagnostics: languageProblems, files: [] };
  const { api, diagnostics } = await loadApi(config.specFile, {
    routeBasePath: config.api.routeBasePath, categoryUrl: config.api.categoryUrl, codeSamples: config.codeSamples,
    maxSpecFileSize: config.maxSpecFileSize, root: config.root, downloadDir: config.downloadDir, strict: config.api.strict,
  });
  if (!api) return { diagnostics, files: [] };
  const { routes, sidebar, files } = createApiRoutes(api);
  return { diagnostics, routes: { routes, sidebar }, files, renderContext: { api } };
}
