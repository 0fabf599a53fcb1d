// The spec of a docs version, as one file: a multi-file spec's parts (../common/…) are pulled in, so the frozen
// version does not change when the shared parts do. Reads the spec and its parts through the same gate and checks as
// the build (prepareExternalRefs); never the network.
import path from 'node:path';
import { bundle } from '@readme/openapi-parser';
import YAML from 'yaml';
import { error, hasErrors, type Diagnostic } from '../diagnostics.js';
import { createSpecScope } from '../openapi/loadSpec.js';
import { parseSpecText } from '../openapi/parseSpecText.js';
import { collectRefs, hideLiteralRefs, prepareExternalRefs, restoreLiteralRefs, specPartResolver } from '../openapi/prepareExternalRefs.js';
import { readSiteFile } from '../readSiteFile.js';

/** The spec's bytes: as written when it is one file, else bundled into one document in the same format (reads disk). */
export async function bundleSpec(specFile: string, root: string, maxBytes = Infinity): Promise<{ bytes?: Uint8Array; diagnostics: Diagnostic[] }> {
  const scope = createSpecScope(specFile, root);
  const read = readSiteFile(specFile, scope, maxBytes);
  if ('refusal' in read) return { diagnostics: [error('openapi-read', `Cannot read the OpenAPI spec: it ${read.refusal.message}`, { file: specFile })] };
  const text = read.bytes.toString('utf8');
  const parsed = parseSpecText(text, specFile);
  if (parsed.value === undefined) return { diagnostics: parsed.diagnostics.length ? parsed.diagnostics : [error('openapi-empty', 'The OpenAPI spec is empty', { file: specFile })] };
  const literals: Record<string, unknown>[] = [];
  const found = collectRefs(parsed.value, literals);
  const refs = prepareExternalRefs(parsed.value, specFile, text, found, scope, literals);
  if (hasErrors(refs.diagnostics)) return { diagnostics: refs.diagnostics };
  if (!refs.hasExternal) return { bytes: read.bytes, diagnostics: refs.diagnostics };
  hideLiteralRefs(literals);
  try {
    const options = { resolve: { external: true, file: specPartResolver(refs.parts) } };
    const bundled = await bundle(parsed.value as any, options as unknown as Parameters<typeof bundle>[1]);
    restoreLiteralRefs(literals);
    const json = /\.json$/i.test(path.basename(specFile));
    return { bytes: Buffer.from(json ? JSON.stringify(bundled, null, 2) + '\n' : YAML.stringify(bundled, { aliasDuplicateObjects: false })), diagnostics: refs.diagnostics };
  } catch (cause) {
    restoreLiteralRefs(literals);
    return { diagnostics: [error('openapi-invalid', `Cannot bundle the OpenAPI spec into one file: ${(cause as Error).message}`, { file: specFile, cause })] };
  }
}
