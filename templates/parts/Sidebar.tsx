import type { Sidebar as SidebarData } from '../../src/shared/types.js';
import { SidebarTree } from './SidebarTree.js';
import { useSidebarHtml } from '../SiteContext.js';

/** Left column on wide screens. The collapse button is wired by the client script. */
export function Sidebar({ sidebar, url }: { sidebar: SidebarData; url: string }) {
  return (
    <aside className="dg-sidebar" data-dg-sidebar="">
      <nav className="dg-sidebar__nav" aria-label="Docs sidebar">
        <SidebarContent sidebar={sidebar} url={url} />
      </nav>
      <button type="button" className="dg-sidebar__hide" data-dg-sidebar-toggle="" aria-label="Hide the sidebar" title="Hide the sidebar">
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24"><path d="M15 6l-6 6 6 6" stroke="currentColor" strokeWidth="2" fill="none" /></svg>
      </button>
    </aside>
  );
}

/** The sidebar's list: the HTML rendered once per sidebar when the renderer provides it, else rendered here. */
export function SidebarContent({ sidebar, url }: { sidebar: SidebarData; url: string }) {
  const html = useSidebarHtml(sidebar, url);
  return html !== undefined ? <div className="dg-sidebar__tree" dangerouslySetInnerHTML={{ __html: html }} /> : <SidebarTree items={sidebar.items} url={url} />;
}
