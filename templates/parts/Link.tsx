import type { ReactNode } from 'react';
import { isExternal, useSite, withBase } from '../SiteContext.js';

/** An anchor that adds the base URL to internal routes and marks external links. */
export function Link({ href, children, className, current }: { href: string; children: ReactNode; className?: string; current?: boolean }) {
  const site = useSite();
  if (isExternal(href)) {
    return <a href={href} className={className} rel="noopener noreferrer" target="_blank">{children}<span className="dg-sr-only"> (opens in a new tab)</span></a>;
  }
  return <a href={withBase(site, href)} className={className} aria-current={current ? 'page' : undefined}>{children}</a>;
}
