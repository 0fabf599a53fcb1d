// The h2/h3 headings of an operation page and their ids. The template and the route's TOC both use these
// functions, so the table of contents and the page can never disagree.
import type { Heading } from '../../shared/types.js';
import { siblingSlugs, slugifyAnchor } from './kebabCase.js';
import type { ApiOperation, ParameterLocation } from './types.js';

export const PARAMETER_LOCATIONS: ParameterLocation[] = ['path', 'query', 'querystring', 'header', 'cookie'];
const LOCATION_TITLES: Record<ParameterLocation, string> = {
  path: 'Path parameters',
  query: 'Query parameters',
  querystring: 'Query string',
  header: 'Header parameters',
  cookie: 'Cookie parameters',
};

/** Anchor ids of the fixed sections of an operation page. */
export const SECTION_IDS = {
  authentication: 'authentication',
  codeSamples: 'code-samples',
  parameters: 'parameters',
  requestBody: 'request-body',
  responses: 'responses',
  callbacks: 'callbacks',
} as const;

/** Returns the id of a parameter location heading ('query-parameters'). */
export function parameterGroupId(location: ParameterLocation): string {
  return `${location}-parameters`;
}

/** Returns the title of a parameter location heading. */
export function parameterGroupTitle(location: ParameterLocation): string {
  return LOCATION_TITLES[location];
}

/**
 * Returns the anchors of an operation's parameters in one location, by name: '<in>-<name>' ('query-id'); names that
 * slug alike (`page_size`, `pageSize`) numbered as siblingSlugs does, by their sorted order, so that reordering them
 * keeps each one's anchor. The page, its twin, search, try-it and the versions' marks all take anchors from here.
 */
export function parameterAnchors(op: Pick<ApiOperation, 'parameters'>, location: ParameterLocation): Map<string, string> {
  const names = [...new Set(op.parameters.filter((p) => p.in === location).map((p) => p.name))];
  // A parameter named 'parameters' would take the id of its location's heading ('query-parameters').
  const slugs = siblingSlugs(names, new Set(['parameters']));
  return new Map(names.map((name, i) => [name, `${location}-${slugs[i]}`]));
}

/** Returns the id of a response heading ('response-200', 'response-4xx', 'response-default'). */
export function responseId(status: string): string {
  return `response-${slugifyAnchor(status)}`;
}

/** Returns the ids of an operation's callback headings, by name; names that slug alike numbered as siblingSlugs does. */
export function callbackIds(op: Pick<ApiOperation, 'callbacks'>): Map<string, string> {
  const names = [...new Set(op.callbacks.map((cb) => cb.name))];
  const slugs = siblingSlugs(names);
  return new Map(names.map((name, i) => [name, `callback-${slugs[i]}`]));
}

/** Returns the h2/h3 headings an operation page renders, in order. Pure. */
export function listOperationHeadings(op: ApiOperation, hasSamples: boolean): Heading[] {
  const headings: Heading[] = [];
  if (op.security.length) headings.push({ depth: 2, id: SECTION_IDS.authentication, text: 'Authentication' });
  const locations = PARAMETER_LOCATIONS.filter((loc) => op.parameters.some((p) => p.in === loc));
  if (locations.length) {
    headings.push({ depth: 2, id: SECTION_IDS.parameters, text: 'Parameters' });
    for (const loc of locations) headings.push({ depth: 3, id: parameterGroupId(loc), text: parameterGroupTitle(loc) });
  }
  // After the parameters, as on the page (in the side column of wide screens).
  if (hasSamples) headings.push({ depth: 2, id: SECTION_IDS.codeSamples, text: 'Code samples' });
  if (op.requestBody) headings.push({ depth: 2, id: SECTION_IDS.requestBody, text: op.kind === 'webhook' ? 'Payload' : 'Request body' });
  if (op.responses.length) {
    headings.push({ depth: 2, id: SECTION_IDS.responses, text: 'Responses' });
    const seen = new Set<string>();
    for (const r of op.responses) {
      const id = responseId(r.status);
      if (seen.has(id)) continue;
      seen.add(id);
      headings.push({ depth: 3, id, text: responseTitle(r.status) });
    }
  }
  if (op.callbacks.length) {
    headings.push({ depth: 2, id: SECTION_IDS.callbacks, text: 'Callbacks' });
    for (const [name, id] of callbackIds(op)) headings.push({ depth: 3, id, text: name });
  }
  return headings;
}

const STATUS_TEXT: Record<string, string> = {
  '100': 'Continue', '101': 'Switching Protocols', '200': 'OK', '201': 'Created', '202': 'Accepted', '203': 'Non-Authoritative Information',
  '204': 'No Content', '205': 'Reset Content', '206': 'Partial Content', '300': 'Multiple Choices', '301': 'Moved Permanently',
  '302': 'Found', '303': 'See Other', '304': 'Not Modified', '307': 'Temporary Redirect', '308': 'Permanent Redirect',
  '400': 'Bad Request', '401': 'Unauthorized', '402': 'Payment Required', '403': 'Forbidden', '404': 'Not Found',
  '405': 'Method Not Allowed', '406': 'Not Acceptable', '409': 'Conflict', '410': 'Gone', '412': 'Precondition Failed',
  '413': 'Content Too Large', '415': 'Unsupported Media Type', '422': 'Unprocessable Content', '429': 'Too Many Requests',
  '500': 'Internal Server Error', '501': 'Not Implemented', '502': 'Bad Gateway', '503': 'Service Unavailable', '504': 'Gateway Timeout',
  '1XX': 'Informational', '2XX': 'Success', '3XX': 'Redirection', '4XX': 'Client error', '5XX': 'Server error', default: 'Default response',
};

/** Returns '200 OK', '4XX Client error', 'default' -> 'Default response'. */
export function responseTitle(status: string): string {
  const upper = status.toUpperCase();
  if (status === 'default') return STATUS_TEXT.default;
  const text = STATUS_TEXT[upper];
  return text ? `${upper} ${text}` : upper;
}
