import { createContext, useContext, type ReactNode } from 'react';
import { isExternal, useSite, withBase } from '../SiteContext.js';

/** Rewrites the site's links on one page (docs versions: parts/versionLinks.ts); absent on a site without versions. */
export const PageLinkContext = createContext<((href: string) => { href: string; alternates?: string } | undefined) | null>(null);

/** An anchor that adds the base URL to internal routes and marks external links. */
export function Link({ href, children, className, current }: { href: string; children: ReactNode; className?: string; current?: boolean }) {
  const site = useSite();
  const rewrite = useContext(PageLinkContext);
  if (isExternal(href)) {
    return <a href={href} className={className} rel="noopener noreferrer" target="_blank">{children}<span className="dg-sr-only"> (opens in a new tab)</span></a>;
  }
  const versioned = rewrite?.(href);
  const alternates = versioned?.alternates?.split('\n').map((line) => line.replace(/ (\/.*)$/, (_, url: string) => ' ' + withBase(site, url))).join('\n');
  return <a href={withBase(site, versioned?.href ?? href)} className={className} aria-current={current ? 'page' : undefined} data-dg-alternates={alternates || undefined}>{children}</a>;
}
