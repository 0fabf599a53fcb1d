// Credentials per security scheme, for this tab only (sessionStorage): typed once, they fill the form on the other
// operation pages until the tab closes or the reader forgets them. Never localStorage, never the URL.
const KEY = 'docgen.tryIt.credentials';

type Stored = Record<string, Record<string, string>>;

function read(): Stored {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Stored;
  } catch {
    return {};
  }
}

function write(value: Stored): void {
  try {
    if (Object.keys(value).length) sessionStorage.setItem(KEY, JSON.stringify(value));
    else sessionStorage.removeItem(KEY);
  } catch {
    /* storage blocked: credentials last for this page */
  }
}

const groups = (form: HTMLFormElement) => [...form.querySelectorAll<HTMLElement>('[data-dg-credential]')];
const parts = (group: HTMLElement) => [...group.querySelectorAll<HTMLInputElement>('[data-part]')];

/** Fills the credential inputs from this tab's storage. */
export function restoreCredentials(form: HTMLFormElement): void {
  const stored = read();
  for (const group of groups(form)) {
    const saved = stored[group.dataset.dgCredential!];
    if (saved) for (const input of parts(group)) input.value = saved[input.dataset.part!] ?? '';
  }
}

/** Saves what the reader typed for the scheme of this input (an emptied scheme is removed). */
export function saveCredential(input: HTMLInputElement): void {
  const group = input.closest<HTMLElement>('[data-dg-credential]');
  if (!group) return;
  const stored = read();
  const values = Object.fromEntries(parts(group).filter((p) => p.value).map((p) => [p.dataset.part!, p.value]));
  if (Object.keys(values).length) stored[group.dataset.dgCredential!] = values;
  else delete stored[group.dataset.dgCredential!];
  write(stored);
}

/** Forgets every stored credential and empties the inputs. */
export function forgetCredentials(form: HTMLFormElement): void {
  write({});
  for (const group of groups(form)) for (const input of parts(group)) input.value = '';
}
