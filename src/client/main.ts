// The client script: adds behaviour to complete HTML. Each behaviour lives in its own module; one that fails to
// start must not take the others down.
import { initTheme } from './theme.js';
import { initDrawer } from './drawer.js';
import { initSidebar } from './sidebar.js';
import { initAnnouncement } from './announcement.js';
import { initTabs } from './tabs.js';
import { initCopyCode } from './copyCode.js';
import { initCopyPage } from './copyPage.js';
import { initToc } from './toc.js';
import { initPreload } from './preload.js';
import { initNavigation } from './navigation.js';
import { initTryItLoader } from './tryItLoader.js';
import { initSearchBox } from './searchBox.js';

for (const init of [initTheme, initDrawer, initSidebar, initAnnouncement, initTabs, initCopyCode, initCopyPage, initToc, initPreload, initNavigation, initTryItLoader, initSearchBox]) {
  try {
    init();
  } catch (error) {
    console.error('docgen:', error);
  }
}
