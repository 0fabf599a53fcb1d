/** @jsxRuntime automatic @jsxImportSource react */
// Which credentials an operation needs; each scheme links to its section on the overview page.
import type { LoadedApi, SecurityRequirement } from '../../src/node/openapi/types.js';
import { Link } from '../parts/Link.js';

/** The security alternatives of an operation (any one of them is enough; schemes within one apply together). */
export function SecurityRequirements(props: { api: LoadedApi; security: SecurityRequirement[]; overviewUrl: string }) {
  const { api, security } = props;
  const overview = props.overviewUrl;
  const describe = (key: string) => {
    const scheme = api.securitySchemes.find((s) => s.key === key);
    if (!scheme) return <code>{key}</code>;
    const where =
      scheme.type === 'apiKey'
        ? `API key in the ${scheme.in ?? 'header'} ${scheme.name ?? ''}`.trim()
        : scheme.type === 'http'
          ? `HTTP ${scheme.scheme ?? ''} authentication`.replace(/\s+/g, ' ')
          : scheme.type === 'oauth2'
            ? 'OAuth 2.0'
            : scheme.type === 'openIdConnect'
              ? 'OpenID Connect'
              : scheme.type;
    return (
      <>
        <Link href={`${overview}#${scheme.anchor}`}>{scheme.key}</Link> <span className="dg-api-auth__kind">({where})</span>
      </>
    );
  };
  const optional = security.some((req) => req.length === 0);
  const required = security.filter((req) => req.length > 0);
  return (
    <div className="dg-api-auth">
      <p>
        {optional ? 'Authentication is optional. ' : null}
        {required.length > 1 ? 'Any one of these:' : required.length === 1 ? 'Send:' : null}
      </p>
      <ul className="dg-api-auth__list">
        {required.map((req, i) => (
          <li key={i}>
            {req.map((r, j) => (
              <span key={r.scheme}>
                {j > 0 ? ' and ' : null}
                {describe(r.scheme)}
                {r.scopes.length > 0 && (
                  <>
                    {' '}
                    with scopes{' '}
                    {r.scopes.map((s, k) => (
                      <span key={s}>
                        {k > 0 ? ', ' : null}
                        <code>{s}</code>
                      </span>
                    ))}
                  </>
                )}
              </span>
            ))}
          </li>
        ))}
      </ul>
      {api.securitySchemes.length > 0 && (
        <p className="dg-api-auth__more">
          <Link href={`${overview}#authentication`}>How to authenticate</Link>
        </p>
      )}
    </div>
  );
}
