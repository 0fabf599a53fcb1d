/** @jsxRuntime automatic @jsxImportSource react */
import { MethodBadge } from './MethodBadge.js';

/** Method badge and path, with `{parameters}` highlighted, and the server URL(s) the path is relative to. */
export function EndpointPath(props: { method: string; path: string; servers: { url: string; description?: string }[] }) {
  const parts = props.path.split(/(\{[^}]+\})/).filter(Boolean);
  const [first, ...others] = props.servers;
  return (
    <div className="dg-api-endpoint">
      <p className="dg-api-endpoint__line">
        <MethodBadge method={props.method} />
        <code className="dg-api-endpoint__path">
          {parts.map((part, i) =>
            part.startsWith('{') ? (
              <span key={i} className="dg-api-endpoint__param">
                {part}
              </span>
            ) : (
              part
            ),
          )}
        </code>
      </p>
      {first && (
        <p className="dg-api-endpoint__server">
          Server: <code>{first.url}</code>
          {first.description ? ` (${first.description})` : null}
          {others.length > 0 && (
            <>
              {' '}
              · also{' '}
              {others.map((s, i) => (
                <span key={s.url}>
                  {i > 0 ? ', ' : null}
                  <code>{s.url}</code>
                </span>
              ))}
            </>
          )}
        </p>
      )}
    </div>
  );
}
