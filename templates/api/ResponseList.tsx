/** @jsxRuntime automatic @jsxImportSource react */
// Responses by status code: description, headers, content (schema + example), links.
import type { ResponseView } from '../../src/node/openapi/createOperationView.js';
import { Description } from './Description.js';
import { MediaTypeList } from './MediaTypeList.js';
import { SchemaRows } from './SchemaTree.js';
import { Link } from '../parts/Link.js';

/** Each response under a heading of the given level (h3 on the page, h4 inside callbacks); `label` names its regions. */
export function ResponseList(props: { responses: ResponseView[]; headingLevel: 3 | 4; label: string }) {
  const H = props.headingLevel === 3 ? 'h3' : 'h4';
  return (
    <>
      {props.responses.map((r) => {
        const kind = /^2/.test(r.response.status) ? 'success' : /^[45]/.test(r.response.status) ? 'error' : 'other';
        return (
          <section key={r.id} className={`dg-api-response dg-api-response--${kind}`}>
            <H id={r.id} className="dg-api-response__title">
              {r.title}
              {r.response.summary ? <span className="dg-api-response__summary">{` — ${r.response.summary}`}</span> : null}
            </H>
            <Description html={r.descriptionHtml} />
            {r.headers.length > 0 && (
              <div className="dg-api-response__headers">
                <p className="dg-api-subtitle">Headers</p>
                <SchemaRows rows={r.headers} />
              </div>
            )}
            <MediaTypeList content={r.content} label={`${props.label} ${r.response.status}`} />
            {r.links.length > 0 && (
              <div className="dg-api-response__links">
                <p className="dg-api-subtitle">Links</p>
                <ul>
                  {r.links.map((l) => (
                    <li key={l.name}>
                      <code>{l.name}</code>
                      {': '}
                      {l.href ? <Link href={l.href}>{l.operationId}</Link> : (l.operationId ?? l.operationRef)}
                      {l.parameters && Object.keys(l.parameters).length > 0 && (
                        <>
                          {' with '}
                          {Object.entries(l.parameters).map(([k, v], i) => (
                            <span key={k}>
                              {i > 0 ? ', ' : null}
                              <code>
                                {k} = {String(typeof v === 'string' ? v : JSON.stringify(v))}
                              </code>
                            </span>
                          ))}
                        </>
                      )}
                      {l.description ? ` — ${l.description}` : null}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </section>
        );
      })}
    </>
  );
}
