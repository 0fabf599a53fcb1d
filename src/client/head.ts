// Inlined into <head> of every page: runs before first paint, so a stored colour mode, a dismissed announcement
// and a hidden sidebar never flash. Keep it tiny and free of imports (it is not minified together with main.ts).
(() => {
  const root = document.documentElement;
  const attr = (name: string) => root.getAttribute(name);
  let mode = new URLSearchParams(location.search).get('docgen-theme');
  try {
    // ?docgen-theme=dark|light forces a mode for this visit (the tab's session) without touching the stored choice.
    if (mode === 'dark' || mode === 'light') sessionStorage.setItem('docgen-theme', mode);
    else mode = sessionStorage.getItem('docgen-theme') || localStorage.getItem('theme');
    const bar = attr('data-announcement-id');
    if (bar && localStorage.getItem('docusaurus.announcement.id') === bar && localStorage.getItem('docusaurus.announcement.dismiss') === 'true') {
      root.setAttribute('data-announcement-dismissed', '');
    }
    if (localStorage.getItem('docgen.sidebar.hidden') === 'true') root.setAttribute('data-sidebar-hidden', '');
  } catch {
    /* storage blocked: defaults apply */
  }
  if (mode === 'dark' || mode === 'light') root.setAttribute('data-theme', mode);

  // Served under another path than the base URL, the stylesheet and the script 404: say so with inline styles.
  const base = attr('data-base-url') || '/';
  if ((location.pathname + '/').startsWith(base)) return;
  const show = () => {
    const banner = document.createElement('div');
    banner.id = 'dg-base-url-banner';
    banner.setAttribute('role', 'alert');
    banner.setAttribute('style', 'padding:16px 20px;background:#fdecea;color:#5c1010;border-bottom:3px solid #b42318;font:16px/1.5 system-ui,sans-serif');
    banner.textContent = `This site did not load properly. It was built for the base URL ${base}, but it is served from ${location.pathname}, so its styles and scripts cannot be found. Serve it under ${base}, or rebuild it with a baseUrl that matches where it is served.`;
    document.body.prepend(banner);
  };
  if (document.body) show();
  else document.addEventListener('DOMContentLoaded', show);
})();
