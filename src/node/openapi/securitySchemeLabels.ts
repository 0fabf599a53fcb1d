// How a security scheme's kind and an OAuth flow are named to a reader: the overview page and its twin say the same.
import type { ApiSecurityScheme } from './types.js';

/** A scheme's type as words ("API key", "HTTP bearer", "OAuth 2.0"). */
export function schemeTypeLabel(s: ApiSecurityScheme): string {
  if (s.type === 'apiKey') return 'API key';
  if (s.type === 'http') return `HTTP ${s.scheme ?? ''}`.trim();
  if (s.type === 'oauth2') return 'OAuth 2.0';
  if (s.type === 'openIdConnect') return 'OpenID Connect';
  return s.type;
}

const FLOW_NAMES: Record<string, string> = {
  implicit: 'Implicit',
  password: 'Password',
  clientCredentials: 'Client credentials',
  authorizationCode: 'Authorization code',
  deviceAuthorization: 'Device authorization',
};

/** An OAuth flow's key as words (authorizationCode -> "Authorization code"); an unknown key as written. */
export const flowLabel = (flow: string): string => FLOW_NAMES[flow] ?? flow;

/** The label of an API key's name: "Header name", "Query name", "Cookie name". */
export const keyNameLabel = (s: ApiSecurityScheme): string => {
  const where = s.in ?? 'header';
  return `${where.charAt(0).toUpperCase()}${where.slice(1)} name`;
};
