// From a validated, dereferenced OpenAPI document to the LoadedApi model. Pure: no I/O.
import path from 'node:path';
import { error, type Diagnostic } from '../diagnostics.js';
import { createOperationPageId, createOverviewPageId, slugifyAnchor } from './kebabCase.js';
import { joinPointer } from './jsonPointer.js';
import type { SpecPosition } from './parseSpecText.js';
import { createSchemaIndex } from './schemaIndex.js';
import { readOperation, readServer } from './readOperation.js';
import type { ApiOperation, ApiOptions, ApiSecurityScheme, ApiServer, ApiTag, LoadedApi, SpecFile } from './types.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export interface ModelInput {
  document: Record<string, any>;
  specPath: string;
  options: ApiOptions;
  raw: Uint8Array;
  json: string;
  /** Where a JSON pointer is written in the spec file, for the line of a collision. */
  locate?: (pointer: string) => SpecPosition | undefined;
}

/** Builds the API model and reports page-id collisions. Pure. */
export function createApiModel({ document, specPath, options, raw, json, locate }: ModelInput): { api: LoadedApi; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const info = document.info ?? {};
  const schemas = createSchemaIndex(document);
  const docServers = normaliseServers(document.servers);

  const operations: ApiOperation[] = [];
  const byPageId = new Map<string, ApiOperation>();
  for (const [urlPath, pathItem] of Object.entries<Record<string, any>>(document.paths ?? {})) {
    if (!pathItem || typeof pathItem !== 'object') continue;
    for (const method of Object.keys(pathItem).filter((k) => METHODS.includes(k))) {
      const op = pathItem[method];
      const id = createOperationPageId(method, urlPath, op.operationId);
      const operation = readOperation({ document, pathItem, op, method, urlPath, id, docServers });
      const clash = byPageId.get(id);
      if (clash) {
        diagnostics.push(
          error(
            'openapi-duplicate-page',
            `Two operations map to the page ${options.routeBasePath.replace(/\/+$/, '')}/${id}: ${clash.method.toUpperCase()} ${clash.path} and ${method.toUpperCase()} ${urlPath}`,
            { file: specPath, ...locate?.(joinPointer(['paths', urlPath, method, 'operationId'])), hint: 'Give one of them a different operationId.' },
          ),
        );
        continue;
      }
      byPageId.set(id, operation);
      operations.push(operation);
    }
  }

  const overviewId = createOverviewPageId(String(info.title ?? ''));
  const squatter = byPageId.get(overviewId);
  if (squatter) {
    // Both names are in the spec: say which two keys make the one URL, each with its line, and which to change.
    const titleLine = locate?.(joinPointer(['info', 'title']))?.line;
    const at = locate?.(joinPointer(['paths', squatter.path, squatter.method, 'operationId']));
    const title = `info.title \`${String(info.title ?? '')}\`${titleLine ? ` (line ${titleLine})` : ''}`;
    const operation = squatter.operationId
      ? `its operationId \`${squatter.operationId}\`${at ? ` (line ${at.line})` : ''}`
      : 'its method and path (it has no operationId)';
    diagnostics.push(
      error('openapi-duplicate-page', `Two pages claim the URL ${options.routeBasePath.replace(/\/+$/, '')}/${overviewId}: the API overview, named by ${title}, and ${squatter.method.toUpperCase()} ${squatter.path}, named by ${operation}`, {
        file: specPath,
        ...at,
        hint: `${squatter.operationId ? 'Rename the operationId' : 'Give the operation an operationId'}, or set a different info.title: the title names the overview page, the operationId the operation's page.`,
      }),
    );
    // Left out, as a second operation on one page is above: the route graph would report the URL again, without lines.
    operations.splice(operations.indexOf(squatter), 1);
    byPageId.delete(overviewId);
  }

  const { files, downloadUrls } = createSpecFiles(specPath, raw, json);
  const api: LoadedApi = {
    specPath,
    options,
    title: String(info.title ?? 'API'),
    version: String(info.version ?? ''),
    openapiVersion: String(document.openapi ?? ''),
    description: typeof info.description === 'string' ? info.description : undefined,
    overviewId,
    termsOfService: info.termsOfService,
    contact: info.contact,
    license: info.license,
    externalDocs: document.externalDocs?.url ? document.externalDocs : undefined,
    servers: docServers,
    securitySchemes: readSecuritySchemes(document.components?.securitySchemes),
    tags: createTags(document.tags, operations),
    operations,
    files,
    downloadUrls,
    schemas,
    linkBase: pickLinkBase(document),
  };
  return { api, diagnostics };
}

function normaliseServers(servers: unknown): ApiServer[] {
  if (!Array.isArray(servers) || servers.length === 0) return [{ url: '/' }];
  return servers.filter((s) => s && typeof s.url === 'string').map(readServer);
}


function readSecuritySchemes(schemes: Record<string, any> | undefined): ApiSecurityScheme[] {
  const anchors = new Set<string>();
  return Object.entries(schemes ?? {}).map(([key, s]) => ({
    key,
    anchor: uniqueAnchor(`auth-${slugifyAnchor(key)}`, anchors),
    type: String(s?.type ?? ''),
    description: s?.description,
    name: s?.name,
    in: s?.in,
    scheme: s?.scheme,
    bearerFormat: s?.bearerFormat,
    flows: s?.flows
      ? Object.fromEntries(
          Object.entries<any>(s.flows).map(([flow, f]) => [
            flow,
            { authorizationUrl: f?.authorizationUrl, tokenUrl: f?.tokenUrl, refreshUrl: f?.refreshUrl, scopes: f?.scopes ?? {} },
          ]),
        )
      : undefined,
    openIdConnectUrl: s?.openIdConnectUrl,
  }));
}

/** Tags in the spec's order, then tags only used by operations (first use order); each with its operations. */
function createTags(declared: unknown, operations: ApiOperation[]): ApiTag[] {
  const tags = new Map<string, ApiTag>();
  const anchors = new Set<string>();
  const used = new Set(operations.flatMap((op) => op.tags));
  const add = (name: string, description?: string) => {
    if (!tags.has(name)) tags.set(name, { name, anchor: uniqueAnchor(`tag-${slugifyAnchor(name)}`, anchors), description, operationIds: [] });
  };
  // Declared tags no operation uses would make empty sidebar categories: leave them out.
  if (Array.isArray(declared)) for (const t of declared) if (t?.name && used.has(t.name)) add(String(t.name), t.description);
  for (const op of operations) for (const t of op.tags) add(t);
  for (const op of operations) for (const t of op.tags) tags.get(t)!.operationIds.push(op.id);
  return [...tags.values()];
}

/** Returns `base` or `base-2`, `base-3`... (names that differ only in case or punctuation share a slug). */
function uniqueAnchor(base: string, taken: Set<string>): string {
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

function createSpecFiles(specPath: string, raw: Uint8Array, json: string): { files: SpecFile[]; downloadUrls: { label: string; url: string }[] } {
  const base = path.basename(specPath);
  const stem = base.replace(/\.(ya?ml|json)$/i, '');
  const isJson = /\.json$/i.test(base);
  const files: SpecFile[] = [{ outputPath: `openapi/${base}`, contents: raw }];
  const downloadUrls = [{ label: isJson ? 'JSON' : 'YAML', url: `/openapi/${base}` }];
  if (!isJson) {
    files.push({ outputPath: `openapi/${stem}.json`, contents: json });
    downloadUrls.push({ label: 'JSON', url: `/openapi/${stem}.json` });
  }
  return { files, downloadUrls };
}

/** Relative links in spec descriptions point at the API owner's site: find its origin. */
function pickLinkBase(document: Record<string, any>): string | undefined {
  const candidates = [document.externalDocs?.url, document.info?.contact?.url, document.info?.termsOfService, document.info?.['x-logo']?.url];
  for (const c of candidates) {
    try {
      if (typeof c === 'string' && /^https?:/i.test(c)) return new URL(c).origin;
    } catch {
      // not a URL: try the next one
    }
  }
  return undefined;
}
