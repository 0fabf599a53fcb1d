// Inlined into <head>: runs before first paint, so the stored colour mode and a dismissed announcement
// never flash. Keep it tiny and free of imports.
(() => {
  const root = document.documentElement;
  try {
    const forced = new URLSearchParams(location.search).get('docgen-theme');
    const stored = localStorage.getItem('theme');
    const mode = forced === 'dark' || forced === 'light' ? forced : stored === 'dark' || stored === 'light' ? stored : null;
    if (mode) root.setAttribute('data-theme', mode);
  } catch {
    /* storage may be blocked: keep the default mode */
  }
})();
