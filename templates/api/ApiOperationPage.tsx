/** @jsxRuntime automatic @jsxImportSource react */
// The body of an operation page: everything in the HTML (the site we replace rendered most of it in the browser).
import type { LoadedApi } from '../../src/node/openapi/types.js';
import type { OperationView } from '../../src/node/openapi/createOperationView.js';
import type { OperationPageText } from '../../src/node/render/describeApiViews.js';
import { SECTION_IDS } from '../../src/node/openapi/listOperationHeadings.js';
import { CodeSampleTabs } from './CodeSampleTabs.js';
import { Description } from './Description.js';
import { EndpointPath } from './EndpointPath.js';
import { MediaTypeList } from './MediaTypeList.js';
import { ResponseList } from './ResponseList.js';
import { SchemaRows } from './SchemaTree.js';
import { SecurityRequirements } from './SecurityRequirements.js';
import { MethodBadge } from './MethodBadge.js';
import { ExampleResponses } from './ExampleResponses.js';
import { TryIt } from './TryIt.js';
import type { TryItView } from '../../src/node/openapi/tryIt/createTryItView.js';

/**
 * An operation page: title, endpoint, description, auth, parameters | samples, example response, "Try it" | body,
 * responses, callbacks. Three blocks in that order: wide screens put the middle one in a column of its own beside
 * the other two (api.css), narrow ones read them in order, the samples after the parameters.
 */
export function ApiOperationPage(props: { api: LoadedApi; view: OperationView; text: OperationPageText; tryIt?: TryItView }) {
  const { api, view, text, tryIt } = props;
  const { op } = view;
  return (
    <div className={`dg-api dg-api-op${op.deprecated ? ' dg-api-op--deprecated' : ''}`}>
      <div className="dg-api-op__head">
        <h1 className="dg-api-op__title">{text.title}</h1>
        {op.kind === 'webhook' ? (
          <div className="dg-api-endpoint dg-api-endpoint--webhook">
            <p className="dg-api-endpoint__line">
              <span className="dg-badge dg-badge--webhook">Webhook</span> <MethodBadge method={op.method} />
              <code className="dg-api-endpoint__path">{op.path}</code>
            </p>
            <p className="dg-api-endpoint__server">The API sends this request to the URL you register for the webhook; your endpoint answers with one of the responses below.</p>
          </div>
        ) : (
          <EndpointPath method={op.method} path={op.path} servers={op.servers} additional={op.additional} />
        )}
        {op.deprecated && (
          <div className="dg-admonition dg-admonition--warning" role="note">
            <p>
              <strong>Deprecated.</strong> This operation is deprecated and may be removed in a future version of the API.
            </p>
          </div>
        )}
        <Description html={text.summaryHtml} />
        <Description html={text.descriptionHtml} />

        {op.security.length > 0 && (
          <section className="dg-api-section">
            <h2 id={SECTION_IDS.authentication}>Authentication</h2>
            <SecurityRequirements api={api} security={op.security} overviewUrl={text.overviewUrl} />
          </section>
        )}

        {view.parameterGroups.length > 0 && (
          <section className="dg-api-section">
            <h2 id={SECTION_IDS.parameters}>Parameters</h2>
            {view.parameterGroups.map((group) => (
              <section key={group.id} className="dg-api-params">
                <h3 id={group.id}>{group.title}</h3>
                <SchemaRows rows={group.params.map((p) => p.row)} className="dg-schema__list--params" />
              </section>
            ))}
          </section>
        )}
      </div>

      <div className="dg-api-op__aside">
        {view.hasSamples && (
          <section className="dg-api-section">
            <h2 id={SECTION_IDS.codeSamples}>Code samples</h2>
            {op.kind === 'webhook' && <p>To test your receiver, post the example payload to your own endpoint (replace the URL):</p>}
            <CodeSampleTabs samples={view.samples} name="code-samples" />
          </section>
        )}
        <ExampleResponses responses={view.responses} />
        {tryIt && <TryIt view={tryIt} />}
      </div>

      <div className="dg-api-op__rest">
        {view.requestBody && (
          <section className="dg-api-section">
            <h2 id={SECTION_IDS.requestBody}>
              {op.kind === 'webhook' ? 'Payload' : 'Request body'}
              {view.requestBody.body.required ? <span className="dg-flag dg-flag--required">required</span> : null}
            </h2>
            <Description html={text.requestBodyHtml} />
            {view.requestBody.holdsNothing ? (
              <p>
                No body to send: the operation declares an optional{' '}
                {view.requestBody.content.map((m, i) => <span key={m.id}>{i > 0 ? ' or ' : ''}<code>{m.contentType}</code></span>)} body that holds no field.
              </p>
            ) : (
              <MediaTypeList content={view.requestBody.content} label={op.kind === 'webhook' ? 'Payload' : 'Request body'} />
            )}
          </section>
        )}

        {view.responses.length > 0 && (
          <section className="dg-api-section">
            <h2 id={SECTION_IDS.responses}>Responses</h2>
            <ResponseList responses={view.responses} headingLevel={3} label="Response" />
          </section>
        )}

        {view.callbacks.length > 0 && (
          <section className="dg-api-section">
            <h2 id={SECTION_IDS.callbacks}>Callbacks</h2>
            {groupByName(view.callbacks).map(([name, callbacks]) => (
              <section key={name} className="dg-api-callback">
                <h3 id={callbacks[0].id}>{name}</h3>
                {callbacks.map((cb) => (
                  <div key={cb.expression} className="dg-api-callback__item">
                    {cb.operations.map((cop) => (
                      <div key={cop.method} className="dg-api-callback__op">
                        <p className="dg-api-endpoint__line">
                          <MethodBadge method={cop.method} />
                          <code className="dg-api-endpoint__path">{cb.expression}</code>
                        </p>
                        {cop.summary && <p>{cop.summary}</p>}
                        <Description html={cop.descriptionHtml} />
                        {cop.requestBody && (
                          <>
                            <p className="dg-api-subtitle">Request body</p>
                            <MediaTypeList content={cop.requestBody.content} label={`${name} ${cop.method.toUpperCase()} ${cb.expression}: request body`} />
                          </>
                        )}
                        <ResponseList responses={cop.responses} headingLevel={4} label={`${name} ${cop.method.toUpperCase()} ${cb.expression}: response`} />
                      </div>
                    ))}
                  </div>
                ))}
              </section>
            ))}
          </section>
        )}
      </div>
    </div>
  );
}

function groupByName<T extends { name: string }>(items: T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.name, [...(groups.get(item.name) ?? []), item]);
  return [...groups];
}
