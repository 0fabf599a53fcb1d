// From a validated, dereferenced OpenAPI document to the LoadedApi model. Pure: no I/O.
import path from 'node:path';
import { error, warning, type Diagnostic } from '../diagnostics.js';
import { createOperationPageId, createOverviewPageId, siblingSlugs } from './kebabCase.js';
import { joinPointer } from './jsonPointer.js';
import type { SpecPosition } from './parseSpecText.js';
import { createSchemaIndex } from './schemaIndex.js';
import { createLocalResolver, METHODS, readOperation, readServer, type OperationInput } from './readOperation.js';
import { createApiTags } from './createApiTags.js';
import type { ApiOperation, ApiOptions, ApiSecurityScheme, ApiServer, LoadedApi, SpecFile } from './types.js';

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
  const resolve = createLocalResolver(document);

  const operations: ApiOperation[] = [];
  const byPageId = new Map<string, ApiOperation>();
  const add = (input: Omit<OperationInput, 'document' | 'docServers' | 'id'>, pointer: (string | number)[]) => {
    const { op, method, urlPath, kind } = input;
    if (!op || typeof op !== 'object') return;
    const id = createOperationPageId(method, kind === 'webhook' ? `webhook ${urlPath}` : urlPath, op.operationId);
    const operation = readOperation({ ...input, document, id, docServers });
    const clash = byPageId.get(id);
    if (clash) {
      diagnostics.push(
        error(
          'openapi-duplicate-page',
          `Two operations map to the page ${options.routeBasePath.replace(/\/+$/, '')}/${id}: ${describeOperation(clash)} and ${describeOperation(operation)}`,
          { file: specPath, ...locate?.(joinPointer([...pointer, 'operationId'])), hint: 'Give one of them a different operationId.' },
        ),
      );
      return;
    }
    byPageId.set(id, operation);
    operations.push(operation);
  };
  // Paths, then webhooks (3.1 `webhooks`, and the `x-webhooks` extension that came before it).
  const groups: [string, 'operation' | 'webhook'][] = [['paths', 'operation'], ['webhooks', 'webhook'], ['x-webhooks', 'webhook']];
  for (const [field, kind] of groups) {
    for (const [urlPath, given] of Object.entries<Record<string, any>>(document[field] ?? {})) {
      const pathItem = resolve(given);
      if (!pathItem || typeof pathItem !== 'object') continue;
      for (const method of Object.keys(pathItem).filter((k) => METHODS.includes(k))) {
        add({ pathItem, op: pathItem[method], method, urlPath, kind }, [field, urlPath, method]);
      }
      // OpenAPI 3.2: methods without a field of their own (COPY, LINK...), as written.
      for (const [method, op] of Object.entries<any>(pathItem.additionalOperations ?? {})) {
        add({ pathItem, op, method, urlPath, kind, additional: true }, [field, urlPath, 'additionalOperations', method]);
      }
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

  const { files, downloadUrls } = createSpecFiles(specPath, raw, json, options.downloadDir ?? 'openapi');
  const tags = createApiTags(document.tags, operations, specPath, locate);
  diagnostics.push(...tags.diagnostics);
  const securitySchemes = readSecuritySchemes(document.components?.securitySchemes, resolve);
  diagnostics.push(...checkSchemeNames(operations, securitySchemes, specPath));
  const api: LoadedApi = {
    specPath,
    options,
    title: String(info.title ?? 'API'),
    version: String(info.version ?? ''),
    openapiVersion: String(document.openapi ?? ''),
    description: typeof info.description === 'string' ? info.description : undefined,
    overviewId,
    // A spec that breaks the schema builds (with warnings): what is shown as text is read only when it is text.
    termsOfService: text(info.termsOfService),
    contact: pickText(info.contact, ['name', 'url', 'email']),
    license: pickText(info.license, ['name', 'url', 'identifier']),
    externalDocs: text(document.externalDocs?.url) ? (pickText(document.externalDocs, ['url', 'description']) as { url: string; description?: string }) : undefined,
    servers: docServers,
    securitySchemes,
    tags: tags.tags,
    operations,
    files,
    downloadUrls,
    schemas,
    linkBase: pickLinkBase(document),
    document,
  };
  return { api, diagnostics };
}

function normaliseServers(servers: unknown): ApiServer[] {
  if (!Array.isArray(servers) || servers.length === 0) return [{ url: '/' }];
  return servers.filter((s) => s && typeof s.url === 'string').map(readServer);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The text fields of an object (contact, licence), or undefined when it is not an object. */
function pickText<K extends string>(value: unknown, keys: K[]): Partial<Record<K, string>> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  return Object.fromEntries(keys.map((k) => [k, text((value as Record<string, unknown>)[k])]).filter(([, v]) => v !== undefined)) as Partial<Record<K, string>>;
}

function describeOperation(op: ApiOperation): string {
  return op.kind === 'webhook' ? `the webhook ${op.path} (${op.method.toUpperCase()})` : `${op.method.toUpperCase()} ${op.path}`;
}

function readSecuritySchemes(schemes: Record<string, any> | undefined, resolve: (v: unknown) => any): ApiSecurityScheme[] {
  // Keys that slug alike (`api_key`, `apiKey`) are numbered by their sorted order, as properties are.
  const slugs = siblingSlugs(Object.keys(schemes ?? {}));
  return Object.entries(schemes ?? {}).map(([key, given], i) => {
    const s = resolve(given);
    return {
      key,
      anchor: `auth-${slugs[i]}`,
      type: String(s?.type ?? ''),
      description: text(s?.description),
      name: text(s?.name),
      in: text(s?.in),
      scheme: text(s?.scheme),
      bearerFormat: text(s?.bearerFormat),
      flows: s?.flows && typeof s.flows === 'object'
        ? Object.fromEntries(
            Object.entries<any>(s.flows).map(([flow, f]) => [
              flow,
              {
                authorizationUrl: text(f?.authorizationUrl),
                tokenUrl: text(f?.tokenUrl),
                refreshUrl: text(f?.refreshUrl),
                deviceAuthorizationUrl: text(f?.deviceAuthorizationUrl),
                scopes: Object.fromEntries(Object.entries<unknown>(f?.scopes && typeof f.scopes === 'object' ? f.scopes : {}).map(([k, v]) => [k, text(v) ?? ''])),
              },
            ]),
          )
        : undefined,
      openIdConnectUrl: text(s?.openIdConnectUrl),
      oauth2MetadataUrl: typeof s?.oauth2MetadataUrl === 'string' ? s.oauth2MetadataUrl : undefined,
      deprecated: s?.deprecated === true,
    };
  });
}

/** A security requirement that names no declared scheme: the page shows the name without a link. */
function checkSchemeNames(operations: ApiOperation[], schemes: ApiSecurityScheme[], file: string): Diagnostic[] {
  const known = new Set(schemes.map((s) => s.key));
  const unknown = new Map<string, ApiOperation>();
  for (const op of operations) for (const req of op.security) for (const { scheme } of req) if (!known.has(scheme) && !unknown.has(scheme)) unknown.set(scheme, op);
  return [...unknown].map(([scheme, op]) =>
    warning('openapi-unknown-scheme', `The security scheme '${scheme}' (required by ${describeOperation(op)}) is not declared in components.securitySchemes`, { file }),
  );
}

function createSpecFiles(specPath: string, raw: Uint8Array, json: string, dir: string): { files: SpecFile[]; downloadUrls: { label: string; url: string }[] } {
  const base = path.basename(specPath);
  const stem = base.replace(/\.(ya?ml|json)$/i, '');
  const isJson = /\.json$/i.test(base);
  const files: SpecFile[] = [{ outputPath: `${dir}/${base}`, contents: raw }];
  const downloadUrls = [{ label: isJson ? 'JSON' : 'YAML', url: `/${dir}/${base}` }];
  if (!isJson) {
    files.push({ outputPath: `${dir}/${stem}.json`, contents: json });
    downloadUrls.push({ label: 'JSON', url: `/${dir}/${stem}.json` });
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
