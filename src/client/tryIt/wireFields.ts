// The parts of the form that need the script: the server choice and its variables (which rewrite the editable base
// URL) and the repeatable fields of arrays (add, remove).

/** The base URL of a server with these variable values, resolved against the spec's URL like the server did. */
function serverUrl(template: string, values: Record<string, string>, specUrl: string): string {
  const url = template.replace(/\{([^}]+)\}/g, (whole, name: string) => values[name] ?? whole);
  try {
    return new URL(url, specUrl).href.replace(/\/+$/, '');
  } catch {
    return url;
  }
}

export function wireFields(form: HTMLFormElement, update: () => void): void {
  const urlInput = form.querySelector<HTMLInputElement>('[data-dg-url]')!;
  const select = form.querySelector<HTMLSelectElement>('[data-dg-server]');
  const chosen = () => Number(select?.value ?? 0);
  const applyServer = () => {
    const i = chosen();
    for (const group of form.querySelectorAll<HTMLElement>('[data-dg-server-vars]')) group.hidden = group.dataset.dgServerVars !== String(i);
    const option = select?.selectedOptions[0];
    const vars = form.querySelector<HTMLElement>(`[data-dg-server-vars="${i}"]`);
    const template = vars?.dataset.template;
    if (template && vars) {
      const values = Object.fromEntries([...vars.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-var]')].map((v) => [v.dataset.var!, v.value]));
      urlInput.value = serverUrl(template, values, form.dataset.specUrl ?? location.href);
    } else if (option?.dataset.url) urlInput.value = option.dataset.url;
    update();
  };
  select?.addEventListener('change', applyServer);
  form.addEventListener('input', (event) => {
    if ((event.target as Element).matches('[data-var]')) applyServer();
  });

  // Repeatable fields: the first item is the model for new ones.
  for (const button of form.querySelectorAll<HTMLButtonElement>('[data-dg-add], [data-dg-remove]')) button.hidden = false;
  form.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-dg-add], [data-dg-remove]');
    const field = button?.closest<HTMLElement>('[data-dg-field]');
    if (!button || !field) return;
    const items = field.querySelector<HTMLElement>('.dg-tryit__items')!;
    const name = field.dataset.name!;
    if (button.hasAttribute('data-dg-add')) {
      const item = items.firstElementChild!.cloneNode(true) as HTMLElement;
      const control = item.querySelector<HTMLInputElement>('[data-dg-value]')!;
      const n = items.children.length + 1;
      control.id = `${items.querySelector('[data-dg-value]')!.id}-n${Date.now().toString(36)}`;
      control.value = '';
      control.setAttribute('aria-label', `${name}, value ${n}`);
      item.querySelector('[data-dg-remove]')?.setAttribute('aria-label', `Remove ${name}, value ${n}`);
      items.append(item);
      control.focus();
    } else {
      const item = button.closest('.dg-tryit__item')!;
      if (items.children.length > 1) item.remove();
      else item.querySelector<HTMLInputElement>('[data-dg-value]')!.value = '';
      [...items.querySelectorAll('[data-dg-value]')].forEach((c, i) => c.setAttribute('aria-label', `${name}, value ${i + 1}`));
      [...items.querySelectorAll('[data-dg-remove]')].forEach((b, i) => b.setAttribute('aria-label', `Remove ${name}, value ${i + 1}`));
      field.querySelector<HTMLElement>('[data-dg-add]')?.focus();
    }
    update();
  });
}
