// `docgen-cli/components`: what a page component (content/pages/*.tsx) may import from docgen, declared for editors
// and type checks. When docgen compiles a page component the import resolves to the renderer's own instances
// (render/loadPageComponents.ts); there is nothing to run outside a build.
import type { ReactElement, ReactNode } from 'react';

/** A link that adds the site's base URL to a site path ('/docs/intro') and marks a link that leaves the site. */
export declare function Link(props: { href: string; children?: ReactNode; className?: string }): ReactElement;

/** A site path with the site's base URL in front ('/docs/intro' → '/developers/docs/intro'). A hook: call it while rendering. */
export declare function useBaseUrl(href: string): string;
