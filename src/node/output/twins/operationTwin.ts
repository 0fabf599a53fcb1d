// The twin of an operation page, from the view the page is drawn from (createOperationView): the request line,
// servers, authentication (header names), one parameter table, bodies and responses as nested lists with dotted
// paths, their examples and the curl sample. A compact twin (one too big to read in one go otherwise, see
// apiTwins.ts) keeps all that but the examples that do not fit (compactExamples.ts) and repeated inline subtrees,
// and its curl sample reads a big body from a file. Pure.
import { curlSample, type OperationView, type MediaTypeView, type ResponseView } from '../../openapi/createOperationView.js';
import type { LoadedApi, SecurityRequirement } from '../../openapi/types.js';
import { isTitleLike, overviewUrl } from '../../openapi/apiUrls.js';
import { hasTextBody } from '../../openapi/createCodeSamples.js';
import type { SchemaRow } from '../../openapi/buildSchemaView.js';
import { describeRow, rowDescription, rowFacts, rowFlags, schemaListLines, schemaRootLines, type ListedPaths } from './schemaList.js';
import { exampleLines, fillExampleSlots, type ExampleSlot } from './compactExamples.js';
import { code, compactNote, fence, tableCell, withFacts, type CompactTwin } from './twinText.js';
import type { TwinLinker } from './twinText.js';

// Past this size a compact twin's curl sample reads the body from a file rather than repeat it.
const COMPACT_CURL_CHARS = 2_000;
// What the note at the top of a compact twin may take.
const NOTE_CHARS = 400;

/** A compact twin's places for examples, filled once the rest of it is written. */
type Compacting = CompactTwin & { slots: ExampleSlot[] };

/**
 * The body of an operation's twin (front matter excluded). `plain` turns the operation's, its bodies' and its
 * responses' descriptions into the Markdown of what the page shows (specMarkdown with the API's link base); rows'
 * descriptions are read as their page reads them (schemaList.rowDescription).
 */
export function operationTwinBody(api: LoadedApi, view: OperationView, title: string, link: TwinLinker, plain: (markdown: string) => string, compact?: CompactTwin): string {
  const { op } = view;
  const listed: ListedPaths = new Map();
  const compacting: Compacting | undefined = compact && { ...compact, slots: [] };
  const out: string[] = [`# ${title}`, ''];
  const server = op.servers[0]?.url.replace(/\/+$/, '') ?? '';
  // A webhook is sent by the API to the reader's endpoint: its name, not a path on the API's servers.
  if (op.kind === 'webhook') out.push(`Webhook \`${op.path}\`: the API sends this ${op.method.toUpperCase()} request to the URL you register.`, '');
  else out.push(fence(`${op.additional ? op.method : op.method.toUpperCase()} ${server}${op.path}`, 'http'), '');
  if (op.servers.length && op.kind !== 'webhook') {
    out.push(op.servers.length === 1 ? `Server: ${serverText(op.servers[0])}` : 'Servers:', '');
    if (op.servers.length > 1) out.push(...op.servers.map((s) => `- ${serverText(s)}`), '');
  }
  const noteAt = out.length;
  if (op.deprecated) out.push('> **Deprecated.** This operation is deprecated and may be removed in a future version of the API.', '');
  // A summary too long to be the title is the page's first paragraph.
  if (op.summary?.trim() && !isTitleLike(op.summary)) out.push(plain(op.summary), '');
  if (op.description?.trim()) out.push(plain(op.description), '');

  if (op.security.length) out.push('## Authentication', '', ...securityLines(api, op.security, link), '');

  if (view.parameterGroups.length) {
    out.push('## Parameters', '', '| Name | In | Type | Required | Default | Values | Description |', '| --- | --- | --- | --- | --- | --- | --- |');
    const nested: string[] = [];
    for (const group of view.parameterGroups) {
      for (const { param, row } of group.params) {
        listed.set(row.id, code(param.name));
        // An object sent deepObject-style is a query parameter per property: `created[gt]=…`, never `created.gt`.
        const deep = row.deepObjectKey !== undefined;
        let facts = rowFacts(row, listed, link, { values: false, default: false });
        if (row.sentAs !== undefined) facts = `Sent as ${code(row.sentAs)}: the whole value written as one text.${facts ? ` ${facts}` : ''}`;
        if (deep) facts = `Style: deepObject, each property sent as its own query parameter (${code(row.deepObjectKey!)}).${facts ? ` ${facts}` : ''}`;
        const description = withFacts(rowDescription(row), facts, true);
        out.push(`| ${code(param.name)} | ${param.in} | ${tableCell(rowFlags(row, { required: false }))} | ${row.required ? 'yes' : 'no'} | ${row.defaultValue !== undefined ? tableCell(code(row.defaultValue)) : ''} | ${tableCell(row.enumValues?.map(code).join(', '))} | ${tableCell(description)} |`);
        if (row.children.length || row.groups) schemaListLines([row], '', listed, nested, 0, link, deep);
      }
    }
    out.push('');
    if (nested.length) out.push('Properties of the object parameters:', '', ...nested, '');
  }

  if (view.requestBody) {
    out.push(`## Request body${view.requestBody.body.required ? ' (required)' : ''}`, '');
    if (view.requestBody.body.description) out.push(plain(view.requestBody.body.description), '');
    if (view.requestBody.holdsNothing) out.push(`No body to send: the operation declares an optional ${view.requestBody.content.map((m) => code(m.contentType)).join(' or ')} body that holds no field.`, '');
    else mediaLines(view.requestBody.content, listed, 'the request body', out, link, compacting);
  }

  if (view.responses.length) {
    out.push('## Responses', '');
    for (const r of view.responses) responseLines(r, '###', listed, plain, link, out, compacting);
  }

  if (view.callbacks.length) {
    out.push('## Callbacks', '');
    for (const cb of view.callbacks) {
      for (const cop of cb.operations) {
        out.push(`### ${cb.name}: ${cop.method.toUpperCase()} ${cb.expression}`, '');
        if (cop.summary) out.push(cop.summary, '');
        if (cop.description) out.push(plain(cop.description), '');
        if (cop.requestBody) {
          out.push('Request body:', '');
          mediaLines(cop.requestBody.content, listed, `the request body of the ${cb.name} callback`, out, link, compacting);
        }
        for (const r of cop.responses) responseLines(r, '####', listed, plain, link, out, compacting);
      }
    }
  }

  let curl = view.samples.find((s) => s.id === 'curl');
  let bodyFile: string | undefined;
  const body = view.requestBody?.content[0];
  if (curl && compacting && body && hasTextBody(body.contentType) && curl.code.length > COMPACT_CURL_CHARS) {
    // The body is above (or described above): the sample reads it from a file rather than print it a second time.
    const file = `body.${/json/i.test(body.contentType) ? 'json' : /xml/i.test(body.contentType) ? 'xml' : /ya?ml/i.test(body.contentType) ? 'yaml' : 'txt'}`;
    const short = curlSample(api, op, { bodyFile: file });
    if (short && short.code !== curl.code) [curl, bodyFile] = [short, file];
  }
  if (curl) out.push('## Example request', '', fence(curl.code, 'bash'), '');
  if (bodyFile) out.push(`It sends the file ${code(bodyFile)} as the request body, described above.`, '');
  if (compacting) {
    const leftOut = fillExampleSlots(out, compacting.slots, compacting.room - NOTE_CHARS);
    out.splice(noteAt, 0, ...compactNote(compacting, [leftOut > 0 && 'large examples are left out', bodyFile !== undefined && 'the curl sample reads its body from a file']));
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
}

function serverText(s: { url: string; description?: string }): string {
  return `${code(s.url)}${s.description ? ` (${s.description})` : ''}`;
}

/** Which credentials go where: header names first, as a client needs them; each scheme links to the overview's twin. */
function securityLines(api: LoadedApi, security: SecurityRequirement[], link: TwinLinker): string[] {
  const overview = overviewUrl(api);
  const describe = (key: string) => {
    const s = api.securitySchemes.find((x) => x.key === key);
    if (!s) return code(key);
    const where = s.type === 'apiKey' ? `API key in the ${s.in ?? 'header'} ${code(s.name ?? key)}`
      : s.type === 'http' ? `HTTP ${s.scheme ?? ''} authentication: the ${code('Authorization')} header`.replace(/\s+/g, ' ')
        : s.type === 'oauth2' ? `OAuth 2.0: a bearer token in the ${code('Authorization')} header`
          : s.type === 'openIdConnect' ? 'OpenID Connect' : s.type;
    return `${where} ([${s.key}](${link.twin(`${overview}#${s.anchor}`)}))`;
  };
  const optional = security.some((req) => req.length === 0);
  const required = security.filter((req) => req.length > 0);
  const lines: string[] = [];
  lines.push(`${optional ? 'Authentication is optional. ' : ''}${required.length > 1 ? 'Any one of these:' : 'Send:'}`, '');
  for (const req of required) {
    lines.push(`- ${req.map((r) => describe(r.scheme) + (r.scopes.length ? ` with scopes ${r.scopes.map(code).join(', ')}` : '')).join(' and ')}`);
  }
  return lines;
}

function mediaLines(content: MediaTypeView[], listed: ListedPaths, where: string, out: string[], link?: TwinLinker, compact?: Compacting): void {
  for (const media of content) {
    out.push(`Content type: ${code(media.contentType)}`, '');
    if (media.schema) {
      // A form body's nested fields are sent as `card[exp_month]` (as its curl sample shows), not `card.exp_month`.
      const form = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(media.contentType);
      schemaRootLines(media.schema, listed, content.length > 1 ? `${where} (${media.contentType})` : where, out, link, compact && new Map(), form);
      out.push('');
    }
    if (!media.examples.length) continue;
    // A compact twin's examples are written once the rest is, into the room it leaves.
    if (compact) compact.slots.push({ at: out.push('') - 1, examples: media.examples, href: `${compact.page}#${media.id}` });
    else for (const example of media.examples) out.push(...exampleLines(example));
  }
}

function responseLines(r: ResponseView, heading: string, listed: ListedPaths, plain: (markdown: string) => string, link: TwinLinker, out: string[], compact?: Compacting): void {
  out.push(`${heading} ${r.title}`, '');
  if (r.response.description) out.push(plain(r.response.description), '');
  if (r.headers.length) out.push('Headers:', '', ...r.headers.map((h) => `- ${code(h.name ?? '')} ${describeRow(h, listed, link)}`), '');
  mediaLines(r.content, listed, `the ${r.title} response`, out, link, compact);
  if (r.links.length) {
    out.push('Links:', '');
    for (const l of r.links) {
      const target = l.href ? `[${l.operationId}](${link.twin(l.href)})` : (l.operationId ?? l.operationRef ?? '');
      const params = l.parameters ? Object.entries(l.parameters).map(([k, v]) => code(`${k} = ${typeof v === 'string' ? v : JSON.stringify(v)}`)).join(', ') : '';
      out.push(`- ${code(l.name)}: ${target}${params ? ` with ${params}` : ''}${l.description ? ` — ${l.description}` : ''}`);
    }
    out.push('');
  }
}
