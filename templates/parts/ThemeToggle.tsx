/** Light/dark switch. The server renders it for the default mode; the client script keeps its label true. */
export function ThemeToggle() {
  return (
    <button type="button" className="dg-theme-toggle" data-dg-theme-toggle="" aria-label="Switch to dark mode (currently light mode)" title="Switch colour mode">
      <svg className="dg-theme-toggle__sun" aria-hidden="true" width="20" height="20" viewBox="0 0 24 24"><circle cx="12" cy="12" r="5" fill="currentColor" /><path d="M12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1" stroke="currentColor" strokeWidth="2" /></svg>
      <svg className="dg-theme-toggle__moon" aria-hidden="true" width="20" height="20" viewBox="0 0 24 24"><path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" fill="currentColor" /></svg>
    </button>
  );
}
