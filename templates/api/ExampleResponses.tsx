/** @jsxRuntime automatic @jsxImportSource react */
// The example response of each status that has one, as tabs (the first shown): beside the reference on wide screens,
// so a reader sees what comes back without scrolling to the responses. Reuses the highlighted examples of the view.
import type { ResponseView } from '../../src/node/openapi/createOperationView.js';
import { CodeSampleTabs } from './CodeSampleTabs.js';

export function ExampleResponses({ responses }: { responses: ResponseView[] }) {
  const tabs = responses.flatMap((r) => {
    const example = r.content[0]?.examples[0];
    return example ? [{ id: `status-${r.id.replace(/^response-/, '')}`, label: r.response.status.toUpperCase(), language: example.language, code: '', html: example.html }] : [];
  });
  if (!tabs.length) return null;
  return (
    <section className="dg-api-section dg-api-examples" aria-labelledby="example-response-title">
      <p className="dg-api-subtitle" id="example-response-title">Example response</p>
      <CodeSampleTabs samples={tabs} name="example-response" group="example-response" />
    </section>
  );
}
