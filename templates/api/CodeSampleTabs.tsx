/** @jsxRuntime automatic @jsxImportSource react */
// CSS-only tabs: radio inputs + labels + panels; the checked radio's panel shows (api.css), so the first sample
// is visible and every sample reachable without JavaScript. The client script syncs the choice across pages
// by `data-tab-value` and adds copy buttons to every <pre>.
import type { CodeSample } from '../../src/node/openapi/createCodeSamples.js';

/** Tabs of code samples; `name` must be unique on the page; `group` names the choice the script remembers. */
export function CodeSampleTabs(props: { samples: CodeSample[]; name: string; group?: string }) {
  const { samples, name, group = 'code-samples' } = props;
  if (samples.length === 0) return <p className="dg-api-note">No code sample could be generated for this operation.</p>;
  return (
    <div className="dg-tabs" data-tab-group={group}>
      {samples.map((s, i) => (
        <input
          key={s.id}
          type="radio"
          className="dg-tabs__radio"
          name={name}
          id={`${name}-${s.id}`}
          value={s.id}
          data-tab-value={s.id}
          defaultChecked={i === 0}
        />
      ))}
      <div className="dg-tabs__labels">
        {samples.map((s) => (
          <label key={s.id} className="dg-tabs__label" htmlFor={`${name}-${s.id}`}>
            {s.label}
          </label>
        ))}
      </div>
      {samples.map((s) => (
        <div key={s.id} className="dg-tabs__panel" data-tab-value={s.id}>
          <pre className={`dg-code language-${s.language}`} tabIndex={0}>
            <code className={`language-${s.language}`} dangerouslySetInnerHTML={{ __html: s.html }} />
          </pre>
        </div>
      ))}
    </div>
  );
}
