// Entry of dist/render.mjs: everything that needs React. Kept apart from the CLI bundle so that
// `docgen serve` can rebuild and re-import it when a template changes.
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';

// Page components in content/pages/*.tsx are compiled at build time; they must share this React instance.
(globalThis as Record<string, unknown>).__docgenReact = React;
(globalThis as Record<string, unknown>).__docgenJsxRuntime = jsxRuntime;

export { createPageRenderer, type RenderInput } from './renderPage.js';
export { loadPageComponents } from './loadPageComponents.js';
