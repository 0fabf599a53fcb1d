// Colour mode: the navbar button switches light/dark and stores the choice under localStorage 'theme'.
export function initTheme(): void {
  const root = document.documentElement;
  const label = (mode: string) => `Switch to ${mode === 'dark' ? 'light' : 'dark'} mode (currently ${mode} mode)`;
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-dg-theme-toggle]')) {
    button.setAttribute('aria-label', label(root.getAttribute('data-theme') ?? 'light'));
  }
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('[data-dg-theme-toggle]');
    if (!button) return;
    const next = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    root.setAttribute('data-theme', next);
    try { localStorage.setItem('theme', next); } catch { /* private mode */ }
    button.setAttribute('aria-label', label(next));
  });
}
