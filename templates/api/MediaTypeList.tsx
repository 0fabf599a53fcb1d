/** @jsxRuntime automatic @jsxImportSource react */
// Request or response content: per media type, the schema tree and the example(s).
import type { MediaTypeView } from '../../src/node/openapi/createOperationView.js';
import { SchemaTree } from './SchemaTree.js';

/** Every media type of a body, each with its schema and examples; `label` says whose ('Response 200'), for its region's name. */
export function MediaTypeList(props: { content: MediaTypeView[]; label: string }) {
  return (
    <>
      {props.content.map((media) => (
        <section key={media.id} className="dg-api-media" id={media.id} aria-label={`${props.label}, ${media.contentType}`}>
          <p className="dg-api-media__type">
            Content type: <code>{media.contentType}</code>
          </p>
          {media.schema && <SchemaTree root={media.schema} />}
          {media.itemSchema && (
            <>
              <p className="dg-api-subtitle">A stream: each item is</p>
              <SchemaTree root={media.itemSchema} />
            </>
          )}
          {media.examples.map((example, i) => (
            <details key={i} className="dg-api-example" open={i === 0}>
              <summary className="dg-api-example__title">{example.label}</summary>
              <pre className={`dg-code language-${example.language}`} tabIndex={0}>
                <code className={`language-${example.language}`} dangerouslySetInnerHTML={{ __html: example.html }} />
              </pre>
            </details>
          ))}
        </section>
      ))}
    </>
  );
}
