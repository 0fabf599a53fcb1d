// Reads the "Try it" form into the request input that src/shared/tryIt/buildRequest.ts turns into a request: the
// same function the server ran for the preview in the HTML, so an untouched form shows the same command.
import { basicCredential, type BodyInput, type CredentialInput, type FormFieldInput, type ParamInput, type RequestInput } from '../../shared/tryIt/buildRequest.js';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const all = <T extends Element>(root: ParentNode, selector: string) => [...root.querySelectorAll<T>(selector)];

/** The values of one field: each repeated input's value, or the chosen files' names. */
function valuesOf(field: Element): string[] {
  return all<Control>(field, '[data-dg-value]').flatMap((c) => (c instanceof HTMLInputElement && c.type === 'file' ? [...(c.files ?? [])].map((f) => f.name) : [c.value]));
}

function fieldInput(field: HTMLElement): FormFieldInput & ParamInput {
  const d = field.dataset;
  // An object's properties, one field each: [name, value] (the property's own name, not its label).
  const properties = d.object === undefined ? undefined : all<HTMLElement>(field, '[data-dg-prop]').map((p): [string, string] => [p.dataset.dgProp!, valuesOf(p)[0] ?? '']);
  return {
    name: d.name!,
    in: d.dgField as ParamInput['in'],
    style: d.style,
    explode: d.explode === undefined ? undefined : d.explode === 'true',
    array: d.array !== undefined,
    file: d.file !== undefined || undefined,
    values: properties ? [] : valuesOf(field),
    properties,
    json: d.json !== undefined || undefined,
  };
}

/** The credentials typed, ready to send ('Bearer <token>', 'Basic <base64>'). */
export function readCredentials(form: HTMLFormElement): CredentialInput[] {
  return all<HTMLElement>(form, '[data-dg-credential]').map((group) => {
    const part = (name: string) => group.querySelector<HTMLInputElement>(`[data-part="${name}"]`)?.value ?? '';
    const value = group.dataset.kind === 'basic' ? basicCredential(part('user'), part('password')) : part('value') && group.dataset.prefix + part('value');
    return { in: group.dataset.in as CredentialInput['in'], name: group.dataset.name!, value };
  });
}

function readBody(form: HTMLFormElement): BodyInput | undefined {
  const group = form.querySelector<HTMLElement>('[data-dg-body]');
  if (!group) return undefined;
  const contentType = group.dataset.contentType!;
  const kind = group.dataset.dgBody;
  const raw = group.querySelector<HTMLInputElement>('[data-dg-mode][value="raw"]');
  if (kind === 'text') return { kind, contentType, text: group.querySelector<HTMLTextAreaElement>('[data-dg-text]')!.value };
  if (raw?.checked) return { kind: 'text', contentType, text: group.querySelector<HTMLTextAreaElement>('[data-dg-raw]')!.value };
  const fields = all<HTMLElement>(group, '[data-dg-field]').map(fieldInput);
  return kind === 'multipart' ? { kind, contentType, fields } : { kind: 'urlencoded', contentType, fields };
}

/** Everything the form holds, as the request input. */
export function readForm(form: HTMLFormElement): RequestInput {
  return {
    method: form.dataset.method!,
    path: form.dataset.path!,
    serverUrl: form.querySelector<HTMLInputElement>('[data-dg-url]')!.value.trim(),
    params: all<HTMLElement>(form, '[data-dg-field]:not([data-dg-field="body"])').map(fieldInput),
    credentials: readCredentials(form),
    body: readBody(form),
  };
}

/** The first problem that blocks sending, with the control to focus: an empty required field, a bad URL, bad JSON. */
export function findProblem(form: HTMLFormElement, input: RequestInput): { message: string; control?: Control } | undefined {
  // Fields, then properties of objects (a property is required only in a required object).
  for (const field of all<HTMLElement>(form, '[data-dg-field][data-required], [data-dg-prop][data-required]')) {
    // Blanks alone are no value (a path parameter of spaces would be sent as %20%20).
    const empty = all<Control>(field, '[data-dg-value]').find((c) => c.value.trim() === '');
    if (empty && valuesOf(field).every((v) => v.trim() === '')) {
      const owner = field.closest<HTMLElement>('[data-dg-field]')!;
      const where = owner.dataset.dgField === 'body' ? 'body field' : `${owner.dataset.dgField} parameter`;
      const of = owner === field ? '' : ` of the ${where} “${owner.dataset.name}”`;
      return { message: `Fill in the required ${of ? 'property' : where} “${field.dataset.name}”${of}.`, control: empty };
    }
  }
  if (!/^https?:\/\/[^/]/i.test(input.serverUrl)) {
    return { message: 'The base URL must start with http:// or https://.', control: form.querySelector<HTMLInputElement>('[data-dg-url]')! };
  }
  const body = input.body;
  if (body?.kind === 'text' && /json/i.test(body.contentType) && body.text.trim()) {
    try {
      JSON.parse(body.text);
    } catch (error) {
      return { message: `The request body is not valid JSON: ${(error as Error).message}.`, control: form.querySelector<HTMLTextAreaElement>('[data-dg-text], [data-dg-raw]') ?? undefined };
    }
  }
  return undefined;
}

/** The chosen files of a multipart form, in the order the request lists them. */
export function readFiles(form: HTMLFormElement): File[] {
  return all<HTMLInputElement>(form, '[data-dg-body] input[type="file"]').flatMap((c) => [...(c.files ?? [])]);
}
