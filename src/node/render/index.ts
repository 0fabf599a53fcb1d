// Entry of dist/render.mjs: everything that needs React. Kept apart from the CLI bundle so that
// `docgen serve` can rebuild and re-import it when a template changes.
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { Link } from '../../../templates/parts/Link.js';
import { useBaseUrl } from '../../../templates/SiteContext.js';

// Page components in content/pages/*.tsx are compiled at build time; they must share this React instance.
(globalThis as Record<string, unknown>).__docgenReact = React;
(globalThis as Record<string, unknown>).__docgenJsxRuntime = jsxRuntime;
// What they may import from `docgen-cli/components` (src/node/components.ts declares it): links that carry the base URL.
(globalThis as Record<string, unknown>).__docgenComponents = { Link: PageLink, useBaseUrl };

/**
 * The Link of page components: the template's, after a check of what the writer passed. `<Link to="/docs/intro">`
 * (Docusaurus's and React Router's prop) would otherwise fail deep in the template as "reading 'startsWith'".
 */
function PageLink(props: Parameters<typeof Link>[0] & { to?: unknown }) {
  if (typeof props.href !== 'string') {
    const instead = props.to !== undefined ? ` (it has to=${JSON.stringify(props.to)}: docgen's Link takes href)` : '';
    throw new Error(`<Link> needs an href, a site path such as '/docs/intro' or a URL${instead}`);
  }
  return React.createElement(Link, props);
}

export { createPageRenderer, type RenderInput } from './renderPage.js';
export { loadPageComponents } from './loadPageComponents.js';
