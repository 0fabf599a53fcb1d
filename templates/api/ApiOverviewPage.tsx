/** @jsxRuntime automatic @jsxImportSource react */
// The API overview: title, version, description, authentication schemes, servers, contact/licence, the spec download.
import type { ApiSecurityScheme, ApiServer, LoadedApi } from '../../src/node/openapi/types.js';
import { OVERVIEW_IDS } from '../../src/node/openapi/listOverviewHeadings.js';
import type { OverviewPageText } from '../../src/node/render/describeApiViews.js';
import { CodeList } from './CodeList.js';
import { Description } from './Description.js';
import { flowLabel, keyNameLabel, schemeTypeLabel } from '../../src/node/openapi/securitySchemeLabels.js';
import { useSite, withBase } from '../SiteContext.js';

/** The overview page of the API. */
export function ApiOverviewPage(props: { api: LoadedApi; text: OverviewPageText }) {
  const { api, text } = props;
  const site = useSite();
  return (
    <div className="dg-api dg-api-overview">
      <h1>{api.title}</h1>
      <p className="dg-api-overview__meta">
        {api.version && <span className="dg-api-overview__version">Version {api.version}</span>}
        {api.openapiVersion && <span className="dg-api-overview__oas">OpenAPI {api.openapiVersion}</span>}
        <a className="dg-api-overview__download" href={withBase(site, api.downloadUrls[0].url)} download>
          Download OpenAPI spec
        </a>
      </p>
      <Description html={text.descriptionHtml} />

      {api.securitySchemes.length > 0 && (
        <section className="dg-api-section">
          <h2 id={OVERVIEW_IDS.authentication}>Authentication</h2>
          {api.securitySchemes.map((s) => (
            <SecurityScheme key={s.key} scheme={s} html={text.schemes[s.key]} />
          ))}
        </section>
      )}

      <section className="dg-api-section">
        <h2 id={OVERVIEW_IDS.servers}>Servers</h2>
        <ul className="dg-api-servers">
          {api.servers.map((s) => (
            <li key={s.url}>
              <code>{s.url}</code>
              {s.name ? ` — ${s.name}` : null}
              {s.description ? ` — ${s.description}` : null}
              <ServerVariables server={s} />
            </li>
          ))}
        </ul>
      </section>

      {text.hasAboutSection && (
        <section className="dg-api-section">
          <h2 id={OVERVIEW_IDS.about}>Contact and licence</h2>
          <dl className="dg-api-facts">
            {(api.contact?.name || api.contact?.url || api.contact?.email) && (
              <>
                <dt>Contact</dt>
                <dd>
                  {api.contact?.name}
                  {api.contact?.url && (
                    <>
                      {api.contact?.name ? ' · ' : null}
                      <ExternalLink href={api.contact.url} />
                    </>
                  )}
                  {api.contact?.email && (
                    <>
                      {api.contact?.name || api.contact?.url ? ' · ' : null}
                      <a href={`mailto:${api.contact.email}`}>{api.contact.email}</a>
                    </>
                  )}
                </dd>
              </>
            )}
            {api.license?.name && (
              <>
                <dt>Licence</dt>
                <dd>{api.license.url ? <ExternalLink href={api.license.url} text={api.license.name} /> : api.license.name}</dd>
              </>
            )}
            {api.termsOfService && (
              <>
                <dt>Terms of service</dt>
                <dd>
                  <ExternalLink href={api.termsOfService} />
                </dd>
              </>
            )}
            {api.externalDocs && (
              <>
                <dt>More documentation</dt>
                <dd>
                  <ExternalLink href={api.externalDocs.url} text={api.externalDocs.description} />
                </dd>
              </>
            )}
          </dl>
        </section>
      )}

      <section className="dg-api-section">
        <h2 id={OVERVIEW_IDS.download}>OpenAPI spec</h2>
        <p>The complete description of this API, to use with your own tools:</p>
        <ul>
          {api.downloadUrls.map((d) => (
            <li key={d.url}>
              <a href={withBase(site, d.url)} download>
                Download OpenAPI spec ({d.label})
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function SecurityScheme(props: { scheme: ApiSecurityScheme; html?: string }) {
  const { scheme: s } = props;
  const type = schemeTypeLabel(s);
  return (
    <section className="dg-api-scheme">
      <h3 id={s.anchor}>
        {s.key}
        {s.deprecated ? <span className="dg-flag dg-flag--deprecated">deprecated</span> : null}
      </h3>
      <Description html={props.html} />
      <dl className="dg-api-facts">
        <dt>Type</dt>
        <dd>{type}</dd>
        {s.type === 'apiKey' && (
          <>
            <dt>{keyNameLabel(s)}</dt>
            <dd>
              <code>{s.name}</code>
            </dd>
          </>
        )}
        {s.bearerFormat && (
          <>
            <dt>Bearer format</dt>
            <dd>{s.bearerFormat}</dd>
          </>
        )}
        {s.oauth2MetadataUrl && (
          <>
            <dt>Server metadata</dt>
            <dd>
              <code>{s.oauth2MetadataUrl}</code>
            </dd>
          </>
        )}
        {s.openIdConnectUrl && (
          <>
            <dt>Discovery URL</dt>
            <dd>
              <code>{s.openIdConnectUrl}</code>
            </dd>
          </>
        )}
      </dl>
      {s.flows &&
        Object.entries(s.flows).map(([flow, f]) => (
          <div key={flow} className="dg-api-flow">
            <p className="dg-api-subtitle">{flowLabel(flow)} flow</p>
            <dl className="dg-api-facts">
              {f.authorizationUrl && (
                <>
                  <dt>Authorization URL</dt>
                  <dd>
                    <code>{f.authorizationUrl}</code>
                  </dd>
                </>
              )}
              {f.deviceAuthorizationUrl && (
                <>
                  <dt>Device authorization URL</dt>
                  <dd>
                    <code>{f.deviceAuthorizationUrl}</code>
                  </dd>
                </>
              )}
              {f.tokenUrl && (
                <>
                  <dt>Token URL</dt>
                  <dd>
                    <code>{f.tokenUrl}</code>
                  </dd>
                </>
              )}
              {f.refreshUrl && (
                <>
                  <dt>Refresh URL</dt>
                  <dd>
                    <code>{f.refreshUrl}</code>
                  </dd>
                </>
              )}
              {Object.keys(f.scopes).length > 0 && (
                <>
                  <dt>Scopes</dt>
                  <dd>
                    <ul>
                      {Object.entries(f.scopes).map(([scope, text]) => (
                        <li key={scope}>
                          <code>{scope}</code>
                          {text ? ` — ${text}` : null}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </>
              )}
            </dl>
          </div>
        ))}
    </section>
  );
}

function ExternalLink(props: { href: string; text?: string }) {
  // Spec values are untrusted and sometimes sloppy (a leading tab in a licence URL): only http(s)/mailto links.
  const href = props.href.trim();
  if (!/^(https?:|mailto:)/i.test(href)) return <span>{props.text ?? href}</span>;
  return (
    <a href={href} rel="noopener noreferrer">
      {props.text ?? href}
    </a>
  );
}

/** A server URL's variables: the URL above uses their defaults, and a reader needs the other values the spec allows. */
function ServerVariables(props: { server: ApiServer }) {
  const { template, variables } = props.server;
  if (!template || !variables?.length) return null;
  return (
    <ul className="dg-api-servers__variables">
      <li>
        URL template: <code>{template}</code>
      </li>
      {variables.map((v) => (
        <li key={v.name}>
          <code>{v.name}</code>: default <code>{v.default}</code>
          {v.enum?.length ? (
            <>
              , one of <CodeList values={v.enum} />
            </>
          ) : null}
          {v.description ? ` — ${v.description}` : null}
        </li>
      ))}
    </ul>
  );
}
