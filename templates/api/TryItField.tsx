/** @jsxRuntime automatic @jsxImportSource react */
// One input of the "Try it" form: a text field, a select (enums, booleans), a file or a JSON part; arrays are a group
// of repeatable fields (adding and removing needs the script: without it the buttons stay hidden); an object with
// known properties is a group of one field per property. The data-* attributes say how the value is sent; the client
// reads them (src/client/tryIt/readForm.ts).
import type { TryItField as Field } from '../../src/node/openapi/tryIt/tryItFields.js';

const LOCATION: Record<Field['in'], string> = { path: 'path', query: 'query', header: 'header', cookie: 'cookie', body: 'body field' };

export function TryItField({ field }: { field: Field }) {
  const data = {
    'data-dg-field': field.in,
    'data-name': field.name,
    'data-style': field.style,
    'data-explode': field.explode === undefined ? undefined : String(field.explode),
    'data-array': field.array ? '' : undefined,
    'data-file': field.control === 'file' ? '' : undefined,
    'data-required': field.required ? '' : undefined,
    'data-json': field.control === 'json' && !field.array ? '' : undefined,
    'data-object': field.properties ? '' : undefined,
  };
  const hint = (
    <span className="dg-tryit__hint">
      {LOCATION[field.in]} · {field.type}
      {jsonNote(field)}
    </span>
  );
  const flag = <RequiredFlag field={field} />;
  if (field.properties) {
    return (
      <fieldset className="dg-tryit__field dg-tryit__object" {...data}>
        <legend>
          <code>{field.name}</code>
          {flag} {hint}
        </legend>
        {field.properties.map((p) => (
          <div className="dg-tryit__field" key={p.id} data-dg-prop={p.name} data-name={p.label} data-required={p.required ? '' : undefined}>
            <label htmlFor={p.id}>
              <code>{p.label}</code>
              <RequiredFlag field={p} /> <span className="dg-tryit__hint">{p.type}</span>
            </label>
            <Control field={p} id={p.id} value={p.values[0] ?? ''} />
          </div>
        ))}
      </fieldset>
    );
  }
  if (!field.array) {
    return (
      <div className="dg-tryit__field" {...data}>
        <label htmlFor={field.id}>
          <code>{field.name}</code>
          {flag} {hint}
        </label>
        <Control field={field} id={field.id} value={field.values[0] ?? ''} />
      </div>
    );
  }
  const values = field.values.length ? field.values : [''];
  return (
    <fieldset className="dg-tryit__field dg-tryit__array" {...data}>
      <legend>
        <code>{field.name}</code>
        {flag} {hint} <span className="dg-tryit__hint">(one value per field)</span>
      </legend>
      <div className="dg-tryit__items">
        {values.map((value, i) => (
          <div className="dg-tryit__item" key={i}>
            <Control field={field} id={i === 0 ? field.id : `${field.id}-${i}`} value={value} label={`${field.name}, value ${i + 1}`} />
            <button type="button" className="dg-button dg-button--small" data-dg-remove="" aria-label={`Remove ${field.name}, value ${i + 1}`} hidden>Remove</button>
          </div>
        ))}
      </div>
      <button type="button" className="dg-button dg-button--small" data-dg-add="" hidden>Add a value</button>
    </fieldset>
  );
}

function RequiredFlag({ field }: { field: Field }) {
  return field.required ? <span className="dg-flag dg-flag--required">required</span> : null;
}

/** How an object typed as JSON is sent, where it is not sent as typed (buildRequest.ts). */
function jsonNote(field: Field): string | null {
  if (field.array || field.control === 'file' || field.properties) return null;
  // Form bodies send a deepObject field's JSON as pairs too (formPairs).
  if (field.style === 'deepObject') return ` · a JSON object is sent as ${field.name}[key]=value`;
  if (field.control === 'json' && field.in === 'query' && (field.style ?? 'form') === 'form' && field.explode !== false) return ' · a JSON object is sent as key=value pairs';
  return null;
}

function Control({ field, id, value, label }: { field: Field; id: string; value: string; label?: string }) {
  const common = { id, 'aria-label': label, required: field.required && !field.array ? true : undefined, 'data-dg-value': '' };
  if (field.control === 'select') {
    return (
      <select {...common} defaultValue={value}>
        {/* Always an empty first option: a required select must start with one (HTML), and it reads as "not set". */}
        <option value="">{field.required ? '(choose)' : '(not set)'}</option>
        {field.options!.map((o) => <option key={o} value={o}>{o}</option>)}
      </select>
    );
  }
  if (field.control === 'file') return <input {...common} type="file" />;
  if (field.control === 'json') return <textarea {...common} rows={3} spellCheck={false} defaultValue={value} placeholder={field.placeholder} />;
  return <input {...common} type="text" defaultValue={value} placeholder={field.placeholder} inputMode={field.numeric ? 'decimal' : undefined} autoComplete="off" spellCheck={false} />;
}
