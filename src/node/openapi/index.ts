// The API reference: OpenAPI spec -> model (loadApi, reads the disk) -> routes, sidebar, files (createApiRoutes, pure).
// The templates in templates/api render the pages from the model.
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { createApiModel } from './createApiModel.js';
import { loadSpec } from './loadSpec.js';
import type { ApiOptions, LoadedApi } from './types.js';

export type { ApiOptions, LoadedApi, ApiOperation, ApiTag, ApiSecurityScheme, CodeSampleLanguage } from './types.js';
export { createApiRoutes, createApiSidebar, operationUrl, overviewUrl, operationLabel } from './createApiRoutes.js';
export { DEFAULT_CODE_SAMPLES, checkCodeSampleLanguages } from './createCodeSamples.js';
export { kebabCase } from './kebabCase.js';

/** Reads, validates, converts (Swagger 2 -> 3.0) and dereferences the spec; reads local files only, never the network. */
export async function loadApi(specPath: string, options: ApiOptions): Promise<{ api?: LoadedApi; diagnostics: Diagnostic[] }> {
  const file = path.resolve(specPath);
  const spec = await loadSpec(file, { maxFileSize: options.maxSpecFileSize, root: options.root });
  if (!spec.document || !spec.raw || spec.json === undefined) return { diagnostics: applyStrict(spec.diagnostics, options.strict) };
  const model = createApiModel({ document: spec.document, specPath: file, options, raw: spec.raw, json: spec.json, locate: spec.locate });
  const diagnostics = applyStrict([...spec.diagnostics, ...model.diagnostics], options.strict);
  return { api: model.api, diagnostics };
}

// The warnings that say the spec breaks OpenAPI's rules (docgen shows it as other renderers do): `--strict` makes them
// errors, for maintainers whose CI enforces a valid spec. A remote $ref is valid OpenAPI, and stays a warning.
const SPEC_RULE_WARNINGS = new Set(['openapi-schema', 'openapi-duplicate-parameter', 'openapi-tag-parent', 'openapi-unknown-scheme']);

function applyStrict(diagnostics: Diagnostic[], strict: boolean | undefined): Diagnostic[] {
  if (!strict) return diagnostics;
  return diagnostics.map((d) => (d.severity === 'warning' && SPEC_RULE_WARNINGS.has(d.code) ? { ...d, severity: 'error' } : d));
}
