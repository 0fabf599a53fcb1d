/** @jsxRuntime automatic @jsxImportSource react */
// "Try it": the whole request form, rendered on the server inside a closed <details>, with the curl command of the
// request it holds. Without JavaScript the form reads as documentation and the curl command can be copied; opening
// it loads the script chunk that sends requests (src/client/tryIt/). Controls carry no `name`: a form submitted
// without the script sends nothing, so credentials never reach a URL or the history.
import type { TryItView } from '../../src/node/openapi/tryIt/createTryItView.js';
import { TryItField } from './TryItField.js';

export function TryIt({ view }: { view: TryItView }) {
  const { settings, body } = view;
  const [first] = view.servers;
  return (
    <details className="dg-tryit" data-dg-tryit="" data-chunk={settings.chunk}>
      <summary className="dg-tryit__summary">Try it</summary>
      <form
        className="dg-tryit__form"
        noValidate
        aria-label={`Try ${view.method} ${view.path}`}
        data-method={view.method}
        data-path={view.path}
        data-timeout={settings.timeoutMs}
        data-proxy={settings.proxyUrl}
        data-spec-url={settings.specUrl}
      >
        <p className="dg-tryit__intro">
          {settings.proxyUrl ? (
            <>Requests go through the proxy <code>{settings.proxyUrl}</code>, which sees them, credentials included.</>
          ) : (
            <>Requests go from your browser straight to the API; it must allow requests from this site (CORS).</>
          )}
        </p>
        <fieldset className="dg-tryit__group">
          <legend>Server</legend>
          {view.servers.length > 1 && (
            <div className="dg-tryit__field">
              <label htmlFor="tryit-server">Server</label>
              <select id="tryit-server" data-dg-server="">
                {view.servers.map((s, i) => (
                  <option key={i} value={i} data-url={s.url} data-template={s.template}>
                    {s.description ? `${s.description} (${s.url})` : s.url}
                  </option>
                ))}
              </select>
            </div>
          )}
          {view.servers.map((s, i) =>
            s.variables.length ? (
              <div key={i} data-dg-server-vars={i} data-template={s.template} hidden={i > 0}>
                {s.variables.map((v) => (
                  <div className="dg-tryit__field" key={v.id}>
                    <label htmlFor={v.id}>
                      <code>{v.name}</code> <span className="dg-tryit__hint">server variable</span>
                    </label>
                    {v.enum ? (
                      <select id={v.id} data-var={v.name} defaultValue={v.default}>
                        {v.enum.map((o) => <option key={o} value={o}>{o}</option>)}
                      </select>
                    ) : (
                      <input id={v.id} type="text" data-var={v.name} defaultValue={v.default} autoComplete="off" spellCheck={false} />
                    )}
                  </div>
                ))}
              </div>
            ) : null,
          )}
          <div className="dg-tryit__field">
            <label htmlFor="tryit-url">Base URL <span className="dg-tryit__hint">(editable: a local or staging API works too)</span></label>
            <input id="tryit-url" type="url" data-dg-url="" defaultValue={first?.url ?? ''} autoComplete="off" spellCheck={false} />
          </div>
        </fieldset>

        {(view.credentials.length > 0 || view.unsupportedSchemes.length > 0) && (
          <fieldset className="dg-tryit__group">
            <legend>Authentication</legend>
            {view.credentials.map((c) => (
              <div className="dg-tryit__field" key={c.id} data-dg-credential={c.scheme} data-in={c.in} data-name={c.name} data-prefix={c.prefix} data-kind={c.kind}>
                {c.kind === 'basic' ? (
                  <>
                    <label htmlFor={`${c.id}-user`}>{c.label}: user</label>
                    <input id={`${c.id}-user`} type="text" data-part="user" autoComplete="off" spellCheck={false} />
                    <label htmlFor={`${c.id}-password`}>{c.label}: password</label>
                    <input id={`${c.id}-password`} type="password" data-part="password" autoComplete="off" />
                  </>
                ) : (
                  <>
                    <label htmlFor={c.id}>{c.label}</label>
                    <input id={c.id} type="text" data-part="value" autoComplete="off" spellCheck={false} />
                  </>
                )}
                {c.note && <p className="dg-tryit__note">{c.note}</p>}
              </div>
            ))}
            {view.unsupportedSchemes.length > 0 && (
              <p className="dg-tryit__note">A browser cannot send {view.unsupportedSchemes.join(', ')} (mutual TLS): use the curl command with your certificate.</p>
            )}
            <p className="dg-tryit__note">
              Credentials stay in this browser tab only (session storage) and fill this form on the other pages of this API.{' '}
              <button type="button" className="dg-button dg-button--small" data-dg-forget="" hidden>Forget credentials</button>
            </p>
          </fieldset>
        )}

        {view.params.length > 0 && (
          <fieldset className="dg-tryit__group">
            <legend>Parameters</legend>
            {view.params.some((p) => p.in === 'cookie') && (
              <p className="dg-tryit__note">Browsers do not let a page send cookies to another site: cookie parameters go into the curl command only.</p>
            )}
            {view.params.map((p) => <TryItField key={p.id} field={p} />)}
          </fieldset>
        )}

        {body && <TryItBody body={body} />}
        {view.unsentBody && (
          <p className="dg-tryit__note">This operation declares a request body ({view.unsentBody}), which a browser cannot send with {view.method}: the code samples show it.</p>
        )}

        <p className="dg-tryit__problem" role="alert" data-dg-problem="" hidden></p>
        <div className="dg-tryit__actions">
          <button type="submit" className="dg-button dg-button--primary" data-dg-send="" disabled>Send</button>
          <button type="button" className="dg-button" data-dg-cancel="" hidden>Cancel</button>
          <noscript>
            <span className="dg-tryit__note">Sending needs JavaScript: copy the curl command below instead.</span>
          </noscript>
        </div>
        <p className="dg-tryit__label" id="tryit-curl-label">Request as curl</p>
        <pre className="dg-code language-bash" tabIndex={0} data-dg-curl="">
          <code>{view.curl}</code>
        </pre>
        <div className="dg-tryit__response" data-dg-response="" aria-live="polite"></div>
      </form>
    </details>
  );
}

function TryItBody({ body }: { body: NonNullable<TryItView['body']> }) {
  return (
    <fieldset className="dg-tryit__group" data-dg-body={body.kind} data-content-type={body.contentType}>
      <legend>Request body <span className="dg-tryit__hint">{body.contentType}</span></legend>
      {body.kind === 'text' ? (
        <div className="dg-tryit__field">
          <label htmlFor="tryit-body">Body ({/json/i.test(body.contentType) ? 'JSON' : 'text'})</label>
          <textarea id="tryit-body" data-dg-text="" rows={Math.min(16, Math.max(4, body.text.split('\n').length))} spellCheck={false} defaultValue={body.text} />
        </div>
      ) : (
        <>
          {body.raw && (
            <div className="dg-tryit__field" role="radiogroup" aria-label="What to send">
              <label><input type="radio" name="tryit-body-mode" value="fields" defaultChecked data-dg-mode="" /> the fields below</label>{' '}
              <label><input type="radio" name="tryit-body-mode" value="raw" data-dg-mode="" /> the raw body</label>
            </div>
          )}
          {body.fields.map((f) => <TryItField key={f.id} field={f} />)}
          {body.omitted > 0 && (
            <p className="dg-tryit__note">
              {body.omitted} more field{body.omitted === 1 ? '' : 's'} of this body {body.raw ? 'can be set in the raw body below.' : 'are not in this form: use the curl command for them.'}
            </p>
          )}
          {body.raw && (
            <div className="dg-tryit__field">
              <label htmlFor="tryit-raw">Raw body (urlencoded)</label>
              <textarea id="tryit-raw" data-dg-raw="" rows={6} spellCheck={false} defaultValue={body.text} />
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}
