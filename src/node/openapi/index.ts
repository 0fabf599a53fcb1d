// The API reference: OpenAPI spec -> model (loadApi, reads the disk) -> routes, sidebar, files (createApiRoutes, pure).
// The templates in templates/api render the pages from the model.
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { createApiModel } from './createApiModel.js';
import { loadSpec } from './loadSpec.js';
import type { ApiOptions, LoadedApi } from './types.js';

export type { ApiOptions, LoadedApi, ApiOperation, ApiTag, ApiSecurityScheme, CodeSampleLanguage } from './types.js';
export { createApiRoutes, createApiSidebar, operationUrl, overviewUrl, operationLabel } from './createApiRoutes.js';
export { DEFAULT_CODE_SAMPLES } from './createCodeSamples.js';
export { kebabCase } from './kebabCase.js';

/** Reads, validates, converts (Swagger 2 -> 3.0) and dereferences the spec; reads local files only, never the network. */
export async function loadApi(specPath: string, options: ApiOptions): Promise<{ api?: LoadedApi; diagnostics: Diagnostic[] }> {
  const file = path.resolve(specPath);
  const spec = await loadSpec(file, { maxFileSize: options.maxSpecFileSize, root: options.root });
  if (!spec.document || !spec.raw || spec.json === undefined) return { diagnostics: spec.diagnostics };
  const model = createApiModel({ document: spec.document, specPath: file, options, raw: spec.raw, json: spec.json, locate: spec.locate });
  const diagnostics = [...spec.diagnostics, ...model.diagnostics];
  return { api: model.api, diagnostics };
}
