import { useSite, withBase } from '../SiteContext.js';
import { twinPath } from '../../src/shared/twinPath.js';

/**
 * "Copy page" and "View as Markdown": the page's Markdown twin, for pasting into an assistant. The link works without
 * JavaScript; the button (hidden without it) copies the twin's text (src/client/copyPage.ts).
 */
export function PageActions({ url }: { url: string }) {
  const site = useSite();
  if (!site.markdownTwins) return null;
  const href = withBase(site, twinPath(url));
  return (
    <div className="dg-page-actions">
      <button type="button" className="dg-copy-page" data-dg-copy-page={href}>Copy page</button>
      <a className="dg-page-actions__view" href={href} type="text/markdown">View as Markdown</a>
    </div>
  );
}
