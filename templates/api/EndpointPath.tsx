/** @jsxRuntime automatic @jsxImportSource react */
import { MethodBadge } from './MethodBadge.js';

/** Method badge and path, with `{parameters}` highlighted, and the server URL(s) the path is relative to. */
export function EndpointPath(props: { method: string; path: string; servers: { url: string; description?: string; name?: string }[]; additional?: boolean }) {
  const parts = props.path.split(/(\{[^}]+\})/).filter(Boolean);
  const [first, ...others] = props.servers;
  return (
    <div className="dg-api-endpoint">
      <p className="dg-api-endpoint__line">
        <MethodBadge method={props.method} />
        {props.additional ? <span className="dg-badge dg-badge--method-extra" title="A method OpenAPI has no field for (additionalOperations)">custom method</span> : null}
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
          Server: {first.name ? `${first.name} ` : null}<code>{first.url}</code>
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
